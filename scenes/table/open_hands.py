"""Every hand, face up, where the viewer's own hand was: a player out of the game watches the rest play.

One row per living player, "Bill: Missed!, Bang!, General Store", in the seating order from the viewer; a
long hand goes on to the next line. Each card name is a hover target: its tooltip is the card's full text.
The rows take two columns when one does not hold them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.app.i18n import N_
from scenes.ui import theme
from scenes.ui.widgets import blit_text, wrap

if TYPE_CHECKING:
    from scenes.table.draw import TableDrawer

HEADER = N_("You are out: every hand is shown here, and the roles on the seats.")
ROW_LABEL = N_("{player}:")
"""The start of a player's row, before his cards."""


def open_hand_rows(drawer: TableDrawer) -> list[tuple[str, list[int]]]:
    """(name, hand) of each living player but the viewer, in seating order from the viewer."""
    scene = drawer.scene
    seats = scene.model.seats
    count = len(seats)
    order = [(scene.anchor + step) % count for step in range(count)]
    return [(seats[seat].name, list(seats[seat].known_hand or [])) for seat in order
            if seats[seat].alive and seat != scene.viewer]


def draw_open_hands(drawer: TableDrawer, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The header, then the rows; each card name's rect goes to ``drawer.card_rects`` (hover: its text)."""
    tr = drawer.scene.ctx.tr
    s = drawer.scene.layout.scale
    pad = max(4, int(12 * s))
    header_font, font = drawer.font(22), drawer.font(24)
    top = area.top + pad
    for line in wrap(tr.gettext(HEADER), header_font, area.width - 2 * pad):
        blit_text(surface, line, header_font, (area.centerx, top), theme.MUTED, "midtop")
        top += header_font.get_linesize()
    top += pad // 2
    rows = open_hand_rows(drawer)
    inner = pygame.Rect(area.left + pad, top, area.width - 2 * pad, area.bottom - pad - top)
    columns = 1 if _height(drawer, rows, font, inner.width) <= inner.height else 2
    width = (inner.width - pad * (columns - 1)) // columns
    per_column = -(-len(rows) // columns)
    for column in range(columns):
        x, y = inner.left + column * (width + pad), inner.top
        for name, hand in rows[column * per_column:(column + 1) * per_column]:
            y = _draw_row(drawer, surface, font, name, hand, pygame.Rect(x, y, width, inner.bottom - y))


def _pieces(drawer: TableDrawer, name: str, hand: list[int]) -> list[tuple[str, int | None]]:
    """The row as pieces of text: the player's name, then each card (with its id, for its tooltip)."""
    tr = drawer.scene.ctx.tr
    label = tr.gettext(ROW_LABEL).format(player=name)
    if not hand:
        return [(label, None), (tr.gettext("no cards"), None)]
    names = [tr.gettext(drawer.cards[card].name) for card in hand]
    return [(label, None), *((f"{text}," if i < len(hand) - 1 else text, card)
                             for i, (text, card) in enumerate(zip(names, hand, strict=True)))]


def _height(drawer: TableDrawer, rows: list[tuple[str, list[int]]], font: pygame.font.Font, width: int) -> int:
    return sum(_lines(font, _pieces(drawer, name, hand), width) for name, hand in rows) * font.get_linesize()


def _lines(font: pygame.font.Font, pieces: list[tuple[str, int | None]], width: int) -> int:
    lines, x, space = 1, 0, font.size(" ")[0]
    for text, _card in pieces:
        w = font.size(text)[0]
        if x and x + w > width:
            lines, x = lines + 1, 0
        x += w + space
    return lines


def _draw_row(drawer: TableDrawer, surface: pygame.Surface, font: pygame.font.Font, name: str, hand: list[int],
              room: pygame.Rect) -> int:
    """One player's row from the top of ``room``, wrapped card by card; returns the y below it."""
    space, line = font.size(" ")[0], font.get_linesize()
    x, y = room.left, room.top
    indent = room.left + font.size(drawer.scene.ctx.tr.gettext(ROW_LABEL).format(player=name))[0] + space
    for index, (text, card) in enumerate(_pieces(drawer, name, hand)):
        w = font.size(text)[0]
        if x > room.left and x + w > room.right:
            x, y = min(indent, room.left + room.width // 3), y + line
        if y + line > room.bottom + line // 2:
            break
        colour = theme.ACCENT if index == 0 else theme.TEXT
        rect = blit_text(surface, text, font, (x, y), colour)
        if card is not None:
            drawer.card_rects.append((card, rect))
        x += w + space
    return y + line
