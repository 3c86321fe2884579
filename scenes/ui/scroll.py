"""The visible part of a list taller than its box: which rows show, and the bar that says where they are.

The record lists (saved games, replays) and the statistics' names share it: the selection stays in sight, the
wheel scrolls without moving it, and the window never runs past either end.
"""
from __future__ import annotations

import pygame

from scenes.ui import theme


class ScrollWindow:
    """The first visible row of a list; the row to bring into sight the next time the rows are laid out."""

    def __init__(self) -> None:
        self.first = 0
        self._reveal: int | None = 0

    def reveal(self, row: int) -> None:
        """Bring ``row`` (the new selection) into sight, moving the window no further than needed."""
        self._reveal = row

    def scroll(self, rows: int) -> None:
        """Move the window by ``rows`` (negative: up), as the mouse wheel does; the selection may leave sight."""
        self.first += rows
        self._reveal = None

    def rows(self, count: int, page: int) -> range:
        """The indices of the rows to draw, ``page`` of the ``count`` fitting in the box."""
        if self._reveal is not None:
            if self._reveal < self.first:
                self.first = self._reveal
            elif self._reveal >= self.first + page:
                self.first = self._reveal - page + 1
            self._reveal = None
        self.first = max(0, min(self.first, count - page))
        return range(self.first, min(count, self.first + page))


def draw_scrollbar(surface: pygame.Surface, box: pygame.Rect, window: ScrollWindow, count: int, page: int) -> None:
    """A thin track at the box's right edge with a knob for the visible rows; nothing when every row fits."""
    if count <= page:
        return
    track = pygame.Rect(box.right - 8, box.top + 4, 4, box.height - 8)
    pygame.draw.rect(surface, theme.BUTTON_DISABLED, track)
    knob_h = max(12, track.height * page // count)
    knob_y = track.top + (track.height - knob_h) * window.first // max(1, count - page)
    pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(track.left, knob_y, 4, knob_h))
