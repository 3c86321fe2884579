"""The card frame: sizes by width, the coloured border with its parchment face, dividers and text blocks."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.cards.fitting import MIN_TEXT_HEIGHT, FittedText
from scenes.cards.palette import PARCHMENT, PARCHMENT_EDGE, Colour, shade
from scenes.cards.pen import Pen

ASPECT = 1.5
"""Card height over width (2:3)."""
MIN_CARD_WIDTH = 64
"""The smallest width at which card texts are guaranteed to fit readably; smaller cards are scaled down."""

NAME_LINES = 2
SHORT_LINES = 3
ABILITY_LINES = 4


def card_height(width: int) -> int:
    """The height of a card ``width`` pixels wide (2:3)."""
    return round(width * ASPECT)


@dataclass(frozen=True, slots=True)
class CardMetrics:
    """Where things go on a card of one width."""

    width: int
    height: int
    border: int
    radius: int
    pad: int

    @property
    def inner(self) -> pygame.Rect:
        """The parchment inside the frame."""
        return pygame.Rect(self.border, self.border, self.width - 2 * self.border, self.height - 2 * self.border)

    @property
    def text_width(self) -> int:
        """The width available to text on the parchment."""
        return self.width - 2 * (self.border + self.pad)

    @property
    def name_height(self) -> int:
        """The largest font height for the name."""
        return max(MIN_TEXT_HEIGHT, round(self.width * 0.15))

    @property
    def short_height(self) -> int:
        """The largest font height for the short line or ability."""
        return max(MIN_TEXT_HEIGHT, round(self.width * 0.105))

    @property
    def index_height(self) -> int:
        """The font height of the rank in the corner."""
        return max(MIN_TEXT_HEIGHT, round(self.width * 0.11))

    @property
    def banner_text_width(self) -> int:
        """Character names sit on a banner across the whole card."""
        return self.width - 2 * max(2, round(self.width * 0.03))


def card_metrics(width: int) -> CardMetrics:
    """Frame thickness, corner radius and padding for a card ``width`` pixels wide."""
    return CardMetrics(
        width=width,
        height=card_height(width),
        border=max(3, round(width * 0.05)),
        radius=max(4, round(width * 0.08)),
        pad=max(2, round(width * 0.05) - 1),
    )


def paint_frame(pen: Pen, m: CardMetrics, frame: Colour, face: Colour = PARCHMENT) -> None:
    """Rounded coloured frame with a parchment face and a soft darker edge."""
    pen.rect(shade(frame, 0.55), (0, 0, m.width, m.height), radius=m.radius)
    pen.rect(frame, (0.6, 0.6, m.width - 1.2, m.height - 1.2), radius=m.radius - 0.6)
    pen.rect(shade(frame, 1.25), (1.2, 1.2, m.width - 2.4, m.height - 2.4), 0.5, radius=m.radius - 1)
    inner = m.inner
    inner_radius = max(2, m.radius - m.border + 1)
    pen.rect(PARCHMENT_EDGE, (inner.x, inner.y, inner.w, inner.h), radius=inner_radius)
    edge = max(1.0, m.width * 0.02)
    pen.rect(face, (inner.x + edge, inner.y + edge, inner.w - 2 * edge, inner.h - 2 * edge),
             radius=max(1, inner_radius - 1))
    pen.rect(shade(frame, 0.7), (inner.x, inner.y, inner.w, inner.h), 0.6, radius=inner_radius)
    if m.width >= 96:
        inset = edge + 0.5
        pen.rect(shade(frame, 1.1), (inner.x + inset, inner.y + inset, inner.w - 2 * inset, inner.h - 2 * inset),
                 0.6, radius=max(1, inner_radius - 1))


def paint_divider(pen: Pen, left: float, right: float, y: float, colour: Colour, size: float) -> None:
    mid = (left + right) / 2
    pen.line(colour, (left + size, y), (mid - size * 1.6, y), max(0.6, size * 0.25))
    pen.line(colour, (mid + size * 1.6, y), (right - size, y), max(0.6, size * 0.25))
    pen.polygon(colour, [(mid, y - size), (mid + size * 1.2, y), (mid, y + size), (mid - size * 1.2, y)])


def blit_lines(surface: pygame.Surface, fitted: FittedText, center_x: float, top: float, colour: Colour) -> None:
    y = top
    for line in fitted.lines:
        image = fitted.font.render(line, True, colour)
        surface.blit(image, (round(center_x - image.get_width() / 2), round(y)))
        y += fitted.line_height


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blitting when a display exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def round_corners(surface: pygame.Surface, radius: int) -> None:
    """Make everything outside a rounded rectangle transparent."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

