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

Two more tables than the bench's: ``renegade_high`` (the peeking level in the Renegade's seat only: how much
a Renegade who knows every role would win) and ``all_high`` (at every seat). ``--audit`` adds, per table, the row
``tools/liveliness.py`` prints (turns, games over 100 turns, quiet stretches, passive play phases, attacks on
teammates, Duels): whether a table that knows every role plays shorter, livelier games, that is whether reading
the roles better is a route to them at all.

    python tools/ceiling.py --high normal_roles --tables all_high --players 8 --expansions dodge_city --audit

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

from game.ai import LEVELS, Agent, make_agent
from game.ai.belief import Belief, Probs, Seen
from game.ai.bench import CHUNK, TABLES, levels_by_role, merged, summarize
from game.ai.determinize import clone
from game.ai.hard import HardAgent, ShrewdBelief
from game.ai.normal import NormalAgent
from game.engine import Game
from game.roles import RENEGADE, Role, Side
from game.simulate import Summary, simulate
from game.state import GameState, Rules
from game.view import PlayerView
from tools.liveliness import HEADER, RULE_SETS, format_row


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


TABLES_HERE = (*TABLES, "renegade_high", "all_high")


def levels_of(table: str, high: str) -> dict[Role, str]:
    """Each role's level at one table (the others are the bench's)."""
    if table == "renegade_high":
        return {role: high if role is RENEGADE else "normal" for role in Role}
    if table == "all_high":
        return dict.fromkeys(Role, high)
    return levels_by_role(table, "normal", high)


def peeking_agent(level: str, seed: int, game: Game, roles: list[Role]) -> Agent:
    """A peeking level's agent, told what it peeks at; any other level's, honest."""
    told = PEEKING.get(level)
    return make_agent(level, seed) if told is None else told(seed, game, roles)


def play_games(players: int, seeds: range, levels_of_roles: dict[Role, str], rules: Rules) -> Summary:
    """Games as the bench plays them (same deals, same agent seeds), peeking where a level says so."""
    summary = simulate(players, len(seeds), seeds.start, "normal", levels_of_roles, rules, make=peeking_agent)
    if summary.errors:  # a failed game ends the run: no game is ever counted as an error
        raise RuntimeError(summary.errors[0])
    return summary


def play(players: int, seed: int, levels_of_roles: dict[Role, str], rules: Rules) -> Side | None:
    """One game as the bench plays it; the winning side."""
    wins = play_games(players, range(seed, seed + 1), levels_of_roles, rules).wins
    return next((side for side, won in wins.items() if won), None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--high", choices=sorted({*PEEKING, *LEVELS}), default="hard_cards",
        help="a peeking level, or an honest one to compare with on the same seeds",
    )
    parser.add_argument("--players", default="5")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--tables", default=",".join(TABLES), help="comma-separated: " + ", ".join(TABLES_HERE))
    parser.add_argument("--expansions", default="", help="dodge_city,high_noon")
    parser.add_argument("--audit", action="store_true", help="also print each table's liveliness row")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    rules = Rules(expansions=tuple(name for name in args.expansions.split(",") if name))
    plan = [(int(count), table) for count in args.players.split(",") for table in args.tables.split(",")]
    unknown = sorted({table for _, table in plan} - set(TABLES_HERE))
    if unknown:
        parser.error(f"unknown tables: {', '.join(unknown)}")
    lines, rows = [], []
    rule_set = next((name for name, names in RULE_SETS.items() if set(names) == set(rules.expansions)), "?")
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for count, table in plan:
            first = args.seed + 1000 * count
            last = first + args.games
            chunks = [range(start, min(start + CHUNK, last)) for start in range(first, last, CHUNK)]
            by_role = levels_of(table, args.high)
            summary = merged([pool.submit(play_games, count, chunk, by_role, rules) for chunk in chunks])
            report = summary.as_dict()
            line = {"low": "normal", "high": args.high, "table": table, "players": count, "games": args.games,
                    "expansions": list(rules.expansions), "wins": report["wins"], "errors": 0}
            print(json.dumps(line), flush=True)
            lines.append(line)
            if args.audit:
                rows.append(f"{table}: " + format_row(report, count, rule_set))
    print(json.dumps(summarize(lines), indent=1))
    if rows:
        print(HEADER)
        print("\n".join(rows))


if __name__ == "__main__":
    main()
