"""What one player may know: the only thing agents and scenes read."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from itertools import islice
from typing import NamedTuple, overload

from game.actions import Action
from game.events import Event, seen_by
from game.roles import Role, is_three_player_game
from game.state import GameState


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
        return islice(self._list, self._length)

    def __reversed__(self) -> Iterator[Event]:
        """The newest event first (the AI reads back to the last life lost at nearly every decision).

        The list's own iterators: an event is only ever appended after this window's end.
        """
        events = self._list
        newer = len(events) - self._length
        return islice(reversed(events), newer, None) if newer else reversed(events)


NOBODY = -1
"""The seat of no player: what he may see of a private card move is what everybody may see."""


class PrivateMove(NamedTuple):
    """A card move in the history that only some players may see."""

    position: int
    """Where it stands in the history."""
    allowed: tuple[int, ...]
    """Who sees the card."""


def redact_for(
    player: int, events: list[Event], private: Sequence[PrivateMove], seen: list[Event], face_down: dict[int, Event]
) -> None:
    """Bring ``seen`` (``player``'s copy of ``events``) up to date.

    ``private`` lists the private card moves of ``events`` in order; only those
    can differ, so the rest is copied in one slice. ``face_down`` keeps what
    everybody else sees of each, made the first time someone may not see it
    (many games never read a history).
    """
    start = len(seen)
    if start == len(events):
        return
    seen.extend(events[start:])
    for position, allowed in reversed(private):  # only the newest few are past ``start``
        if position < start:
            break
        if player not in allowed:
            hidden = face_down.get(position)
            if hidden is None:
                hidden = face_down[position] = seen_by(events[position], None)
            seen[position] = hidden


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

    Taken for every decision, so the parts most decisions never read are made on
    first use: the seats (the random agent reads only ``legal``) and the history
    window (its length is fixed when the view is taken).
    """

    __slots__ = (
        "_history",
        "_history_length",
        "_history_source",
        "_open_roles",
        "_public_history",
        "_seats",
        "_state",
        "bangs_played",
        "deck_count",
        "discard",
        "event",
        "events_left",
        "fresh",
        "hand",
        "legal",
        "me",
        "next_event",
        "notes",
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
        state: GameState,
        me: int,
        legal: tuple[Action, ...],
        history: Callable[[int], list[Event]],
        history_length: int,
        selection_visible: bool,
        notes: dict[object, object],
    ) -> None:
        """``history(me)`` gives ``me``'s redacted copy of the game's events (``history(NOBODY)`` the copy
        everybody may see), of which the first ``history_length`` are this view's; ``selection_visible``:
        whether ``me`` may see the shown cards; ``notes``: the table's shared notebook (see ``notes``)."""
        player = state.players[me]
        over = state.winners is not None
        top = None if over or not state.stack else state.stack[-1]
        self.me = me
        self.hand = tuple(player.hand)
        self.role: str = player.role._value_  # an enum's ``value`` is a property: a call, for every view
        self._state = state
        self._open_roles = over
        self._seats: tuple[SeatView, ...] | None = None
        self.deck_count = len(state.deck)
        self.discard = tuple(state.discard)
        """Bottom card first; the discard pile is public."""
        self.selection = tuple(state.selection) if selection_visible else ()
        """Cards shown for a choice, when this player may see them."""
        self.turn = state.turn
        self.waiting_for = None if top is None else top.waiting
        self.waiting_kind: str | None = None if top is None else top.kind._value_
        self.legal = legal
        """This player's legal decisions (empty unless he is awaited)."""
        self.bangs_played = state.bangs_played
        self._history_source = history
        self._history_length = history_length
        self._history: History | None = None
        self._public_history: History | None = None
        self.notes = notes
        """A notebook shared by every player at this table, kept for the whole game, for what anyone may work
        out from public information alone: an AI keeps its reading of the public history here, so that every
        player need not read the same events again. Never for what only one player knows."""
        self.winners = None if state.winners is None else tuple(state.winners)
        self.rules = state.rules
        """The table's options: expansions, the beginner game (public)."""
        self.fresh = tuple(state.fresh) if state.fresh else ()
        """Green cards put into play this turn, usable only from the next."""
        self.event = state.event
        """The High Noon event in force."""
        events_deck = state.events_deck
        self.next_event = events_deck[-1] if events_deck else None
        """The High Noon event that comes next (the stack lies face up)."""
        self.events_left = len(events_deck)
        self.round = state.round
        self.used = dict(state.used) if state.used else {}
        """Abilities the current player used this turn (Doc Holyday once, Jose Delgado twice)."""

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """Every seat as the public sees it, with this player's own role filled in."""
        if self._seats is None:
            self._seats = seat_views(self._state, self.me, self._open_roles)
        return self._seats

    @property
    def history(self) -> History:
        """The game's events up to this view, as this player may see them."""
        if self._history is None:
            self._history = History(partial(self._history_source, self.me), self._history_length)
        return self._history

    @property
    def public_history(self) -> History:
        """The game's events up to this view as everybody may see them (every private card move face down):
        one list shared by every player's view."""
        if self._public_history is None:
            self._public_history = History(partial(self._history_source, NOBODY), self._history_length)
        return self._public_history


def seat_views(state: GameState, me: int, over: bool) -> tuple[SeatView, ...]:
    """Every seat as ``me`` sees it: roles open when the game is over or at three players."""
    players = state.players
    sheriff = Role.SHERIFF
    open_roles = over or is_three_player_game([p.role for p in players])
    make = tuple.__new__  # without the named tuple's keyword-parsing constructor
    return tuple([
        make(
            SeatView,
            (
                i,
                p.name,
                p.character,
                p.hp,
                p.max_hp,
                p.alive,
                len(p.hand),
                tuple(p.in_play),
                p.role._value_ if (open_roles or i == me or not p.alive or p.role is sheriff) else None,
                p.borrowed,
                p.ghost,
            ),
        )
        for i, p in enumerate(players)
    ])
