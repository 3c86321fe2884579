"""What the rules read to work out a public fact: abilities, distances, reach, hand limits, draw counts, suits.

These facts depend only on what everybody sees on the table, so the rules are
written against the two small protocols below, which both the game state and a
player's view (``game.view.OpenTable``) satisfy: an agent asks the very code the
rules use, and never holds the state.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.cards import Card
from game.eventcards import EventCard
from game.vocabulary import Tag


class PublicSeat(Protocol):
    """One seat as far as the public facts go."""

    @property
    def alive(self) -> bool: ...

    @property
    def hp(self) -> int: ...

    @property
    def max_hp(self) -> int: ...

    @property
    def ghost(self) -> bool: ...

    @property
    def in_play(self) -> Sequence[int]: ...

    @property
    def abilities(self) -> frozenset[Tag]:
        """The character's abilities, a borrowed one included (Vera Custer), whatever the event in force."""
        ...


class PublicTable(Protocol):
    """The table as far as the public facts go."""

    @property
    def players(self) -> Sequence[PublicSeat]: ...

    @property
    def turn(self) -> int: ...

    @property
    def event(self) -> EventCard | None:
        """The High Noon event in force."""
        ...

    @property
    def cards(self) -> tuple[Card, ...]:
        """The catalogue of the game's expansions, indexed by card id."""
        ...

    @property
    def abilities_at_table(self) -> frozenset[Tag]:
        """Every ability of the characters at the table."""
        ...

    @property
    def first_seat(self) -> int:
        """Whose turn opens every round (the Sheriff's; at three players the Deputy's)."""
        ...

    def cards_tagged(self, tag: Tag) -> frozenset[int]: ...

    def next_alive(self, seat: int) -> int: ...


def next_alive(players: Sequence[PublicSeat], seat: int) -> int:
    """The next living seat clockwise (to the left) after ``seat``."""
    count = len(players)
    for step in range(1, count + 1):
        candidate = (seat + step) % count
        if players[candidate].alive:
            return candidate
    return seat
