"""A game watched again: dealt from its setup, its logged decisions applied one at a time.

Each step's events are exactly the ones the game produced (the same seed, the same decisions, the
same rules). Stepping back or jumping deals again and replays up to the wanted decision: a whole
game replays in a few milliseconds, so nothing needs to be kept per step.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from game.actions import Action
from game.engine import Game
from game.events import Event, TurnStarted
from game.setup import GameSetup


class Replay:
    """A cursor over a logged game: ``game`` is the table after ``position`` decisions."""

    def __init__(self, setup: GameSetup, log: Sequence[tuple[int, Action]]) -> None:
        """:raises IllegalActionError, SetupError: the setup or log is not a game (load saves with ``game.record``)."""
        self.setup = setup
        self.log = tuple(log)
        game = Game.new(setup)
        self.turn_starts: list[int] = [0] * _turns_begun(game.history)
        """The position at which each turn began, in order: turn ``k`` begins at ``turn_starts[k]``. A turn
        that passed without a decision (lost in Jail) begins at the same position as the next one."""
        for index, (player, action) in enumerate(self.log):
            self.turn_starts.extend([index + 1] * _turns_begun(game.apply(player, action)))
        self.final = game
        """The game at its last logged decision."""
        self.game = Game.new(setup)

    @property
    def position(self) -> int:
        """How many logged decisions the shown table has taken."""
        return len(self.game.log)

    @property
    def length(self) -> int:
        return len(self.log)

    @property
    def at_end(self) -> bool:
        return self.position >= self.length

    def forward(self) -> list[Event]:
        """Take the next logged decision; its events (none at the end)."""
        if self.at_end:
            return []
        player, action = self.log[self.position]
        return self.game.apply(player, action)

    def seek(self, position: int) -> None:
        """Show the table after ``position`` decisions (clamped to the log)."""
        position = max(0, min(position, self.length))
        if position < self.position:
            self.game = Game.replay(self.setup, list(self.log[:position]))
        while self.position < position:
            self.forward()

    def back(self) -> None:
        """One decision back."""
        self.seek(self.position - 1)

    @property
    def turn(self) -> int:
        """The index of the turn in progress at the shown position (-1 before the first)."""
        return bisect_right(self.turn_starts, self.position) - 1

    @property
    def turns(self) -> int:
        return len(self.turn_starts)

    def seek_turn(self, turn: int) -> None:
        """Show the table as turn ``turn`` (clamped) begins."""
        if self.turn_starts:
            self.seek(self.turn_starts[max(0, min(turn, len(self.turn_starts) - 1))])

    def events(self) -> list[Event]:
        """Every event of the game from the deal to the last decision, as a player of the replay sees them all."""
        game = Game.new(self.setup)
        events = list(game.history)
        for player, action in self.log:
            events.extend(game.apply(player, action))
        return events


def _turns_begun(events: Sequence[Event]) -> int:
    return sum(1 for event in events if type(event) is TurnStarted)
