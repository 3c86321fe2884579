"""How well the Sheriff's suspicion model names the hidden roles, normal reading against the hard level's.

All-normal games are played as the simulator plays them (same seeds, same agents); at the start of each of
the Sheriff's turns two onlookers read his view, one with the normal model and one with the hard level's, and
for every living hidden seat we count whether the likeliest role is the true one, and the log-loss of the
true role's probability, by round:

    python tools/reading_accuracy.py 5 150 50000
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_agent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.engine import Game
from game.setup import GameSetup
from game.state import Rules

NAMES = "ABCDEFGH"
ROLE_INDEX = {"deputy": 0, "outlaw": 1, "renegade": 2}
LAST_ROUND = 8
"""Later rounds are counted with this one."""


class Tally:
    """Seats read, right guesses and summed log-loss, by round."""

    def __init__(self) -> None:
        self.rows: dict[int, list[float]] = {}

    def add(self, round_: int, right: bool, probability: float) -> None:
        row = self.rows.setdefault(min(round_, LAST_ROUND), [0.0, 0.0, 0.0])
        row[0] += 1
        row[1] += right
        row[2] -= math.log(max(probability, 1e-6))

    def line(self) -> str:
        rows = sorted(self.rows.items())
        return "  ".join(f"r{round_}: {right / seen:.2f} / {loss / seen:.2f}" for round_, (seen, right, loss) in rows)


def measure(players: int, games: int, seed: int) -> dict[str, Tally]:
    tallies = {"normal": Tally(), "hard": Tally()}
    for game_seed in range(seed, seed + games):
        game = Game.new(GameSetup(tuple(NAMES[:players]), game_seed, Rules()))
        agents = [make_agent("normal", game_seed * 101 + seat) for seat in range(players)]
        onlookers: dict[str, NormalAgent] = {"normal": NormalAgent(1), "hard": HardAgent(1)}
        state = game.state
        roles = [player.role.value for player in state.players]
        sheriff = roles.index("sheriff")
        read_in = -1
        while not game.over:
            if state.turn == sheriff and state.round != read_in:
                read_in = state.round
                view = game.view_for(sheriff)
                for level, onlooker in onlookers.items():
                    onlooker.relations(view)
                    for hidden, probs in onlooker.belief.probabilities(view).items():
                        if hidden == sheriff or not state.players[hidden].alive:
                            continue
                        truth = ROLE_INDEX[roles[hidden]]
                        likeliest = max(range(3), key=lambda i: probs[i])
                        tallies[level].add(state.round, likeliest == truth, probs[truth])
            decider = game.decider
            assert decider is not None
            game.apply(decider, agents[decider].choose(game.view_for(decider)))
    return tallies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int, choices=range(4, 9))
    parser.add_argument("games", type=int)
    parser.add_argument("seed", type=int)
    args = parser.parse_args()
    print("round: share named right / log-loss of the true role")
    for level, tally in measure(args.players, args.games, args.seed).items():
        print(f"{level:6} {tally.line()}")


if __name__ == "__main__":
    main()
