"""Where a screen can lead: every destination of the client, typed, held by the app context (``ctx.screens``).

A screen never imports another screen: it asks ``ctx.screens`` for the scene to
go to, and one composition root (``scenes.routes.AppScreens``) builds them all.
So the screens form no import circle, mypy checks every destination's
arguments, and a test can hand a screen a stand-in for the rest of the client.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.actions import Action
    from game.record import TableRecord
    from game.series import Series
    from game.session import SeatConfig, Session
    from game.setup import GameSetup
    from scenes.app.scene import Scene
    from scenes.lessons.lesson import Lesson
    from scenes.table.config import TableConfig


class Screens(Protocol):
    """The client's destinations; each returns the scene to go to (the caller pushes or replaces with it)."""

    def menu(self) -> Scene:
        """The main menu."""
        ...

    def setup(self) -> Scene:
        """The new game's set-up."""
        ...

    def table(self, config: TableConfig, *, series: Series | None = None) -> Scene:
        """A new game dealt for ``config`` (``series``: the series it is part of), with hints and first-time tips."""
        ...

    def unfinished_game(self, record: TableRecord, start: Callable[[], None]) -> Scene:
        """Asks whether the unfinished ``record`` is kept as a saved game or discarded before ``start`` runs."""
        ...

    def resumed_table(self, record: TableRecord, *, same_game: bool = True) -> Scene:
        """The table of a kept game where it stopped (``same_game``: it goes on as the same game, the autosave's)."""
        ...

    def results(self, config: TableConfig, session: Session, series: Series | None) -> Scene:
        """A finished game's results."""
        ...

    def replay(self, seats: tuple[SeatConfig, ...], setup: GameSetup, log: list[tuple[int, Action]]) -> Scene:
        """A finished game watched again."""
        ...

    def pause(self, restart: Callable[[], None], session: Session | None) -> Scene:
        """The pause menu over a game (``session``: the game that may be saved under a name)."""
        ...

    def save_name(self, session: Session, on_saved: Callable[[str], None]) -> Scene:
        """Asks the name to save ``session`` under."""
        ...

    def saved_games(self) -> Scene:
        """The list of saved games."""
        ...

    def replays(self) -> Scene:
        """The list of finished games kept as replays."""
        ...

    def statistics(self) -> Scene:
        """The players' statistics."""
        ...

    def rules(self) -> Scene:
        """The rules reference."""
        ...

    def settings(self) -> Scene:
        """The settings."""
        ...

    def lessons(self) -> Scene:
        """The list of lessons."""
        ...

    def lesson(self, lesson: Lesson) -> Scene:
        """A lesson at the table (the practice lesson: a whole game against the AI)."""
        ...

    def lesson_summary(self, lesson: Lesson) -> Scene:
        """What a finished lesson taught, and where to go next."""
        ...
