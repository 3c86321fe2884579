"""How lively and how sensible the AI's games are at every table: one markdown row per table size and rule set.

    python tools/liveliness.py --ai normal --games 500 --seed 110000 [--players 3..8] [--jobs 2]

Every row is what ``python -m game.simulate --ai LEVEL --players N --games G --seed S [--expansions ...]`` reports
under ``play`` and ``role_consistency`` (``game.audit``): turns per game (median, 95th percentile, maximum), the
share of games over 100 turns and with 20 turns in a row without a life point lost, passive play phases, attacks
between teammates by their true roles, the four-player Sheriff's shots at the Renegade while an Outlaw lives, Duels
with no Bang! left (all, and at a target holding cards), and the sides' win rates.
"""
from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.simulate import player_counts, simulate  # noqa: E402
from game.state import Rules  # noqa: E402

RULE_SETS: dict[str, tuple[str, ...]] = {
    "base": (),
    "Dodge City": ("dodge_city",),
    "High Noon": ("high_noon",),
    "both": ("dodge_city", "high_noon"),
}
HEADER = (
    "| players | rules | turns p50 / p95 / max | > 100 turns | quiet 20 | passive | teammate attacks | "
    "Sheriff at Renegade (4 p.) | Duel, no Bang! (all / at a hand) | law / Outlaws / Renegade |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def row(level: str, games: int, seed: int, players: int, rules: str) -> str:
    """One table's markdown row."""
    report = simulate(players, games, seed, level, rules=Rules(expansions=RULE_SETS[rules])).as_dict()
    return format_row(report, players, rules)


def format_row(report: dict[str, Any], players: int, rules: str) -> str:
    """The markdown row of a simulator report (``Summary.as_dict``) over one table."""
    play, counts, wins, games = report["play"], report["role_consistency"], report["wins"], report["games"]
    turns = play["turns"]
    mates = 100.0 * counts["teammate_attacks"] / max(counts["attacks"], 1)
    sheriff = f"{play['sheriff_shots_at_renegade_4p']['percent']:.1f} %" if players == 4 else "-"
    sides = " / ".join(f"{100.0 * wins[side] / games:.1f}" for side in ("law", "outlaws", "renegade"))
    return (
        f"| {players} | {rules} | {turns['median']} / {turns['p95']} / {turns['max']} | "
        f"{percent(turns['over_100'])} | {percent(turns['quiet_20'])} | {percent(play['passive_play_phases'])} | "
        f"{mates:.2f} % | {sheriff} | {percent(play['duels_without_bang'])} / "
        f"{percent(play['duels_without_bang_at_a_holder'])} | {sides} |"
    )


def percent(share: dict[str, Any]) -> str:
    return f"{share['percent']:.1f} %"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ai", default="normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=110_000)
    parser.add_argument("--players", type=player_counts, default=list(range(3, 9)), metavar="N|A..B")
    parser.add_argument("--rules", default=",".join(RULE_SETS), help="comma-separated: " + ", ".join(RULE_SETS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    rules = [name.strip() for name in args.rules.split(",") if name.strip()]
    unknown = [name for name in rules if name not in RULE_SETS]
    if unknown:
        parser.error(f"unknown rule sets: {', '.join(unknown)}")
    tables = [(players, name) for players in args.players for name in rules]
    print(HEADER)
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        futures = [pool.submit(row, args.ai, args.games, args.seed, players, name) for players, name in tables]
        for future in futures:
            print(future.result(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
