"""What autosaving costs: ``python tools/autosave_cost.py [--games N] [--players N] [--folder PATH]``.

Plays whole games of normal AIs through a real ``GameStore`` (autosave after every decision, the replay
and statistics at the end) in a temporary folder (or ``--folder``, to measure another disk), and prints
per decision the time the frame thread spends (taking the snapshot and handing it to the writer) and the
time the writer thread spends (serializing, writing, fsync of the file and its folder, renaming).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.session import SeatConfig, Session
from scenes.records.store import GameStore

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")


def measure(folder: Path, games: int, players: int) -> tuple[list[float], list[float], int]:
    store = GameStore(folder)
    decisions = 0
    for seed in range(games):
        table = Session([SeatConfig(name, "normal") for name in NAMES[:players]], seed)
        store.watch(table)
        while not table.game.over:
            table.step_ai()
            decisions += 1
            store.writer.flush()  # one write per decision, as at the table's pace (not coalesced)
    store.close()
    return store.autosave_costs, store.writer.timings.writes, decisions


def describe(name: str, seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"{name}: mean {statistics.fmean(ms):.3f} ms, p50 {ms[len(ms) // 2]:.3f} ms, p99 {p99:.3f} ms, " \
           f"max {ms[-1]:.3f} ms ({len(ms)} writes)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=7, choices=range(3, 9))
    parser.add_argument("--folder", type=Path, default=None, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.folder is not None:
        frame, writer, decisions = measure(args.folder, args.games, args.players)
    else:
        with tempfile.TemporaryDirectory(dir=Path.home()) as folder:
            frame, writer, decisions = measure(Path(folder), args.games, args.players)
    print(f"{args.games} games, {decisions} decisions, {time.perf_counter() - started:.1f} s")
    print(describe("frame thread (snapshot, hand-over)", frame))
    print(describe("writer thread (serialize, write, fsync, rename)", writer))


if __name__ == "__main__":
    main()
