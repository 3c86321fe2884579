"""The character catalogue: life points and ability tags.

An ability is a tag the rules look up (``game.vocabulary.Tag``), shared with cards where the
effect is the same: Jourdonnais has the tag ``BARREL`` like a Barrel in play, Paul Regret
``MUSTANG``, Rose Doolan ``SCOPE``, Willy the Kid ``UNLIMITED_BANG``.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.vocabulary import Tag


@dataclass(frozen=True, slots=True)
class Character:
    """A character card."""

    name: str
    hp: int
    abilities: frozenset[Tag]
    expansion: str = "base"


def _character(name: str, hp: int, *abilities: Tag, expansion: str = "base") -> Character:
    return Character(name, hp, frozenset(abilities), expansion)


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

_DC = "dodge_city"

DODGE_CITY_CHARACTERS: tuple[Character, ...] = (
    _character("Apache Kid", 3, "diamond_immunity", expansion=_DC),
    _character("Belle Star", 4, "others_cards_off", expansion=_DC),
    _character("Bill Noface", 4, "draw_per_wound", expansion=_DC),
    _character("Chuck Wengam", 4, "life_for_cards", expansion=_DC),
    _character("Doc Holyday", 4, "discard_two_shoot", expansion=_DC),
    _character("Elena Fuente", 3, "any_card_missed", expansion=_DC),
    _character("Greg Digger", 4, "heal_on_death", expansion=_DC),
    _character("Herb Hunter", 4, "draw_on_death", expansion=_DC),
    _character("Jose Delgado", 4, "blue_for_cards", expansion=_DC),
    _character("Molly Stark", 4, "draw_on_answer", expansion=_DC),
    _character("Pat Brennan", 4, "draw_from_play", expansion=_DC),
    _character("Pixie Pete", 3, "draw_three", expansion=_DC),
    _character("Sean Mallory", 3, "hand_limit_ten", expansion=_DC),
    _character("Tequila Joe", 4, "double_beer", expansion=_DC),
    _character("Vera Custer", 3, "copy_ability", expansion=_DC),
)

CHARACTERS: dict[str, Character] = {c.name: c for c in (*BASE_CHARACTERS, *DODGE_CITY_CHARACTERS)}


def characters_for(expansions: tuple[str, ...]) -> tuple[Character, ...]:
    """The characters dealt in a game with these expansions."""
    return tuple(c for c in CHARACTERS.values() if c.expansion in ("base", *expansions))


def abilities_with(character: str, borrowed: str | None) -> frozenset[Tag]:
    """A character's abilities, with those of the character he borrows from (Vera Custer) when he does."""
    own = CHARACTERS[character].abilities
    return own if borrowed is None else own | CHARACTERS[borrowed].abilities
