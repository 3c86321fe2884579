"""Level-separation benchmark: ``python -m game.ai.bench --low easy --high normal --players 4,5,6,7 --games 500``.

``--expansions dodge_city,high_noon`` plays the same tables with the expansions (3 to 8 players).

For every table size it plays the same seeds in three tables and reports each
side's win rate:

- ``all_low``: every seat at the low level;
- ``law_high``: Sheriff and Deputies at the high level, Outlaws and Renegade low;
- ``outlaws_high``: Outlaws high, Sheriff, Deputies and Renegade low.

From them: the *swap* deltas (the law's win rate with the high level minus its
win rate when the levels are swapped between the sides, and the same for the
Outlaws) and the *one-sided* deltas (against the all-low table). Each table and
size prints one JSON line as it finishes; ``--summarize FILE...`` adds up such
lines from several runs (long benchmarks run in chunks). ``--jobs N`` plays the
games in N worker processes: every game keeps its seed, so the results (wins,
errors, role counts) are those of a sequential run; only the timings differ.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from array import array
from collections.abc import Iterable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role
from game.simulate import Summary, expansion_list, simulate
from game.state import Rules

TABLES = ("all_low", "law_high", "outlaws_high")
CHUNK = 10
"""Games per task handed to a worker process (small enough to keep every worker busy to the end)."""


def levels_by_role(table: str, low: str, high: str) -> dict[Role, str]:
    """The ``--ai-by-role`` mapping of one table."""
    law = high if table == "law_high" else low
    outlaws = high if table == "outlaws_high" else low
    return {SHERIFF: law, DEPUTY: law, OUTLAW: outlaws, RENEGADE: low}


def run(
    low: str,
    high: str,
    players: list[int],
    games: int,
    seed: int,
    tables: Iterable[str],
    expansions: tuple[str, ...] = (),
    clock: str = "wall",
    jobs: int = 1,
) -> list[dict[str, Any]]:
    """Play every table at every size; one result line each (printed as it finishes, in order)."""
    lines = []
    rules = Rules(expansions=expansions)
    plan = [(count, table) for count in players for table in tables]
    if jobs > 1:
        pool = ProcessPoolExecutor(max_workers=jobs)
        started = time.perf_counter()
        pending = [
            [
                pool.submit(
                    simulate, count, min(CHUNK, games - first), seed + 1000 * count + first, low,
                    levels_by_role(table, low, high), rules, clock,
                )
                for first in range(0, games, CHUNK)
            ]
            for count, table in plan
        ]
    for index, (count, table) in enumerate(plan):
        if jobs > 1:
            summary = merged(pending[index])
            summary.seconds = time.perf_counter() - started
        else:
            summary = simulate(count, games, seed + 1000 * count, low, levels_by_role(table, low, high), rules, clock)
        line = {
            "low": low, "high": high, "table": table, "players": count, "games": summary.games,
            "expansions": list(expansions),
            "wins": summary.as_dict()["wins"], "errors": len(summary.errors), "seconds": round(summary.seconds, 1),
            "latency_ms": summary.as_dict()["latency_ms"],
            "role_consistency": dict(summary.consistency),
        }
        print(json.dumps(line), flush=True)
        lines.append(line)
    if jobs > 1:
        pool.shutdown()
    return lines


def merged(parts: list[Future[Summary]]) -> Summary:
    """One summary of several runs' results (in seed order)."""
    total = Summary()
    for future in parts:
        part = future.result()
        total.games += part.games
        total.decisions += part.decisions
        total.turns += part.turns
        total.errors.extend(part.errors)
        for side, wins in part.wins.items():
            total.wins[side] += wins
        for role, wins in part.winners_by_role.items():
            total.winners_by_role[role] += wins
        for table, source in ((total.reasons, part.reasons), (total.consistency, part.consistency)):
            for key, value in source.items():
                table[key] = table.get(key, 0) + value
        for level, times in part.latency.items():
            total.latency.setdefault(level, array("d")).extend(times)
        total.audit.add(part.audit)
    return total


def summarize(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rates per table (all sizes together and by size) and the separation deltas, in points."""
    totals: dict[str, dict[str, float]] = {}
    by_size: dict[str, dict[str, float]] = {}
    for line in lines:
        for key, bucket in ((line["table"], totals), (f'{line["table"]}@{line["players"]}', by_size)):
            entry = bucket.setdefault(key, {"games": 0, "law": 0, "outlaws": 0, "renegade": 0, "errors": 0})
            entry["games"] += line["games"]
            entry["errors"] += line["errors"]
            for side, wins in line["wins"].items():
                entry[side] += wins

    def rate(bucket: dict[str, dict[str, float]], table: str, side: str) -> float:
        """A side's win rate in percent, NaN for a table not played."""
        entry = bucket.get(table)
        return 100.0 * entry[side] / entry["games"] if entry and entry["games"] else float("nan")

    result: dict[str, Any] = {
        "win_rates": {t: {s: round(rate(totals, t, s), 1) for s in ("law", "outlaws", "renegade")} for t in totals},
        "games": {t: int(e["games"]) for t, e in totals.items()},
        "errors": int(sum(e["errors"] for e in totals.values())),
        "deputy_attacks_on_sheriff": sum(
            line.get("role_consistency", {}).get("deputy_attacks_on_sheriff", 0) for line in lines
        ),
        "by_size": {k: {s: round(rate(by_size, k, s), 1) for s in ("law", "outlaws", "renegade")} for k in by_size},
    }
    result["swap_delta"] = {
        "law": round(rate(totals, "law_high", "law") - rate(totals, "outlaws_high", "law"), 1),
        "outlaws": round(rate(totals, "outlaws_high", "outlaws") - rate(totals, "law_high", "outlaws"), 1),
    }
    result["one_sided_delta"] = {
        "law": round(rate(totals, "law_high", "law") - rate(totals, "all_low", "law"), 1),
        "outlaws": round(rate(totals, "outlaws_high", "outlaws") - rate(totals, "all_low", "outlaws"), 1),
    }
    return result


def main(argv: list[str] | None = None) -> int:
    """Run (or add up) the benchmark and print the summary as JSON."""
    parser = argparse.ArgumentParser(
        prog="python -m game.ai.bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--low", default="easy")
    parser.add_argument("--high", default="normal")
    parser.add_argument("--players", default="4,5,6,7", help="table sizes, comma-separated")
    parser.add_argument("--games", type=int, default=500, help="games per table and size")
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--tables", default=",".join(TABLES))
    parser.add_argument(
        "--expansions", type=expansion_list, default=(), metavar="LIST", help="dodge_city, high_noon (comma-separated)"
    )
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="how decision latency is timed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (same results as one)")
    parser.add_argument("--summarize", nargs="*", metavar="FILE", help="add up JSON lines from earlier runs")
    args = parser.parse_args(argv)
    if args.summarize is not None:
        lines: list[dict[str, Any]] = []
        for path in args.summarize:
            with open(path, encoding="utf-8") as handle:
                lines.extend(json.loads(text) for text in handle if text.startswith("{\"low\""))
    else:
        players = [int(p) for p in args.players.split(",")]
        lines = run(
            args.low, args.high, players, args.games, args.seed, args.tables.split(","), args.expansions, args.clock,
            max(1, args.jobs),
        )
    print(json.dumps(summarize(lines), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
