"""The turn: Dynamite, Jail, the draw phase, the play phase, the discard phase.

Each step is a task on the stack; a step pushes the next one when it is done.
The "draw!" check lives here too, since Dynamite and Jail start the turn.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import ClassVar

from game import messages
from game.actions import DECK, DISCARD, Action, ChooseSource, DiscardCard, EndTurn, KeepCards, PickCard
from game.cards import Card, Suit
from game.errors import IllegalActionError
from game.events import CardMoved, CardShown, CheckDrawn, PhaseChanged, TurnStarted, Zone
from game.state import GameState
from game.table import (
    RED_SUITS,
    discard_from_hand,
    discard_from_play,
    draw,
    flip,
    take_from_deck,
    take_random_from_hand,
)
from game.tasks import EXPECTED, NO_PLAYER, Task, WaitingKind


def wrong_kind(kind: WaitingKind) -> IllegalActionError:
    return IllegalActionError(messages.WRONG_KIND, expected=EXPECTED[kind])


def card_named(state: GameState, seat: int, tag: str) -> int | None:
    """The first card in ``seat``'s play area carrying ``tag``."""
    cards = state.cards
    for card in state.players[seat].in_play:
        if tag in cards[card].definition.tags:
            return card
    return None


@dataclass(slots=True)
class StartTurn(Task):
    player: int
    waiting: int = NO_PLAYER
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        state.stack.pop()
        state.turn = self.player
        state.bangs_played = 0
        state.emit(TurnStarted(self.player))
        state.stack.append(JailStep(self.player))
        if card_named(state, self.player, "dynamite") is not None:
            state.stack.append(Check(self.player, "dynamite"))


@dataclass(slots=True)
class JailStep(Task):
    player: int
    waiting: int = NO_PLAYER
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        state.stack.pop()
        if card_named(state, self.player, "jail") is not None:
            state.stack.append(Check(self.player, "jail"))
        else:
            begin_draw_phase(state, self.player)


def begin_draw_phase(state: GameState, seat: int) -> None:
    state.emit(PhaseChanged(seat, "draw"))
    state.stack.append(DrawPhase(seat))


def begin_discard_phase(state: GameState, seat: int) -> None:
    state.emit(PhaseChanged(seat, "discard"))
    state.stack.append(DiscardPhase(seat))


# --- "draw!" -----------------------------------------------------------------

CHECK_PASSES: dict[str, Callable[[Card], bool]] = {
    "dynamite": lambda card: not (card.suit is Suit.SPADES and 2 <= card.rank <= 9),
    "jail": lambda card: card.suit is Suit.HEARTS,
    "barrel": lambda card: card.suit is Suit.HEARTS,
}


@dataclass(slots=True)
class Check(Task):
    """A "draw!" for Dynamite, Jail or a Barrel; Lucky Duke flips two and picks."""

    player: int
    reason: str
    shown: list[int] = field(default_factory=list)
    waiting: int = NO_PLAYER
    kind: ClassVar[WaitingKind] = WaitingKind.PICK

    def run(self, state: GameState) -> None:
        flips = 2 if "lucky_check" in state.players[self.player].abilities else 1
        for _ in range(flips):
            card = flip(state)
            if card is not None:
                self.shown.append(card)
        if len(self.shown) == 2:
            self.waiting = self.player
            return
        state.stack.pop()
        resolve_check(state, self.player, self.reason, self.shown[0] if self.shown else None)

    def legal(self, state: GameState) -> list[Action]:
        return [PickCard(card) for card in self.shown]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickCard)
        state.stack.pop()
        resolve_check(state, self.player, self.reason, action.card)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, PickCard):
            return IllegalActionError(messages.NOT_IN_SELECTION, card=card_label(state, action.card))
        return wrong_kind(self.kind)


def card_label(state: GameState, card: int) -> str:
    cards = state.cards
    return cards[card].name if 0 <= card < len(cards) else "?"


def resolve_check(state: GameState, seat: int, reason: str, card: int | None) -> None:
    """Apply the card that counts for a "draw!" (``None``: no card left, the check fails)."""
    passed = card is not None and CHECK_PASSES[reason](state.cards[card])
    state.emit(CheckDrawn(seat, -1 if card is None else card, reason, passed))
    CHECK_OUTCOMES[reason](state, seat, passed)


def _dynamite_outcome(state: GameState, seat: int, passed: bool) -> None:
    from game.resolve import damage

    dynamite = card_named(state, seat, "dynamite")
    if dynamite is None:
        return
    if not passed:
        discard_from_play(state, seat, dynamite)
        damage(state, seat, 3, None)
        return
    receiver = state.next_alive(seat)
    while receiver != seat and card_named(state, receiver, "dynamite") is not None:
        receiver = state.next_alive(receiver)
    if receiver != seat:
        state.players[seat].in_play.remove(dynamite)
        state.players[receiver].in_play.append(dynamite)
        state.emit(CardMoved(dynamite, Zone.IN_PLAY, Zone.IN_PLAY, seat, receiver))


def _jail_outcome(state: GameState, seat: int, passed: bool) -> None:
    jail = card_named(state, seat, "jail")
    if jail is not None:
        discard_from_play(state, seat, jail)
    if passed:
        begin_draw_phase(state, seat)
    else:
        begin_discard_phase(state, seat)


def _barrel_outcome(state: GameState, seat: int, passed: bool) -> None:
    from game.resolve import Shot

    shot = state.stack[-1]
    if passed and isinstance(shot, Shot):
        shot.needed -= 1


