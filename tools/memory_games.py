"""Memory over many games in one process: ``python tools/memory_games.py [--games N] [--size WxH]``.

Plays N games of 8 AI players with Dodge City and High Noon at the table, one after another in the
same process (animations off, every frame drawn, the window size changed every tenth game so that
every picture cache fills at several sizes), and prints the process's resident memory after the
first game and every tenth: the caches of portraits, card art and table pictures must stay bounded.
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.lessons.hints import GameCoach
from scenes.routes import wire
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene

SIZES = ((1920, 1080), (1280, 720), (800, 600))
FRAME_LIMIT = 20_000


def resident_mb(field: str = "VmRSS") -> float:
    """The process's resident memory now (Linux: /proc; ``VmHWM``: its peak so far), else its peak."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play(ctx: AppContext, seed: int) -> int:
    """One game to its end at the table; returns the frames it took."""
    table = TableScene(ctx, TableConfig.demo(8, seed=seed, expansions=("dodge_city", "high_noon")), coach=GameCoach())
    ctx.stack.reset(table)
    ctx.stack.apply_pending()
    for frame in range(FRAME_LIMIT):
        for event in pygame.event.get():
            ctx.stack.handle_event(event)
        ctx.stack.update(1 / 60)
        ctx.stack.draw(ctx.screen)
        ctx.stack.apply_pending()
        if table.session.game.decider is None and table.events.idle:
            return frame
    return FRAME_LIMIT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    pygame.init()
    screen = pygame.display.set_mode(SIZES[0])
    ctx = wire(AppContext(screen, Assets(), Translator("en"), Options(animation_speed=0.0, ai_delay=0.0)))
    for game in range(1, args.games + 1):
        if game % 10 == 1 and game > 1:
            ctx.use_screen(pygame.display.set_mode(SIZES[(game // 10) % len(SIZES)]))
        frames = play(ctx, 1000 + game)
        if game == 1 or game % 10 == 0:
            print(f"after game {game:3d} ({frames} frames, {ctx.screen.get_width()}x{ctx.screen.get_height()}): "
                  f"{resident_mb():.0f} MB resident, {resident_mb('VmHWM'):.0f} MB at most so far", flush=True)


if __name__ == "__main__":
    main()
