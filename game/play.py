"""The play phase: which cards and abilities the current player may use, what they do, and why not.

Every card is played through its effect entry (``game.effects``): the entry
lists whom it may aim at and resolves it. A brown card goes to the discard
pile first (with its cost card, if it has the "discard another card"
symbol); a blue or green card goes into a play area; a green card already in
play from an earlier turn is used by discarding it.
"""
from __future__ import annotations

from functools import lru_cache

from game import messages
from game.abilities import ACTIVE_TAGS, ActiveAbility, active_abilities
from game.actions import END_TURN, Action, PlayCard, UseAbility
from game.cards import CardDef, Kind, catalogue
from game.checks import card_label, wrong_kind
from game.effects import EFFECTS, Aim, Effect, Play
from game.errors import IllegalActionError
from game.events import CardPlayed
from game.hooks import (
    abilities,
    ability_refusal,
    card_barred,
    cards_may_be_barred,
    hand_effect,
    played_effect,
    swaps_missed_and_bang,
)
from game.moves import discard_from_hand, discard_from_play
from game.state import GameState, WaitingKind
from game.vocabulary import EffectKey

PLACE_GREEN: EffectKey = "equip"
"""A green card from hand goes into the play area like any equipment."""


def hand_entry(definition: CardDef, effect: EffectKey) -> Effect:
    """The entry a hand card is played with: placed in play for a green card, else ``effect`` (its printed effect
    as the player's character plays it: ``hooks.hand_effect``)."""
    if definition.kind is Kind.GREEN:
        return EFFECTS[PLACE_GREEN]
    return EFFECTS[effect]


def usable_greens(state: GameState, seat: int) -> list[int]:
    """Green cards in ``seat``'s play area that he may use in his own turn now (not Missed! effects)."""
    player = state.players[seat]
    if not player.in_play or "dodge_city" not in state.rules.expansions:
        return []
    cards = state.cards
    fresh = state.fresh
    return [
        card
        for card in player.in_play
        if cards[card].definition.kind is Kind.GREEN
        and card not in fresh
        and not EFFECTS[cards[card].definition.effect].answer_only
    ]


HandPlay = tuple[Effect, bool]
"""How a card is played from hand in the play phase: its effect entry, and whether a cost card goes with it."""


@lru_cache(maxsize=16)
def hand_plays(expansions: tuple[str, ...], swap: bool) -> tuple[HandPlay | None, ...]:
    """By card id: how each card of the catalogue is played from hand, or None for a card played only as an
    answer (a table made once: the play-phase listing reads it for every card in hand)."""
    plays: list[HandPlay | None] = []
    for card in catalogue(expansions):
        entry = hand_entry(card.definition, played_effect(card.definition.effect, swap))
        plays.append(None if entry.answer_only else (entry, bool(card.definition.cost)))
    return tuple(plays)


def play_actions(state: GameState, seat: int) -> list[Action]:
    """Every legal play-phase decision of ``seat``, in a fixed order: hand cards, green cards in play,
    abilities, ending the turn."""
    me = state.players[seat]
    aim = Aim(state, seat)
    own = abilities(state, seat)
    plays = hand_plays(state.rules.expansions, swaps_missed_and_bang(own))
    barring = cards_may_be_barred(state)
    actions: list[Action] = []
    for card in me.hand:
        play = plays[card]
        if play is None:
            continue
        entry, cost = play
        if barring and card_barred(state, seat, entry.key, entry.bang_card):
            continue
        if cost:
            costs = [other for other in me.hand if other != card]
            actions.extend(
                PlayCard(card, target, target_card, cost)
                for target, target_card in entry.aiming.options(aim, card)
                for cost in costs
            )
        else:
            actions.extend(entry.aiming.plays(aim, card))
    if me.in_play:
        for card in usable_greens(state, seat):
            actions.extend(EFFECTS[state.cards[card].definition.effect].aiming.plays(aim, card))
    if not own.isdisjoint(ACTIVE_TAGS):  # most characters have no play-phase ability: no call
        for ability in active_abilities(state, seat):
            actions.extend(ability.options(state, aim))
    actions.append(END_TURN)
    return actions


def apply_play(state: GameState, seat: int, action: Action) -> None:
    """Carry out a legal play-phase decision other than ending the phase."""
    if isinstance(action, UseAbility):
        _ability_for(state, seat, action).use(state, seat, action)
        return
    assert isinstance(action, PlayCard)
    card = action.card
    play = Play(seat, card, action.target, action.target_card)
    if card in state.players[seat].in_play:
        state.events.append(CardPlayed(seat, card, action.target, action.target_card, from_play=True))
        discard_from_play(state, seat, card)
        EFFECTS[state.cards[card].definition.effect].resolve(state, play)
        return
    entry = hand_entry(state.cards[card].definition, hand_effect(state, seat, card))
    state.events.append(CardPlayed(seat, card, action.target, action.target_card, False, action.cost))
    if not entry.placed:
        discard_from_hand(state, seat, card)
        if action.cost is not None:
            discard_from_hand(state, seat, action.cost)
    entry.resolve(state, play)


def _ability_for(state: GameState, seat: int, action: UseAbility) -> ActiveAbility:
    entries = active_abilities(state, seat)
    aim = Aim(state, seat)
    return next(entry for entry in entries if action in entry.options(state, aim))


def explain_play(state: GameState, seat: int, action: Action) -> IllegalActionError:
    """Why a play-phase decision is refused, as precisely as the rules say."""
    me = state.players[seat]
    if isinstance(action, UseAbility):
        entries = active_abilities(state, seat)
        if not entries:
            return IllegalActionError(ability_refusal(state))
        return entries[0].refusal(state, seat, action)
    if not isinstance(action, PlayCard):
        return wrong_kind(WaitingKind.PLAY)
    card = action.card
    name = card_label(state, card)
    aim = Aim(state, seat)
    if card in me.in_play:
        definition = state.cards[card].definition
        if definition.kind is not Kind.GREEN:
            return IllegalActionError(messages.NOT_GREEN, card=name)
        if card in state.fresh:
            return IllegalActionError(messages.GREEN_NOT_YET, card=name)
        entry = EFFECTS[definition.effect]
        if entry.answer_only:
            return IllegalActionError(messages.ONLY_AS_ANSWER, card=name)
        if action.cost is not None:
            return IllegalActionError(messages.NO_COST_WANTED, card=name)
        return entry.aiming.refusal(aim, card, action.target, action.target_card)
    if card not in me.hand:
        return IllegalActionError(messages.NOT_IN_HAND, card=name)
    entry = hand_entry(state.cards[card].definition, hand_effect(state, seat, card))
    if entry.answer_only:
        return IllegalActionError(messages.ONLY_AS_ANSWER, card=name)
    barred = card_barred(state, seat, entry.key, entry.bang_card)
    if barred is not None:
        return IllegalActionError(barred)
    if state.cards[card].definition.cost:
        if action.cost is None:
            return IllegalActionError(messages.NEEDS_COST, card=name)
        if action.cost == card or action.cost not in me.hand:
            return IllegalActionError(messages.COST_NOT_IN_HAND, card=name)
    elif action.cost is not None:
        return IllegalActionError(messages.NO_COST_WANTED, card=name)
    return entry.aiming.refusal(aim, card, action.target, action.target_card)


__all__ = ["apply_play", "explain_play", "play_actions", "usable_greens"]
