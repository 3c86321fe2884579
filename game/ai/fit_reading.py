"""Fit the hard level's reading of the history: ``python -m game.ai.fit_reading --games G --seed S``.

Plays normal self-play games and keeps, at a sample of decisions, what the
deciding player could see; then changes the weights of the public reading
(``act_weights.Weights``) one at a time, keeping every change that lowers the mean
log-loss of the players' guesses of the hidden roles around them (minus the
log of the probability each guess gave the true role). Reports that loss on
fresh games before and after, and prints the weights as a Python literal to
paste into ``game/ai/belief.py``. An offline tool: the agents only read the
fitted numbers.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.act_weights import Weights
from game.ai.belief import Belief, Evidence
from game.ai.normal import NormalAgent
from game.engine import Game
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, RENEGADE, Role
from game.setup import GameSetup
from game.simulate import NAMES, expansion_list
from game.state import Rules
from game.view import History, SeatView

ROLE_INDEX = {DEPUTY: 0, OUTLAW: 1, RENEGADE: 2}
FACTORS = (0.5, 0.8, 1.25, 2.0)
"""How each weight is tried in a round of the search."""
FINE_FACTORS = (0.9, 1.1)
"""The same once no coarse change helps."""
SCALARS = tuple(f.name for f in dataclasses.fields(Weights) if f.type == "float")
TABLES = ("hostile", "rescue", "helpful")


@dataclass(frozen=True)
class Kept:
    """One decision as its player saw it (the parts the suspicion model reads)."""

    me: int
    role: Role
    seats: tuple[SeatView, ...]
    table: OpenTable
    public_history: History
    winners: tuple[int, ...] | None = None
    notes: dict[object, object] = field(default_factory=dict)


@dataclass
class Record:
    """One game: its true roles and the decisions kept."""

    roles: list[Role]
    seen: list[Kept]


def record(games: int, seed: int, sizes: Sequence[int], rules: Rules, every: int) -> list[Record]:
    """``games`` normal self-play games over ``sizes``; every ``every``-th decision with a choice is kept."""
    records = []
    for index in range(games):
        players = sizes[index % len(sizes)]
        game = Game.new(GameSetup(NAMES[:players], seed + index, rules))
        agents = [NormalAgent(seed * 31 + index * 7 + seat) for seat in range(players)]
        kept: list[Kept] = []
        while not game.over and len(game.log) < 5_000:
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            if len(view.legal) > 1 and len(game.log) % every == 0:
                kept.append(Kept(seat, view.role, view.seats, view.table, view.public_history))
            game.apply(seat, agents[seat].choose(view))
        records.append(Record([player.role for player in game.state.players], kept))
    return records


def log_loss(records: Sequence[Record], weights: Weights) -> float:
    """Mean log-loss of the kept decisions' role guesses when the public history is read with ``weights``."""
    reading = type("Reading", (Evidence,), {"weights": weights, "shared": False})
    model = type("Model", (Belief,), {"reading": reading})
    total, count = 0.0, 0
    for game in records:
        notes: dict[object, object] = {}
        beliefs: dict[int, Belief] = {}
        for kept in game.seen:
            seen = dataclasses.replace(kept, notes=notes)
            belief = beliefs.setdefault(kept.me, model())
            belief.observe(seen)
            for seat, probs in belief.probabilities(seen).items():
                total -= math.log(max(probs[ROLE_INDEX[game.roles[seat]]], 1e-6))
                count += 1
    return total / max(count, 1)


def knobs(weights: Weights) -> list[tuple[str, int]]:
    """Every number of ``weights``: (field, -1) for a plain number, (field, position) in a table."""
    found = [(name, -1) for name in SCALARS]
    for name in TABLES:
        found.extend((name, position) for position in range(len(getattr(weights, name))))
    return found


def turned(weights: Weights, knob: tuple[str, int], factor: float) -> Weights:
    """``weights`` with the one number ``knob`` scaled by ``factor``."""
    name, position = knob
    if position < 0:
        return scaled(weights, name, getattr(weights, name) * factor)
    table: list[tuple[str, float]] = list(getattr(weights, name))
    key, value = table[position]
    table[position] = (key, value * factor)
    return scaled(weights, name, tuple(table))


def scaled(weights: Weights, name: str, value: object) -> Weights:
    """``weights`` with the field ``name`` set to ``value``."""
    changes: dict[str, object] = {name: value}
    return dataclasses.replace(weights, **changes)  # type: ignore[arg-type]


def search(records: Sequence[Record], start: Weights, rounds: int) -> tuple[Weights, float]:
    """Coordinate descent: every variant in turn, kept when it lowers the loss; finer steps once none does."""
    best, loss = start, log_loss(records, start)
    factors: tuple[float, ...] = FACTORS
    for _ in range(rounds):
        improved = False
        for knob in knobs(best):
            for factor in factors:
                candidate = turned(best, knob, factor)
                tried = log_loss(records, candidate)
                if tried < loss - 5e-5:
                    best, loss, improved = candidate, tried, True
        print(f"  loss {loss:.4f}", flush=True)
        if not improved:
            if factors is FINE_FACTORS:
                break
            factors = FINE_FACTORS
    return best, loss


def rounded(weights: Weights) -> Weights:
    """The weights to three significant digits, as they go into the code."""
    def three(value: float) -> float:
        return float(f"{value:.3g}")

    changes: dict[str, object] = {name: three(getattr(weights, name)) for name in SCALARS}
    for name in TABLES:
        changes[name] = tuple((key, three(value)) for key, value in getattr(weights, name))
    return dataclasses.replace(weights, **changes)  # type: ignore[arg-type]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200, help="self-play games to fit on")
    parser.add_argument("--held-out", type=int, default=400, help="fresh games to report the loss on")
    parser.add_argument("--seed", type=int, default=70_000)
    parser.add_argument("--players", default="4,5,6,7", help="table sizes, comma-separated")
    parser.add_argument("--expansions", default="", help="dodge_city,high_noon")
    parser.add_argument("--every", type=int, default=4, help="keep every n-th decision with a choice")
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.players.split(",")]
    rules = Rules(expansions=expansion_list(args.expansions))
    train = record(args.games, args.seed, sizes, rules, args.every)
    fresh = record(args.held_out, args.seed + 1_000_000, sizes, rules, args.every)
    plain = Weights()
    print(f"held-out loss of the plain weights: {log_loss(fresh, plain):.4f}", flush=True)
    fitted, _ = search(train, plain, args.rounds)
    fitted = rounded(fitted)
    print(f"held-out loss of the fitted weights: {log_loss(fresh, fitted):.4f}")
    print(repr(fitted))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
