"""Who cannot be a teammate, from a view alone: at such a player the hard level's look-ahead never holds back a
BANG! (``hard.candidates``)."""
from __future__ import annotations

from typing import Any

from game.ai.stance import sure_enemy
from tests.game.positions import table

ROLES = ("sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade")
CHARACTERS = ("Black Jack", "Bart Cassidy", "El Gringo", "Vulture Sam", "Kit Carlson", "Jourdonnais", "Slab the Killer")


def seven(*dead: str) -> list[dict[str, Any]]:
    """Sheriff A, Deputies B and C, Outlaws D, E and F, Renegade G; ``dead`` are out of the game."""
    return [
        {"name": name, "role": role, "character": character, "alive": name not in dead}
        for name, role, character in zip("ABCDEFG", ROLES, CHARACTERS, strict=True)
    ]


def enemies_of(who: str, *dead: str) -> set[str]:
    """The living players ``who`` knows to be on another side, from what his view shows."""
    scenario = table(seven(*dead), "A")
    view = scenario.game.view_for(scenario.seats[who])
    return {
        name for name, seat in scenario.seats.items()
        if seat != view.me and view.seats[seat].alive and sure_enemy(view.role, view.seats, seat)
    }


def test_an_outlaw_knows_only_the_sheriff_while_hidden_players_may_be_outlaws() -> None:
    assert enemies_of("D") == {"A"}


def test_a_deputy_knows_nobody_while_the_other_deputy_hides_and_everybody_once_he_is_dead() -> None:
    assert enemies_of("B") == set()
    assert enemies_of("B", "C") == {"D", "E", "F", "G"}


def test_the_sheriff_knows_his_enemies_once_both_deputies_are_dead() -> None:
    assert enemies_of("A", "B") == set()
    assert enemies_of("A", "B", "C") == {"D", "E", "F", "G"}


def test_outlaws_know_the_hidden_players_once_every_other_outlaw_is_dead() -> None:
    assert enemies_of("D", "E") == {"A"}
    assert enemies_of("D", "E", "F") == {"A", "B", "C", "G"}


def test_the_renegade_has_no_teammate() -> None:
    assert enemies_of("G") == {"A", "B", "C", "D", "E", "F"}


def test_at_three_players_every_role_is_shown_and_each_player_stands_alone() -> None:
    players = [
        {"name": name, "role": role, "character": character}
        for name, role, character in zip("ABC", ("deputy", "outlaw", "renegade"), CHARACTERS[:3], strict=True)
    ]
    scenario = table(players, "A")
    for who in "AB":
        view = scenario.game.view_for(scenario.seats[who])
        others = [seat for seat in range(3) if seat != view.me]
        assert all(sure_enemy(view.role, view.seats, seat) for seat in others)
