"""Frame-time benchmark: ``python -m scenes.bench [--frames N] [--size WxH]``.

Renders the table at 1920x1080 with 7 AI players mid-game while animations run,
and prints the mean, p50 and p99 time of a frame (update + draw) in milliseconds.
Run with SDL_VIDEODRIVER=dummy for a headless measurement.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.assets import Assets
from scenes.context import AppContext, Options
from scenes.i18n import Translator
from scenes.setup import TableConfig
from scenes.table import TableScene


def measure(frames: int, size: tuple[int, int], warmup_decisions: int = 120) -> list[float]:
    """Frame times in milliseconds."""
    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = AppContext(screen, Assets(), Translator("en"), Options(animation_speed=0.0, ai_delay=0.0))
    scene = TableScene(ctx, TableConfig.demo(7, seed=11))
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
        started = time.perf_counter()
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        pygame.display.flip()
        ctx.stack.apply_pending()
        times.append((time.perf_counter() - started) * 1000)
    pygame.quit()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m scenes.bench", description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    times = measure(args.frames, (width, height))
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"frames: {len(times)}  size: {width}x{height}  players: 7")
    print(f"mean: {statistics.fmean(times):.2f} ms  p50: {statistics.median(times):.2f} ms  p99: {p99:.2f} ms")


if __name__ == "__main__":
    main()
