"""Cards that take or discard another player's card: Panic!, Cat Balou, Rag Time, Can Can, Conestoga, Brawl."""
from __future__ import annotations

from game.actions import FROM_HAND
from game.choices import Brawl
from game.effects.base import CardOfPlayer, Effect, NoTarget, Play, others_from_left
from game.moves import discard_from_play, discard_random_from_hand, take_from_play, take_random_from_hand
from game.state import GameState


def _take(state: GameState, play: Play) -> None:
    assert play.target is not None and play.target_card is not None
    if play.target_card is FROM_HAND:
        take_random_from_hand(state, play.target, play.seat)
    else:
        take_from_play(state, play.target, play.seat, play.target_card)


def _discard(state: GameState, play: Play) -> None:
    assert play.target is not None and play.target_card is not None
    if play.target_card is FROM_HAND:
        discard_random_from_hand(state, play.target)
    else:
        discard_from_play(state, play.target, play.target_card)


def _brawl(state: GameState, play: Play) -> None:
    state.stack.append(Brawl(play.seat, others_from_left(state, play.seat), play.card))


ENTRIES: tuple[Effect, ...] = (
    Effect("panic", CardOfPlayer(1), _take),
    Effect("steal_any", CardOfPlayer(None), _take),
    Effect("cat_balou", CardOfPlayer(None), _discard),
    Effect("brawl", NoTarget(), _brawl),
)
"""Panic! (a card of a player at distance 1); Rag Time and Conestoga (any distance); Cat Balou and
Can Can (discard, any distance); Brawl (every other player discards a card of the player's choice)."""
