"""Events are data: every visible change a decision causes.

The table scene animates them, the log prints them in the chosen language and
sounds hang off them. ``CardMoved.private_to`` names the only players who may
see which card moved (``None``: everyone); views hide the card from the rest.
"""
from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any

from game.actions import FROM_HAND, TargetCard
from game.eventcards import EventCard
from game.roles import Role, Side
from game.values import value_class
from game.vocabulary import CheckReason, Tag


class Zone(Enum):
    """Named places a card can be."""

    DECK = "deck"
    DISCARD = "discard"
    HAND = "hand"
    IN_PLAY = "in_play"
    SELECTION = "selection"
    """Cards shown for a choice: the General Store, Kit Carlson's three."""


HIDDEN = -1
"""The card id others see in place of a private card."""


@value_class
class CardMoved:
    card: int
    source: Zone
    destination: Zone
    source_player: int | None = None
    destination_player: int | None = None
    private_to: tuple[int, ...] | None = None


@value_class
class CardPlayed:
    """A card played from hand, or a green card used from the play area (``from_play``).

    ``cost`` is the second hand card discarded with a card that carries the
    "discard another card" symbol (Dodge City).
    """

    player: int
    card: int
    target: int | None = None
    target_card: TargetCard | None = None
    as_answer: bool = False
    cost: int | None = None
    from_play: bool = False


@value_class
class CheckDrawn:
    """A "draw!": the card that counts, and whether the check succeeded."""

    player: int
    card: int
    reason: CheckReason
    success: bool


@value_class
class CardShown:
    """A card shown to everyone (Black Jack's second card)."""

    player: int
    card: int


@value_class
class LifeLost:
    player: int
    amount: int
    hp: int
    source: int | None


@value_class
class LifeGained:
    player: int
    amount: int
    hp: int


@value_class
class ShotMissed:
    player: int
    source: int


@value_class
class AbilityUsed:
    """A character's ability at work; ``target`` is the player it aims at or borrows from, if any."""

    player: int
    ability: Tag
    target: int | None = None


@value_class
class RoleRevealed:
    player: int
    role: Role


@value_class
class PlayerEliminated:
    player: int
    killer: int | None


@value_class
class PenaltyApplied:
    """The Sheriff who eliminated a Deputy discards every card."""

    player: int


@value_class
class RewardGiven:
    """Three cards for eliminating an Outlaw (in the 3-player game: any player)."""

    player: int


@value_class
class DeckReshuffled:
    count: int


@value_class
class TurnStarted:
    player: int


@value_class
class PhaseChanged:
    player: int
    phase: str


@value_class
class EventRevealed:
    """A High Noon event card is turned over and is in force until the next one."""

    event: EventCard


@value_class
class GhostReturned:
    """Ghost Town: an eliminated player is back for his turn (he cannot die)."""

    player: int


@value_class
class GhostLeft:
    """Ghost Town: at the end of his turn the ghost leaves again, discarding everything."""

    player: int


@value_class
class GameOver:
    """``reason`` says how a 3-player game was won (``target`` or ``last_alive``); empty otherwise."""

    side: Side
    winners: tuple[int, ...]
    reason: str = ""


Event = (
    CardMoved
    | CardPlayed
    | CheckDrawn
    | CardShown
    | LifeLost
    | LifeGained
    | ShotMissed
    | AbilityUsed
    | RoleRevealed
    | PlayerEliminated
    | PenaltyApplied
    | RewardGiven
    | DeckReshuffled
    | TurnStarted
    | PhaseChanged
    | GameOver
    | EventRevealed
    | GhostReturned
    | GhostLeft
)

OMITTED_AT_DEFAULT: dict[str, dict[str, object]] = {
    "CardPlayed": {"cost": None, "from_play": False},
    "AbilityUsed": {"target": None},
    "GameOver": {"reason": ""},
}
"""Fields the expansions added, written only when they say something: a base game's log reads as before."""


def seen_by(event: Event, player: int | None) -> Event:
    """The event as ``player`` may see it (``None``: a spectator)."""
    if isinstance(event, CardMoved) and event.private_to is not None and player not in event.private_to:
        return CardMoved(
            HIDDEN, event.source, event.destination, event.source_player, event.destination_player, event.private_to
        )
    return event


FROM_HAND_LOGGED = -1
"""How the log and the transcripts write ``FROM_HAND`` (as the decisions do)."""


def event_to_dict(event: Event) -> dict[str, Any]:
    """A JSON-ready form, for logs and golden transcripts."""
    kind = type(event).__name__
    data: dict[str, Any] = {"event": kind}
    omitted = OMITTED_AT_DEFAULT.get(kind, {})
    for field in fields(event):
        name = field.name
        value = getattr(event, name)
        if name in omitted and value == omitted[name]:
            continue
        if value is FROM_HAND:
            value = FROM_HAND_LOGGED
        elif isinstance(value, Enum):
            value = value.value
        elif isinstance(value, tuple):
            value = list(value)
        data[name] = value
    return data
