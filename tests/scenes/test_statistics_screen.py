"""Statistics show every row: a player who has played all the characters finds each of them by scrolling the
chart (the wheel over it, or Page Up/Down), at every window size (P5: only 8 of 15 characters were shown)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.characters import CHARACTERS
from game.statistics import ROLES, Line, Statistics
from scenes.app.context import AppContext
from scenes.app.settings import Settings
from scenes.records.keeping import statistics_text
from scenes.records.store import GameStore
from scenes.screens.statistics import StatisticsScene
from scenes.text.cards import character_text, role_name
from tests.scenes.helpers import hover, key, make_ctx, pump, screenshot_dir, start, texts_drawn

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def statistics_screen(tmp_path: Path, size: tuple[int, int], characters: int, language: str = "en",
                      ui_scale: float = 1.0) -> tuple[AppContext, StatisticsScene, list[str]]:
    """A statistics file whose one player, Ann, played ``characters`` characters (a win with every third)."""
    played = sorted(CHARACTERS)[:characters]
    line = Line()
    for index, character in enumerate(played):
        for game in range(1 + index % 4):
            line.add(won=(index + game) % 3 == 0, role=ROLES[index % len(ROLES)], character=character, turns=20)
    folder = tmp_path / "data"
    store = GameStore(folder)
    store.statistics_path.parent.mkdir(parents=True, exist_ok=True)
    store.statistics_path.write_text(statistics_text(Statistics(players={"Ann": line}).to_dict()))
    ctx = make_ctx(size, language=language)
    ctx.games = GameStore(folder)
    ctx.settings = Settings(language=language, ui_scale=ui_scale)
    assert set(ctx.games.statistics.players["Ann"].games_by_character) == set(played)
    screen = StatisticsScene(ctx)
    start(ctx, screen)
    pump(ctx)
    return ctx, screen, [ctx.tr.gettext(character_text(name).name) for name in played]


def character_chart(screen: StatisticsScene) -> pygame.Rect:
    return next(chart.rows for chart in screen.charts if chart.window is screen.character_window)


@pytest.mark.parametrize("ui_scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES)
def test_every_character_is_drawn_after_paging_down(tmp_path: Path, size: tuple[int, int], ui_scale: float) -> None:
    ctx, screen, names = statistics_screen(tmp_path, size, 31, ui_scale=ui_scale)
    seen = texts_drawn(ctx)
    chart = next(chart for chart in screen.charts if chart.window is screen.character_window)
    if ui_scale > 1 and size[1] <= 720:
        assert chart.page < chart.count, "this test means a chart too long for its box"
    for _ in range(31):
        key(pygame.K_PAGEDOWN)
        pump(ctx)
        seen |= texts_drawn(ctx)
    missing = [name for name in names if name not in seen]
    assert not missing, f"never drawn: {missing}"
    assert {ctx.tr.gettext(role_name(role)) for role in ROLES} <= seen
    name = f"statistics-end-{size[0]}x{size[1]}-{ui_scale}.png"
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path / "shots") / name))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_wheel_over_the_chart_scrolls_it_and_page_up_comes_back(tmp_path: Path, size: tuple[int, int]) -> None:
    ctx, screen, names = statistics_screen(tmp_path, size, 31, ui_scale=1.5)
    first = texts_drawn(ctx)
    hover(character_chart(screen).center)
    seen = set(first)
    for _ in range(31):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        pump(ctx)
        seen |= texts_drawn(ctx)
    assert set(names) <= seen
    assert screen.selected == 0, "the wheel over a chart scrolls the chart, not the list of names"
    assert not {name for name in names if name in first} <= texts_drawn(ctx), "scrolled to the end"
    for _ in range(31):
        key(pygame.K_PAGEUP)
    pump(ctx)
    assert texts_drawn(ctx) >= {name for name in names if name in first}


@pytest.mark.parametrize("language", ["en", "ru", "cs"])
@pytest.mark.parametrize("size", SIZES)
def test_the_scrolled_statistics_look_right(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    ctx, screen, _ = statistics_screen(tmp_path, size, 15, language, ui_scale=1.5)
    key(pygame.K_PAGEDOWN)
    pump(ctx, 2)
    chart = next(chart for chart in screen.charts if chart.window is screen.character_window)
    assert chart.count == 15
    assert ctx.screen.get_rect().contains(chart.rows)
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path / "shots") / f"statistics-{size[0]}x{size[1]}-"
                                                                         f"{language}.png"))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_player_of_a_long_list_of_names_is_reached_with_the_keys(tmp_path: Path, size: tuple[int, int]) -> None:
    players = {f"Player {number:02}": Line() for number in range(30)}
    for line in players.values():
        line.add(won=True, role=ROLES[0], character="Bart Cassidy", turns=10)
    folder = tmp_path / "data"
    store = GameStore(folder)
    store.statistics_path.parent.mkdir(parents=True, exist_ok=True)
    store.statistics_path.write_text(statistics_text(Statistics(players=players).to_dict()))
    ctx = make_ctx(size)
    ctx.games = GameStore(folder)
    ctx.settings = Settings(ui_scale=1.5)
    screen = StatisticsScene(ctx)
    start(ctx, screen)
    pump(ctx)
    seen = texts_drawn(ctx)
    assert not set(players) <= seen, "the list of names must be longer than its box for this test"
    for _ in players:
        key(pygame.K_DOWN)
        pump(ctx)
        seen |= texts_drawn(ctx)
    assert set(players) <= seen
