"""The High Noon event deck: dealt face up beside the Sheriff, one card revealed at the start of each of
his turns from his second on, and the two events that act once, when revealed (The Daltons, The Doctor).

The events that change a rule for the whole round do so through ``game.hooks``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from game import messages
from game.actions import Action, PickCard
from game.cards import Kind
from game.checks import card_label, wrong_kind
from game.errors import IllegalActionError
from game.eventcards import SHUFFLED_EVENTS, EventCard
from game.events import EventRevealed
from game.hooks import round_leader
from game.moves import discard_from_play, heal
from game.state import NOBODY, GameState, Task, WaitingKind, card_decision


def new_events_deck(rng: random.Random) -> list[EventCard]:
    """The twelve events shuffled with High Noon last (the stack's last card is its top)."""
    shuffled = list(SHUFFLED_EVENTS)
    rng.shuffle(shuffled)
    return [EventCard.HIGH_NOON, *shuffled]


def reveal_due(state: GameState, seat: int) -> bool:
    """From round 2 on, the round leader's turn begins with the next event."""
    return bool(state.events_deck) and state.round >= 2 and seat == round_leader(state)


def reveal_next_event(state: GameState) -> None:
    """Turn over the next event; it replaces the one in force and acts at once if it acts on reveal."""
    event = state.events_deck.pop()
    state.event = event
    state.emit(EventRevealed(event))
    if event is EventCard.THE_DOCTOR:
        living = [seat for seat in state.alive_seats()]
        fewest = min(state.players[seat].hp for seat in living)
        for seat in living:
            if state.players[seat].hp == fewest:
                heal(state, seat, 1)
    elif event is EventCard.THE_DALTONS:
        start = round_leader(state)
        count = len(state.players)
        order = [(start + step) % count for step in range(count)]
        state.stack.append(Daltons([seat for seat in order if state.players[seat].alive]))


def blue_cards(state: GameState, seat: int) -> list[int]:
    cards = state.cards
    return [card for card in state.players[seat].in_play if cards[card].definition.kind is Kind.BLUE]


@dataclass(slots=True)
class Daltons(Task):
    """The Daltons: each player with blue cards in play discards one of his choice, in turn from the Sheriff;
    with a single blue card he loses it without being asked."""

    players: list[int]
    index: int = 0
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PICK

    def run(self, state: GameState) -> None:
        while self.index < len(self.players):
            seat = self.players[self.index]
            blue = blue_cards(state, seat)
            if len(blue) > 1:
                self.waiting = seat
                return
            self.index += 1
            if blue:
                discard_from_play(state, seat, blue[0])
        state.stack.pop()

    def legal(self, state: GameState) -> list[Action]:
        return [card_decision(state, PickCard, card) for card in blue_cards(state, self.waiting)]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickCard)
        seat = self.waiting
        self.index += 1
        self.waiting = NOBODY
        discard_from_play(state, seat, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, PickCard):
            return IllegalActionError(messages.NOT_A_BLUE_CARD, card=card_label(state, action.card))
        return wrong_kind(self.kind)
