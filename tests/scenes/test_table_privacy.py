"""Who sees what at the table: one's own role, hot-seat secrecy after every decision, pausing and handing over."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.actions import EndTurn, PlayCard, Respond
from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.screens.pause import PauseScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.table.config import TableConfig
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.text.cards import role_goal, role_name
from tests.scenes.helpers import click, hover, key, make_ctx, pump, run_until, start, texts_drawn

HOT_SEAT = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cole", "normal"), SeatConfig("Dora", "normal"))
BOB_SHOT_FIRST = 226
"""A seed whose first human decision is Bob's answer to a shot in Dora's turn, before either human's own turn."""


def tooltips_over(ctx: AppContext, table: TableScene, area: pygame.Rect, monkeypatch: pytest.MonkeyPatch,
                  step: int = 6) -> list[str]:
    """Move the mouse over ``area`` point by point; every tooltip text the table shows."""
    shown: list[str] = []
    monkeypatch.setattr(table.renderer, "tooltip", lambda surface, text, *a, **k: shown.append(text))
    for y in range(area.top + 2, area.bottom - 1, step):
        for x in range(area.left + 2, area.right - 1, step):
            hover((x, y))
            pump(ctx)
    monkeypatch.undo()
    return shown


def private_cards_drawn(table: TableScene, monkeypatch: pytest.MonkeyPatch, ctx: AppContext,
                        humans: tuple[int, ...]) -> set[int]:
    """Cards of the humans' hands (as the core holds them now) that one frame draws face up."""
    drawn: list[int] = []
    real = table.renderer.get

    def spy(card: int, width: int, angle: float = 0.0) -> pygame.Surface:
        drawn.append(card)
        return real(card, width, angle)

    monkeypatch.setattr(table.renderer, "get", spy)
    ctx.screen.fill((0, 0, 0))
    ctx.stack.draw(ctx.screen)
    monkeypatch.undo()
    hands = {card for seat in humans for card in table.session.game.state.players[seat].hand}
    return hands & set(drawn)


def wait_for_handover(ctx: AppContext) -> HandoverScene:
    run_until(ctx, lambda: isinstance(ctx.stack.top, HandoverScene))
    top = ctx.stack.top
    assert isinstance(top, HandoverScene)
    return top


def next_human_decision(ctx: AppContext, table: TableScene) -> None:
    """Pump until a human decides, confirming the handovers on the way."""
    for _ in range(20000):
        if table.awaiting_me:
            return
        top = ctx.stack.top
        if isinstance(top, HandoverScene):
            top._ready()
        pump(ctx)
    raise AssertionError("no human decision came")


# --- 1. one's own role -------------------------------------------------------------------


def test_the_one_human_sees_his_own_role_and_its_goal_from_the_start(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    seats = (SeatConfig("Ann"), *(SeatConfig(n, "normal") for n in ("Bill", "Cole", "Dora", "Earl")))
    table = TableScene(ctx, TableConfig(seats, seed=4))
    role = table.session.game.state.players[0].role.value
    assert role != "sheriff"  # the Sheriff's role is public anyway: this seed tests a hidden one
    start(ctx, table)
    pump(ctx, 2)
    assert ctx.tr.gettext(role_name(role)) in texts_drawn(ctx)
    run_until(ctx, lambda: table.awaiting_me)
    assert ctx.tr.gettext(role_name(role)) in texts_drawn(ctx)
    tips = tooltips_over(ctx, table, table.seat_rect(0), monkeypatch)
    assert any(ctx.tr.gettext(role_goal(role)) in tip for tip in tips)


def test_in_hot_seat_the_player_at_the_screen_sees_his_role() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=7))
    start(ctx, table)
    next_human_decision(ctx, table)
    pump(ctx, 2)
    seat = table.viewer
    role = table.session.game.state.players[seat].role.value
    assert ctx.tr.gettext(role_name(role)) in texts_drawn(ctx)


# --- 2. hot-seat secrecy ---------------------------------------------------------------------


