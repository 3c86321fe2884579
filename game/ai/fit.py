"""Fit the hard level's evaluation: ``python -m game.ai.fit --games G --seed S [--players 3..8] [--expansions ...]``.

``--holdout`` keeps a quarter of the games out of the fit and prints their log-loss (the fit's quality).

Plays normal-level self-play games, records the evaluation's features for every
seat at the start of each turn together with whether that seat went on to win,
and fits one logistic regression per role and table size (Newton's method, a
little ridge).
Prints the weights as a Python literal to paste into ``game/ai/evaluation.py``.
This is an offline tool: the agents themselves only read the fitted numbers.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from game.ai.evaluation import FEATURES, GROUPS, SIZES, chance, features
from game.ai.normal import NormalAgent
from game.engine import Game
from game.events import TurnStarted
from game.setup import GameSetup
from game.simulate import expansion_list, player_counts
from game.state import Rules

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
Sample = tuple[list[float], float]


def collect(
    games: int,
    seed: int,
    keep: float = 0.35,
    sizes: Sequence[int] = SIZES,
    rules: Rules | None = None,
    held: dict[tuple[str, int], list[Sample]] | None = None,
) -> dict[tuple[str, int], list[Sample]]:
    """Feature rows by role and table size, from ``games`` normal self-play games over ``sizes``.

    ``held``: every fourth round of table sizes goes there instead (held-out games to measure a fit on).
    """
    picker = random.Random(seed)
    rows: dict[tuple[str, int], list[Sample]] = {(role, size): [] for role in GROUPS for size in sizes}
    for index in range(games):
        players = sizes[index % len(sizes)]
        game = Game.new(GameSetup(NAMES[:players], seed + index, rules or Rules()))
        agents = [NormalAgent(seed * 31 + index * 7 + seat) for seat in range(players)]
        pending: list[tuple[str, int, list[float]]] = []
        while not game.over and len(game.log) < 20_000:
            seat = game.decider
            assert seat is not None
            for event in game.apply(seat, agents[seat].choose(game.view_for(seat))):
                if isinstance(event, TurnStarted) and picker.random() < keep:
                    for me, player in enumerate(game.state.players):
                        pending.append((player.role.value, me, features(game.state, me)))
        winners = set(game.state.winners or ())
        into = held if held is not None and index // len(sizes) % HOLD_OUT == HOLD_OUT - 1 else rows
        for role, me, row in pending:
            into.setdefault((role, players), []).append((row, 1.0 if me in winners else 0.0))
    return rows


HOLD_OUT = 4
"""With ``--holdout``, one round of table sizes in this many is held out of the fit."""


def log_loss(rows: Sequence[Sample], weights: Sequence[float]) -> float:
    """The mean negative log-likelihood of the outcomes under the model (lower is better)."""
    total = 0.0
    for x, y in rows:
        p = min(max(chance(weights, x), 1e-6), 1.0 - 1e-6)
        total -= y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(len(rows), 1)


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    size = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for row in range(col + 1, size):
            factor = a[row][col] / a[col][col]
            for k in range(col, size + 1):
                a[row][k] -= factor * a[col][k]
    result = [0.0] * size
    for row in range(size - 1, -1, -1):
        result[row] = (a[row][size] - sum(a[row][k] * result[k] for k in range(row + 1, size))) / a[row][row]
    return result


def logistic(rows: list[Sample], ridge: float = 1.0, rounds: int = 8) -> list[float]:
    """Maximum-likelihood logistic weights (Newton steps with an L2 penalty)."""
    size = len(FEATURES)
    weights = [0.0] * size
    for _ in range(rounds):
        hessian = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        gradient = [-ridge * w for w in weights]
        for x, y in rows:
            p = chance(weights, x)
            error = y - p
            curve = p * (1.0 - p)
            for i in range(size):
                if x[i] == 0.0:
                    continue
                gradient[i] += error * x[i]
                scaled = curve * x[i]
                row = hessian[i]
                for j in range(size):
                    row[j] += scaled * x[j]
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
    return weights


def main(argv: list[str] | None = None) -> int:
    """Collect self-play rows, fit and print the weights."""
    parser = argparse.ArgumentParser(prog="python -m game.ai.fit", description=__doc__)
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=90_000)
    parser.add_argument("--players", type=player_counts, default=list(SIZES), metavar="N|A..B")
    parser.add_argument("--expansions", type=expansion_list, default=(), metavar="LIST")
    parser.add_argument(
        "--holdout", action="store_true", help="fit on 3 rounds of sizes in 4, print the others' log-loss to stderr"
    )
    args = parser.parse_args(argv)
    held: dict[tuple[str, int], list[Sample]] | None = {} if args.holdout else None
    rows = collect(args.games, args.seed, sizes=args.players, rules=Rules(expansions=args.expansions), held=held)
    name = "EXPANSION_WEIGHTS" if args.expansions else "WEIGHTS"
    print(f"{name}: dict[tuple[str, int], tuple[float, ...]] = {{")
    losses: list[tuple[float, int]] = []
    for role in GROUPS:
        for size in args.players:
            if not rows[role, size]:
                continue
            fitted = logistic(rows[role, size])
            if held is not None and held.get((role, size)):
                test = held[role, size]
                losses.append((log_loss(test, fitted), len(test)))
                print(f"# {role} {size}: held-out log-loss {losses[-1][0]:.4f} ({len(test)} rows)", file=sys.stderr)
            weights = [f"{w:.3f}" for w in fitted]
            print(f'    ("{role}", {size}): (')
            for start in range(0, len(weights), 8):
                print(f"        {', '.join(weights[start : start + 8])},")
            print("    ),")
    print("}")
    if losses:
        count = sum(n for _, n in losses)
        mean = sum(loss * n for loss, n in losses) / count
        print(f"# held-out log-loss {mean:.4f} over {count} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
