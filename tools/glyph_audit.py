"""Glyph-height audit: the smallest text every screen draws, at every supported window size and text size.

``python tools/glyph_audit.py [--sizes 800x600,1280x720,1920x1080] [--text-sizes 1.0,1.3] [--languages en]``

Renders the table (3, 7 and 8 seats with Dodge City and High Noon, at the human's first decision) and the
other screens (menu, set-up, settings, rules, statistics, saved games, replays, results, pause, lessons list,
handover) headless, records every line of text drawn through the shared text cache (``widgets.render_text``)
with its font, and prints, per screen, the smallest capital height in pixels (the height of "H" in the
font drawn), the text drawn at it and how many texts fall below the legibility floor
(``scenes.ui.text_sizes.LEGIBLE_CAP_HEIGHT``). Card faces are pictures, not text lines, and are not counted
(the tooltip repeats their text). Exits 1 when a table text is below the floor. docs/legibility.md has the
numbers. Nothing is read from or written to the player's data folder.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.session import SeatConfig
from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.app.scene import Scene
from scenes.routes import wire
from scenes.table.config import TableConfig
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.ui import widgets
from scenes.ui.text_sizes import LEGIBLE_CAP_HEIGHT

SIZES = ((800, 600), (1280, 720), (1920, 1080))
TEXT_SIZES = (1.0, 1.3)
"""The player's default text size and the largest one offered (``scenes.app.settings.UI_SCALES``)."""
NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")
TABLE_SEATS = (3, 7, 8)
EXPANSIONS = ("dodge_city", "high_noon")
FRAME_LIMIT = 4000


@dataclass(frozen=True)
class Smallest:
    """The smallest text of one screen: its capital height in pixels, the text, and how many are below the floor."""

    screen: str
    cap_height: int
    text: str
    below_floor: int
    texts: int


def cap_height(font: pygame.font.Font) -> int:
    """The height of "H" above the baseline in ``font``, in pixels."""
    metrics = font.metrics("H")
    first = metrics[0] if metrics else None
    return first[3] if first else max(1, font.get_ascent())


@contextmanager
def recording() -> Iterator[list[tuple[str, pygame.font.Font]]]:
    """Every text drawn through the shared text cache while the block runs, with its font."""
    drawn: list[tuple[str, pygame.font.Font]] = []
    original = widgets.render_text

    def record(text: str, font: pygame.font.Font, color: tuple[int, int, int]) -> pygame.Surface:
        if text.strip():
            drawn.append((text, font))
        return original(text, font, color)

    widgets.render_text = record
    try:
        yield drawn
    finally:
        widgets.render_text = original


def make_context(size: tuple[int, int], language: str = "en", text_scale: float = 1.0) -> AppContext:
    screen = pygame.display.set_mode(size)
    ctx = wire(AppContext(screen, Assets(), Translator(language), Options(animation_speed=0.0, ai_delay=0.0)))
    ctx.settings = replace(ctx.settings, language=language, ui_scale=text_scale)
    return ctx


def pump(ctx: AppContext, frames: int = 1) -> None:
    for _ in range(frames):
        pygame.event.pump()
        ctx.stack.update(1 / 60)
        ctx.screen.fill((0, 0, 0))
        ctx.stack.draw(ctx.screen)
        ctx.stack.apply_pending()


def show(ctx: AppContext, scenes: list[Scene]) -> None:
    ctx.stack.scenes[:] = scenes
    pump(ctx, 2)


def table(ctx: AppContext, players: int, seed: int = 5) -> TableScene:
    """A table of ``players`` with both expansions, at the human's first decision."""
    seats = (SeatConfig(NAMES[0]), *(SeatConfig(name, "normal") for name in NAMES[1:players]))
    scene = TableScene(ctx, TableConfig(seats, seed=seed, expansions=EXPANSIONS))
    ctx.stack.scenes[:] = [scene]
    for _ in range(FRAME_LIMIT):
        if scene.awaiting_me:
            break
        pump(ctx)
    return scene


def hovering_a_card(scene: TableScene) -> TableScene:
    """The table with the pointer on the first card of the hand: its tooltip is drawn too."""
    pump(scene.ctx)
    if scene.drawer.hand_rects:
        scene.mouse = scene.drawer.hand_rects[0][1].center
        scene.drawer.held_at = None
    return scene


