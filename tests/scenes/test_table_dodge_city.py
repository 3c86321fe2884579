"""Dodge City at the table, driven by posted mouse and key events: green cards used from play (in turn and as
an answer), the clock on green cards not usable yet, cost cards with a confirmation, Brawl's choice per
player, Vera Custer, Pat Brennan, Chuck Wengam, Doc Holyday and Jose Delgado."""
from __future__ import annotations

from typing import Any
from unittest.mock import Mock

import pygame
import pytest

from game.actions import FROM_HAND, ChooseCard, EndTurn, Pass, PlayCard, Respond, UseAbility
from game.events import AbilityUsed, CardPlayed, LifeLost, ShotMissed
from scenes.table.choice import ABILITY_TARGET, CONFIRM, COST, IDLE, TARGET
from tests.scenes.helpers import make_ctx, pump, texts_drawn
from tests.scenes.tabledriver import (
    button,
    card_id,
    chip_point,
    hand_point,
    held,
    play_named,
    press,
    scenario_table,
    seat_point,
    settle,
    tap,
)

DC = {"expansions": ["dodge_city"]}


def table_data(ann: dict[str, Any], **others: dict[str, Any]) -> dict[str, Any]:
    """Ann (the human, Sheriff), Bill and Cole (Outlaws), Dora (Renegade): Ann's play phase by default."""
    players = [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", **ann},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack", **others.get("bill", {})},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson", **others.get("cole", {})},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez", **others.get("dora", {})},
    ]
    return {"rules": DC, "players": players, "start": "play"}


def played(table: Any) -> list[CardPlayed]:
    return [e for e in table.session.game.history if isinstance(e, CardPlayed)]


# --- green cards ----------------------------------------------------------------------------------------


def test_a_green_card_in_play_is_used_in_turn_by_clicking_it_then_its_target() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"in_play": ["Derringer"], "hand": ["Beer"]}))
    derringer = held(table, 0, "Derringer")
    assert derringer in table.chip_cards()
    tap(ctx, chip_point(table, derringer))
    assert table.choice.stage().name == TARGET and table.target_seats() == {1, 3}
    assert "Derringer in play: choose a target" in texts_drawn(ctx).__str__()
    tap(ctx, seat_point(table, 1))
    settle(ctx, table)
    assert PlayCard(derringer, 1) in [a for _, a in table.session.game.log]
    assert any(e.from_play and e.card == derringer for e in played(table))
    assert "Ann uses Derringer in play on Bill" in table.log


def test_a_green_card_put_into_play_carries_a_clock_and_says_why_it_cannot_be_used_yet() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Derringer", "Beer"]}))
    derringer = held(table, 0, "Derringer")
    tap(ctx, hand_point(table, derringer))
    settle(ctx, table)
    pump(ctx)
    assert derringer in table.session.game.state.players[0].in_play
    assert derringer in table.model.fresh and derringer not in table.chip_cards()
    assert "Not usable yet: from its owner's next turn." in table.drawer.help_at(chip_point(table, derringer))
    tap(ctx, chip_point(table, derringer))
    assert table.message == "Derringer can't be used in the turn it was played."
    assert table.session.game.state.players[0].in_play == [derringer]


def test_a_green_missed_card_in_play_answers_a_bang_out_of_turn() -> None:
    ctx = make_ctx()
    data = table_data({"in_play": ["Iron Plate"]}, bill={"hand": ["Bang!"]})
    data["turn"] = "Bill"
    ann_table = scenario_table(ctx, data, scripts={"Bill": [play_named("Bang!", 0)]})
    settle(ctx, ann_table)
    plate = held(ann_table, 0, "Iron Plate")
    assert ann_table.chip_cards() == {plate}
    assert "outlined on the seats" in " ".join(texts_drawn(ctx))
    tap(ctx, chip_point(ann_table, plate))
    settle(ctx, ann_table)
    assert (0, Respond(plate)) in ann_table.session.game.log
    assert any(isinstance(e, ShotMissed) and e.player == 0 for e in ann_table.session.game.history)
    assert "Ann answers with Iron Plate in play" in ann_table.log


