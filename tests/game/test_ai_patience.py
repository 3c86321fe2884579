"""Once the Outlaws are gone the law waits to be sure before it fires at a hidden player, but not for ever: when
the fight between a Deputy and the Renegade drags on with nobody falling, the Sheriff takes the risk and fires at
the one he takes rather for the Renegade, as people at a table do."""
from __future__ import annotations

from typing import Any

from game.ai.normal import NormalAgent
from game.ai.playphase import ATTACK_THRESHOLD
from game.ai.stance import ENDGAME_CAUTION, ENDGAME_PATIENCE, FRIENDLY_FIRE, endgame_caution, relations
from game.scenario import Scenario
from tests.game.positions import table
from tests.game.test_ai_endgame import quiet_turns


def last_three() -> Scenario:
    """Five players, both Outlaws dead: the Sheriff S, his Deputy D and the Renegade R; the Sheriff's turn."""
    players: list[dict[str, Any]] = [
        {"name": "S", "role": "sheriff", "character": "Kit Carlson", "hand": ["Bang!", "Missed!"]},
        {"name": "D", "role": "deputy", "character": "Vulture Sam", "hand": ["Missed!"]},
        {"name": "O1", "role": "outlaw", "character": "El Gringo", "alive": False},
        {"name": "O2", "role": "outlaw", "character": "Jesse Jones", "alive": False},
        {"name": "R", "role": "renegade", "character": "Bart Cassidy", "hand": ["Missed!"]},
    ]
    return table(players, "S")


def sheriff_relations(scenario: Scenario, rounds_since_a_fall: float) -> list[float]:
    """The Sheriff's relations when he reads D as the Renegade at 46 % and R at 54 %."""
    view = scenario.game.view_for(scenario.seats["S"])
    deputy, renegade = scenario.seats["D"], scenario.seats["R"]
    probs = {deputy: (0.54, 0.0, 0.46), renegade: (0.46, 0.0, 0.54)}
    known = [seat.role for seat in view.seats]
    return relations(
        view.role, view.me, view.seats, view.table, probs, known, FRIENDLY_FIRE, None,
        endgame_caution(rounds_since_a_fall),
    )


def test_the_caution_holds_for_a_while_then_wears_off_to_a_lean() -> None:
    assert endgame_caution(0) == endgame_caution(ENDGAME_PATIENCE) == ENDGAME_CAUTION
    worn = [endgame_caution(ENDGAME_PATIENCE * (1 + step / 4)) for step in range(5)]
    assert worn == sorted(worn, reverse=True) and worn[-1] < worn[0]
    assert endgame_caution(4 * ENDGAME_PATIENCE) == worn[-1]


def test_a_lean_is_no_reason_to_fire_while_the_endgame_is_young() -> None:
    scenario = last_three()
    fresh = sheriff_relations(scenario, 1)
    assert min(fresh[scenario.seats["D"]], fresh[scenario.seats["R"]]) > ATTACK_THRESHOLD


def test_when_the_fight_drags_on_the_sheriff_fires_at_the_likelier_renegade() -> None:
    scenario = last_three()
    dragged = sheriff_relations(scenario, 3 * ENDGAME_PATIENCE)
    assert dragged[scenario.seats["R"]] < ATTACK_THRESHOLD < dragged[scenario.seats["D"]]


def test_with_nothing_to_tell_them_apart_he_fires_at_nobody_however_long_it_lasts() -> None:
    scenario = last_three()
    hidden = (scenario.seats["D"], scenario.seats["R"])
    fresh = NormalAgent(1).relations(scenario.game.view_for(scenario.seats["S"]))
    quiet_turns(scenario, 12 * 3)
    agent = NormalAgent(1)
    rel = agent.relations(scenario.game.view_for(scenario.seats["S"]))
    assert agent.belief.turns_since_a_fall >= 36
    assert all(ATTACK_THRESHOLD < rel[seat] < fresh[seat] for seat in hidden)  # less patient, still no target
