"""Headless games between agents: ``python -m game.simulate --players N --games G --seed S [--json]``.

Prints games, decisions, speed, mean turns, wins by side and errors. An error
is an exception, or a game that reaches the decision cap without ending (a
soft-lock is never silently cut).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS, make_agent
from game.engine import Game
from game.events import TurnStarted
from game.setup import GameSetup
from game.state import Rules

DECISION_CAP = 20_000
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


@dataclass(slots=True)
class Summary:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    turns: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"law": 0, "outlaws": 0, "renegade": 0})
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        seconds = max(self.seconds, 1e-9)
        return {
            "games": self.games,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / seconds, 1),
            "decisions_per_second": round(self.decisions / seconds),
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "wins": dict(self.wins),
            "errors": len(self.errors),
            "error_samples": self.errors[:10],
        }


def play_game(players: int, seed: int, level: str, summary: Summary) -> None:
    """Play one game to its end (or the cap) and add it to ``summary``."""
    game = Game.new(GameSetup(NAMES[:players], seed, Rules()))
    agents = [make_agent(level, seed * 101 + seat) for seat in range(players)]
    decisions = 0
    try:
        while not game.over:
            if decisions >= DECISION_CAP:
                summary.errors.append(f"seed {seed}: no end after {DECISION_CAP} decisions (soft-lock)")
                break
            seat = game.decider
            assert seat is not None
            game.apply(seat, agents[seat].choose(game.view_for(seat)))
            decisions += 1
    except Exception as error:  # a simulator reports every failure and goes on
        summary.errors.append(f"seed {seed}: {type(error).__name__}: {error}")
    summary.games += 1
    summary.decisions += decisions
    summary.turns += sum(1 for event in game.history if isinstance(event, TurnStarted))
    outcome = game.outcome
    if outcome is not None:
        summary.wins[outcome.side] += 1


def simulate(players: int, games: int, seed: int, level: str = "random") -> Summary:
    summary = Summary()
    started = time.perf_counter()
    for index in range(games):
        play_game(players, seed + index, level, summary)
    summary.seconds = time.perf_counter() - started
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.simulate", description=__doc__)
    parser.add_argument("--players", type=int, default=5, choices=range(4, 8), metavar="{4..7}")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ai", default="random", choices=sorted(LEVELS), help="agent level at every seat")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = simulate(args.players, args.games, args.seed, args.ai).as_dict()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"players: {args.players}  agent: {args.ai}  seed: {args.seed}")
        for key, value in result.items():
            if key != "error_samples":
                print(f"{key}: {value}")
        for sample in result["error_samples"]:
            print(f"  error: {sample}")
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
