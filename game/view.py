"""What one player may know: the only thing agents and scenes read."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple, overload

from game.actions import Action
from game.events import Event
from game.state import Rules


class History(Sequence[Event]):
    """The game's events as one player may see them: a read-only window on a list redacted for him.

    The list may grow after the view is taken (it is shared with later views);
    the window keeps the length it had. ``redacted`` brings the list up to date
    when the history is first read (many decisions never read it), so it is
    given as a function; a list is taken as it is.
    """

    __slots__ = ("_events", "_length", "_source")

    def __init__(self, redacted: list[Event] | Callable[[], list[Event]], length: int | None = None) -> None:
        if callable(redacted):
            self._source: Callable[[], list[Event]] | None = redacted
            self._events: list[Event] = []
            assert length is not None
            self._length = length
        else:
            self._source = None
            self._events = redacted
            self._length = len(redacted) if length is None else length

    @property
    def _list(self) -> list[Event]:
        if self._source is not None:
            self._events = self._source()
            self._source = None
        return self._events

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | Sequence[Event]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            return self._list[start:stop:step]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError(index)
        return self._list[index]

    def __iter__(self) -> Iterator[Event]:
        events = self._list
        for i in range(self._length):
            yield events[i]

    def __reversed__(self) -> Iterator[Event]:
        """The newest event first (the AI reads back to the last life lost at nearly every decision)."""
        events = self._list
        for i in range(self._length - 1, -1, -1):
            yield events[i]


class PrivateMove(NamedTuple):
    """A card move in the history that only some players may see."""

    position: int
    """Where it stands in the history."""
    allowed: tuple[int, ...]
    """Who sees the card."""
    face_down: Event
    """What everybody else sees."""


def redact_for(player: int, events: list[Event], private: Sequence[PrivateMove], seen: list[Event]) -> None:
    """Bring ``seen`` (``player``'s copy of ``events``) up to date.

    ``private`` lists the private card moves of ``events`` in order; only those
    can differ, so the rest is copied in one slice.
    """
    start = len(seen)
    if start == len(events):
        return
    seen.extend(events[start:])
    for move in reversed(private):  # only the newest few are past ``start``
        if move.position < start:
            break
        if player not in move.allowed:
            seen[move.position] = move.face_down


class SeatView(NamedTuple):
    """One seat as everybody sees it (a named tuple: views are built for every decision, so cheaply)."""

    seat: int
    name: str
    character: str
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: tuple[int, ...]
    role: str | None
    """Known role: the Sheriff's, a dead player's, one's own, every role at three players; else None."""
    borrowed: str | None
    """Vera Custer: the character whose ability she has now."""
    ghost: bool
    """Ghost Town: an eliminated player back for his turn."""


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
        "event",
        "events_left",
        "fresh",
        "hand",
        "history",
        "legal",
        "me",
        "next_event",
        "role",
        "round",
        "rules",
        "selection",
        "turn",
        "used",
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
        rules: Rules,
        fresh: tuple[int, ...],
        event: str | None,
        next_event: str | None,
        events_left: int,
        round: int,
        used: dict[str, int],
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
        self.rules = rules
        """The table's options: expansions, the beginner game (public)."""
        self.fresh = fresh
        """Green cards put into play this turn, usable only from the next."""
        self.event = event
        """The High Noon event in force."""
        self.next_event = next_event
        """The High Noon event that comes next (the stack lies face up)."""
        self.events_left = events_left
        self.round = round
        self.used = used
        """Abilities the current player used this turn (Doc Holyday once, Jose Delgado twice)."""

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """Every seat as the public sees it, with this player's own role filled in."""
        if self._seats is None:
            self._seats = self._seats_source()
        return self._seats
