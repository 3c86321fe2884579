"""A table of humans and AI agents around one game: what the client drives.

The session knows which seats are human, asks the agents for their decisions
and passes human decisions to the core; it holds no rules of its own.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.actions import Action
from game.ai import Agent, make_agent
from game.engine import Game
from game.events import Event
from game.setup import GameSetup
from game.state import Rules

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat at the table: a name and who plays it (``human`` or an AI level)."""

    name: str
    kind: str = HUMAN

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


class Session:
    """One game with its agents."""

    def __init__(self, seats: list[SeatConfig], seed: int, *, ask_always: bool | None = None,
                 game: Game | None = None, agents: dict[int, Agent] | None = None,
                 expansions: tuple[str, ...] = (), beginner: bool = False, characters: tuple[str, ...] = ()) -> None:
        """Deal a new game, or take ``game``, one already under way (a loaded save, a lesson): the agents
        then read its history afresh. ``agents`` replaces the AI of the seats that are not human (a lesson
        scripts them); ``characters`` are fixed by seat (a series' survivors keep theirs), or dealt at random."""
        humans = sum(1 for seat in seats if seat.human)
        rules = Rules(expansions, humans >= 2 if ask_always is None else ask_always, beginner)
        self.seats = seats
        self.seed = seed
        setup = GameSetup(tuple(seat.name for seat in seats), seed, rules, characters)
        self.game = game if game is not None else Game.new(setup)
        self.agents: dict[int, Agent] = agents if agents is not None else {
            index: make_agent(seat.kind, seed * 997 + index) for index, seat in enumerate(seats) if not seat.human
        }
        self.on_decision: Callable[[Session], None] | None = None
        """Called after every decision the game applied (the client's autosave listens here)."""
        self.hints_used = 0
        """Hints the humans asked for (the results screen counts them)."""

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    @property
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.human]

    @property
    def waiting_human(self) -> int | None:
        """The human whose decision the game waits for, if any."""
        decider = self.game.decider
        return decider if decider is not None and self.is_human(decider) else None

    def step_ai(self) -> list[Event]:
        """Let the awaited AI decide; returns the events of its decision."""
        seat = self.game.decider
        if seat is None or seat not in self.agents:
            raise RuntimeError("no AI decision is awaited")
        return self._decided(self.game.apply(seat, self.agents[seat].choose(self.game.view_for(seat))))

    def submit(self, seat: int, action: Action) -> list[Event]:
        """A human's decision; raises IllegalActionError (nothing changes) when refused."""
        return self._decided(self.game.apply(seat, action))

    def _decided(self, events: list[Event]) -> list[Event]:
        if self.on_decision is not None:
            self.on_decision(self)
        return events
