"""The table: players, piles, the turn and the stack of pending steps.

Everything here is plain data that saves to JSON and loads back identically,
including the state of the one seeded random generator.
"""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, TypeVar, cast

from game import messages
from game.actions import Action, DiscardCard, PickCard, PlayCard, Respond, TargetCard
from game.cards import Card, cards_in_game, catalogue, tagged_cards
from game.characters import CHARACTERS, Character, abilities_with
from game.errors import IllegalActionError
from game.eventcards import EventCard
from game.events import Event
from game.public import next_alive
from game.roles import Role, Side, first_seat
from game.vocabulary import Tag

# --- the stack of pending steps ------------------------------------------------------
# The heart of out-of-turn play. The top task either runs by itself (drawing, a check,
# damage) or waits for one player's decision (``waiting`` is that seat, else NOBODY). Tasks
# are small mutable records of ints so the whole stack saves to JSON; each kind registers
# itself by class name when its module is imported (``game.engine`` imports them all).
# They live here, with the state they act on: a step and the table refer to each other.


class WaitingKind(StrEnum):
    """The four kinds of decision the scenario contract names."""

    PLAY = "play"
    RESPOND = "respond"
    PICK = "pick"
    DISCARD = "discard"


EXPECTED: dict[WaitingKind, str] = {
    WaitingKind.PLAY: messages.EXPECT_PLAY,
    WaitingKind.RESPOND: messages.EXPECT_RESPOND,
    WaitingKind.PICK: messages.EXPECT_PICK,
    WaitingKind.DISCARD: messages.EXPECT_DISCARD,
}

NOBODY = -1
"""The seat of no player: a step that waits for nobody's decision, a hit that comes from no player, a
spectator's view."""

TASK_TYPES: dict[str, type[Task]] = {}

CardDecision = TypeVar("CardDecision", DiscardCard, PickCard, Respond)


class Task:
    """One pending step; subclasses are slotted dataclasses with a ``waiting`` field."""

    __slots__ = ()
    kind: ClassVar[WaitingKind] = WaitingKind.RESPOND
    turn_flow: ClassVar[bool] = False
    """A step of the turn itself: effects in progress have all resolved."""
    waiting: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        TASK_TYPES[cls.__name__] = cls

    def run(self, state: GameState) -> None:
        """Advance by itself: pop, push, or set ``waiting``."""
        raise NotImplementedError

    def legal(self, state: GameState) -> list[Action]:
        """The waiting player's legal decisions."""
        return []

    def decide(self, state: GameState, action: Action) -> None:
        """Apply one decision already known to be legal."""
        raise NotImplementedError

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        """Why ``action`` is not legal here."""
        return IllegalActionError(messages.NOT_LEGAL)

    def checked(self, state: GameState, passed: bool) -> None:
        """The "draw!" this step asked for (pushed on top of it) came out ``passed``."""
        raise NotImplementedError(f"{type(self).__name__} asked for no check")


def task_to_dict(task: Task) -> dict[str, Any]:
    data: dict[str, Any] = {"task": type(task).__name__}
    for f in dataclasses.fields(task):  # type: ignore[arg-type]
        value = getattr(task, f.name)
        data[f.name] = list(value) if isinstance(value, list) else value
    return data


def task_from_dict(data: Any) -> Task:
    """Rebuild a task; raises ValueError on an unknown or malformed one."""
    if not isinstance(data, dict) or data.get("task") not in TASK_TYPES:
        raise ValueError(f"unknown pending step {data!r}")
    cls = TASK_TYPES[data["task"]]
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    fields = {k: v for k, v in data.items() if k != "task"}
    if set(fields) != names:
        raise ValueError(f"malformed pending step {data!r}")
    for key, value in fields.items():
        ok = isinstance(value, (int, str)) or (isinstance(value, list) and all(isinstance(v, int) for v in value))
        if not ok:
            raise ValueError(f"malformed pending step {data!r}")
        if isinstance(value, list):
            fields[key] = list(value)
    task: Task = cls(**fields)
    return task


# --- the table ---------------------------------------------------------------------

STATE_VERSION = 3
"""3: the High Noon events saved by key (``"gold_rush"``); 2 saved their English names (``game.snapshot``
reads both)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Table options fixed for a whole game."""

    expansions: tuple[str, ...] = ()
    ask_always: bool = False
    """Also ask a player whose only answer is to decline (hot-seat secrecy)."""
    beginner: bool = False
    """The beginner game: the cards with the book symbol are left out."""


@dataclass(slots=True)
class PlayerState:
    """One seat."""

    name: str
    role: Role
    character: str
    hp: int
    max_hp: int
    hand: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)
    alive: bool = True
    borrowed: str | None = None
    """Vera Custer: the character whose ability she has until she chooses again (see ``borrow``)."""
    ghost: bool = False
    """Ghost Town: an eliminated player back for his own turn."""
    abilities: frozenset[Tag] = field(init=False, repr=False, compare=False)
    """The character's abilities, a borrowed one included (derived; the rules ask ``hooks.abilities``)."""

    def __post_init__(self) -> None:
        self.borrow(self.borrowed)

    def borrow(self, character: str | None) -> None:
        """Vera Custer takes another character's ability (``None``: only her own)."""
        self.borrowed = character
        self.abilities = CHARACTERS[self.character].abilities if character is None else abilities_with(
            self.character, character)

    @property
    def character_card(self) -> Character:
        return CHARACTERS[self.character]


