"""Hints tell the truth: every reason names only what is true and public at that moment (see ``hintcheck``).

A set of positions (the start of a game, after an attack, a Duel, a discard, a Dodge City table, a High Noon
table, three and eight players) is checked line by line, and so is every hint of the human seat in seeded
games of every size with both expansions.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.actions import DiscardCard, EndTurn, Pass, PlayCard
from game.ai import make_agent
from game.ai.hint import Hint, hint_for
from game.engine import Game
from game.scenario import Scenario
from game.setup import GameSetup
from game.state import Rules
from tests.game.hintcheck import NAME, english, problems
from tests.game.positions import table

BOTH = {"expansions": ["dodge_city", "high_noon"]}
DODGE_CITY = {"expansions": ["dodge_city"]}


def hint_at(scenario: Scenario, who: str, seed: int = 3) -> Hint:
    """The hint for ``who`` (who must be awaited), after checking every line of it."""
    scenario.run()
    game = scenario.game
    seat = scenario.seats[who]
    assert game.decider == seat
    hint = hint_for(game.view_for(seat), seed)
    assert problems(game, seat, hint) == []
    return hint


def texts(hint: Hint) -> list[str]:
    return [english(line) for line in hint.why]


def five(ann: dict[str, Any], **others: dict[str, Any]) -> list[dict[str, Any]]:
    """Five players round the table: Ann, the Sheriff Bill, Cole, Earl, Dora; ``others`` add to anyone's entry."""
    players: list[dict[str, Any]] = [
        {"name": "Ann", **ann},
        {"name": "Bill", "role": "sheriff", "character": "Willy the Kid"},
        {"name": "Cole", "role": "outlaw", "character": "Suzy Lafayette", "hand": ["Bang!", "Bang!"]},
        {"name": "Earl", "role": "renegade", "character": "Black Jack", "hand": ["Missed!"]},
        {"name": "Dora", "role": "outlaw", "character": "Rose Doolan", "hand": ["Bang!", "Beer", "Missed!"]},
    ]
    for player in players:
        player.update(others.get(player["name"], {}))
    return players


def test_at_the_start_nobody_is_suspected_for_the_prior_alone() -> None:
    # Bill is the Sheriff in the first turn: two Outlaws among four hidden seats say nothing about anyone.
    players = five({"role": "deputy", "character": "Bart Cassidy", "hand": ["Beer"]},
                   Bill={"hand": ["Panic!", "Bang!", "Missed!", "Beer"]})
    hint = hint_at(table(players, "Bill", round=1), "Bill")
    assert isinstance(hint.action, PlayCard) and hint.action.target is not None
    target = ["Ann", "Bill", "Cole", "Earl", "Dora"][hint.action.target]
    assert f"Nothing is known yet about {target}'s role." in texts(hint)
    assert not any("probably" in text for text in texts(hint))


def test_a_weapon_that_changes_nothing_is_not_sold_as_more_reach() -> None:
    # With the Scope everyone is at distance 1 already: a Schofield brings nobody new into reach.
    players = five({"role": "deputy", "character": "Bart Cassidy"},
                   Bill={"hand": ["Schofield", "Missed!"], "in_play": ["Scope"]})
    hint = hint_at(table(players, "Bill"), "Bill")
    assert isinstance(hint.action, PlayCard) and NAME[hint.action.card] == "Schofield"
    assert not any("instead of" in text for text in texts(hint))


def test_a_longer_reach_is_counted_as_the_engine_counts_it() -> None:
    players = five({"role": "deputy", "character": "Bart Cassidy"}, Bill={"hand": ["Rev. Carabine", "Missed!"]})
    hint = hint_at(table(players, "Bill"), "Bill")
    assert isinstance(hint.action, PlayCard) and NAME[hint.action.card] == "Rev. Carabine"
    assert texts(hint) == ["With reach 4, 4 players are in your reach instead of 2."]


def dora_shot_the_sheriff() -> Scenario:
    players = five({"role": "deputy", "character": "Bart Cassidy", "hand": ["Bang!", "Beer", "Missed!"]},
                   Bill={"hp": 3}, Dora={"hand": ["Bang!", "Bang!", "Beer"], "in_play": ["Schofield"]})
    return Scenario({
        "title": "hint", "seed": 3, "players": players, "deck": ["Panic!", "Beer"], "turn": "Dora", "start": "play",
        "steps": [{"do": "play", "by": "Dora", "card": "Bang!", "target": "Bill"}, {"do": "end", "by": "Dora"}],
    })


def test_after_an_attack_the_suspicion_points_to_it() -> None:
    hint = hint_at(dora_shot_the_sheriff(), "Ann", seed=5)
    assert isinstance(hint.action, PlayCard) and hint.action.target == 4
    assert texts(hint)[0] == "Dora attacked the Sheriff 1 time: probably an Outlaw."


