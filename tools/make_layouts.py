"""Write the table layouts ``assets/layouts/table_{3..8}.tmx`` from the parameters below.

Each layout is a Tiled map (orthogonal, no tilesets) whose object group ``table`` holds
rectangles named ``seat0`` ... ``seat{N-1}``, ``deck``, ``discard``, ``check``, ``hand``,
``log``, ``prompt`` and a point ``center``, on a 1920x1080 reference canvas. ``seat0`` is
the viewer at the bottom centre; the other seats go clockwise from the viewer's left.
The client reads the maps with ``scenes.table.layout.load_layout``; the maps can also be opened
and tweaked in Tiled, but rerunning this script overwrites them.

Usage::

    python tools/make_layouts.py                   # write the six maps
    python tools/make_layouts.py --check           # fail if a committed map differs
    python tools/make_layouts.py --preview /tmp    # also render table_N.png previews
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "layouts"

Box = tuple[int, int, int, int]  # x, y, width, height

# --- the reference canvas: 48 x 27 tiles of 40 px = 1920 x 1080 ---------------------
TILE = 40
COLUMNS, ROWS = 48, 27
WIDTH, HEIGHT = COLUMNS * TILE, ROWS * TILE
MARGIN = 16

# --- fixed regions ----------------------------------------------------------------
LOG: Box = (1528, MARGIN, 376, HEIGHT - 2 * MARGIN)  # right edge, nearly full height
PLAY_RIGHT = LOG[0] - MARGIN  # everything else stays left of this x
HAND: Box = (MARGIN, 836, PLAY_RIGHT - MARGIN, 228)  # bottom strip, below seat0
PROMPT: Box = (MARGIN, 760, PLAY_RIGHT - MARGIN, 68)  # banner between seat0 and hand
CENTER_X = (MARGIN + PLAY_RIGHT) // 2  # 764: the middle of the play area
CENTER_Y = 400
SEAT0: Box = (CENTER_X - 300, 596, 600, 152)  # the viewer: low and wide

# --- the piles in the middle: deck, discard, then check a little apart; centred as a row ---
CARD_W, CARD_H = 120, 180
PILE_GAP, CHECK_GAP = 24, 36
PILE_X = CENTER_X - (3 * CARD_W + PILE_GAP + CHECK_GAP) // 2
PILE_Y = CENTER_Y - CARD_H // 2
DECK: Box = (PILE_X, PILE_Y, CARD_W, CARD_H)
DISCARD: Box = (PILE_X + CARD_W + PILE_GAP, PILE_Y, CARD_W, CARD_H)
CHECK: Box = (DISCARD[0] + CARD_W + CHECK_GAP, PILE_Y, CARD_W, CARD_H)

# --- the other seats: top-left corners of 360 x 200 boxes, clockwise from seat1 --------
SEAT_W, SEAT_H = 360, 200
LEFT_X = 2 * MARGIN  # 32: the left column
RIGHT_X = PLAY_RIGHT - MARGIN - SEAT_W  # 1136: the right column
TOP_Y = 24

OTHER_SEATS: dict[int, list[tuple[int, int]]] = {
    3: [(96, 120), (1072, 120)],
    4: [(LEFT_X, 300), (CENTER_X - SEAT_W // 2, TOP_Y), (RIGHT_X, 300)],
    5: [(LEFT_X, 330), (364, TOP_Y), (804, TOP_Y), (RIGHT_X, 330)],
    6: [(LEFT_X, 380), (130, 90), (CENTER_X - SEAT_W // 2, TOP_Y), (1038, 90), (RIGHT_X, 380)],
    7: [(LEFT_X, 500), (LEFT_X, 256), (364, TOP_Y), (804, TOP_Y), (RIGHT_X, 256), (RIGHT_X, 500)],
    8: [
        (LEFT_X, 500),
        (LEFT_X, 256),
        (140, TOP_Y),
        (CENTER_X - SEAT_W // 2, TOP_Y),
        (1028, TOP_Y),
        (RIGHT_X, 256),
        (RIGHT_X, 500),
    ],
}


def regions(players: int) -> dict[str, Box]:
    """Every named box of the layout for ``players`` seats (``center`` is a 0 x 0 point)."""
    boxes: dict[str, Box] = {"seat0": SEAT0}
    for index, (x, y) in enumerate(OTHER_SEATS[players], start=1):
        boxes[f"seat{index}"] = (x, y, SEAT_W, SEAT_H)
    boxes.update(deck=DECK, discard=DISCARD, check=CHECK, hand=HAND, log=LOG, prompt=PROMPT)
    boxes["center"] = (CENTER_X, CENTER_Y, 0, 0)
    return boxes


def validate(players: int, boxes: dict[str, Box]) -> None:
    """Raise ``ValueError`` unless the boxes fit the canvas, never overlap, and go clockwise."""
    for name, (x, y, w, h) in boxes.items():
        if x < 0 or y < 0 or x + w > WIDTH or y + h > HEIGHT:
            raise ValueError(f"table_{players}: {name} {(x, y, w, h)} leaves the canvas")
    solid = [(name, box) for name, box in boxes.items() if name != "center"]
    for i, (name_a, a) in enumerate(solid):
        for name_b, b in solid[i + 1 :]:
            if a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]:
                raise ValueError(f"table_{players}: {name_a} overlaps {name_b}")
    previous = -math.inf
    for seat in range(players):
        x, y, w, h = boxes[f"seat{seat}"]
        # Screen angles grow clockwise (y points down); seat0 sits at 90 degrees.
        angle = math.degrees(math.atan2(y + h / 2 - CENTER_Y, x + w / 2 - CENTER_X)) % 360
        if angle < 90:
            angle += 360
        if angle <= previous:
            raise ValueError(f"table_{players}: seat{seat} breaks the clockwise order")
        previous = angle


def build_map(players: int) -> ElementTree.ElementTree:
    """The TMX document for ``players`` seats."""
    boxes = regions(players)
    validate(players, boxes)
    root = ElementTree.Element(
        "map",
        version="1.10",
        tiledversion="1.10.2",
        orientation="orthogonal",
        renderorder="right-down",
        width=str(COLUMNS),
        height=str(ROWS),
        tilewidth=str(TILE),
        tileheight=str(TILE),
        infinite="0",
        nextlayerid="2",
        nextobjectid=str(len(boxes) + 1),
    )
    properties = ElementTree.SubElement(root, "properties")
    ElementTree.SubElement(properties, "property", name="players", type="int", value=str(players))
    group = ElementTree.SubElement(root, "objectgroup", id="1", name="table")
    for object_id, (name, (x, y, w, h)) in enumerate(boxes.items(), start=1):
        attributes = {"id": str(object_id), "name": name, "x": str(x), "y": str(y)}
        if w or h:
            attributes.update(width=str(w), height=str(h))
        node = ElementTree.SubElement(group, "object", attributes)
        if not (w or h):
            ElementTree.SubElement(node, "point")
    tree = ElementTree.ElementTree(root)
    ElementTree.indent(tree, space=" ")
    return tree


def render(players: int) -> str:
    """The TMX text for ``players`` seats, as written to disk."""
    root = build_map(players).getroot()
    assert root is not None
    body = ElementTree.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def preview(players: int, directory: Path, out: Path = OUT_DIR) -> Path:
    """Draw ``out/table_{players}.tmx`` as read by ``scenes.table.layout`` to ``directory/table_{players}.png``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame  # noqa: PLC0415  (after the video driver is set above)

    from scenes.table.layout import load_layout  # noqa: PLC0415

    pygame.font.init()
    layout = load_layout(players, out)
    surface = pygame.Surface(layout.size)
    surface.fill((24, 60, 36))
    table = pygame.Rect(0, 0, 1200, 620)
    table.center = layout.center.center
    pygame.draw.ellipse(surface, (40, 100, 56), table)
    font = pygame.font.Font(None, 30)
    named = [(f"seat{i}", rect) for i, rect in enumerate(layout.seats)]
    named += [(name, getattr(layout, name)) for name in ("deck", "discard", "check", "hand", "log", "prompt")]
    for name, rect in named:
        colour = (230, 200, 90) if name.startswith("seat") else (200, 200, 230)
        pygame.draw.rect(surface, colour, rect, 3)
        surface.blit(font.render(name, True, colour), (rect.x + 8, rect.y + 8))
    pygame.draw.circle(surface, (240, 80, 80), layout.center.center, 8)
    path = directory / f"table_{players}.png"
    pygame.image.save(surface, str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the six maps; optionally render previews."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="directory for the .tmx files")
    parser.add_argument("--check", action="store_true", help="only report maps that differ from the parameters")
    parser.add_argument("--preview", type=Path, help="directory for PNG previews of the written maps")
    args = parser.parse_args(argv)
    stale = []
    for players in sorted(OTHER_SEATS):
        path = args.out / f"table_{players}.tmx"
        text = render(players)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    if stale:
        print("out of date: " + ", ".join(str(path) for path in stale), file=sys.stderr)
        return 1
    if args.preview:
        args.preview.mkdir(parents=True, exist_ok=True)
        for players in sorted(OTHER_SEATS):
            print(f"previewed {preview(players, args.preview, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
