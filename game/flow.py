"""The turn: whose turn is next, Dynamite, Jail, the draw phase, the play phase, the discard phase.

Each step is a task on the stack; a step pushes the next one when it is done.
``TurnOrder`` always lies at the bottom: whenever nothing else is pending (a
turn ended, or the current player was eliminated) it starts the next turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from game import messages
from game.actions import DECK, DISCARD, Action, ChoosePlayer, ChooseSource, DiscardCard, EndTurn, KeepCards, PickCard
from game.cards import Suit
from game.checks import Check, card_label, wrong_kind
from game.damage import damage, end_game
from game.errors import IllegalActionError
from game.events import AbilityUsed, CardMoved, CardShown, GhostLeft, GhostReturned, PhaseChanged, TurnStarted, Zone
from game.highnoon import reveal_due, reveal_next_event
from game.hooks import (
    abilities,
    draw_count,
    ghosts_return,
    hand_limit,
    next_turn,
    round_leader,
    suit_of,
    turn_start_damage,
)
from game.moves import (
    discard_everything,
    discard_from_hand,
    discard_from_play,
    draw,
    move_in_play,
    take_from_deck,
    take_from_play,
    take_random_from_hand,
)
from game.play import apply_play, explain_play, play_actions
from game.state import NOBODY, GameState, Task, WaitingKind, card_decision
from game.vocabulary import Tag

RED_SUITS = (Suit.HEARTS, Suit.DIAMONDS)
OWN_WAYS_OF_DRAWING: frozenset[Tag] = frozenset(
    {"kit_carlson_draw", "draw_from_player", "draw_from_discard", "draw_from_play"}
)
"""Characters who may be asked how to draw in phase 1."""
DYNAMITE_DAMAGE = 3
KIT_CARLSON_LOOKS_AT = 3


def card_named(state: GameState, seat: int, tag: Tag) -> int | None:
    """The first card in ``seat``'s play area carrying ``tag``."""
    tagged = state.cards_tagged(tag)
    for card in state.players[seat].in_play:
        if card in tagged:
            return card
    return None


@dataclass(slots=True)
class TurnOrder(Task):
    """The bottom of the stack: starts the next player's turn, counting rounds."""

    waiting: int = NOBODY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        seat = next_turn(state, state.turn)
        if seat == round_leader(state):
            state.round += 1
        state.stack.append(StartTurn(seat))


@dataclass(slots=True)
class StartTurn(Task):
    """A turn begins: the next High Noon event first (the Sheriff's turn from round 2), then the turn
    itself; High Noon's life point goes before the Dynamite and Jail checks."""

    player: int
    revealed: bool = False
    waiting: int = NOBODY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        seat = self.player
        if not self.revealed and reveal_due(state, seat):
            self.revealed = True
            reveal_next_event(state)
            return
        state.stack.pop()
        state.turn = seat
        state.bangs_played = 0
        state.fresh.clear()
        state.used.clear()
        player = state.players[seat]
        if not player.alive and ghosts_return(state):
            player.alive = True
            player.ghost = True
            state.emit(GhostReturned(seat))
        state.events.append(TurnStarted(seat))
        state.stack.append(JailStep(seat))
        if card_named(state, seat, "dynamite") is not None:
            state.stack.append(DynamiteStep(seat))
        lost = turn_start_damage(state)
        if lost:
            damage(state, seat, lost, None)


@dataclass(slots=True)
class DynamiteStep(Task):
    """A "draw!" for the Dynamite: 2-9 of spades explodes, anything else passes it to the left."""

    player: int
    waiting: int = NOBODY

    def run(self, state: GameState) -> None:
        if card_named(state, self.player, "dynamite") is None:
            state.stack.pop()
            return
        state.stack.append(Check(self.player, "dynamite"))

    def checked(self, state: GameState, passed: bool) -> None:
        state.stack.pop()
        seat = self.player
        dynamite = card_named(state, seat, "dynamite")
        if dynamite is None:
            return
        if not passed:
            discard_from_play(state, seat, dynamite)
            damage(state, seat, DYNAMITE_DAMAGE, None)
            return
        receiver = state.next_alive(seat)
        while receiver != seat and card_named(state, receiver, "dynamite") is not None:
            receiver = state.next_alive(receiver)
        if receiver != seat:
            move_in_play(state, seat, receiver, dynamite)


