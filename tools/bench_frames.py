"""Frame-time benchmark: ``python tools/bench_frames.py [--frames N] [--size WxH] [--table base|expansions|both]``.

Renders the table while AI players play with animations running, and prints the
mean, p50 and p99 time of a frame (update + draw) in milliseconds for each table:

- ``base``: 7 AI players of the base game, mid-game (after 120 decisions);
- ``expansions``: 8 AI players with Dodge City and High Noon, an event in force,
  every seat with three to five cards in play (green cards among them, some put
  into play this turn), the human's seat with a full hand.

Run with SDL_VIDEODRIVER=dummy for a headless measurement (``make bench`` does). Each table is
reported twice: the wall clock (what the player sees, including any wait for a shared CPU) and the
CPU time of this process per frame (what the frame itself costs).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.scenario import Scenario
from game.session import SeatConfig, Session
from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.lessons.hints import GameCoach
from scenes.routes import wire
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene

CROWDED_TABLE: dict[str, Any] = {
    "rules": {"expansions": ["dodge_city", "high_noon"]},
    "seed": 5,
    "players": [
        {"name": "Ann", "role": "sheriff", "character": "Vera Custer",
         "hand": ["Bang!", "Missed!", "Beer", "Brawl", "Panic!", "Springfield"],
         "in_play": ["Derringer", "Iron Plate", "Volcanic", "Barrel"]},
        {"name": "Bill", "role": "outlaw", "character": "Pat Brennan",
         "in_play": ["Canteen", "Sombrero", "Scope", "Mustang", "Schofield"]},
        {"name": "Cole", "role": "outlaw", "character": "Doc Holyday",
         "in_play": ["Iron Plate", "Howitzer", "Winchester", "Binocular"]},
        {"name": "Dora", "role": "outlaw", "character": "Jose Delgado",
         "in_play": ["Bible", "Buffalo Rifle", "Remington", "Hideout"]},
        {"name": "Earl", "role": "deputy", "character": "Chuck Wengam",
         "in_play": ["Can Can", "Conestoga", "Rev. Carabine"]},
        {"name": "Faye", "role": "deputy", "character": "Elena Fuente",
         "in_play": ["Pepperbox", "Knife", "Dynamite", "Jail"]},
        {"name": "Gus", "role": "renegade", "character": "Apache Kid",
         "in_play": ["Pony Express", "Dynamite", "Mustang", "Schofield"]},
        {"name": "Hank", "role": "renegade", "character": "Belle Star",
         "in_play": ["Ten Gallon Hat", "Barrel", "Volcanic"]},
    ],
    "turn": "Bill",
    "start": "play",
    "event": "Ghost Town",
    "round": 3,
}
"""Eight seats crowded with cards in play, for the expansions' frame time."""


def crowded_table(ctx: AppContext) -> TableScene:
    """The crowded table, every seat played by the normal AI (the viewer's seat drawn as a human's)."""
    scenario = Scenario(CROWDED_TABLE)
    names = [player["name"] for player in CROWDED_TABLE["players"]]
    seats = tuple(SeatConfig(name, "normal") for name in names)
    rules = scenario.rules
    session = Session(list(seats), 1, expansions=rules.expansions)
    session.game = scenario.game
    return TableScene(ctx, TableConfig(seats, 1, expansions=rules.expansions), session=session, coach=GameCoach())


def measure(frames: int, size: tuple[int, int], table: str = "base", warmup_decisions: int = 120,
            cpu: list[float] | None = None) -> list[float]:
    """Frame times in milliseconds (wall clock); with ``cpu``, the process's CPU time per frame is added to it
    (what the frame costs, whatever else the machine is doing)."""
    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = wire(AppContext(screen, Assets(), Translator("en"), Options(animation_speed=0.0, ai_delay=0.0)))
    if table == "expansions":
        scene = crowded_table(ctx)
        warmup_decisions = 0
    else:
        scene = TableScene(ctx, TableConfig.demo(7, seed=11), coach=GameCoach())
    ctx.stack.push(scene)
    ctx.stack.apply_pending()
    for _ in range(warmup_decisions):
        scene.update(1 / 60)
        if scene.session.game.over:
            break
    ctx.options.animation_speed = 1.0
    ctx.options.ai_delay = 0.15
    times = []
    for _ in range(frames):
        started, spent = time.perf_counter(), time.process_time()
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        pygame.display.flip()
        ctx.stack.apply_pending()
        times.append((time.perf_counter() - started) * 1000)
        if cpu is not None:
            cpu.append((time.process_time() - spent) * 1000)
    pygame.quit()
    return times


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"mean: {statistics.fmean(times):.2f} ms  p50: {statistics.median(times):.2f} ms  p99: {p99:.2f} ms"


def report(name: str, times: list[float], cpu: list[float], size: tuple[int, int], players: int) -> None:
    print(f"{name}: frames: {len(times)}  size: {size[0]}x{size[1]}  players: {players}")
    print(f"  wall clock  {summary(times)}")
    print(f"  CPU time    {summary(cpu)}  (this process only: what a frame costs on a busy machine)")


def main() -> None:
    parser = argparse.ArgumentParser(prog="tools/bench_frames.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--table", choices=("base", "expansions", "both"), default="both")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    tables = ("base", "expansions") if args.table == "both" else (args.table,)
    for table in tables:
        cpu: list[float] = []
        times = measure(args.frames, (width, height), table, cpu=cpu)
        report(table, times, cpu, (width, height), 8 if table == "expansions" else 7)


if __name__ == "__main__":
    main()
