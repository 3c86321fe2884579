"""Games to save in the record, replay and statistics tests: played by real agents, with their tables."""
from __future__ import annotations

from game.ai import make_agent
from game.engine import Game
from game.record import TableRecord
from game.session import SeatConfig
from game.setup import GameSetup
from game.state import Rules

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")
KINDS = ("human", "normal", "easy", "hard", "random")


def seats_for(count: int, offset: int = 0) -> tuple[SeatConfig, ...]:
    """A table of ``count`` with a mix of humans and AI levels."""
    return tuple(SeatConfig(NAMES[i], KINDS[(i + offset) % len(KINDS)]) for i in range(count))


def play(seed: int, count: int = 5, *, decisions: int | None = None, expansions: tuple[str, ...] = (),
         snapshots: list[dict[str, object]] | None = None) -> Game:
    """A game whose every seat is played by a random agent (fast), to the end or for ``decisions``."""
    game = Game.new(GameSetup(NAMES[:count], seed, Rules(expansions)))
    agents = [make_agent("random", seed * 31 + seat) for seat in range(count)]
    if snapshots is not None:
        snapshots.append(game.state.to_dict())
    while not game.over and (decisions is None or len(game.log) < decisions):
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
        if snapshots is not None:
            snapshots.append(game.state.to_dict())
    return game


def record_of(game: Game, *, label: str = "", offset: int = 0) -> TableRecord:
    return TableRecord("0123456789abcdef0123456789abcdef", 1_764_500_000.0, label,
                       seats_for(len(game.state.players), offset), game)