@dataclass(slots=True)
class GameState:
    """The whole game at one moment.

    Piles are lists whose *last* element is the top card.
    """

    rules: Rules
    players: list[PlayerState]
    deck: list[int]
    discard: list[int]
    rng: random.Random
    turn: int = 0
    bangs_played: int = 0
    selection: list[int] = field(default_factory=list)
    stack: list[Task] = field(default_factory=list)
    winners: list[int] | None = None
    winning_side: Side | None = None
    fresh: list[int] = field(default_factory=list)
    """Green cards put into play this turn: usable from the next turn on."""
    used: dict[Tag, int] = field(default_factory=dict)
    """Abilities used this turn, by ability tag (Doc Holyday once, Jose Delgado twice)."""
    round: int = 1
    """A round begins with the Sheriff's turn (at three players, the Deputy's)."""
    event: EventCard | None = None
    """The High Noon event card in force (the rules ask ``game.hooks``)."""
    events_deck: list[EventCard] = field(default_factory=list)
    """The High Noon cards still to come, face up; the last one is the next."""
    events: list[Event] = field(default_factory=list)
    """Output buffer of the decision being applied; not part of the saved state."""
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    """The catalogue of this game's expansions, indexed by card id (derived, not saved)."""
    plays: dict[tuple[int, int | None, TargetCard | None], PlayCard] = field(init=False, repr=False, compare=False)
    """Every play decision made so far, reused: the legal list of each decision holds the same objects (derived)."""
    plays_at: dict[int, list[PlayCard | None]] = field(init=False, repr=False, compare=False)
    """The same for plays aimed at a player alone, by card, then by target seat (last: at nobody) (derived)."""
    card_decisions: dict[type[Action], list[Action | None]] = field(init=False, repr=False, compare=False)
    """The one-card decisions (discard, answer, pick) made so far, by kind and card id, reused (derived)."""
    abilities_at_table: frozenset[Tag] = field(init=False, repr=False, compare=False)
    """Every ability of the characters at the table (derived): a rule no character has costs nothing."""
    holders: dict[Tag, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    """By ability: the seats that have it or may borrow it (derived, see ``hooks.seats_that_may_have``)."""
    clockwise: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """By seat: every other seat, clockwise from his left, dead or alive (derived: the seating never changes)."""

    def __post_init__(self) -> None:
        self.cards = catalogue(self.rules.expansions)
        self.plays = {}
        self.plays_at = {}
        self.card_decisions = {}
        self.holders = {}
        seats = range(len(self.players))
        self.clockwise = tuple((*seats[seat + 1 :], *seats[:seat]) for seat in seats)
        self.abilities_at_table = frozenset().union(*(CHARACTERS[p.character].abilities for p in self.players))

    @property
    def over(self) -> bool:
        return self.winners is not None

    @property
    def first_seat(self) -> int:
        """Whose turn opens every round (``roles.first_seat``; asked, not kept: a save is checked after it is
        read, and a roster without a Sheriff or Deputy must be refused with its reason, not fail here)."""
        return first_seat([p.role for p in self.players])

    def cards_tagged(self, tag: Tag) -> frozenset[int]:
        """The ids of this game's cards that carry ``tag``."""
        return tagged_cards(self.rules.expansions, tag)

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def alive_seats(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.alive]

    def alive_count(self) -> int:
        return sum(1 for p in self.players if p.alive)

    def next_alive(self, seat: int) -> int:
        """The next living seat clockwise (to the left) after ``seat``."""
        return next_alive(self.players, seat)

    def to_dict(self) -> dict[str, Any]:
        """The saved form: JSON-ready, complete and canonical (read back by ``game.snapshot.state_from_dict``)."""
        version, internal, gauss = self.rng.getstate()
        return {
            "version": STATE_VERSION,
            "rules": {
                "expansions": list(self.rules.expansions),
                "ask_always": self.rules.ask_always,
                "beginner": self.rules.beginner,
            },
            "players": [
                {
                    "name": p.name,
                    "role": p.role.value,
                    "character": p.character,
                    "hp": p.hp,
                    "max_hp": p.max_hp,
                    "hand": list(p.hand),
                    "in_play": list(p.in_play),
                    "alive": p.alive,
                    "borrowed": p.borrowed,
                    "ghost": p.ghost,
                }
                for p in self.players
            ],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "selection": list(self.selection),
            "turn": self.turn,
            "bangs_played": self.bangs_played,
            "stack": [task_to_dict(task) for task in self.stack],
            "winners": None if self.winners is None else list(self.winners),
            "winning_side": self.winning_side,
            "fresh": list(self.fresh),
            "used": dict(sorted(self.used.items())),
            "round": self.round,
            "event": self.event,
            "events_deck": list(self.events_deck),
            "rng": [version, list(internal), gauss],
        }


def all_card_locations(state: GameState) -> list[int]:
    """Every card id in every pile, hand, play area and selection."""
    found = [*state.deck, *state.discard, *state.selection]
    for p in state.players:
        found.extend(p.hand)
        found.extend(p.in_play)
    return found


def check_cards(state: GameState) -> None:
    """Raise ValueError unless every card of the game is in exactly one place."""
    found = sorted(all_card_locations(state))
    if found != list(cards_in_game(state.rules.expansions, state.rules.beginner)):
        raise ValueError("the cards in the state do not match the catalogue")


def card_decision(state: GameState, kind: type[CardDecision], card: int) -> CardDecision:
    """The decision ``kind(card)``, made once per game and reused (decisions are immutable values)."""
    made = state.card_decisions.get(kind)
    if made is None:
        made = state.card_decisions[kind] = [None] * len(state.cards)
    decision = made[card]
    if decision is None:
        decision = made[card] = kind(card)
    return cast(CardDecision, decision)  # stored under its own kind
