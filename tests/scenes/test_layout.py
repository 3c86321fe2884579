"""Table layouts read from the Tiled maps in assets/layouts."""
from __future__ import annotations

import importlib.util
import itertools
import math
import shutil
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from scenes.table.layout import LAYOUTS_DIR, LayoutError, TableLayout, load_layout, read_layout

PLAYER_COUNTS = range(3, 9)
WINDOWS = [(1280, 720), (1920, 1080), (2560, 1440), (1000, 1000), (1366, 768), (800, 1280)]
SOLID = ("hand", "log", "prompt", "deck", "discard", "check")


def named_rects(layout: TableLayout) -> dict[str, pygame.Rect]:
    """Seats and every other region with an area, by name."""
    rects = {f"seat{i}": seat for i, seat in enumerate(layout.seats)}
    rects.update({name: getattr(layout, name) for name in SOLID})
    return rects


def seat_angles(layout: TableLayout) -> list[float]:
    """Screen angle of each seat's centre around the table centre, degrees, unwrapped from 90.

    With y pointing down, growing angles run clockwise on screen: 90 is straight down,
    180 the viewer's left, 270 the top, 360 the right.
    """
    cx, cy = layout.center.center
    angles = []
    for seat in layout.seats:
        angle = math.degrees(math.atan2(seat.centery - cy, seat.centerx - cx)) % 360
        angles.append(angle + 360 if angle < 90 else angle)
    return angles


def assert_sane(layout: TableLayout) -> None:
    """Everything inside the canvas, no two regions overlapping."""
    canvas = pygame.Rect((0, 0), layout.size)
    rects = named_rects(layout)
    for name, rect in rects.items():
        assert rect.width > 0 and rect.height > 0, name
        assert canvas.contains(rect), f"{name} {rect} outside {canvas}"
    assert canvas.collidepoint(layout.center.center)
    for (name_a, a), (name_b, b) in itertools.combinations(rects.items(), 2):
        assert not a.colliderect(b), f"{name_a} {a} overlaps {name_b} {b}"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_map_loads_with_its_seats(players: int) -> None:
    layout = load_layout(players)
    assert layout.size == (1920, 1080)
    assert len(layout.seats) == layout.players == players
    assert layout.scale == 1.0
    assert_sane(layout)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_regions_are_where_the_client_expects_them(players: int) -> None:
    layout = load_layout(players)
    viewer, others = layout.seats[0], layout.seats[1:]
    # Seats have room for name, bullets, badges and a row of in-play cards.
    for seat in others:
        assert seat.width >= 340 and seat.height >= 180, seat
    assert viewer.width >= 500 and viewer.height >= 140
    # The viewer sits at the bottom centre, prompt and hand below it, log on the right edge.
    assert abs(viewer.centerx - layout.center.centerx) <= 2
    assert all(viewer.bottom >= seat.bottom for seat in others)
    assert viewer.bottom <= layout.prompt.top and layout.prompt.bottom <= layout.hand.top
    assert 60 <= layout.prompt.height <= 80 and layout.hand.height >= 200
    assert layout.log.right >= layout.size[0] - 20 and layout.log.width >= 360
    assert layout.log.height >= layout.size[1] * 0.8
    assert all(seat.right <= layout.log.left for seat in layout.seats)
    # Card-sized piles side by side around the table centre.
    for pile in (layout.deck, layout.discard, layout.check):
        assert (pile.width, pile.height) == (120, 180)
        assert math.dist(pile.center, layout.center.center) < 250
    assert layout.deck.right <= layout.discard.left
    assert layout.deck.centery == layout.discard.centery == layout.check.centery


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_seats_go_clockwise_from_the_bottom(players: int) -> None:
    layout = load_layout(players)
    angles = seat_angles(layout)
    assert angles[0] == pytest.approx(90, abs=1)
    assert all(a < b for a, b in itertools.pairwise(angles)), angles
    assert angles[-1] < 450
    # seat1 is to the viewer's left, the last seat to the viewer's right.
    assert layout.seats[1].centerx < layout.center.centerx < layout.seats[-1].centerx


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_other_seats_are_spread_round_the_table(players: int) -> None:
    layout = load_layout(players)
    angles = seat_angles(layout)[1:]
    assert angles[0] < 215 and angles[-1] > 325  # both sides of the table are used
    if players >= 4:
        assert any(seat.centery < layout.center.top - 150 for seat in layout.seats)  # someone across the table


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("window", WINDOWS)
def test_scaled_fits_any_window(players: int, window: tuple[int, int]) -> None:
    reference = load_layout(players)
    layout = reference.scaled(window)
    assert layout.size == window
    assert layout.scale == pytest.approx(min(window[0] / 1920, window[1] / 1080))
    assert len(layout.seats) == players
    assert_sane(layout)
    # Each axis stretched on its own: the whole window is used, a 4:3 one too.
    fx, fy = window[0] / 1920, window[1] / 1080
    for name, rect in named_rects(layout).items():
        original = named_rects(reference)[name]
        if name in ("deck", "discard", "check"):  # a card's proportions, centred where the pile goes
            assert rect.width == pytest.approx(original.width * layout.scale, abs=1), name
            assert rect.height == pytest.approx(original.height * layout.scale, abs=1), name
            assert rect.centerx == pytest.approx(original.centerx * fx, abs=1), name
            assert rect.centery == pytest.approx(original.centery * fy, abs=1), name
        else:
            assert rect.left == pytest.approx(original.left * fx, abs=1), name
            assert rect.bottom == pytest.approx(original.bottom * fy, abs=1), name
    angles = seat_angles(layout)
    assert angles == sorted(angles), "the seats still go clockwise"


