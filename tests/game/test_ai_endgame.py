"""The table ends the way people end it: once the Outlaws are gone the law waits for the Renegade's first blow and
reads him by it, nobody shoots on a prior alone, and a stand-off of two Pat Brennans does not pass a card to and fro.
"""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import ChooseSource, EndTurn, Pass, PickCard, PlayCard, UseAbility
from game.ai.normal import NormalAgent
from game.ai.playphase import ATTACK_THRESHOLD
from game.scenario import Scenario
from tests.game.positions import card, decide, named, table

THINKING = ("normal", "hard")


def endgame(**hands: list[str]) -> Scenario:
    """Seven players, the three Outlaws dead: the Renegade R, the Deputies D and D2 and the Sheriff S, side by side
    (R sits between D and S); R's turn."""
    players: list[dict[str, Any]] = [
        {"name": "R", "role": "renegade", "character": "Bart Cassidy"},
        {"name": "D", "role": "deputy", "character": "Vulture Sam"},
        {"name": "D2", "role": "deputy", "character": "Suzy Lafayette"},
        {"name": "O1", "role": "outlaw", "character": "El Gringo", "alive": False},
        {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "alive": False},
        {"name": "O3", "role": "outlaw", "character": "Black Jack", "alive": False},
        {"name": "S", "role": "sheriff", "character": "Kit Carlson"},
    ]
    for player in players:
        if player.get("alive", True):
            player["hand"] = hands.get(player["name"], ["Missed!"])
    return table(players, "R")


def reading_of(scenario: Scenario, who: str) -> list[float]:
    """How the normal player ``who`` stands towards every seat now."""
    return NormalAgent(1).relations(scenario.game.view_for(scenario.seats[who]))


def first_blow(scenario: Scenario, shooter: str, target: str) -> None:
    """``shooter`` fires his Bang! at ``target``, who takes the hit."""
    game = scenario.game
    game.apply(scenario.seats[shooter], PlayCard(card(scenario, shooter, "Bang!"), scenario.seats[target]))
    if game.decider == scenario.seats[target]:
        game.apply(scenario.seats[target], Pass())


def quiet_turns(scenario: Scenario, turns: int) -> None:
    """Everyone draws and ends his turn, ``turns`` times in a row: nobody loses a life point."""
    game = scenario.game
    begun = game.state.turn
    while turns > 0:
        seat = game.decider
        assert seat is not None
        legal = game.legal_actions(seat)
        game.apply(seat, EndTurn() if EndTurn() in legal else legal[0])
        if game.state.turn != begun:
            begun = game.state.turn
            turns -= 1


def test_before_any_blow_the_law_strikes_at_nobody_however_long_the_table_is_quiet() -> None:
    # Nothing but the Renegade's first blow tells him from a Deputy: a shot now is a shot at a teammate.
    scenario = endgame()
    quiet_turns(scenario, 40)
    game = scenario.game
    for who in ("S", "D", "D2"):
        agent = NormalAgent(1)
        relations = agent.situation(game.view_for(scenario.seats[who])).rel
        assert agent.belief.quiet_turns >= 40
        assert all(relations[scenario.seats[other]] > ATTACK_THRESHOLD for other in ("R", "D", "D2") if other != who)


def test_the_first_blow_gives_the_renegade_away_to_the_whole_law() -> None:
    scenario = endgame(R=["Bang!"])
    first_blow(scenario, "R", "D")
    renegade, deputy, other = scenario.seats["R"], scenario.seats["D"], scenario.seats["D2"]
    sheriff = reading_of(scenario, "S")
    assert sheriff[renegade] < ATTACK_THRESHOLD < min(sheriff[deputy], sheriff[other])
    assert reading_of(scenario, "D2")[renegade] < ATTACK_THRESHOLD < reading_of(scenario, "D2")[deputy]


def test_hitting_back_is_not_read_as_a_first_blow() -> None:
    scenario = endgame(R=["Bang!"], D=["Bang!", "Missed!"])
    first_blow(scenario, "R", "D")
    game = scenario.game
    game.apply(scenario.seats["R"], EndTurn())
    while game.waiting_kind is not None and game.waiting_kind.value != "play":
        decider = game.decider
        assert decider is not None
        game.apply(decider, game.legal_actions(decider)[0])  # D's draw phase
    first_blow(scenario, "D", "R")
    sheriff = reading_of(scenario, "S")
    assert sheriff[scenario.seats["R"]] < ATTACK_THRESHOLD < sheriff[scenario.seats["D"]]


@pytest.mark.parametrize("level", THINKING)
def test_the_renegade_strikes_at_once(level: str) -> None:
    scenario = endgame(R=["Bang!", "Missed!"])
    action = decide(scenario, "R", level)
    assert named(action) == "Bang!" and isinstance(action, PlayCard)
    assert action.target in (scenario.seats["D"], scenario.seats["D2"])


def seven_first_round(deputy_hand: list[str], shot_at_the_sheriff: bool) -> Scenario:
    """Seven players, the first round: the Deputy D sits between the Outlaws O1 and O2, O1 between D and the Sheriff
    S (all alive, all at full life); O1 fired at the Sheriff first or nobody did anything yet."""
    players: list[dict[str, Any]] = [
        {"name": "O1", "role": "outlaw", "character": "El Gringo", "hand": ["Bang!", "Missed!"]},
        {"name": "D", "role": "deputy", "character": "Vulture Sam", "hand": deputy_hand},
        {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "hand": ["Missed!"]},
        {"name": "R", "role": "renegade", "character": "Bart Cassidy", "hand": ["Missed!"]},
        {"name": "D2", "role": "deputy", "character": "Suzy Lafayette", "hand": ["Missed!"]},
        {"name": "O3", "role": "outlaw", "character": "Black Jack", "hand": ["Missed!"]},
        {"name": "S", "role": "sheriff", "character": "Kit Carlson", "hand": ["Missed!", "Missed!"]},
    ]
    scenario = table(players, "O1" if shot_at_the_sheriff else "D", round=1)
    if shot_at_the_sheriff:
        game = scenario.game
        game.apply(scenario.seats["O1"], PlayCard(card(scenario, "O1", "Bang!"), scenario.seats["S"]))
        game.apply(scenario.seats["S"], Pass())
        game.apply(scenario.seats["O1"], EndTurn())
        assert game.state.turn == scenario.seats["D"]
        while game.decider == scenario.seats["D"] and game.waiting_kind is not None and (
            game.waiting_kind.value != "play"
        ):
            game.apply(game.decider, game.legal_actions(game.decider)[0])
    return scenario


