"""The thinking levels adapt to the High Noon event in force and to the one that comes next."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.actions import DiscardCard, PickCard, PlayCard, Respond
from game.scenario import Scenario, read_scenario
from tests.game.positions import card, decide, named, table

THINKING = ("normal", "hard")
BOTH = {"expansions": ["dodge_city", "high_noon"]}


def four(**seats: dict[str, Any]) -> list[dict[str, Any]]:
    """Sheriff A, Outlaw B, Outlaw C, Renegade D (plain characters); each seat's fields may be replaced."""
    base = {"A": ("sheriff", "Black Jack"), "B": ("outlaw", "Bart Cassidy"), "C": ("outlaw", "Kit Carlson"),
            "D": ("renegade", "Vulture Sam")}
    return [{"name": n, "role": r, "character": c, "hand": [], **seats.get(n, {})} for n, (r, c) in base.items()]


def high_noon(players: list[dict[str, Any]], turn: str, event: str | None, events: list[str], **extra: Any) -> Scenario:
    """A table with both expansions, ``event`` in force and ``events`` to come (top first)."""
    if event is not None:
        extra["event"] = event
    return table(players, turn, rules=BOTH, events=events, **extra)


def discards_at_turn_end(scenario: Scenario, who: str, level: str) -> str:
    """End ``who``'s play phase and tell which card he throws away first."""
    game = scenario.game
    seat = scenario.seats[who]
    game.apply(seat, game.legal_actions(seat)[-1])
    action = decide(scenario, who, level)
    assert isinstance(action, DiscardCard)
    return named(action)


@pytest.mark.parametrize("level", THINKING)
def test_beer_is_drunk_before_the_reverend_arrives(level: str) -> None:
    players = four(B={"hp": 3, "hand": ["Beer", "Missed!"]})
    assert named(decide(high_noon(players, "B", "Blessing", ["The Reverend", "Curse"]), "B", level)) == "Beer"
    assert named(decide(high_noon(players, "B", "Blessing", ["Curse", "The Reverend"]), "B", level)) != "Beer"


@pytest.mark.parametrize("level", THINKING)
def test_under_the_reverend_a_beer_is_the_first_card_thrown_away(level: str) -> None:
    players = four(B={"hp": 2, "hand": ["Beer", "Panic!", "Missed!"]})
    scenario = high_noon(players, "B", "The Reverend", ["Curse"])
    assert discards_at_turn_end(scenario, "B", level) == "Beer"
    scenario = high_noon(players, "B", "Curse", ["The Reverend"])
    assert discards_at_turn_end(scenario, "B", level) == "Panic!"


@pytest.mark.parametrize("level", THINKING)
def test_a_second_bang_is_kept_for_the_shootout(level: str) -> None:
    players = four(B={"hp": 3, "hand": ["Bang!", "Bang!", "Saloon", "Missed!"]})
    scenario = high_noon(players, "B", "Curse", ["Shootout"], bangs_played=1)
    assert discards_at_turn_end(scenario, "B", level) == "Saloon"
    scenario = high_noon(players, "B", "Curse", ["Thirst"], bangs_played=1)
    assert discards_at_turn_end(scenario, "B", level) == "Bang!"


@pytest.mark.parametrize("level", THINKING)
def test_two_bangs_are_fired_in_a_shootout(level: str) -> None:
    players = four(B={"hand": ["Bang!", "Bang!", "Beer"]})
    scenario = high_noon(players, "B", "Shootout", ["Curse"], bangs_played=1)
    action = decide(scenario, "B", level)
    assert named(action) == "Bang!" and isinstance(action, PlayCard) and action.target == scenario.seats["A"]


@pytest.mark.parametrize("level", THINKING)
def test_no_duel_in_a_sermon_turn(level: str) -> None:
    """The Sermon bars my BANG! cards in my turn, also in a Duel: challenging anyone with cards loses."""
    players = four(B={"hand": ["Duel", "Bang!", "Bang!", "Bang!"]}, A={"hp": 1, "hand": ["Beer"]})
    action = decide(high_noon(players, "B", "The Sermon", ["Curse"]), "B", level)
    assert named(action) != "Duel"
    action = decide(high_noon(players, "B", "Curse", ["The Sermon"]), "B", level)
    assert named(action) in ("Duel", "Bang!")


@pytest.mark.parametrize("level", THINKING)
def test_a_duel_from_a_player_in_his_sermon_turn_is_won_with_one_bang(level: str) -> None:
    players = four(A={"hand": ["Bang!", "Bang!", "Bang!", "Beer", "Panic!"]},
                   B={"hand": ["Duel", "Beer"]}, C={"hand": ["Bang!", "Missed!"]})
    scenario = high_noon(players, "B", "The Sermon", ["Curse"])
    scenario.game.apply(scenario.seats["B"], PlayCard(card(scenario, "B", "Duel"), scenario.seats["C"]))
    assert decide(scenario, "C", level) == Respond(card(scenario, "C", "Bang!"))


@pytest.mark.parametrize("level", THINKING)
def test_high_noon_makes_a_beer_worth_drinking_at_once(level: str) -> None:
    players = four(B={"hp": 3, "hand": ["Beer", "Missed!"]})
    assert named(decide(high_noon(players, "B", "High Noon", []), "B", level)) == "Beer"
    assert named(decide(high_noon(players, "B", "The Daltons", ["High Noon"]), "B", level)) == "Beer"
    assert named(decide(high_noon(players, "B", "The Daltons", ["Curse", "High Noon"]), "B", level)) != "Beer"


