"""The card catalogue as data: every physical card with its real suit and rank.

A card in a game is an ``int``: its index in the catalogue for the chosen
expansions. Card definitions carry an effect key (how the card resolves when
played) and tags (what it gives while in play); expansions add rows here and
small effect functions elsewhere, not branches in the engine.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from game.vocabulary import EffectKey, Tag


class Suit(Enum):
    """The four French suits; "draw!" checks read them."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


class Kind(Enum):
    """Border colour: brown cards are played once, blue and green stay in play."""

    BROWN = "brown"
    BLUE = "blue"
    GREEN = "green"


RANK_NAMES: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_VALUE: dict[str, int] = {name: value for value, name in enumerate(RANK_NAMES, start=2)}


@dataclass(frozen=True, slots=True)
class CardDef:
    """What every copy of one card name shares."""

    name: str
    kind: Kind
    effect: EffectKey
    tags: frozenset[Tag] = frozenset()
    value: int = 0
    """Weapon reach, cards drawn (Stagecoach, Wells Fargo, Pony Express) or life regained (Whisky, Tequila)."""
    expansion: str = "base"
    cost: bool = False
    """The "discard another card" symbol: played together with a second hand card."""
    book: bool = False
    """The book symbol: left out of the beginner game."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card."""

    id: int
    definition: CardDef
    suit: Suit
    rank: int

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def label(self) -> str:
        """``Name@<rank><suit>``, as scenario files write a card."""
        return f"{self.name}@{RANK_NAMES[self.rank - 2]}{self.suit.value}"


def _blue(
    name: str, effect: EffectKey, *tags: Tag, value: int = 0, book: bool = False, expansion: str = "base"
) -> CardDef:
    return CardDef(name, Kind.BLUE, effect, frozenset(tags), value, expansion, book=book)


def _brown(
    name: str, effect: EffectKey, value: int = 0, *, cost: bool = False, book: bool = False, expansion: str = "base"
) -> CardDef:
    return CardDef(name, Kind.BROWN, effect, frozenset(), value, expansion, cost, book)


def _green(name: str, effect: EffectKey, value: int = 0) -> CardDef:
    return CardDef(name, Kind.GREEN, effect, frozenset(), value, "dodge_city")


# The base game in the order of cards.json: a card named without its suit and
# rank in a scenario is the first unplaced copy in this order.
BASE_CARDS: tuple[tuple[CardDef, str], ...] = (
    (_blue("Barrel", "equip", "barrel"), "QS KS"),
    (_blue("Dynamite", "dynamite", "dynamite", book=True), "2H"),
    (_blue("Scope", "equip", "scope"), "AS"),
    (_blue("Mustang", "equip", "mustang"), "8H 9H"),
    (_blue("Jail", "jail", "jail", book=True), "JS 4H 10S"),
    (_blue("Remington", "equip", "weapon", value=3), "KC"),
    (_blue("Rev. Carabine", "equip", "weapon", value=4), "AC"),
    (_blue("Schofield", "equip", "weapon", value=2), "JC QC KS"),
    (_blue("Volcanic", "equip", "weapon", "unlimited_bang", value=1), "10S 10C"),
    (_blue("Winchester", "equip", "weapon", value=5), "8S"),
    (_brown("Bang!", "bang"), "2C 3C 4C 5C 6C 7C 8C 9C AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AH QH KH AS"),
    (_brown("Beer", "beer"), "6H 7H 8H 9H 10H JH"),
    (_brown("Cat Balou", "cat_balou"), "KH 9D 10D JD"),
    (_brown("Stagecoach", "draw", value=2), "9S 9S"),
    (_brown("Duel", "duel", book=True), "QD JS 8C"),
    (_brown("General Store", "general_store", book=True), "9C QS"),
    (_brown("Gatling", "gatling"), "10H"),
    (_brown("Indians!", "indians", book=True), "KD AD"),
    (_brown("Missed!", "missed"), "2S 3S 4S 5S 6S 7S 8S AC 10C JC QC KC"),
    (_brown("Panic!", "panic"), "JH QH AH 8D"),
    (_brown("Saloon", "saloon"), "5H"),
    (_brown("Wells Fargo", "draw", value=3), "3H"),
)

_DC = "dodge_city"

