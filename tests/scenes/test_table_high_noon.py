"""High Noon at the table: the event in force and the next one always shown with their whole text on hover,
the reveal animated, announced and heard, The Daltons asked of a human Sheriff (and in hot-seat of the next
human), ghosts drawn as ghosts, Gold Rush's direction, refusals that name the event."""
from __future__ import annotations

from typing import Any
from unittest.mock import Mock

import pygame

from game.actions import PickCard
from game.eventcards import EventCard
from game.events import EventRevealed, GhostLeft, GhostReturned
from scenes.table.choice import CONFIRM
from scenes.table.game_out import OutOfGameScene
from scenes.table.handover import HandoverScene
from tests.scenes.helpers import make_ctx, pump, texts_drawn
from tests.scenes.tabledriver import button, chip_point, hand_point, held, press, scenario_table, settle, tap

RULES = {"expansions": ["dodge_city", "high_noon"]}


def noon_data(ann: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    players = [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", **(ann or {})},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack"},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez"},
    ]
    return {"rules": RULES, "players": players, "start": "play", **extra}


def test_the_event_in_force_and_the_next_are_shown_with_their_whole_text_on_hover() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, noon_data(event="Thirst", events=["Curse"]))
    assert table.model.event is EventCard.THIRST and table.model.next_event is EventCard.CURSE
    rects = table.drawer.noon.event_rects
    assert set(rects) == {"now", "next"}
    assert table.drawer.help_at(rects["now"].center) == table.renderer.event_full_text(EventCard.THIRST)
    assert table.drawer.help_at(rects["next"].center) == table.renderer.event_full_text(EventCard.CURSE)
    drawn = texts_drawn(ctx)
    assert {"Event", "Next", "12 left"} <= drawn
    layout = table.layout
    for rect in rects.values():
        assert not any(rect.colliderect(seat) for seat in layout.seats)
        assert not rect.colliderect(layout.deck) and not rect.colliderect(layout.check)


def test_a_reveal_is_animated_announced_and_heard_and_the_next_event_follows() -> None:
    ctx = make_ctx(speed=1.0)
    ctx.audio = Mock()
    data = noon_data(events=["Shootout", "Blessing"], turn="Dora", round=1)
    table = scenario_table(ctx, data)
    assert table.model.event is None and table.model.next_event is EventCard.SHOOTOUT
    revealing = False
    for _ in range(400):
        pump(ctx)
        revealing = revealing or table.drawer.effects.revealing()
        if table.awaiting_me and table.events.idle:
            break
    assert revealing, "the event card was seen flying"
    assert any(isinstance(e, EventRevealed) for e in table.session.game.history)
    assert "event" in [call.args[0] for call in ctx.audio.play.call_args_list]
    assert "— Event: Shootout (Two Bang! cards per turn) —" in table.log
    assert table.model.event is EventCard.SHOOTOUT and table.model.next_event is EventCard.BLESSING
    assert table.model.events_left == 12


def test_a_decision_refused_because_of_the_event_says_so() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, noon_data({"hand": ["Beer", "Bang!"], "hp": 3}, event="The Reverend"))
    tap(ctx, hand_point(table, held(table, 0, "Beer")))
    assert table.message == "The Reverend: no Beer this round."
    assert table.session.game.log == []
    table = scenario_table(ctx, noon_data({"hand": ["Bang!"]}, event="The Sermon"))
    tap(ctx, hand_point(table, held(table, 0, "Bang!")))
    assert table.message == "The Sermon: no BANG! cards in your turn this round."


def test_gold_rush_shows_that_turns_pass_the_other_way() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, noon_data(event="Blessing"))
    arrow = table.drawer.noon._arrow
    assert arrow is not None
    drawn_for, _, rect = arrow
    assert isinstance(drawn_for, tuple) and drawn_for[1] is False
    assert table.drawer.help_at(rect.center) == "Turns pass to the left (clockwise)."
    table = scenario_table(ctx, noon_data(event="Gold Rush"))
    arrow = table.drawer.noon._arrow
    assert arrow is not None
    drawn_for, _, rect = arrow
    assert isinstance(drawn_for, tuple) and drawn_for[1] is True, "the arrow is drawn the other way for Gold Rush"
    assert table.drawer.help_at(rect.center) == "Gold Rush: turns pass to the right, the other way round."


