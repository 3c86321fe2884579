"""Card effects as data: one entry per effect, grouped by family.

A new card is a catalogue row naming one of these entries; only an effect that
does not exist yet needs a new entry.
"""
from __future__ import annotations

from game.effects import challenges, defence, draws, equipment, heals, shots, steals
from game.effects.base import Aim, Effect, Play
from game.vocabulary import EffectKey

EFFECTS: dict[EffectKey, Effect] = {
    entry.key: entry
    for family in (shots, challenges, defence, draws, heals, steals, equipment)
    for entry in family.ENTRIES
}

__all__ = ["EFFECTS", "Aim", "Effect", "Play"]
