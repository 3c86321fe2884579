"""The hover box: a card's (or anything's) full text, wrapped, opaque, kept inside the window and off what it
must not cover."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.cards.fitting import TextFitter, break_long_words
from scenes.cards.palette import Colour
from scenes.ui import widgets

TOOLTIP_BG: Colour = (30, 20, 14)
TOOLTIP_EDGE: Colour = (200, 160, 90)
TOOLTIP_TEXT: Colour = (242, 230, 206)
TOOLTIP_TITLE: Colour = (246, 208, 120)
TOOLTIP_TEXT_HEIGHT = 15
POINTER_GAP = 16
"""How far from the pointer the box starts: the pointer never hides its first letters."""

Fonts = tuple[pygame.font.Font, pygame.font.Font]
"""The title's font and the body's."""


def draw_tooltip(
    surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int, fitter: TextFitter,
    fonts: Fonts | None = None, avoid: Sequence[pygame.Rect] = (), picture: pygame.Surface | None = None,
) -> pygame.Rect:
    """A wrapped text box near ``pos``, inside ``surface`` and, where it can be, off every rect of ``avoid``
    (the prompt line, a refusal); the first paragraph is a title. ``fonts`` (title, body) default to fonts
    ``TOOLTIP_TEXT_HEIGHT`` pixels high; a table passes its own, so that the box scales with it. A ``picture``
    (a character's portrait) stands at the box's left, the text beside it."""
    title_font, body_font = fonts or (fitter.font_for_height("title", TOOLTIP_TEXT_HEIGHT + 2),
                                      fitter.font_for_height("text", TOOLTIP_TEXT_HEIGHT))
    pad = max(8, body_font.get_height() // 2)
    area = surface.get_rect()
    inner_width = max(40, min(max_width, area.width) - 2 * pad)
    gap = 3
    rows: list[tuple[pygame.font.Font, str, Colour, int]] = []
    for index, paragraph in enumerate(text.split("\n")):
        font, colour = (title_font, TOOLTIP_TITLE) if index == 0 else (body_font, TOOLTIP_TEXT)
        for line in break_long_words(font, paragraph, inner_width) or [""]:
            rows.append((font, line, colour, index))
    paragraphs = rows[-1][3] + 1 if rows else 0
    aside = picture.get_width() + pad if picture is not None else 0
    width = max((font.size(line)[0] for font, line, _, _ in rows), default=0) + 2 * pad + aside
    height = sum(font.get_linesize() for font, _, _, _ in rows) + 2 * pad + gap * max(0, paragraphs - 1)
    if picture is not None:
        height = max(height, picture.get_height() + 2 * pad)
    box = place_tooltip((width, height), pos, area, avoid)
    pygame.draw.rect(surface, TOOLTIP_BG, box, border_radius=6)
    pygame.draw.rect(surface, TOOLTIP_EDGE, box, 1, border_radius=6)
    if picture is not None:
        surface.blit(picture, (box.left + pad, box.top + pad))
    ty = box.top + pad
    for number, (font, line, colour, paragraph_index) in enumerate(rows):
        if number and paragraph_index != rows[number - 1][3]:
            ty += gap
        if line:
            surface.blit(widgets.render_text(line, font, colour), (box.left + pad + aside, ty))
        ty += font.get_linesize()
    return box


def place_tooltip(size: tuple[int, int], pos: tuple[int, int], area: pygame.Rect,
                  avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box of ``size`` goes for a pointer at ``pos``: below and right of it, else on another side of it,
    else just above or below whatever it would cover; the first place inside ``area`` that covers nothing of
    ``avoid`` (and not the pointer), or else the one that covers least."""
    width, height = size
    x, y = pos
    xs = [x + POINTER_GAP, x - POINTER_GAP - width]
    ys = [y + POINTER_GAP, y - POINTER_GAP - height]
    for rect in avoid:
        ys += [rect.bottom + 2, rect.top - 2 - height]
    best: tuple[int, pygame.Rect] | None = None
    for top in ys:
        for left in xs:
            box = pygame.Rect(left, top, width, height)
            box.clamp_ip(area)
            covered = sum(_overlap(box, rect) for rect in avoid)
            if box.collidepoint(pos):
                covered += width * height
            if covered == 0:
                return box
            if best is None or covered < best[0]:
                best = (covered, box)
    assert best is not None
    return best[1]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.width * clipped.height