def test_hot_seat_covers_a_hand_as_soon_as_the_next_decision_is_not_that_players(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Dora shoots Bob in her first turn, Bob answers, then the rest of her AI turn plays."""
    ctx = make_ctx(speed=4.0)
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=BOB_SHOT_FIRST))
    start(ctx, table)
    game = table.session.game
    handover = wait_for_handover(ctx)
    assert handover.name == "Bob"
    handover._ready()
    pump(ctx)
    run_until(ctx, lambda: table.awaiting_me)
    bob = table.viewer
    bob_role = ctx.tr.gettext(role_name(game.state.players[bob].role.value))
    assert private_cards_drawn(table, monkeypatch, ctx, (bob,))  # Bob sees his cards while he decides
    answer = next(a for a in table.legal() if isinstance(a, Respond))
    table.submit(answer)
    frames = 0
    while not isinstance(ctx.stack.top, HandoverScene):
        assert not private_cards_drawn(table, monkeypatch, ctx, (0, 1)), f"a hand is shown {frames} frames on"
        assert bob_role not in texts_drawn(ctx) or game.state.players[bob].role.value == "sheriff"
        assert table.model.hand == []
        pump(ctx)
        frames += 1
        assert frames < 20000
    assert frames > 10  # the AI played meanwhile, with the cards covered


def test_hot_seat_covers_a_hand_when_its_player_ends_his_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx(speed=0.0)
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=7))
    start(ctx, table)
    for _ in range(200):
        next_human_decision(ctx, table)
        if any(isinstance(a, EndTurn) for a in table.legal()):
            break
        table.submit(table.legal()[-1])
    me = table.viewer
    table.submit(EndTurn())
    while table.session.game.decider == me:  # too many cards: discard, then the turn ends
        pump(ctx)
        table.submit(table.legal()[0])
    assert table.model.hand == []
    assert not private_cards_drawn(table, monkeypatch, ctx, (0, 1))


def test_the_pause_menu_of_a_hot_seat_game_shows_no_private_card(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=BOB_SHOT_FIRST))
    start(ctx, table)
    next_human_decision(ctx, table)
    assert private_cards_drawn(table, monkeypatch, ctx, (0, 1))
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert isinstance(ctx.stack.top, PauseScene)
    assert not private_cards_drawn(table, monkeypatch, ctx, (0, 1))
    key(pygame.K_ESCAPE)  # resume: whoever sits there now must confirm again
    pump(ctx, 3)
    assert isinstance(ctx.stack.top, HandoverScene)


# --- 9. pause and handover -----------------------------------------------------------------------


def test_escape_on_the_handover_screen_opens_the_pause_menu_with_settings_and_rules() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=7))
    start(ctx, table)
    handover = wait_for_handover(ctx)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    labels = {button.label: button for button in pause.buttons.buttons}
    assert {"Resume", "Settings", "Rules reference", "Quit to menu"} <= set(labels)
    click(labels["Settings"].rect.center)
    pump(ctx, 2)
    settings_scene = ctx.stack.top
    assert isinstance(settings_scene, SettingsScene)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert ctx.stack.top is pause
    click(labels["Rules reference"].rect.center)
    pump(ctx, 2)
    rules_scene = ctx.stack.top
    assert isinstance(rules_scene, RulesScene)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert ctx.stack.top is pause
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert ctx.stack.top is handover
    assert table.viewer == -1  # still nothing private on screen


def test_the_pause_menu_over_the_table_offers_settings_and_rules() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig.demo(4, seed=1))
    start(ctx, table)
    pump(ctx, 3)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    labels = [button.label for button in pause.buttons.buttons]
    assert "Settings" in labels and "Rules reference" in labels


def test_in_his_own_turn_a_human_answered_by_the_ai_is_not_handed_over_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """His cards are covered while the AI answers his shot, then come back without a handover."""

    ctx = make_ctx(speed=4.0)
    table = TableScene(ctx, TableConfig(HOT_SEAT, seed=7))
    start(ctx, table)
    game = table.session.game
    for _ in range(300):
        next_human_decision(ctx, table)
        me = table.viewer
        at_ai = [a for a in table.legal() if isinstance(a, PlayCard) and a.target is not None
                 and not table.session.is_human(a.target) and game.state.cards[a.card].name == "Bang!"]
        if game.state.turn == me and at_ai:
            break
        legal = table.legal()
        table.submit(next((a for a in legal if isinstance(a, (EndTurn, Respond))), legal[0]))
    else:
        raise AssertionError("no shot at an AI player came")
    table.submit(at_ai[0])
    assert table.model.hand == []  # covered while the AI answers
    handovers = 0
    for _ in range(3000):
        if isinstance(ctx.stack.top, HandoverScene):
            handovers += 1
            break
        if table.awaiting_me:
            break
        assert not private_cards_drawn(table, monkeypatch, ctx, (0, 1))
        pump(ctx)
    assert handovers == 0 and table.viewer == me
    assert private_cards_drawn(table, monkeypatch, ctx, (me,))


def test_a_language_changed_in_the_pause_menus_settings_rewrites_the_table() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig.demo(4, seed=1))
    start(ctx, table)
    pump(ctx, 30)
    assert any("is dealt" in line for line in table.log)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    settings = next(b for b in pause.buttons.buttons if b.label == "Settings")
    click(settings.rect.center)
    pump(ctx, 2)
    settings_scene = ctx.stack.top
    assert isinstance(settings_scene, SettingsScene)
    ctx.apply_settings(replace(ctx.settings, language="ru"), save=False)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert ctx.stack.top is table
    assert not any("is dealt" in line for line in table.log)
    assert any("получает" in line for line in table.log)
    assert "Журнал игры" in texts_drawn(ctx)
