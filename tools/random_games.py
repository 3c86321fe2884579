"""Play seeded games between uniform-random agents (or ``--ai LEVEL``) and print how many decisions they took.

Made to be run under callgrind, whose instruction counts do not depend on the machine's load:

    valgrind --tool=callgrind python tools/random_games.py 7 20
    valgrind --tool=callgrind python tools/random_games.py 7 0      # start-up and imports alone
    valgrind --tool=callgrind python tools/random_games.py 7 5 --ai normal

(instructions of the first run - those of the second) / decisions = the engine's cost of one decision.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_agent
from game.engine import Game
from game.setup import GameSetup
from game.state import Rules

NAMES = "ABCDEFGH"


def play(players: int, games: int, expansions: tuple[str, ...], level: str = "random") -> int:
    """Decisions taken in ``games`` games (seeds 1, 2, ...)."""
    decisions = 0
    for seed in range(1, games + 1):
        game = Game.new(GameSetup(tuple(NAMES[:players]), seed, Rules(expansions=expansions)))
        agents = [make_agent(level, seed + seat) for seat in range(players)]
        while not game.over:
            seat = game.decider
            assert seat is not None
            game.apply(seat, agents[seat].choose(game.view_for(seat)))
            decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int, choices=range(3, 9))
    parser.add_argument("games", type=int)
    parser.add_argument("expansions", nargs="?", default="", help="dodge_city,high_noon")
    parser.add_argument("--ai", default="random", help="the level at every seat")
    args = parser.parse_args()
    expansions = tuple(name for name in args.expansions.split(",") if name)
    print("decisions", play(args.players, args.games, expansions, args.ai))


if __name__ == "__main__":
    main()
