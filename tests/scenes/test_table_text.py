"""The table's texts and questions: no question with one answer (Panic! on a player with nothing in play), the
hot-seat handover says what the next player is called for, suits in force under Curse and Blessing, and what
a player who is out is told about the seats."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.actions import FROM_HAND, PlayCard
from game.cards import Suit
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.cards.renderer import CardRenderer
from scenes.table.choice import TARGET_CARD
from scenes.table.handover import HandoverScene
from tests.scenes.helpers import click, key, make_ctx, pump, run_until, texts_drawn
from tests.scenes.tabledriver import hand_point, held, press, scenario_table, seat_point, settle, tap
from tests.scenes.test_table_out import button_labelled, out_table


def table_data(ann: dict[str, Any], **others: dict[str, Any]) -> dict[str, Any]:
    """Ann (the human, Sheriff), Bill and Cole (Outlaws), Dora (Renegade): Ann's play phase by default."""
    players = [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", **ann},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack", **others.get("bill", {})},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson", **others.get("cole", {})},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez", **others.get("dora", {})},
    ]
    return {"rules": {"expansions": []}, "players": players, "start": "play"}


# --- P13: no question with a single answer --------------------------------------------------------------


@pytest.mark.parametrize("name", ["Panic!", "Cat Balou"])
def test_a_steal_on_a_player_with_nothing_in_play_takes_from_the_hand_without_asking(name: str) -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": [name, "Beer"]}, bill={"hand": ["Missed!", "Bang!"]}))
    chosen = held(table, 0, name)
    tap(ctx, hand_point(table, chosen))
    tap(ctx, seat_point(table, 1))
    assert table.choice.stage().name != TARGET_CARD
    assert (0, PlayCard(chosen, 1, FROM_HAND)) in table.session.game.log
    settle(ctx, table)
    assert len(table.session.game.state.players[1].hand) == 1


def test_a_steal_on_a_player_with_a_card_in_play_still_asks_which_card() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Panic!", "Beer"]},
                                           bill={"hand": ["Missed!"], "in_play": ["Barrel"]}))
    panic = held(table, 0, "Panic!")
    tap(ctx, hand_point(table, panic))
    tap(ctx, seat_point(table, 1))
    assert table.choice.stage().name == TARGET_CARD
    assert not any(action == PlayCard(panic, 1, FROM_HAND) for _, action in table.session.game.log)
    pump(ctx)


# --- suits in force (Curse, Blessing) and the card corner -----------------------------------------------


def noon_data(event: str | None) -> dict[str, Any]:
    data = table_data({"hand": ["Volcanic@10C", "Bang!@AD", "Bang!@AS"]})
    data["rules"] = {"expansions": ["high_noon"]}
    if event is not None:
        data["event"] = event
    return data


@pytest.mark.parametrize(("event", "suit", "effect"), [("Curse", "Spades", "every card is a spade"),
                                                       ("Blessing", "Hearts", "every card is a heart")])
def test_a_cards_tooltip_names_the_suit_in_force_and_the_event(event: str, suit: str, effect: str) -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, noon_data(event))
    volcanic = held(table, 0, "Volcanic")
    text = table.drawer.help_at(hand_point(table, volcanic))
    assert text is not None
    assert f"10 of {suit} ({event}: {effect})" in text.split("\n")
    assert "10 of Clubs" not in text


def test_without_an_event_the_tooltip_names_the_printed_suit() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, noon_data(None))
    text = table.drawer.help_at(hand_point(table, held(table, 0, "Volcanic")))
    assert text is not None and "10 of Clubs" in text.split("\n")


@pytest.mark.parametrize("language", ["ru", "cs"])
def test_the_suit_in_force_is_named_in_russian_and_czech(language: str) -> None:
    ctx = make_ctx(language=language)
    table = scenario_table(ctx, noon_data("Curse"))
    text = table.drawer.help_at(hand_point(table, held(table, 0, "Volcanic")))
    tr = ctx.tr
    assert text is not None
    assert tr.gettext("Spades") in text and tr.gettext("Curse") in text and tr.gettext("Clubs") not in text


def test_the_card_face_shows_the_suit_in_force() -> None:
    """Under Curse the A of diamonds is drawn as the A of spades: the same face, pixel for pixel."""
    ctx = make_ctx()
    plain = scenario_table(ctx, noon_data(None))
    hand = [plain.session.game.state.cards[card] for card in plain.session.game.state.players[0].hand]
    diamonds, spades = (next(c.id for c in hand if c.name == "Bang!" and c.suit is suit)
                        for suit in (Suit.DIAMONDS, Suit.SPADES))
    width = 120
    assert plain.renderer.get(diamonds, width).get_view().raw != plain.renderer.get(spades, width).get_view().raw
    cursed = scenario_table(make_ctx(), noon_data("Curse"))
    assert cursed.renderer.get(diamonds, width).get_view().raw == cursed.renderer.get(spades, width).get_view().raw


