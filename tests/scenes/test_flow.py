"""The client driven by posted events: menu to results, a human game by mouse, hot-seat secrecy."""
from __future__ import annotations

import random
from unittest.mock import Mock

import pygame
import pytest

from game.actions import EndTurn, KeepCards, PlayCard
from game.events import CardMoved
from game.session import SeatConfig
from scenes.app.scene import Scene, SceneStack
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.setup import SetupScene
from scenes.table.config import TableConfig
from scenes.table.game_out import OutOfGameScene
from scenes.table.handover import HandoverScene
from scenes.table.model import TableModel
from scenes.table.scene import TableScene
from scenes.ui.confirm import ConfirmScene
from tests.scenes.helpers import click, distinct_colours, key, make_ctx, pump, run_until, start


def test_the_stack_applies_changes_between_frames_and_calls_the_lifecycle() -> None:
    stack = SceneStack()
    first, second = Mock(spec=Scene), Mock(spec=Scene)
    first.transparent = second.transparent = False
    stack.push(first)
    assert stack.top is None
    stack.apply_pending()
    first.enter.assert_called_once()
    stack.push(second)
    stack.apply_pending()
    first.pause.assert_called_once()
    stack.pop()
    stack.apply_pending()
    second.exit.assert_called_once()
    first.resume.assert_called_once()
    stack.replace(second)
    stack.apply_pending()
    assert stack.scenes == [second]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_scene_renders_something(size: tuple[int, int]) -> None:
    ctx = make_ctx(size)
    config = TableConfig.demo(5, seed=4)
    table = TableScene(ctx, config)
    start(ctx, table)
    pump(ctx, 30)
    for scene in (MenuScene(ctx), SetupScene(ctx), RulesScene(ctx), table,
                  HandoverScene(ctx, "Ann", lambda: None), ResultsScene(ctx, config, table.session)):
        ctx.screen.fill((0, 0, 0))
        scene.draw(ctx.screen)
        assert distinct_colours(ctx.screen) > 8, type(scene).__name__
    pause = PauseScene(ctx, lambda: None)
    table.draw(ctx.screen)
    pause.draw(ctx.screen)
    assert distinct_colours(ctx.screen) > 8


def test_menu_to_setup_to_table_to_results_by_mouse() -> None:
    ctx = make_ctx()
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx, 2)
    click(menu.buttons.buttons[0].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, SetupScene))
    pump(ctx)
    setup = ctx.stack.top
    assert isinstance(setup, SetupScene)
    kind_button = setup.buttons[2]
    click(kind_button.rect.center)
    pump(ctx, 2)
    assert not setup.config().seats[0].human
    click(setup.buttons[-2].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, ConfirmScene))  # nobody human: it asks first
    pump(ctx)
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene)
    click(ask.buttons.buttons[0].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    run_until(ctx, lambda: isinstance(ctx.stack.top, ResultsScene), limit=6000)
    pump(ctx)
    results = ctx.stack.top
    assert isinstance(results, ResultsScene)
    assert results.session.game.over
    click(next(b for b in results.buttons if b.label == "Menu").rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, MenuScene))


def test_a_human_plays_a_whole_game_with_the_mouse() -> None:
    ctx = make_ctx()
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bob", "Cid", "Dan")))
    table = TableScene(ctx, TableConfig(seats, seed=21))
    start(ctx, table)
    human_decisions = 0
    shots_aimed = 0
    for _ in range(8000):
        if isinstance(ctx.stack.top, ResultsScene):
            break
        pump(ctx)
        top = ctx.stack.top
        if isinstance(top, OutOfGameScene):  # Ann is out: skip to the result
            click(top.buttons.buttons[0].rect.center)
            continue
        if not table.awaiting_me:
            continue
        if table.pick_options():
            rects = table.drawer.pick_rects
            click(rects[0][1].center)
            if any(isinstance(a, KeepCards) for a in table.legal()):
                click(rects[1][1].center)
        elif table.chooser_options():
            click(table.drawer.chooser_rects[0][1].center)
        elif table.selected is not None:
            target = next(iter(table.target_seats()))
            click(table.seat_rect(target).center)
            shots_aimed += 1
        elif any(isinstance(a, EndTurn) for a in table.legal()) and shots_aimed < 3 and table.playable_cards():
            card = next(c for c, _ in table.drawer.hand_rects if c in table.playable_cards())
            click(dict(table.drawer.hand_rects)[card].center)
        elif table.prompt_buttons():
            click(table.prompt_buttons()[-1].rect.center)
        elif table.drawer.hand_rects:
            click(table.drawer.hand_rects[0][1].center)
        pump(ctx)
        human_decisions += 1
    assert isinstance(ctx.stack.top, ResultsScene)
    assert any(seat == 0 for seat, _ in table.session.game.log)
    assert human_decisions > 5


