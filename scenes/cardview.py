"""Cards drawn from data: faces, backs, characters and roles, with a surface cache.

Nothing here knows a rule. A card face is built from its catalogue entry (kind,
suit, rank, weapon reach) and its texts (``scenes.texts``): a coloured frame by
kind, a parchment face, the name in the current language fitted to the width,
a vector emblem, the short effect line, and the suit and rank in the corner as
a drawn shape plus a letter, so suits differ without colour.

Shapes are painted on a supersampled surface and scaled down (smooth edges);
text is rendered at the final size on top, so it stays sharp and its measured
width is the drawn width. Text is fitted by ``TextFitter``: the largest font
whose wrapped lines fit the box, never below ``MIN_TEXT_HEIGHT`` pixels; the
overflow test uses the same fitting.
"""
from __future__ import annotations

import itertools
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.cards import RANK_NAMES, Card, CardDef, Kind, Suit, catalogue
from game.characters import CHARACTERS
from game.roles import Role
from scenes.assets import Assets
from scenes.i18n import Translator
from scenes.texts import (
    CARD_TEXTS,
    CHARACTER_TEXTS,
    KIND_LABELS,
    RANK_OF_SUIT,
    CardText,
    CharacterText,
    RoleText,
    role_text,
    suit_letter,
    suit_name,
)

Colour = tuple[int, int, int]
Point = tuple[float, float]

ASPECT = 1.5
"""Card height over width (2:3)."""
MIN_CARD_WIDTH = 64
"""The smallest width at which card texts are guaranteed to fit readably; smaller cards are scaled down."""
MIN_TEXT_HEIGHT = 9
"""The smallest font height in pixels (ascent plus descent) used on a card: a 9 px font."""
SUPERSAMPLE = 3

PARCHMENT: Colour = (244, 233, 204)
PARCHMENT_EDGE: Colour = (219, 199, 156)
INK: Colour = (54, 34, 20)
SOFT_INK: Colour = (74, 56, 42)
RED: Colour = (184, 36, 36)
BLACK_SUIT: Colour = (28, 26, 26)
CREAM: Colour = (248, 238, 214)
BRASS: Colour = (214, 170, 74)
COPPER: Colour = (176, 96, 52)
WOOD: Colour = (160, 104, 56)
STEEL: Colour = (92, 94, 102)

KIND_COLOURS: dict[Kind, Colour] = {
    Kind.BROWN: (131, 80, 40),
    Kind.BLUE: (42, 88, 146),
    Kind.GREEN: (48, 118, 60),
}
CHARACTER_FRAME: Colour = (170, 134, 76)
BANNER: Colour = (128, 34, 28)
BACK_RED: Colour = (112, 30, 24)
ROLE_COLOURS: dict[str, Colour] = {
    Role.SHERIFF.value: (186, 146, 58),
    Role.DEPUTY.value: (104, 116, 130),
    Role.OUTLAW.value: (116, 40, 32),
    Role.RENEGADE.value: (72, 60, 96),
}
SUIT_COLOURS: dict[Suit, Colour] = {
    Suit.HEARTS: RED,
    Suit.DIAMONDS: RED,
    Suit.CLUBS: BLACK_SUIT,
    Suit.SPADES: BLACK_SUIT,
}

NAME_LINES = 2
SHORT_LINES = 3
ABILITY_LINES = 4


def card_height(width: int) -> int:
    """The height of a card ``width`` pixels wide (2:3)."""
    return round(width * ASPECT)


def _shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = factor - 1
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )


# --------------------------------------------------------------------- text fitting


