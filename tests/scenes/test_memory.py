"""Memory over a long session: a screen that leaves frees its pictures, and the shared caches stay bounded."""
from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pygame
import pytest

from scenes.app.scene import Scene
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.ui import art, widgets
from tests.scenes.helpers import make_ctx, pump, start


@pytest.fixture
def no_automatic_collection() -> Iterator[None]:
    """Python's own collector would free a cycle sooner or later; the test asks for at once."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.usefixtures("no_automatic_collection")
def test_a_table_that_leaves_the_stack_is_freed_with_its_pictures_at_once() -> None:
    ctx = make_ctx((1280, 720))
    table = TableScene(ctx, TableConfig.demo(5, seed=3))
    start(ctx, table)
    pump(ctx, 30)
    renderer = table.renderer
    assert renderer.cache_size() > 0
    gone = weakref.ref(table)
    del table
    ctx.stack.reset(Scene(ctx))
    ctx.stack.apply_pending()
    assert gone() is None  # its parts point back at it: only a collection frees it
    assert renderer.cache_size() == 0


@pytest.mark.usefixtures("no_automatic_collection")
def test_a_pause_menu_closed_costs_no_collection() -> None:
    ctx = make_ctx((800, 600))
    start(ctx, Scene(ctx))
    overlay = Scene(ctx)
    overlay.transparent = True
    ctx.stack.push(overlay)
    ctx.stack.apply_pending()
    before = gc.get_stats()[2]["collections"]
    ctx.stack.pop()
    ctx.stack.apply_pending()
    assert gc.get_stats()[2]["collections"] == before


def test_a_resized_window_drops_the_pictures_of_the_old_size() -> None:
    ctx = make_ctx((1280, 720))
    start(ctx, ctx.screens.menu())
    pump(ctx, 3)
    assert widgets._text_cache and art.cache.held > 0
    ctx.use_screen(pygame.display.set_mode((800, 600)))  # pygame hands back the same surface, resized
    assert not widgets._text_cache and art.cache.held == 0
    pump(ctx, 3)
    assert widgets._text_cache
    sizes = {image.get_size() for image in widgets._text_cache.values()}
    ctx.use_screen(pygame.display.get_surface())  # the same size again: nothing to drop
    assert {image.get_size() for image in widgets._text_cache.values()} == sizes


def test_the_text_cache_stays_within_its_bytes() -> None:
    font = make_ctx().assets.font(60)
    for number in range(3000):
        widgets.render_text(f"line {number} of a long and wide text", font, (255, 255, 255))
        assert widgets._text_cache.bytes <= widgets.TEXT_CACHE_BYTES + 200_000
    assert len(widgets._text_cache) < 3000