class _Recording:
    """A font that remembers what it was asked to draw."""

    def __init__(self, font: Any, drawn: list[str]) -> None:
        self.font = font
        self.drawn = drawn

    def render(self, text: str, *args: Any) -> Any:
        self.drawn.append(text)
        return self.font.render(text, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.font, name)


@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_a_card_corner_shows_the_rank_and_the_suit_once(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Q" and the heart shape, not "Q♥H" (the letter repeated the shape; Czech "5♦Ká")."""
    renderer = CardRenderer(Assets(), Translator(language))
    drawn: list[str] = []
    fonts = renderer.fitter.font_for_height
    monkeypatch.setattr(renderer.fitter, "font_for_height", lambda *a, **k: _Recording(fonts(*a, **k), drawn))
    queen = next(card for card in renderer.cards if card.rank == 12)
    renderer.get(queen.id, 160)
    assert drawn == ["Q"]  # the corner's only text: the rank (the name and the short line are laid out apart)


# --- the hot-seat handover says what the next player is called for -----------------------------------------


def handover_text(ctx: Any) -> str:
    run_until(ctx, lambda: isinstance(ctx.stack.top, HandoverScene))
    pump(ctx)
    return " ".join(texts_drawn(ctx))


def hot_seat(ctx: Any, ann_hand: list[str], bill_hand: list[str]) -> Any:
    data = table_data({"hand": ann_hand}, bill={"hand": bill_hand})
    table = scenario_table(ctx, data, humans=("Ann", "Bill"))
    if isinstance(ctx.stack.top, HandoverScene):
        assert ctx.tr.gettext("{player}'s turn.").format(player="Ann") in handover_text(ctx)
        key(pygame.K_RETURN)
        pump(ctx, 2)
    assert table.awaiting_me and table.viewer == 0
    return table


@pytest.mark.parametrize(("card", "called"), [
    ("Indians!", "Bill must answer Indians! from Ann."),
    ("Duel", "Bill must answer a Duel with Ann."),
    ("Bang!", "Bill must answer a Bang! from Ann."),
])
def test_the_handover_says_why_the_next_player_is_needed(card: str, called: str) -> None:
    ctx = make_ctx()
    table = hot_seat(ctx, [card, "Beer"], ["Missed!", "Bang!", "Jail"])
    played = held(table, 0, card)
    tap(ctx, hand_point(table, played))
    if table.choice.stage().name == "target":
        tap(ctx, seat_point(table, 1))
    shown = handover_text(ctx)
    assert called in shown
    assert "Pass the computer to Bill" in shown
    assert "Missed!" not in shown and "Jail" not in shown  # nothing of Bill's hand


def test_the_handover_back_to_the_player_whose_turn_it_is_says_so() -> None:
    ctx = make_ctx()
    table = hot_seat(ctx, ["Indians!", "Beer"], ["Bang!"])
    tap(ctx, hand_point(table, held(table, 0, "Indians!")))
    handover_text(ctx)
    key(pygame.K_RETURN)
    pump(ctx, 2)
    assert table.viewer == 1
    press(ctx, pygame.K_t)  # Bill loses a life point
    assert "Ann's turn." in handover_text(ctx)


def test_the_handover_for_the_general_store_in_russian_and_czech() -> None:
    for language, called in (("ru", "Bill выбирает карту в магазине."),
                             ("cs", "Bill si vybírá kartu z hokynářství.")):
        ctx = make_ctx(language=language)
        table = hot_seat(ctx, ["General Store", "Beer"], ["Missed!"])
        tap(ctx, hand_point(table, held(table, 0, "General Store")))
        run_until(ctx, lambda: table.awaiting_me and bool(table.pick_options()))  # noqa: B023
        tap(ctx, dict(table.drawer.pick_rects)[table.pick_options()[0]].center)
        assert called in handover_text(ctx)


# --- P6: a player who is out sees every hand ----------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_player_who_is_out_sees_every_hand_where_his_own_was(size: tuple[int, int]) -> None:
    ctx = make_ctx(size)
    table = out_table(ctx)
    click(button_labelled(ctx, "Watch").rect.center)
    pump(ctx, 2)
    assert ctx.stack.top is table
    table.events.finish_all()
    pump(ctx)
    drawn = texts_drawn(ctx)
    assert "You are out: every hand is shown here, and the roles on the seats." in drawn
    assert "You are out: every card is shown on the seats." not in drawn
    state = table.session.game.state
    rects = dict(table.drawer.card_rects)
    for player in state.players[1:]:
        if not player.alive:
            continue
        assert f"{player.name}:" in drawn
        for card in player.hand:
            name = state.cards[card].name
            assert name in drawn or f"{name}," in drawn, (player.name, name)
            assert card in rects and table.layout.hand.contains(rects[card])
            assert table.drawer.help_at(rects[card].center) == table.renderer.full_text(state.cards[card])
