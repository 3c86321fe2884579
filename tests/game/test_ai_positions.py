"""The AI levels play well in canned positions: answers, equipment, role play, character abilities."""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import Action, EndTurn, KeepCards, PlayCard
from game.ai import make_agent
from game.ai.cardinfo import NAME
from game.ai.hard import HardAgent, candidates
from game.ai.playphase import rank_plays
from game.scenario import Scenario
from tests.game.positions import card, decide, named, table

LEVELS = ("easy", "normal", "hard")
THINKING = ("normal", "hard")


def four(**hands: list[str]) -> list[dict[str, Any]]:
    """Sheriff A, Outlaw B, Outlaw C, Renegade D (plain characters), with the given hands."""
    roles = {"A": ("sheriff", "Black Jack"), "B": ("outlaw", "Bart Cassidy"), "C": ("outlaw", "El Gringo"),
             "D": ("renegade", "Vulture Sam")}
    return [{"name": n, "role": r, "character": c, "hand": hands.get(n, [])} for n, (r, c) in roles.items()]


@pytest.mark.parametrize("level", LEVELS)
def test_a_missed_answers_a_bang(level: str) -> None:
    scenario = table(four(A=["Bang!"], B=["Missed!", "Beer", "Panic!"]), "A")
    scenario.game.apply(0, PlayCard(card(scenario, "A", "Bang!"), 1))
    assert named(decide(scenario, "B", level)) == "Missed!"


@pytest.mark.parametrize("level", THINKING)
def test_it_equips_a_barrel_before_anything_else(level: str) -> None:
    scenario = table(four(A=["Missed!", "Barrel", "Beer", "General Store"]), "A")
    assert named(decide(scenario, "A", level)) == "Barrel"


def test_the_easy_level_mostly_equips_a_barrel_too() -> None:
    scenario = table(four(A=["Missed!", "Barrel", "Beer"]), "A")
    choices = [named(decide(scenario, "A", "easy", seed)) for seed in range(40)]
    assert choices.count("Barrel") >= 30


