"""The Renegade plays to win: he hides among the law where the Outlaws outnumber it, turns on the Deputies when one
Outlaw is left and fights them at once when none is, spares the Sheriff without healing him once the Outlaws are gone
(but wears him down with area attacks), and drinks up before his last duel."""
from __future__ import annotations

from typing import Any

from game.actions import Action, PlayCard
from game.ai.normal import NormalAgent
from game.scenario import Scenario
from tests.game.positions import named, table


def ring(*players: tuple[str, str, str, int], renegade_hand: list[str]) -> list[dict[str, Any]]:
    """The Renegade R (Bart Cassidy, 4 life points) first, then ``(name, role, character, hp)`` clockwise; a hp of 0
    is a dead player."""
    seats: list[dict[str, Any]] = [{"name": "R", "role": "renegade", "character": "Bart Cassidy",
                                    "hand": renegade_hand}]
    for name, role, character, hp in players:
        seat: dict[str, Any] = {"name": name, "role": role, "character": character}
        if hp > 0:
            seat["hp"] = hp
        else:
            seat["alive"] = False
        seats.append(seat)
    return seats


def renegade_decides(scenario: Scenario, lawful: tuple[str, ...] = ()) -> Action:
    """The normal Renegade's play, reading the seats in ``lawful`` as sure Deputies (strong lawful evidence)."""
    seat = scenario.seats["R"]
    view = scenario.game.view_for(seat)
    agent = NormalAgent(1)
    agent.belief.observe(view)
    for name in lawful:
        agent.belief.evidence[scenario.seats[name]] = -4.0
    agent.belief.changed()
    return agent.choose(view)


def targets(action: Action, scenario: Scenario, name: str) -> bool:
    return isinstance(action, PlayCard) and action.target == scenario.seats[name]


# Six players, the law ahead in life points: the Deputy D and the Sheriff S are in reach, the three weakened
# Outlaws are not.
SIX = (("D", "deputy", "Vulture Sam", 4), ("O1", "outlaw", "El Gringo", 1), ("O2", "outlaw", "Jesse Jones", 1),
       ("O3", "outlaw", "Black Jack", 1), ("S", "sheriff", "Kit Carlson", 5))


def test_where_the_outlaws_outnumber_the_law_he_leaves_a_deputy_alone() -> None:
    # Six players (three Outlaws against the Sheriff and one Deputy): shooting the Deputy would give him away and
    # hand the table to the Outlaws, who win most six-player games.
    scenario = table(ring(*SIX, renegade_hand=["Bang!"]), "R")
    action = renegade_decides(scenario, lawful=("D",))
    assert not targets(action, scenario, "D"), action
    assert not targets(action, scenario, "S"), action


def test_where_the_law_is_as_many_he_still_weakens_it_when_it_is_ahead() -> None:
    # Seven players (three Outlaws against the Sheriff and two Deputies): the law ahead in life points is the
    # side to weaken, as before.
    seven = (*SIX[:4], ("D2", "deputy", "Suzy Lafayette", 4), SIX[4])
    scenario = table(ring(*seven, renegade_hand=["Bang!"]), "R")
    action = renegade_decides(scenario, lawful=("D", "D2"))
    assert named(action) == "Bang!" and targets(action, scenario, "D"), action


def last_outlaw_table(outlaws_left: int) -> Scenario:
    """Six players, R with a Bang! and a Schofield: the Deputy D and the weakened Outlaws O1 and O2 in reach (the
    Sheriff is not); O2 alive only when ``outlaws_left`` is 2."""
    players = ring(("D", "deputy", "Vulture Sam", 3), ("O1", "outlaw", "El Gringo", 2),
                   ("O2", "outlaw", "Jesse Jones", 2 if outlaws_left == 2 else 0), ("O3", "outlaw", "Black Jack", 0),
                   ("S", "sheriff", "Kit Carlson", 5), renegade_hand=["Bang!"])
    players[0]["in_play"] = ["Schofield"]
    return table(players, "R")


def test_with_one_outlaw_left_he_shoots_the_deputy_first() -> None:
    # The law finishes the last Outlaw anyway; a Deputy standing at the end makes the last fight two against one.
    scenario = last_outlaw_table(outlaws_left=1)
    action = renegade_decides(scenario, lawful=("D",))
    assert named(action) == "Bang!" and targets(action, scenario, "D"), action