@dataclass(slots=True)
class JailStep(Task):
    """A "draw!" for the Jail: a heart frees the player; otherwise his turn is over (he still discards)."""

    player: int
    waiting: int = NOBODY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        if card_named(state, self.player, "jail") is not None:
            state.stack.append(Check(self.player, "jail"))
            return
        state.stack.pop()
        begin_draw_phase(state, self.player)

    def checked(self, state: GameState, passed: bool) -> None:
        state.stack.pop()
        jail = card_named(state, self.player, "jail")
        if jail is not None:
            discard_from_play(state, self.player, jail)
        if passed:
            begin_draw_phase(state, self.player)
        else:
            begin_discard_phase(state, self.player)


def begin_draw_phase(state: GameState, seat: int) -> None:
    """Vera Custer chooses whose ability she takes, then phase 1 begins."""
    if "copy_ability" in abilities(state, seat):
        state.stack.append(VeraChoice(seat))
        return
    state.events.append(PhaseChanged(seat, "draw"))
    state.stack.append(DrawPhase(seat))


def begin_discard_phase(state: GameState, seat: int) -> None:
    state.events.append(PhaseChanged(seat, "discard"))
    state.stack.append(DiscardPhase(seat))


@dataclass(slots=True)
class VeraChoice(Task):
    """Vera Custer takes another living character's ability until she chooses again (asked only when
    there are two or more to choose from)."""

    player: int
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PICK
    turn_flow: ClassVar[bool] = True

    def _choices(self, state: GameState) -> list[int]:
        return [seat for seat in state.alive_seats() if seat != self.player]

    def run(self, state: GameState) -> None:
        choices = self._choices(state)
        if len(choices) > 1:
            self.waiting = self.player
            return
        self._borrow(state, choices[0] if choices else None)

    def _borrow(self, state: GameState, seat: int | None) -> None:
        state.stack.pop()
        if seat is not None:
            state.players[self.player].borrow(state.players[seat].character)
            state.emit(AbilityUsed(self.player, "copy_ability", seat))
        state.events.append(PhaseChanged(self.player, "draw"))
        state.stack.append(DrawPhase(self.player))

    def legal(self, state: GameState) -> list[Action]:
        return [ChoosePlayer(seat) for seat in self._choices(state)]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, ChoosePlayer)
        self.waiting = NOBODY
        self._borrow(state, action.seat)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, ChoosePlayer):
            return IllegalActionError(messages.BAD_CHOICE_OF_PLAYER)
        return wrong_kind(self.kind)


# --- the three phases ------------------------------------------------------------


