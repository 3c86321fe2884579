"""Cards that draw: Stagecoach, Wells Fargo, Pony Express, and the General Store."""
from __future__ import annotations

from game.choices import GeneralStore
from game.effects.base import Effect, NoTarget, Play, others_from_left
from game.events import CardMoved, Zone
from game.moves import draw, take_from_deck
from game.state import GameState


def _draw(state: GameState, play: Play) -> None:
    draw(state, play.seat, state.cards[play.card].definition.value)


def _general_store(state: GameState, play: Play) -> None:
    pickers = [play.seat, *others_from_left(state, play.seat)]
    for _ in pickers:
        card = take_from_deck(state)
        if card is None:
            break
        state.selection.append(card)
        state.emit(CardMoved(card, Zone.DECK, Zone.SELECTION))
    state.stack.append(GeneralStore(pickers))


ENTRIES: tuple[Effect, ...] = (
    Effect("draw", NoTarget(), _draw),
    Effect("general_store", NoTarget(), _general_store),
)
