"""A new game is dealt as the rules say."""
from __future__ import annotations

import pytest

from game.engine import Game
from game.errors import SetupError
from game.roles import Role
from game.setup import GameSetup
from game.state import Rules


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_new_game_deals_roles_life_and_hands_and_the_sheriff_starts(players: int) -> None:
    game = Game.new(GameSetup(tuple(f"P{i}" for i in range(players)), seed=players))
    state = game.state
    sheriff = next(i for i, p in enumerate(state.players) if p.role is Role.SHERIFF)
    assert state.turn == sheriff
    for seat, player in enumerate(state.players):
        bonus = 1 if seat == sheriff else 0
        assert player.max_hp == player.character_card.hp + bonus == player.hp
    assert len({p.character for p in state.players}) == players
    view = game.view_for((sheriff + 1) % players)
    assert view.seats[sheriff].role == "sheriff"


def test_the_sheriff_has_drawn_his_two_cards_and_waits_to_play() -> None:
    game = Game.new(GameSetup(("A", "B", "C", "D"), seed=11, characters=("Willy the Kid",) * 4))
    sheriff = game.state.turn
    player = game.state.players[sheriff]
    assert len(player.hand) == player.max_hp + 2
    assert game.decider == sheriff
    assert game.waiting_kind is not None and game.waiting_kind.value == "play"


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup(("A", "B")),
        GameSetup(("A", "B", "C", "D", "E", "F", "G", "H", "I")),
        GameSetup(("A", "A", "C", "D")),
        GameSetup(("A", "B", "C", "D"), characters=("Nobody", "Bart Cassidy", "Black Jack", "El Gringo")),
        GameSetup(("A", "B", "C", "D"), characters=("Pixie Pete", "Bart Cassidy", "Black Jack", "El Gringo")),
        GameSetup(("A", "B", "C", "D"), rules=Rules(expansions=("fistful",))),
    ],
)
def test_impossible_tables_are_refused_with_a_reason(setup: GameSetup) -> None:
    with pytest.raises(SetupError) as error:
        Game.new(setup)
    assert str(error.value)


def test_three_players_are_deputy_outlaw_and_renegade_face_up_and_the_deputy_starts() -> None:
    game = Game.new(GameSetup(("A", "B", "C"), seed=5))
    roles = sorted(p.role.value for p in game.state.players)
    assert roles == ["deputy", "outlaw", "renegade"]
    deputy = next(i for i, p in enumerate(game.state.players) if p.role is Role.DEPUTY)
    assert game.state.turn == deputy
    assert all(p.hp == p.character_card.hp for p in game.state.players)


def test_eight_players_have_two_renegades_and_two_deputies() -> None:
    game = Game.new(GameSetup(tuple("ABCDEFGH"), seed=8, rules=Rules(expansions=("dodge_city",))))
    roles = sorted(p.role.value for p in game.state.players)
    assert roles == ["deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade", "renegade", "sheriff"]
    assert len(game.state.deck) + sum(len(p.hand) for p in game.state.players) == 120


def test_the_beginner_game_leaves_the_book_cards_out() -> None:
    game = Game.new(GameSetup(tuple("ABCD"), seed=3, rules=Rules(beginner=True)))
    state = game.state
    names = {state.cards[c].name for c in state.deck} | {state.cards[c].name for p in state.players for c in p.hand}
    assert not names & {"Dynamite", "Duel", "General Store", "Indians!", "Jail"}
    assert len(state.deck) + sum(len(p.hand) for p in state.players) == 69
