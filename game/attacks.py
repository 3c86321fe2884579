"""Attacks that other players answer out of turn: BANG! effects, Gatling and Howitzer, Indians!, Duels.

A BANG! effect on one player is a ``Shot``: his Barrels are drawn for first,
then he is asked for Missed! effects (from hand or a green card in play) or
takes the hit.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.actions import PASS, Action, Pass, Respond
from game.checks import Check
from game.damage import answer_with, answered_by_choice, damage, refuse_answer
from game.errors import IllegalActionError
from game.events import AbilityUsed, CardPlayed, ShotMissed
from game.hooks import bang_answers, has_ability, immune, missed_answers, missed_needed, tag_count
from game.moves import discard_from_play, draw
from game.state import NOBODY, GameState, Task, card_decision
from game.vocabulary import EffectKey

DRAWS_ON_ANSWER: frozenset[EffectKey] = frozenset({"dodge"})
"""Missed! effects that also draw a card (Dodge, Bible)."""


def use_missed(state: GameState, seat: int, card: int) -> None:
    """Cancel one BANG! effect with ``card``: a hand card is played, a green card in play is used up."""
    if card in state.players[seat].hand:
        answer_with(state, seat, card)
        drew_by_choice = True
    else:
        state.emit(CardPlayed(seat, card, as_answer=True, from_play=True))
        discard_from_play(state, seat, card)
        drew_by_choice = False
    if state.cards[card].definition.effect in DRAWS_ON_ANSWER:
        draw(state, seat, 1)
    if drew_by_choice:
        answered_by_choice(state, seat)


@dataclass(slots=True)
class Shot(Task):
    """A BANG! effect on one player: Barrel checks first, then Missed! or the hit."""

    source: int
    target: int
    needed: int
    barrels: int
    bang_card: bool
    card: int
    """The card that shot (``NO_CARD`` for Doc Holyday's ability)."""
    waiting: int = NOBODY

    def run(self, state: GameState) -> None:
        if not state.players[self.target].alive:
            state.stack.pop()
            return
        if self.needed <= 0:
            state.stack.pop()
            state.events.append(ShotMissed(self.target, self.source))
            return
        if self.barrels > 0:
            self.barrels -= 1
            state.stack.append(Check(self.target, "barrel"))
            return
        if state.rules.ask_always or missed_answers(state, self.target):
            self.waiting = self.target
            return
        state.stack.pop()
        damage(state, self.target, 1, self.source)

    def checked(self, state: GameState, passed: bool) -> None:
        if passed:
            self.needed -= 1

    def legal(self, state: GameState) -> list[Action]:
        return [*(card_decision(state, Respond, c) for c in missed_answers(state, self.target)), PASS]

    def decide(self, state: GameState, action: Action) -> None:
        if isinstance(action, Pass):
            state.stack.pop()
            damage(state, self.target, 1, self.source)
            return
        assert isinstance(action, Respond)
        self.waiting = NOBODY
        self.needed -= 1
        use_missed(state, self.target, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.target, action, self.kind)


NO_CARD = -1


def new_shot(state: GameState, source: int, target: int, bang_card: bool, card: int) -> Shot:
    """A BANG! effect from ``source`` at ``target`` (``bang_card``: a BANG! card, for Slab the Killer)."""
    needed = missed_needed(state, source, bang_card)
    return Shot(source, target, needed, tag_count(state, target, "barrel"), bang_card, card)


@dataclass(slots=True)
class Gatling(Task):
    """A BANG! effect on every other player, clockwise from the shooter's left (Gatling, Howitzer)."""

    source: int
    targets: list[int]
    card: int
    index: int = 0
    waiting: int = NOBODY

    def run(self, state: GameState) -> None:
        while self.index < len(self.targets):
            target = self.targets[self.index]
            self.index += 1
            if state.players[target].alive and not immune(state, self.source, self.card, target):
                state.stack.append(new_shot(state, self.source, target, False, self.card))
                return
        state.stack.pop()


@dataclass(slots=True)
class Indians(Task):
    """Every other player discards a Bang! or loses a life point (a diamond Indians! passes Apache Kid by)."""

    source: int
    targets: list[int]
    card: int
    index: int = 0
    waiting: int = NOBODY

    def run(self, state: GameState) -> None:
        while self.index < len(self.targets):
            target = self.targets[self.index]
            if not state.players[target].alive or immune(state, self.source, self.card, target):
                self.index += 1
                continue
            if state.rules.ask_always or bang_answers(state, target):
                self.waiting = target
                return
            self.index += 1
            damage(state, target, 1, self.source)
            return
        state.stack.pop()

    def legal(self, state: GameState) -> list[Action]:
        return [*(card_decision(state, Respond, c) for c in bang_answers(state, self.waiting)), PASS]

    def decide(self, state: GameState, action: Action) -> None:
        target = self.waiting
        self.index += 1
        self.waiting = NOBODY
        if isinstance(action, Pass):
            damage(state, target, 1, self.source)
            return
        assert isinstance(action, Respond)
        answer_with(state, target, action.card)
        answered_by_choice(state, target)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.waiting, action, self.kind)


@dataclass(slots=True)
class Duel(Task):
    """The challenged answers first; whoever does not discard a Bang! loses a life point.

    Molly Stark's cards for the Bang!s she discarded come when the Duel is over (``owed``).
    """

    challenger: int
    target: int
    current: int
    owed: list[int] = field(default_factory=list)
    waiting: int = NOBODY

    def _other(self) -> int:
        return self.challenger if self.current == self.target else self.target

    def run(self, state: GameState) -> None:
        if not (state.players[self.current].alive and state.players[self._other()].alive):
            self._over(state, None)
            return
        if state.rules.ask_always or bang_answers(state, self.current):
            self.waiting = self.current
            return
        self._over(state, self.current)

    def _over(self, state: GameState, loser: int | None) -> None:
        state.stack.pop()
        if loser is not None:
            damage(state, loser, 1, self.challenger if loser == self.target else self.target)
        for seat in self.owed:
            if state.players[seat].alive:
                state.emit(AbilityUsed(seat, "draw_on_answer"))
                draw(state, seat, 1)

    def legal(self, state: GameState) -> list[Action]:
        return [*(card_decision(state, Respond, c) for c in bang_answers(state, self.current)), PASS]

    def decide(self, state: GameState, action: Action) -> None:
        self.waiting = NOBODY
        if isinstance(action, Pass):
            self._over(state, self.current)
            return
        assert isinstance(action, Respond)
        answer_with(state, self.current, action.card)
        if state.turn != self.current and has_ability(state, self.current, "draw_on_answer"):
            self.owed.append(self.current)
        self.current = self._other()

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return refuse_answer(state, self.current, action, self.kind)