def test_a_four_to_three_window_is_used_whole() -> None:
    """800x600 used to be letterboxed: 75 empty pixels above the table and below the hand."""
    layout = load_layout(7).scaled((800, 600))
    reference = load_layout(7)
    assert layout.hand.bottom >= 600 - 16 * 600 / 1080 - 1
    assert layout.log.top <= 16 * 600 / 1080 + 1
    assert layout.hand.bottom - layout.seats[3].top > (reference.hand.bottom - reference.seats[3].top) * 800 / 1920


def test_scaled_to_the_reference_size_is_identity() -> None:
    layout = load_layout(7)
    assert layout.scaled(layout.size) == layout


def test_load_is_cached_but_returns_fresh_rects() -> None:
    first = load_layout(5)
    first.seats[1].move_ip(500, 500)
    second = load_layout(5)
    assert second != first
    assert second == read_layout(LAYOUTS_DIR / "table_5.tmx", 5)


def copy_map(tmp_path: Path, players: int, edit: tuple[str, str] | None = None) -> Path:
    """Copy table_{players}.tmx to tmp_path, replacing edit[0] with edit[1] in its text."""
    target = tmp_path / f"table_{players}.tmx"
    shutil.copy(LAYOUTS_DIR / target.name, target)
    if edit:
        text = target.read_text(encoding="utf-8")
        assert edit[0] in text
        target.write_text(text.replace(edit[0], edit[1]), encoding="utf-8")
    return target


def test_missing_map_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match=r"table_9\.tmx"):
        load_layout(9)
    with pytest.raises(LayoutError, match=r"table_4\.tmx.*not found"):
        load_layout(4, tmp_path)


def test_malformed_map_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "table_4.tmx").write_text("<map><objectgroup name='table'>", encoding="utf-8")
    with pytest.raises(LayoutError, match=r"table_4\.tmx") as caught:
        load_layout(4, tmp_path)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (('name="check"', 'name="chek"'), r"missing object.*'check'"),
        (('name="seat2"', 'name="seatTwo"'), r"missing object 'seat2'"),
        (('name="seat4"', 'name="seat9"'), r"missing object 'seat4'"),
        (('name="table"', 'name="tabletop"'), r"no object group named 'table'"),
        (('x="1528"', 'x="1700"'), r"'log'.*outside"),
        (('width="120"', 'width="0"'), r"'deck' has no area"),
    ],
)
def test_broken_map_is_refused(tmp_path: Path, edit: tuple[str, str], message: str) -> None:
    path = copy_map(tmp_path, 5, edit)
    with pytest.raises(LayoutError, match=message) as caught:
        load_layout(5, tmp_path)
    assert str(path) in str(caught.value)


def test_wrong_seat_count_is_refused(tmp_path: Path) -> None:
    source = copy_map(tmp_path, 5)
    target = source.with_name("table_4.tmx")
    source.rename(target)
    with pytest.raises(LayoutError, match=r"table_4\.tmx: expected 4 seats, found 5"):
        load_layout(4, tmp_path)


def load_generator() -> ModuleType:
    """tools/make_layouts.py as a module."""
    path = Path(__file__).resolve().parents[2] / "tools" / "make_layouts.py"
    spec = importlib.util.spec_from_file_location("make_layouts", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_maps_match_the_generator(tmp_path: Path) -> None:
    generator = load_generator()
    assert generator.main(["--check"]) == 0
    assert generator.main(["--out", str(tmp_path)]) == 0
    for players in PLAYER_COUNTS:
        assert read_layout(tmp_path / f"table_{players}.tmx", players) == load_layout(players)
