"""Cards that go into a play area: blue cards (weapons, Barrel, Mustang, Scope, Hideout, Binocular,
Jail, Dynamite) and green cards, which wait there until a later turn."""
from __future__ import annotations

from game.cards import Kind
from game.effects.base import Effect, JailTarget, OwnPlayArea, Play
from game.moves import discard_from_play, put_in_play
from game.state import GameState


def _equip(state: GameState, play: Play) -> None:
    seat, card = play.seat, play.card
    cards = state.cards
    definition = cards[card].definition
    if "weapon" in definition.tags:
        old = [c for c in state.players[seat].in_play if "weapon" in cards[c].definition.tags]
        put_in_play(state, seat, seat, card)
        for weapon in old:
            discard_from_play(state, seat, weapon)
        return
    put_in_play(state, seat, seat, card)
    if definition.kind is Kind.GREEN:
        state.fresh.append(card)


def _jail(state: GameState, play: Play) -> None:
    assert play.target is not None
    put_in_play(state, play.seat, play.target, play.card)


ENTRIES: tuple[Effect, ...] = (
    Effect("equip", OwnPlayArea(), _equip, placed=True),
    Effect("dynamite", OwnPlayArea(), _equip, placed=True),
    Effect("jail", JailTarget(), _jail, placed=True),
)
"""Into one's own play area (a weapon replaces the weapon there; a green card is marked fresh), or Jail
in front of another player."""
