"""Table layouts: where seats, piles, hand, prompt and log go, read from Tiled maps.

``assets/layouts/table_{N}.tmx`` (written by ``tools/make_layouts.py``) holds one object
group ``table`` with rectangles ``seat0`` ... ``seat{N-1}`` (clockwise in play order,
``seat0`` being the viewer at the bottom centre), ``deck``, ``discard``, ``check``,
``hand``, ``log``, ``prompt`` and a point (or small rectangle) ``center``. The map's size
in pixels is the reference canvas; :meth:`TableLayout.scaled` stretches it over any window.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

import pygame
import pytmx  # type: ignore[import-untyped]

LAYOUTS_DIR = Path(__file__).resolve().parents[2] / "assets" / "layouts"
OBJECT_GROUP = "table"
REGIONS = ("deck", "discard", "check", "center", "hand", "log", "prompt")


class LayoutError(ValueError):
    """A table layout map is missing, malformed, or lacks a required object."""


@dataclass(frozen=True)
class TableLayout:
    """Screen regions of the table for one player count.

    ``seats[0]`` is the local viewer; ``seats[i]`` follows clockwise in play order.
    ``size`` is the canvas the rectangles live in: the reference canvas of the map for a
    loaded layout, the window for a :meth:`scaled` one; ``scale`` is the factor from the
    reference canvas (use it for card and font sizes). Treat the rectangles as read-only.
    """

    size: tuple[int, int]
    seats: tuple[pygame.Rect, ...]
    deck: pygame.Rect
    discard: pygame.Rect
    check: pygame.Rect
    center: pygame.Rect
    hand: pygame.Rect
    log: pygame.Rect
    prompt: pygame.Rect
    scale: float = 1.0

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    def scaled(self, size: tuple[int, int]) -> TableLayout:
        """This layout stretched over a window of ``size``: each axis scaled on its own, so a 4:3 window is
        used whole (no empty bands); the piles keep a card's proportions, centred where they would go.

        Every rectangle edge is mapped and rounded on its own, so rectangles that did not
        overlap still do not, and everything inside the canvas stays inside the window.
        ``scale`` (for card, font and padding sizes) is the smaller of the two factors.
        """
        width, height = size
        ref_w, ref_h = self.size
        factor_x, factor_y = width / ref_w, height / ref_h
        factor = min(factor_x, factor_y)

        def fit(rect: pygame.Rect) -> pygame.Rect:
            left, top = round(rect.left * factor_x), round(rect.top * factor_y)
            right, bottom = round(rect.right * factor_x), round(rect.bottom * factor_y)
            return pygame.Rect(left, top, right - left, bottom - top)

        def card(rect: pygame.Rect) -> pygame.Rect:
            shaped = pygame.Rect(0, 0, round(rect.width * factor), round(rect.height * factor))
            shaped.center = (round(rect.centerx * factor_x), round(rect.centery * factor_y))
            return shaped

        return TableLayout(
            size=(width, height),
            seats=tuple(fit(seat) for seat in self.seats),
            deck=card(self.deck),
            discard=card(self.discard),
            check=card(self.check),
            center=fit(self.center),
            hand=fit(self.hand),
            log=fit(self.log),
            prompt=fit(self.prompt),
            scale=self.scale * factor,
        )

    def free_span(self, top: int, bottom: int, margin: int = 0) -> tuple[int, int]:
        """The widest run of x around the table's centre, left of the log, that no seat covers between
        ``top`` and ``bottom``; ``margin`` is kept clear of the seats on either side."""
        left, right = 0, self.log.left
        middle = self.center.centerx
        for seat in self.seats:
            if seat.bottom <= top or seat.top >= bottom:
                continue
            if seat.right <= middle:
                left = max(left, seat.right + margin)
            elif seat.left >= middle:
                right = min(right, seat.left - margin)
            else:
                return middle, middle
        return left, right

    def copy(self) -> TableLayout:
        """An equal layout with fresh rectangles, safe to modify."""
        return TableLayout(
            size=self.size,
            seats=tuple(seat.copy() for seat in self.seats),
            deck=self.deck.copy(),
            discard=self.discard.copy(),
            check=self.check.copy(),
            center=self.center.copy(),
            hand=self.hand.copy(),
            log=self.log.copy(),
            prompt=self.prompt.copy(),
            scale=self.scale,
        )


def layout_path(players: int, directory: Path = LAYOUTS_DIR) -> Path:
    """The map file for ``players`` seats."""
    return Path(directory) / f"table_{players}.tmx"


def load_layout(players: int, directory: Path = LAYOUTS_DIR) -> TableLayout:
    """The layout for ``players`` seats from ``directory/table_{players}.tmx``.

    Maps are parsed once per (player count, directory); each call returns fresh rectangles.
    Raises :class:`LayoutError` naming the file when it is missing or unusable.
    """
    return _load_cached(players, Path(directory)).copy()


@functools.cache
def _load_cached(players: int, directory: Path) -> TableLayout:
    return read_layout(layout_path(players, directory), players)


def read_layout(path: Path, players: int | None = None) -> TableLayout:
    """Parse one map (uncached); with ``players``, require exactly that many seats."""
    path = Path(path)
    if not path.is_file():
        raise LayoutError(f"{path}: table layout not found")
    try:
        tiled = pytmx.TiledMap(str(path))
    except (ElementTree.ParseError, ValueError, KeyError, TypeError, AttributeError, OSError) as exc:
        raise LayoutError(f"{path}: not a readable Tiled map ({exc})") from exc
    size = (int(tiled.width) * int(tiled.tilewidth), int(tiled.height) * int(tiled.tileheight))
    if size[0] <= 0 or size[1] <= 0:
        raise LayoutError(f"{path}: the map has no size")
    group = next(
        (layer for layer in tiled.layers if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == OBJECT_GROUP),
        None,
    )
    if group is None:
        raise LayoutError(f"{path}: no object group named {OBJECT_GROUP!r}")
    rects: dict[str, pygame.Rect] = {}
    for obj in group:
        if not obj.name:
            continue
        if obj.name in rects:
            raise LayoutError(f"{path}: object {obj.name!r} appears twice")
        try:
            rects[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        except (TypeError, ValueError) as exc:
            raise LayoutError(f"{path}: object {obj.name!r} has a bad position or size") from exc

    seats: list[pygame.Rect] = []
    while f"seat{len(seats)}" in rects:
        seats.append(rects[f"seat{len(seats)}"])
    numbered = sum(1 for name in rects if re.fullmatch(r"seat\d+", name))
    if not seats or numbered > len(seats) or (players is not None and len(seats) < players):
        raise LayoutError(f"{path}: missing object 'seat{len(seats)}'")
    if players is not None and len(seats) != players:
        raise LayoutError(f"{path}: expected {players} seats, found {len(seats)}")
    missing = [name for name in REGIONS if name not in rects]
    if missing:
        raise LayoutError(f"{path}: missing object(s) {', '.join(map(repr, missing))}")

    canvas = pygame.Rect((0, 0), size)
    for name, rect in rects.items():
        if name != "center" and (rect.width <= 0 or rect.height <= 0):
            raise LayoutError(f"{path}: object {name!r} has no area")
        if not canvas.contains(rect):
            raise LayoutError(f"{path}: object {name!r} {tuple(rect)} lies outside the {size[0]}x{size[1]} canvas")
    return TableLayout(
        size=size,
        seats=tuple(seats),
        deck=rects["deck"],
        discard=rects["discard"],
        check=rects["check"],
        center=rects["center"],
        hand=rects["hand"],
        log=rects["log"],
        prompt=rects["prompt"],
    )