def wrap_words(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap; a word wider than ``width`` stays whole on its own line."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and font.size(candidate)[0] > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def balanced_wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Word wrap into as few lines as greedy wrapping needs, with line widths evened out."""
    lines = wrap_words(font, text, width)
    if len(lines) < 2:
        return lines
    low = max(font.size(word)[0] for word in text.split())
    high = width
    while low < high:
        middle = (low + high) // 2
        if len(wrap_words(font, text, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap_words(font, text, max(low, min(width, high)))


def _break_long_words(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Word wrap that also cuts words wider than ``width`` (for tooltips, never for card names)."""
    lines: list[str] = []
    for line in wrap_words(font, text, width):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


@dataclass(frozen=True, eq=False)
class FittedText:
    """A text laid out in a box: its lines and the font they are drawn with."""

    text: str
    lines: tuple[str, ...]
    font: pygame.font.Font
    size: int
    role: str
    max_width: int
    max_lines: int
    fits: bool
    """False when even the smallest readable font overflows the box (the text is still all there)."""

    @property
    def line_height(self) -> int:
        """Pixels from one line's top to the next."""
        return self.font.get_linesize()

    @property
    def height(self) -> int:
        """The height of the whole block."""
        return self.line_height * len(self.lines)

    @property
    def width(self) -> int:
        """The width of the widest line as rendered."""
        return max((self.font.size(line)[0] for line in self.lines), default=0)


class TextFitter:
    """Chooses the largest font that fits a text in a box, never below ``MIN_TEXT_HEIGHT``."""

    MAX_SIZE = 120
    FEWER_LINES_SHRINK = 0.8

    def __init__(self, assets: Assets, min_height: int = MIN_TEXT_HEIGHT) -> None:
        self.assets = assets
        self.min_height = min_height
        self._ladders: dict[str, list[tuple[int, pygame.font.Font]]] = {}
        self._fits: dict[tuple[str, str, int, int, int, bool], FittedText] = {}

    def ladder(self, role: str) -> list[tuple[int, pygame.font.Font]]:
        """Readable font sizes of a role, largest first, one per distinct pixel height."""
        ladder = self._ladders.get(role)
        if ladder is None:
            by_height: dict[int, tuple[int, pygame.font.Font]] = {}
            for size in range(4, self.MAX_SIZE + 1):
                font = self.assets.font(size, role)
                height = font.get_height()
                if height >= self.min_height and height not in by_height:
                    by_height[height] = (size, font)
            ladder = [by_height[h] for h in sorted(by_height, reverse=True)]
            self._ladders[role] = ladder
        return ladder

    def font_for_height(self, role: str, height: int) -> pygame.font.Font:
        """The largest readable font of ``role`` at most ``height`` pixels high (the smallest readable one if none)."""
        ladder = self.ladder(role)
        for _size, font in ladder:
            if font.get_height() <= height:
                return font
        return ladder[-1][1]

    def fit(
        self, text: str, role: str, max_width: int, max_lines: int, max_height: int, fewer_lines: bool = False
    ) -> FittedText:
        """Lay ``text`` out in at most ``max_lines`` lines of ``max_width`` px, font at most ``max_height`` px high.

        The largest font that fits wins; with ``fewer_lines`` (names), a text that fits in fewer lines with
        a font at least ``FEWER_LINES_SHRINK`` of the largest is set that way instead.
        """
        key = (text, role, max_width, max_lines, max_height, fewer_lines)
        cached = self._fits.get(key)
        if cached is not None:
            return cached
        ladder = self.ladder(role)
        result = self._first_fit(text, role, ladder, max_width, max_lines, max_height, fewer_lines)
        if result is None:
            size, font = ladder[-1]
            lines = balanced_wrap(font, text, max_width)
            result = FittedText(text, tuple(lines), font, size, role, max_width, max_lines, False)
        self._fits[key] = result
        return result

    def _first_fit(
        self,
        text: str,
        role: str,
        ladder: list[tuple[int, pygame.font.Font]],
        max_width: int,
        max_lines: int,
        max_height: int,
        fewer_lines: bool,
    ) -> FittedText | None:
        floor = max(self.min_height, max_height * self.FEWER_LINES_SHRINK)
        for lines_allowed in [*range(1, max_lines), max_lines] if fewer_lines else [max_lines]:
            for index, (size, font) in enumerate(ladder):
                height = font.get_height()
                if height > max_height and index < len(ladder) - 1:
                    continue
                if lines_allowed < max_lines and height < floor:
                    break
                lines = balanced_wrap(font, text, max_width)
                if len(lines) <= lines_allowed and all(font.size(line)[0] <= max_width for line in lines):
                    return FittedText(text, tuple(lines), font, size, role, max_width, max_lines, True)
        return None

    def clear(self) -> None:
        """Forget fitted layouts (fonts stay cached in the assets)."""
        self._fits.clear()


# ------------------------------------------------------------------- vector drawing


class Pen:
    """Draws in final-pixel coordinates on a surface ``scale`` times larger (supersampling)."""

    def __init__(self, surface: pygame.Surface, scale: float) -> None:
        self.surface = surface
        self.scale = scale

    def _p(self, point: Point) -> tuple[int, int]:
        return round(point[0] * self.scale), round(point[1] * self.scale)

    def _w(self, width: float) -> int:
        return max(1, round(width * self.scale)) if width > 0 else 0

    def rect(
        self, colour: Colour, rect: tuple[float, float, float, float], width: float = 0, radius: float = 0
    ) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        r = pygame.Rect(round(x), round(y), round(w), round(h))
        pygame.draw.rect(self.surface, colour, r, self._w(width), round(radius * self.scale))

    def circle(self, colour: Colour, center: Point, radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self._p(center), max(1, round(radius * self.scale)), self._w(width))

    def ellipse(self, colour: Colour, rect: tuple[float, float, float, float], width: float = 0) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        pygame.draw.ellipse(self.surface, colour, pygame.Rect(round(x), round(y), round(w), round(h)), self._w(width))

    def polygon(self, colour: Colour, points: Sequence[Point], width: float = 0) -> None:
        pygame.draw.polygon(self.surface, colour, [self._p(p) for p in points], self._w(width))

    def line(self, colour: Colour, start: Point, end: Point, width: float = 1) -> None:
        """A thick line with square ends, drawn as a polygon."""
        (x1, y1), (x2, y2) = start, end
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        nx, ny = -(y2 - y1) / length * width / 2, (x2 - x1) / length * width / 2
        self.polygon(colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])

    def polyline(self, colour: Colour, points: Sequence[Point], width: float = 1) -> None:
        for a, b in itertools.pairwise(points):
            self.line(colour, a, b, width)
            self.circle(colour, b, width / 2)


def supersampled(size: tuple[int, int], paint: Callable[[Pen], None], factor: int = SUPERSAMPLE) -> pygame.Surface:
    """Paint at ``factor`` times the size and scale down smoothly."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    paint(Pen(big, factor))
    return pygame.transform.smoothscale(big, size)


def _rotated_rect(center: Point, w: float, h: float, angle: float) -> list[Point]:
    """Corners of a w by h rectangle around ``center`` turned by ``angle`` degrees (clockwise on screen)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    corners = ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    return [(center[0] + x * ca - y * sa, center[1] + x * sa + y * ca) for x, y in corners]


def _star_points(center: Point, outer: float, inner: float, points: int, rotation: float = -90) -> list[Point]:
    result: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + i * 180 / points)
        result.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    return result


def _arc_band(center: Point, outer: float, inner: float, start: float, end: float, steps: int = 28) -> list[Point]:
    """A thick arc as a polygon; angles in degrees, 90 pointing down the screen."""
    angles = [math.radians(start + (end - start) * i / steps) for i in range(steps + 1)]
    outside = [(center[0] + outer * math.cos(a), center[1] + outer * math.sin(a)) for a in angles]
    inside = [(center[0] + inner * math.cos(a), center[1] + inner * math.sin(a)) for a in reversed(angles)]
    return outside + inside


def paint_suit(pen: Pen, suit: Suit, center: Point, size: float, colour: Colour | None = None) -> None:
    """A suit as a filled vector shape about ``size`` pixels high."""
    cx, cy = center
    s = size
    ink = colour or SUIT_COLOURS[suit]
    if suit is Suit.DIAMONDS:
        pen.polygon(ink, [(cx, cy - s * 0.5), (cx + s * 0.37, cy), (cx, cy + s * 0.5), (cx - s * 0.37, cy)])
    elif suit is Suit.HEARTS:
        r = s * 0.26
        pen.circle(ink, (cx - s * 0.22, cy - s * 0.2), r)
        pen.circle(ink, (cx + s * 0.22, cy - s * 0.2), r)
        pen.polygon(ink, [(cx - s * 0.47, cy - s * 0.12), (cx, cy + s * 0.46), (cx + s * 0.47, cy - s * 0.12),
                          (cx, cy - s * 0.22)])
    elif suit is Suit.SPADES:
        r = s * 0.23
        pen.circle(ink, (cx - s * 0.2, cy + s * 0.1), r)
        pen.circle(ink, (cx + s * 0.2, cy + s * 0.1), r)
        pen.polygon(ink, [(cx - s * 0.42, cy + s * 0.05), (cx, cy - s * 0.5), (cx + s * 0.42, cy + s * 0.05),
                          (cx, cy + s * 0.2)])
        pen.polygon(ink, [(cx, cy + s * 0.1), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])
    else:
        r = s * 0.2
        pen.circle(ink, (cx, cy - s * 0.26), r)
        pen.circle(ink, (cx - s * 0.23, cy + s * 0.06), r)
        pen.circle(ink, (cx + s * 0.23, cy + s * 0.06), r)
        pen.circle(ink, (cx, cy - s * 0.02), r * 0.6)
        pen.polygon(ink, [(cx, cy), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])


def paint_heart(pen: Pen, center: Point, size: float, colour: Colour = RED) -> None:
    """A heart shape (life points, Saloon)."""
    paint_suit(pen, Suit.HEARTS, center, size, colour)


# --------------------------------------------------------------------------- emblems


@dataclass(frozen=True, slots=True)
class Overlay:
    """Text drawn over an emblem after scaling: position and height relative to the emblem square."""

    text: str
    x: float
    y: float
    height: float
    colour: Colour = INK


Emblem = Callable[[Pen, float, float, float, CardDef], "Overlay | None"]
"""Paints a card's symbol in the square (x, y, size); may return a label to draw on top."""


def _mini_card(pen: Pen, center: Point, w: float, h: float, angle: float, face: Colour = CREAM) -> None:
    corners = _rotated_rect(center, w, h, angle)
    pen.polygon(face, corners)
    pen.polygon(INK, corners, max(0.6, w * 0.07))


def _emblem_bang(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s / 2)
    pen.circle(INK, c, s * 0.38, s * 0.07)
    pen.circle(INK, c, s * 0.2, s * 0.05)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pen.line(INK, (c[0] + dx * s * 0.1, c[1] + dy * s * 0.1), (c[0] + dx * s * 0.49, c[1] + dy * s * 0.49),
                 s * 0.05)
    pen.circle(RED, c, s * 0.07)
    return None


def _emblem_gatling(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    for cx, cy in ((0.5, 0.28), (0.24, 0.7), (0.76, 0.7)):
        c = (x + s * cx, y + s * cy)
        pen.circle(INK, c, s * 0.2, s * 0.05)
        pen.line(INK, (c[0] - s * 0.25, c[1]), (c[0] + s * 0.25, c[1]), s * 0.035)
        pen.line(INK, (c[0], c[1] - s * 0.25), (c[0], c[1] + s * 0.25), s * 0.035)
        pen.circle(RED, c, s * 0.05)
    return None


def _emblem_missed(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s / 2)
    body = (c[0] - s * 0.24, c[1] - s * 0.08, s * 0.34, s * 0.16)
    pen.rect(BRASS, body, radius=s * 0.02)
    pen.rect(INK, body, s * 0.03, radius=s * 0.02)
    pen.polygon(COPPER, [(c[0] + s * 0.1, c[1] - s * 0.08), (c[0] + s * 0.27, c[1]), (c[0] + s * 0.1, c[1] + s * 0.08)])
    pen.circle(RED, c, s * 0.43, s * 0.08)
    d = s * 0.43 * 0.7
    pen.line(RED, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), s * 0.08)
    return None


def _emblem_beer(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    left, top, w, h = x + s * 0.2, y + s * 0.24, s * 0.44, s * 0.64
    pen.circle(INK, (left + w, top + h * 0.45), s * 0.17, s * 0.07)
    pen.rect((222, 160, 48), (left, top, w, h), radius=s * 0.05)
    pen.rect(INK, (left, top, w, h), s * 0.05, radius=s * 0.05)
    for i in range(3):
        bx = left + w * (0.3 + 0.2 * i)
        pen.line(_shade((222, 160, 48), 1.35), (bx, top + h * 0.3), (bx, top + h * 0.85), s * 0.03)
    for fx in (0.0, 0.33, 0.66, 1.0):
        pen.circle(INK, (left + w * fx, top), s * 0.11)
    for fx in (0.0, 0.33, 0.66, 1.0):
        pen.circle((252, 250, 242), (left + w * fx, top), s * 0.085)
    return None


def _emblem_saloon(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    for cx, cy in ((0.5, 0.3), (0.27, 0.68), (0.73, 0.68)):
        paint_heart(pen, (x + s * cx, y + s * cy), s * 0.4)
    return None


def _emblem_draw(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    count = max(1, card.value)
    w, h = s * 0.36, s * 0.52
    step = s * 0.16
    start = x + s / 2 - step * (count - 1) / 2 - s * 0.06
    for i in range(count):
        center = (start + i * step, y + s * 0.42 + i * s * 0.04)
        _mini_card(pen, center, w, h, -8 + 8 * i, BACK_RED)
        pen.polygon(CREAM, _rotated_rect(center, w * 0.6, h * 0.7, -8 + 8 * i), max(0.5, s * 0.02))
    return Overlay(f"+{count}", 0.76, 0.82, 0.34)


def _emblem_general_store(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    pivot = (x + s / 2, y + s * 1.05)
    for i, angle in enumerate((-36, -12, 12, 36)):
        a = math.radians(angle - 90)
        center = (pivot[0] + s * 0.6 * math.cos(a), pivot[1] + s * 0.6 * math.sin(a))
        _mini_card(pen, center, s * 0.28, s * 0.42, angle, CREAM if i % 2 else _shade(PARCHMENT, 0.92))
        paint_suit(pen, (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)[i], center, s * 0.12)
    return None


def _emblem_panic(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    _mini_card(pen, (x + s * 0.64, y + s * 0.34), s * 0.36, s * 0.52, 14)
    paint_suit(pen, Suit.HEARTS, (x + s * 0.64, y + s * 0.34), s * 0.16)
    start, end = (x + s * 0.5, y + s * 0.56), (x + s * 0.2, y + s * 0.86)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    head = s * 0.2
    base = (end[0] - ux * head, end[1] - uy * head)
    pen.line(INK, start, base, s * 0.08)
    pen.polygon(INK, [end, (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6),
                      (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)])
    return None


def _emblem_cat_balou(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s / 2)
    _mini_card(pen, c, s * 0.42, s * 0.6, -10)
    paint_suit(pen, Suit.SPADES, c, s * 0.18)
    d = s * 0.3
    pen.line(RED, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), s * 0.09)
    pen.line(RED, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), s * 0.09)
    return None


def _emblem_duel(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    for flip in (1, -1):
        ax, ay = x + s / 2 + flip * s * 0.36, y + s * 0.14
        bx, by = x + s / 2 - flip * s * 0.16, y + s * 0.66
        pen.line(STEEL, (ax, ay), (bx, by), s * 0.09)
        pen.line(INK, (ax, ay), (bx, by), s * 0.025)
        grip = _rotated_rect((bx - flip * s * 0.06, by + s * 0.1), s * 0.11, s * 0.24, flip * 30)
        pen.polygon(WOOD, grip)
        pen.polygon(INK, grip, s * 0.025)
    pen.circle(RED, (x + s / 2, y + s * 0.38), s * 0.05)
    return None


def _emblem_indians(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    base, tip = (x + s * 0.28, y + s * 0.92), (x + s * 0.7, y + s * 0.06)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    steps = 16

    def edge(t: float, side: int) -> Point:
        half = math.sin(math.pi * min(1.0, t * 1.1)) * s * 0.15 if t > 0.18 else 0.0
        return (base[0] + dx * t + nx * half * side, base[1] + dy * t + ny * half * side)

    outline = [edge(i / steps, 1) for i in range(steps + 1)] + [edge(i / steps, -1) for i in range(steps, -1, -1)]
    pen.polygon((238, 226, 200), outline)
    band = [edge(0.62 + 0.16 * i / 4, 1) for i in range(5)] + [edge(0.78 - 0.16 * i / 4, -1) for i in range(5)]
    pen.polygon(RED, band)
    pen.polygon(INK, outline, s * 0.035)
    pen.line(INK, base, edge(0.97, 0), s * 0.04)
    return None


def _emblem_barrel(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    w, h = s * 0.56, s * 0.8
    left, top = x + (s - w) / 2, y + (s - h) / 2
    pen.ellipse(WOOD, (left - w * 0.06, top, w * 1.12, h))
    pen.rect(WOOD, (left, top + h * 0.08, w, h * 0.84))
    for i in (1, 2, 3):
        sx = left + w * i / 4
        pen.line(_shade(WOOD, 0.75), (sx, top + h * 0.1), (sx, top + h * 0.9), s * 0.02)
    for fy in (0.24, 0.76):
        pen.line(INK, (left - w * 0.02, top + h * fy), (left + w * 1.02, top + h * fy), s * 0.06)
    pen.ellipse(_shade(WOOD, 0.7), (left, top - h * 0.02, w, h * 0.16))
    pen.ellipse(INK, (left, top - h * 0.02, w, h * 0.16), s * 0.03)
    pen.ellipse(INK, (left - w * 0.06, top, w * 1.12, h), s * 0.04)
    return None


def _emblem_dynamite(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    w, h = s * 0.16, s * 0.56
    top = y + s * 0.36
    for i in (-1, 0, 1):
        left = x + s / 2 + i * w - w / 2
        pen.rect(RED, (left, top, w, h), radius=w * 0.3)
        pen.rect(_shade(RED, 0.6), (left, top, w, h), s * 0.025, radius=w * 0.3)
    pen.rect(INK, (x + s / 2 - w * 1.6, top + h * 0.45, w * 3.2, h * 0.13))
    fuse = [(x + s / 2, top), (x + s * 0.52, y + s * 0.22), (x + s * 0.64, y + s * 0.16), (x + s * 0.72, y + s * 0.2)]
    pen.polyline(INK, fuse, s * 0.035)
    pen.polygon((250, 196, 40), _star_points((x + s * 0.76, y + s * 0.16), s * 0.14, s * 0.06, 8))
    pen.circle(CREAM, (x + s * 0.76, y + s * 0.16), s * 0.035)
    return None


def _emblem_jail(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    w, h = s * 0.7, s * 0.78
    left, top = x + (s - w) / 2, y + (s - h) / 2
    pen.rect(_shade(PARCHMENT, 0.85), (left, top, w, h))
    for i in range(1, 5):
        bx = left + w * i / 5
        pen.line(STEEL, (bx, top), (bx, top + h), s * 0.06)
    pen.line(STEEL, (left, top + h * 0.3), (left + w, top + h * 0.3), s * 0.06)
    pen.rect(INK, (left, top, w, h), s * 0.07)
    return None


def _emblem_scope(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s / 2)
    pen.circle(INK, c, s * 0.36, s * 0.07)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pen.line(INK, (c[0] + dx * s * 0.36, c[1] + dy * s * 0.36), (c[0] + dx * s * 0.5, c[1] + dy * s * 0.5),
                 s * 0.06)
    return Overlay("-1", 0.5, 0.5, 0.4)


def _emblem_mustang(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s * 0.52)
    pen.polygon(STEEL, _arc_band(c, s * 0.44, s * 0.28, -40, 220))
    pen.polygon(INK, _arc_band(c, s * 0.44, s * 0.28, -40, 220), s * 0.03)
    for angle in (0, 45, 90, 135, 180):
        a = math.radians(angle)
        pen.circle(CREAM, (c[0] + s * 0.36 * math.cos(a), c[1] + s * 0.36 * math.sin(a)), s * 0.03)
    return Overlay("+1", 0.5, 0.48, 0.36)


def _emblem_weapon(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    c = (x + s / 2, y + s / 2)
    pen.circle(STEEL, c, s * 0.47)
    pen.circle(INK, c, s * 0.47, s * 0.04)
    for i in range(6):
        a = math.radians(-90 + i * 60)
        pen.circle(_shade(STEEL, 0.45), (c[0] + s * 0.37 * math.cos(a), c[1] + s * 0.37 * math.sin(a)), s * 0.065)
    pen.circle(CREAM, c, s * 0.27)
    pen.circle(INK, c, s * 0.27, s * 0.03)
    return Overlay(str(card.value), 0.5, 0.5, 0.42)


def _emblem_default(pen: Pen, x: float, y: float, s: float, card: CardDef) -> Overlay | None:
    colour = KIND_COLOURS.get(card.kind, INK)
    pen.polygon(colour, _star_points((x + s / 2, y + s / 2), s * 0.42, s * 0.18, 5))
    pen.polygon(INK, _star_points((x + s / 2, y + s / 2), s * 0.42, s * 0.18, 5), s * 0.03)
    return None


EMBLEMS_BY_NAME: dict[str, Emblem] = {
    "Bang!": _emblem_bang,
    "Missed!": _emblem_missed,
    "Beer": _emblem_beer,
    "Saloon": _emblem_saloon,
    "General Store": _emblem_general_store,
    "Panic!": _emblem_panic,
    "Cat Balou": _emblem_cat_balou,
    "Duel": _emblem_duel,
    "Gatling": _emblem_gatling,
    "Indians!": _emblem_indians,
    "Barrel": _emblem_barrel,
    "Scope": _emblem_scope,
    "Mustang": _emblem_mustang,
    "Jail": _emblem_jail,
    "Dynamite": _emblem_dynamite,
}
"""Emblems by English card name; expansions add theirs here."""


def emblem_for(card: CardDef) -> Emblem:
    """The emblem of a card: by name, else weapons show their reach and draw cards their count."""
    emblem = EMBLEMS_BY_NAME.get(card.name)
    if emblem is not None:
        return emblem
    if "weapon" in card.tags:
        return _emblem_weapon
    if card.effect == "draw":
        return _emblem_draw
    return _emblem_default


# ------------------------------------------------------------------- frame metrics


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


def _paint_frame(pen: Pen, m: CardMetrics, frame: Colour, face: Colour = PARCHMENT) -> None:
    """Rounded coloured frame with a parchment face and a soft darker edge."""
    pen.rect(_shade(frame, 0.55), (0, 0, m.width, m.height), radius=m.radius)
    pen.rect(frame, (0.6, 0.6, m.width - 1.2, m.height - 1.2), radius=m.radius - 0.6)
    pen.rect(_shade(frame, 1.25), (1.2, 1.2, m.width - 2.4, m.height - 2.4), 0.5, radius=m.radius - 1)
    inner = m.inner
    inner_radius = max(2, m.radius - m.border + 1)
    pen.rect(PARCHMENT_EDGE, (inner.x, inner.y, inner.w, inner.h), radius=inner_radius)
    edge = max(1.0, m.width * 0.02)
    pen.rect(face, (inner.x + edge, inner.y + edge, inner.w - 2 * edge, inner.h - 2 * edge),
             radius=max(1, inner_radius - 1))
    pen.rect(_shade(frame, 0.7), (inner.x, inner.y, inner.w, inner.h), 0.6, radius=inner_radius)
    if m.width >= 96:
        inset = edge + 0.5
        pen.rect(_shade(frame, 1.1), (inner.x + inset, inner.y + inset, inner.w - 2 * inset, inner.h - 2 * inset),
                 0.6, radius=max(1, inner_radius - 1))


def _paint_divider(pen: Pen, left: float, right: float, y: float, colour: Colour, size: float) -> None:
    mid = (left + right) / 2
    pen.line(colour, (left + size, y), (mid - size * 1.6, y), max(0.6, size * 0.25))
    pen.line(colour, (mid + size * 1.6, y), (right - size, y), max(0.6, size * 0.25))
    pen.polygon(colour, [(mid, y - size), (mid + size * 1.2, y), (mid, y + size), (mid - size * 1.2, y)])


def _blit_lines(surface: pygame.Surface, fitted: FittedText, center_x: float, top: float, colour: Colour) -> None:
    y = top
    for line in fitted.lines:
        image = fitted.font.render(line, True, colour)
        surface.blit(image, (round(center_x - image.get_width() / 2), round(y)))
        y += fitted.line_height


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blitting when a display exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


# ------------------------------------------------------------------------- renderer

CacheKey = tuple[Hashable, ...]


class CardRenderer:
    """Draws cards, backs, characters and roles, cached by (what, width, angle, language)."""

    def __init__(
        self,
        assets: Assets,
        translator: Translator,
        cards: Sequence[Card] | None = None,
        max_entries: int = 768,
    ) -> None:
        self.assets = assets
        self.translator = translator
        self.cards: Sequence[Card] = cards if cards is not None else catalogue()
        self.fitter = TextFitter(assets)
        self.max_entries = max_entries
        self._cache: OrderedDict[CacheKey, pygame.Surface] = OrderedDict()

    # -- cache

    @property
    def language(self) -> str:
        """The language the cards are drawn in (part of every cache key)."""
        return self.translator.language

    def set_translator(self, translator: Translator) -> None:
        """Switch language: later surfaces use the new texts; cached ones are dropped."""
        self.translator = translator
        self.clear_cache()

    def clear_cache(self) -> None:
        """Drop every cached surface and text layout (after a language switch)."""
        self._cache.clear()
        self.fitter.clear()

    def cache_size(self) -> int:
        """How many surfaces are cached."""
        return len(self._cache)

    def _cached(
        self, ident: CacheKey, width: int, angle: float, build: Callable[[int], pygame.Surface]
    ) -> pygame.Surface:
        width = max(8, int(width))
        angle = round(angle % 360.0, 1) % 360.0
        key: CacheKey = (*ident, width, angle, self.language)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        if angle:
            base = self._cached(ident, width, 0.0, build)
            if angle % 90 == 0:
                surface = pygame.transform.rotate(base, angle)
            else:
                surface = pygame.transform.rotozoom(base, angle, 1.0)
        elif width < MIN_CARD_WIDTH:
            base = self._cached(ident, MIN_CARD_WIDTH, 0.0, build)
            surface = pygame.transform.smoothscale(base, (width, card_height(width)))
        else:
            surface = build(width)
        surface = _finish(surface)
        self._cache[key] = surface
        while len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)
        return surface

    # -- public surfaces

    def get(self, card_id: int, width: int, angle: float = 0.0) -> pygame.Surface:
        """The face of card ``card_id`` at ``width`` px, turned ``angle`` degrees counter-clockwise."""
        card = self.cards[card_id]
        return self._cached(("card", card_id), width, angle, lambda w: self._paint_card(card, w))

    def back(self, width: int, angle: float = 0.0) -> pygame.Surface:
        """The back of a playing card (draw pile, hidden cards)."""
        return self._cached(("back", "deck"), width, angle, lambda w: self._paint_back(w, hand=False))

    def hand_back(self, width: int, angle: float = 0.0) -> pygame.Surface:
        """A face-down card in someone's hand: the back with a light edge, so fanned cards stay apart."""
        return self._cached(("back", "hand"), width, angle, lambda w: self._paint_back(w, hand=True))

    def character(self, name: str, width: int, angle: float = 0.0, lives: int | None = None) -> pygame.Surface:
        """A character card; ``lives`` bullets (default: the character's life points)."""
        if lives is None:
            lives = self._character_hp(name)
        return self._cached(("character", name, lives), width, angle, lambda w: self._paint_character(name, w, lives))

    def role(self, role: str | Role, width: int, angle: float = 0.0) -> pygame.Surface:
        """A role card face ("sheriff", "deputy", "outlaw", "renegade")."""
        value = role.value if isinstance(role, Role) else role
        return self._cached(("role", value), width, angle, lambda w: self._paint_role(value, w))

    # -- texts

    def card_texts(self, card: Card | CardDef) -> CardText:
        """A card's texts in the current language (just the name if it has no entry yet)."""
        name = card.name
        text = CARD_TEXTS.get(name) or CardText(name, "", "")
        return text.translated(self.translator)

    def character_texts(self, name: str) -> CharacterText:
        """A character's texts in the current language."""
        text = CHARACTER_TEXTS.get(name) or CharacterText(name, "", "")
        return text.translated(self.translator)

    def role_texts(self, role: str | Role) -> RoleText:
        """A role's texts in the current language."""
        return role_text(role).translated(self.translator)

    def card_text_fits(self, card: Card | CardDef, width: int) -> dict[str, FittedText]:
        """How the name and the short line are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.card_texts(card)
        fits = {"name": self.fitter.fit(texts.name, "title", m.text_width, NAME_LINES, m.name_height, True)}
        if texts.short:
            fits["short"] = self.fitter.fit(texts.short, "text", m.text_width, SHORT_LINES, m.short_height)
        return fits

    def character_text_fits(self, name: str, width: int) -> dict[str, FittedText]:
        """How a character's name and short ability are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.character_texts(name)
        fits = {"name": self.fitter.fit(texts.name, "title", m.banner_text_width, NAME_LINES, m.name_height, True)}
        if texts.short:
            fits["short"] = self.fitter.fit(texts.short, "text", m.text_width, ABILITY_LINES, m.short_height)
        return fits

    def role_text_fits(self, role: str | Role, width: int) -> dict[str, FittedText]:
        """How a role's name and short goal are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.role_texts(role)
        return {
            "name": self.fitter.fit(texts.name, "title", m.text_width, NAME_LINES, m.name_height, True),
            "short": self.fitter.fit(texts.short, "text", m.text_width, ABILITY_LINES, m.short_height),
        }

    def full_text(self, card: Card | int) -> str:
        """The tooltip text of a card: name, suit and rank, kind, and the full rule."""
        if isinstance(card, int):
            card = self.cards[card]
        tr = self.translator
        texts = self.card_texts(card)
        rank = RANK_NAMES[card.rank - 2]
        parts = [texts.name, tr.format(RANK_OF_SUIT, rank=rank, suit=suit_name(tr, card.suit))]
        kind_label = KIND_LABELS.get(card.definition.kind)
        if kind_label:
            parts.append(tr.gettext(kind_label))
        if texts.full:
            parts.append(texts.full)
        return "\n".join(parts)

    def character_full_text(self, name: str, lives: int | None = None) -> str:
        """The tooltip text of a character: name, life points and the ability."""
        if lives is None:
            lives = self._character_hp(name)
        texts = self.character_texts(name)
        life = self.translator.ngettext("{count} life point", "{count} life points", lives).format(count=lives)
        return "\n".join(part for part in (texts.name, life, texts.full) if part)

    def role_full_text(self, role: str | Role) -> str:
        """The tooltip text of a role: name and goal."""
        texts = self.role_texts(role)
        return f"{texts.name}\n{texts.goal}"

    def tooltip(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int = 320
    ) -> pygame.Rect:
        """Draw ``text`` in a box near ``pos`` kept inside ``surface``; the first line is a title."""
        return draw_tooltip(surface, text, pos, max_width, self.fitter)

    # -- painting

    @staticmethod
    def _character_hp(name: str) -> int:
        character = CHARACTERS.get(name)
        return character.hp if character is not None else 4

    def _paint_card(self, card: Card, width: int) -> pygame.Surface:
        m = card_metrics(width)
        inner = m.inner
        fits = self.card_text_fits(card, width)
        name_fit, short_fit = fits["name"], fits.get("short")
        definition = card.definition
        frame = KIND_COLOURS.get(definition.kind, KIND_COLOURS[Kind.BROWN])

        # The corner index: rank, suit shape, suit letter.
        rank_font = self.fitter.font_for_height("title", m.index_height)
        letter_font = self.fitter.font_for_height("text", m.index_height)
        rank_text = RANK_NAMES[card.rank - 2]
        letter = suit_letter(self.translator, card.suit)
        rank_w = rank_font.size(rank_text)[0]
        shape = max(8.0, rank_font.get_height() * 1.0)
        index_h = max(rank_font.get_height(), round(shape))
        index_top = inner.bottom - m.pad - index_h
        index_left = inner.left + m.pad + max(1, m.width * 0.01)
        shape_center = (index_left + rank_w + 1 + shape * 0.45, index_top + index_h / 2)
        letter_x = round(shape_center[0] + shape * 0.45 + 1)

        # Vertical flow: name at the top, short line above the index, emblem between.
        name_top = inner.top + m.pad
        divider_y = name_top + max(name_fit.height, name_fit.line_height) + max(2, m.width * 0.03)
        divider_size = max(1.5, m.width * 0.025)
        short_h = short_fit.height if short_fit else 0
        short_top = index_top - max(1, round(m.width * 0.02)) - short_h
        area_top = divider_y + divider_size + max(1, m.width * 0.02)
        area_bottom = short_top - max(1, m.width * 0.02)
        emblem_size = min(area_bottom - area_top, m.text_width * 0.62)
        emblem: Emblem | None = emblem_for(definition) if emblem_size >= 12 else None
        emblem_x = m.width / 2 - emblem_size / 2
        emblem_y = area_top + (area_bottom - area_top - emblem_size) / 2
        overlay: list[Overlay | None] = [None]

        def paint(pen: Pen) -> None:
            _paint_frame(pen, m, frame)
            _paint_divider(pen, inner.left + m.pad, inner.right - m.pad, divider_y, _shade(frame, 0.9), divider_size)
            if emblem is not None:
                overlay[0] = emblem(pen, emblem_x, emblem_y, emblem_size, definition)
            paint_suit(pen, card.suit, shape_center, shape)

        surface = supersampled((m.width, m.height), paint)
        _blit_lines(surface, name_fit, m.width / 2, name_top, INK)
        if short_fit:
            _blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
        rank_colour = SUIT_COLOURS[card.suit]
        surface.blit(rank_font.render(rank_text, True, rank_colour),
                     (round(index_left), index_top + (index_h - rank_font.get_height()) // 2))
        surface.blit(letter_font.render(letter, True, rank_colour),
                     (letter_x, index_top + (index_h - letter_font.get_height()) // 2))
        if overlay[0] is not None:
            self._blit_overlay(surface, overlay[0], emblem_x, emblem_y, emblem_size)
        return surface

    def _blit_overlay(self, surface: pygame.Surface, overlay: Overlay, x: float, y: float, size: float) -> None:
        font = self._decorative_font(max(6, round(size * overlay.height)))
        image = font.render(overlay.text, True, overlay.colour)
        cx, cy = x + size * overlay.x, y + size * overlay.y
        surface.blit(image, (round(cx - image.get_width() / 2), round(cy - font.get_ascent() / 2 - 1)))

    def _decorative_font(self, height: int) -> pygame.font.Font:
        """A title font about ``height`` px high, also below the readable minimum (digits in emblems)."""
        best = self.assets.font(4, "title")
        for size in range(4, 160):
            font = self.assets.font(size, "title")
            if font.get_height() > height:
                break
            best = font
        return best

    def _paint_back(self, width: int, hand: bool) -> pygame.Surface:
        m = card_metrics(width)

        def paint(pen: Pen) -> None:
            pen.rect(_shade(BACK_RED, 0.5), (0, 0, m.width, m.height), radius=m.radius)
            pen.rect(BACK_RED, (0.8, 0.8, m.width - 1.6, m.height - 1.6), radius=m.radius - 0.8)
            inset = m.border + 0.5
            inner = (inset, inset, m.width - 2 * inset, m.height - 2 * inset)
            step = max(6.0, m.width / 7)
            lattice = _shade(BACK_RED, 1.12)
            cx, cy = m.width / 2, m.height / 2
            for i in range(-12, 13):
                offset = i * step
                pen.line(lattice, (cx + offset - m.height, cy - m.height), (cx + offset + m.height, cy + m.height),
                         max(0.5, m.width * 0.012))
                pen.line(lattice, (cx + offset + m.height, cy - m.height), (cx + offset - m.height, cy + m.height),
                         max(0.5, m.width * 0.012))
            # Cover the lattice outside the inner panel with the frame again.
            frame_w = inset
            pen.rect(BACK_RED, (0, 0, m.width, frame_w))
            pen.rect(BACK_RED, (0, m.height - frame_w, m.width, frame_w))
            pen.rect(BACK_RED, (0, 0, frame_w, m.height))
            pen.rect(BACK_RED, (m.width - frame_w, 0, frame_w, m.height))
            pen.rect(CREAM, inner, max(0.8, m.width * 0.02), radius=max(2, m.radius - m.border))
            r = m.width * 0.26
            pen.circle(CREAM, (cx, cy), r)
            pen.circle(_shade(BACK_RED, 0.8), (cx, cy), r, max(0.8, m.width * 0.025))
            pen.polygon(BRASS, _star_points((cx, cy), r * 0.8, r * 0.4, 6))
            pen.polygon(_shade(BRASS, 0.6), _star_points((cx, cy), r * 0.8, r * 0.4, 6), max(0.5, m.width * 0.01))
            for point in _star_points((cx, cy), r * 0.8, r * 0.4, 6)[::2]:
                pen.circle(BRASS, point, r * 0.1)
            pen.circle(BACK_RED, (cx, cy), r * 0.14)
            # The outer edge: light for hand cards, so overlapping backs in a fan stay apart.
            if hand:
                pen.rect(CREAM, (0, 0, m.width, m.height), max(1.0, m.width * 0.018), radius=m.radius)
            else:
                pen.rect(_shade(BACK_RED, 0.5), (0, 0, m.width, m.height), max(0.8, m.width * 0.012), radius=m.radius)

        surface = supersampled((m.width, m.height), paint)
        _round_corners(surface, m.radius)
        return surface

    def _paint_character(self, name: str, width: int, lives: int) -> pygame.Surface:
        m = card_metrics(width)
        inner = m.inner
        fits = self.character_text_fits(name, width)
        name_fit, short_fit = fits["name"], fits.get("short")
        bpad = max(1, round(m.width * 0.025))
        banner_top = max(m.radius, inner.top + m.pad)
        banner_h = max(name_fit.height, name_fit.line_height) + 2 * bpad
        short_h = short_fit.height if short_fit else 0
        short_top = inner.bottom - m.pad - short_h
        bullet_w = max(3.5, m.width * 0.065)
        bullet_h = bullet_w * 2.4
        bullets_top = short_top - max(2, m.width * 0.04) - bullet_h
        area_top = banner_top + banner_h + max(2, m.width * 0.05)
        portrait = min(bullets_top - area_top - max(2, m.width * 0.03), m.text_width * 0.6)
        if portrait < 20:
            bullets_top = (area_top + short_top - bullet_h) / 2

        def paint(pen: Pen) -> None:
            _paint_frame(pen, m, CHARACTER_FRAME)
            fold = max(2.0, m.width * 0.04)
            for side in (-1, 1):
                x0 = 0.5 if side < 0 else m.width - 0.5
                pen.polygon(_shade(BANNER, 0.6), [(x0, banner_top + banner_h), (x0 - side * fold * 1.5, banner_top +
                            banner_h), (x0 - side * fold * 1.5, banner_top + banner_h + fold)])
            pen.rect(BANNER, (0.5, banner_top, m.width - 1, banner_h), radius=max(1, m.width * 0.015))
            pen.rect(_shade(BANNER, 0.6), (0.5, banner_top, m.width - 1, banner_h), max(0.6, m.width * 0.01),
                     radius=max(1, m.width * 0.015))
            pen.line(_shade(BANNER, 1.3), (2, banner_top + bpad * 0.5), (m.width - 2, banner_top + bpad * 0.5),
                     max(0.4, m.width * 0.006))
            if portrait >= 20:
                cx, cy = m.width / 2, area_top + portrait / 2
                _paint_portrait(pen, (cx, cy), portrait / 2)
            total = lives * bullet_w + (lives - 1) * bullet_w * 0.45
            x = m.width / 2 - total / 2
            for _ in range(lives):
                _paint_bullet(pen, x, bullets_top, bullet_w, bullet_h)
                x += bullet_w * 1.45

        surface = supersampled((m.width, m.height), paint)
        _blit_lines(surface, name_fit, m.width / 2, banner_top + bpad, CREAM)
        if short_fit:
            _blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
        return surface

    def _paint_role(self, role: str, width: int) -> pygame.Surface:
        m = card_metrics(width)
        inner = m.inner
        fits = self.role_text_fits(role, width)
        name_fit, short_fit = fits["name"], fits["short"]
        frame = ROLE_COLOURS.get(role, KIND_COLOURS[Kind.BROWN])
        name_top = inner.top + m.pad
        divider_y = name_top + max(name_fit.height, name_fit.line_height) + max(2, m.width * 0.03)
        divider_size = max(1.5, m.width * 0.025)
        short_top = inner.bottom - m.pad - short_fit.height
        area_top = divider_y + divider_size + 2
        area = min(short_top - 2 - area_top, m.text_width * 0.8)

        def paint(pen: Pen) -> None:
            _paint_frame(pen, m, frame)
            _paint_divider(pen, inner.left + m.pad, inner.right - m.pad, divider_y, _shade(frame, 0.9), divider_size)
            if area >= 12:
                center = (m.width / 2, area_top + (short_top - 2 - area_top) / 2)
                _paint_role_emblem(pen, role, center, area / 2)

        surface = supersampled((m.width, m.height), paint)
        _blit_lines(surface, name_fit, m.width / 2, name_top, INK)
        _blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
        return surface


def _round_corners(surface: pygame.Surface, radius: int) -> None:
    """Make everything outside a rounded rectangle transparent."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _paint_bullet(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """One life point: an upright cartridge."""
    tip = h * 0.34
    pen.polygon(COPPER, [(x, y + tip), (x + w * 0.15, y + tip * 0.35), (x + w / 2, y), (x + w * 0.85, y + tip * 0.35),
                         (x + w, y + tip)])
    pen.rect(BRASS, (x, y + tip, w, h - tip))
    pen.rect(_shade(BRASS, 0.7), (x - w * 0.08, y + h - h * 0.12, w * 1.16, h * 0.12))
    pen.polygon(INK, [(x, y + tip), (x + w * 0.15, y + tip * 0.35), (x + w / 2, y), (x + w * 0.85, y + tip * 0.35),
                      (x + w, y + tip), (x + w, y + h), (x, y + h)], max(0.5, w * 0.12))


def _paint_portrait(pen: Pen, center: Point, r: float) -> None:
    """A medallion with a cowboy in silhouette."""
    cx, cy = center
    pen.circle(_shade(PARCHMENT, 0.88), center, r)
    pen.circle(_shade(CHARACTER_FRAME, 0.8), center, r, max(0.8, r * 0.08))
    silhouette = _shade(INK, 1.05)
    pen.ellipse(silhouette, (cx - r * 0.3, cy - r * 0.2, r * 0.6, r * 0.62))
    shoulders = [(-0.62, 0.78), (-0.5, 0.45), (-0.15, 0.32), (0.15, 0.32), (0.5, 0.45), (0.62, 0.78)]
    pen.polygon(silhouette, [(cx + r * dx, cy + r * dy) for dx, dy in shoulders])
    pen.ellipse(silhouette, (cx - r * 0.62, cy - r * 0.3, r * 1.24, r * 0.2))
    pen.polygon(silhouette, [(cx - r * 0.34, cy - r * 0.22), (cx - r * 0.28, cy - r * 0.62), (cx, cy - r * 0.5),
                             (cx + r * 0.28, cy - r * 0.62), (cx + r * 0.34, cy - r * 0.22)])
    pen.rect(BANNER, (cx - r * 0.33, cy - r * 0.32, r * 0.66, r * 0.08))


def _paint_role_emblem(pen: Pen, role: str, center: Point, r: float) -> None:
    cx, cy = center
    if role in (Role.SHERIFF.value, Role.DEPUTY.value):
        metal = BRASS if role == Role.SHERIFF.value else (196, 200, 208)
        scale = 1.0 if role == Role.SHERIFF.value else 0.82
        points = _star_points(center, r * 0.95 * scale, r * 0.5 * scale, 6)
        pen.polygon(metal, points)
        for point in points[::2]:
            pen.circle(metal, point, r * 0.1 * scale)
            pen.circle(_shade(metal, 0.55), point, r * 0.1 * scale, max(0.5, r * 0.03))
        pen.polygon(_shade(metal, 0.55), points, max(0.5, r * 0.04))
        pen.circle(_shade(metal, 0.8), center, r * 0.3 * scale, max(0.5, r * 0.04))
    elif role == Role.OUTLAW.value:
        mask = [(-0.9, -0.25), (0, -0.1), (0.9, -0.25), (0.8, 0.2), (0.2, 0.3), (0, 0.15), (-0.2, 0.3), (-0.8, 0.2)]
        pen.polygon(INK, [(cx + r * dx, cy + r * dy) for dx, dy in mask])
        pen.ellipse(PARCHMENT, (cx - r * 0.6, cy - r * 0.12, r * 0.38, r * 0.22))
        pen.ellipse(PARCHMENT, (cx + r * 0.22, cy - r * 0.12, r * 0.38, r * 0.22))
        pen.line(INK, (cx + r * 0.85, cy - r * 0.1), (cx + r * 1.0, cy + r * 0.5), r * 0.08)
    else:
        pen.circle(_shade(ROLE_COLOURS[Role.RENEGADE.value], 1.0), center, r * 0.8, max(0.8, r * 0.07))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pen.line(INK, (cx + dx * r * 0.65, cy + dy * r * 0.65), (cx + dx * r * 0.98, cy + dy * r * 0.98), r * 0.07)
        pen.polygon(INK, _star_points(center, r * 0.5, r * 0.2, 5))


# -------------------------------------------------------------------------- tooltip

TOOLTIP_BG = (30, 20, 14, 238)
TOOLTIP_EDGE: Colour = (200, 160, 90)
TOOLTIP_TEXT: Colour = (242, 230, 206)
TOOLTIP_TITLE: Colour = (246, 208, 120)
TOOLTIP_TEXT_HEIGHT = 15


def draw_tooltip(
    surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int, fitter: TextFitter
) -> pygame.Rect:
    """A wrapped text box near ``pos``, kept inside ``surface``; the first paragraph is a title."""
    title_font = fitter.font_for_height("title", TOOLTIP_TEXT_HEIGHT + 2)
    body_font = fitter.font_for_height("text", TOOLTIP_TEXT_HEIGHT)
    pad = 8
    inner_width = max(40, max_width - 2 * pad)
    gap = 3
    rows: list[tuple[pygame.font.Font, str, Colour, int]] = []
    for index, paragraph in enumerate(text.split("\n")):
        font, colour = (title_font, TOOLTIP_TITLE) if index == 0 else (body_font, TOOLTIP_TEXT)
        for line in _break_long_words(font, paragraph, inner_width) or [""]:
            rows.append((font, line, colour, index))
    paragraphs = rows[-1][3] + 1 if rows else 0
    width = max((font.size(line)[0] for font, line, _, _ in rows), default=0) + 2 * pad
    height = sum(font.get_linesize() for font, _, _, _ in rows) + 2 * pad + gap * max(0, paragraphs - 1)
    area = surface.get_rect()
    x, y = pos[0] + 16, pos[1] + 16
    if x + width > area.right:
        x = max(area.left, pos[0] - 16 - width)
    if y + height > area.bottom:
        y = max(area.top, area.bottom - height)
    box = pygame.Rect(x, y, width, height)
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, TOOLTIP_BG, panel.get_rect(), border_radius=6)
    pygame.draw.rect(panel, TOOLTIP_EDGE, panel.get_rect(), 1, border_radius=6)
    ty = pad
    for number, (font, line, colour, paragraph_index) in enumerate(rows):
        if number and paragraph_index != rows[number - 1][3]:
            ty += gap
        panel.blit(font.render(line, True, colour), (pad, ty))
        ty += font.get_linesize()
    surface.blit(panel, box.topleft)
    return box