# --- cost cards and Brawl ---------------------------------------------------------------------------------


def test_brawl_asks_for_its_cost_waits_for_confirmation_and_then_for_each_players_card() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Brawl", "Beer", "Missed!"]},
                                           bill={"hand": ["Bang!"], "in_play": ["Mustang"]},
                                           cole={"in_play": ["Barrel"]}))
    brawl, beer, missed = (held(table, 0, name) for name in ("Brawl", "Beer", "Missed!"))
    tap(ctx, hand_point(table, brawl))
    assert table.choice.stage().name == COST
    assert table.playable_cards() == {beer, missed}
    assert "Brawl has the discard symbol" in " ".join(texts_drawn(ctx))
    tap(ctx, hand_point(table, beer))
    assert table.choice.pending == PlayCard(brawl, cost=beer)
    assert "Play Brawl, discarding Beer?" in " ".join(texts_drawn(ctx))
    assert {b.label for b in table.prompt_buttons()} >= {"Confirm", "Cancel"}
    tap(ctx, table.drawer.hand_rects[0][1].center, mouse=3)  # a right-click goes back one step
    assert table.choice.stage().name == COST and table.session.game.log == []
    tap(ctx, hand_point(table, missed))
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert table.session.game.log[0] == (0, PlayCard(brawl, cost=missed))
    mustang = held(table, 1, "Mustang")
    assert set(table.chooser_options()) == {FROM_HAND, mustang}
    assert "Brawl: which card does Bill discard?" in " ".join(texts_drawn(ctx))
    tap(ctx, dict(table.drawer.chooser_rects)[mustang].center)
    assert "Brawl: Bill discards Mustang?" in " ".join(texts_drawn(ctx))
    tap(ctx, button(table, "Confirm").center)
    settle(ctx, table)
    assert (0, ChooseCard(1, mustang)) in table.session.game.log
    players = table.session.game.state.players
    assert players[1].in_play == [] and players[2].in_play == [], "Cole had one card: it went without asking"
    assert "Ann plays Brawl, discarding Missed!" in table.log


@pytest.mark.parametrize(("card", "target"), [("Whisky", None), ("Springfield", 2), ("Tequila", 0)])
def test_each_card_with_a_cost_is_played_with_the_cost_chosen_by_the_mouse(card: str, target: int | None) -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": [card, "Beer", "Missed!"], "hp": 3}))
    played_card, missed = held(table, 0, card), held(table, 0, "Missed!")
    tap(ctx, hand_point(table, played_card))
    if target is not None:
        assert table.choice.stage().name == TARGET
        tap(ctx, seat_point(table, target))
    assert table.choice.stage().name == COST
    tap(ctx, hand_point(table, missed))
    tap(ctx, button(table, "Confirm").center)
    settle(ctx, table)
    assert table.session.game.log[0] == (0, PlayCard(played_card, target, None, missed))
    assert missed in table.session.game.state.discard


def test_rag_time_by_keyboard_alone_target_card_and_a_single_cost_confirmed_with_enter() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Rag Time", "Beer"]},
                                           bill={"hand": ["Bang!"], "in_play": ["Mustang"]}))
    rag, beer, mustang = held(table, 0, "Rag Time"), held(table, 0, "Beer"), held(table, 1, "Mustang")
    press(ctx, pygame.K_1)
    assert table.choice.stage().name == TARGET
    press(ctx, pygame.K_TAB)
    assert table.focused == ("seat", 1)
    press(ctx, pygame.K_RETURN)
    assert table.chooser_options() == [FROM_HAND, mustang]
    assert table.focused == ("choose", FROM_HAND), "the focus moves on to the next step's first choice"
    press(ctx, pygame.K_TAB)
    assert table.focused == ("choose", mustang)
    press(ctx, pygame.K_RETURN)
    assert table.choice.pending == PlayCard(rag, 1, mustang, beer), "the only possible cost is chosen"
    assert "Play Rag Time on Bill for Mustang, discarding Beer?" in " ".join(texts_drawn(ctx))
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert mustang in table.session.game.state.players[0].hand


