"""The hover box: a card's (or anything's) full text, wrapped, kept inside the window."""
from __future__ import annotations

import pygame

from scenes.cards.fitting import TextFitter, break_long_words
from scenes.cards.palette import Colour

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
        for line in break_long_words(font, paragraph, inner_width) or [""]:
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
