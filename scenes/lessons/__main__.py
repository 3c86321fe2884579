"""``python -m scenes.lessons --check [--lang ru|en|cs]``: play every lesson headless, one line each."""
from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

from scenes.app.i18n import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.lessons", description=__doc__)
    parser.add_argument("--check", action="store_true", help="play every lesson to its end, headless")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language to play them in")
    parser.add_argument("--lessons", type=Path, default=None, metavar="DIR",
                        help="check the lesson files in DIR instead of the game's own")
    args = parser.parse_args(argv)
    if not args.check:
        parser.print_usage(sys.stderr)
        return 2
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from scenes.lessons.check import check_all  # noqa: PLC0415  (pygame loads with it: after the variable above)
    from scenes.lessons.lesson import DATA_DIR  # noqa: PLC0415

    directory = args.lessons or DATA_DIR
    if not directory.is_dir():
        print(f"no folder {directory}", file=sys.stderr)
        return 2
    return check_all(args.lang, lambda line: print(line, flush=True), directory)


if __name__ == "__main__":
    sys.exit(main())
