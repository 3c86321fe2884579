"""Bang! — start the desktop game.

Options: --lang ru|en|cs, --seed N, --size WxH, --fullscreen, --autoplay (every
seat AI: a demo that plays itself, with its own autosave), --players N and
--expansions dodge_city,high_noon (for --autoplay), --continue (the unfinished
game, straight away, the demo's with --autoplay; exit status 1 when there is
none), --frames N (quit after N frames), --uncapped (draw frames as fast as
possible), --speed X (animation speed; 0 is instant) and --screenshot PATH (save
the last frame). A bad option, a window that cannot be opened or a data folder
another running game holds ends with a message and exit status 2 or 1, never a
traceback.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from scenes.app.window import App

MIN_SIZE = (640, 400)
MAX_SIDE = 16384
"""No display is wider or taller; SDL refuses larger windows."""
SCREENSHOT_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")


class LaunchError(Exception):
    """The game cannot start or finish as asked; the message says why."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window must be at least {MIN_SIZE[0]}x{MIN_SIZE[1]}, not {text}")
    if width > MAX_SIDE or height > MAX_SIDE:
        raise argparse.ArgumentTypeError(f"the window can be at most {MAX_SIDE}x{MAX_SIDE}, not {text}")
    return width, height


def parse_speed(text: str) -> float:
    try:
        speed = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"speed must be a number, not {text!r}") from None
    if not math.isfinite(speed) or not 0 <= speed <= 10:
        raise argparse.ArgumentTypeError(f"speed must be between 0 and 10, not {text}")
    return speed


def parse_frames(text: str) -> int:
    try:
        frames = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"frames must be a whole number, not {text!r}") from None
    if frames < 1:
        raise argparse.ArgumentTypeError(f"frames must be at least 1, not {text}")
    return frames


