"""The thinking levels play Dodge City's cards and characters well: green cards, costs, Dodge, the new abilities."""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import (
    DECK,
    FROM_HAND,
    ChooseCard,
    ChoosePlayer,
    ChooseSource,
    DiscardCard,
    FromHand,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
)
from game.ai.cardinfo import NAME
from game.scenario import Scenario
from tests.game.positions import card, decide, named, table

THINKING = ("normal", "hard")
DODGE_CITY = {"expansions": ["dodge_city"]}


def four(**seats: dict[str, Any]) -> list[dict[str, Any]]:
    """Sheriff A, Outlaw B, Outlaw C, Renegade D (plain characters); each seat's fields may be replaced."""
    base = {"A": ("sheriff", "Black Jack"), "B": ("outlaw", "Bart Cassidy"), "C": ("outlaw", "El Gringo"),
            "D": ("renegade", "Vulture Sam")}
    return [{"name": n, "role": r, "character": c, "hand": [], **seats.get(n, {})} for n, (r, c) in base.items()]


def five(order: str, **seats: dict[str, Any]) -> list[dict[str, Any]]:
    """``four`` and Deputy E (plain character), seated in ``order`` (the names, e.g. "EBCDA")."""
    players = {player["name"]: player for player in four(**seats)}
    players["E"] = {"name": "E", "role": "deputy", "character": "Paul Regret", "hand": [], **seats.get("E", {})}
    return [players[name] for name in order]


def dodge_city(players: list[dict[str, Any]], turn: str, **extra: Any) -> Scenario:
    return table(players, turn, rules=DODGE_CITY, **extra)


def shoot(scenario: Scenario, shooter: str, target: str) -> None:
    """``shooter`` plays his Bang! at ``target`` (it is his play phase)."""
    scenario.game.apply(scenario.seats[shooter], PlayCard(card(scenario, shooter, "Bang!"), scenario.seats[target]))


# --- Dodge and the green Missed! cards ----------------------------------------------------------------


@pytest.mark.parametrize("level", ("easy", *THINKING))
def test_a_shot_is_answered_with_dodge_before_a_missed(level: str) -> None:
    """Dodge cancels the shot and draws a card: the better answer."""
    scenario = dodge_city(four(A={"hand": ["Bang!"]}, B={"hand": ["Missed!", "Dodge", "Beer"]}), "A")
    shoot(scenario, "A", "B")
    assert named(decide(scenario, "B", level)) == "Dodge"


@pytest.mark.parametrize("level", THINKING)
def test_dodge_is_kept_at_the_end_of_the_turn(level: str) -> None:
    scenario = dodge_city(four(A={"hp": 2, "hand": ["Dodge", "Saloon", "Bang!"]}), "A", start="play")
    game = scenario.game
    game.apply(0, game.legal_actions(0)[-1])  # ends the play phase: one card over the limit
    assert game.waiting_kind is not None and game.waiting_kind.value == "discard"
    assert decide(scenario, "A", level) == DiscardCard(card(scenario, "A", "Saloon"))


@pytest.mark.parametrize("level", THINKING)
def test_a_green_missed_card_in_play_answers_a_shot(level: str) -> None:
    scenario = dodge_city(four(A={"hand": ["Bang!"]}, B={"hand": ["Beer", "Panic!"], "in_play": ["Iron Plate"]}), "A")
    shoot(scenario, "A", "B")
    assert decide(scenario, "B", level) == Respond(card(scenario, "B", "Iron Plate"))


@pytest.mark.parametrize("level", THINKING)
def test_a_green_missed_card_in_hand_is_put_into_play(level: str) -> None:
    scenario = dodge_city(four(B={"hand": ["Sombrero", "Beer"]}), "B")
    assert named(decide(scenario, "B", level)) == "Sombrero"


