"""The menu's title inside its oval, the pause panel as tall as its buttons, and no "Save game" in a lesson."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.lessons import lessoncoach
from scenes.lessons.lesson import lessons
from scenes.lessons.session import LessonTable
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.scenes.helpers import key, make_ctx, pump, start
from tests.scenes.test_saves_screens import ONE_HUMAN, context, unfinished_game

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def inside_oval(oval: pygame.Rect, point: tuple[int, int]) -> bool:
    a, b = oval.width / 2, oval.height / 2
    x, y = point[0] - oval.centerx, point[1] - oval.centery
    return (x / a) ** 2 + (y / b) ** 2 <= 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_the_menu_title_stands_clear_inside_the_oval_with_continue_shown(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    ctx = context(tmp_path, size, language)
    unfinished_game(ctx, ONE_HUMAN)
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx, 2)
    assert menu.buttons.buttons[0].label == ctx.tr.gettext("Continue")
    title = menu.title_rect.inflate(8, 8)
    assert title.height > 0
    for corner in (title.topleft, title.topright, title.bottomleft, title.bottomright):
        assert inside_oval(menu.oval, corner), (corner, menu.oval)
    assert menu.oval.top >= 0 and title.bottom < menu.buttons.buttons[0].rect.top


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_title_without_continue_is_inside_the_oval_too(tmp_path: Path, size: tuple[int, int]) -> None:
    ctx = context(tmp_path, size)
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx, 2)
    title = menu.title_rect.inflate(8, 8)
    assert all(inside_oval(menu.oval, c) for c in (title.topleft, title.topright))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saving", [True, False])
def test_the_pause_panel_ends_just_below_its_last_button(size: tuple[int, int], saving: bool) -> None:
    ctx = make_ctx(size)
    table = TableScene(ctx, TableConfig.demo(4, seed=2))
    start(ctx, table)
    pump(ctx, 2)
    pause = PauseScene(ctx, lambda: None, table.session if saving else None)
    ctx.stack.push(pause)
    ctx.stack.apply_pending()
    pump(ctx)
    panel, last = pause.panel(), pause.buttons.buttons[-1].rect
    assert panel.contains(last)
    assert panel.bottom - last.bottom <= last.height, (panel, last)
    assert len(pause.buttons.buttons) == (6 if saving else 5)


def test_a_note_under_the_buttons_grows_the_panel_and_leaves_the_buttons_in_place() -> None:
    ctx = make_ctx((1280, 720))
    pause = PauseScene(ctx, lambda: None)
    ctx.stack.push(pause)
    ctx.stack.apply_pending()
    pump(ctx)
    before = [b.rect.copy() for b in pause.buttons.buttons]
    short = pause.panel()
    pause.status = "Saved as “Seven DC+HN”."
    pump(ctx)
    assert [b.rect for b in pause.buttons.buttons] == before
    assert pause.panel().top == short.top and pause.panel().bottom > short.bottom


def test_the_lesson_pause_menu_offers_no_save_game() -> None:
    ctx = make_ctx()
    lesson = next(lesson for lesson in lessons() if lesson.key == "bang-and-missed")
    table = LessonTable(ctx, lesson, lessoncoach.LessonCoach(lesson))
    start(ctx, table)
    pump(ctx, 2)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    labels = [button.label for button in pause.buttons.buttons]
    assert "Save game" not in labels and "Resume" in labels and "Restart" in labels


def test_an_ordinary_game_still_offers_save_game() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig.demo(4, seed=2))
    start(ctx, table)
    pump(ctx, 2)
    table.open_pause()
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    assert "Save game" in [button.label for button in pause.buttons.buttons]