def test_escape_takes_back_each_step_and_the_cancel_button_the_last_one() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Springfield", "Beer", "Missed!"]}))
    springfield = held(table, 0, "Springfield")
    tap(ctx, hand_point(table, springfield))
    tap(ctx, seat_point(table, 2))
    tap(ctx, hand_point(table, held(table, 0, "Beer")))
    assert table.choice.stage().name == CONFIRM
    tap(ctx, button(table, "Cancel").center)
    assert table.choice.stage().name == COST
    press(ctx, pygame.K_ESCAPE)
    assert table.choice.stage().name == TARGET
    press(ctx, pygame.K_ESCAPE)
    assert table.choice.stage().name == IDLE and table.selected is None
    assert table.session.game.log == []


# --- characters ----------------------------------------------------------------------------------------


def test_vera_custer_chooses_whose_ability_she_takes_and_her_seat_shows_it() -> None:
    ctx = make_ctx()
    data = table_data({"character": "Vera Custer"})
    data.update(start="turn_start", round=2)
    table = scenario_table(ctx, data)
    assert table.target_seats() == {1, 2, 3}
    assert "Vera Custer: choose whose ability" in " ".join(texts_drawn(ctx))
    tap(ctx, seat_point(table, 1))
    assert "take the ability of Black Jack (Bill) until your next turn?" in " ".join(texts_drawn(ctx))
    tap(ctx, button(table, "Confirm").center)
    settle(ctx, table)
    assert table.model.seats[0].borrowed == "Black Jack"
    assert "Vera Custer as Black Jack" in texts_drawn(ctx)
    hint = table.drawer.help_at(seat_point(table, 0))
    assert "Until her next turn she also has the ability of Black Jack" in hint
    assert "Ann (Vera Custer) takes Bill's ability (Black Jack) until the next turn" in table.log


def test_vera_custer_by_keyboard() -> None:
    ctx = make_ctx()
    data = table_data({"character": "Vera Custer"})
    data.update(start="turn_start", round=2)
    table = scenario_table(ctx, data)
    press(ctx, pygame.K_TAB)
    press(ctx, pygame.K_TAB)
    assert table.focused == ("seat", 2)
    press(ctx, pygame.K_RETURN)
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert table.model.seats[0].borrowed == "Kit Carlson"


def test_pat_brennan_takes_a_card_in_play_instead_of_drawing() -> None:
    ctx = make_ctx()
    data = table_data({"character": "Pat Brennan"}, bill={"in_play": ["Mustang"]})
    data.update(start="turn_start", round=2)
    table = scenario_table(ctx, data)
    mustang = held(table, 1, "Mustang")
    assert table.chip_cards() == {mustang}
    assert any(b.label == "Draw from the deck" for b in table.prompt_buttons())
    tap(ctx, chip_point(table, mustang))
    assert "Pat Brennan: take Mustang in play in front of Bill instead of drawing?" in " ".join(texts_drawn(ctx))
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert mustang in table.session.game.state.players[0].hand
    assert "Ann (Pat Brennan) takes Mustang in play in front of Bill instead of drawing" in table.log


def test_chuck_wengam_confirms_a_life_point_for_two_cards_or_cancels() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"character": "Chuck Wengam", "hand": ["Beer"]}))
    press(ctx, pygame.K_a)
    assert table.choice.pending == UseAbility(())
    assert "Chuck Wengam: lose one life point and draw two cards?" in " ".join(texts_drawn(ctx))
    press(ctx, pygame.K_ESCAPE)
    assert table.choice.stage().name == IDLE and table.session.game.log == []
    press(ctx, pygame.K_a)
    tap(ctx, button(table, "Confirm").center)
    settle(ctx, table)
    ann = table.session.game.state.players[0]
    assert ann.hp == ann.max_hp - 1 and len(ann.hand) == 3
    assert "Ann (Chuck Wengam) gives up a life point to draw two cards" in table.log


