"""The AI knows the 3-player game's targets and the 8-player game's two Renegades."""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import PlayCard
from game.ai import make_agent
from game.ai.belief import Belief
from game.ai.hard import HardAgent
from game.scenario import Scenario
from tests.game.positions import decide, named, table

THINKING = ("normal", "hard")


def three(**seats: dict[str, Any]) -> Scenario:
    """Deputy D (hunts the Renegade), Outlaw O (hunts the Deputy), Renegade R (hunts the Outlaw); D's turn."""
    base = {"D": ("deputy", "Black Jack"), "O": ("outlaw", "Kit Carlson"), "R": ("renegade", "Bart Cassidy")}
    players = [{"name": n, "role": r, "character": c, "hand": ["Beer"], **seats.get(n, {})}
               for n, (r, c) in base.items()]
    return table(players, "D")


@pytest.mark.parametrize("level", ("easy", *THINKING))
def test_the_deputy_shoots_his_target_the_renegade(level: str) -> None:
    scenario = three(D={"hand": ["Bang!", "Missed!"]})
    action = decide(scenario, "D", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["R"]


@pytest.mark.parametrize("level", THINKING)
def test_the_hunter_is_finished_off_before_the_target_can_take_him(level: str) -> None:
    """The Outlaw hunts the Deputy; at 1 life he would fall to the Renegade, who would win at once."""
    scenario = three(D={"hand": ["Bang!", "Missed!"]}, O={"hp": 1})
    action = decide(scenario, "D", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["O"]


@pytest.mark.parametrize("level", THINKING)
def test_the_hunter_is_not_weakened_for_the_target(level: str) -> None:
    """Two Bang!s and a Volcanic: every shot goes to the Renegade, none to the Outlaw at 2 life."""
    scenario = three(D={"hand": ["Bang!", "Bang!", "Missed!"], "in_play": ["Volcanic"]}, O={"hp": 2})
    game = scenario.game
    deputy, renegade = scenario.seats["D"], scenario.seats["R"]
    for _ in range(2):
        action = decide(scenario, "D", level)
        assert isinstance(action, PlayCard) and named(action) == "Bang!" and action.target == renegade
        game.apply(deputy, action)
        while game.decider == renegade:
            game.apply(renegade, game.legal_actions(renegade)[-1])


@pytest.mark.parametrize("level", THINKING)
def test_jail_goes_to_the_hunter(level: str) -> None:
    scenario = three(D={"hand": ["Jail", "Missed!"]})
    action = decide(scenario, "D", level)
    assert named(action) == "Jail" and isinstance(action, PlayCard) and action.target == scenario.seats["O"]


def test_with_two_left_the_other_one_is_the_enemy() -> None:
    players: list[dict[str, Any]] = [
        {"name": "D", "role": "deputy", "character": "Black Jack", "hand": ["Bang!"]},
        {"name": "O", "role": "outlaw", "character": "Kit Carlson", "hand": ["Beer"]},
        {"name": "R", "role": "renegade", "character": "Bart Cassidy", "alive": False},
    ]
    scenario = table(players, "D")
    action = decide(scenario, "D", "normal")
    assert isinstance(action, PlayCard) and action.target == scenario.seats["O"]


EIGHT: list[dict[str, Any]] = [
    {"name": "S", "role": "sheriff", "character": "Black Jack"},
    {"name": "R1", "role": "renegade", "character": "Kit Carlson"},
    {"name": "D1", "role": "deputy", "character": "Bart Cassidy"},
    {"name": "O1", "role": "outlaw", "character": "El Gringo"},
    {"name": "O2", "role": "outlaw", "character": "Jesse Jones"},
    {"name": "D2", "role": "deputy", "character": "Suzy Lafayette"},
    {"name": "O3", "role": "outlaw", "character": "Pedro Ramirez"},
    {"name": "R2", "role": "renegade", "character": "Vulture Sam"},
]


def test_the_suspicion_model_expects_two_renegades_at_eight_players() -> None:
    scenario = table([dict(p) for p in EIGHT], "S")
    view = scenario.game.view_for(0)
    probs = _probabilities(view)
    assert len(probs) == 7
    assert sum(p[2] for p in probs.values()) == pytest.approx(2.0, abs=0.05)
    assert sum(p[1] for p in probs.values()) == pytest.approx(3.0, abs=0.05)


def _probabilities(view: Any) -> dict[int, tuple[float, float, float]]:
    belief = Belief()
    belief.observe(view)
    return belief.probabilities(view)


@pytest.mark.parametrize("level", THINKING)
def test_a_renegade_left_with_the_sheriff_and_the_other_renegade_shoots_the_renegade(level: str) -> None:
    """The Sheriff's death would hand the game to the (dead) Outlaws: the other Renegade must go first."""
    players = [dict(p) for p in EIGHT]
    for player in players:
        if player["role"] in ("deputy", "outlaw"):
            player["alive"] = False
    players[1]["hand"] = ["Bang!", "Missed!"]
    players[1]["in_play"] = ["Winchester"]
    players[0]["hp"] = 2
    scenario = table(players, "R1")
    action = decide(scenario, "R1", level)
    assert isinstance(action, PlayCard) and action.target == scenario.seats["R2"]


def test_the_hard_level_looks_ahead_at_three_players() -> None:
    scenario = three(D={"hand": ["Bang!", "Duel", "Panic!", "Missed!"]}, R={"hp": 2})
    agent = make_agent("hard", 3)
    assert isinstance(agent, HardAgent)
    action = agent.choose(scenario.game.view_for(scenario.seats["D"]))
    assert action in scenario.game.legal_actions(scenario.seats["D"])
    assert isinstance(action, PlayCard) and action.target == scenario.seats["R"]
