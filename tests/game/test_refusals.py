"""Refused decisions say why, and legal-action counts stay what the rules allow."""
from __future__ import annotations

from typing import Any

import pytest

from game import messages
from game.actions import FROM_HAND, Action, EndTurn, Pass, PlayCard, Respond
from game.engine import Game
from game.errors import IllegalActionError, SeatError
from game.scenario import Scenario
from game.setup import GameSetup
from game.state import Rules


def table(**overrides: Any) -> Game:
    data: dict[str, Any] = {
        "title": "canned position",
        "players": [
            {"name": "A", "role": "sheriff", "character": "Black Jack",
             "hand": ["Bang!@AS", "Bang!@2C", "Panic!@JH", "Jail@JS", "Missed!@2S", "Mustang@8H", "Beer@6H"],
             "in_play": ["Mustang@9H"]},
            {"name": "B", "role": "outlaw", "character": "Kit Carlson", "hand": ["Beer@7H"]},
            {"name": "C", "role": "renegade", "character": "Pedro Ramirez", "hand": ["Missed!@3S"]},
            {"name": "D", "role": "deputy", "character": "Jesse Jones", "in_play": ["Barrel@QS"]},
            {"name": "E", "role": "outlaw", "character": "Willy the Kid"},
        ],
        "start": "play",
    }
    data.update(overrides)
    return Scenario(data).game


def card(game: Game, label: str) -> int:
    return next(c.id for c in game.state.cards if c.label == label)


def refused(game: Game, player: int, action: Action) -> IllegalActionError:
    before = game.state.to_dict()
    with pytest.raises(IllegalActionError) as error:
        game.apply(player, action)
    assert game.state.to_dict() == before
    return error.value


def test_each_refusal_names_its_reason() -> None:
    game = table()
    bang = card(game, "Bang!@AS")
    assert refused(game, 1, EndTurn()).key == messages.NOT_AWAITED
    assert refused(game, 0, PlayCard(card(game, "Beer@7H"))).key == messages.NOT_IN_HAND
    assert refused(game, 0, PlayCard(bang, 2)).key == messages.OUT_OF_REACH
    assert str(refused(game, 0, PlayCard(bang, 2))) == "C is at distance 2; your weapon reaches 1."
    assert refused(game, 0, PlayCard(bang)).key == messages.NEEDS_TARGET
    assert refused(game, 0, PlayCard(bang, 0)).key == messages.TARGET_SELF
    assert refused(game, 0, PlayCard(card(game, "Jail@JS"), 0)).key == messages.TARGET_SELF
    assert refused(game, 0, PlayCard(card(game, "Panic!@JH"), 2, FROM_HAND)).key == messages.TOO_FAR
    assert refused(game, 0, PlayCard(card(game, "Panic!@JH"), 4, FROM_HAND)).key == messages.NO_CARDS
    assert refused(game, 0, PlayCard(card(game, "Missed!@2S"), 1)).key == messages.ONLY_AS_ANSWER
    assert refused(game, 0, PlayCard(card(game, "Mustang@8H"))).key == messages.DUPLICATE
    assert refused(game, 0, Respond(bang)).key == messages.WRONG_KIND
    game.apply(0, PlayCard(bang, 1))
    assert refused(game, 0, PlayCard(card(game, "Bang!@2C"), 4)).key == messages.ONE_BANG


def test_jail_is_never_played_on_the_sheriff() -> None:
    game = table(turn="B", players=[
        {"name": "A", "role": "sheriff", "character": "Black Jack"},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson", "hand": ["Jail@JS"]},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])
    assert refused(game, 1, PlayCard(card(game, "Jail@JS"), 0)).key == messages.JAIL_SHERIFF


def test_a_player_without_an_answer_is_not_asked_unless_the_table_asks_always() -> None:
    game = table()
    game.apply(0, PlayCard(card(game, "Bang!@AS"), 1))
    assert game.decider == 0  # B holds only a Beer: the hit is taken without asking
    assert game.state.players[1].hp == 3
    game = table()
    game.state.rules = Rules(ask_always=True)
    game.apply(0, PlayCard(card(game, "Bang!@AS"), 1))
    assert game.decider == 1
    assert game.legal_actions(1) == [Pass()]
    game.apply(1, Pass())
    assert game.state.players[1].hp == 3


def test_legal_action_counts_in_a_canned_position() -> None:
    game = table()
    actions = game.legal_actions(0)
    plays = [a for a in actions if isinstance(a, PlayCard)]
    # 2 Bang! x 2 targets in reach (B, E); Panic! on B's hand, D's Barrel, own Mustang;
    # Jail on B, C, E (not the Sheriff himself); Beer; Mustang refused (duplicate); Missed! never.
    assert len(plays) == 4 + 3 + 3 + 1
    assert actions[-1] == EndTurn()
    assert game.legal_actions(1) == []


def test_a_target_holding_missed_is_asked_and_may_take_the_hit() -> None:
    game = table(players=[
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hand": ["Bang!@AS"]},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson", "hand": ["Missed!@3S", "Beer@7H"]},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])
    game.apply(0, PlayCard(card(game, "Bang!@AS"), 1))
    assert game.decider == 1
    assert game.legal_actions(1) == [Respond(card(game, "Missed!@3S")), Pass()]
    assert refused(game, 1, Respond(card(game, "Beer@7H"))).key == messages.NOT_AN_ANSWER


NOT_SEATS: list[tuple[object, str]] = [
    (-1, "no seat -1 at a 4-player table"),
    (4, "no seat 4 at a 4-player table"),
    (99, "no seat 99 at a 4-player table"),
    (10**400, "no seat 1000"),
    ("0", "a seat is a whole number from 0 to 3, not '0'"),
    (None, "not None"),
    (1.0, "not 1.0"),
    (True, "not True"),
    (False, "not False"),
]


@pytest.mark.parametrize(("seat", "reason"), NOT_SEATS, ids=[repr(seat)[:12] for seat, _ in NOT_SEATS])
def test_a_query_about_a_seat_the_table_does_not_have_is_refused(seat: object, reason: str) -> None:
    """A negative seat is not the last one counted backwards (its private view), and True is not seat 1."""
    game = Game.new(GameSetup(("a", "b", "c", "d"), seed=3))
    before = game.state.to_dict()
    for query in (game.view_for, game.legal_actions):
        with pytest.raises(SeatError) as error:
            query(seat)  # type: ignore[arg-type]
        assert reason in str(error.value) and len(str(error.value)) < 100
        assert isinstance(error.value, ValueError)
    assert game.state.to_dict() == before and game.log == []
    decider = game.decider
    assert decider is not None
    assert game.legal_actions(decider) and game.view_for(decider).legal  # real seats still answer
    assert all(game.view_for(seat).me == seat for seat in range(4))
    assert all(game.refusal(seat, Pass()) is not None for seat, _ in NOT_SEATS)  # type: ignore[arg-type]
