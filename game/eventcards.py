"""The High Noon event cards: their keys and English names; what each one changes is asked through ``game.hooks``.

An event is identified by its key (``EventCard.GOLD_RUSH``, saved as ``"gold_rush"``). The English name is
what a scenario file writes and what the client translates: ``EVENT_NAMES`` and ``event_named`` go between
the two.
"""
from __future__ import annotations

from enum import StrEnum
from typing import Final


class EventCard(StrEnum):
    """One High Noon event card."""

    BLESSING = "blessing"
    CURSE = "curse"
    GHOST_TOWN = "ghost_town"
    GOLD_RUSH = "gold_rush"
    HANGOVER = "hangover"
    SHOOTOUT = "shootout"
    THE_DALTONS = "the_daltons"
    THE_DOCTOR = "the_doctor"
    THE_REVEREND = "the_reverend"
    THE_SERMON = "the_sermon"
    THIRST = "thirst"
    TRAIN_ARRIVAL = "train_arrival"
    HIGH_NOON = "high_noon"


BLESSING: Final = EventCard.BLESSING
CURSE: Final = EventCard.CURSE
GHOST_TOWN: Final = EventCard.GHOST_TOWN
GOLD_RUSH: Final = EventCard.GOLD_RUSH
HANGOVER: Final = EventCard.HANGOVER
SHOOTOUT: Final = EventCard.SHOOTOUT
THE_DALTONS: Final = EventCard.THE_DALTONS
THE_DOCTOR: Final = EventCard.THE_DOCTOR
THE_REVEREND: Final = EventCard.THE_REVEREND
THE_SERMON: Final = EventCard.THE_SERMON
THIRST: Final = EventCard.THIRST
TRAIN_ARRIVAL: Final = EventCard.TRAIN_ARRIVAL
HIGH_NOON: Final = EventCard.HIGH_NOON
"""The events as module constants, for code that compares them at every decision: reading
``EventCard.THIRST`` is a lookup on the enum class, several times slower than a global's (the
``signal.SIGINT`` pattern)."""

EVENT_NAMES: dict[EventCard, str] = {
    EventCard.BLESSING: "Blessing",
    EventCard.CURSE: "Curse",
    EventCard.GHOST_TOWN: "Ghost Town",
    EventCard.GOLD_RUSH: "Gold Rush",
    EventCard.HANGOVER: "Hangover",
    EventCard.SHOOTOUT: "Shootout",
    EventCard.THE_DALTONS: "The Daltons",
    EventCard.THE_DOCTOR: "The Doctor",
    EventCard.THE_REVEREND: "The Reverend",
    EventCard.THE_SERMON: "The Sermon",
    EventCard.THIRST: "Thirst",
    EventCard.TRAIN_ARRIVAL: "Train Arrival",
    EventCard.HIGH_NOON: "High Noon",
}
"""Each event's English name, as printed on the card: the scenario format's name and the client's msgid."""

_BY_NAME: dict[str, EventCard] = {name: event for event, name in EVENT_NAMES.items()}

SHUFFLED_EVENTS: tuple[EventCard, ...] = tuple(event for event in EventCard if event is not EventCard.HIGH_NOON)
"""The twelve events shuffled at the start, in the order of cards.json (the order the shuffle starts from)."""

ALL_EVENTS: tuple[EventCard, ...] = (*SHUFFLED_EVENTS, EventCard.HIGH_NOON)
"""All thirteen; High Noon always comes last and stays in force to the end."""


def event_named(name: str) -> EventCard | None:
    """The event whose English name is ``name`` (a scenario file's), or None."""
    return _BY_NAME.get(name)
