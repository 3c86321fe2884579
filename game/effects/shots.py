"""BANG! effects: the Bang! card, the BANG! effects that are not BANG! cards, Gatling and Howitzer."""
from __future__ import annotations

from game.attacks import Gatling, new_shot
from game.effects.base import Effect, NoTarget, OtherPlayer, Play, others_from_left
from game.moves import draw
from game.state import GameState

REACH = OtherPlayer.REACH


def _bang(state: GameState, play: Play) -> None:
    assert play.target is not None
    state.bangs_played += 1
    state.stack.append(new_shot(state, play.seat, play.target, True, play.card))


def _shot(state: GameState, play: Play) -> None:
    assert play.target is not None
    state.stack.append(new_shot(state, play.seat, play.target, False, play.card))


def _shot_and_draw(state: GameState, play: Play) -> None:
    draw(state, play.seat, state.cards[play.card].definition.value)
    _shot(state, play)


def _gatling(state: GameState, play: Play) -> None:
    state.stack.append(Gatling(play.seat, others_from_left(state, play.seat), play.card))


ENTRIES: tuple[Effect, ...] = (
    Effect("bang", OtherPlayer(REACH, bang_card=True), _bang, bang_card=True),
    Effect("shot_reach", OtherPlayer(REACH), _shot),
    Effect("shot_near", OtherPlayer(1), _shot),
    Effect("shot_near_draw", OtherPlayer(1), _shot_and_draw),
    Effect("shot_any", OtherPlayer(None), _shot),
    Effect("gatling", NoTarget(), _gatling),
)
"""Bang! (a BANG! card, within the weapon's reach); Pepperbox (reach); Punch and Knife (distance 1);
Derringer (distance 1, draws a card); Springfield and Buffalo Rifle (any distance); Gatling and Howitzer."""