def test_the_daltons_ask_the_human_sheriff_first_then_the_next_human_after_a_handover() -> None:
    ctx = make_ctx()
    data = noon_data({"in_play": ["Mustang", "Barrel"]}, events=["The Daltons"], start="turn_start", round=2)
    data["players"][1]["in_play"] = ["Scope", "Volcanic"]
    data["players"][2]["in_play"] = ["Remington"]
    table = scenario_table(ctx, data, humans=("Ann", "Bill"))
    run = 0
    while not (table.awaiting_me and table.viewer == 0) and run < 400:
        if isinstance(ctx.stack.top, HandoverScene):
            press(ctx, pygame.K_RETURN)
        pump(ctx)
        run += 1
    assert table.model.event is EventCard.THE_DALTONS
    assert "— Event: The Daltons (Blue cards in play: discard one) —" in table.log
    barrel, mustang = held(table, 0, "Barrel"), held(table, 0, "Mustang")
    assert table.chip_cards() == {barrel, mustang}
    assert "The Daltons: discard one of your blue cards in play." in " ".join(texts_drawn(ctx))
    tap(ctx, chip_point(table, barrel))
    assert table.choice.stage().name == CONFIRM
    assert "The Daltons: discard your Barrel?" in " ".join(texts_drawn(ctx))
    tap(ctx, button(table, "Confirm").center)
    assert (0, PickCard(barrel)) in table.session.game.log
    for _ in range(100):
        pump(ctx)
        if isinstance(ctx.stack.top, HandoverScene):
            break
    assert isinstance(ctx.stack.top, HandoverScene), "Bill takes the screen for his own choice"
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert table.viewer == 1
    scope = held(table, 1, "Scope")
    tap(ctx, chip_point(table, scope))
    press(ctx, pygame.K_RETURN)
    assert (1, PickCard(scope)) in table.session.game.log
    players = table.session.game.state.players
    assert players[2].in_play == [], "Cole's single blue card went without asking"


def test_a_ghost_is_drawn_as_a_ghost_during_his_turn_and_leaves_again() -> None:
    ctx = make_ctx(speed=1.0)
    ctx.audio = Mock()
    data = noon_data(event="Ghost Town")
    data["players"][3].update(alive=False, hp=0)
    table = scenario_table(ctx, data)
    press(ctx, pygame.K_e)
    ghost_seen = ghost_text = False
    for _ in range(3000):
        pump(ctx)
        if table.model.seats[3].ghost:
            ghost_seen = True
            ghost_text = ghost_text or "Ghost — this turn only" in texts_drawn(ctx)
        if any(isinstance(e, GhostLeft) for e in table.session.game.history) and table.events.idle:
            break
    history = table.session.game.history
    assert any(isinstance(e, GhostReturned) and e.player == 3 for e in history)
    assert ghost_seen and ghost_text
    assert not table.model.seats[3].ghost and not table.model.seats[3].alive
    assert "Dora comes back as a ghost for this turn" in table.log
    assert "Dora's ghost leaves the game again" in table.log
    assert [call.args[0] for call in ctx.audio.play.call_args_list].count("ghost") >= 2


def test_a_human_out_of_the_game_plays_his_turn_as_a_ghost_with_his_hand_shown() -> None:
    ctx = make_ctx()
    players = [
        {"name": "Ann", "role": "outlaw", "character": "Willy the Kid", "alive": False, "hp": 0},
        {"name": "Bill", "role": "sheriff", "character": "Black Jack"},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez"},
    ]
    data = {"rules": RULES, "players": players, "start": "play", "turn": "Dora", "event": "Ghost Town"}
    table = scenario_table(ctx, data)
    pump(ctx, 2)
    assert isinstance(ctx.stack.top, OutOfGameScene)
    press(ctx, pygame.K_ESCAPE)  # watch
    settle(ctx, table)
    assert table.model.seats[0].ghost and table.revealed
    assert table.drawer.hand_rects, "the ghost's own hand is drawn for him to play"
    assert "You are out: every hand is shown here, and the roles on the seats." not in texts_drawn(ctx)
    press(ctx, pygame.K_e)
    for _ in range(200):
        pump(ctx)
    assert any(isinstance(e, GhostLeft) and e.player == 0 for e in table.session.game.history)
