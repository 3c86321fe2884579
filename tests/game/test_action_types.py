"""Decisions with wrongly typed fields are refused like any illegal decision: a message, nothing changed."""
from __future__ import annotations

from typing import Any

import pytest

from game import messages
from game.actions import (
    DECK,
    Action,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
    action_from_dict,
    is_well_formed,
)
from game.engine import Game
from game.errors import IllegalActionError
from game.scenario import Scenario

MALFORMED = (messages.MALFORMED_DECISION, messages.NOT_A_DECISION)


def position(players: list[dict[str, Any]], turn: str = "A", start: str = "play", **extra: Any) -> Game:
    return Scenario({"title": "position", "players": players, "turn": turn, "start": start, **extra}).game


def card(game: Game, label: str) -> int:
    return next(c.id for c in game.state.cards if c.label == label)


def play_phase() -> Game:
    return position([
        {"name": "A", "role": "sheriff", "character": "Sid Ketchum", "hp": 3,
         "hand": ["Bang!@AS", "Panic!@JH", "Beer@6H", "Missed!@2S"]},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson", "hand": ["Missed!@3S"]},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez", "in_play": ["Barrel@QS"]},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])


def answering() -> Game:
    game = play_phase()
    game.apply(0, PlayCard(card(game, "Bang!@AS"), 1))
    assert game.decider == 1 and game.waiting_kind is not None and game.waiting_kind.value == "respond"
    return game


def drawing() -> Game:
    return position([
        {"name": "A", "role": "sheriff", "character": "Jesse Jones"},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson", "hand": ["Missed!@3S"]},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Black Jack"},
    ], start="turn_start")


def kit_carlson() -> Game:
    return position([
        {"name": "A", "role": "sheriff", "character": "Kit Carlson"},
        {"name": "B", "role": "outlaw", "character": "Jesse Jones"},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Black Jack"},
    ], start="turn_start")