# Dodge City in the order of cards.json. Green cards carry the effect they have
# when used from the play area; the brown cards with a cost carry ``cost``.
DODGE_CITY_CARDS: tuple[tuple[CardDef, str], ...] = (
    (_blue("Barrel", "equip", "barrel", expansion=_DC), "AC"),
    (_blue("Binocular", "equip", "scope", expansion=_DC), "10D"),
    (_blue("Dynamite", "dynamite", "dynamite", book=True, expansion=_DC), "10C"),
    (_blue("Mustang", "equip", "mustang", expansion=_DC), "5H"),
    (_blue("Remington", "equip", "weapon", value=3, expansion=_DC), "6D"),
    (_blue("Rev. Carabine", "equip", "weapon", value=4, expansion=_DC), "5S"),
    (_blue("Hideout", "equip", "mustang", expansion=_DC), "KD"),
    (_brown("Bang!", "bang", expansion=_DC), "8S 5C 6C KC"),
    (_brown("Beer", "beer", expansion=_DC), "6H 6S"),
    (_brown("Cat Balou", "cat_balou", expansion=_DC), "8C"),
    (_brown("General Store", "general_store", book=True, expansion=_DC), "AS"),
    (_brown("Indians!", "indians", book=True, expansion=_DC), "5D"),
    (_brown("Missed!", "missed", expansion=_DC), "8D"),
    (_brown("Panic!", "panic", expansion=_DC), "JH"),
    (_brown("Punch", "shot_near", expansion=_DC), "10S"),
    (_brown("Rag Time", "steal_any", cost=True, expansion=_DC), "9H"),
    (_brown("Brawl", "brawl", cost=True, expansion=_DC), "JS"),
    (_brown("Dodge", "dodge", expansion=_DC), "7D KH"),
    (_brown("Springfield", "shot_any", cost=True, expansion=_DC), "KS"),
    (_brown("Tequila", "heal_anyone", 1, cost=True, expansion=_DC), "9C"),
    (_brown("Whisky", "heal_self", 2, cost=True, expansion=_DC), "QH"),
    (_green("Bible", "dodge"), "10H"),
    (_green("Canteen", "heal_self", 1), "7H"),
    (_green("Can Can", "cat_balou"), "JC"),
    (_green("Ten Gallon Hat", "missed"), "JD"),
    (_green("Conestoga", "steal_any"), "9D"),
    (_green("Derringer", "shot_near_draw", 1), "7S"),
    (_green("Buffalo Rifle", "shot_any"), "QC"),
    (_green("Howitzer", "gatling"), "9S"),
    (_green("Pepperbox", "shot_reach"), "AH"),
    (_green("Iron Plate", "missed"), "AD QS"),
    (_green("Pony Express", "draw", 3), "QD"),
    (_green("Knife", "shot_near"), "8H"),
    (_green("Sombrero", "missed"), "7C"),
)

EXPANSION_CARDS: dict[str, tuple[tuple[CardDef, str], ...]] = {"base": BASE_CARDS, _DC: DODGE_CITY_CARDS}
KNOWN_EXPANSIONS: frozenset[str] = frozenset({"dodge_city", "high_noon"})


def parse_copy(code: str) -> tuple[int, Suit]:
    """Split ``"10S"`` into rank value 10 and spades; raises ValueError."""
    rank, suit = code[:-1], code[-1:]
    if rank not in RANK_VALUE:
        raise ValueError(f"unknown rank {rank!r} in {code!r}")
    return RANK_VALUE[rank], Suit(suit)


@lru_cache(maxsize=8)
def catalogue(expansions: tuple[str, ...] = ()) -> tuple[Card, ...]:
    """Every card of the game with the given expansions, indexed by card id.

    The base game comes first and Dodge City after it, so a card has the same id
    in every game that holds it (the beginner game leaves cards out of the game,
    not out of the catalogue: see ``cards_in_game``).
    """
    cards: list[Card] = []
    for expansion in ("base", *(e for e in ("dodge_city",) if e in expansions)):
        for definition, copies in EXPANSION_CARDS[expansion]:
            for code in copies.split():
                rank, suit = parse_copy(code)
                cards.append(Card(len(cards), definition, suit, rank))
    return tuple(cards)


@lru_cache(maxsize=16)
def cards_in_game(expansions: tuple[str, ...] = (), beginner: bool = False) -> tuple[int, ...]:
    """The ids of the cards a game is played with: the beginner game leaves the book-symbol cards out."""
    return tuple(card.id for card in catalogue(expansions) if not (beginner and card.definition.book))


@lru_cache(maxsize=64)
def tagged_cards(expansions: tuple[str, ...], tag: Tag) -> frozenset[int]:
    """The ids of the cards that carry ``tag`` in the catalogue of ``expansions`` (a table, made once)."""
    return frozenset(card.id for card in catalogue(expansions) if tag in card.definition.tags)