def test_the_handover_screen_hides_every_private_card(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx(speed=0.0)
    seats = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cid", "random"), SeatConfig("Dan", "random"))
    table = TableScene(ctx, TableConfig(seats, seed=5))
    start(ctx, table)
    run_until(ctx, lambda: isinstance(ctx.stack.top, HandoverScene))
    handover = ctx.stack.top
    assert isinstance(handover, HandoverScene)
    drawn: list[int] = []
    monkeypatch.setattr(table.renderer, "get", lambda card, *a, **k: drawn.append(card))
    ctx.stack.draw(ctx.screen)
    assert drawn == []
    assert table.viewer == -1 and table.model.hand == []
    monkeypatch.undo()
    key(pygame.K_RETURN)
    pump(ctx, 2)
    decider = table.session.game.decider
    assert table.viewer == decider
    assert table.model.hand == table.session.game.state.players[decider].hand
    ctx.stack.draw(ctx.screen)


def test_a_refused_decision_shows_the_core_message_and_changes_nothing() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig((SeatConfig("Ann"), *(SeatConfig(n, "random") for n in "BCD")), seed=2))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    game = table.session.game
    before, decisions = game.state.to_dict(), len(game.log)
    not_mine = next(c for c in range(len(game.state.cards)) if c not in game.state.players[0].hand)
    table.submit(PlayCard(not_mine, 1))
    assert table.message.startswith("You do not hold")
    assert game.state.to_dict() == before and len(game.log) == decisions


def test_the_model_matches_the_core_view_once_animations_end() -> None:
    ctx = make_ctx(speed=1.0)
    table = TableScene(ctx, TableConfig.demo(6, seed=9))
    start(ctx, table)
    for _ in range(600):
        pump(ctx)
    table.events.finish_all()
    expected = TableModel.from_view(table.session.game.view_for(table.viewer))
    assert table.model.hand == expected.hand
    assert table.model.deck_count == expected.deck_count
    assert table.model.discard == expected.discard
    assert [(s.hp, s.alive, s.hand_count, s.in_play) for s in table.model.seats] == [
        (s.hp, s.alive, s.hand_count, s.in_play) for s in expected.seats]


def test_a_human_plays_a_whole_game_with_the_keyboard_alone() -> None:
    ctx = make_ctx()
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bob", "Cid", "Dan", "Eve")))
    table = TableScene(ctx, TableConfig(seats, seed=33))
    start(ctx, table)
    presses = random.Random(1)
    decisions_before = 0
    for _ in range(12000):
        if isinstance(ctx.stack.top, ResultsScene):
            break
        pump(ctx)
        if isinstance(ctx.stack.top, OutOfGameScene):  # Ann is out: Tab to "Skip to the result", Enter
            key(pygame.K_TAB)
            key(pygame.K_RETURN)
            continue
        if table.awaiting_me and table.focus_items():
            for _ in range(presses.randint(1, len(table.focus_items()))):
                key(pygame.K_TAB)
            key(pygame.K_RETURN)
            pump(ctx)
            decisions_before += 1
    assert isinstance(ctx.stack.top, ResultsScene)
    assert any(seat == 0 for seat, _ in table.session.game.log)
    assert decisions_before > 5


def test_the_table_plays_sounds_for_what_it_animates() -> None:
    ctx = make_ctx(speed=4.0)
    audio = Mock()
    ctx.audio = audio
    table = TableScene(ctx, TableConfig.demo(5, seed=6))
    start(ctx, table)
    pump(ctx, 1500)
    played = [call.args[0] for call in audio.play.call_args_list]
    assert "card" in played
    assert {"shot", "miss", "beer", "jail", "dynamite", "elimination"} & set(played)
    moves = sum(1 for event in table.session.game.history if isinstance(event, CardMoved))
    assert played.count("card") < moves / 2  # a deal is not thirty flicks


def test_the_setup_screen_works_from_the_keyboard() -> None:
    ctx = make_ctx()
    setup = SetupScene(ctx)
    start(ctx, setup)
    pump(ctx)
    for _ in range(3):  # to seat 1's name
        key(pygame.K_TAB)
    key(pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    key(pygame.K_TAB)  # ends typing, moves to seat 1's kind
    key(pygame.K_RETURN)
    pump(ctx, 2)
    config = setup.config()
    assert config.seats[0].name == "Anz"
    assert not config.seats[0].human
    for _ in range(len(setup.focus_items())):
        if setup._focused() == ("button", len(setup.buttons) - 2):
            break
        key(pygame.K_TAB)
        pump(ctx)
    key(pygame.K_RETURN)
    pump(ctx, 2)
    assert isinstance(ctx.stack.top, ConfirmScene)  # nobody human: it asks first, the focus on Back
    key(pygame.K_UP)
    key(pygame.K_RETURN)
    pump(ctx, 3)
    assert isinstance(ctx.stack.top, TableScene)
