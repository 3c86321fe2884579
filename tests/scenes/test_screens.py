"""Every scene in every language at 1280x720 and 1920x1080: rendered, saved, checked for overflow."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.session import SeatConfig
from scenes.handover import HandoverScene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.scene import Scene
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene, TableConfig
from scenes.table import TableScene
from scenes.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import distinct_colours, make_ctx, pump, start

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "ru", "cs"]


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


def mid_game_table(ctx: object) -> TableScene:
    seats = (SeatConfig("Ann"), *(SeatConfig(n, "random") for n in ("Bill", "Cole", "Dora", "Earl", "Faye", "Gus")))
    table = TableScene(ctx, TableConfig(seats, seed=12))  # type: ignore[arg-type]
    start(ctx, table)  # type: ignore[arg-type]
    for _ in range(3000):
        pump(ctx)  # type: ignore[arg-type]
        if table.awaiting_me:
            if table.session.game.waiting_kind.value == "play" and len(table.session.game.log) > 40:
                break
            table.submit(table.legal()[-1])
    return table


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_scene_fits_in_every_language(language: str, size: tuple[int, int], audit: list[str],
                                            tmp_path: Path) -> None:
    ctx = make_ctx(size, language=language)
    table = mid_game_table(ctx)
    for card in table.model.hand:
        if any(getattr(a, "target", None) is not None for a in table.card_actions(card)):
            table.click_hand(card)
            break
    scenes: list[tuple[str, Scene]] = [
        ("menu", MenuScene(ctx)), ("setup", SetupScene(ctx)), ("rules", RulesScene(ctx)),
        ("settings", SettingsScene(ctx)), ("table", table),
        ("handover", HandoverScene(ctx, "Ann", lambda: None)),
        ("results", ResultsScene(ctx, table.config, table.session)),
    ]
    for name, scene in scenes:
        ctx.stack.scenes[:] = [scene]
        pump(ctx, 2)
        assert distinct_colours(ctx.screen) > 8, name
        pygame.image.save(ctx.screen, str(tmp_path / f"{name}-{language}-{size[0]}.png"))
    ctx.stack.scenes[:] = [table, PauseScene(ctx, lambda: None)]
    pump(ctx, 2)
    assert audit == []


def test_the_audit_catches_a_label_that_does_not_fit(audit: list[str]) -> None:
    from scenes.widgets import Button

    ctx = make_ctx()
    Button(pygame.Rect(0, 0, 60, 30), "A label far too long for this button", lambda: None).draw(
        ctx.screen, ctx.assets.font(20))
    assert audit and "does not fit" in audit[0]
