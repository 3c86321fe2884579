"""A table of humans and AI agents around one game: what the client drives.

The session knows which seats are human, asks the agents for their decisions
and passes human decisions to the core; it holds no rules of its own.
"""
from __future__ import annotations

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
                 expansions: tuple[str, ...] = (), beginner: bool = False, characters: tuple[str, ...] = ()) -> None:
        """``characters``: fixed by seat (a series' survivors keep theirs); empty: dealt at random."""
        humans = sum(1 for seat in seats if seat.human)
        rules = Rules(expansions, humans >= 2 if ask_always is None else ask_always, beginner)
        self.seats = seats
        self.seed = seed
        self.game = Game.new(GameSetup(tuple(seat.name for seat in seats), seed, rules, characters))
        self.agents: dict[int, Agent] = {
            index: make_agent(seat.kind, seed * 997 + index) for index, seat in enumerate(seats) if not seat.human
        }

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
        return self.game.apply(seat, self.agents[seat].choose(self.game.view_for(seat)))

    def submit(self, seat: int, action: Action) -> list[Event]:
        """A human's decision; raises IllegalActionError (nothing changes) when refused."""
        return self.game.apply(seat, action)
