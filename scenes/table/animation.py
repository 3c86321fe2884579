"""Playing the core's events one after another as animations.

Each event gets a duration from ``DURATIONS`` (scaled by the animation-speed
setting; 0 is instant). A moving card is a ``Flight`` from one screen spot to
another; a life change leaves a floating number over the seat.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from game.events import (
    AbilityUsed,
    CardMoved,
    CardPlayed,
    CheckDrawn,
    Event,
    EventRevealed,
    GameOver,
    GhostLeft,
    GhostReturned,
    LifeGained,
    LifeLost,
    PlayerEliminated,
    RoleRevealed,
    TurnStarted,
    Zone,
)
from scenes.table.marks import BurstKind, Marks
from scenes.table.model import TableModel

DURATIONS: dict[type, float] = {
    CardMoved: 0.32,
    CheckDrawn: 0.7,
    LifeLost: 0.45,
    LifeGained: 0.35,
    PlayerEliminated: 0.9,
    RoleRevealed: 0.6,
    TurnStarted: 0.35,
    GameOver: 0.8,
    AbilityUsed: 0.55,
    EventRevealed: 1.6,
    GhostReturned: 1.0,
    GhostLeft: 1.0,
}
GREEN_USE_DURATION = 0.5
"""A green card used from the play area: it lights up on its seat before it goes to the discard pile."""
COST_DURATION = 0.45
"""The card paid as a cost (Brawl, Rag Time ...) flies to the discard pile a little slower, tagged "cost"."""
DEAL_DURATION = 0.07
"""A card dealt from the deck to a hand while nothing else happens: the opening deal."""

Point = tuple[float, float]


@dataclass
class Flight:
    """A card moving between two places on screen."""

    card: int
    start: Point
    end: Point
    face_up: bool
    cost: bool = False
    """The card paid as the cost of another (drawn with a tag saying so)."""

    def position(self, progress: float) -> Point:
        eased = 1 - (1 - progress) ** 3
        return (self.start[0] + (self.end[0] - self.start[0]) * eased,
                self.start[1] + (self.end[1] - self.start[1]) * eased)


@dataclass
class Floater:
    """A short text rising over a seat ("-1", "+1")."""

    seat: int
    text: str
    good: bool
    age: float = 0.0
    life: float = 1.0


@dataclass
class Playing:
    event: Event
    duration: float
    elapsed: float = 0.0
    flight: Flight | None = None

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class EventPlayer:
    """A FIFO of events applied to the table model as their animations run."""

    def __init__(self, model: TableModel, spot: Callable[[Zone, int | None, int], Point],
                 on_done: Callable[[Event], None], on_start: Callable[[Event], None] | None = None,
                 redact: Callable[[Event], Event] | None = None,
                 aims: Callable[[Event], tuple[int, ...]] | None = None,
                 bursts: Callable[[Event], tuple[tuple[BurstKind, int], ...]] | None = None) -> None:
        self.model = model
        self.queue: deque[Event] = deque()
        self.current: Playing | None = None
        self.floaters: list[Floater] = []
        self.marks = Marks()
        """Who attacks whom, and a hit on the viewer: drawn for a moment, never waited for."""
        self._aims = aims
        """The players an event attacks (for the marks)."""
        self._bursts = bursts
        """The bursts an event shows (a miss, an explosion, an elimination)."""
        self.speed = 1.0
        self._spot = spot
        self._on_done = on_done
        self._on_start = on_start
        self._redact = redact
        """Applied when an event starts, not when it is queued: who may see it can change meanwhile."""
        self._cost_card: int | None = None
        """The cost of the card played last, until it is seen going to the discard pile."""
        self.paying = False
        """Whether the event that started last is a card paid as a cost."""

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def add(self, events: list[Event]) -> None:
        self.queue.extend(events)

    def update(self, dt: float) -> None:
        for floater in self.floaters:
            floater.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.life]
        self.marks.update(dt)
        budget = dt
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self._start(self.queue.popleft())
            current = self.current
            assert current is not None
            if self.speed <= 0:
                self._finish()
                continue
            needed = current.duration - current.elapsed
            if budget < needed:
                current.elapsed += budget
                return
            budget -= max(needed, 0.0)
            self._finish()

    def finish_all(self) -> None:
        """Apply everything queued at once (instant speed, or a skip)."""
        if self.current is not None:
            self._finish()
        while self.queue:
            self._start(self.queue.popleft())
            self._finish()

    def _start(self, event: Event) -> None:
        if self._redact is not None:
            event = self._redact(event)
        self.paying = isinstance(event, CardMoved) and event.card == self._cost_card and (
            event.destination is Zone.DISCARD)
        if isinstance(event, CardPlayed):
            self._cost_card = event.cost
        elif self.paying:
            self._cost_card = None
        if self._on_start is not None and self.speed > 0:
            self._on_start(event)
        duration = DURATIONS.get(type(event), 0.0)
        if isinstance(event, CardPlayed) and event.from_play:
            duration = GREEN_USE_DURATION
        flight = None
        if isinstance(event, CardMoved):
            if self.paying:
                duration = COST_DURATION
            if event.source is Zone.DECK and event.destination is Zone.HAND and self._only_deals_follow():
                duration = DEAL_DURATION
            start = self._spot(event.source, event.source_player, event.card)
            self.model.take(event)
            end = self._spot(event.destination, event.destination_player, event.card)
            face_up = event.card >= 0 and not (
                event.destination is Zone.HAND and event.destination_player != self.model.viewer
                and event.source is Zone.DECK
            )
            flight = Flight(event.card, start, end, face_up, self.paying)
        if self._aims is not None and isinstance(event, (CardPlayed, AbilityUsed)):
            self.marks.attack(event.player, self._aims(event), self.speed)
        if self._bursts is not None:
            self.marks.burst(self._bursts(event), self.speed)
        if isinstance(event, LifeLost) and event.player == self.model.viewer and event.player >= 0:
            self.marks.hit(event.player)
        if isinstance(event, (LifeLost, LifeGained)) and self.speed > 0:
            sign = "-" if isinstance(event, LifeLost) else "+"
            self.floaters.append(Floater(event.player, f"{sign}{event.amount}", isinstance(event, LifeGained)))
        scale = 0.0 if self.speed <= 0 else 1.0 / self.speed
        self.current = Playing(event, duration * scale, flight=flight)

    def _only_deals_follow(self) -> bool:
        following = self.queue[0] if self.queue else None
        return isinstance(following, CardMoved) and following.source is Zone.DECK and (
            following.destination is Zone.HAND)

    def _finish(self) -> None:
        current = self.current
        assert current is not None
        self.current = None
        self.model.put(current.event)
        self._on_done(current.event)