def test_with_two_outlaws_left_he_still_hides_among_the_law() -> None:
    scenario = last_outlaw_table(outlaws_left=2)
    action = renegade_decides(scenario, lawful=("D",))
    assert named(action) == "Bang!" and not targets(action, scenario, "D"), action


def saloon_table(outlaw_hp: int) -> Scenario:
    """Five players: the Sheriff wounded, the Deputy and the Renegade at full life, an Outlaw alive or not."""
    players = ring(("D", "deputy", "Vulture Sam", 4), ("O1", "outlaw", "El Gringo", 0),
                   ("O2", "outlaw", "Jesse Jones", outlaw_hp), ("S", "sheriff", "Kit Carlson", 2),
                   renegade_hand=["Saloon"])
    return table(players, "R")


def test_once_the_outlaws_are_gone_he_no_longer_heals_the_sheriff() -> None:
    scenario = saloon_table(outlaw_hp=0)
    assert named(renegade_decides(scenario)) != "Saloon"


def test_while_outlaws_are_left_he_heals_the_sheriff() -> None:
    scenario = saloon_table(outlaw_hp=4)
    assert named(renegade_decides(scenario)) == "Saloon"


def gatling_table(sheriff_hp: int) -> Scenario:
    """The Outlaws gone: the Renegade with a Gatling against the Sheriff and a wounded Deputy."""
    players = ring(("D", "deputy", "Vulture Sam", 2), ("O1", "outlaw", "El Gringo", 0),
                   ("O2", "outlaw", "Jesse Jones", 0), ("S", "sheriff", "Kit Carlson", sheriff_hp),
                   renegade_hand=["Gatling"])
    return table(players, "R")


def test_once_the_outlaws_are_gone_his_area_attacks_wear_the_sheriff_down() -> None:
    # A weaker Sheriff makes the last duel easier, and nobody can read a Gatling as the Renegade's.
    assert named(renegade_decides(gatling_table(sheriff_hp=4))) == "Gatling"


def test_his_area_attacks_never_bring_the_sheriff_near_death_before_the_end() -> None:
    # The Sheriff's death with the Deputy alive would hand the game to the dead Outlaws.
    assert named(renegade_decides(gatling_table(sheriff_hp=2))) != "Gatling"


def beer_table(role: str) -> Scenario:
    """The Sheriff, a Deputy and ``role`` (one life point down, a Beer in hand) left of five players."""
    players = ring(("D", "deputy", "Vulture Sam", 4), ("O1", "outlaw", "El Gringo", 0),
                   ("O2", "outlaw", "Jesse Jones", 0), ("S", "sheriff", "Kit Carlson", 5), renegade_hand=["Beer"])
    players[0].update(role=role, hp=3)
    if role == "deputy":
        players[1]["role"] = "renegade"
    return table(players, "R")


def test_he_drinks_up_before_his_last_duel() -> None:
    # With two players left a Beer heals nobody: the Renegade drinks it while three are left.
    scenario = beer_table("renegade")
    assert named(renegade_decides(scenario)) == "Beer"


def test_a_deputy_one_life_point_down_keeps_his_beer() -> None:
    scenario = beer_table("deputy")
    seat = scenario.seats["R"]
    assert named(NormalAgent(1).choose(scenario.game.view_for(seat))) != "Beer"


# Seven players, the law ahead: the weakened Outlaw O1 sits next to the Sheriff S (in his Colt's reach), O3 does not;
# the Deputies are out of the Renegade's reach.
THREAT = (("O1", "outlaw", "Jesse Jones", 1), ("S", "sheriff", "Kit Carlson", 5), ("D", "deputy", "Vulture Sam", 4),
          ("D2", "deputy", "Suzy Lafayette", 4), ("O2", "outlaw", "El Gringo", 1), ("O3", "outlaw", "Black Jack", 1))


def test_while_he_weakens_the_law_he_shoots_the_outlaw_who_has_the_sheriff_in_reach() -> None:
    # The Sheriff's early death hands the game to the Outlaws: an Outlaw within reach of him is an enemy too.
    scenario = table(ring(*THREAT, renegade_hand=["Bang!"]), "R")
    action = renegade_decides(scenario, lawful=("D", "D2"))
    assert named(action) == "Bang!" and targets(action, scenario, "O1"), action


def two_outlaws_table(outlaw_hp: int) -> Scenario:
    """``THREAT`` with the Outlaw next to the Sheriff dead: two Outlaws of ``outlaw_hp`` life points left."""
    threat = list(THREAT)
    threat[0] = ("O1", "outlaw", "Jesse Jones", 0)
    threat[4] = ("O2", "outlaw", "El Gringo", outlaw_hp)
    threat[5] = ("O3", "outlaw", "Black Jack", outlaw_hp)
    return table(ring(*threat, renegade_hand=["Bang!"]), "R")