def test_the_attacks_on_you_are_counted_and_a_role_is_named_only_from_them() -> None:
    # Dora shot Ann twice, with the Sheriff in her reach (Rose Doolan): the hint says so, and nothing of the others.
    players = five({"role": "deputy", "character": "Bart Cassidy", "hand": ["Bang!", "Missed!"]},
                   Dora={"hand": ["Bang!", "Bang!", "Beer"], "in_play": ["Volcanic"]})
    scenario = Scenario({
        "title": "hint", "seed": 4, "players": players, "turn": "Dora", "start": "play", "deck": ["Missed!"] * 6,
        "steps": [{"do": "play", "by": "Dora", "card": "Bang!", "target": "Ann"}, {"do": "pass", "by": "Ann"},
                  {"do": "play", "by": "Dora", "card": "Bang!", "target": "Ann"}, {"do": "pass", "by": "Ann"},
                  {"do": "end", "by": "Dora"}],
    })
    hint = hint_at(scenario, "Ann")
    assert isinstance(hint.action, PlayCard) and hint.action.target == 4
    assert texts(hint)[0] == "Dora attacked you 2 times."
    assert not any("Cole" in text or "Earl" in text for text in texts(hint))


def test_a_duel_lost_with_no_bang_in_hand_names_no_bang() -> None:
    # Ann duels Bill, who holds only two Beers: losing saves no Bang! cards of his.
    players = five({"role": "outlaw", "character": "Bart Cassidy", "hand": ["Duel", "Bang!"]},
                   Bill={"hand": ["Beer", "Beer"]}, Dora={"role": "deputy"})
    scenario = table(players, "Ann", steps=[{"do": "play", "by": "Ann", "card": "Duel", "target": "Bill"}])
    scenario.game.state.rules = replace(scenario.game.state.rules, ask_always=True)  # a hot-seat game asks him
    hint = hint_at(scenario, "Bill")
    assert hint.action == Pass()
    assert not any("Bang!" in text for text in texts(hint))


def test_a_duel_answered_counts_both_hands() -> None:
    players = five({"role": "outlaw", "character": "Bart Cassidy", "hand": ["Duel", "Bang!", "Beer"]},
                   Bill={"hand": ["Bang!", "Bang!", "Missed!"]}, Dora={"role": "deputy"})
    scenario = table(players, "Ann", steps=[{"do": "play", "by": "Ann", "card": "Duel", "target": "Bill"}])
    hint = hint_at(scenario, "Bill")
    assert "Ann holds 2 cards." in texts(hint) or hint.action == Pass()


def test_a_discard_names_the_card_discarded_and_why_it_is_spare() -> None:
    players = five({"role": "deputy", "character": "Bart Cassidy", "hp": 2,
                    "hand": ["Missed!", "Missed!", "Schofield", "Beer", "Missed!"], "in_play": ["Remington"]})
    scenario = table(players, "Ann", steps=[{"do": "end", "by": "Ann"}])
    hint = hint_at(scenario, "Ann")
    assert isinstance(hint.action, DiscardCard)
    assert texts(hint)[0] == f"{NAME[hint.action.card]} is the card you need least now."
    assert len(hint.why) == 2  # what makes it spare: another one in hand, or a weapon in play as good


def test_ending_the_turn_keeps_only_the_answers_held() -> None:
    players = five({"role": "deputy", "character": "Bart Cassidy", "hand": ["Missed!"], "in_play": ["Schofield"]})
    hint = hint_at(table(players, "Ann"), "Ann")
    assert hint.action == EndTurn()
    assert texts(hint) == ["Nothing else is worth playing now: keep your Missed! for the others' turns."]


def test_a_dodge_city_table_green_cards_and_a_discard_cost() -> None:
    players = five({"role": "sheriff", "character": "Bart Cassidy", "hand": ["Sombrero", "Springfield", "Beer",
                                                                             "Derringer", "Whisky", "Bang!"],
                    "hp": 3},
                   Bill={"role": "deputy", "in_play": ["Iron Plate"]},
                   Cole={"in_play": ["Barrel", "Hideout"]})
    seen: set[str] = set()
    scenario = table(players, "Ann", rules=DODGE_CITY)
    scenario.run()
    game = scenario.game
    for step in range(8):
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        if seat == 0:
            hint = hint_for(view, step)
            assert problems(game, 0, hint) == []
            seen.update(type(hint.action).__name__ for _ in (0,))
            if isinstance(hint.action, PlayCard) and hint.action.cost is not None:
                assert texts(hint)[-1] == f"{NAME[hint.action.cost]} is the card you can best spare to pay for it."
            game.apply(seat, hint.action)
        else:
            game.apply(seat, make_agent("normal", step).choose(view))
        if game.over or game.state.turn != 0:
            break
    assert "PlayCard" in seen


