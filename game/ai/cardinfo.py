"""What any player may know without looking at hidden things: catalogue facts and what a seat shows.

Card facts are tuples indexed by card id (fast lookups in the agents' inner
loops). What the rules make of the table (abilities in force, distances, reach,
hand limits, draw counts, suits) is not worked out here: the view hands it out
(``PlayerView.table``), from the rules' own code.
"""
from __future__ import annotations

from game.cards import Kind, catalogue
from game.characters import CHARACTERS
from game.view import SeatView
from game.vocabulary import EffectKey, Tag

CARDS = catalogue(("dodge_city",))
"""Every card of every game (the base game's ids come first and are the same in every game); the AI reads
only public facts about them."""

EFFECT: tuple[EffectKey, ...] = tuple(card.definition.effect for card in CARDS)
NAME: tuple[str, ...] = tuple(card.name for card in CARDS)
TAGS: tuple[frozenset[Tag], ...] = tuple(card.definition.tags for card in CARDS)
VALUE: tuple[int, ...] = tuple(card.definition.value for card in CARDS)
WEAPON: tuple[bool, ...] = tuple("weapon" in tags for tags in TAGS)
GREEN: tuple[bool, ...] = tuple(card.definition.kind is Kind.GREEN for card in CARDS)
"""Green cards: played into the play area, used from there from the next turn on."""

ABILITIES: dict[str, frozenset[Tag]] = {name: c.abilities for name, c in CHARACTERS.items()}
"""Each character's printed abilities (what he can do now, the event and a borrowed ability counted:
``PlayerView.table.abilities``)."""

MISSED_LIKE: frozenset[EffectKey] = frozenset({"missed", "dodge"})
"""Effects with the Missed! symbol (Dodge and the Bible also draw a card)."""
BURDENS: frozenset[EffectKey] = frozenset({"jail", "dynamite"})
"""Blue cards their holder is better rid of: whoever takes them away helps him."""
GREEN_MISSED: tuple[bool, ...] = tuple(
    green and effect in MISSED_LIKE for green, effect in zip(GREEN, EFFECT, strict=True)
)
"""Green cards that answer a BANG! effect from the play area (Bible, Iron Plate, Sombrero, Ten Gallon Hat)."""
PLAIN_EFFECT: tuple[EffectKey | None, ...] = tuple(
    None if green else effect for green, effect in zip(GREEN, EFFECT, strict=True)
)
"""The effect of every card played from the hand (None for green cards, which are put into play first)."""
BLUE: tuple[bool, ...] = tuple(card.definition.kind is Kind.BLUE for card in CARDS)
COST: tuple[bool, ...] = tuple(card.definition.cost for card in CARDS)
"""Cards played together with a second hand card (Brawl, Rag Time, Springfield, Tequila, Whisky)."""


def weapon_in_play(seat: SeatView) -> int | None:
    """The weapon card a seat shows, if any."""
    for card in seat.in_play:
        if WEAPON[card]:
            return card
    return None


def has_in_play(seat: SeatView, tag: Tag) -> bool:
    """Whether a seat shows a card with this tag (barrel, mustang, scope, jail, dynamite...)."""
    return any(tag in TAGS[card] for card in seat.in_play)
