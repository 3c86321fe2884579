"""The character catalogue: life points and ability tags.

An ability is a tag the rules look up, shared with cards where the effect is the
same: Jourdonnais has the tag ``barrel`` like a Barrel in play, Paul Regret
``mustang``, Rose Doolan ``scope``, Willy the Kid ``unlimited_bang``.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Character:
    """A character card."""

    name: str
    hp: int
    abilities: frozenset[str]
    expansion: str = "base"


def _character(name: str, hp: int, *abilities: str) -> Character:
    return Character(name, hp, frozenset(abilities))


BASE_CHARACTERS: tuple[Character, ...] = (
    _character("Bart Cassidy", 4, "draw_when_hit"),
    _character("Black Jack", 4, "black_jack_draw"),
    _character("Calamity Janet", 4, "bang_missed_swap"),
    _character("El Gringo", 3, "steal_when_hit"),
    _character("Jesse Jones", 4, "draw_from_player"),
    _character("Jourdonnais", 4, "barrel"),
    _character("Kit Carlson", 4, "kit_carlson_draw"),
    _character("Lucky Duke", 4, "lucky_check"),
    _character("Paul Regret", 3, "mustang"),
    _character("Pedro Ramirez", 4, "draw_from_discard"),
    _character("Rose Doolan", 4, "scope"),
    _character("Sid Ketchum", 4, "heal_by_discarding"),
    _character("Slab the Killer", 4, "double_missed"),
    _character("Suzy Lafayette", 4, "draw_on_empty_hand"),
    _character("Vulture Sam", 4, "take_cards_of_dead"),
    _character("Willy the Kid", 4, "unlimited_bang"),
)

CHARACTERS: dict[str, Character] = {c.name: c for c in BASE_CHARACTERS}


def characters_for(expansions: tuple[str, ...]) -> tuple[Character, ...]:
    """The characters dealt in a game with these expansions."""
    return tuple(c for c in CHARACTERS.values() if c.expansion in ("base", *expansions))
