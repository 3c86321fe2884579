"""Who shoots whom, and a hit on the viewer: short marks over the table while the events play.

A shot's arrow carries a muzzle flash at the shooter and a bullet flying to the target; a Missed! (or Dodge, or a
green card that misses) or a Barrel that holds strikes sparks off the target's seat; a player hit by another
flashes red; an exploding Dynamite bursts
over its seat; an eliminated player's seat is struck through (``Burst``).

Every attack (Bang!, Duel, Punch, Springfield, a green card's shot, Doc Holyday's ability; Gatling, Howitzer
and Indians! to each other player) leaves an arrow from the shooter's seat to the target's for a moment; a
life point lost by the viewer flashes and shakes the viewer's own seat, even when there was nothing to
answer. Neither is an animation the table waits for: they age on their own clock, and a decision is never
held back or hidden by them.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from game.cards import Card
from game.events import AbilityUsed, CardPlayed, CheckDrawn, Event, LifeLost, PlayerEliminated
from game.vocabulary import EffectKey, Tag

ATTACKS: frozenset[EffectKey] = frozenset(
    {"bang", "duel", "indians", "gatling", "shot_reach", "shot_near", "shot_near_draw", "shot_any"})
"""The effects that attack a player: a shot, a duel, or everyone else at once."""
EVERYONE_ELSE: frozenset[EffectKey] = frozenset({"gatling", "indians"})
SHOOTING_ABILITIES: frozenset[Tag] = frozenset({"discard_two_shoot"})
MARK_LIFE = 0.8
"""Seconds an attack's arrow shows at animation speed 1 (shorter when faster; none at speed 0)."""
FLASH_LIFE = 1.0
"""Seconds the viewer's seat flashes when hit, whatever the animation speed."""
BULLET_SHARE = 0.5
"""The bullet reaches the target at this share of its arrow's life; the muzzle flash lasts half of that."""
BurstKind = Literal["hit", "miss", "boom", "fallen"]
BURST_LIFE: dict[BurstKind, float] = {"hit": 0.45, "miss": 0.6, "boom": 0.9, "fallen": 1.1}
"""Seconds each burst shows at animation speed 1 (shorter when faster; none at speed 0)."""
MISSES: frozenset[EffectKey] = frozenset({"missed", "dodge"})


@dataclass
class Mark:
    """An arrow from ``shooter``'s seat to ``target``'s, ``age`` seconds into its ``life``."""

    shooter: int
    target: int
    life: float = MARK_LIFE
    age: float = 0.0

    @property
    def fading(self) -> float:
        """1 when it appears, 0 when it goes."""
        return max(0.0, 1 - self.age / self.life)


@dataclass
class Flash:
    """The viewer's seat, hit ``age`` seconds ago."""

    seat: int
    life: float = FLASH_LIFE
    age: float = 0.0

    @property
    def fading(self) -> float:
        return max(0.0, 1 - self.age / self.life)


@dataclass
class Burst:
    """A ``kind`` of burst over ``seat``'s seat, ``age`` seconds into its ``life``."""

    kind: BurstKind
    seat: int
    life: float
    age: float = 0.0

    @property
    def progress(self) -> float:
        """0 when it appears, 1 when it goes."""
        return min(1.0, self.age / self.life)


def bursts_for(event: Event, cards: Sequence[Card]) -> tuple[tuple[BurstKind, int], ...]:
    """The bursts ``event`` shows: a player hit by another, a shot missed, a Dynamite exploding, a player
    eliminated."""
    if isinstance(event, LifeLost):
        return (("hit", event.player),) if event.source is not None and event.source != event.player else ()
    if isinstance(event, PlayerEliminated):
        return (("fallen", event.player),)
    if isinstance(event, CheckDrawn):
        if event.reason == "dynamite" and not event.success:
            return (("boom", event.player),)
        if event.reason == "barrel" and event.success:
            return (("miss", event.player),)
        return ()
    if isinstance(event, CardPlayed) and event.as_answer and 0 <= event.card < len(cards):
        return (("miss", event.player),) if cards[event.card].definition.effect in MISSES else ()
    return ()


def attack_targets(event: Event, cards: Sequence[Card], alive: Sequence[bool]) -> tuple[int, ...]:
    """The players ``event`` attacks (none if it is no attack, or an answer to one)."""
    if isinstance(event, AbilityUsed):
        return (event.target,) if event.ability in SHOOTING_ABILITIES and event.target is not None else ()
    if not isinstance(event, CardPlayed) or event.as_answer or not 0 <= event.card < len(cards):
        return ()
    effect = cards[event.card].definition.effect
    if effect == "missed" and event.target is not None:
        effect = "bang"  # Calamity Janet's Missed! played as a Bang!
    if effect not in ATTACKS:
        return ()
    if effect in EVERYONE_ELSE:
        return tuple(seat for seat, living in enumerate(alive) if living and seat != event.player)
    return (event.target,) if event.target is not None and event.target != event.player else ()


class Marks:
    """The arrows and the flash now showing."""

    def __init__(self) -> None:
        self.arrows: list[Mark] = []
        self.flashes: list[Flash] = []
        self.bursts: list[Burst] = []

    def attack(self, shooter: int, targets: tuple[int, ...], speed: float) -> None:
        """Arrows for an attack, as long as the animation speed makes them (none at speed 0)."""
        if speed <= 0:
            return
        self.arrows.extend(Mark(shooter, target, MARK_LIFE / speed) for target in targets)

    def burst(self, found: tuple[tuple[BurstKind, int], ...], speed: float) -> None:
        """Bursts for an event, as long as the animation speed makes them (none at speed 0)."""
        if speed <= 0:
            return
        self.bursts.extend(Burst(kind, seat, BURST_LIFE[kind] / speed) for kind, seat in found)

    def shooter_of(self, seat: int) -> int | None:
        """Who shot at ``seat`` last, while the arrow shows (where a missed bullet comes from)."""
        return next((mark.shooter for mark in reversed(self.arrows) if mark.target == seat), None)

    def hit(self, seat: int) -> None:
        self.flashes = [Flash(seat)]

    def update(self, dt: float) -> None:
        for mark in self.arrows:
            mark.age += dt
        for flash in self.flashes:
            flash.age += dt
        for burst in self.bursts:
            burst.age += dt
        self.bursts = [burst for burst in self.bursts if burst.age < burst.life]
        self.arrows = [mark for mark in self.arrows if mark.age < mark.life]
        self.flashes = [flash for flash in self.flashes if flash.age < flash.life]
