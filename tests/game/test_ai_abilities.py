"""The thinking levels use the character abilities that need a decision, and read roles from what they saw."""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import DISCARD, ChooseSource, EndTurn, Pass, PlayCard, Respond
from game.ai import make_agent
from game.ai.cardinfo import NAME
from game.engine import Game
from tests.game.positions import card, decide, table

THINKING = ("normal", "hard")


def four(**characters: str) -> list[dict[str, Any]]:
    """Sheriff A, Outlaw B, Outlaw C, Renegade D; characters may be replaced by keyword."""
    base = {"A": ("sheriff", "Black Jack"), "B": ("outlaw", "Bart Cassidy"), "C": ("outlaw", "El Gringo"),
            "D": ("renegade", "Vulture Sam")}
    return [{"name": n, "role": r, "character": characters.get(n, c), "hand": []} for n, (r, c) in base.items()]


@pytest.mark.parametrize("level", THINKING)
def test_jesse_jones_draws_his_first_card_from_the_sheriff(level: str) -> None:
    players = four(B="Jesse Jones")
    players[0]["hand"] = ["Missed!", "Beer", "Panic!"]
    players[2]["hand"] = ["Beer"]
    scenario = table(players, "B", start="turn_start", deck=["Bang!", "Missed!", "Beer"])
    assert decide(scenario, "B", level) == ChooseSource(scenario.seats["A"])


@pytest.mark.parametrize("level", THINKING)
def test_pedro_ramirez_takes_a_missed_from_the_discard_pile(level: str) -> None:
    players = four(B="Pedro Ramirez")
    players[1]["hp"] = 2
    scenario = table(players, "B", start="turn_start", deck=["Dynamite", "Jail", "Beer"], discard=["Missed!"])
    assert decide(scenario, "B", level) == ChooseSource(DISCARD)


@pytest.mark.parametrize("level", THINKING)
def test_pedro_ramirez_leaves_a_useless_discard(level: str) -> None:
    players = four(B="Pedro Ramirez")
    scenario = table(players, "B", start="turn_start", deck=["Missed!", "Beer", "Bang!"], discard=["Dynamite"])
    assert decide(scenario, "B", level) != ChooseSource(DISCARD)


@pytest.mark.parametrize("level", THINKING)
def test_calamity_janet_answers_a_bang_with_a_bang(level: str) -> None:
    players = four(B="Calamity Janet")
    players[0]["hand"] = ["Bang!"]
    players[1]["hand"] = ["Bang!", "Beer"]
    scenario = table(players, "A")
    scenario.game.apply(0, PlayCard(card(scenario, "A", "Bang!"), 1))
    assert decide(scenario, "B", level) == Respond(card(scenario, "B", "Bang!"))


@pytest.mark.parametrize("level", THINKING)
def test_calamity_janet_shoots_the_sheriff_with_a_missed(level: str) -> None:
    players = four(B="Calamity Janet")
    players[1]["hand"] = ["Missed!", "Beer"]
    scenario = table(players, "B")
    assert decide(scenario, "B", level) == PlayCard(card(scenario, "B", "Missed!"), scenario.seats["A"])


def until_play_phase_of(game: Game, seat: int) -> None:
    """Everyone else ends the turn or takes the hit until ``seat``'s play phase."""
    while not (game.decider == seat and game.waiting_kind is not None and game.waiting_kind.value == "play"):
        decider = game.decider
        assert decider is not None
        legal = game.legal_actions(decider)
        forced = next((a for a in legal if isinstance(a, (EndTurn, Pass))), legal[0])
        game.apply(decider, forced)


@pytest.mark.parametrize("level", THINKING)
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("x_shoots", ["O", "S"])
def test_the_sheriff_reads_who_helped_him(level: str, seed: int, x_shoots: str) -> None:
    """O shoots the Sheriff; then X, at 1 life and the Sheriff's only target, shoots O or the Sheriff.

    Having shot the Sheriff's attacker, X looks like a Deputy and is spared; having shot the Sheriff
    too, X is finished off.
    """
    x_role, other_role = ("deputy", "outlaw") if x_shoots == "O" else ("outlaw", "deputy")
    players: list[dict[str, Any]] = [
        {"name": "S", "role": "sheriff", "character": "Vulture Sam", "hand": ["Bang!"]},
        {"name": "O", "role": "outlaw", "character": "Bart Cassidy", "hand": ["Bang!"], "in_play": ["Mustang"]},
        {"name": "R", "role": "renegade", "character": "Suzy Lafayette", "hand": ["Beer"]},
        {"name": "Y", "role": other_role, "character": "El Gringo", "hand": ["Beer"]},
        {"name": "X", "role": x_role, "character": "Willy the Kid", "hand": ["Bang!"], "in_play": ["Remington"],
         "hp": 1},
    ]
    scenario = table(players, "O", deck=["Missed!"] * 12)
    game = scenario.game
    sheriff, outlaw, x = scenario.seats["S"], scenario.seats["O"], scenario.seats["X"]
    game.apply(outlaw, PlayCard(card(scenario, "O", "Bang!"), sheriff))
    until_play_phase_of(game, x)
    game.apply(x, PlayCard(card(scenario, "X", "Bang!"), scenario.seats[x_shoots]))
    until_play_phase_of(game, sheriff)
    assert game.state.players[x].hp == 1
    action = make_agent(level, seed).choose(game.view_for(sheriff))
    shoots_x = isinstance(action, PlayCard) and NAME[action.card] == "Bang!" and action.target == x
    assert shoots_x == (x_shoots == "S"), action
