"""Games to save in the record, replay and statistics tests: played by real agents, with their tables."""
from __future__ import annotations

from typing import Any

from game.ai import make_agent
from game.engine import Game
from game.errors import IllegalActionError
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


def swap_keeping_the_table(save: dict[str, Any]) -> int:
    """Swap, in a parsed save (``game.save`` format), the first two consecutive plays of one player whose
    swapped log still replays to the saved table, and return the first one's position: another story of the
    game with the same end. Raises AssertionError if the log has no such pair."""
    log = save["log"]
    setup = GameSetup.from_dict(save["setup"])
    for position in range(len(log) - 1):
        first, second = log[position], log[position + 1]
        if first["player"] != second["player"] or first["action"] == second["action"]:
            continue
        if not first["action"]["type"] == second["action"]["type"] == "play":
            continue
        swapped = [*log[:position], second, first, *log[position + 2:]]
        try:
            game = Game.replay(setup, Game.log_from_dict(swapped))
        except IllegalActionError:
            continue
        if game.state.to_dict() == save["state"]:
            save["log"] = swapped
            return position
    raise AssertionError("no two plays of one player can be swapped without changing the table")
