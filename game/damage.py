"""Losing life and leaving the game: the hit, the reactions to it, the last chance, the elimination.

After an elimination the end conditions come first; if the game goes on, the
dead player's cards go to Vulture Sam or the discard pile, then the reward or
the penalty, then the other characters' reactions (Greg Digger, Herb Hunter).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from game import messages
from game.actions import PASS, Action, Pass, Respond, UseAbility
from game.checks import card_label, wrong_kind
from game.errors import IllegalActionError
from game.events import (
    AbilityUsed,
    CardMoved,
    CardPlayed,
    GameOver,
    LifeLost,
    PenaltyApplied,
    PlayerEliminated,
    RewardGiven,
    RoleRevealed,
    Zone,
)
from game.hooks import abilities, beer_heal, beers_barred, has_ability
from game.moves import discard_everything, discard_from_hand, draw, heal, take_from_play, take_random_from_hand
from game.roles import SIDE_OF, Role, is_three_player_game, three_player_winner, winners_of, winning_side
from game.state import NOBODY, GameState, Task, WaitingKind, card_decision
from game.vocabulary import Tag

REWARD_CARDS = 3


def damage(state: GameState, seat: int, amount: int, source: int | None) -> None:
    """Take life points away; queue the reactions and, at 0 or less, the last chance.

    A ghost (Ghost Town) cannot die: nothing can take life points from him.
    """
    player = state.players[seat]
    if player.ghost:
        return
    player.hp -= amount
    state.events.append(LifeLost(seat, amount, player.hp, source))
    own = abilities(state, seat)
    if "draw_when_hit" in own or ("steal_when_hit" in own and source is not None and source != seat):
        state.stack.append(AfterHit(seat, amount, NOBODY if source is None else source))
    if player.hp <= 0:
        state.stack.append(Dying(seat, NOBODY if source is None else source))


def answered_by_choice(state: GameState, seat: int, cards: int = 1) -> None:
    """Molly Stark draws a card for each hand card she plays or discards by choice out of her turn."""
    if state.turn != seat and has_ability(state, seat, "draw_on_answer"):
        state.emit(AbilityUsed(seat, "draw_on_answer"))
        draw(state, seat, cards)


def answer_with(state: GameState, seat: int, card: int) -> None:
    """Play a hand card as an answer: it goes to the discard pile."""
    state.emit(CardPlayed(seat, card, as_answer=True))
    discard_from_hand(state, seat, card)


@dataclass(slots=True)
class AfterHit(Task):
    """Bart Cassidy draws, El Gringo takes from the attacker's hand; only if he survived."""

    player: int
    amount: int
    source: int
    waiting: int = NOBODY

    def run(self, state: GameState) -> None:
        state.stack.pop()
        player = state.players[self.player]
        if not player.alive:
            return
        own = abilities(state, self.player)
        if "draw_when_hit" in own:
            state.emit(AbilityUsed(self.player, "draw_when_hit"))
            draw(state, self.player, self.amount)
        if "steal_when_hit" in own and self.source != NOBODY and state.players[self.source].hand:
            state.emit(AbilityUsed(self.player, "steal_when_hit"))
            for _ in range(self.amount):
                take_random_from_hand(state, self.source, self.player)


@dataclass(slots=True)
class Dying(Task):
    """Life at 0 or less: Beer (with more than two alive) or Sid Ketchum's ability, or out."""

    player: int
    source: int
    waiting: int = NOBODY

    def _options(self, state: GameState) -> list[Action]:
        player = state.players[self.player]
        options: list[Action] = []
        if state.alive_count() > 2 and not beers_barred(state):
            cards = state.cards
            beers = [card for card in player.hand if cards[card].definition.effect == "beer"]
            options.extend(card_decision(state, Respond, card) for card in beers)
        if has_ability(state, self.player, "heal_by_discarding"):
            options.extend(UseAbility(pair) for pair in combinations(sorted(player.hand), 2))
        return options

    def run(self, state: GameState) -> None:
        if state.players[self.player].hp > 0:
            state.stack.pop()
            return
        if state.rules.ask_always or self._options(state):
            self.waiting = self.player
            return
        self._die(state)

    def _die(self, state: GameState) -> None:
        state.stack.pop()
        eliminate(state, self.player, None if self.source == NOBODY else self.source)

    def legal(self, state: GameState) -> list[Action]:
        return [*self._options(state), PASS]

    def decide(self, state: GameState, action: Action) -> None:
        self.waiting = NOBODY
        if isinstance(action, Pass):
            self._die(state)
            return
        if isinstance(action, Respond):
            answer_with(state, self.player, action.card)
            heal(state, self.player, beer_heal(state, self.player))
            answered_by_choice(state, self.player)
            return
        assert isinstance(action, UseAbility)
        state.emit(AbilityUsed(self.player, "heal_by_discarding"))
        for card in action.cards:
            discard_from_hand(state, self.player, card)
        heal(state, self.player, 1)
        answered_by_choice(state, self.player, len(action.cards))

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, UseAbility) and has_ability(state, self.player, "heal_by_discarding"):
            return IllegalActionError(messages.ABILITY_COST)
        if isinstance(action, Respond) and beers_barred(state) and _is_beer_in_hand(state, self.player, action):
            return IllegalActionError(messages.REVEREND_NO_BEER)
        return refuse_answer(state, self.player, action, self.kind)


