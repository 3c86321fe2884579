"""What one player may know: the only thing agents and scenes read."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import islice
from typing import NamedTuple, overload

from game.actions import Action
from game.cards import Card
from game.characters import CHARACTERS, abilities_with
from game.eventcards import EventCard
from game.events import Event, EventRevealed, TurnStarted
from game.opentable import OpenTable
from game.roles import Role, is_three_player_game
from game.state import GameState, WaitingKind
from game.vocabulary import Tag


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


class RedactedHistory:
    """The game's events as one player may see them, kept by the game: the copy everybody may see (shared,
    every private card move face down) and the private card moves this player may see.

    It holds nothing he may not know; his own copy is made from those two when he first reads it
    (many games never read a history), and brought up to date on each later reading.
    """

    __slots__ = ("_mine", "_patched", "_public", "_seen")

    def __init__(self, public: list[Event], mine: list[tuple[int, Event]]) -> None:
        """``public``: the copy everybody may see; ``mine``: (position, event) of each private card move this
        player may see, in order. The game appends to both as the history grows."""
        self._public = public
        self._mine = mine
        self._patched = 0
        self._seen: list[Event] = []

    def events(self) -> list[Event]:
        """This player's copy of the events so far (shared with later views: it only ever grows)."""
        seen, public = self._seen, self._public
        if len(seen) < len(public):
            seen.extend(public[len(seen) :])
            mine = self._mine
            for index in range(self._patched, len(mine)):  # all past the old end: revealed as the copy grew
                position, event = mine[index]
                seen[position] = event
            self._patched = len(mine)
        return seen


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
    role: Role | None
    """Known role: the Sheriff's, a dead player's, one's own, every role at three players; else None."""
    borrowed: str | None
    """Vera Custer: the character whose ability she has now."""
    ghost: bool
    """Ghost Town: an eliminated player back for his turn."""
    abilities: frozenset[Tag]
    """The character's abilities, a borrowed one included, whatever the event in force (what he can do now:
    ``PlayerView.table.abilities``)."""




class Seating(NamedTuple):
    """What everybody knows of the seats for the whole game, by seat (made for every game, the hard level's
    look-ahead games too: kept cheap)."""

    names: tuple[str, ...]
    characters: tuple[str, ...]
    max_hp: tuple[int, ...]
    abilities: tuple[frozenset[Tag], ...]
    """Each character's own abilities."""
    known_roles: tuple[Role | None, ...]
    """The roles everybody knows all game long: the Sheriff's."""
    open_roles: bool
    """Three players: every role is face up."""
    abilities_at_table: frozenset[Tag]
    cards: tuple[Card, ...]
    """The catalogue of the game's expansions."""
    first_seat: int
    """Whose turn opens every round."""

    @classmethod
    def of(cls, state: GameState) -> Seating:
        players = state.players
        sheriff = Role.SHERIFF
        names, characters, max_hp, abilities, known = zip(
            *[(p.name, p.character, p.max_hp, CHARACTERS[p.character].abilities, sheriff if p.role is sheriff else None)
              for p in players],
            strict=True,
        )
        three = is_three_player_game([p.role for p in players])
        return cls(names, characters, max_hp, abilities, known, three, state.abilities_at_table, state.cards,
                   state.first_seat)


def _revealed_before_the_turn(events: Sequence[Event], length: int) -> bool:
    """The last event was revealed after the last turn began: for the round leader's turn, still to begin."""
    for index in range(length - 1, -1, -1):
        kind = type(events[index])
        if kind is TurnStarted:
            return False
        if kind is EventRevealed:
            return True
    return False


SeatRow = tuple[int, bool, int, tuple[int, ...], str | None, bool, Role | None]
"""What changes of a seat during a game, as the view takes it: life, alive, hand size, cards in play, the
borrowed character, ghost, and the role when it is public."""