@pytest.mark.parametrize("level", THINKING)
def test_a_deputy_does_not_shoot_a_player_nothing_is_known_about(level: str) -> None:
    # One chance in five the neighbour is the other Deputy: a prior is no evidence.
    scenario = seven_first_round(["Bang!", "Missed!"], shot_at_the_sheriff=False)
    assert not isinstance(decide(scenario, "D", level), PlayCard)


@pytest.mark.parametrize("level", THINKING)
def test_a_deputy_shoots_the_player_who_shot_at_the_sheriff(level: str) -> None:
    scenario = seven_first_round(["Bang!", "Missed!"], shot_at_the_sheriff=True)
    action = decide(scenario, "D", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["O1"], action


def four_players(attacks: bool) -> Scenario:
    """Four players, the Sheriff's turn, the Renegade R and the Outlaw O2 beside him: R shot the Outlaw O1 last
    round, or nobody did anything yet."""
    players: list[dict[str, Any]] = [
        {"name": "S", "role": "sheriff", "character": "Kit Carlson", "hand": ["Bang!", "Missed!"]},
        {"name": "R", "role": "renegade", "character": "Bart Cassidy", "hand": ["Bang!", "Missed!"]},
        {"name": "O1", "role": "outlaw", "character": "El Gringo", "hand": ["Missed!"]},
        {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "hand": ["Missed!"]},
    ]
    scenario = table(players, "R" if attacks else "S", round=1)
    if attacks:
        game = scenario.game
        game.apply(scenario.seats["R"], PlayCard(card(scenario, "R", "Bang!"), scenario.seats["O1"]))
        game.apply(scenario.seats["O1"], Pass())
    return scenario


def test_the_four_player_sheriff_spares_the_player_who_shot_an_outlaw() -> None:
    # At four players that is the Renegade, the Sheriff's one ally while the Outlaws live.
    scenario = four_players(attacks=True)
    assert reading_of(scenario, "S")[scenario.seats["R"]] > ATTACK_THRESHOLD


@pytest.mark.parametrize("level", THINKING)
def test_the_four_player_sheriff_holds_his_fire_before_anyone_acted(level: str) -> None:
    # Either neighbour may be the Renegade (one chance in three).
    assert not isinstance(decide(four_players(attacks=False), "S", level), PlayCard)


@pytest.mark.parametrize("level", THINKING)
def test_pat_brennan_does_not_take_back_the_card_just_taken_from_him(level: str) -> None:
    """The Renegade Pat Brennan alone with the Sheriff, who took his Barrel with the same ability last turn: taking
    it back only hands the Sheriff the same choice, and neither would draw a new card again."""
    players: list[dict[str, Any]] = [
        {"name": "S", "role": "sheriff", "character": "Pat Brennan", "hand": ["Missed!"]},
        {"name": "R", "role": "renegade", "character": "Pat Brennan", "hand": ["Missed!"], "in_play": ["Barrel"]},
        {"name": "O1", "role": "outlaw", "character": "El Gringo", "alive": False},
        {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "alive": False},
    ]
    scenario = table(players, "S", start="turn_start", rules={"expansions": ["dodge_city"]},
                     deck=["Beer", "Missed!", "Bang!", "Missed!", "Beer"])
    game = scenario.game
    barrel = card(scenario, "R", "Barrel")
    game.apply(scenario.seats["S"], PickCard(barrel))  # the Sheriff takes the Barrel instead of drawing
    while game.decider == scenario.seats["S"]:
        legal = game.legal_actions(game.decider)
        game.apply(game.decider, next((a for a in legal if named(a) == "Barrel"), legal[-1]))
    assert barrel in game.state.players[scenario.seats["S"]].in_play
    assert isinstance(decide(scenario, "R", level), ChooseSource)


@pytest.mark.parametrize("level", THINKING)
def test_a_ghost_sid_ketchum_pays_no_cards_for_life_he_cannot_use(level: str) -> None:
    """Ghost Town brings the dead Outlaw back for one turn: nothing can hurt him and he leaves at its end."""
    players: list[dict[str, Any]] = [
        {"name": "B", "role": "outlaw", "character": "El Gringo", "hand": ["Missed!"]},
        {"name": "C", "role": "outlaw", "character": "Sid Ketchum", "alive": False, "hp": 0},
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hp": 4, "hand": ["Missed!"]},
        {"name": "D", "role": "renegade", "character": "Vulture Sam", "hand": ["Missed!"]},
    ]
    scenario = table(players, "B", rules={"expansions": ["dodge_city", "high_noon"]}, event="Ghost Town",
                     events=["Curse"], deck=["Missed!", "Beer", "Mustang", "Missed!"])
    game = scenario.game
    game.apply(scenario.seats["B"], EndTurn())
    assert game.state.players[scenario.seats["C"]].ghost and game.decider == scenario.seats["C"]
    assert not isinstance(decide(scenario, "C", level), UseAbility)
