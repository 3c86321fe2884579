"""Effects that ask for a choice among cards: the General Store and Brawl."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game import messages
from game.actions import FROM_HAND, Action, ChooseCard, PickCard
from game.checks import card_label, wrong_kind
from game.errors import IllegalActionError
from game.events import CardMoved, Zone
from game.hooks import immune
from game.moves import discard_from_play, discard_random_from_hand
from game.state import NOBODY, GameState, Task, WaitingKind, card_decision


@dataclass(slots=True)
class GeneralStore(Task):
    """Each living player, from the one who played it clockwise, takes one shown card."""

    pickers: list[int] = field(default_factory=list)
    index: int = 0
    waiting: int = NOBODY
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
        self.waiting = NOBODY

    def legal(self, state: GameState) -> list[Action]:
        return [card_decision(state, PickCard, card) for card in state.selection]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickCard)
        self._give(state, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, PickCard):
            return IllegalActionError(messages.NOT_IN_SELECTION, card=card_label(state, action.card))
        return wrong_kind(self.kind)


def losable_cards(state: GameState, victim: int) -> list[ChooseCard]:
    """What a player can be made to lose: a random hand card (one option), or any card in his play area."""
    player = state.players[victim]
    options = [ChooseCard(victim, FROM_HAND)] if player.hand else []
    options.extend(ChooseCard(victim, card) for card in player.in_play)
    return options


def lose_card(state: GameState, choice: ChooseCard) -> None:
    if choice.target_card is FROM_HAND:
        discard_random_from_hand(state, choice.target)
    else:
        discard_from_play(state, choice.target, choice.target_card)


@dataclass(slots=True)
class Brawl(Task):
    """Every other player, from the player's left, discards a card of the player's choice: a random hand
    card or a card in play. He is asked only where there is a real choice."""

    player: int
    victims: list[int]
    card: int
    index: int = 0
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PICK

    def run(self, state: GameState) -> None:
        while self.index < len(self.victims):
            victim = self.victims[self.index]
            options = losable_cards(state, victim)
            if not state.players[victim].alive or not options or immune(state, self.player, self.card, victim):
                self.index += 1
                continue
            if len(options) > 1:
                self.waiting = self.player
                return
            self.index += 1
            lose_card(state, options[0])
        state.stack.pop()

    def legal(self, state: GameState) -> list[Action]:
        return list(losable_cards(state, self.victims[self.index]))

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        self.index += 1
        self.waiting = NOBODY
        lose_card(state, action)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, ChooseCard):
            victim = self.victims[self.index]
            name = state.players[victim].name
            if action.target != victim:
                return IllegalActionError(messages.BRAWL_ORDER, target=name)
            return IllegalActionError(messages.NO_SUCH_TARGET_CARD, target=name)
        return wrong_kind(self.kind)