def _is_beer_in_hand(state: GameState, seat: int, action: Respond) -> bool:
    return action.card in state.players[seat].hand and state.cards[action.card].definition.effect == "beer"


def refuse_answer(state: GameState, seat: int, action: Action, kind: WaitingKind) -> IllegalActionError:
    """Why an answer is refused: not held, not an answer to this, or not an answer at all."""
    if isinstance(action, Respond):
        player = state.players[seat]
        if action.card not in player.hand and action.card not in player.in_play:
            return IllegalActionError(messages.NOT_IN_HAND, card=card_label(state, action.card))
        if action.card in state.fresh:
            return IllegalActionError(messages.GREEN_NOT_YET, card=card_label(state, action.card))
        return IllegalActionError(messages.NOT_AN_ANSWER, card=card_label(state, action.card))
    if isinstance(action, UseAbility):
        return IllegalActionError(messages.NO_ABILITY)
    return wrong_kind(kind)


# --- the end of the game and eliminations -------------------------------------------------


def end_game(state: GameState, victim: int, killer: int | None) -> bool:
    """Declare the game over if someone has won (no High Noon event stays in force); returns whether it has."""
    roles = [p.role for p in state.players]
    alive = [p.alive for p in state.players]
    if is_three_player_game(roles):
        result = three_player_winner(roles, alive, victim, killer)
        if result is None:
            return False
        winner, reason = result
        state.winners = [winner]
        state.winning_side = SIDE_OF[roles[winner]]
        state.stack.clear()
        state.event = None
        state.emit(GameOver(state.winning_side, (winner,), reason))
        return True
    side = winning_side(roles, alive)
    if side is None:
        return False
    state.winners = winners_of(side, roles, alive)
    state.winning_side = side
    state.stack.clear()
    state.event = None
    state.emit(GameOver(side, tuple(state.winners)))
    return True


def _heirs(state: GameState, victim: int) -> list[int]:
    """Living players who take a dead player's cards (Vulture Sam), nearest to the victim's left first."""
    count = len(state.players)
    order = [(victim + step) % count for step in range(1, count)]
    return [seat for seat in order if state.players[seat].alive and has_ability(state, seat, "take_cards_of_dead")]


def _hand_over_cards(state: GameState, victim: int, heirs: list[int]) -> None:
    """Vulture Sam takes every card of the dead; two of them take turns, one card each (hand first)."""
    player = state.players[victim]
    turn = 0
    for card in list(player.hand):
        heir = heirs[turn % len(heirs)]
        player.hand.remove(card)
        state.players[heir].hand.append(card)
        state.emit(CardMoved(card, Zone.HAND, Zone.HAND, victim, heir, (victim, heir)))
        turn += 1
    for card in list(player.in_play):
        take_from_play(state, victim, heirs[turn % len(heirs)], card)
        turn += 1


def _reward_or_penalty(state: GameState, victim: int, killer: int | None) -> None:
    if killer is None or killer == victim or not state.players[killer].alive:
        return
    killer_role = state.players[killer].role
    victim_role = state.players[victim].role
    if is_three_player_game([p.role for p in state.players]) or victim_role is Role.OUTLAW:
        state.emit(RewardGiven(killer))
        draw(state, killer, REWARD_CARDS)
    elif victim_role is Role.DEPUTY and killer_role is Role.SHERIFF:
        state.emit(PenaltyApplied(killer))
        discard_everything(state, killer)


def _regain_two(state: GameState, seat: int) -> None:
    heal(state, seat, 2)


def _draw_two(state: GameState, seat: int) -> None:
    draw(state, seat, 2)


ON_ELIMINATION: dict[Tag, Callable[[GameState, int], None]] = {
    "heal_on_death": _regain_two,
    "draw_on_death": _draw_two,
}
"""Characters who gain whenever another player is eliminated (Greg Digger, Herb Hunter)."""


def eliminate(state: GameState, victim: int, killer: int | None) -> None:
    """Remove a player; reveal, check the end, hand the cards on, reward or punish, let others react.

    When the victim is the current player, his turn's pending steps are dropped
    and the next player's turn begins.
    """
    player = state.players[victim]
    player.alive = False
    state.emit(PlayerEliminated(victim, killer))
    state.emit(RoleRevealed(victim, player.role))
    if end_game(state, victim, killer):
        discard_everything(state, victim)
        return
    heirs = _heirs(state, victim)
    if heirs:
        _hand_over_cards(state, victim, heirs)
    else:
        discard_everything(state, victim)
    _reward_or_penalty(state, victim, killer)
    count = len(state.players)
    for seat in [(victim + step) % count for step in range(1, count)]:
        if not state.players[seat].alive:
            continue
        for ability in abilities(state, seat):
            reaction = ON_ELIMINATION.get(ability)
            if reaction is not None:
                state.emit(AbilityUsed(seat, ability, victim))
                reaction(state, seat)
    if victim == state.turn:
        drop_turn(state)


def drop_turn(state: GameState) -> None:
    """End the current turn at once: the shown cards go to the discard pile, every pending step of the
    turn is dropped, and the turn order (always the bottom step) starts the next turn."""
    for card in state.selection:
        state.discard.append(card)
        state.emit(CardMoved(card, Zone.SELECTION, Zone.DISCARD))
    state.selection.clear()
    del state.stack[1:]
