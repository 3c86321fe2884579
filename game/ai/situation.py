"""One decision's facts as its player sees them, and what each card in hand is worth keeping.

A ``Situation`` is built from a ``PlayerView`` and the player's relations; it
caches distances and hand counts so the policies stay cheap.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ai.cardinfo import ABILITIES, EFFECT, TAGS, VALUE, distances, has_in_play, tag_count, weapon_reach
from game.events import LifeLost, PlayerEliminated, TurnStarted
from game.view import PlayerView, SeatView

DEFENSIVE_MISSED_CHANCE = 0.13
"""Rough chance that one unknown card is a Missed! (12 of 80, plus a margin)."""


STALL_ROUNDS = 8
"""Rounds without a life point lost after which a table counts as stuck."""
STALL_PUSH = 0.45
FIRM_FRIEND = 0.6


def stalled(view: PlayerView, alive: int) -> bool:
    """Whether no life point was lost in the last few rounds (public history)."""
    history = view.history
    turns = 0
    limit = STALL_ROUNDS * max(alive, 2)
    for index in range(len(history) - 1, -1, -1):
        event = history[index]
        kind = type(event)
        if kind is LifeLost or kind is PlayerEliminated:
            return False
        if kind is TurnStarted:
            turns += 1
            if turns > limit:
                return True
    return False


class Situation:
    """My seat, the table and how I stand towards every seat, for one decision."""

    __slots__ = (
        "_distances",
        "_rel",
        "_rel_source",
        "abilities",
        "alive",
        "calamity",
        "hand",
        "hp",
        "max_hp",
        "me",
        "role",
        "seats",
        "sheriff",
        "view",
    )

    def __init__(self, view: PlayerView, rel: Sequence[float] | Callable[[], Sequence[float]]) -> None:
        self.view = view
        self.me = view.me
        self.role = view.role
        seats = view.seats
        self.seats = seats
        mine = seats[view.me]
        self.hp = mine.hp
        self.max_hp = mine.max_hp
        self.abilities = ABILITIES[mine.character]
        self.calamity = "bang_missed_swap" in self.abilities
        self.hand = view.hand
        self._rel: Sequence[float] | None = None if callable(rel) else rel
        self._rel_source = rel if callable(rel) else None
        alive = 0
        sheriff = -1
        for index, seat in enumerate(seats):
            if seat.alive:
                alive += 1
            if seat.role == "sheriff":
                sheriff = index
        self.alive = alive
        self.sheriff = sheriff
        self._distances: list[int] | None = None

    @property
    def rel(self) -> Sequence[float]:
        """My relation to every seat (computed on first use: many decisions never need it).

        When nobody has lost a life point for several rounds the table is stuck (everyone defends,
        nobody dares): every seat that is not a firm friend then counts as somewhat more hostile.
        """
        if self._rel is None:
            assert self._rel_source is not None
            rel = self._rel_source()
            if stalled(self.view, self.alive):
                rel = [r - STALL_PUSH if r < FIRM_FRIEND else r for r in rel]
            self._rel = rel
        return self._rel

    @property
    def mine(self) -> SeatView:
        """My own seat."""
        return self.seats[self.me]

    def distance(self, seat: int) -> int:
        """How far I see ``seat`` (99 for the dead)."""
        if self._distances is None:
            self._distances = distances(self.seats, self.me)
        return self._distances[seat]

    def count(self, effect: str, cards: Sequence[int] | None = None) -> int:
        """Cards in hand with ``effect``; Calamity Janet counts Bang! and Missed! as both."""
        wanted = ("bang", "missed") if self.calamity and effect in ("bang", "missed") else (effect,)
        return sum(1 for card in (self.hand if cards is None else cards) if EFFECT[card] in wanted)

    def reach(self) -> int:
        """My weapon's reach."""
        return weapon_reach(self.mine)

    def unlimited_bang(self) -> bool:
        """Whether I may play any number of Bang! cards (Volcanic, Willy the Kid)."""
        return tag_count(self.mine, "unlimited_bang") > 0

    def enemies(self, threshold: float = -0.15) -> list[int]:
        """Living seats I would attack."""
        return [s for s, r in enumerate(self.rel) if r < threshold and self.seats[s].alive and s != self.me]

    def overflow(self) -> int:
        """Cards above my hand limit if the turn ended now."""
        return len(self.hand) - max(self.hp, 0)

    # --- what a card is worth keeping ------------------------------------------------

    def keep_value(self, card: int, hand: Sequence[int] | None = None) -> float:
        """How much I want ``card`` in my hand (roughly 0..10); duplicates are worth less."""
        cards = self.hand if hand is None else hand
        effect = EFFECT[card]
        same = sum(1 for c in cards if EFFECT[c] == effect and c != card)
        low = self.hp <= 2
        if effect == "missed" or (self.calamity and effect == "bang"):
            value = 6.5 + (3.0 if low else 0.0) - 1.0 * same
            if self.calamity:
                value += 0.5
            return value
        if effect == "bang":
            return 5.5 - (0.3 if self.unlimited_bang() else 1.8) * same
        if effect == "beer":
            if self.alive <= 2:
                return 0.2
            return 5.0 + (4.0 if low else 0.0) - (1.0 if self.hp >= self.max_hp else 0.0) - 0.5 * same
        if effect == "draw":
            return 6.0 + VALUE[card]
        if effect == "equip":
            return self._equip_value(card)
        if effect == "dynamite":
            return 1.0
        return BASE_VALUE.get(effect, 3.0) - 0.5 * same

    def _equip_value(self, card: int) -> float:
        tags = TAGS[card]
        mine = self.mine
        if "weapon" in tags:
            return 2.0 + 0.8 * max(0, VALUE[card] - weapon_reach(mine))
        for tag, value in (("barrel", 7.0), ("mustang", 6.0), ("scope", 4.0)):
            if tag in tags:
                return 1.0 if has_in_play(mine, tag) else value
        return 2.0

    def cheapest(self, cards: Sequence[int]) -> int:
        """The card of ``cards`` I would miss least."""
        return min(cards, key=lambda c: (self.keep_value(c), c))

    def shot_hit_chance(self, seat: int, *, double: bool = False) -> float:
        """Chance that a Bang! at ``seat`` costs him a life point (Barrel and Missed! odds)."""
        target = self.seats[seat]
        barrels = tag_count(target, "barrel")
        hand = target.hand_count
        dodge = 1.0 - (1.0 - DEFENSIVE_MISSED_CHANCE) ** hand
        if "bang_missed_swap" in ABILITIES[target.character]:
            dodge = 1.0 - (1.0 - 2.2 * DEFENSIVE_MISSED_CHANCE) ** hand
        if double:
            dodge *= dodge * 0.7
        return (0.75**barrels) * (1.0 - 0.85 * dodge)


BASE_VALUE: dict[str, float] = {
    "panic": 5.5,
    "cat_balou": 5.0,
    "duel": 4.5,
    "jail": 4.5,
    "gatling": 5.5,
    "indians": 4.5,
    "saloon": 4.0,
    "general_store": 3.0,
}
