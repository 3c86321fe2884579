"""How many decisions a kill -9 loses: ``python tools/kill_window.py [--kills N] [--players N] [--seed S]``.

Each round starts a child process that plays a game of normal AIs at full speed through a real
``GameStore`` (the demo's autosave after every decision) and prints the number of decisions made after each
one. After a random delay the child is killed with SIGKILL; the decisions it had printed, minus the decisions
in the autosave on disk, are what the kill lost. Run it beside a load (a simulation on each core) to see the
worst case: the store bounds the lag at ``MAX_UNWRITTEN`` decisions (plus the one being made).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")


def child(folder: Path, players: int, seed: int) -> None:
    from game.session import SeatConfig, Session  # noqa: PLC0415  (the child alone plays)
    from scenes.records.store import GameStore  # noqa: PLC0415

    store = GameStore(folder)
    while True:
        table = Session([SeatConfig(name, "normal") for name in NAMES[:players]], seed)
        store.watch(table)
        while not table.game.over:
            table.step_ai()
            print(len(table.game.log), flush=True)
        seed += 1


def one_kill(players: int, seed: int, delay: float) -> tuple[int, int] | None:
    """Decisions printed by the child and decisions on disk at the kill; None when the game had just ended."""
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen([sys.executable, __file__, "--child", folder, str(players), str(seed)],
                                   stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert process.stdout is not None
        os.set_blocking(process.stdout.fileno(), False)
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait()
        printed = [line for line in process.stdout.read().splitlines() if line.strip()]
        path = Path(folder) / "demo-autosave.json"
        if not printed or not path.exists():
            return None
        on_disk = len(json.loads(path.read_text())["game"]["log"])
        made = int(printed[-1])
        if made < on_disk:  # a new game began after the last print
            return None
        return made, on_disk


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", nargs=3, metavar=("FOLDER", "PLAYERS", "SEED"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(Path(args.child[0]), int(args.child[1]), int(args.child[2]))
        return 0
    chance = random.Random(args.seed)
    lost: collections.Counter[int] = collections.Counter()
    for kill in range(args.kills):
        found = one_kill(args.players, args.seed + kill, chance.uniform(0.8, 4.0))
        if found is not None:
            made, on_disk = found
            lost[made - on_disk] += 1
    total = sum(lost.values())
    print(f"{total} kills mid-game, {args.players} players, normal AI at full speed")
    print("decisions lost: " + ", ".join(f"{n}: {lost[n]}" for n in sorted(lost)))
    print(f"worst: {max(lost, default=0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