HIGH_NOON_TABLES = [
    # The Sermon: Bang! cards wait; Shootout: two Bang! cards played already.
    ("The Sermon", {"hand": ["Bang!", "Missed!"]}, {}, "Under The Sermon your Bang! must wait for another turn."),
    ("Shootout", {"hand": ["Bang!", "Missed!"]}, {"bangs_played": 2},
     "You have already played 2 Bang! cards this turn."),
    # Hangover: Paul Regret's own Mustang is off, and Cole's Mustang keeps him out of reach.
    ("Hangover", {"hand": ["Bang!", "Missed!", "Mustang"]}, {}, None),
]


@pytest.mark.parametrize(("event", "ann", "extra", "expected"), HIGH_NOON_TABLES)
def test_a_high_noon_table(event: str, ann: dict[str, Any], extra: dict[str, Any], expected: str | None) -> None:
    players = five({"role": "deputy", "character": "Paul Regret", "in_play": ["Schofield"], **ann},
                   Bill={"character": "Lucky Duke"}, Earl={"hand": ["Bang!"]}, Cole={"in_play": ["Mustang"]})
    hint = hint_at(table(players, "Ann", rules=BOTH, event=event, events=["Thirst"], **extra), "Ann")
    if expected is not None:
        assert hint.action == EndTurn() and expected in texts(hint)


@pytest.mark.parametrize(("event", "expected"), [("Curse", "None of them passes the \"draw!\"."),
                                                 ("Blessing", "Any of them passes the \"draw!\"."),
                                                 (None, "Jail@4H passes the \"draw!\".")])
def test_lucky_duke_is_told_which_card_passes_his_jail(event: str | None, expected: str) -> None:
    # Curse turns every card into a spade, Blessing into a heart: the suits printed on the cards do not count.
    players = five({"role": "deputy", "character": "Bart Cassidy"},
                   Cole={"character": "Lucky Duke", "in_play": ["Jail@JS"]})
    extra: dict[str, Any] = {"event": event} if event else {}
    scenario = table(players, "Cole", start="turn_start", rules=BOTH, deck=["Jail@4H", "Bang!@2C"], events=["Thirst"],
                     **extra)
    hint = hint_at(scenario, "Cole")
    assert texts(hint) == [expected.replace("Jail@4H", "Jail")]


def test_three_players_name_the_open_roles() -> None:
    players: list[dict[str, Any]] = [
        {"name": "Ann", "role": "deputy", "character": "Bart Cassidy", "hand": ["Bang!", "Missed!"]},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack"},
        {"name": "Cole", "role": "renegade", "character": "El Gringo", "hp": 2},
    ]
    hint = hint_at(table(players, "Ann"), "Ann")
    assert isinstance(hint.action, PlayCard) and hint.action.target == 2
    assert texts(hint)[0] == "Cole is the Renegade, your target: eliminate them yourself and you win at once."


def test_eight_players_count_the_hidden_roles() -> None:
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
    game = Game.new(GameSetup(names, seed=8, rules=Rules(("dodge_city",))))
    sheriff = next(i for i, p in enumerate(game.state.players) if p.role.value == "sheriff")
    checked = 0
    for step in range(300):
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        if seat == sheriff and len(view.legal) > 1:
            hint = hint_for(view, step)
            assert problems(game, seat, hint) == []
            checked += 1
        game.apply(seat, make_agent("normal", seat).choose(view))
        if game.over or checked >= 12:
            break
    assert checked >= 5


GAMES = [(4, 1, ("dodge_city", "high_noon")), (5, 2, ("dodge_city", "high_noon")), (6, 3, ("high_noon",)),
         (7, 4, ("dodge_city", "high_noon")), (8, 5, ("dodge_city", "high_noon")), (5, 6, ())]


@pytest.mark.parametrize(("players", "seed", "expansions"), GAMES)
def test_every_hint_of_a_seeded_game_tells_the_truth(players: int, seed: int, expansions: tuple[str, ...]) -> None:
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")[:players]
    game = Game.new(GameSetup(names, seed=seed, rules=Rules(expansions)))
    agents = [make_agent("hard" if seat == 1 else "normal", seed * 10 + seat) for seat in range(players)]
    found: list[str] = []
    hints = 0
    for step in range(900):
        if game.over or hints >= 40:
            break
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        if seat == 0:
            hint = hint_for(view, step)
            found += problems(game, 0, hint)
            hints += 1
            game.apply(seat, hint.action)
        else:
            game.apply(seat, agents[seat].choose(view))
    assert hints >= 5  # the player may die early
    assert found == []
