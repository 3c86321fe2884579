"""What any player may know without looking at hidden things: catalogue facts and table geometry.

Card facts are tuples indexed by card id (fast lookups in the agents' inner
loops); seat geometry is computed from ``SeatView`` values only, the same way
the rules core computes it from the state.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.cards import Kind, Suit, catalogue
from game.characters import CHARACTERS
from game.eventcards import HANGOVER
from game.view import SeatView

CARDS = catalogue(("dodge_city",))
"""Every card of every game (the base game's ids come first and are the same in every game); the AI reads
only public facts about them."""

EFFECT: tuple[str, ...] = tuple(card.definition.effect for card in CARDS)
NAME: tuple[str, ...] = tuple(card.name for card in CARDS)
TAGS: tuple[frozenset[str], ...] = tuple(card.definition.tags for card in CARDS)
VALUE: tuple[int, ...] = tuple(card.definition.value for card in CARDS)
HEART: tuple[bool, ...] = tuple(card.suit is Suit.HEARTS for card in CARDS)
DYNAMITE_SAFE: tuple[bool, ...] = tuple(not (card.suit is Suit.SPADES and 2 <= card.rank <= 9) for card in CARDS)
WEAPON: tuple[bool, ...] = tuple("weapon" in tags for tags in TAGS)
GREEN: tuple[bool, ...] = tuple(card.definition.kind is Kind.GREEN for card in CARDS)
"""Green cards: played into the play area, used from there from the next turn on."""

ABILITIES: dict[str, frozenset[str]] = {name: c.abilities for name, c in CHARACTERS.items()}
NO_ABILITIES: frozenset[str] = frozenset()

BANG_LIKE = frozenset({"bang"})
MISSED_LIKE = frozenset({"missed", "dodge"})
"""Effects with the Missed! symbol (Dodge and the Bible also draw a card)."""
GREEN_MISSED: tuple[bool, ...] = tuple(
    green and effect in MISSED_LIKE for green, effect in zip(GREEN, EFFECT, strict=True)
)
"""Green cards that answer a BANG! effect from the play area (Bible, Iron Plate, Sombrero, Ten Gallon Hat)."""
PLAIN_EFFECT: tuple[str | None, ...] = tuple(
    None if green else effect for green, effect in zip(GREEN, EFFECT, strict=True)
)
"""The effect of every card played from the hand (None for green cards, which are put into play first)."""
BLUE: tuple[bool, ...] = tuple(card.definition.kind is Kind.BLUE for card in CARDS)
COST: tuple[bool, ...] = tuple(card.definition.cost for card in CARDS)
"""Cards played together with a second hand card (Brawl, Rag Time, Springfield, Tequila, Whisky)."""

_BORROWED: dict[tuple[str, str], frozenset[str]] = {}


def abilities_of(seat: SeatView, event: str | None = None) -> frozenset[str]:
    """What a seat's character can do now: a borrowed ability (Vera Custer) included, nothing under Hangover."""
    if event == HANGOVER:
        return NO_ABILITIES
    borrowed = seat.borrowed
    if borrowed is None:
        return ABILITIES[seat.character]
    key = (seat.character, borrowed)
    found = _BORROWED.get(key)
    if found is None:
        found = _BORROWED[key] = ABILITIES[seat.character] | ABILITIES[borrowed]
    return found


def tag_count(seat: SeatView, tag: str, event: str | None = None, works: bool = True) -> int:
    """Sources of ``tag`` a seat shows: its character's ability plus its cards in play (``works``: they have an
    effect now, which Belle Star's turn denies to other players' cards)."""
    if event is None and seat.borrowed is None:
        count = 1 if tag in ABILITIES[seat.character] else 0
    else:
        count = 1 if tag in abilities_of(seat, event) else 0
    if works:
        for card in seat.in_play:
            if tag in TAGS[card]:
                count += 1
    return count


def cards_only_of(seats: Sequence[SeatView], turn: int, event: str | None) -> int:
    """The seat whose cards in play alone have an effect now (Belle Star in her turn), else -1."""
    if 0 <= turn < len(seats) and "others_cards_off" in abilities_of(seats[turn], event):
        return turn
    return -1


def weapon_reach(seat: SeatView) -> int:
    """The reach of the weapon a seat shows, or the Colt .45's 1."""
    for card in seat.in_play:
        if WEAPON[card]:
            return VALUE[card]
    return 1


def weapon_in_play(seat: SeatView) -> int | None:
    """The weapon card a seat shows, if any."""
    for card in seat.in_play:
        if WEAPON[card]:
            return card
    return None


def has_in_play(seat: SeatView, effect_or_tag: str) -> bool:
    """Whether a seat shows a card with this tag (barrel, mustang, scope, jail, dynamite...)."""
    return any(effect_or_tag in TAGS[card] for card in seat.in_play)


def distances(seats: Sequence[SeatView], viewer: int, event: str | None = None, only: int = -1) -> list[int]:
    """The distance at which ``viewer`` sees every living seat (0 for self, 99 for the dead).

    A dead viewer (a look-ahead may ask) counts from his empty chair. ``event`` is the High Noon event in
    force (Hangover takes Paul Regret's and Rose Doolan's abilities); ``only`` the seat whose cards alone
    work (Belle Star's turn, see ``cards_only_of``).
    """
    count = len(seats)
    order = [i for i in range(count) if i == viewer or seats[i].alive]
    size = len(order)
    ring = size - (0 if seats[viewer].alive else 1)
    mine = order.index(viewer)
    result = [99] * count
    result[viewer] = 0
    if event is None and only < 0:
        scope = tag_count(seats[viewer], "scope")
        for index, seat in enumerate(order):
            if seat != viewer:
                forward = (index - mine) % size
                steps = min(forward, ring - forward)
                result[seat] = max(1, steps + tag_count(seats[seat], "mustang") - scope)
        return result
    scope = tag_count(seats[viewer], "scope", event, only < 0 or only == viewer)
    for index, seat in enumerate(order):
        if seat != viewer:
            forward = (index - mine) % size
            steps = min(forward, ring - forward)
            result[seat] = max(1, steps + tag_count(seats[seat], "mustang", event, only < 0 or only == seat) - scope)
    return result


def distance_between(seats: Sequence[SeatView], viewer: int, target: int) -> int:
    """``distances(seats, viewer)[target]`` (no event, every card working), without the other seats' distances."""
    if target == viewer:
        return 0
    if not seats[target].alive:
        return 99
    count = len(seats)
    order = [i for i in range(count) if i == viewer or seats[i].alive]
    size = len(order)
    ring = size - (0 if seats[viewer].alive else 1)
    forward = (order.index(target) - order.index(viewer)) % size
    steps = min(forward, ring - forward)
    return max(1, steps + tag_count(seats[target], "mustang") - tag_count(seats[viewer], "scope"))


def next_alive(seats: Sequence[SeatView], seat: int) -> int:
    """The next living seat clockwise after ``seat``."""
    count = len(seats)
    for step in range(1, count + 1):
        candidate = (seat + step) % count
        if seats[candidate].alive:
            return candidate
    return seat