def screenshot_path(text: str) -> Path:
    """A path a screenshot can be written to, checked before the game runs rather than after."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder; give a file name such as {path / 'shot.png'}")
    if path.suffix.lower() not in SCREENSHOT_SUFFIXES:
        raise argparse.ArgumentTypeError(f"{text} must end in {', '.join(SCREENSHOT_SUFFIXES)}")
    folder = path.absolute().parent
    if not folder.exists():
        raise argparse.ArgumentTypeError(f"cannot save {text}: there is no folder {folder}")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"cannot save {text}: {folder} is a file, not a folder")
    if not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"cannot save {text}: {folder} is not writable")
    return path


def save_screenshot(surface: pygame.Surface, path: Path) -> None:
    import pygame  # noqa: PLC0415  (loaded only when a screenshot is saved)

    try:
        pygame.image.save(surface, str(path))
    except (OSError, pygame.error) as error:
        raise LaunchError(f"could not save the screenshot to {path}: {error}") from None


def main(argv: list[str] | None = None) -> int:
    """Run the game; returns the exit status (argparse itself exits with 2 on a bad option)."""
    from scenes.app.window import WindowError  # noqa: PLC0415  (pygame loads with it: after the options)

    try:
        launch(argv)
    except (LaunchError, WindowError) as error:
        print(f"main.py: error: {error}", file=sys.stderr)
        return 1
    return 0


def parse_expansions(text: str) -> tuple[str, ...]:
    """``dodge_city,high_noon`` as a tuple of known expansions; anything else is an option error."""
    names = tuple(sorted({name.strip() for name in text.split(",") if name.strip()}))
    unknown = [name for name in names if name not in ("dodge_city", "high_noon")]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown expansion: {', '.join(unknown)} (known: dodge_city, high_noon)")
    return names


def launch(argv: list[str] | None = None) -> App:
    """Parse the options, open the window and run until quit (or ``--frames``); returns the app."""
    parser = argparse.ArgumentParser(prog="main.py", description="Bang! — the Wild West card game")
    parser.add_argument("--lang", choices=("ru", "en", "cs"), default=None,
                        help="language (default: the saved setting, else the system language)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--size", type=parse_size, default=(1280, 720), metavar="WxH")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--autoplay", action="store_true",
                        help="every seat is an AI: a demo that plays itself (it never touches your unfinished game)")
    parser.add_argument("--continue", dest="continue_game", action="store_true",
                        help="start straight into the unfinished game, the demo's with --autoplay "
                             "(exit status 1 when there is none)")
    parser.add_argument("--players", type=int, default=None, choices=range(3, 9), metavar="{3..8}",
                        help="players at the --autoplay table (default 5)")
    parser.add_argument("--expansions", type=parse_expansions, default=None, metavar="dodge_city,high_noon",
                        help="expansions for --autoplay (comma-separated)")
    parser.add_argument("--speed", type=parse_speed, default=None,
                        help="animation speed: 1 normal, 2 fast, 0 instant (default: the saved setting)")
    parser.add_argument("--frames", type=parse_frames, default=None, help="quit after this many frames")
    parser.add_argument("--uncapped", action="store_true",
                        help="draw frames as fast as possible instead of at most 60 a second (benchmarks, tests)")
    parser.add_argument("--screenshot", type=screenshot_path, default=None,
                        help="save the last frame to this file (.png, .jpg, .bmp or .tga)")
    args = parser.parse_args(argv)
    for option, value in (("--players", args.players), ("--expansions", args.expansions)):
        if value is not None and not args.autoplay:
            parser.error(f"{option} sets up the --autoplay demo; a game of your own is set up under New game")
        if value is not None and args.continue_game:
            parser.error(f"{option} cannot change a game that is continued")

    # The client is imported only once the options are good: a bad option is refused without loading pygame.
    from scenes.records.folder_lock import AlreadyRunning, FolderLock  # noqa: PLC0415
    from scenes.records.store import data_dir  # noqa: PLC0415

    lock = FolderLock(data_dir())
    try:
        lock.acquire()
    except AlreadyRunning as error:
        raise LaunchError(str(error)) from None
    try:
        app = run(args)
    finally:
        lock.release()
    if args.screenshot is not None:
        save_screenshot(app.ctx.screen, args.screenshot)
    return app


def run(args: argparse.Namespace) -> App:
    """Open the window and play until quit (or ``--frames``), the data folder held."""
    from scenes.app.audio import Audio  # noqa: PLC0415
    from scenes.app.context import Options  # noqa: PLC0415
    from scenes.app.i18n import Translator  # noqa: PLC0415
    from scenes.app.scene import Scene  # noqa: PLC0415
    from scenes.app.settings import SettingsStore  # noqa: PLC0415
    from scenes.app.window import App  # noqa: PLC0415
    from scenes.records.store import GameStore  # noqa: PLC0415
    from scenes.routes import wire  # noqa: PLC0415
    from scenes.table.config import TableConfig, default_names  # noqa: PLC0415

    store = SettingsStore()
    saved = store.load()
    games = GameStore(replays_kept=saved.replays_kept)
    unfinished = None
    if args.continue_game:
        unfinished, problem = games.unfinished(demo=args.autoplay)
        if unfinished is None:
            reason = problem.describe(Translator("en")) if problem else "there is no unfinished game to continue"
            raise LaunchError(reason)
    settings = saved
    if args.lang:
        settings = replace(settings, language=args.lang)
    if args.fullscreen:
        settings = replace(settings, fullscreen=True)
    app = App(args.size, fullscreen=settings.fullscreen, language=settings.language,
              options=Options(seed=args.seed, autoplay=args.autoplay))
    screens = wire(app.ctx).screens
    app.ctx.audio = Audio(settings.volume, settings.muted)
    app.ctx.store = store
    app.ctx.games = games
    app.ctx.persistent = saved
    app.ctx.notice = store.problem
    store.problem = None
    app.ctx.apply_settings(settings, save=False)
    if args.speed is not None:
        app.ctx.options.animation_speed = max(0.0, args.speed)
    first: Scene
    if unfinished is not None:
        first = screens.resumed_table(unfinished)
    elif args.autoplay:
        first = screens.table(TableConfig.demo(args.players or 5, args.seed, default_names(app.ctx.tr),
                                               args.expansions or ()))
    else:
        first = screens.menu()
    try:
        app.run(first, frames=args.frames, capped=not args.uncapped)
    finally:
        games.close()
    return app


if __name__ == "__main__":
    sys.exit(main())
