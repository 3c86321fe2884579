"""The set-up screen holds still: clicking the same point again and again changes the count or an option each
time and nothing else, whatever the window size; and a table with no human seat asks before it starts."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.session import HUMAN
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene
from scenes.ui.confirm import ConfirmScene
from tests.scenes.helpers import click, key, make_ctx, pump, run_until, screenshot_dir, start, texts_drawn

SIZES = [(800, 600), (1920, 1080)]


def setup_with(size: tuple[int, int], players: int, kinds: tuple[str, ...] = (HUMAN, *("normal",) * 7),
               language: str = "en") -> tuple[AppContext, SetupScene]:
    ctx = make_ctx(size, language=language)
    ctx.settings = replace(ctx.settings, players=players, seat_kinds=kinds)
    setup = SetupScene(ctx)
    start(ctx, setup)
    pump(ctx)
    return ctx, setup


def option_point(setup: SetupScene, name: str) -> tuple[int, int]:
    """The centre of the button beside the option called ``name``."""
    row = next(i for i, (label, _) in enumerate(setup.option_labels) if label == name)
    return setup.buttons[2 + setup.count + row].rect.center


@pytest.mark.parametrize("size", SIZES)
def test_clicking_minus_and_plus_at_one_point_changes_the_count_every_time_and_no_seat(size: tuple[int, int]) -> None:
    ctx, setup = setup_with(size, 8)
    kinds = list(setup.kinds)
    minus, plus = setup.buttons[0].rect.center, setup.buttons[1].rect.center
    for expected in range(7, 2, -1):
        click(minus)
        pump(ctx)
        assert setup.count == expected
        assert setup.kinds == kinds, "a click meant for '-' changed who plays a seat"
        assert setup.buttons[0].rect.center == minus and setup.buttons[1].rect.center == plus
    for expected in range(4, 9):
        click(plus)
        pump(ctx)
        assert setup.count == expected
        assert setup.kinds == kinds
    assert setup.config().seats[0].human


@pytest.mark.parametrize("size", SIZES)
def test_toggling_an_option_at_its_point_changes_that_option_only(size: tuple[int, int]) -> None:
    ctx, setup = setup_with(size, 3)
    points = {name: option_point(setup, name) for name in ("Dodge City", "High Noon", "Beginner game")}
    everything_else = {name: option_point(setup, name) for name in ("Games", "Always ask before a hit")}
    start_button = setup.buttons[-2].rect.center

    def options() -> tuple[bool, bool, bool]:
        return setup.dodge_city, setup.high_noon, setup.beginner

    for rounds in range(2):
        for index, name in enumerate(("Beginner game", "Dodge City", "High Noon", "Beginner game")):
            before = options()
            click(points[name])
            pump(ctx)
            changed = [i for i in range(3) if options()[i] != before[i]]
            assert changed == [("Dodge City", "High Noon", "Beginner game").index(name)], (rounds, index, name)
            assert {n: option_point(setup, n) for n in points} == points
            assert {n: option_point(setup, n) for n in everything_else} == everything_else
            assert setup.buttons[-2].rect.center == start_button
    for count in (8, 5):  # the count's notes come and go too
        setup.count = count
        setup._build()
        assert {n: option_point(setup, n) for n in points} == points


def test_the_set_up_fits_at_every_size_and_language(tmp_path: Path) -> None:
    shots = screenshot_dir(tmp_path / "shots")
    for size in [(800, 600), (1280, 720), (1920, 1080)]:
        for language in ("en", "ru", "cs"):
            for players, options in ((3, False), (7, True), (8, True)):
                ctx, setup = setup_with(size, players, language=language)
                setup.dodge_city = setup.high_noon = setup.beginner = options
                setup._build()
                pump(ctx)
                frame = setup.buttons[-1].rect.union(setup.buttons[-2].rect)
                assert ctx.screen.get_rect().contains(frame), (size, language, players)
                pygame.image.save(ctx.screen, str(shots / f"setup-{players}-{size[0]}x{size[1]}-{language}.png"))


ALL_AI = ("normal",) * 8


def top(ctx: AppContext) -> Scene | None:
    return ctx.stack.top


def test_a_table_without_a_human_seat_asks_before_it_starts_by_mouse() -> None:
    ctx, setup = setup_with((1280, 720), 4, ALL_AI)
    start_point = setup.buttons[-2].rect.center
    click(start_point)
    pump(ctx)
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene)
    drawn = " ".join(texts_drawn(ctx))
    assert "No one at this table is human" in drawn and "Nobody plays at this table" in drawn
    click(ask.buttons.buttons[1].rect.center)  # Back
    pump(ctx, 2)
    assert ctx.stack.top is setup
    click(start_point)
    pump(ctx, 2)
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene)
    click(ask.buttons.buttons[0].rect.center)  # Start
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    table = ctx.stack.top
    assert isinstance(table, TableScene) and not table.session.human_seats
    assert setup not in ctx.stack.scenes


def test_enter_on_a_table_without_a_human_seat_asks_and_a_second_enter_goes_back() -> None:
    ctx, setup = setup_with((800, 600), 3, ALL_AI)
    key(pygame.K_RETURN)
    pump(ctx)
    assert isinstance(top(ctx), ConfirmScene), "Enter started a game nobody plays without asking"
    key(pygame.K_RETURN)  # the focus starts on Back
    pump(ctx, 2)
    assert top(ctx) is setup
    key(pygame.K_RETURN)
    pump(ctx)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert top(ctx) is setup
    key(pygame.K_RETURN)
    pump(ctx)
    key(pygame.K_UP)  # to Start
    key(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))


def test_a_table_with_a_human_seat_starts_at_once() -> None:
    ctx, _ = setup_with((1280, 720), 4, ("normal", "normal", HUMAN, *("normal",) * 5))
    key(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene), limit=20)
    assert all(not isinstance(scene, ConfirmScene) for scene in ctx.stack.scenes)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_the_question_fits_its_panel(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    ctx, _ = setup_with(size, 5, ALL_AI, language=language)
    key(pygame.K_RETURN)
    pump(ctx, 2)
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene)
    panel = ask.panel()
    assert ctx.screen.get_rect().contains(panel)
    assert all(panel.contains(button.rect) for button in ask.buttons.buttons)
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path / "shots") / f"no-human-{size[0]}x{size[1]}-"
                                                                         f"{language}.png"))
