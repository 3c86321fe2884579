"""The table: players, piles, the turn and the stack of pending steps.

Everything here is plain data that saves to JSON and loads back identically,
including the state of the one seeded random generator.
"""
from __future__ import annotations

import dataclasses
import random
import reprlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.cards import KNOWN_EXPANSIONS, Card, Kind, catalogue
from game.characters import CHARACTERS, Character
from game.events import Event
from game.roles import ROLE_DISTRIBUTION, Role, Side, winners_of, winning_side

if TYPE_CHECKING:
    from game.tasks import Task

STATE_VERSION = 1
LOWEST_HP = -10
"""Below any life a game can reach: a lethal hit leaves a few points under 0 at most (Dynamite from 1: -2)."""
ROLES_BY_COUNT: dict[int, tuple[Role, ...]] = {
    3: (Role.DEPUTY, Role.OUTLAW, Role.RENEGADE),
    **ROLE_DISTRIBUTION,
    8: (Role.SHERIFF, Role.DEPUTY, Role.DEPUTY, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.RENEGADE, Role.RENEGADE),
}
"""cards.md e.: the roles dealt for each player count, dead players included (3 players: no Sheriff)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Table options fixed for a whole game."""

    expansions: tuple[str, ...] = ()
    ask_always: bool = False
    """Also ask a player whose only answer is to decline (hot-seat secrecy)."""


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

    @property
    def abilities(self) -> frozenset[str]:
        return CHARACTERS[self.character].abilities

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
    winning_side: str | None = None
    events: list[Event] = field(default_factory=list)
    """Output buffer of the decision being applied; not part of the saved state."""
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    """The catalogue of this game's expansions, indexed by card id (derived, not saved)."""

    def __post_init__(self) -> None:
        self.cards = catalogue(self.rules.expansions)

    @property
    def over(self) -> bool:
        return self.winners is not None

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def alive_seats(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.alive]

    def alive_count(self) -> int:
        return sum(1 for p in self.players if p.alive)

    def next_alive(self, seat: int) -> int:
        """The next living seat clockwise (to the left) after ``seat``."""
        count = len(self.players)
        for step in range(1, count + 1):
            candidate = (seat + step) % count
            if self.players[candidate].alive:
                return candidate
        return seat

    def to_dict(self) -> dict[str, Any]:
        """The saved form: JSON-ready, complete and canonical."""
        from game.tasks import task_to_dict

        version, internal, gauss = self.rng.getstate()
        return {
            "version": STATE_VERSION,
            "rules": {"expansions": list(self.rules.expansions), "ask_always": self.rules.ask_always},
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
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameState:
        """Rebuild a state from ``to_dict`` output, checked as a table the rules could have reached.

        :raises ValueError: naming the first problem (a wrong type, a value out of range, a card
            missing or twice, a pending step or awaited player that does not fit the table).
        """
        from game.tasks import task_from_dict

        fields = _object(data, "the state", STATE_KEYS)
        if type(fields["version"]) is not int or fields["version"] != STATE_VERSION:
            raise ValueError(f"unsupported state version {fields['version']!r}")
        players_data = fields["players"]
        if not isinstance(players_data, list):
            raise ValueError("players must be a list")
        winners = fields["winners"]
        side = fields["winning_side"]
        if side is not None and side not in {s.value for s in Side}:
            raise ValueError(f"unknown winning_side {side!r}: the winners must be a side of the game")
        stack_data = fields["stack"]
        if not isinstance(stack_data, list):
            raise ValueError("stack must be a list of pending steps")
        state = cls(
            rules=_rules(fields["rules"]),
            players=[_player(entry, seat) for seat, entry in enumerate(players_data)],
            deck=_ints(fields["deck"], "deck"),
            discard=_ints(fields["discard"], "discard"),
            rng=_rng(fields["rng"]),
            turn=_int(fields["turn"], "turn"),
            bangs_played=_int(fields["bangs_played"], "bangs_played"),
            selection=_ints(fields["selection"], "selection"),
            stack=[task_from_dict(t) for t in stack_data],
            winners=None if winners is None else _ints(winners, "winners"),
            winning_side=side,
        )
        check_state(state)
        return state


# --- reading a saved state back: every field checked ------------------------------------

STATE_KEYS = frozenset(
    {"version", "rules", "players", "deck", "discard", "selection", "turn", "bangs_played", "stack", "winners",
     "winning_side", "rng"}
)
PLAYER_KEYS = frozenset({"name", "role", "character", "hp", "max_hp", "hand", "in_play", "alive"})
MAX_BANGS_PLAYED = 1000
MT_WORDS = 624
"""The Mersenne Twister's state: 624 32-bit words and a position 0..624."""


def _object(data: Any, what: str, keys: frozenset[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{what} must be an object")
    missing, extra = keys - set(data), set(data) - keys
    if missing or extra:
        raise ValueError(f"{what} must have exactly the keys {sorted(keys)}")
    return data


def _int(value: Any, what: str = "a value") -> int:
    if type(value) is not int:
        raise ValueError(f"{what} must be an integer, not {reprlib.repr(value)}")
    return value


def _ints(values: Any, what: str = "a list") -> list[int]:
    if not isinstance(values, list) or any(type(v) is not int for v in values):
        raise ValueError(f"{what} must be a list of integers")
    return list(values)


def _bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{what} must be true or false")
    return value


def _rules(data: Any) -> Rules:
    fields = _object(data, "rules", frozenset({"expansions", "ask_always"}))
    expansions = fields["expansions"]
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise ValueError("rules: expansions must be a list of names")
    unknown = set(expansions) - KNOWN_EXPANSIONS
    if unknown or len(set(expansions)) != len(expansions):
        raise ValueError(f"rules: unknown expansion or one named twice in {reprlib.repr(expansions)}")
    return Rules(tuple(expansions), _bool(fields["ask_always"], "rules: ask_always"))


def _player(data: Any, seat: int) -> PlayerState:
    fields = _object(data, f"player {seat}", PLAYER_KEYS)
    name = fields["name"]
    if not isinstance(name, str):
        raise ValueError(f"player {seat}: name must be a string")
    role, character = fields["role"], fields["character"]
    if role not in {r.value for r in Role}:
        raise ValueError(f"{name}: unknown role {reprlib.repr(role)}")
    if not isinstance(character, str) or character not in CHARACTERS:
        raise ValueError(f"{name}: unknown character {reprlib.repr(character)}")
    return PlayerState(
        name=name,
        role=Role(role),
        character=character,
        hp=_int(fields["hp"], f"{name}: hp"),
        max_hp=_int(fields["max_hp"], f"{name}: max_hp"),
        hand=_ints(fields["hand"], f"{name}: hand"),
        in_play=_ints(fields["in_play"], f"{name}: in_play"),
        alive=_bool(fields["alive"], f"{name}: alive"),
    )


def _rng(data: Any) -> random.Random:
    problem = ValueError("the random generator state is invalid")
    if not isinstance(data, list) or len(data) != 3:
        raise problem
    version, internal, gauss = data
    if type(version) is not int or not isinstance(internal, list) or len(internal) != MT_WORDS + 1:
        raise problem
    if any(type(word) is not int or not 0 <= word < 2**32 for word in internal[:-1]):
        raise problem
    if type(internal[-1]) is not int or not 0 <= internal[-1] <= MT_WORDS:
        raise problem
    if gauss is not None and type(gauss) is not float:
        raise problem
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (ValueError, TypeError, OverflowError):
        raise problem from None
    return rng


def check_state(state: GameState) -> None:
    """Raise ValueError unless ``state`` is a table the rules could have reached, waiting for a decision."""
    players = state.players
    count = len(players)
    if count not in ROLES_BY_COUNT:
        raise ValueError(f"a game has 3 to 8 players, not {count}")
    names = [p.name for p in players]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"two players named {twice[0]!r}")
    wanted = ROLES_BY_COUNT[count]
    if sorted(p.role.value for p in players) != sorted(r.value for r in wanted):
        shown = ", ".join(f"{wanted.count(r)} {r.value}" for r in Role if wanted.count(r))
        raise ValueError(f"roles for {count} players must be {shown}")
    dying = {task.player for task in state.stack if type(task).__name__ == "Dying"}  # type: ignore[attr-defined]
    for seat, player in enumerate(players):
        _check_player(state, seat, player, seat in dying)
    check_cards(state)
    _check_play_areas(state)
    if not 0 <= state.bangs_played <= MAX_BANGS_PLAYED:
        raise ValueError(f"bangs_played {state.bangs_played} is out of range")
    if not 0 <= state.turn < count:
        raise ValueError(f"turn {state.turn} is not a player")
    _check_outcome(state)
    if state.winners is None and not players[state.turn].alive:
        raise ValueError(f"the turn belongs to {players[state.turn].name}, who is out")
    check_stack(state)


def _check_player(state: GameState, seat: int, player: PlayerState, dying: bool) -> None:
    name = player.name
    expected = CHARACTERS[player.character].hp + (1 if player.role is Role.SHERIFF else 0)
    if player.max_hp != expected:
        raise ValueError(f"{name}: max_hp {player.max_hp} is not {expected} ({player.character}, {player.role.value})")
    if not LOWEST_HP <= player.hp <= player.max_hp:
        raise ValueError(f"{name}: hp {player.hp} is outside {LOWEST_HP}..{player.max_hp}")
    if player.alive and player.hp <= 0 and not dying:
        raise ValueError(f"{name}: alive at {player.hp} life, yet no lethal hit is pending")
    if not player.alive and (player.hand or player.in_play):
        raise ValueError(f"{name} is out of the game and holds cards")


def _check_play_areas(state: GameState) -> None:
    cards = state.cards
    for player in state.players:
        names = [cards[c].name for c in player.in_play]
        for card in player.in_play:
            if cards[card].definition.kind is Kind.BROWN:
                raise ValueError(f"{player.name}: {cards[card].name} is a brown card and cannot be in play")
        if len(set(names)) != len(names):
            raise ValueError(f"{player.name}: two cards of one name in play")
        if sum(1 for c in player.in_play if "weapon" in cards[c].definition.tags) > 1:
            raise ValueError(f"{player.name}: two weapons in play")
        if player.role is Role.SHERIFF and any("jail" in cards[c].definition.tags for c in player.in_play):
            raise ValueError("the Sheriff cannot be in Jail")


def _check_outcome(state: GameState) -> None:
    """The winners recorded are exactly those that follow from who is alive."""
    roles = [p.role for p in state.players]
    alive = [p.alive for p in state.players]
    side = winning_side(roles, alive)
    if state.winners is None:
        if side is not None or state.winning_side is not None:
            raise ValueError("the winners and winning_side do not follow from who is alive")
        if sum(alive) < 2:
            raise ValueError("a game with fewer than two players alive must have winners")
        return
    if side is None or state.winning_side != side.value or state.winners != winners_of(side, roles, alive):
        raise ValueError("the winners and winning_side do not follow from who is alive")


# Pending steps are checked by their fields' declared types and, for the fields below, their ranges.
SEAT_FIELDS = frozenset({"player", "target", "challenger", "current"})
"""A player's seat."""
OPTIONAL_SEAT_FIELDS = frozenset({"waiting", "source"})
"""A seat, or -1 for nobody."""
SEAT_LIST_FIELDS = frozenset({"targets", "pickers"})
CARD_LIST_FIELDS = frozenset({"shown"})
COUNT_FIELDS = frozenset({"needed", "barrels", "amount", "index"})
"""Small counts; ``index`` goes through a task's list of seats."""
CHECK_REASON_FIELDS = frozenset({"reason"})
FLAG_FIELDS = frozenset({"bang_card"})
KNOWN_TASK_FIELDS = (
    SEAT_FIELDS | OPTIONAL_SEAT_FIELDS | SEAT_LIST_FIELDS | CARD_LIST_FIELDS | COUNT_FIELDS | CHECK_REASON_FIELDS
    | FLAG_FIELDS
)
MAX_COUNT = 10


FIELD_TYPE_CHECKS: dict[str, Callable[[Any], bool]] = {
    "int": lambda value: type(value) is int,
    "bool": lambda value: type(value) is bool,
    "str": lambda value: type(value) is str,
    "list[int]": lambda value: type(value) is list and all(type(item) is int for item in value),
}
"""A pending step's field, by its declared type; a field of any other type is refused (extend this)."""


def check_stack(state: GameState) -> None:
    """Pending steps of the right types and ranges, and a living player awaited (unless the game is over)."""
    for task in state.stack:
        _check_task_types(task)
    if state.winners is not None:
        if state.stack:
            raise ValueError("the game is over but steps are still pending")
        return
    if not state.stack:
        raise ValueError("the game is not over but has nothing left to do")
    awaited = state.stack[-1].waiting
    if awaited < 0:
        raise ValueError("the game waits for nobody's decision: a save is made only while a player decides")
    if awaited >= len(state.players) or not state.players[awaited].alive:
        raise ValueError(f"awaited player {awaited} is not a living player")
    for task in state.stack:
        _check_task_ranges(state, task)


def _check_task_types(task: Task) -> None:
    for declared_field in dataclasses.fields(task):  # type: ignore[arg-type]
        value = getattr(task, declared_field.name)
        kind = declared_field.type
        declared = kind if isinstance(kind, str) else getattr(kind, "__name__", "")
        check = FIELD_TYPE_CHECKS.get(declared)
        if check is None or not check(value):
            wanted = {"int": "an integer", "bool": "true or false", "str": "a string"}.get(declared, declared)
            raise ValueError(f"pending step {type(task).__name__}: {declared_field.name} must be {wanted}")


def _check_task_ranges(state: GameState, task: Task) -> None:
    from game.flow import CHECK_PASSES

    count = len(state.players)
    step = type(task).__name__
    for declared_field in dataclasses.fields(task):  # type: ignore[arg-type]
        name = declared_field.name
        value = getattr(task, name)
        if name in SEAT_FIELDS and not 0 <= value < count:
            raise ValueError(f"pending step {step}: {name} {value} is not a player")
        if name in OPTIONAL_SEAT_FIELDS and not -1 <= value < count:
            raise ValueError(f"pending step {step}: {name} {value} is not a player")
        if name in SEAT_LIST_FIELDS and not all(0 <= seat < count for seat in value):
            raise ValueError(f"pending step {step}: {name} names a seat that is not a player")
        if name in CARD_LIST_FIELDS and not all(0 <= card < len(state.cards) for card in value):
            raise ValueError(f"pending step {step}: {name} names a card that is not in the game")
        if name in COUNT_FIELDS and not 0 <= value <= MAX_COUNT:
            raise ValueError(f"pending step {step}: {name} {value} is out of range")
        if name in CHECK_REASON_FIELDS and value not in CHECK_PASSES:
            raise ValueError(f"pending step {step}: unknown {name} {reprlib.repr(value)}")
    seats = [getattr(task, f.name) for f in dataclasses.fields(task) if f.name in SEAT_LIST_FIELDS]  # type: ignore[arg-type]
    index = getattr(task, "index", 0)
    if seats and index > len(seats[0]):
        raise ValueError(f"pending step {step}: index {index} is past its list")


def all_card_locations(state: GameState) -> list[int]:
    """Every card id in every pile, hand, play area and selection."""
    found = [*state.deck, *state.discard, *state.selection]
    for p in state.players:
        found.extend(p.hand)
        found.extend(p.in_play)
    return found


def check_cards(state: GameState) -> None:
    """Raise ValueError unless every card of the catalogue is in exactly one place."""
    found = sorted(all_card_locations(state))
    if found != list(range(len(state.cards))):
        raise ValueError("the cards in the state do not match the catalogue")