def test_doc_holyday_discards_two_cards_then_shoots_a_player_in_reach() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"character": "Doc Holyday", "hand": ["Beer", "Missed!", "Bang!"]}))
    beer, missed = held(table, 0, "Beer"), held(table, 0, "Missed!")
    press(ctx, pygame.K_a)
    assert "Doc Holyday: choose two cards" in " ".join(texts_drawn(ctx))
    tap(ctx, hand_point(table, beer))
    tap(ctx, hand_point(table, missed))
    assert table.choice.stage().name == ABILITY_TARGET and table.target_seats() == {1, 3}
    tap(ctx, seat_point(table, 1))
    assert "discard Beer and Missed! to shoot at Bill?" in " ".join(texts_drawn(ctx))
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    assert (0, UseAbility(tuple(sorted((beer, missed))), 1)) in table.session.game.log
    assert any(isinstance(e, LifeLost) and e.player == 1 for e in table.session.game.history)
    assert "Ann (Doc Holyday) discards Beer and Missed! to shoot at Bill" in table.log


def test_jose_delgado_discards_a_blue_card_for_two_and_a_brown_one_is_explained() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"character": "Jose Delgado", "hand": ["Mustang", "Bang!"]}))
    mustang, bang = held(table, 0, "Mustang"), held(table, 0, "Bang!")
    press(ctx, pygame.K_a)
    assert table.playable_cards() == {mustang}
    tap(ctx, hand_point(table, bang))
    assert table.message == "Discard one blue-bordered card from your hand."
    tap(ctx, hand_point(table, mustang))
    assert "Jose Delgado: discard Mustang to draw two cards?" in " ".join(texts_drawn(ctx))
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    ann = table.session.game.state.players[0]
    assert bang in ann.hand and len(ann.hand) == 3
    assert any(isinstance(e, AbilityUsed) and e.ability == "blue_for_cards" for e in table.session.game.history)


def test_the_ability_sound_and_the_green_sound_play() -> None:
    ctx = make_ctx(speed=2.0)
    ctx.audio = Mock()
    table = scenario_table(ctx, table_data({"character": "Chuck Wengam", "in_play": ["Canteen"], "hp": 3}))
    press(ctx, pygame.K_a)
    press(ctx, pygame.K_RETURN)
    settle(ctx, table)
    tap(ctx, chip_point(table, held(table, 0, "Canteen")))
    settle(ctx, table)
    sounds = [call.args[0] for call in ctx.audio.play.call_args_list]
    assert "ability" in sounds and "green" in sounds


def test_a_cost_card_flies_tagged_and_makes_its_own_sound() -> None:
    ctx = make_ctx(speed=1.0)
    ctx.audio = Mock()
    table = scenario_table(ctx, table_data({"hand": ["Whisky", "Beer"], "hp": 2}))
    tap(ctx, hand_point(table, held(table, 0, "Whisky")))
    press(ctx, pygame.K_RETURN)
    tagged = False
    for _ in range(200):
        pump(ctx)
        current = table.events.current
        tagged = tagged or bool(current and current.flight and current.flight.cost)
    assert tagged
    assert "cost" in [call.args[0] for call in ctx.audio.play.call_args_list]


def test_the_normal_end_turn_still_works_with_a_green_card_in_play() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"in_play": ["Sombrero"]}))
    assert table.chip_cards() == set(), "a green Missed! card is not used in one's own turn"
    press(ctx, pygame.K_e)
    assert table.session.game.log[0] == (0, EndTurn())
    assert card_id(table, "Sombrero") in table.session.game.state.players[0].in_play
    assert Pass() not in table.legal()
