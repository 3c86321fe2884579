"""The scenery drawn by code: the table's wood and leather and the seats' plaques are drawn once per window size
and then come from the cache; the art cache stays bounded."""
from __future__ import annotations

from functools import partial

import pygame

from game.session import SeatConfig
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.ui import art
from tests.scenes.helpers import make_ctx, pump, rgb, run_until, start


def waiting_table(size: tuple[int, int]) -> TableScene:
    ctx = make_ctx(size)
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    return table


def test_the_table_art_is_drawn_once_per_size_then_comes_from_the_cache() -> None:
    art.cache.clear()
    table = waiting_table((1280, 720))
    pump(table.ctx)
    made = art.cache.made
    background = table.drawer.background((1280, 720))
    pump(table.ctx, 30)
    assert art.cache.made == made, "no art drawn again while the size stays"
    assert table.drawer.background((1280, 720)) is background
    assert table.drawer.background((800, 600)) is not background
    assert art.cache.made > made, "a new size, new art"


def test_the_table_is_wood_and_leather_lit_from_above_not_a_flat_colour() -> None:
    make_ctx((1280, 720))
    top = pygame.Rect(100, 80, 800, 400)
    image = art.table_top((1280, 720), top, 1280 / 1920)
    middle, near_the_rim = (500, 250), (top.left + 60, 280)
    assert sum(rgb(image.get_at(middle))) > sum(rgb(image.get_at(near_the_rim))) + 30, "a lamp lights the middle"
    corner = pygame.Rect(1000, 600, 60, 60)
    tones = {rgb(image.get_at((x, y))) for x in range(corner.left, corner.right) for y in range(corner.top,
                                                                                                  corner.bottom)}
    assert len(tones) > 20, "grained wood, not one colour"


def test_a_seat_lies_on_a_brass_edged_plaque() -> None:
    table = waiting_table((1280, 720))
    image = table.drawer.background((1280, 720))
    seat = table.layout.seats[1]
    edge = rgb(image.get_at((seat.centerx, seat.top + 1)))
    assert edge[0] > 150 and edge[0] > edge[2] + 60, f"a brass edge, not the old grey line: {edge}"


def test_the_art_cache_keeps_at_most_its_pixel_budget_the_newest_always() -> None:
    cache = art.ArtCache(pixels=1000)
    for width in range(10, 20):
        cache.get(("strip", width), partial(pygame.Surface, (width, 10)))
    assert list(cache._items) == [("strip", width) for width in range(14, 20)], "the newest, within 1000 pixels"
    assert cache.held == sum(width * 10 for width in range(14, 20))
    huge = cache.get("huge", partial(pygame.Surface, (100, 100)))
    assert cache.get("huge", partial(pygame.Surface, (1, 1))) is huge and cache.held == 10000


def test_resizing_the_window_again_and_again_keeps_the_art_within_budget() -> None:
    art.cache.clear()
    for width in range(900, 1900, 100):
        table = waiting_table((width, 700))
        pump(table.ctx)
    assert art.cache.held <= art.ART_CACHE_PIXELS


def test_the_art_cache_keeps_at_most_its_limit() -> None:
    cache = art.ArtCache(limit=3)
    for width in range(10, 20):
        cache.get(width, partial(pygame.Surface, (width, 4)))
    assert len(cache._items) == 3 and cache.made == 10
    first = cache.get(19, lambda: pygame.Surface((1, 1)))
    assert first.get_width() == 19 and cache.made == 10
