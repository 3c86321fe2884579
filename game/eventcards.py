"""The High Noon event cards: names only; what each one changes is asked through ``game.hooks``."""
from __future__ import annotations

BLESSING = "Blessing"
CURSE = "Curse"
GHOST_TOWN = "Ghost Town"
GOLD_RUSH = "Gold Rush"
HANGOVER = "Hangover"
SHOOTOUT = "Shootout"
THE_DALTONS = "The Daltons"
THE_DOCTOR = "The Doctor"
THE_REVEREND = "The Reverend"
THE_SERMON = "The Sermon"
THIRST = "Thirst"
TRAIN_ARRIVAL = "Train Arrival"
HIGH_NOON = "High Noon"

SHUFFLED_EVENTS: tuple[str, ...] = (
    BLESSING,
    CURSE,
    GHOST_TOWN,
    GOLD_RUSH,
    HANGOVER,
    SHOOTOUT,
    THE_DALTONS,
    THE_DOCTOR,
    THE_REVEREND,
    THE_SERMON,
    THIRST,
    TRAIN_ARRIVAL,
)
"""The twelve events shuffled at the start, in the order of cards.json."""

EVENT_NAMES: tuple[str, ...] = (*SHUFFLED_EVENTS, HIGH_NOON)
"""All thirteen; High Noon always comes last and stays in force to the end."""
