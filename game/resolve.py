"""Effects in progress that other players answer out of turn.

Bang! and Gatling shots, Indians!, Duels, the General Store, and what follows a
lost life point: the characters' reactions and the last-chance Beer.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import ClassVar

from game import messages
from game.actions import Action, Pass, PickCard, Respond, UseAbility
from game.distance import tag_count
from game.errors import IllegalActionError
from game.events import AbilityUsed, CardMoved, CardPlayed, LifeLost, ShotMissed, Zone
from game.flow import Check, card_label, wrong_kind
from game.state import GameState
from game.table import discard_from_hand, draw, eliminate, heal, take_random_from_hand
from game.tasks import NO_PLAYER, Task, WaitingKind

MISSED_EFFECTS = frozenset({"missed"})
BANG_EFFECTS = frozenset({"bang"})
SWAPPED = {MISSED_EFFECTS: BANG_EFFECTS, BANG_EFFECTS: MISSED_EFFECTS}


def answers(state: GameState, seat: int, effects: frozenset[str]) -> list[int]:
    """Hand cards of ``seat`` that count as one of ``effects`` (Calamity Janet swaps Bang! and Missed!)."""
    player = state.players[seat]
    if "bang_missed_swap" in player.abilities:
        effects = effects | SWAPPED.get(effects, frozenset())
    cards = state.cards
    return [card for card in player.hand if cards[card].definition.effect in effects]


def answer_with(state: GameState, seat: int, card: int) -> None:
    state.emit(CardPlayed(seat, card, as_answer=True))
    discard_from_hand(state, seat, card)


def refuse_answer(state: GameState, seat: int, action: Action, kind: WaitingKind) -> IllegalActionError:
    if isinstance(action, Respond):
        if action.card not in state.players[seat].hand:
            return IllegalActionError(messages.NOT_IN_HAND, card=card_label(state, action.card))
        return IllegalActionError(messages.NOT_AN_ANSWER, card=card_label(state, action.card))
    if isinstance(action, UseAbility):
        return IllegalActionError(messages.NO_ABILITY)
    return wrong_kind(kind)


def damage(state: GameState, seat: int, amount: int, source: int | None) -> None:
    """Take life points away; queue the reactions and, at 0 or less, the last chance."""
    player = state.players[seat]
    player.hp -= amount
    state.emit(LifeLost(seat, amount, player.hp, source))
    abilities = player.abilities
    if "draw_when_hit" in abilities or (
        "steal_when_hit" in abilities and source is not None and source != seat
    ):
        state.stack.append(AfterHit(seat, amount, NO_PLAYER if source is None else source))
    if player.hp <= 0:
        state.stack.append(Dying(seat, NO_PLAYER if source is None else source))


@dataclass(slots=True)
class AfterHit(Task):
    """Bart Cassidy draws, El Gringo takes from the attacker's hand; only if he survived."""

    player: int
    amount: int
    source: int
    waiting: int = NO_PLAYER

    def run(self, state: GameState) -> None:
        state.stack.pop()
        player = state.players[self.player]
        if not player.alive:
            return
        if "draw_when_hit" in player.abilities:
            state.emit(AbilityUsed(self.player, "draw_when_hit"))
            draw(state, self.player, self.amount)
        if "steal_when_hit" in player.abilities and self.source != NO_PLAYER and state.players[self.source].hand:
            state.emit(AbilityUsed(self.player, "steal_when_hit"))
            for _ in range(self.amount):
                take_random_from_hand(state, self.source, self.player)


@dataclass(slots=True)
class Dying(Task):
    """Life at 0 or less: Beer (with more than two alive) or Sid Ketchum's ability, or out."""

    player: int
    source: int
    waiting: int = NO_PLAYER

    def _options(self, state: GameState) -> list[Action]:
        player = state.players[self.player]
        options: list[Action] = []
        if state.alive_count() > 2:
            cards = state.cards
            options.extend(Respond(c) for c in player.hand if cards[c].definition.effect == "beer")
        if "heal_by_discarding" in player.abilities:
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
        eliminate(state, self.player, None if self.source == NO_PLAYER else self.source)

    def legal(self, state: GameState) -> list[Action]:
        return [*self._options(state), Pass()]

    def decide(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass):
            self._die(state)
            return
        if isinstance(action, Respond):
            answer_with(state, self.player, action.card)
        else:
            assert isinstance(action, UseAbility)
            state.emit(AbilityUsed(self.player, "heal_by_discarding"))
            for card in action.cards:
                discard_from_hand(state, self.player, card)
        heal(state, self.player, 1)
        self.waiting = NO_PLAYER

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, UseAbility) and "heal_by_discarding" in state.players[self.player].abilities:
            return IllegalActionError(messages.ABILITY_COST)
        return refuse_answer(state, self.player, action, self.kind)


