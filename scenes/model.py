"""The table as the client shows it, kept in step with the events it animates.

Mid-animation the scene reads this model, never the core state (which is
already ahead). A card move is split in two: ``take`` when the card leaves its
place (the animation starts), ``put`` when it lands.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.events import (
    HIDDEN,
    CardMoved,
    CheckDrawn,
    DeckReshuffled,
    Event,
    GameOver,
    LifeGained,
    LifeLost,
    PhaseChanged,
    PlayerEliminated,
    RoleRevealed,
    TurnStarted,
    Zone,
)
from game.view import PlayerView


@dataclass
class SeatModel:
    name: str
    character: str
    hp: int
    max_hp: int
    alive: bool
    hand_count: int
    in_play: list[int]
    role: str | None
    known_hand: list[int] | None = None
    """The cards in this hand when the viewer may see them all (he is out of the game); else None."""


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
    last_played: int | None = None
    events_seen: int = field(default=0)

    @classmethod
    def from_view(cls, view: PlayerView) -> TableModel:
        seats = [
            SeatModel(s.name, s.character, s.hp, s.max_hp, s.alive, s.hand_count, list(s.in_play), s.role)
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
        )

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
        elif isinstance(event, PhaseChanged):
            self.phase = event.phase
        elif isinstance(event, CheckDrawn):
            self.check_card = event.card if event.card >= 0 else None
        elif isinstance(event, DeckReshuffled):
            self.deck_count += len(self.discard)
            self.discard.clear()
        elif isinstance(event, GameOver):
            self.winners = list(event.winners)
        self.events_seen += 1

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
            if seat.alive and seat.role != "sheriff":
                seat.role = None

    def reveal(self, roles: list[str], hands: list[list[int]]) -> None:
        """Show every role and every hand (to a viewer who is out of the game)."""
        for seat, role, hand in zip(self.seats, roles, hands, strict=True):
            seat.role = role
            seat.known_hand = list(hand)
