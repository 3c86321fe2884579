"""Screens of 3-, 7- and 8-player tables with Dodge City and High Noon mid-game, in every language at 1280x720
and 1920x1080: no text runs off the screen or is cut short, nothing overlaps a seat that should not; each screen
is saved (``$BANG_SCREENSHOTS`` or a temporary folder) to be looked at."""
from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.table.scene import TableScene
from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import make_ctx, pump, screenshot_dir
from tests.scenes.tabledriver import hand_point, held, scenario_table, tap
from tools.bench_frames import CROWDED_TABLE

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "ru", "cs"]


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


def table_of(players: int) -> dict[str, Any]:
    """The benchmark's crowded table cut down to ``players`` (with the roles dealt at that count)."""
    data = copy.deepcopy(CROWDED_TABLE)
    everyone = data["players"]
    if players == 8:
        data["event"] = "Gold Rush"
        return data
    if players == 7:
        data["players"] = everyone[:7]
        data["players"][5].update(alive=False, hp=0, in_play=[])
        data["turn"] = "Earl"
        return data
    three = [everyone[0], everyone[1], everyone[6]]
    three[0]["role"], three[1]["role"], three[2]["role"] = "deputy", "outlaw", "renegade"
    data.update(players=three, turn="Ann", event="Shootout")
    return data


def crowded(ctx: Any, players: int) -> TableScene:
    data = table_of(players)
    table = scenario_table(ctx, data)
    state = table.session.game.state
    state.players[0].borrow("Black Jack")
    table.model.seats[0].borrowed = "Black Jack"
    derringer = held(table, 0, "Derringer")
    table.model.fresh.add(derringer)
    return table


def set_the_scene(ctx: Any, table: TableScene, players: int) -> None:
    """A decision in progress: the cost of a Brawl (8), a ghost's turn (7), a Springfield's target (3)."""
    if players == 8:
        for _ in range(2000):
            pump(ctx)
            if table.awaiting_me and table.events.idle:
                break
        if table.session.game.waiting_kind is not None and table.session.game.waiting_kind.value == "play":
            brawl = held(table, 0, "Brawl") if any(
                table.session.game.state.cards[c].name == "Brawl" for c in table.model.hand) else None
            if brawl is not None:
                tap(ctx, hand_point(table, brawl))
    elif players == 7:
        for _ in range(3000):
            pump(ctx)
            if table.model.seats[5].ghost:
                return
        raise AssertionError("the ghost never came")
    else:
        tap(ctx, hand_point(table, held(table, 0, "Springfield")))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 7, 8])
def test_expansion_tables_fit_in_every_language(players: int, size: tuple[int, int], language: str,
                                                audit: list[str], tmp_path: Path) -> None:
    ghostly = players == 7  # the AI takes its time, so that the ghost's turn can be seen
    ctx = make_ctx(size, speed=4.0 if ghostly else 0.0, language=language)
    ctx.options.ai_delay = 0.5 if ghostly else 0.0
    table = crowded(ctx, players)
    set_the_scene(ctx, table, players)
    table.drawer.forget_pictures()
    ctx.stack.draw(ctx.screen)
    folder = screenshot_dir(tmp_path)
    pygame.image.save(ctx.screen, str(folder / f"expansions-{players}p-{language}-{size[0]}x{size[1]}.png"))
    assert audit == [], audit
    screen = ctx.screen.get_rect()
    for _, card, chip in table.drawer.seats.chips:
        assert screen.contains(chip)
        owner_rect = next(table.seat_rect(seat) for seat, info in enumerate(table.model.seats)
                          if card in info.in_play)
        assert owner_rect.contains(chip), "a card in play stays on its seat"
    for rect in table.drawer.noon.event_rects.values():
        assert not any(rect.colliderect(table.seat_rect(seat)) for seat in range(players))
