"""How much better the AI would play if it could peek: the one-sided benchmark with a cheating high side.

The question behind it: how far can "read the roles better" or "sample the hidden cards better" take the
hard level? A player who is *told* the hidden roles, or who also sees every hand, is an upper bound for
those two routes. This tool plays the same seeds, tables and agent seeds as ``python -m game.ai.bench
--low normal`` with one of these peeking levels on the high side, and prints the bench's summary (the
one-sided deltas against the all-normal table):

    python tools/ceiling.py --high hard_cards --players 5 --games 200 --seed 20000 --jobs 2

- ``normal_roles``: the normal policy, told every role;
- ``hard_roles``: the hard level, told every role (its look-ahead deals them as they are);
- ``hard_cards``: the same, and its look-ahead plays out the true hands (the draw pile shuffled).

These levels exist only here: they see what no player at the table may, and the game never offers them.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import Agent, make_agent
from game.ai.belief import Belief, Probs, Seen
from game.ai.bench import CHUNK, TABLES, levels_by_role, summarize
from game.ai.determinize import clone
from game.ai.hard import HardAgent, ShrewdBelief
from game.ai.normal import NormalAgent
from game.engine import Game
from game.roles import Role, Side
from game.setup import GameSetup
from game.simulate import NAMES, seat_levels
from game.state import GameState, Rules
from game.view import PlayerView


class ToldBelief(ShrewdBelief):
    """A suspicion model that is told every role: nothing left to suspect."""

    def __init__(self, truth: Sequence[Role]) -> None:
        super().__init__()
        self.truth: list[Role | None] = list(truth)

    @property
    def known(self) -> list[Role | None]:
        return self.truth

    def probabilities(self, view: Seen) -> dict[int, Probs]:
        return {}

    def public_probabilities(self, view: Seen) -> dict[int, Probs]:
        return {}


class NormalTold(NormalAgent):
    """The normal policy, told every role."""

    def __init__(self, seed: int, game: Game, roles: Sequence[Role]) -> None:
        self.truth = roles
        self.game = game
        super().__init__(seed)

    def new_belief(self) -> Belief:
        return ToldBelief(self.truth)


class HardTold(NormalTold, HardAgent):
    """The hard level, told every role (its look-ahead deals them as they are)."""


class HardSeeing(HardTold):
    """Told the roles, and its look-ahead starts from the true hands (the draw pile in an order it cannot know)."""

    def sampled_state(self, view: PlayerView, roles: Sequence[Role], rng: random.Random) -> GameState:
        state = clone(self.game.state, rng)
        rng.shuffle(state.deck)
        return state


PEEKING: dict[str, Callable[[int, Game, Sequence[Role]], Agent]] = {
    "normal_roles": NormalTold, "hard_roles": HardTold, "hard_cards": HardSeeing,
}


def play(players: int, seed: int, levels_of_roles: dict[Role, str], rules: Rules) -> Side | None:
    """One game as the bench plays it (same deal, same agent seeds); the winning side."""
    game = Game.new(GameSetup(NAMES[:players], seed, rules))
    roles = [player.role for player in game.state.players]
    levels = seat_levels(roles, "normal", levels_of_roles, seed)
    agents = [
        PEEKING[level](seed * 101 + seat, game, roles) if level in PEEKING else make_agent(level, seed * 101 + seat)
        for seat, level in enumerate(levels)
    ]
    while not game.over:
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    outcome = game.outcome
    return None if outcome is None else outcome.side


def play_chunk(players: int, seeds: range, levels_of_roles: dict[Role, str], rules: Rules) -> dict[str, int]:
    wins = {"law": 0, "outlaws": 0, "renegade": 0}
    for seed in seeds:
        side = play(players, seed, levels_of_roles, rules)
        if side is not None:
            wins[side] += 1
    return wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--high", choices=sorted(PEEKING), default="hard_cards")
    parser.add_argument("--players", default="5")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--tables", default=",".join(TABLES))
    parser.add_argument("--expansions", default="", help="dodge_city,high_noon")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    rules = Rules(expansions=tuple(name for name in args.expansions.split(",") if name))
    plan = [(int(count), table) for count in args.players.split(",") for table in args.tables.split(",")]
    lines = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for count, table in plan:
            first = args.seed + 1000 * count
            by_role = levels_by_role(table, "normal", args.high)
            last = first + args.games
            seeds = [range(start, min(start + CHUNK, last)) for start in range(first, last, CHUNK)]
            parts = [pool.submit(play_chunk, count, part, by_role, rules) for part in seeds]
            wins = {"law": 0, "outlaws": 0, "renegade": 0}
            for part in parts:
                for side, won in part.result().items():
                    wins[side] += won
            # A game that fails raises here and ends the run: no game is ever counted as an error.
            line = {"low": "normal", "high": args.high, "table": table, "players": count, "games": args.games,
                    "expansions": list(rules.expansions), "wins": wins, "errors": 0}
            print(json.dumps(line), flush=True)
            lines.append(line)
    print(json.dumps(summarize(lines), indent=1))


if __name__ == "__main__":
    main()
