"""The screens stand in the same world as the table: the title on a desert at dusk behind an oval sign, the
other screens on the saloon's planks (one shared, cached backdrop), their controls on framed boards."""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from scenes.ui import art
from tests.scenes.helpers import make_ctx, pump, rgb, start

SCREENS: dict[str, Callable[[AppContext], Scene]] = {
    "settings": SettingsScene, "rules": RulesScene, "statistics": StatisticsScene, "setup": SetupScene}


@pytest.mark.parametrize("name", SCREENS)
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_a_screen_stands_on_the_shared_backdrop_not_on_a_flat_colour(name: str, size: tuple[int, int]) -> None:
    ctx = make_ctx(size)
    start(ctx, SCREENS[name](ctx))
    pump(ctx, 2)
    backdrop = art.backdrop(size)
    corner = (3, size[1] - 3)
    assert rgb(ctx.screen.get_at(corner)) == rgb(backdrop.get_at(corner))
    tones = {rgb(ctx.screen.get_at((x, size[1] - 3))) for x in range(0, size[0], 7)}
    assert len(tones) > 10, "wood, not one colour"


def test_the_backdrop_is_drawn_once_per_size() -> None:
    ctx = make_ctx((1280, 720))
    start(ctx, SettingsScene(ctx))
    pump(ctx)
    made = art.cache.made
    pump(ctx, 20)
    assert art.cache.made == made


def test_the_settings_stand_on_a_framed_board() -> None:
    ctx = make_ctx((1280, 720))
    scene = SettingsScene(ctx)
    start(ctx, scene)
    pump(ctx, 2)
    first = scene.column.buttons[0].rect
    inside = (first.right + 4, first.centery)
    assert rgb(ctx.screen.get_at(inside)) != rgb(art.backdrop((1280, 720)).get_at(inside)), "under the board"


def test_the_title_stands_before_a_desert_at_dusk() -> None:
    ctx = make_ctx((1280, 720))
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx, 2)
    sky, sand = rgb(ctx.screen.get_at((10, 10))), rgb(ctx.screen.get_at((10, int(720 * 0.66))))
    low_sky = rgb(ctx.screen.get_at((menu.oval.right + 5, int(720 * 0.55))))
    assert sky[2] > sky[1], f"a dusk sky up high: {sky}"
    assert low_sky[0] > sky[0] + 40, f"glowing towards the horizon: {low_sky}"
    assert sand[0] > sand[2] + 30, f"sand below: {sand}"
    title = menu.title_rect.center
    assert rgb(ctx.screen.get_at((menu.oval.left + 30, menu.oval.centery))) != rgb(ctx.screen.get_at((5, 5)))
    assert pygame.Rect(menu.oval).collidepoint(title)