@pytest.mark.parametrize("level", THINKING)
def test_the_shot_goes_to_the_enemy_without_a_green_missed_card(level: str) -> None:
    """To the Deputy at five players B and C, his neighbours, are equally likely enemies; C's Iron Plate would cancel
    the shot."""
    players = five("CEBDA", E={"hand": ["Bang!"]}, B={"character": "Kit Carlson", "hand": ["Beer"]},
                   C={"character": "Kit Carlson", "in_play": ["Iron Plate"], "hand": ["Beer"]},
                   D={"hand": ["Beer", "Panic!", "Saloon"]})  # C first (the default choice)
    scenario = dodge_city(players, "E")
    action = decide(scenario, "E", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["B"]


# --- offensive green cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", THINKING)
def test_the_bang_goes_first_and_the_knife_waits(level: str) -> None:
    """The Sheriff at 1 life in reach of both: the hand's Bang! may be enough, the Knife keeps in play."""
    scenario = dodge_city(four(B={"hand": ["Bang!", "Beer"], "in_play": ["Knife"]}, A={"hp": 1}), "B")
    action = decide(scenario, "B", level)
    assert named(action) == "Bang!" and isinstance(action, PlayCard) and action.target == scenario.seats["A"]


@pytest.mark.parametrize("level", THINKING)
def test_a_green_shot_is_used_when_the_bang_is_spent(level: str) -> None:
    scenario = dodge_city(four(B={"hand": ["Beer"], "in_play": ["Knife"]}), "B", bangs_played=1)
    action = decide(scenario, "B", level)
    assert named(action) == "Knife" and isinstance(action, PlayCard) and action.target == scenario.seats["A"]


@pytest.mark.parametrize("level", THINKING)
def test_pony_express_in_play_is_used_at_once(level: str) -> None:
    scenario = dodge_city(four(B={"hand": ["Beer"], "in_play": ["Pony Express"]}), "B")
    assert named(decide(scenario, "B", level)) == "Pony Express"


# --- costs ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", THINKING)
def test_springfield_is_paid_with_the_least_useful_card(level: str) -> None:
    scenario = dodge_city(four(B={"hand": ["Springfield", "Dodge", "Bang!", "Beer"]}, A={"hp": 2}), "B",
                          bangs_played=1)
    action = decide(scenario, "B", level)
    assert named(action) == "Springfield" and isinstance(action, PlayCard)
    assert action.cost == card(scenario, "B", "Beer") and action.target == scenario.seats["A"]


@pytest.mark.parametrize("level", THINKING)
def test_whisky_is_drunk_when_hurt_and_paid_with_a_spare_card(level: str) -> None:
    scenario = dodge_city(four(A={"hp": 2, "hand": ["Whisky", "Missed!", "Dynamite"]}), "A")
    action = decide(scenario, "A", level)
    assert named(action) == "Whisky" and isinstance(action, PlayCard)
    assert action.cost == card(scenario, "A", "Dynamite")


# --- characters ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", THINKING)
def test_chuck_wengam_sells_a_life_point_only_with_life_to_spare(level: str) -> None:
    def sells(hp: int) -> bool:
        scenario = dodge_city(four(B={"character": "Chuck Wengam", "hp": hp, "hand": ["Missed!"]}), "B")
        return isinstance(decide(scenario, "B", level), UseAbility)

    assert sells(4)
    assert not sells(3)
    assert not sells(2)


@pytest.mark.parametrize("level", THINKING)
def test_doc_holyday_shoots_an_enemy_with_his_two_least_useful_cards(level: str) -> None:
    hand = ["Dynamite", "General Store", "Missed!", "Beer"]
    scenario = dodge_city(four(B={"character": "Doc Holyday", "hand": hand}, A={"hp": 2}), "B")
    action = decide(scenario, "B", level)
    assert isinstance(action, UseAbility) and action.target == scenario.seats["A"]
    paid = sorted(NAME[c] for c in action.cards)
    assert "Missed!" not in paid and (level == "hard" or paid == ["Dynamite", "General Store"])


@pytest.mark.parametrize("level", THINKING)
def test_jose_delgado_trades_a_useless_blue_card_and_equips_a_useful_one(level: str) -> None:
    scenario = dodge_city(four(B={"character": "Jose Delgado", "hand": ["Barrel", "Missed!"], "in_play": ["Barrel"]}),
                          "B")
    assert decide(scenario, "B", level) == UseAbility((card(scenario, "B", "Barrel"),))
    scenario = dodge_city(four(B={"character": "Jose Delgado", "hand": ["Mustang", "Missed!"]}), "B")
    assert named(decide(scenario, "B", level)) == "Mustang"


def pat_brennan(in_play: dict[str, list[str]], **extra: Any) -> Scenario:
    """Outlaw B is Pat Brennan, at the start of his draw phase; ``in_play`` lays out the others' cards."""
    players = four(B={"character": "Pat Brennan"})
    for player in players:
        player["in_play"] = in_play.get(player["name"], [])
    return dodge_city(players, "B", start="turn_start", deck=["Beer", "Missed!", "Bang!"], **extra)


@pytest.mark.parametrize("level", THINKING)
def test_pat_brennan_takes_the_sheriffs_barrel_instead_of_drawing(level: str) -> None:
    scenario = pat_brennan({"A": ["Barrel"]})
    assert decide(scenario, "B", level) == PickCard(card(scenario, "A", "Barrel"))


@pytest.mark.parametrize("level", THINKING)
def test_pat_brennan_draws_rather_than_strip_his_partner(level: str) -> None:
    scenario = pat_brennan({"C": ["Schofield"]})
    assert isinstance(decide(scenario, "B", level), ChooseSource)


@pytest.mark.parametrize("level", THINKING)
def test_pat_brennan_draws_new_cards_when_the_table_is_stuck(level: str) -> None:
    """Two Pat Brennans once took the same Bible from each other for ever: a stuck table needs new cards."""
    scenario = pat_brennan({"A": ["Barrel"]}, seed=3)
    game = scenario.game
    pat = scenario.seats["B"]
    assert isinstance(decide(scenario, "B", level), PickCard)
    choices = 0
    while True:  # everyone draws and passes, nobody loses a life point, round after round
        seat = game.decider
        assert seat is not None and game.waiting_kind is not None
        kind = game.waiting_kind.value
        if seat == pat and kind == "pick":
            choices += 1
            if choices > 10:
                break
        legal = game.legal_actions(seat)
        game.apply(seat, legal[-1] if kind in ("play", "respond") else legal[0])
    assert decide(scenario, "B", level) == ChooseSource(DECK)


def vera_custer(hp: int, hand: list[str]) -> Scenario:
    """Outlaw B is Vera Custer choosing between Pixie Pete (C) and Sid Ketchum (D)."""
    players = four(B={"character": "Vera Custer", "hp": hp, "hand": hand}, C={"character": "Pixie Pete"},
                   D={"character": "Sid Ketchum"})
    return dodge_city(players, "B", start="turn_start")


@pytest.mark.parametrize("level", THINKING)
def test_vera_custer_takes_the_ability_she_needs_now(level: str) -> None:
    healthy = vera_custer(3, ["Bang!"])
    assert decide(healthy, "B", level) == ChoosePlayer(healthy.seats["C"])
    dying = vera_custer(1, ["Bang!", "General Store", "Dynamite", "Panic!"])
    assert decide(dying, "B", level) == ChoosePlayer(dying.seats["D"])


@pytest.mark.parametrize("level", THINKING)
def test_molly_stark_keeps_duelling_since_every_bang_comes_back(level: str) -> None:
    players = four(A={"hand": ["Duel", "Bang!", "Bang!", "Bang!", "Beer"]}, B={"character": "Molly Stark",
                                                                               "hand": ["Bang!", "Beer"]})
    scenario = dodge_city(players, "A")
    scenario.game.apply(0, PlayCard(card(scenario, "A", "Duel"), scenario.seats["B"]))
    assert decide(scenario, "B", level) == Respond(card(scenario, "B", "Bang!"))


@pytest.mark.parametrize("level", THINKING)
def test_elena_fuente_answers_a_shot_with_her_least_useful_card(level: str) -> None:
    scenario = dodge_city(four(A={"hand": ["Bang!"]}, B={"character": "Elena Fuente",
                                                          "hand": ["Beer", "Panic!", "Dynamite"]}), "A")
    shoot(scenario, "A", "B")
    assert decide(scenario, "B", level) == Respond(card(scenario, "B", "Dynamite"))


@pytest.mark.parametrize("level", THINKING)
def test_belle_star_shoots_through_a_barrel_in_her_turn(level: str) -> None:
    """A Deputy, Belle Star, between two likely enemies: in her turn B's Barrel does nothing, and B is wounded."""
    players = five("EBACD", E={"character": "Belle Star", "hand": ["Bang!"]},
                   B={"hp": 2, "in_play": ["Barrel"], "hand": ["Beer"]}, D={"hand": ["Beer"]})
    scenario = dodge_city(players, "E")
    action = decide(scenario, "E", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["B"]


@pytest.mark.parametrize("level", THINKING)
def test_brawl_takes_an_enemys_barrel_and_spares_a_friend(level: str) -> None:
    players = four(B={"hand": ["Brawl", "Dynamite", "Beer"]}, A={"in_play": ["Barrel"], "hand": ["Beer"]},
                   C={"in_play": ["Mustang"], "hand": ["Missed!"]}, D={"hand": ["Beer"]})
    scenario = dodge_city(players, "B")
    game = scenario.game
    barrel = card(scenario, "A", "Barrel")
    action = decide(scenario, "B", level)
    assert named(action) == "Brawl" and isinstance(action, PlayCard) and action.cost == card(scenario, "B", "Dynamite")
    game.apply(scenario.seats["B"], action)
    chosen: dict[int, int | FromHand] = {}
    while game.waiting_kind is not None and game.waiting_kind.value == "pick":
        choice = decide(scenario, "B", level)
        assert isinstance(choice, ChooseCard)
        chosen[choice.target] = choice.target_card
        game.apply(scenario.seats["B"], choice)
    assert chosen == {scenario.seats["C"]: FROM_HAND, scenario.seats["A"]: barrel}


def test_an_answer_is_never_passed_when_a_missed_is_at_hand() -> None:
    scenario = dodge_city(four(A={"hand": ["Bang!"]}, B={"hand": ["Dodge"], "in_play": ["Sombrero"]}), "A")
    shoot(scenario, "A", "B")
    assert decide(scenario, "B", "easy") != Pass()
