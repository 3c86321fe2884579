"""Low-level moves on the table, each emitting its events.

These helpers never ask anybody anything and know no rule; the pending steps
decide when they happen. They run for nearly every decision, so they append
their events to ``state.events`` directly rather than through ``state.emit``.
"""
from __future__ import annotations

from game.cards import Suit
from game.events import CardMoved, DeckReshuffled, LifeGained, Zone
from game.state import GameState

RED_SUITS = (Suit.HEARTS, Suit.DIAMONDS)


def take_from_deck(state: GameState) -> int | None:
    """Remove the top card of the draw pile, reshuffling the discard pile when empty."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        state.events.append(DeckReshuffled(len(state.deck)))
    return state.deck.pop()


def draw(state: GameState, seat: int, count: int = 1) -> list[int]:
    """Draw ``count`` cards into a hand (fewer if both piles run out)."""
    drawn = []
    hand = state.players[seat].hand
    for _ in range(count):
        card = take_from_deck(state)
        if card is None:
            break
        hand.append(card)
        drawn.append(card)
        state.events.append(CardMoved(card, Zone.DECK, Zone.HAND, None, seat, (seat,)))
    return drawn


def flip(state: GameState) -> int | None:
    """Turn over the top card of the draw pile onto the discard pile (a "draw!")."""
    card = take_from_deck(state)
    if card is not None:
        state.discard.append(card)
        state.events.append(CardMoved(card, Zone.DECK, Zone.DISCARD))
    return card


def discard_from_hand(state: GameState, seat: int, card: int) -> None:
    state.players[seat].hand.remove(card)
    state.discard.append(card)
    state.events.append(CardMoved(card, Zone.HAND, Zone.DISCARD, seat))


def _leave_play(state: GameState, seat: int, card: int) -> None:
    """A card leaves a play area: if it came into play this turn, it is fresh no more."""
    state.players[seat].in_play.remove(card)
    if card in state.fresh:
        state.fresh.remove(card)


def discard_from_play(state: GameState, seat: int, card: int) -> None:
    _leave_play(state, seat, card)
    state.discard.append(card)
    state.events.append(CardMoved(card, Zone.IN_PLAY, Zone.DISCARD, seat))


def put_in_play(state: GameState, owner: int, seat: int, card: int) -> None:
    """Move a card from ``owner``'s hand into ``seat``'s play area."""
    state.players[owner].hand.remove(card)
    state.players[seat].in_play.append(card)
    state.events.append(CardMoved(card, Zone.HAND, Zone.IN_PLAY, owner, seat))


def take_random_from_hand(state: GameState, victim: int, taker: int) -> int | None:
    """Move a random card of ``victim``'s hand into ``taker``'s hand."""
    hand = state.players[victim].hand
    if not hand:
        return None
    card = hand.pop(state.rng.randrange(len(hand)))
    state.players[taker].hand.append(card)
    state.events.append(CardMoved(card, Zone.HAND, Zone.HAND, victim, taker, (victim, taker)))
    return card


def take_from_play(state: GameState, victim: int, taker: int, card: int) -> None:
    """Move a card from ``victim``'s play area into ``taker``'s hand."""
    _leave_play(state, victim, card)
    state.players[taker].hand.append(card)
    state.events.append(CardMoved(card, Zone.IN_PLAY, Zone.HAND, victim, taker))


def move_in_play(state: GameState, owner: int, receiver: int, card: int) -> None:
    """Pass a card from one play area to another (Dynamite)."""
    state.players[owner].in_play.remove(card)
    state.players[receiver].in_play.append(card)
    state.events.append(CardMoved(card, Zone.IN_PLAY, Zone.IN_PLAY, owner, receiver))


def discard_random_from_hand(state: GameState, victim: int) -> int | None:
    hand = state.players[victim].hand
    if not hand:
        return None
    card = hand[state.rng.randrange(len(hand))]
    discard_from_hand(state, victim, card)
    return card


def discard_everything(state: GameState, seat: int) -> None:
    """Discard a player's whole hand, then every card in play."""
    player = state.players[seat]
    for card in list(player.hand):
        discard_from_hand(state, seat, card)
    for card in list(player.in_play):
        discard_from_play(state, seat, card)


def heal(state: GameState, seat: int, amount: int = 1) -> int:
    """Regain life up to the maximum; returns the life actually gained."""
    player = state.players[seat]
    gained = max(0, min(amount, player.max_hp - player.hp))
    if gained:
        player.hp += gained
        state.events.append(LifeGained(seat, gained, player.hp))
    return gained
