"""The play phase: which cards the current player may play, and what they do.

``TARGETING`` says whom each effect may aim at; ``EFFECTS`` resolves a brown
card once it is in the discard pile. Blue cards go into a play area instead.
"""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from game import messages
from game.actions import FROM_HAND, Action, EndTurn, PlayCard, UseAbility
from game.cards import Kind
from game.distance import distance, distances_from, tag_count, weapon_reach
from game.errors import IllegalActionError
from game.events import AbilityUsed, CardMoved, CardPlayed, Zone
from game.flow import card_label, card_named, wrong_kind
from game.resolve import Duel, Gatling, GeneralStore, Indians, new_shot
from game.roles import Role
from game.state import GameState
from game.table import (
    discard_from_hand,
    discard_from_play,
    discard_random_from_hand,
    draw,
    heal,
    put_in_play,
    take_from_deck,
    take_from_play,
    take_random_from_hand,
)
from game.tasks import WaitingKind

TARGETED = frozenset({"bang", "duel", "panic", "cat_balou", "jail"})


def effect_of(state: GameState, seat: int, card: int) -> str:
    """The effect a hand card has when ``seat`` plays it (Calamity Janet's Missed! is a Bang!)."""
    effect = state.cards[card].definition.effect
    if effect == "missed" and "bang_missed_swap" in state.players[seat].abilities:
        return "bang"
    return effect


def others_from_left(state: GameState, seat: int) -> list[int]:
    """Living players other than ``seat``, clockwise starting at his left."""
    players = state.players
    return [s for s in [*range(seat + 1, len(players)), *range(seat)] if players[s].alive]


def may_bang(state: GameState, seat: int) -> bool:
    return state.bangs_played == 0 or tag_count(state, seat, "unlimited_bang") > 0


def has_name_in_play(state: GameState, seat: int, name: str) -> bool:
    cards = state.cards
    return any(cards[c].name == name for c in state.players[seat].in_play)


def _take_targets(state: GameState, card: int, seat: int, target: int) -> list[Action]:
    """Panic!/Cat Balou choices against one player: a random hand card or a chosen card in play."""
    player = state.players[target]
    actions: list[Action] = []
    if target != seat and player.hand:
        actions.append(PlayCard(card, target, FROM_HAND))
    actions.extend(PlayCard(card, target, taken) for taken in player.in_play)
    return actions


UNTARGETED = frozenset({"beer", "saloon", "draw", "general_store", "gatling", "indians"})


def play_actions(state: GameState, seat: int) -> list[Action]:
    """Every legal play-phase decision of ``seat``, in a fixed order."""
    me = state.players[seat]
    players = state.players
    cards = state.cards
    actions: list[Action] = []
    others = others_from_left(state, seat)
    distances = distances_from(state, seat)
    reach = weapon_reach(state, seat)
    in_reach = [t for t in others if distances[t] <= reach] if may_bang(state, seat) else []
    swap = "bang_missed_swap" in me.abilities
    for card in me.hand:
        definition = cards[card].definition
        effect = definition.effect
        if effect == "missed" and swap:
            effect = "bang"
        if effect == "bang":
            actions.extend([PlayCard(card, t) for t in in_reach])
        elif effect in UNTARGETED:
            actions.append(PlayCard(card))
        elif effect == "duel":
            actions.extend([PlayCard(card, t) for t in others])
        elif effect == "panic" or effect == "cat_balou":
            actions.extend(_take_targets(state, card, seat, seat))
            for t in others:
                if effect == "cat_balou" or distances[t] <= 1:
                    actions.extend(_take_targets(state, card, seat, t))
        elif effect == "jail":
            actions.extend(
                PlayCard(card, t)
                for t in others
                if players[t].role is not Role.SHERIFF and not has_name_in_play(state, t, definition.name)
            )
        elif effect in ("equip", "dynamite") and (
            "weapon" in definition.tags or not has_name_in_play(state, seat, definition.name)
        ):
            actions.append(PlayCard(card))
    if "heal_by_discarding" in me.abilities and me.hp < me.max_hp:
        actions.extend(UseAbility(pair) for pair in combinations(sorted(me.hand), 2))
    actions.append(EndTurn())
    return actions


def apply_play(state: GameState, seat: int, action: Action) -> None:
    """Carry out a legal play-phase decision other than ending the phase."""
    if isinstance(action, UseAbility):
        state.emit(AbilityUsed(seat, "heal_by_discarding"))
        for card in action.cards:
            discard_from_hand(state, seat, card)
        heal(state, seat, 1)
        return
    assert isinstance(action, PlayCard)
    card = action.card
    definition = state.cards[card].definition
    state.emit(CardPlayed(seat, card, action.target, action.target_card))
    if definition.kind is Kind.BROWN:
        effect = effect_of(state, seat, card)
        discard_from_hand(state, seat, card)
        EFFECTS[effect](state, seat, action)
    elif definition.effect == "jail":
        assert action.target is not None
        put_in_play(state, seat, action.target, card)
    else:
        if "weapon" in definition.tags:
            old = [c for c in state.players[seat].in_play if "weapon" in state.cards[c].definition.tags]
            put_in_play(state, seat, seat, card)
            for weapon in old:
                discard_from_play(state, seat, weapon)
        else:
            put_in_play(state, seat, seat, card)