def measure(ctx: AppContext, name: str, scenes: list[Scene]) -> Smallest:
    """Draw ``scenes`` (bottom first) afresh and measure the texts of the frame."""
    show(ctx, scenes)
    for scene in scenes:
        forget = getattr(getattr(scene, "drawer", None), "forget_pictures", None)
        if forget is not None:
            forget()  # the table keeps pictures of its seats: draw them again so that their texts are seen
    with recording() as drawn:
        ctx.screen.fill((0, 0, 0))
        ctx.stack.draw(ctx.screen)
    if not drawn:
        return Smallest(name, 0, "", 0, 0)
    heights = [(cap_height(font), text) for text, font in drawn]
    low, text = min(heights)
    below = sum(1 for height, _ in heights if height < LEGIBLE_CAP_HEIGHT)
    return Smallest(name, low, text, below, len(heights))


def screens(ctx: AppContext) -> list[tuple[str, Callable[[], list[Scene]]]]:
    """Every screen of the audit, by name, as the stack of scenes that shows it."""
    tables = {players: table(ctx, players) for players in TABLE_SEATS}
    seven = tables[7]
    found: list[tuple[str, Callable[[], list[Scene]]]] = [
        (f"table {players}", lambda scene=scene: [scene]) for players, scene in tables.items()]  # type: ignore[misc]
    found.append(("table help", lambda: [hovering_a_card(seven)]))
    found += [
        ("menu", lambda: [ctx.screens.menu()]),
        ("set-up", lambda: [ctx.screens.setup()]),
        ("settings", lambda: [ctx.screens.settings()]),
        ("rules", lambda: [ctx.screens.rules()]),
        ("statistics", lambda: [ctx.screens.statistics()]),
        ("saved games", lambda: [ctx.screens.saved_games()]),
        ("replays", lambda: [ctx.screens.replays()]),
        ("results", lambda: [ctx.screens.results(seven.config, seven.session, None)]),
        ("pause", lambda: [seven, ctx.screens.pause(lambda: None, seven.session)]),
        ("lessons", lambda: [ctx.screens.lessons()]),
        ("handover", lambda: [HandoverScene(ctx, NAMES[1], lambda: None)]),
    ]
    return found


def audit(sizes: tuple[tuple[int, int], ...] = SIZES, text_sizes: tuple[float, ...] = TEXT_SIZES,
          languages: tuple[str, ...] = ("en",), only: Callable[[str], bool] = lambda name: True,
          ) -> list[tuple[tuple[int, int], float, str, Smallest]]:
    """The smallest text of every screen (whose name ``only`` accepts) at every size, text size and language."""
    pygame.init()
    results = []
    for language in languages:
        for size in sizes:
            for text_scale in text_sizes:
                ctx = make_context(size, language, text_scale)
                for name, build in screens(ctx):
                    if only(name):
                        results.append((size, text_scale, language, measure(ctx, name, build())))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--text-sizes", default=",".join(map(str, TEXT_SIZES)))
    parser.add_argument("--languages", default="en")
    args = parser.parse_args(argv)
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="glyph-audit-")  # never the player's data folder
    sizes = tuple(tuple(int(part) for part in size.split("x")) for size in args.sizes.split(","))
    text_sizes = tuple(float(value) for value in args.text_sizes.split(","))
    languages = tuple(args.languages.split(","))
    results = audit(sizes, text_sizes, languages)  # type: ignore[arg-type]
    print(f"legibility floor: capitals {LEGIBLE_CAP_HEIGHT} px high")
    print(f"{'size':>9} {'text':>4} {'lang':>4}  {'screen':<12} {'cap px':>6} {'below':>5} {'texts':>5}  smallest text")
    failed = False
    for (width, height), text_scale, language, smallest in results:
        print(f"{width:>4}x{height:<4} {text_scale:>4} {language:>4}  {smallest.screen:<12} "
              f"{smallest.cap_height:>6} {smallest.below_floor:>5} {smallest.texts:>5}  {smallest.text[:40]!r}")
        failed |= smallest.screen.startswith("table") and smallest.below_floor > 0
    if failed:
        print("a table text is below the floor", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
