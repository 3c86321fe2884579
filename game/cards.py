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
    effect: str
    tags: frozenset[str] = frozenset()
    value: int = 0
    """Weapon reach, or the number of cards drawn (Stagecoach, Wells Fargo)."""
    expansion: str = "base"


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


def _blue(name: str, effect: str, *tags: str, value: int = 0) -> CardDef:
    return CardDef(name, Kind.BLUE, effect, frozenset(tags), value)


def _brown(name: str, effect: str, value: int = 0) -> CardDef:
    return CardDef(name, Kind.BROWN, effect, frozenset(), value)


# The base game in the order of cards.json: a card named without its suit and
# rank in a scenario is the first unplaced copy in this order.
BASE_CARDS: tuple[tuple[CardDef, str], ...] = (
    (_blue("Barrel", "equip", "barrel"), "QS KS"),
    (_blue("Dynamite", "dynamite", "dynamite"), "2H"),
    (_blue("Scope", "equip", "scope"), "AS"),
    (_blue("Mustang", "equip", "mustang"), "8H 9H"),
    (_blue("Jail", "jail", "jail"), "JS 4H 10S"),
    (_blue("Remington", "equip", "weapon", value=3), "KC"),
    (_blue("Rev. Carabine", "equip", "weapon", value=4), "AC"),
    (_blue("Schofield", "equip", "weapon", value=2), "JC QC KS"),
    (_blue("Volcanic", "equip", "weapon", "unlimited_bang", value=1), "10S 10C"),
    (_blue("Winchester", "equip", "weapon", value=5), "8S"),
    (_brown("Bang!", "bang"), "2C 3C 4C 5C 6C 7C 8C 9C AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AH QH KH AS"),
    (_brown("Beer", "beer"), "6H 7H 8H 9H 10H JH"),
    (_brown("Cat Balou", "cat_balou"), "KH 9D 10D JD"),
    (_brown("Stagecoach", "draw", value=2), "9S 9S"),
    (_brown("Duel", "duel"), "QD JS 8C"),
    (_brown("General Store", "general_store"), "9C QS"),
    (_brown("Gatling", "gatling"), "10H"),
    (_brown("Indians!", "indians"), "KD AD"),
    (_brown("Missed!", "missed"), "2S 3S 4S 5S 6S 7S 8S AC 10C JC QC KC"),
    (_brown("Panic!", "panic"), "JH QH AH 8D"),
    (_brown("Saloon", "saloon"), "5H"),
    (_brown("Wells Fargo", "draw", value=3), "3H"),
)

EXPANSION_CARDS: dict[str, tuple[tuple[CardDef, str], ...]] = {"base": BASE_CARDS}
KNOWN_EXPANSIONS: frozenset[str] = frozenset({"dodge_city", "high_noon"})


def parse_copy(code: str) -> tuple[int, Suit]:
    """Split ``"10S"`` into rank value 10 and spades; raises ValueError."""
    rank, suit = code[:-1], code[-1:]
    if rank not in RANK_VALUE:
        raise ValueError(f"unknown rank {rank!r} in {code!r}")
    return RANK_VALUE[rank], Suit(suit)


@lru_cache(maxsize=8)
def catalogue(expansions: tuple[str, ...] = ()) -> tuple[Card, ...]:
    """Every card of the game with the given expansions, indexed by card id."""
    cards: list[Card] = []
    for expansion in ("base", *expansions):
        for definition, copies in EXPANSION_CARDS.get(expansion, ()):
            for code in copies.split():
                rank, suit = parse_copy(code)
                cards.append(Card(len(cards), definition, suit, rank))
    return tuple(cards)


def card_names(cards: tuple[Card, ...]) -> frozenset[str]:
    """The distinct card names of a catalogue."""
    return frozenset(card.name for card in cards)