def _bang(state: GameState, seat: int, action: PlayCard) -> None:
    assert action.target is not None
    state.bangs_played += 1
    state.stack.append(new_shot(state, seat, action.target, True))


def _beer(state: GameState, seat: int, action: PlayCard) -> None:
    if state.alive_count() > 2:
        heal(state, seat, 1)


def _saloon(state: GameState, seat: int, action: PlayCard) -> None:
    for target in [seat, *others_from_left(state, seat)]:
        heal(state, target, 1)


def _draw(state: GameState, seat: int, action: PlayCard) -> None:
    draw(state, seat, state.cards[action.card].definition.value)


def _general_store(state: GameState, seat: int, action: PlayCard) -> None:
    pickers = [seat, *others_from_left(state, seat)]
    for _ in pickers:
        card = take_from_deck(state)
        if card is None:
            break
        state.selection.append(card)
        state.emit(CardMoved(card, Zone.DECK, Zone.SELECTION))
    state.stack.append(GeneralStore(pickers))


def _panic(state: GameState, seat: int, action: PlayCard) -> None:
    assert action.target is not None and action.target_card is not None
    if action.target_card == FROM_HAND:
        take_random_from_hand(state, action.target, seat)
    else:
        take_from_play(state, action.target, seat, action.target_card)


def _cat_balou(state: GameState, seat: int, action: PlayCard) -> None:
    assert action.target is not None and action.target_card is not None
    if action.target_card == FROM_HAND:
        discard_random_from_hand(state, action.target)
    else:
        discard_from_play(state, action.target, action.target_card)


def _gatling(state: GameState, seat: int, action: PlayCard) -> None:
    state.stack.append(Gatling(seat, others_from_left(state, seat)))


def _indians(state: GameState, seat: int, action: PlayCard) -> None:
    state.stack.append(Indians(seat, others_from_left(state, seat)))


def _duel(state: GameState, seat: int, action: PlayCard) -> None:
    assert action.target is not None
    state.stack.append(Duel(seat, action.target, action.target))


EFFECTS: dict[str, Callable[[GameState, int, PlayCard], None]] = {
    "bang": _bang,
    "beer": _beer,
    "saloon": _saloon,
    "draw": _draw,
    "general_store": _general_store,
    "panic": _panic,
    "cat_balou": _cat_balou,
    "gatling": _gatling,
    "indians": _indians,
    "duel": _duel,
}


def explain_play(state: GameState, seat: int, action: Action) -> IllegalActionError:
    """Why a play-phase decision is refused, as precisely as the rules say."""
    me = state.players[seat]
    if isinstance(action, UseAbility):
        if "heal_by_discarding" not in me.abilities:
            return IllegalActionError(messages.NO_ABILITY)
        if me.hp >= me.max_hp:
            return IllegalActionError(messages.FULL_LIFE)
        return IllegalActionError(messages.ABILITY_COST)
    if not isinstance(action, PlayCard):
        return wrong_kind(WaitingKind.PLAY)
    card = action.card
    name = card_label(state, card)
    if card not in me.hand:
        return IllegalActionError(messages.NOT_IN_HAND, card=name)
    effect = effect_of(state, seat, card)
    if effect == "missed":
        return IllegalActionError(messages.ONLY_AS_ANSWER, card=name)
    target = action.target
    if action.target_card is not None and effect not in ("panic", "cat_balou"):
        return IllegalActionError(messages.NOT_LEGAL)
    if effect not in TARGETED:
        if target is not None:
            return IllegalActionError(messages.NO_TARGET_WANTED, card=name)
        if effect in ("equip", "dynamite"):
            return IllegalActionError(messages.DUPLICATE, target=me.name, card=name)
        return IllegalActionError(messages.NOT_LEGAL)
    if target is None:
        return IllegalActionError(messages.NEEDS_TARGET, card=name)
    if not 0 <= target < len(state.players):
        return IllegalActionError(messages.BAD_TARGET)
    victim = state.players[target]
    if not victim.alive:
        return IllegalActionError(messages.TARGET_DEAD, target=victim.name)
    if target == seat and effect in ("bang", "duel", "jail"):
        return IllegalActionError(messages.TARGET_SELF, card=name)
    if effect == "bang":
        if not may_bang(state, seat):
            return IllegalActionError(messages.ONE_BANG)
        return IllegalActionError(
            messages.OUT_OF_REACH,
            target=victim.name,
            distance=distance(state, seat, target),
            reach=weapon_reach(state, seat),
        )
    if effect == "jail":
        if victim.role is Role.SHERIFF:
            return IllegalActionError(messages.JAIL_SHERIFF)
        return IllegalActionError(messages.DUPLICATE, target=victim.name, card=name)
    if effect in ("panic", "cat_balou"):
        if effect == "panic" and target != seat and distance(state, seat, target) > 1:
            return IllegalActionError(
                messages.TOO_FAR, card=name, target=victim.name, distance=distance(state, seat, target)
            )
        if action.target_card is None:
            return IllegalActionError(messages.NEEDS_TARGET, card=name)
        if action.target_card == FROM_HAND:
            if target == seat:
                return IllegalActionError(messages.OWN_HAND)
            return IllegalActionError(messages.NO_CARDS, target=victim.name)
        return IllegalActionError(messages.NO_SUCH_TARGET_CARD, target=victim.name)
    return IllegalActionError(messages.NOT_LEGAL)


__all__ = ["apply_play", "card_named", "explain_play", "play_actions"]