def discarding() -> Game:
    game = position([
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hp": 1, "hand": ["Bang!@AS", "Beer@6H"]},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])
    game.apply(0, EndTurn())
    return game


def dying() -> Game:
    game = position([
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hand": ["Bang!@AS"]},
        {"name": "B", "role": "outlaw", "character": "Sid Ketchum", "hp": 1, "hand": ["Beer@6H", "Bang!@2C"]},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])
    game.apply(0, PlayCard(card(game, "Bang!@AS"), 1))
    assert game.decider == 1 and game.state.players[1].hp == 0
    return game


def general_store() -> Game:
    game = position([
        {"name": "A", "role": "sheriff", "character": "Black Jack", "hand": ["General Store@9C"]},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ])
    game.apply(0, PlayCard(card(game, "General Store@9C")))
    assert game.waiting_kind is not None and game.waiting_kind.value == "pick"
    return game


def lucky_duke() -> Game:
    return position([
        {"name": "A", "role": "sheriff", "character": "Lucky Duke", "in_play": ["Dynamite@2H"]},
        {"name": "B", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "C", "role": "renegade", "character": "Pedro Ramirez"},
        {"name": "D", "role": "outlaw", "character": "Jesse Jones"},
    ], start="turn_start")


POSITIONS = {
    "play": play_phase, "respond": answering, "draw": drawing, "keep": kit_carlson, "discard": discarding,
    "dying": dying, "store": general_store, "check": lucky_duke,
}

WRONG: list[Any] = [
    PlayCard("26"),  # type: ignore[arg-type]
    PlayCard(None),  # type: ignore[arg-type]
    PlayCard(26.0),  # type: ignore[arg-type]
    PlayCard(True),
    PlayCard(10, "x"),  # type: ignore[arg-type]
    PlayCard(10, 1.0),  # type: ignore[arg-type]
    PlayCard(10, False),
    PlayCard(10, 1, "hand"),  # type: ignore[arg-type]
    PlayCard(10, 1, 0.0),  # type: ignore[arg-type]
    PlayCard([10]),  # type: ignore[arg-type]
    Respond("1"),  # type: ignore[arg-type]
    Respond(60.0),  # type: ignore[arg-type]
    Respond(None),  # type: ignore[arg-type]
    UseAbility([1, 2]),  # type: ignore[arg-type]
    UseAbility((1, "2")),  # type: ignore[arg-type]
    UseAbility((1.0, 2)),  # type: ignore[arg-type]
    UseAbility((1, 2), "x"),  # type: ignore[arg-type]
    UseAbility(None),  # type: ignore[arg-type]
    PickCard("1"),  # type: ignore[arg-type]
    PickCard(False),
    KeepCards((1.0, 2)),  # type: ignore[arg-type]
    KeepCards([1, 2]),  # type: ignore[arg-type]
    KeepCards("12"),  # type: ignore[arg-type]
    ChooseSource("deck"),  # type: ignore[arg-type]
    ChooseSource(-1.0),  # type: ignore[arg-type]
    ChooseSource(None),  # type: ignore[arg-type]
    DiscardCard("0"),  # type: ignore[arg-type]
    DiscardCard(0.0),  # type: ignore[arg-type]
    DiscardCard(True),
    "end",
    None,
    12,
    EndTurn,
]


@pytest.mark.parametrize("where", sorted(POSITIONS))
@pytest.mark.parametrize("action", WRONG, ids=repr)
def test_a_wrongly_typed_decision_is_refused_and_changes_nothing(where: str, action: Any) -> None:
    game = POSITIONS[where]()
    decider = game.decider
    assert decider is not None
    before, log = game.state.to_dict(), len(game.log)
    refusal = game.refusal(decider, action)
    assert refusal is not None and refusal.key in MALFORMED and str(refusal)
    with pytest.raises(IllegalActionError) as error:
        game.apply(decider, action)
    assert error.value.key in MALFORMED
    assert game.state.to_dict() == before and len(game.log) == log


def test_the_float_twin_of_a_legal_card_does_not_pass() -> None:
    game = play_phase()
    beer = card(game, "Beer@6H")
    assert PlayCard(beer) in game.legal_actions(0)
    with pytest.raises(IllegalActionError) as error:
        game.apply(0, PlayCard(float(beer)))  # type: ignore[arg-type]
    assert error.value.key == messages.MALFORMED_DECISION
    assert game.state.players[0].hp == 3


@pytest.mark.parametrize("player", ["0", 0.0, None, True, [0]])
def test_a_wrongly_typed_player_is_refused(player: Any) -> None:
    game = play_phase()
    before = game.state.to_dict()
    with pytest.raises(IllegalActionError) as error:
        game.apply(player, EndTurn())
    assert error.value.key in MALFORMED
    assert game.state.to_dict() == before


@pytest.mark.parametrize(
    "action",
    [PlayCard(10**30), PlayCard(-5), PlayCard(0, 10**30), PlayCard(0, -7), PlayCard(0, 1, 10**30),
     PlayCard(0, 1, -9), Respond(-1), Respond(10**30), UseAbility((10**30, -1), -4), PickCard(-1),
     KeepCards((-1, 10**30)), KeepCards(()), ChooseSource(10**30), ChooseSource(-99), DiscardCard(-1),
     DiscardCard(10**30), Pass(), EndTurn()],
    ids=repr,
)
@pytest.mark.parametrize("where", sorted(POSITIONS))
def test_well_typed_numbers_out_of_range_are_refused_with_a_reason(where: str, action: Action) -> None:
    game = POSITIONS[where]()
    decider = game.decider
    assert decider is not None
    if action in game.legal_actions(decider):
        return
    before = game.state.to_dict()
    with pytest.raises(IllegalActionError) as error:
        game.apply(decider, action)
    assert str(error.value)
    assert game.state.to_dict() == before


def test_well_formed_decisions_are_recognised() -> None:
    for action in (PlayCard(1), PlayCard(1, 2, -1), Respond(3), UseAbility((1, 2)), UseAbility((), 1), Pass(),
                   PickCard(4), KeepCards((1, 2)), ChooseSource(DECK), DiscardCard(5), EndTurn()):
        assert is_well_formed(action)


@pytest.mark.parametrize(
    "data",
    [{"type": "play", "card": True}, {"type": "play", "card": 1, "target": True}, {"type": "ability", "cards": 3},
     {"type": "ability", "cards": [1, True]}, {"type": "keep", "cards": [1.5]}, {"type": "pick"},
     {"type": "source", "source": "deck"}, {"type": "end", "card": 1}],
)
def test_a_logged_decision_of_the_wrong_shape_is_not_read(data: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        action_from_dict(data)
