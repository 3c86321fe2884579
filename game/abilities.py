"""Characters' abilities used by choice in their own play phase, one entry each.

Sid Ketchum (two cards for a life point, also to survive a lethal hit: see
``game.damage.Dying``), Chuck Wengam (a life point for two cards, never the
last), Doc Holyday (two cards for a BANG! effect in reach, once a turn) and
Jose Delgado (a blue card for two cards, twice a turn).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from game import messages
from game.actions import UseAbility
from game.attacks import NO_CARD, new_shot
from game.cards import Kind
from game.damage import damage
from game.distance import distance, weapon_reach
from game.effects.base import Aim
from game.errors import IllegalActionError
from game.events import AbilityUsed
from game.hooks import abilities, immune_to_cards
from game.moves import discard_from_hand, draw, heal
from game.state import GameState
from game.vocabulary import Tag


@dataclass(frozen=True, slots=True)
class ActiveAbility:
    """An ability a player uses by choice in his play phase."""

    tag: Tag
    options: Callable[[GameState, Aim], list[UseAbility]]
    use: Callable[[GameState, int, UseAbility], None]
    refusal: Callable[[GameState, int, UseAbility], IllegalActionError]


PER_TURN: dict[Tag, int] = {"discard_two_shoot": 1, "blue_for_cards": 2}
"""Abilities used a limited number of times a turn (Doc Holyday, Jose Delgado); ``GameState.used`` counts them."""


def _pay(state: GameState, seat: int, action: UseAbility, ability: Tag) -> None:
    state.emit(AbilityUsed(seat, ability, action.target))
    for card in action.cards:
        discard_from_hand(state, seat, card)
    if ability in PER_TURN:
        state.used[ability] = state.used.get(ability, 0) + 1


# --- Sid Ketchum ----------------------------------------------------------------------


def _sid_options(state: GameState, aim: Aim) -> list[UseAbility]:
    me = state.players[aim.seat]
    if me.hp >= me.max_hp:
        return []
    return [UseAbility(pair) for pair in combinations(sorted(me.hand), 2)]


def _sid_use(state: GameState, seat: int, action: UseAbility) -> None:
    _pay(state, seat, action, "heal_by_discarding")
    heal(state, seat, 1)


def _sid_refusal(state: GameState, seat: int, action: UseAbility) -> IllegalActionError:
    me = state.players[seat]
    if me.hp >= me.max_hp:
        return IllegalActionError(messages.FULL_LIFE)
    return IllegalActionError(messages.ABILITY_COST)


# --- Chuck Wengam ---------------------------------------------------------------------


def _chuck_options(state: GameState, aim: Aim) -> list[UseAbility]:
    return [UseAbility(())] if state.players[aim.seat].hp > 1 else []


def _chuck_use(state: GameState, seat: int, action: UseAbility) -> None:
    _pay(state, seat, action, "life_for_cards")
    damage(state, seat, 1, seat)
    draw(state, seat, 2)


def _chuck_refusal(state: GameState, seat: int, action: UseAbility) -> IllegalActionError:
    if action.cards or action.target is not None:
        return IllegalActionError(messages.ABILITY_NO_COST)
    return IllegalActionError(messages.LAST_LIFE_POINT)


# --- Doc Holyday ------------------------------------------------------------------------


def _doc_options(state: GameState, aim: Aim) -> list[UseAbility]:
    if state.used.get("discard_two_shoot", 0) >= PER_TURN["discard_two_shoot"]:
        return []
    targets = aim.within(aim.reach)
    return [
        UseAbility(pair, target)
        for pair in combinations(sorted(state.players[aim.seat].hand), 2)
        for target in targets
        if not immune_to_cards(state, aim.seat, pair, target)
    ]


def _doc_use(state: GameState, seat: int, action: UseAbility) -> None:
    assert action.target is not None
    _pay(state, seat, action, "discard_two_shoot")
    state.stack.append(new_shot(state, seat, action.target, False, NO_CARD))


def _doc_refusal(state: GameState, seat: int, action: UseAbility) -> IllegalActionError:
    if state.used.get("discard_two_shoot", 0) >= PER_TURN["discard_two_shoot"]:
        return IllegalActionError(messages.ONCE_PER_TURN)
    hand = state.players[seat].hand
    if len(action.cards) != 2 or len(set(action.cards)) != 2 or not set(action.cards) <= set(hand):
        return IllegalActionError(messages.ABILITY_COST)
    target = action.target
    if target is None or not 0 <= target < len(state.players) or target == seat:
        return IllegalActionError(messages.ABILITY_NEEDS_TARGET)
    victim = state.players[target]
    if not victim.alive:
        return IllegalActionError(messages.TARGET_DEAD, target=victim.name)
    if immune_to_cards(state, seat, action.cards, target):
        return IllegalActionError(messages.DIAMOND_IMMUNITY_ABILITY, target=victim.name)
    return IllegalActionError(
        messages.OUT_OF_REACH,
        target=victim.name,
        distance=distance(state, seat, target),
        reach=weapon_reach(state, seat),
    )


# --- Jose Delgado -------------------------------------------------------------------------


def _jose_options(state: GameState, aim: Aim) -> list[UseAbility]:
    if state.used.get("blue_for_cards", 0) >= PER_TURN["blue_for_cards"]:
        return []
    cards = state.cards
    return [UseAbility((card,)) for card in state.players[aim.seat].hand if cards[card].definition.kind is Kind.BLUE]


def _jose_use(state: GameState, seat: int, action: UseAbility) -> None:
    _pay(state, seat, action, "blue_for_cards")
    draw(state, seat, 2)


def _jose_refusal(state: GameState, seat: int, action: UseAbility) -> IllegalActionError:
    if state.used.get("blue_for_cards", 0) >= PER_TURN["blue_for_cards"]:
        return IllegalActionError(messages.TWICE_PER_TURN)
    return IllegalActionError(messages.ABILITY_BLUE_CARD)


ACTIVE_ABILITIES: tuple[ActiveAbility, ...] = (
    ActiveAbility("heal_by_discarding", _sid_options, _sid_use, _sid_refusal),
    ActiveAbility("life_for_cards", _chuck_options, _chuck_use, _chuck_refusal),
    ActiveAbility("discard_two_shoot", _doc_options, _doc_use, _doc_refusal),
    ActiveAbility("blue_for_cards", _jose_options, _jose_use, _jose_refusal),
)


ACTIVE_TAGS = frozenset(entry.tag for entry in ACTIVE_ABILITIES)


def active_abilities(state: GameState, seat: int) -> list[ActiveAbility]:
    """The play-phase abilities ``seat`` has now."""
    own = abilities(state, seat)
    if own.isdisjoint(ACTIVE_TAGS):
        return []
    return [entry for entry in ACTIVE_ABILITIES if entry.tag in own]
