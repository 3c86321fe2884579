"""Bang! — start the desktop game.

Options: --lang ru|en|cs, --seed N, --size WxH, --fullscreen, --autoplay (every
seat AI: a demo that plays itself), --players N (for --autoplay), --frames N
(quit after N frames), --speed X (animation speed; 0 is instant) and
--screenshot PATH (save the last frame).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.app import App


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if width < 640 or height < 400:
        raise argparse.ArgumentTypeError("the window must be at least 640x400")
    return width, height


def main(argv: list[str] | None = None) -> int:
    launch(argv)
    return 0


def launch(argv: list[str] | None = None) -> App:
    """Parse the options, open the window and run until quit (or ``--frames``); returns the app."""
    parser = argparse.ArgumentParser(prog="main.py", description="Bang! — the Wild West card game")
    parser.add_argument("--lang", choices=("ru", "en", "cs"), default=None,
                        help="language (default: the saved setting, else the system language)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--size", type=parse_size, default=(1280, 720), metavar="WxH")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--autoplay", action="store_true", help="every seat is an AI: a demo that plays itself")
    parser.add_argument("--players", type=int, default=5, choices=range(4, 8), metavar="{4..7}")
    parser.add_argument("--speed", type=float, default=None,
                        help="animation speed: 1 normal, 2 fast, 0 instant (default: the saved setting)")
    parser.add_argument("--frames", type=int, default=None, help="quit after this many frames")
    parser.add_argument("--screenshot", type=Path, default=None, help="save the last frame to this PNG")
    args = parser.parse_args(argv)

    from dataclasses import replace

    from scenes.app import App
    from scenes.context import Options
    from scenes.menu import MenuScene
    from scenes.scene import Scene
    from scenes.settings import SettingsStore

    store = SettingsStore()
    settings = store.load()
    if args.lang:
        settings = replace(settings, language=args.lang)
    if args.fullscreen:
        settings = replace(settings, fullscreen=True)
    app = App(args.size, fullscreen=settings.fullscreen, language=settings.language,
              options=Options(seed=args.seed, autoplay=args.autoplay))
    from scenes.audio import Audio

    app.ctx.audio = Audio(settings.volume, settings.muted)
    app.ctx.store = store
    app.ctx.notice = store.problem or ""
    store.problem = None
    app.ctx.apply_settings(settings, save=False)
    if args.speed is not None:
        app.ctx.options.animation_speed = max(0.0, args.speed)
    first: Scene
    if args.autoplay:
        from scenes.setup import TableConfig
        from scenes.table import TableScene

        first = TableScene(app.ctx, TableConfig.demo(args.players, args.seed))
    else:
        first = MenuScene(app.ctx)
    app.run(first, frames=args.frames, screenshot=args.screenshot)
    return app


if __name__ == "__main__":
    sys.exit(main())
