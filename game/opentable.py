"""The open table: the seats as everybody sees them, the turn and the event in force, and what the rules make of them.

A player's view hands one out (``PlayerView.table``). Each fact is the rules' own
function (``game.hooks``, ``game.distance``) asked about this public table instead
of the game state: the same code, so no agent works a rule out again, and none
needs the state to know a distance, an ability in force or the suit a card counts as.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from game import distance as geometry
from game import hooks
from game.cards import Card, tagged_cards
from game.eventcards import EventCard
from game.public import PublicSeat, next_alive
from game.vocabulary import Tag


class OpenTable:
    """A public table (``game.public.PublicTable``) and the facts the rules derive from it.

    Distances are worked out per viewer on first use (most decisions ask only their own player's, many none).
    """

    __slots__ = (
        "_distances", "_expansions", "_tagged", "_turns", "abilities_at_table", "cards", "event", "first_seat",
        "next_event", "players", "revealed", "turn",
    )

    def __init__(
        self,
        players: Sequence[PublicSeat],
        turn: int,
        event: EventCard | None,
        expansions: tuple[str, ...],
        cards: tuple[Card, ...],
        abilities_at_table: frozenset[Tag],
        first_seat: int,
        next_event: EventCard | None = None,
        revealed: bool = False,
    ) -> None:
        self.players = players
        self.turn = turn
        self.event = event
        """The High Noon event in force."""
        self.next_event = next_event
        """The High Noon event on top of the stack (face up), revealed as the next round begins."""
        self.first_seat = first_seat
        """Whose turn opens every round (the Sheriff's; at three players the Deputy's)."""
        self.revealed = revealed
        """The event in force was revealed for the round leader's turn, which has not begun yet."""
        self._expansions = expansions
        self.cards = cards
        """The catalogue of the game's expansions, indexed by card id."""
        self.abilities_at_table = abilities_at_table
        """Every ability of the characters at the table (Vera Custer may borrow any of them)."""
        self._distances: dict[int, Mapping[int, int]] = {}
        self._turns: dict[int, OpenTable] = {}
        self._tagged: dict[Tag, frozenset[int]] = {}

    def cards_tagged(self, tag: Tag) -> frozenset[int]:
        """The ids of this game's cards that carry ``tag`` (kept: the rules ask for a few tags many times)."""
        found = self._tagged.get(tag)
        if found is None:
            found = self._tagged[tag] = tagged_cards(self._expansions, tag)
        return found

    def with_players(self, players: Sequence[PublicSeat]) -> OpenTable:
        """This table with other seats (a what-if: who is in reach once a card comes into play or leaves it)."""
        return OpenTable(players, self.turn, self.event, self._expansions, self.cards, self.abilities_at_table,
                         self.first_seat, self.next_event, self.revealed)

    def in_turn_of(self, seat: int) -> OpenTable:
        """This table as the rules see it in ``seat``'s turn, the event in force kept: for what a seat could do
        when his turn comes (in Belle Star's turn the others' cards in play do not work)."""
        if seat == self.turn or not hooks.turn_decides_cards(self):
            return self
        found = self._turns.get(seat)
        if found is None:
            found = self._turns[seat] = OpenTable(
                self.players, seat, self.event, self._expansions, self.cards, self.abilities_at_table,
                self.first_seat, self.next_event, self.revealed,
            )
        return found

    # --- abilities and cards in play ----------------------------------------------------

    # The rules' functions themselves, called with this table as their state: ``table.abilities(seat)`` is
    # ``hooks.abilities(table, seat)``, with no call in between (agents ask these in their inner loops).
    abilities = hooks.abilities
    """What a seat's character can do now: a borrowed ability included, nothing under Hangover."""
    tag_count = hooks.tag_count
    """Sources of a tag a seat has now: his character's ability plus his cards in play that work now."""
    cards_work = hooks.cards_work
    """Whether the cards in front of a seat have any effect now (not in another player's Belle Star turn)."""

    # --- distances ---------------------------------------------------------------------

    def distances_from(self, viewer: int) -> Mapping[int, int]:
        """The distance at which ``viewer`` sees every other living player now (a dead viewer from his empty
        chair)."""
        found = self._distances.get(viewer)
        if found is None:
            if self.players[viewer].alive:
                found = geometry.distances_from(self, viewer)
            else:
                found = {
                    seat: geometry.distance(self, viewer, seat)
                    for seat, player in enumerate(self.players)
                    if player.alive and seat != viewer
                }
            self._distances[viewer] = found
        return found

    def distance(self, viewer: int, target: int) -> int:
        """The distance at which ``viewer`` sees ``target`` now (from his row if it was made, else alone)."""
        row = self._distances.get(viewer)
        found = None if row is None else row.get(target)
        return geometry.distance(self, viewer, target) if found is None else found

    weapon_reach = geometry.weapon_reach
    """The reach of the weapon a seat has in play, or the Colt .45's 1."""

    def in_reach(self, shooter: int, target: int) -> bool:
        """Whether ``target`` is within ``shooter``'s weapon reach now."""
        return self.distance(shooter, target) <= geometry.weapon_reach(self, shooter)

    def next_alive(self, seat: int) -> int:
        """The next living seat clockwise after ``seat`` (where Dynamite goes)."""
        return next_alive(self.players, seat)

    # --- turn order ----------------------------------------------------------------------

    next_turn = hooks.next_turn
    """Whose turn follows a seat's (to the right in a Gold Rush; the dead too under Ghost Town)."""
    round_leader = hooks.round_leader
    """Whose turn begins the next round (the next event is revealed then)."""

    def event_at_turn_of(self, seat: int) -> EventCard | None:
        """The event in force when ``seat``'s next turn begins (in his own turn: the one in force now)."""
        return hooks.event_at_turn_of(self, seat, self.next_event, self.revealed)

    # --- the turn's numbers --------------------------------------------------------------

    hand_limit = hooks.hand_limit
    """Cards a seat may keep at the end of his turn."""
    draw_count = hooks.draw_count
    """Cards a seat draws in phase 1 now (the event in force counted)."""

    # --- suits and "draw!" ----------------------------------------------------------------

    forced_suit = property(hooks.forced_suit)
    """The suit every card counts as now (Blessing: hearts; Curse: spades), else None."""
    suit_of = hooks.suit_of
    """The suit a card counts as now."""
    check_passes = hooks.check_passes
    """Whether a card drawn for a "draw!" (``dynamite``, ``jail`` or ``barrel``) would pass it now."""