@dataclass(slots=True)
class Shot(Task):
    """A Bang! effect on one player: Barrel checks first, then Missed! or the hit."""

    source: int
    target: int
    needed: int
    barrels: int
    bang_card: bool
    waiting: int = NO_PLAYER

    def run(self, state: GameState) -> None:
        if not state.players[self.target].alive:
            state.stack.pop()
            return
        if self.needed <= 0:
            state.stack.pop()
            state.emit(ShotMissed(self.target, self.source))
            return
        if self.barrels > 0:
            self.barrels -= 1
            state.stack.append(Check(self.target, "barrel"))
            return
        if state.rules.ask_always or answers(state, self.target, MISSED_EFFECTS):
            self.waiting = self.target
            return
        state.stack.pop()
        damage(state, self.target, 1, self.source)

    def legal(self, state: GameState) -> list[Action]:
        return [*(Respond(c) for c in answers(state, self.target, MISSED_EFFECTS)), Pass()]

    def decide(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass):
            state.stack.pop()
            damage(state, self.target, 1, self.source)
            return
        assert isinstance(action, Respond)
        answer_with(state, self.target, action.card)
        self.needed -= 1
        self.waiting = NO_PLAYER

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.target, action, self.kind)


def new_shot(state: GameState, source: int, target: int, bang_card: bool) -> Shot:
    slab = bang_card and "double_missed" in state.players[source].abilities
    return Shot(source, target, 2 if slab else 1, tag_count(state, target, "barrel"), bang_card)


@dataclass(slots=True)
class Gatling(Task):
    """A Bang! effect on every other player, clockwise from the shooter's left."""

    source: int
    targets: list[int]
    index: int = 0
    waiting: int = NO_PLAYER

    def run(self, state: GameState) -> None:
        while self.index < len(self.targets):
            target = self.targets[self.index]
            self.index += 1
            if state.players[target].alive:
                state.stack.append(new_shot(state, self.source, target, False))
                return
        state.stack.pop()


@dataclass(slots=True)
class Indians(Task):
    """Every other player discards a Bang! or loses a life point."""

    source: int
    targets: list[int]
    index: int = 0
    waiting: int = NO_PLAYER

    def run(self, state: GameState) -> None:
        while self.index < len(self.targets):
            target = self.targets[self.index]
            if not state.players[target].alive:
                self.index += 1
                continue
            if state.rules.ask_always or answers(state, target, BANG_EFFECTS):
                self.waiting = target
                return
            self.index += 1
            damage(state, target, 1, self.source)
            return
        state.stack.pop()

    def legal(self, state: GameState) -> list[Action]:
        return [*(Respond(c) for c in answers(state, self.waiting, BANG_EFFECTS)), Pass()]

    def decide(self, state: GameState, action: Action) -> None:
        target = self.waiting
        self.index += 1
        self.waiting = NO_PLAYER
        if isinstance(action, Pass):
            damage(state, target, 1, self.source)
            return
        assert isinstance(action, Respond)
        answer_with(state, target, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.waiting, action, self.kind)


@dataclass(slots=True)
class Duel(Task):
    """The challenged answers first; whoever does not discard a Bang! loses a life point."""

    challenger: int
    target: int
    current: int
    waiting: int = NO_PLAYER

    def _other(self) -> int:
        return self.challenger if self.current == self.target else self.target

    def run(self, state: GameState) -> None:
        if not (state.players[self.current].alive and state.players[self._other()].alive):
            state.stack.pop()
            return
        if state.rules.ask_always or answers(state, self.current, BANG_EFFECTS):
            self.waiting = self.current
            return
        state.stack.pop()
        damage(state, self.current, 1, self._other())

    def legal(self, state: GameState) -> list[Action]:
        return [*(Respond(c) for c in answers(state, self.current, BANG_EFFECTS)), Pass()]

    def decide(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass):
            state.stack.pop()
            damage(state, self.current, 1, self._other())
            return
        assert isinstance(action, Respond)
        answer_with(state, self.current, action.card)
        self.current = self._other()
        self.waiting = NO_PLAYER

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.current, action, self.kind)


@dataclass(slots=True)
class GeneralStore(Task):
    """Each living player, from the one who played it clockwise, takes one shown card."""

    pickers: list[int] = field(default_factory=list)
    index: int = 0
    waiting: int = NO_PLAYER
    kind: ClassVar[WaitingKind] = WaitingKind.PICK

    def run(self, state: GameState) -> None:
        if not state.selection or self.index >= len(self.pickers):
            state.stack.pop()
            for card in list(state.selection):
                state.selection.remove(card)
                state.discard.append(card)
                state.emit(CardMoved(card, Zone.SELECTION, Zone.DISCARD))
            return
        if len(state.selection) == 1:
            self._give(state, state.selection[0])
            return
        self.waiting = self.pickers[self.index]

    def _give(self, state: GameState, card: int) -> None:
        seat = self.pickers[self.index]
        state.selection.remove(card)
        state.players[seat].hand.append(card)
        state.emit(CardMoved(card, Zone.SELECTION, Zone.HAND, None, seat))
        self.index += 1
        self.waiting = NO_PLAYER

    def legal(self, state: GameState) -> list[Action]:
        return [PickCard(card) for card in state.selection]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickCard)
        self._give(state, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, PickCard):
            return IllegalActionError(messages.NOT_IN_SELECTION, card=card_label(state, action.card))
        return wrong_kind(self.kind)
