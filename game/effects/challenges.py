"""Challenges answered with BANG! cards: the Duel and Indians!."""
from __future__ import annotations

from game.attacks import Duel, Indians
from game.effects.base import Effect, NoTarget, OtherPlayer, Play, others_from_left
from game.state import GameState


def _duel(state: GameState, play: Play) -> None:
    assert play.target is not None
    state.stack.append(Duel(play.seat, play.target, play.target))


def _indians(state: GameState, play: Play) -> None:
    state.stack.append(Indians(play.seat, others_from_left(state, play.seat), play.card))


ENTRIES: tuple[Effect, ...] = (
    Effect("duel", OtherPlayer(None, immunity=False), _duel),
    Effect("indians", NoTarget(), _indians),
)
"""Duel: any other player, at any distance (Apache Kid's immunity does not work in a Duel); Indians!."""