class PlayerView:
    """Own hand and role, the public table, sizes of hidden piles, the public history.

    Taken for every decision, so it copies only what may change of the table, and makes the parts most
    decisions never read on first use: the seats and their facts (the random agent reads only ``legal``) and
    the history window (its length is fixed when the view is taken). It holds nothing its player may not know:
    no game state, no other hand, no deck, no hidden role.
    """

    __slots__ = (
        "_history",
        "_history_length",
        "_history_source",
        "_public_events",
        "_public_history",
        "_rows",
        "_seating",
        "_seats",
        "_table",
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
        history: RedactedHistory,
        public_events: list[Event],
        history_length: int,
        selection_visible: bool,
        notes: dict[object, object],
        seating: Seating,
    ) -> None:
        """``history``: ``me``'s redacted copy of the game's events, ``public_events`` the copy everybody may
        see, of which the first ``history_length`` are this view's; ``selection_visible``: whether ``me`` may
        see the shown cards; ``notes``: the table's shared notebook (see ``notes``); ``seating``: what stays the
        same of the seats. ``state`` is read here and not kept."""
        players = state.players
        player = players[me]
        over = state.winners is not None
        top = None if over or not state.stack else state.stack[-1]
        self.me = me
        self.hand = tuple(player.hand)
        self.role: Role = player.role
        if over or seating.open_roles:
            self._rows: list[SeatRow] = [
                (p.hp, p.alive, len(p.hand), (*p.in_play,), p.borrowed, p.ghost, p.role) for p in players
            ]
        else:
            self._rows = [
                (p.hp, p.alive, len(p.hand), (*p.in_play,), p.borrowed, p.ghost, None if p.alive else p.role)
                for p in players
            ]
        self._seating = seating
        self._seats: tuple[SeatView, ...] | None = None
        self._table: OpenTable | None = None
        self.deck_count = len(state.deck)
        self.discard = tuple(state.discard)
        """Bottom card first; the discard pile is public."""
        self.selection = tuple(state.selection) if selection_visible else ()
        """Cards shown for a choice, when this player may see them."""
        self.turn = state.turn
        self.waiting_for = None if top is None else top.waiting
        self.waiting_kind: WaitingKind | None = None if top is None else top.kind
        self.legal = legal
        """This player's legal decisions (empty unless he is awaited)."""
        self.bangs_played = state.bangs_played
        self._history_source = history
        self._public_events = public_events
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
        self.event: EventCard | None = state.event
        """The High Noon event in force."""
        events_deck = state.events_deck
        self.next_event: EventCard | None = events_deck[-1] if events_deck else None
        """The High Noon event that comes next (the stack lies face up)."""
        self.events_left = len(events_deck)
        self.round = state.round
        self.used = dict(state.used) if state.used else {}
        """Abilities the current player used this turn (Doc Holyday once, Jose Delgado twice)."""

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """Every seat as the public sees it, with this player's own role filled in."""
        if self._seats is None:
            self._seats = self._seat_views()
        return self._seats

    def _seat_views(self) -> tuple[SeatView, ...]:
        seating = self._seating
        names, characters, max_hp, own = seating.names, seating.characters, seating.max_hp, seating.abilities
        known = list(seating.known_roles)
        known[self.me] = self.role
        make = tuple.__new__  # without the named tuple's keyword-parsing constructor
        return tuple([
            make(
                SeatView,
                (
                    seat,
                    names[seat],
                    characters[seat],
                    hp,
                    max_hp[seat],
                    alive,
                    hand_count,
                    in_play,
                    known[seat] if role is None else role,
                    borrowed,
                    ghost,
                    own[seat] if borrowed is None else abilities_with(characters[seat], borrowed),
                ),
            )
            for seat, (hp, alive, hand_count, in_play, borrowed, ghost, role) in enumerate(self._rows)
        ])

    @property
    def table(self) -> OpenTable:
        """The seats, the turn and the event in force, and what the rules make of them now: abilities,
        distances, reach, hand limits, draw counts, the suit a card counts as."""
        if self._table is None:
            seating = self._seating
            revealed = self.next_event is not None and _revealed_before_the_turn(
                self._public_events, self._history_length)
            self._table = OpenTable(
                self.seats, self.turn, self.event, self.rules.expansions, seating.cards, seating.abilities_at_table,
                seating.first_seat, self.next_event, revealed,
            )
        return self._table

    @property
    def history(self) -> History:
        """The game's events up to this view, as this player may see them."""
        if self._history is None:
            self._history = History(self._history_source.events, self._history_length)
        return self._history

    @property
    def public_history(self) -> History:
        """The game's events up to this view as everybody may see them (every private card move face down):
        one list shared by every player's view."""
        if self._public_history is None:
            self._public_history = History(self._public_events, self._history_length)
        return self._public_history
