"""Decisions are small frozen values: listed, validated, logged, saved and replayed."""
from __future__ import annotations

import dataclasses
import reprlib
from enum import StrEnum
from typing import Any, Final

from game.values import value_class


class FromHand(StrEnum):
    """A target card that is no card in particular: a random card from the target's hand."""

    FROM_HAND = "from_hand"


class Pile(StrEnum):
    """Where the first card of the draw phase comes from when not from a player (``ChooseSource.source``)."""

    DECK = "deck"
    DISCARD = "discard"


FROM_HAND: Final = FromHand.FROM_HAND
"""``PlayCard.target_card`` and ``ChooseCard.target_card`` for "a random card from the target's hand"."""
DECK: Final = Pile.DECK
"""``ChooseSource.source`` for the draw pile."""
DISCARD: Final = Pile.DISCARD
"""``ChooseSource.source`` for the discard pile."""

TargetCard = int | FromHand
"""A card id, or ``FROM_HAND``."""
Source = int | Pile
"""A player's seat, ``DECK`` or ``DISCARD``."""

LOGGED_AS: dict[FromHand | Pile, int] = {FROM_HAND: -1, DECK: -1, DISCARD: -2}
"""How the decision log writes the sentinels: as the numbers it always has (old logs read as before)."""
_LOGGED_SENTINELS: dict[str, dict[int, FromHand | Pile]] = {
    "target_card": {-1: FROM_HAND},
    "source": {-1: DECK, -2: DISCARD},
}


@value_class
class PlayCard:
    """Play a card from hand in one's play phase, or use a green card from one's play area.

    ``cost`` is the other hand card discarded with a card that carries the
    "discard another card" symbol (Brawl, Rag Time, Springfield, Tequila, Whisky).
    """

    card: int
    target: int | None = None
    target_card: TargetCard | None = None
    cost: int | None = None


@value_class
class Respond:
    """Answer with a card: Missed! (or what counts as one, a green Missed! card from the play area
    included), Beer at a lethal hit, Bang! in a Duel or against Indians!."""

    card: int


@value_class
class UseAbility:
    """A character's active ability, paid for with cards from hand (Sid Ketchum, Doc Holyday, Jose
    Delgado) or with none (Chuck Wengam)."""

    cards: tuple[int, ...]
    target: int | None = None


@value_class
class Pass:
    """Decline an optional answer: take the hit, do not drink, do not discard a Bang!."""


@value_class
class PickCard:
    """Choose one card: a General Store card, Lucky Duke's "draw!", a card in play for Pat Brennan, a
    blue card to give up to The Daltons."""

    card: int


@value_class
class ChoosePlayer:
    """Choose a player: whose ability Vera Custer takes."""

    seat: int


@value_class
class ChooseCard:
    """Choose what a player loses to Brawl: a random hand card (``FROM_HAND``) or a card in his play area."""

    target: int
    target_card: TargetCard


@value_class
class KeepCards:
    """Kit Carlson keeps these cards (sorted ids) of the three he looked at."""

    cards: tuple[int, ...]


@value_class
class ChooseSource:
    """Where the first card of the draw phase comes from: a player's seat, DECK or DISCARD."""

    source: Source


@value_class
class DiscardCard:
    """Discard one card in the discard phase."""

    card: int


@value_class
class EndTurn:
    """End the play phase."""


END_TURN = EndTurn()
"""The one "end the play phase" decision (decisions are immutable values, shared by every legal list)."""
PASS = Pass()
"""The one "decline" decision."""

Action = (
    PlayCard
    | Respond
    | UseAbility
    | Pass
    | PickCard
    | ChoosePlayer
    | ChooseCard
    | KeepCards
    | ChooseSource
    | DiscardCard
    | EndTurn
)

_TYPES: dict[str, type] = {
    "play": PlayCard,
    "respond": Respond,
    "ability": UseAbility,
    "pass": Pass,
    "pick": PickCard,
    "choose_player": ChoosePlayer,
    "choose_card": ChooseCard,
    "keep": KeepCards,
    "source": ChooseSource,
    "discard": DiscardCard,
    "end": EndTurn,
}
_NAMES: dict[type, str] = {cls: name for name, cls in _TYPES.items()}
_OMITTED_WHEN_NONE = frozenset({"cost"})
"""Fields the expansions added, written only when used: a base game's log reads as before."""
ACTION_TYPES: tuple[type, ...] = tuple(_TYPES.values())


def _is_int(value: object) -> bool:
    """A plain ``int``: not a bool, a float or a numeric string that would compare equal to one."""
    return type(value) is int


def _field_ok(name: str, value: object) -> bool:
    if name == "target_card":
        return value is None or value is FROM_HAND or _is_int(value)
    if name == "source":
        return value is DECK or value is DISCARD or _is_int(value)
    if name in ("target", "cost"):
        return value is None or _is_int(value)
    if name == "cards":
        return type(value) is tuple and all(_is_int(v) for v in value)
    return _is_int(value)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {
    cls: tuple(field.name for field in dataclasses.fields(cls)) for cls in ACTION_TYPES
}
"""Each decision type's fields, looked up once (``is_well_formed`` runs whenever an agent hands back a decision
equal to a legal one but not that very object)."""


def is_well_formed(action: object) -> bool:
    """Whether ``action`` is one of the decision types with every field of its declared type.

    A decision of the right shape may still be illegal; one of the wrong shape is never even
    compared with the legal ones (``PlayCard(26.0) == PlayCard(26)`` would pass).
    """
    names = _FIELD_NAMES.get(type(action))
    if names is None:
        return False
    return all(_field_ok(name, getattr(action, name)) for name in names)


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready form of a decision."""
    data: dict[str, Any] = {"type": _NAMES[type(action)]}
    for field in dataclasses.fields(action):
        name = field.name
        value = getattr(action, name)
        if value is None and name in _OMITTED_WHEN_NONE:
            continue
        if isinstance(value, (FromHand, Pile)):
            value = LOGGED_AS[value]
        data[name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_dict(data: Any) -> Action:
    """Read a decision back; raises ValueError on anything malformed."""
    if not isinstance(data, dict) or data.get("type") not in _TYPES:
        raise ValueError(f"not a decision: {reprlib.repr(data)}")
    cls = _TYPES[data["type"]]
    names = [field.name for field in dataclasses.fields(cls)]
    fields: dict[str, Any] = {}
    for name in names:
        if name not in data:
            continue
        value = data[name]
        if type(value) is list:
            value = tuple(value)
        elif type(value) is int and name in _LOGGED_SENTINELS:
            value = _LOGGED_SENTINELS[name].get(value, value)
        if not _field_ok(name, value):
            raise ValueError(f"bad field {name!r} in decision {reprlib.repr(data)}")
        fields[name] = value
    extra = set(data) - {"type", *names}
    if extra:
        raise ValueError(f"unknown fields {reprlib.repr(sorted(extra))} in decision {reprlib.repr(data)}")
    try:
        action: Action = cls(**fields)
    except TypeError as error:
        raise ValueError(f"incomplete decision {reprlib.repr(data)}") from error
    return action
