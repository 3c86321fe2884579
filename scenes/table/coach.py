"""The table's extension point: a coach the table calls at a few moments.

The table calls ``attach`` once, ``update`` at the start of every frame,
``handle_event`` before its own input, ``refusal_text`` whenever it is about to
show why a decision was refused, and ``draw`` after the table is drawn. The
base coach does nothing; ``GameCoach`` (hints and tips) coaches every ordinary
game and ``LessonCoach`` a lesson.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.actions import Action

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


class Coach:
    """Does nothing: a table without hints, tips or lessons."""

    scene: TableScene

    def fresh(self) -> Coach:
        """A coach like this one for a new deal of the same table (the pause menu's Restart)."""
        return type(self)()

    def attach(self, scene: TableScene) -> None:
        """The table this coach sits at (called once, when the table is made)."""
        self.scene = scene

    def update(self, dt: float) -> None:
        """A frame passed (called before the table's own update)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An input event before the table sees it; True when the coach used it."""
        return False

    def refusal_text(self, text: str, action: Action | None) -> str:
        """The explanation the table shows for a refused ``action`` (``text``: the refusal, translated)."""
        return text

    def waiting_text(self, player: str) -> str | None:
        """The prompt line while the table waits for another ``player`` (translated), or None for the table's."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the finished table."""
