"""The table as the client shows it, kept in step with the events it animates.

Mid-animation the scene reads this model, never the core state (which is
already ahead). A card move is split in two: ``take`` when the card leaves its
place (the animation starts), ``put`` when it lands.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Kind, catalogue
from game.characters import CHARACTERS
from game.eventcards import EventCard
from game.events import (
    HIDDEN,
    AbilityUsed,
    CardMoved,
    CheckDrawn,
    DeckReshuffled,
    Event,
    EventRevealed,
    GameOver,
    GhostLeft,
    GhostReturned,
    LifeGained,
    LifeLost,
    PhaseChanged,
    PlayerEliminated,
    RoleRevealed,
    TurnStarted,
    Zone,
)
from game.roles import Role
from game.view import PlayerView
from game.vocabulary import Tag

GREEN_CARDS: frozenset[int] = frozenset(
    card.id for card in catalogue(("dodge_city",)) if card.definition.kind is Kind.GREEN)
"""Card ids are the same in every game (base first), so the green ones are known once."""


@dataclass
class SeatModel:
    name: str
    character: str
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: list[int]
    role: Role | None
    known_hand: list[int] | None = None
    """The cards in this hand when the viewer may see them all (he is out of the game); else None."""
    borrowed: str | None = None
    """Vera Custer: the character whose ability she has until her next turn."""
    ghost: bool = False
    """Ghost Town: an eliminated player back for his turn."""


@dataclass
class TableModel:
    """What the viewer sees: public seats, his own hand, the piles."""

    viewer: int
    seats: list[SeatModel]
    hand: list[int]
    deck_count: int
    discard: list[int]
    selection: list[int]
    turn: int
    phase: str = "play"
    check_card: int | None = None
    winners: list[int] | None = None
    fresh: set[int] = field(default_factory=set)
    """Green cards put into play this turn: usable from their owner's next turn."""
    event: EventCard | None = None
    """The High Noon event in force."""
    next_event: EventCard | None = None
    events_left: int = 0
    event_order: tuple[EventCard, ...] = ()
    """The High Noon events in the order they come (the stack lies face up), to follow the reveals."""
    open_roles: bool = False
    """The 3-player game: every role is face up from the start."""

    @classmethod
    def from_view(cls, view: PlayerView, event_order: tuple[EventCard, ...] = ()) -> TableModel:
        seats = [
            SeatModel(s.name, s.character, s.hp, s.max_hp, s.alive, s.hand_count, list(s.in_play), s.role,
                      borrowed=s.borrowed, ghost=s.ghost)
            for s in view.seats
        ]
        return cls(
            viewer=view.me,
            seats=seats,
            hand=list(view.hand),
            deck_count=view.deck_count,
            discard=list(view.discard),
            selection=list(view.selection),
            turn=view.turn,
            winners=None if view.winners is None else list(view.winners),
            fresh=set(view.fresh),
            event=view.event,
            next_event=view.next_event,
            events_left=view.events_left,
            event_order=event_order,
            open_roles=all(s.role is not None for s in view.seats) and not any(
                s.role is Role.SHERIFF for s in view.seats),
        )

    @property
    def high_noon(self) -> bool:
        """Whether this table plays with the High Noon events."""
        return bool(self.event_order) or self.event is not None or self.next_event is not None

    # --- the reducer ---------------------------------------------------------------

    def take(self, event: Event) -> None:
        """The first half of an event: a card leaves its place."""
        if not isinstance(event, CardMoved):
            return
        source, owner, card = event.source, event.source_player, event.card
        if source is Zone.HAND and owner is not None:
            if owner == self.viewer and card in self.hand:
                self.hand.remove(card)
            known = self.seats[owner].known_hand
            if known is not None and card in known:
                known.remove(card)
            self.seats[owner].hand_count = max(0, self.seats[owner].hand_count - 1)
        elif source is Zone.IN_PLAY and owner is not None:
            if card in self.seats[owner].in_play:
                self.seats[owner].in_play.remove(card)
        elif source is Zone.DECK:
            self.deck_count = max(0, self.deck_count - 1)
        elif source is Zone.DISCARD:
            if card in self.discard:
                self.discard.remove(card)
        elif source is Zone.SELECTION:
            if card in self.selection:
                self.selection.remove(card)
            elif HIDDEN in self.selection:
                self.selection.remove(HIDDEN)

    def put(self, event: Event) -> None:
        """The second half: the card lands, or any other change happens."""
        if isinstance(event, CardMoved):
            target, owner, card = event.destination, event.destination_player, event.card
            if target is Zone.HAND and owner is not None:
                if owner == self.viewer:
                    self.hand.append(card)
                known = self.seats[owner].known_hand
                if known is not None:
                    known.append(card)
                self.seats[owner].hand_count += 1
            elif target is Zone.IN_PLAY and owner is not None:
                self.seats[owner].in_play.append(card)
                if event.source is Zone.HAND and card in GREEN_CARDS:
                    self.fresh.add(card)
            elif target is Zone.DECK:
                self.deck_count += 1
            elif target is Zone.DISCARD:
                self.discard.append(card)
            elif target is Zone.SELECTION:
                self.selection.append(card)
        elif isinstance(event, (LifeLost, LifeGained)):
            self.seats[event.player].hp = event.hp
        elif isinstance(event, PlayerEliminated):
            self.seats[event.player].alive = False
        elif isinstance(event, RoleRevealed):
            self.seats[event.player].role = event.role
        elif isinstance(event, TurnStarted):
            self.turn = event.player
            self.check_card = None
            self.fresh.clear()
        elif isinstance(event, AbilityUsed):
            if event.ability == "copy_ability" and event.target is not None:
                self.seats[event.player].borrowed = self.seats[event.target].character
        elif isinstance(event, GhostReturned):
            self.seats[event.player].alive = True
            self.seats[event.player].ghost = True
        elif isinstance(event, GhostLeft):
            self.seats[event.player].alive = False
            self.seats[event.player].ghost = False
        elif isinstance(event, EventRevealed):
            self.reveal_event(event.event)
        elif isinstance(event, PhaseChanged):
            self.phase = event.phase
        elif isinstance(event, CheckDrawn):
            self.check_card = event.card if event.card >= 0 else None
        elif isinstance(event, DeckReshuffled):
            self.deck_count += len(self.discard)
            self.discard.clear()
        elif isinstance(event, GameOver):
            self.winners = list(event.winners)

    def reveal_event(self, event: EventCard) -> None:
        """A High Noon event is turned over: it is in force, and the one after it is next."""
        self.event = event
        order = self.event_order
        if event in order:
            index = order.index(event)
            self.next_event = order[index + 1] if index + 1 < len(order) else None
            self.events_left = len(order) - index - 1
        else:
            self.next_event = None
            self.events_left = max(0, self.events_left - 1)

    def apply(self, event: Event) -> None:
        self.take(event)
        self.put(event)

    # --- who may see what -----------------------------------------------------------

    def cover(self, nobody: int) -> None:
        """Hide everything private: the hand, the known hands and every role not shown to all.

        The Sheriff's role is public from the start and a dead player's once revealed;
        every other role is private to its player.
        """
        self.viewer = nobody
        self.hand = []
        for seat in self.seats:
            seat.known_hand = None
            if seat.alive and seat.role is not Role.SHERIFF and not self.open_roles:
                seat.role = None

    def reveal(self, roles: list[Role], hands: list[list[int]]) -> None:
        """Show every role and every hand (to a viewer who is out of the game)."""
        for seat, role, hand in zip(self.seats, roles, hands, strict=True):
            seat.role = role
            seat.known_hand = list(hand)


def ability_character(seat: SeatModel, tag: Tag) -> str:
    """Whose ability ``tag`` is on this seat: the character's own, or the one Vera Custer borrowed."""
    if tag in CHARACTERS[seat.character].abilities or seat.borrowed is None:
        return seat.character
    return seat.borrowed