CHECK_OUTCOMES: dict[str, Callable[[GameState, int, bool], None]] = {
    "dynamite": _dynamite_outcome,
    "jail": _jail_outcome,
    "barrel": _barrel_outcome,
}


# --- the three phases ------------------------------------------------------------


@dataclass(slots=True)
class DrawPhase(Task):
    """Phase 1: two cards, or a character's own way of drawing."""

    player: int
    waiting: int = NO_PLAYER
    kind: ClassVar[WaitingKind] = WaitingKind.PICK
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        seat = self.player
        abilities = state.players[seat].abilities
        if "kit_carlson_draw" in abilities:
            for _ in range(3):
                card = take_from_deck(state)
                if card is None:
                    break
                state.selection.append(card)
                state.emit(CardMoved(card, Zone.DECK, Zone.SELECTION, None, seat, (seat,)))
            if len(state.selection) > 2:
                self.waiting = seat
                return
            self._keep(state, tuple(state.selection))
            return
        if "draw_from_player" in abilities and self._hands_to_draw_from(state):
            self.waiting = seat
            return
        if "draw_from_discard" in abilities and state.discard:
            self.waiting = seat
            return
        self._draw_normally(state)
        self._finish(state)

    def _hands_to_draw_from(self, state: GameState) -> list[int]:
        return [i for i, p in enumerate(state.players) if i != self.player and p.alive and p.hand]

    def _draw_normally(self, state: GameState) -> None:
        seat = self.player
        drawn = draw(state, seat, 2)
        if "black_jack_draw" in state.players[seat].abilities and len(drawn) == 2:
            second = drawn[1]
            state.emit(CardShown(seat, second))
            if state.cards[second].suit in RED_SUITS:
                draw(state, seat, 1)

    def _finish(self, state: GameState) -> None:
        state.stack.pop()
        state.emit(PhaseChanged(self.player, "play"))
        state.stack.append(PlayPhase(self.player))

    def _keep(self, state: GameState, kept: tuple[int, ...]) -> None:
        seat = self.player
        for card in kept:
            state.selection.remove(card)
            state.players[seat].hand.append(card)
            state.emit(CardMoved(card, Zone.SELECTION, Zone.HAND, seat, seat, (seat,)))
        for card in reversed(list(state.selection)):
            state.deck.append(card)
            state.emit(CardMoved(card, Zone.SELECTION, Zone.DECK, seat, None, (seat,)))
        state.selection.clear()
        self._finish(state)

    def legal(self, state: GameState) -> list[Action]:
        abilities = state.players[self.player].abilities
        if "kit_carlson_draw" in abilities:
            return [KeepCards(pair) for pair in combinations(sorted(state.selection), 2)]
        actions: list[Action] = [ChooseSource(DECK)]
        if "draw_from_player" in abilities:
            actions.extend(ChooseSource(seat) for seat in self._hands_to_draw_from(state))
        if "draw_from_discard" in abilities and state.discard:
            actions.append(ChooseSource(DISCARD))
        return actions

    def decide(self, state: GameState, action: Action) -> None:
        seat = self.player
        if isinstance(action, KeepCards):
            self._keep(state, action.cards)
            return
        assert isinstance(action, ChooseSource)
        if action.source == DECK:
            self._draw_normally(state)
        else:
            if action.source == DISCARD:
                card = state.discard.pop()
                state.players[seat].hand.append(card)
                state.emit(CardMoved(card, Zone.DISCARD, Zone.HAND, None, seat))
            else:
                take_random_from_hand(state, action.source, seat)
            draw(state, seat, 1)
        self._finish(state)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, (KeepCards, ChooseSource)):
            if isinstance(action, ChooseSource):
                return IllegalActionError(messages.BAD_SOURCE)
            return IllegalActionError(messages.NOT_LEGAL)
        return wrong_kind(self.kind)


@dataclass(slots=True)
class PlayPhase(Task):
    """Phase 2: the current player plays cards until he ends the phase."""

    player: int
    waiting: int = NO_PLAYER
    kind: ClassVar[WaitingKind] = WaitingKind.PLAY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        self.waiting = self.player

    def legal(self, state: GameState) -> list[Action]:
        from game.play import play_actions

        return play_actions(state, self.player)

    def decide(self, state: GameState, action: Action) -> None:
        from game.play import apply_play

        if isinstance(action, EndTurn):
            state.stack.pop()
            begin_discard_phase(state, self.player)
            return
        apply_play(state, self.player, action)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        from game.play import explain_play

        return explain_play(state, self.player, action)


@dataclass(slots=True)
class DiscardPhase(Task):
    """Phase 3: discard down to as many cards as life points, one card at a time."""

    player: int
    waiting: int = NO_PLAYER
    kind: ClassVar[WaitingKind] = WaitingKind.DISCARD
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        player = state.players[self.player]
        if len(player.hand) > max(player.hp, 0):
            self.waiting = self.player
            return
        state.stack.pop()
        state.stack.append(EndOfTurn(self.player))

    def legal(self, state: GameState) -> list[Action]:
        return [DiscardCard(card) for card in state.players[self.player].hand]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, DiscardCard)
        discard_from_hand(state, self.player, action.card)
        self.waiting = NO_PLAYER

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, DiscardCard):
            return IllegalActionError(messages.NOT_IN_HAND, card=card_label(state, action.card))
        return wrong_kind(self.kind)


@dataclass(slots=True)
class EndOfTurn(Task):
    player: int
    waiting: int = NO_PLAYER
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        state.stack.pop()
        state.stack.append(StartTurn(state.next_alive(self.player)))