def test_while_he_weakens_the_law_he_leaves_an_outlaw_out_of_the_sheriffs_reach_alone() -> None:
    scenario = two_outlaws_table(outlaw_hp=3)
    assert not targets(renegade_decides(scenario, lawful=("D", "D2")), scenario, "O3")


def two_deputies_table() -> Scenario:
    """Seven players, the Outlaws gone: the Renegade with a Bang! and a Schofield, both Deputies in his reach, the
    Sheriff at four life points."""
    players = ring(("D", "deputy", "Vulture Sam", 3), ("O1", "outlaw", "El Gringo", 0),
                   ("D2", "deputy", "Suzy Lafayette", 3), ("O2", "outlaw", "Jesse Jones", 0),
                   ("O3", "outlaw", "Black Jack", 0), ("S", "sheriff", "Kit Carlson", 4), renegade_hand=["Bang!"])
    players[0]["in_play"] = ["Schofield"]
    return table(players, "R")


def test_seven_players_once_the_outlaws_are_gone_he_fights_the_deputies_at_once() -> None:
    # Waiting is no use: the law strikes only at whom it takes for the Renegade, and he never struck.
    scenario = two_deputies_table()
    action = renegade_decides(scenario, lawful=("D", "D2"))
    assert named(action) == "Bang!" and (targets(action, scenario, "D") or targets(action, scenario, "D2")), action


def last_outlaw_of_seven(deputies: int) -> Scenario:
    """Seven players, one weakened Outlaw O1 left: the Renegade with a Bang! and a Schofield, the Deputy D, the
    Outlaw and the Deputy D2 (alive only when ``deputies`` is 2) in his reach."""
    players = ring(("D", "deputy", "Vulture Sam", 3), ("O1", "outlaw", "El Gringo", 2),
                   ("O2", "outlaw", "Jesse Jones", 0), ("O3", "outlaw", "Black Jack", 0),
                   ("D2", "deputy", "Suzy Lafayette", 3 if deputies == 2 else 0),
                   ("S", "sheriff", "Kit Carlson", 4), renegade_hand=["Bang!"])
    players[0]["in_play"] = ["Schofield"]
    return table(players, "R")


def test_seven_players_both_deputies_alive_he_shoots_a_deputy_before_the_last_outlaw() -> None:
    # The law finishes the last Outlaw anyway; every Deputy standing at the end is one more to fight.
    scenario = last_outlaw_of_seven(deputies=2)
    action = renegade_decides(scenario, lawful=("D", "D2"))
    assert named(action) == "Bang!" and (targets(action, scenario, "D") or targets(action, scenario, "D2")), action


def test_seven_players_one_deputy_left_he_shoots_him_before_the_last_outlaw() -> None:
    scenario = last_outlaw_of_seven(deputies=1)
    action = renegade_decides(scenario, lawful=("D",))
    assert named(action) == "Bang!" and targets(action, scenario, "D"), action


def gatling_of_seven(sheriff_hp: int) -> Scenario:
    """Seven players, two Outlaws left with both Deputies: the Renegade with a Gatling, the Sheriff at ``sheriff_hp``
    life points."""
    players = ring(("D", "deputy", "Vulture Sam", 3), ("O1", "outlaw", "El Gringo", 2),
                   ("O2", "outlaw", "Jesse Jones", 3), ("O3", "outlaw", "Black Jack", 0),
                   ("D2", "deputy", "Suzy Lafayette", 3), ("S", "sheriff", "Kit Carlson", sheriff_hp),
                   renegade_hand=["Gatling"])
    return table(players, "R")


def test_seven_players_his_gatling_wears_the_deputies_down() -> None:
    # Nobody reads an area attack: it hurts the Deputies, who end the games he loses, without giving him away; a
    # Sheriff at four life points or more is not guarded from it.
    scenario = gatling_of_seven(sheriff_hp=4)
    assert named(renegade_decides(scenario, lawful=("D", "D2"))) == "Gatling"


def test_seven_players_his_gatling_still_spares_a_weakened_sheriff_while_outlaws_are_left() -> None:
    scenario = gatling_of_seven(sheriff_hp=3)
    assert named(renegade_decides(scenario, lawful=("D", "D2"))) != "Gatling"
