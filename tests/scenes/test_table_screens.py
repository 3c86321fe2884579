"""The table in a one-human and a hot-seat game, at three window sizes, in every language and at both
ends of the text size: rendered, audited for text that is cut or runs off the screen, and saved.

Set ``BANG_SCREENSHOTS=/some/dir`` to keep the pictures (they go to pytest's temporary directory otherwise).
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.actions import EndTurn, Pass, Respond
from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.app.i18n import Translator
from scenes.app.scene import Scene
from scenes.app.settings import Settings
from scenes.screens.pause import PauseScene
from scenes.table.config import TableConfig
from scenes.table.game_out import OutOfGameScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import distinct_colours, make_ctx, pump, screenshot_dir, start

SIZES = [(800, 600), (1280, 720), (1920, 1080)]
LANGUAGES = ["en", "ru", "cs"]
TEXT_SCALES = [1.0, 1.3]
NAMES = ("Ann", "Bob", "Cole", "Dora", "Earl", "Faye", "Gus")


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return screenshot_dir(tmp_path_factory.mktemp("table-shots"))


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


def one_human_table(ctx: AppContext) -> TableScene:
    """Ann against six AI players, mid-game, choosing a target for a card."""
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "normal") for name in NAMES[1:]))
    table = TableScene(ctx, TableConfig(seats, seed=12))
    start(ctx, table)
    for _ in range(3000):
        pump(ctx)
        if table.awaiting_me:
            game = table.session.game
            legal = table.legal()
            aims = any(getattr(a, "target", None) is not None for a in legal)
            if game.waiting_kind is not None and game.waiting_kind.value == "play" and len(game.log) > 30 and aims:
                break
            table.submit(next((a for a in legal if isinstance(a, (Respond, EndTurn))), legal[0]))
    for card in table.model.hand:
        if any(getattr(a, "target", None) is not None for a in table.card_actions(card)):
            table.click_hand(card)
            break
    return table


def hot_seat_table(ctx: AppContext) -> TableScene:
    """Ann and Bob with three AI players, a few decisions in, during an AI turn: everything private covered."""
    seats = (SeatConfig("Ann"), SeatConfig("Bob"), *(SeatConfig(name, "normal") for name in NAMES[2:5]))
    table = TableScene(ctx, TableConfig(seats, seed=7))
    start(ctx, table)
    decisions = 0
    for _ in range(6000):
        top = ctx.stack.top
        if isinstance(top, HandoverScene):
            top._ready()
        pump(ctx)
        if table.awaiting_me:
            legal = table.legal()
            table.submit(next((a for a in legal if isinstance(a, (EndTurn, Pass))), legal[0]))
            decisions += 1
        elif decisions >= 4 and table.viewer < 0 and not table.events.idle:
            break
    ctx.stack.scenes[:] = [table]
    return table


def out_of_game_table(ctx: AppContext) -> TableScene:
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "normal") for name in NAMES[1:5]))
    for seed in range(1, 30):
        table = TableScene(ctx, TableConfig(seats, seed=seed))
        ctx.stack.scenes[:] = []
        start(ctx, table)
        game = table.session.game
        for _ in range(20000):
            if game.over:
                break
            if not game.state.players[0].alive:
                table.events.finish_all()
                pump(ctx, 2)
                return table
            pump(ctx)
            if table.awaiting_me:
                legal = table.legal()
                table.submit(next((a for a in legal if isinstance(a, (Pass, EndTurn))), legal[0]))
    raise AssertionError("Ann is never out")


def show(ctx: AppContext, scenes: list[Scene], size: tuple[int, int], language: str, scale: float) -> None:
    ctx.screen = pygame.display.set_mode(size)
    if ctx.tr.language != language:
        ctx.tr = Translator(language)
    ctx.settings = Settings(ui_scale=scale)
    ctx.stack.scenes[:] = scenes
    for scene in scenes:
        if isinstance(scene, TableScene):
            scene.resume()
    ctx.screen.fill((0, 0, 0))
    ctx.stack.draw(ctx.screen)


def render_everywhere(ctx: AppContext, name: str, scenes: list[Scene], shots: Path, audit: list[str]) -> None:
    for scale in TEXT_SCALES:
        for language in LANGUAGES:
            for size in SIZES:
                show(ctx, scenes, size, language, scale)
                assert distinct_colours(ctx.screen) > 8
                label = f"{name}-{language}-{size[0]}x{size[1]}-text{int(scale * 100)}"
                pygame.image.save(ctx.screen, str(shots / f"{label}.png"))
                assert audit == [], label


def test_a_one_human_table_fits_everywhere(shots: Path, audit: list[str]) -> None:
    ctx = make_ctx()
    table = one_human_table(ctx)
    assert table.selected is not None
    audit.clear()
    render_everywhere(ctx, "one-human", [table], shots, audit)
    render_everywhere(ctx, "one-human-paused", [table, PauseScene(ctx, lambda: None)], shots, audit)


def test_a_hot_seat_table_fits_everywhere(shots: Path, audit: list[str]) -> None:
    ctx = make_ctx(speed=1.0)
    table = hot_seat_table(ctx)
    assert table.viewer < 0
    audit.clear()
    render_everywhere(ctx, "hot-seat-covered", [table], shots, audit)
    handover = HandoverScene(ctx, "Bob", lambda: None, lambda: None)
    render_everywhere(ctx, "hot-seat-handover", [table, handover], shots, audit)
    render_everywhere(ctx, "hot-seat-handover-paused", [table, handover, PauseScene(ctx, lambda: None)], shots, audit)


def test_the_out_of_game_offer_fits_everywhere(shots: Path, audit: list[str]) -> None:
    ctx = make_ctx()
    table = out_of_game_table(ctx)
    overlay = ctx.stack.top
    assert isinstance(overlay, OutOfGameScene)
    audit.clear()
    render_everywhere(ctx, "out-of-game", [table, overlay], shots, audit)