@dataclass(slots=True)
class DrawPhase(Task):
    """Phase 1: two cards (``hooks.draw_count``), or a character's own way of drawing.

    Kit Carlson looks at three cards when he draws fewer than three and keeps
    as many as he draws; Jesse Jones, Pedro Ramirez and Pat Brennan are asked
    where the first card comes from only when their alternative exists.
    """

    player: int
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PICK
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        seat = self.player
        own = abilities(state, seat)
        if own.isdisjoint(OWN_WAYS_OF_DRAWING):
            self._draw_normally(state)
            self._finish(state)
            return
        if self._kit_carlson(state):
            for _ in range(KIT_CARLSON_LOOKS_AT):
                card = take_from_deck(state)
                if card is None:
                    break
                state.selection.append(card)
                state.emit(CardMoved(card, Zone.DECK, Zone.SELECTION, None, seat, (seat,)))
            if len(state.selection) > draw_count(state, seat):
                self.waiting = seat
                return
            self._keep(state, tuple(state.selection))
            return
        if len(self._sources(state)) > 1:
            self.waiting = seat
            return
        self._draw_normally(state)
        self._finish(state)

    def _kit_carlson(self, state: GameState) -> bool:
        return "kit_carlson_draw" in abilities(state, self.player) and draw_count(state, self.player) < 3

    def _sources(self, state: GameState) -> list[Action]:
        """Where the first card may come from: the deck, another player's hand (Jesse Jones), the discard
        pile (Pedro Ramirez), or instead of drawing a card in play (Pat Brennan)."""
        seat = self.player
        own = abilities(state, seat)
        players = state.players
        sources: list[Action] = [ChooseSource(DECK)]
        if "draw_from_player" in own:
            sources.extend(ChooseSource(i) for i, p in enumerate(players) if i != seat and p.alive and p.hand)
        if "draw_from_discard" in own and state.discard:
            sources.append(ChooseSource(DISCARD))
        if "draw_from_play" in own:
            sources.extend(PickCard(card) for p in players if p.alive for card in p.in_play)
        return sources

    def _draw_normally(self, state: GameState) -> None:
        seat = self.player
        drawn = draw(state, seat, draw_count(state, seat))
        if "black_jack_draw" in abilities(state, seat) and len(drawn) >= 2:
            second = drawn[1]
            state.emit(CardShown(seat, second))
            if suit_of(state, second) in RED_SUITS:
                draw(state, seat, 1)

    def _finish(self, state: GameState) -> None:
        state.stack.pop()
        state.events.append(PhaseChanged(self.player, "play"))
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
        if self._kit_carlson(state):
            keep = draw_count(state, self.player)
            return [KeepCards(chosen) for chosen in combinations(sorted(state.selection), keep)]
        return self._sources(state)

    def decide(self, state: GameState, action: Action) -> None:
        seat = self.player
        if isinstance(action, KeepCards):
            self._keep(state, action.cards)
            return
        if isinstance(action, PickCard):
            owner = next(i for i, p in enumerate(state.players) if action.card in p.in_play)
            state.emit(AbilityUsed(seat, "draw_from_play", owner))
            take_from_play(state, owner, seat, action.card)
            self._finish(state)
            return
        assert isinstance(action, ChooseSource)
        if action.source is DECK:
            self._draw_normally(state)
        else:
            if action.source is DISCARD:
                card = state.discard.pop()
                state.players[seat].hand.append(card)
                state.emit(CardMoved(card, Zone.DISCARD, Zone.HAND, None, seat))
            else:
                take_random_from_hand(state, action.source, seat)
            draw(state, seat, draw_count(state, seat) - 1)
        self._finish(state)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, (KeepCards, ChooseSource, PickCard)):
            if isinstance(action, ChooseSource):
                return IllegalActionError(messages.BAD_SOURCE)
            if isinstance(action, PickCard):
                return IllegalActionError(messages.NOT_IN_SELECTION, card=card_label(state, action.card))
            return IllegalActionError(messages.NOT_LEGAL)
        return wrong_kind(self.kind)


@dataclass(slots=True)
class PlayPhase(Task):
    """Phase 2: the current player plays cards until he ends the phase."""

    player: int
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.PLAY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        self.waiting = self.player

    def legal(self, state: GameState) -> list[Action]:
        return play_actions(state, self.player)

    def decide(self, state: GameState, action: Action) -> None:
        if isinstance(action, EndTurn):
            state.stack.pop()
            begin_discard_phase(state, self.player)
            return
        apply_play(state, self.player, action)

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        return explain_play(state, self.player, action)


@dataclass(slots=True)
class DiscardPhase(Task):
    """Phase 3: discard down to the hand limit (``hooks.hand_limit``), one card at a time."""

    player: int
    waiting: int = NOBODY
    kind: ClassVar[WaitingKind] = WaitingKind.DISCARD
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        if len(state.players[self.player].hand) > hand_limit(state, self.player):
            self.waiting = self.player
            return
        state.stack.pop()
        state.stack.append(EndOfTurn(self.player))

    def legal(self, state: GameState) -> list[Action]:
        return [card_decision(state, DiscardCard, card) for card in state.players[self.player].hand]

    def decide(self, state: GameState, action: Action) -> None:
        assert isinstance(action, DiscardCard)
        discard_from_hand(state, self.player, action.card)
        self.waiting = NOBODY

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        if isinstance(action, DiscardCard):
            return IllegalActionError(messages.NOT_IN_HAND, card=card_label(state, action.card))
        return wrong_kind(self.kind)


@dataclass(slots=True)
class EndOfTurn(Task):
    """The turn is over; the turn order below starts the next one."""

    player: int
    waiting: int = NOBODY
    turn_flow: ClassVar[bool] = True

    def run(self, state: GameState) -> None:
        state.stack.pop()
        player = state.players[self.player]
        if player.ghost:
            discard_everything(state, self.player)
            player.ghost = False
            player.alive = False
            state.emit(GhostLeft(self.player))
            end_game(state, self.player, None)


def opening_stack(first: Task) -> list[Task]:
    """A game's stack: the turn order at the bottom, ``first`` (a turn's start or a phase) on top."""
    return [TurnOrder(), first]
