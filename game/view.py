"""What one player may know: the only thing agents and scenes read."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from game.actions import Action
from game.events import Event, seen_by


class History(Sequence[Event]):
    """The game's events as one player may see them, redacted on access (no copy)."""

    __slots__ = ("_events", "_length", "_player")

    def __init__(self, events: list[Event], player: int | None) -> None:
        self._events = events
        self._length = len(events)
        self._player = player

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | Sequence[Event]:
        if isinstance(index, slice):
            return [seen_by(e, self._player) for e in self._events[: self._length][index]]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError(index)
        return seen_by(self._events[index], self._player)

    def __iter__(self) -> Iterator[Event]:
        for event in self._events[: self._length]:
            yield seen_by(event, self._player)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as everybody sees it."""

    seat: int
    name: str
    character: str
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: tuple[int, ...]
    role: str | None
    """Known role: the Sheriff's, a dead player's, or one's own; else None."""


class PlayerView:
    """Own hand and role, the public table, sizes of hidden piles, the public history.

    The seats are built on first use: a decision that does not look at the table
    (the random agent's) costs nothing for them.
    """

    __slots__ = (
        "_seats",
        "_seats_source",
        "bangs_played",
        "deck_count",
        "discard",
        "hand",
        "history",
        "legal",
        "me",
        "role",
        "selection",
        "turn",
        "waiting_for",
        "waiting_kind",
        "winners",
    )

    def __init__(
        self,
        *,
        me: int,
        hand: tuple[int, ...],
        role: str,
        seats: Callable[[], tuple[SeatView, ...]],
        deck_count: int,
        discard: tuple[int, ...],
        selection: tuple[int, ...],
        turn: int,
        waiting_for: int | None,
        waiting_kind: str | None,
        legal: tuple[Action, ...],
        bangs_played: int,
        history: History,
        winners: tuple[int, ...] | None,
    ) -> None:
        self.me = me
        self.hand = hand
        self.role = role
        self._seats_source = seats
        self._seats: tuple[SeatView, ...] | None = None
        self.deck_count = deck_count
        self.discard = discard
        """Bottom card first; the discard pile is public."""
        self.selection = selection
        """Cards shown for a choice, when this player may see them."""
        self.turn = turn
        self.waiting_for = waiting_for
        self.waiting_kind = waiting_kind
        self.legal = legal
        """This player's legal decisions (empty unless he is awaited)."""
        self.bangs_played = bangs_played
        self.history = history
        self.winners = winners

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """Every seat as the public sees it, with this player's own role filled in."""
        if self._seats is None:
            self._seats = self._seats_source()
        return self._seats
