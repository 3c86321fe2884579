"""Render cards to a PNG sheet, to look at them: ``python tools/card_sheet.py OUT.png``.

Options: ``--lang ru|en|cs``, ``--width W`` (repeatable: one band per width, e.g. the
hand size 128 and the in-play size 52), ``--set base|dodge_city|characters|events|new``
(``new``: the Dodge City cards and characters and the High Noon events). One card of
each name is drawn, each band on a table-green background.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.cards import catalogue
from game.characters import CHARACTERS
from game.eventcards import EventCard
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.cards.renderer import CardRenderer, card_height

SETS = ("base", "dodge_city", "characters", "events", "new")
BACKGROUND = (38, 84, 56)
GAP = 6


def faces(renderer: CardRenderer, which: str, width: int) -> list[pygame.Surface]:
    """The surfaces of one set at one width, one per name."""
    base_names = {card.name for card in catalogue()}
    seen: dict[str, int] = {}
    for card in catalogue(("dodge_city",)):
        wanted = (which == "base" and card.name in base_names) or (
            which in ("dodge_city", "new") and card.definition.expansion == "dodge_city" and card.name not in base_names
        )
        if wanted:
            seen.setdefault(card.name, card.id)
    surfaces = [renderer.get(card_id, width) for card_id in seen.values()]
    if which in ("characters", "new"):
        expansion = "dodge_city" if which == "new" else None
        surfaces += [renderer.character(c.name, width) for c in CHARACTERS.values()
                     if expansion is None or c.expansion == expansion]
    if which in ("events", "new"):
        surfaces += [renderer.event(event, width) for event in EventCard]
    return surfaces


def sheet(renderer: CardRenderer, which: str, widths: list[int], columns: int) -> pygame.Surface:
    """Bands of cards, one band per width."""
    bands = []
    for width in widths:
        items = faces(renderer, which, width)
        rows = (len(items) + columns - 1) // columns
        band = pygame.Surface((columns * (width + GAP) + GAP, rows * (card_height(width) + GAP) + GAP))
        band.fill(BACKGROUND)
        for i, surface in enumerate(items):
            band.blit(surface, (GAP + (i % columns) * (width + GAP), GAP + (i // columns) * (card_height(width) + GAP)))
        bands.append(band)
    result = pygame.Surface((max(b.get_width() for b in bands), sum(b.get_height() for b in bands)))
    result.fill((20, 20, 20))
    y = 0
    for band in bands:
        result.blit(band, (0, y))
        y += band.get_height()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=("en", "ru", "cs"))
    parser.add_argument("--width", type=int, action="append")
    parser.add_argument("--set", dest="which", default="new", choices=SETS)
    parser.add_argument("--columns", type=int, default=10)
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    renderer = CardRenderer(Assets(), Translator(args.lang))
    image = sheet(renderer, args.which, args.width or [128, 52], args.columns)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(args.out))
    print(f"{args.out}: {image.get_width()}x{image.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
