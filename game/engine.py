"""Game: the one entry point of the rules core.

At any moment the game waits for exactly one player's decision, or is over.
``legal_actions`` lists that player's decisions; ``apply`` carries one out and
returns the events it caused, or raises ``IllegalActionError`` and changes nothing.
"""
from __future__ import annotations

import reprlib
from dataclasses import dataclass
from typing import Any

from game import messages
from game.actions import ACTION_TYPES, Action, action_from_dict, action_to_dict, is_well_formed
from game.errors import IllegalActionError, SeatError
from game.events import CardMoved, Event, GameOver, seen_by
from game.flow import DrawPhase
from game.hooks import has_ability, seats_that_may_have
from game.moves import draw
from game.roles import Side
from game.setup import GameSetup, new_state
from game.state import GameState, WaitingKind
from game.view import PlayerView, RedactedHistory, Seating


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended."""

    side: Side
    winners: tuple[int, ...]
    reason: str = ""
    """How a 3-player game was won: ``target`` (his own target, himself) or ``last_alive``."""


def advance(state: GameState) -> None:
    """Run pending steps until one waits for a decision or the game is over."""
    stack = state.stack
    suzy = seats_that_may_have(state, "draw_on_empty_hand")
    while stack and state.winners is None:
        top = stack[-1]
        if suzy and top.turn_flow and _refill_empty_hands(state, suzy):
            continue
        if top.waiting >= 0:
            return
        top.run(state)
    if state.winners is None:
        raise RuntimeError("the game has nothing left to do but is not over")


def _refill_empty_hands(state: GameState, seats: tuple[int, ...]) -> bool:
    """Suzy Lafayette (at one of ``seats``) draws once whatever emptied her hand has fully resolved."""
    drew = False
    players = state.players
    for seat in seats:
        player = players[seat]
        if not player.hand and player.alive and has_ability(state, seat, "draw_on_empty_hand"):
            drew = bool(draw(state, seat, 1)) or drew
    return drew


def shape_refusal(action: object) -> IllegalActionError | None:
    """The refusal of a decision of the wrong type or with wrongly typed fields, before any rule reads it."""
    if not is_well_formed(action):
        known = any(isinstance(action, kind) for kind in ACTION_TYPES)
        return IllegalActionError(messages.MALFORMED_DECISION if known else messages.NOT_A_DECISION)
    return None


def seat_error(player: object, seats: int) -> SeatError:
    """Why ``player`` is not one of the ``seats`` seats of a table."""
    if type(player) is not int:
        return SeatError(f"a seat is a whole number from 0 to {seats - 1}, not {reprlib.repr(player)}")
    return SeatError(f"no seat {reprlib.repr(player)} at a {seats}-player table (seats 0 to {seats - 1})")


class Game:
    """A game in progress: its state, its setup (if dealt) and its decision log."""

    def __init__(self, state: GameState, setup: GameSetup | None = None) -> None:
        self.state = state
        self.setup = setup
        self.log: list[tuple[int, Action]] = []
        self.history: list[Event] = []
        self._public: list[Event] = []
        """``history`` as everybody may see it (private card moves face down): views read it, never ``history``."""
        self._revealed: list[list[tuple[int, Event]]] = [[] for _ in state.players]
        """By player: the private card moves of ``history`` he may see, with their positions."""
        self._redacted: dict[int, RedactedHistory] = {}
        """Each player's share of ``history`` (the public copy and the private card moves he may see), made for
        his first view."""
        self._seating = Seating.of(state)
        self._legal: tuple[Action, ...] = ()
        self._legal_at = -1
        """The decider's legal decisions, and the length of the log they were listed at."""
        self._notes: dict[object, object] = {}
        """The notebook every view of this game shares (``PlayerView.notes``)."""
        dealt = state.events
        state.events = []
        advance(state)
        self._record([*dealt, *state.events])
        state.events = []

    @classmethod
    def new(cls, setup: GameSetup) -> Game:
        """Deal a new game; raises SetupError for an impossible table."""
        return cls(new_state(setup), setup)

    # --- what the game waits for -------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.winners is not None

    @property
    def decider(self) -> int | None:
        """The seat whose decision the game waits for; None when it is over."""
        if self.state.winners is not None:
            return None
        return self.state.stack[-1].waiting

    @property
    def waiting_kind(self) -> WaitingKind | None:
        if self.state.winners is not None:
            return None
        return self.state.stack[-1].kind

    @property
    def outcome(self) -> Outcome | None:
        state = self.state
        if state.winners is None or state.winning_side is None:
            return None
        over = next((event for event in reversed(self.history) if type(event) is GameOver), None)
        return Outcome(state.winning_side, tuple(state.winners), "" if over is None else over.reason)

    def legal_actions(self, player: int) -> list[Action]:
        """Sorted by the core's fixed order; empty for everyone but the decider.

        :raises SeatError: ``player`` is not a seat of the table.
        """
        if type(player) is not int or not 0 <= player < len(self.state.players):
            raise seat_error(player, len(self.state.players))
        return list(self._legal_for(player))

    def _legal_for(self, player: int) -> tuple[Action, ...]:
        """``legal_actions`` listed once per decision and shared by every view of it."""
        state = self.state
        if state.winners is not None or player != state.stack[-1].waiting:
            return ()
        if self._legal_at != len(self.log):
            self._legal = tuple(state.stack[-1].legal(state))
            self._legal_at = len(self.log)
        return self._legal

    def _expect_legal(self, actions: tuple[Action, ...]) -> None:
        """Take ``actions`` as the decider's legal decisions now instead of listing them.

        Only for a copy of a game that agrees with a view of the original in everything the listing reads (the
        hard level's play-outs, ``game.ai.hard.PlayOut``), so that the view's decisions are recognised as they
        are; ``tests/game/test_ai_shortcuts.py`` checks that the listing would give the very same."""
        self._legal = actions
        self._legal_at = len(self.log)

    def refusal(self, player: int, action: Action) -> IllegalActionError | None:
        """Why ``player`` may not make ``action`` now, or None if he may."""
        state = self.state
        if state.winners is not None:
            return IllegalActionError(messages.GAME_OVER)
        decider = state.stack[-1].waiting
        if type(player) is not int:
            return IllegalActionError(messages.NOT_A_DECISION)
        if player != decider:
            return IllegalActionError(messages.NOT_AWAITED, player=state.players[decider].name)
        legal = self._legal if self._legal_at == len(self.log) else self._legal_for(player)  # listed for the view
        for candidate in legal:  # agents hand back one of these very objects: no field-by-field comparison
            if candidate is action:
                return None
        malformed = shape_refusal(action)
        if malformed is not None:
            return malformed
        if action in legal:
            return None
        return state.stack[-1].refusal(state, action)

    # --- deciding ------------------------------------------------------------------

    def apply(self, player: int, action: Action) -> list[Event]:
        """Carry out one decision and return its events.

        :raises IllegalActionError: the decision is not legal now; nothing changed.
        """
        refusal = self.refusal(player, action)
        if refusal is not None:
            raise refusal
        state = self.state
        state.events = []
        state.stack[-1].decide(state, action)
        advance(state)
        events = state.events
        state.events = []
        self.log.append((player, action))
        self._record(events)
        return events

    def _record(self, events: list[Event]) -> None:
        """Add ``events`` to the history, and to what everybody may see of it; hand each private card move to
        those who may see it."""
        history, public = self.history, self._public
        start = len(history)
        history.extend(events)
        public.extend(events)
        for position, event in enumerate(events, start):
            if type(event) is CardMoved and event.private_to is not None:
                public[position] = seen_by(event, None)
                for seat in event.private_to:
                    self._revealed[seat].append((position, event))

    # --- what a player may know ------------------------------------------------------

    def names_changed(self) -> None:
        """The players' names were changed (a lesson shows them in the player's language): views show the new ones
        (the seating is otherwise read once, when the game is made)."""
        self._seating = Seating.of(self.state)

    def view_for(self, player: int) -> PlayerView:
        """Own hand and role, the public table and history; never another hand or the deck order.

        The view keeps no reference to the game: what it may show is copied or redacted here.

        :raises SeatError: ``player`` is not a seat of the table (a negative index is not one).
        """
        state = self.state
        if type(player) is not int or not 0 <= player < len(state.players):
            raise seat_error(player, len(state.players))
        stack = state.stack
        selection_visible = not (stack and type(stack[-1]) is DrawPhase and stack[-1].player != player)
        history = self._redacted.get(player)
        if history is None:
            history = self._redacted[player] = RedactedHistory(self._public, self._revealed[player])
        return PlayerView(
            state,
            player,
            self._legal_for(player),
            history,
            self._public,
            len(self.history),
            selection_visible,
            self._notes,
            self._seating,
        )

    # --- saving ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "setup": None if self.setup is None else self.setup.to_dict(),
            "log": [{"player": p, "action": action_to_dict(a)} for p, a in self.log],
            "state": self.state.to_dict(),
        }

    @classmethod
    def replay(cls, setup: GameSetup, log: list[tuple[int, Action]]) -> Game:
        """Deal ``setup`` and apply every logged decision again."""
        game = cls.new(setup)
        for player, action in log:
            game.apply(player, action)
        return game

    @staticmethod
    def log_from_dict(data: Any) -> list[tuple[int, Action]]:
        if not isinstance(data, list):
            raise ValueError("the decision log must be a list")
        log = []
        for entry in data:
            if not isinstance(entry, dict) or set(entry) != {"player", "action"} or type(entry["player"]) is not int:
                raise ValueError(f"malformed log entry {reprlib.repr(entry)}")
            log.append((entry["player"], action_from_dict(entry.get("action"))))
        return log