@pytest.mark.parametrize("level", THINKING)
def test_an_outlaw_shoots_the_sheriff_rather_than_another_player(level: str) -> None:
    scenario = table(four(B=["Bang!", "Missed!"]), "B")
    action = decide(scenario, "B", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["A"]


def play_out_turn(scenario: Scenario, who: str, level: str, seed: int) -> list[Action]:
    """Let ``who`` play his whole play phase; the decisions he made."""
    game = scenario.game
    seat = scenario.seats[who]
    agent = make_agent(level, seed)
    made: list[Action] = []
    while game.decider == seat and game.waiting_kind is not None and game.waiting_kind.value == "play":
        action = agent.choose(game.view_for(seat))
        made.append(action)
        game.apply(seat, action)
        if isinstance(action, EndTurn):
            break
        while game.decider is not None and game.decider != seat:
            other = game.decider
            game.apply(other, make_agent("normal", 0).choose(game.view_for(other)))
    return made


DEPUTY_TABLE = [
    {"name": "Sheriff", "role": "sheriff", "character": "Paul Regret", "in_play": ["Barrel", "Schofield"],
     "hand": ["Missed!"]},
    {"name": "Deputy", "role": "deputy", "character": "Willy the Kid", "in_play": ["Scope"],
     "hand": ["Bang!", "Bang!", "Duel", "Panic!", "Cat Balou"]},
    {"name": "O1", "role": "outlaw", "character": "Black Jack", "hand": ["Beer"]},
    {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "hand": ["Beer"]},
    {"name": "R", "role": "renegade", "character": "Bart Cassidy", "hand": ["Beer"]},
]


@pytest.mark.parametrize("level", LEVELS)
def test_a_deputy_with_the_sheriff_in_reach_never_attacks_him(level: str) -> None:
    for seed in range(8):
        scenario = table(DEPUTY_TABLE, "Deputy")
        sheriff = scenario.seats["Sheriff"]
        for action in play_out_turn(scenario, "Deputy", level, seed):
            assert not (isinstance(action, PlayCard) and action.target == sheriff), action


@pytest.mark.parametrize("level", LEVELS)
def test_the_renegade_spares_the_sheriff_while_others_live(level: str) -> None:
    players = four(D=["Bang!", "Bang!", "Duel"])
    players[3]["character"] = "Willy the Kid"
    for seed in range(6):
        scenario = table(players, "D")
        for action in play_out_turn(scenario, "D", level, seed):
            assert not (isinstance(action, PlayCard) and action.target == 0), action


@pytest.mark.parametrize("level", THINKING)
def test_the_renegade_alone_with_the_sheriff_shoots_him(level: str) -> None:
    players = four(D=["Bang!", "Missed!"])
    players[1] = {"name": "B", "role": "outlaw", "character": "Bart Cassidy", "alive": False}
    players[2] = {"name": "C", "role": "outlaw", "character": "El Gringo", "alive": False}
    scenario = table(players, "D")
    action = decide(scenario, "D", level)
    assert isinstance(action, PlayCard) and action.target == 0


@pytest.mark.parametrize("level", THINKING)
def test_the_sheriff_jails_the_outlaw_who_shot_him(level: str) -> None:
    players = [
        {"name": "B", "role": "outlaw", "character": "Bart Cassidy", "hand": ["Bang!"]},
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hand": ["Jail"]},
        {"name": "C", "role": "deputy", "character": "El Gringo", "hand": ["Missed!"]},
        {"name": "D", "role": "outlaw", "character": "Vulture Sam", "hand": ["Missed!"]},
        {"name": "E", "role": "renegade", "character": "Suzy Lafayette", "hand": ["Missed!"]},
    ]
    scenario = table(players, "B", deck=["Missed!", "Missed!", "Missed!", "Missed!"])
    game = scenario.game
    game.apply(0, PlayCard(card(scenario, "B", "Bang!"), 1))
    game.apply(0, EndTurn())
    action = decide(scenario, "A", level)
    assert named(action) == "Jail" and isinstance(action, PlayCard) and action.target == 0


@pytest.mark.parametrize("level", THINKING)
def test_a_wounded_player_drinks_his_beer(level: str) -> None:
    players = four(B=["Beer", "Missed!"])
    players[1]["hp"] = 1
    scenario = table(players, "B")
    assert named(decide(scenario, "B", level)) == "Beer"


@pytest.mark.parametrize("level", THINKING)
def test_the_discard_phase_throws_away_the_least_useful_card(level: str) -> None:
    players = four(B=["Missed!", "Beer", "Dynamite", "Missed!"])
    players[1]["hp"] = 2
    scenario = table(players, "B")
    scenario.game.apply(1, EndTurn())
    assert named(decide(scenario, "B", level)) == "Dynamite"


@pytest.mark.parametrize("level", LEVELS)
def test_lucky_duke_picks_the_heart_for_his_barrel(level: str) -> None:
    players = four(A=["Bang!"])
    players[1].update(character="Lucky Duke", in_play=["Barrel@QS"])
    scenario = table(players, "A", deck=["Bang!@5C", "Beer@6H", "Missed!@2S"])
    scenario.game.apply(0, PlayCard(card(scenario, "A", "Bang!"), 1))
    picks = [named(decide(scenario, "B", level, seed)) for seed in range(10)]
    assert picks.count("Beer") >= (7 if level == "easy" else 10)


@pytest.mark.parametrize("level", THINKING)
def test_kit_carlson_keeps_the_two_best_cards(level: str) -> None:
    players = four()
    players[1].update(character="Kit Carlson", hp=2)
    scenario = table(players, "B", start="turn_start", deck=["Dynamite", "Missed!", "Beer"])
    action = decide(scenario, "B", level)
    assert isinstance(action, KeepCards)
    assert sorted(NAME[c] for c in action.cards) == ["Beer", "Missed!"]


@pytest.mark.parametrize("level", THINKING)
def test_sid_ketchum_at_one_life_heals_with_his_two_cheapest_cards(level: str) -> None:
    players = four(B=["Dynamite", "General Store", "Missed!"])
    players[1].update(character="Sid Ketchum", hp=1)
    scenario = table(players, "B")
    action = decide(scenario, "B", level)
    assert sorted(NAME[c] for c in getattr(action, "cards", ())) == ["Dynamite", "General Store"]


def test_the_hard_level_looks_ahead_only_when_there_is_a_real_choice() -> None:
    obvious = table(four(A=["Barrel", "Missed!"]), "A")
    agent = HardAgent(3)
    agent.choose(obvious.game.view_for(0))
    assert agent.looked_ahead == 0
    choice = table(four(B=["Bang!", "Duel", "Missed!"], A=["Missed!"], C=["Missed!"]), "B")
    action = agent.choose(choice.game.view_for(1))
    assert agent.looked_ahead == 1
    assert action in choice.game.legal_actions(1)


def test_the_hard_level_does_not_gamble_a_duel_without_a_bang_against_a_hand() -> None:
    """Any of the Sheriff's three cards may be a Bang!: a Duel with none to answer with loses a life point to it."""
    scenario = table(four(B=["Duel", "Missed!"], A=["Missed!", "Beer", "Missed!"], C=["Missed!"]), "B")
    for seed in range(6):
        assert named(HardAgent(seed).choose(scenario.game.view_for(1))) != "Duel"


def test_a_duel_at_an_empty_hand_is_a_sure_hit_and_goes_before_a_bang_a_barrel_may_stop() -> None:
    """The Sheriff holds no card: he cannot answer a Duel, while his Barrel may stop a Bang!."""
    players = four(B=["Bang!", "Duel", "Beer"])
    players[0]["in_play"] = ["Barrel"]
    scenario = table(players, "B")
    assert named(decide(scenario, "B", "normal")) == "Duel"


def test_a_hard_outlaw_never_holds_back_his_bang_at_the_sheriff() -> None:
    """A shot not fired is lost (the next turn allows one BANG! again): with a BANG! at the Sheriff as the best
    play, ending the turn is not among the options the look-ahead weighs; with none to fire, it is."""
    players = four(B=["Bang!", "Missed!", "Beer", "Gatling"], A=["Missed!"], C=["Missed!"])
    players[0]["in_play"] = ["Barrel"]  # a shot that may fail is no obvious play: the look-ahead weighs it
    scenario = table(players, "B")
    agent = HardAgent(1)
    view = scenario.game.view_for(1)
    sit = agent.situation(view)
    ranked = rank_plays(sit, view.legal)
    assert named(ranked[0][1]) == "Bang!"
    assert not any(isinstance(action, EndTurn) for _, action in candidates(sit, ranked))
    assert isinstance(agent.choose(view), PlayCard)
    del players[1]["hand"][0]
    quiet = table(players, "B")
    view = quiet.game.view_for(1)
    sit = agent.situation(view)
    ranked = rank_plays(sit, view.legal)
    assert named(ranked[0][1]) != "Bang!"
    assert any(isinstance(action, EndTurn) for _, action in candidates(sit, ranked))


def test_in_the_last_fight_a_hard_player_fires_his_bang_even_when_another_attack_ranks_first() -> None:
    """Sheriff against Renegade, the Outlaws dead: the Duel ranks first (the Renegade's hand is empty, his Barrel
    may stop a BANG!), but with a BANG! at the only enemy left in hand, ending the turn is no option and the shot
    is one (the look-ahead's scoring would keep three BANG! cards rather than fire one)."""
    players = four(A=["Duel", "Bang!", "Bang!", "Bang!", "Missed!"])
    players[1]["alive"] = False
    players[2]["alive"] = False
    players[3]["in_play"] = ["Barrel"]
    scenario = table(players, "A")
    agent = HardAgent(1)
    view = scenario.game.view_for(0)
    sit = agent.situation(view)
    ranked = rank_plays(sit, view.legal)
    assert named(ranked[0][1]) != "Bang!"
    options = [action for _, action in candidates(sit, ranked)]
    assert not any(isinstance(action, EndTurn) for action in options)
    assert any(
        isinstance(action, PlayCard) and named(action) == "Bang!" and action.target == scenario.seats["D"]
        for action in options
    )
    made = play_out_turn(scenario, "A", "hard", 1)
    assert any(named(action) == "Bang!" for action in made)
    for name in ("Bang!", "Bang!", "Bang!"):
        players[0]["hand"].remove(name)
    unarmed = table(players, "A")
    view = unarmed.game.view_for(0)
    sit = agent.situation(view)
    assert any(isinstance(action, EndTurn) for _, action in candidates(sit, rank_plays(sit, view.legal)))
