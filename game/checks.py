"""The "draw!": flip the top card and read its suit and rank (Lucky Duke flips two and chooses).

The step that needs a check pushes ``Check`` on top of itself; once the card
that counts is known, the check reports the result to that step (``checked``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game import messages
from game.actions import Action, PickCard
from game.errors import IllegalActionError
from game.events import CheckDrawn
from game.hooks import check_passes, has_ability
from game.moves import flip
from game.state import EXPECTED, NOBODY, GameState, Task, WaitingKind, card_decision
from game.vocabulary import CheckReason


def wrong_kind(kind: WaitingKind) -> IllegalActionError:
    return IllegalActionError(messages.WRONG_KIND, expected=EXPECTED[kind])


def card_label(state: GameState, card: int) -> str:
    cards = state.cards
    return cards[card].name if 0 <= card < len(cards) else "?"


@dataclass(slots=True)
class Check(Task):
    """A "draw!" for Dynamite, Jail or a Barrel; Lucky Duke flips two and picks."""

    player: int
    reason: CheckReason
    shown: list[int] = field(default_factory=list)
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PICK

    def run(self, state: GameState) -> None:
        flips = 2 if has_ability(state, self.player, "lucky_check") else 1
        for _ in range(flips):
            card = flip(state)
            if card is not None:
                self.shown.append(card)
        if len(self.shown) == 2:
            self.waiting = self.player
            return
        self._resolve(state, self.shown[0] if self.shown else None)

    def legal(self, state: GameState) -> list[Action]:
        return [card_decision(state, PickCard, card) for card in self.shown]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickCard)
        self._resolve(state, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, PickCard):
            return IllegalActionError(messages.NOT_IN_SELECTION, card=card_label(state, action.card))
        return wrong_kind(self.kind)

    def _resolve(self, state: GameState, card: int | None) -> None:
        """The card that counts (``None``: no card left, the check fails) goes to the step that asked."""
        state.stack.pop()
        passed = card is not None and check_passes(state, self.reason, card)
        state.events.append(CheckDrawn(self.player, -1 if card is None else card, self.reason, passed))
        state.stack[-1].checked(state, passed)
