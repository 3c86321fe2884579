"""Cards that give life back: Beer, Saloon, Whisky, Canteen, Tequila."""
from __future__ import annotations

from game.effects.base import AnyPlayer, Effect, NoTarget, Play, others_from_left
from game.hooks import beer_heal
from game.moves import heal
from game.state import GameState


def _beer(state: GameState, play: Play) -> None:
    gained = beer_heal(state, play.seat)
    if gained:
        heal(state, play.seat, gained)


def _saloon(state: GameState, play: Play) -> None:
    for target in [play.seat, *others_from_left(state, play.seat)]:
        heal(state, target, 1)


def _heal_self(state: GameState, play: Play) -> None:
    heal(state, play.seat, state.cards[play.card].definition.value)


def _heal_anyone(state: GameState, play: Play) -> None:
    assert play.target is not None
    heal(state, play.target, state.cards[play.card].definition.value)


ENTRIES: tuple[Effect, ...] = (
    Effect("beer", NoTarget(), _beer),
    Effect("saloon", NoTarget(), _saloon),
    Effect("heal_self", NoTarget(), _heal_self),
    Effect("heal_anyone", AnyPlayer(), _heal_anyone),
)
"""Beer (nothing with two players left; Tequila Joe two); Saloon (every living player); Whisky and
Canteen (the player himself); Tequila (any player, the player included)."""