@pytest.mark.parametrize("level", THINKING)
def test_no_jail_under_a_blessing(level: str) -> None:
    """Every "draw!" is a heart while Blessing lasts: the Jail would be escaped at once (a Deputy at five players, next
    after the Sheriff, every other hidden player his enemy)."""
    sheriff, *others = four(B={"hand": ["Beer"]})
    deputy = {"name": "E", "role": "deputy", "character": "Paul Regret", "hand": ["Jail", "Missed!"]}
    players = [sheriff, deputy, *others]
    assert named(decide(high_noon(players, "E", "Curse", ["Thirst"], round=3), "E", level)) == "Jail"
    assert named(decide(high_noon(players, "E", "Blessing", ["Thirst"], round=3), "E", level)) != "Jail"


@pytest.mark.parametrize("level", THINKING)
def test_a_jail_whose_check_comes_after_the_reveal_is_played_under_a_blessing(level: str) -> None:
    """From the Renegade's turn the Sheriff's comes first: the Outlaws' next "draw!" falls under the next event."""
    players = four(D={"hand": ["Jail", "Missed!"]}, B={"hand": ["Beer"]}, C={"hand": ["Beer"]})
    action = decide(high_noon(players, "D", "Blessing", ["Thirst"], round=3), "D", level)
    assert named(action) == "Jail" and isinstance(action, PlayCard)
    assert action.target in (players.index(players[1]), players.index(players[2]))


@pytest.mark.parametrize("level", THINKING)
def test_a_lone_barrel_waits_in_hand_when_the_daltons_come_next(level: str) -> None:
    players = four(B={"hand": ["Barrel", "Missed!"]})
    assert named(decide(high_noon(players, "B", "Curse", ["Thirst"]), "B", level)) == "Barrel"
    assert named(decide(high_noon(players, "B", "Curse", ["The Daltons"]), "B", level)) != "Barrel"
    players[1]["in_play"] = ["Mustang"]
    assert named(decide(high_noon(players, "B", "Curse", ["The Daltons"]), "B", level)) == "Barrel"


@pytest.mark.parametrize("level", THINKING)
def test_the_daltons_take_the_card_missed_least(level: str) -> None:
    players = four(B={"in_play": ["Barrel", "Binocular"], "hand": ["Beer"]})
    scenario = high_noon(players, "A", "Curse", ["The Daltons"], start="turn_start", round=2)
    scenario.game.state.round = 1  # the next turn of the Sheriff begins round 2: the reveal
    # The Sheriff's turn begins at once with the reveal; B is asked which blue card he gives up.
    assert scenario.game.decider == scenario.seats["B"]
    action = decide(scenario, "B", level)
    assert isinstance(action, PickCard) and action.card == card(scenario, "B", "Binocular")


@pytest.mark.parametrize("level", THINKING)
def test_under_thirst_pat_brennan_takes_a_card_he_would_otherwise_leave(level: str) -> None:
    """Thirst leaves him one card to draw: an enemy's Volcanic is then worth more than the draw."""
    players = four(B={"character": "Pat Brennan"}, A={"in_play": ["Volcanic"]})

    def takes(event: str) -> bool:
        scenario = high_noon(players, "B", event, ["Curse"], start="turn_start", deck=["Beer", "Missed!", "Bang!"])
        return named(decide(scenario, "B", level)) == "Volcanic"

    assert takes("Thirst")
    assert not takes("Train Arrival")


def ghost_town(hand: list[str]) -> Scenario:
    """Outlaw C died earlier; B ends his turn and Ghost Town brings C back for his, with ``hand`` drawn."""
    seats = four(C={"alive": False}, A={"hp": 4, "hand": ["Beer"]})
    players = [seats[1], seats[2], seats[0], seats[3]]  # B, then C, who sits next to the Sheriff
    scenario = high_noon(players, "B", "Ghost Town", ["Curse"], deck=hand)
    game = scenario.game
    game.apply(scenario.seats["B"], game.legal_actions(scenario.seats["B"])[-1])
    return scenario


@pytest.mark.parametrize("level", THINKING)
def test_a_ghost_shoots_and_equips_nothing(level: str) -> None:
    scenario = ghost_town(["Barrel", "Bang!", "Beer"])
    assert scenario.game.state.players[scenario.seats["C"]].ghost
    action = decide(scenario, "C", level)
    assert named(action) == "Bang!" and isinstance(action, PlayCard) and action.target == scenario.seats["A"]


@pytest.mark.parametrize("level", THINKING)
def test_a_ghost_duels_since_he_cannot_lose(level: str) -> None:
    scenario = ghost_town(["Duel", "Beer", "Mustang"])
    action = decide(scenario, "C", level)
    assert named(action) == "Duel" and isinstance(action, PlayCard) and action.target == scenario.seats["A"]


LUCKY_UNDER_CURSE = (
    Path(__file__).resolve().parents[1]
    / "scenarios/high_noon/events/curse-lucky-duke-picks-the-king-of-diamonds-for-dynamite-the-five-of-hearts-counts-as"
    "-a-spade.json"
)


@pytest.mark.parametrize("level", THINKING)
def test_lucky_duke_picks_his_dynamite_card_by_the_suit_in_force(level: str) -> None:
    """Under Curse every card is a spade: of a 5 of hearts (first) and a King of diamonds only the King is safe from
    the Dynamite, though by their printed suits both are. The agent picks the card the scenario picks (the easy
    level picks the same way, but now and then at random)."""
    data = read_scenario(LUCKY_UNDER_CURSE)
    scenario = Scenario(data)
    picked = next(step["card"] for step in data["steps"] if step.get("do") == "pick")
    legal = scenario.game.legal_actions(scenario.seats["Lucky"])
    assert [scenario.game.state.cards[a.card].label for a in legal if isinstance(a, PickCard)] == ["Saloon@5H", picked]
    action = decide(scenario, "Lucky", level)
    assert isinstance(action, PickCard) and scenario.game.state.cards[action.card].label == picked
