"""Reading a saved table back: every field of its type, every value in range, the whole checked as a
table the rules could have reached and that waits for a living player's decision.

``state_from_dict`` is the only way from saved JSON to a ``GameState``; it
raises ``ValueError`` naming the first problem. Import ``game.engine`` first so
that every kind of pending step is registered. A snapshot of state version 2
(the High Noon events saved by their English names) is read as well
(``upgraded``).
"""
from __future__ import annotations

import dataclasses
import random
import reprlib
from collections.abc import Callable
from typing import Any

from game.abilities import PER_TURN
from game.cards import KNOWN_EXPANSIONS, Kind
from game.characters import CHARACTERS, characters_for
from game.eventcards import ALL_EVENTS, EventCard, event_named
from game.hooks import CHECK_PASSES
from game.roles import ROLE_DISTRIBUTION, Role, Side, is_three_player_game, winners_of, winning_side
from game.state import STATE_VERSION, GameState, PlayerState, Rules, Task, check_cards, task_from_dict
from game.vocabulary import Tag, is_tag

LOWEST_HP = -10
"""Below any life a game can reach: a lethal hit leaves a few points under 0 at most (Dynamite from 1: -2)."""
MAX_BANGS_PLAYED = 1000
MAX_ROUND = 100_000
MT_WORDS = 624
"""The Mersenne Twister's state: 624 32-bit words and a position 0..624."""

STATE_KEYS = frozenset(
    {
        "version", "rules", "players", "deck", "discard", "selection", "turn", "bangs_played", "stack", "winners",
        "winning_side", "fresh", "used", "round", "event", "events_deck", "rng",
    }
)
PLAYER_KEYS = frozenset({"name", "role", "character", "hp", "max_hp", "hand", "in_play", "alive", "borrowed", "ghost"})
RULES_KEYS = frozenset({"expansions", "ask_always", "beginner"})


EVENTS_BY_KEY = frozenset(ALL_EVENTS)
NAMED_EVENTS_VERSION = 2
"""The last state version that saved the High Noon events by their English names."""
READABLE_STATE_VERSIONS = frozenset({NAMED_EVENTS_VERSION, STATE_VERSION})


def upgraded(data: Any) -> Any:
    """A snapshot of state version 2 in this version's form (its events by key); any other data as it is.

    An event name that is not one is left for ``state_from_dict`` to refuse.
    """
    if not isinstance(data, dict) or type(data.get("version")) is not int or data["version"] != NAMED_EVENTS_VERSION:
        return data

    def key(name: Any) -> Any:
        return (event_named(name) or name) if isinstance(name, str) else name

    events_deck = data.get("events_deck")
    return {
        **data,
        "version": STATE_VERSION,
        "event": key(data.get("event")),
        "events_deck": [key(name) for name in events_deck] if isinstance(events_deck, list) else events_deck,
    }


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state from ``GameState.to_dict`` output (or an older version's: ``upgraded``), checked as a
    table the rules could have reached.

    :raises ValueError: naming the first problem (a wrong type, a value out of range, a card missing or
        twice, a pending step or awaited player that does not fit the table).
    """
    fields = _object(upgraded(data), "the state", STATE_KEYS)
    if type(fields["version"]) is not int or fields["version"] != STATE_VERSION:
        raise ValueError(f"unsupported state version {reprlib.repr(fields['version'])}")
    players_data = fields["players"]
    if not isinstance(players_data, list):
        raise ValueError("players must be a list")
    winners = fields["winners"]
    side = fields["winning_side"]
    if side is not None and side not in tuple(Side):
        raise ValueError(f"unknown winning_side {reprlib.repr(side)}: the winners must be a side of the game")
    stack_data = fields["stack"]
    if not isinstance(stack_data, list):
        raise ValueError("stack must be a list of pending steps")
    used = fields["used"]
    if not isinstance(used, dict) or any(key not in PER_TURN for key in used):
        raise ValueError("used must name the abilities used this turn")
    event = fields["event"]
    if event is not None and (not isinstance(event, str) or event not in EVENTS_BY_KEY):
        raise ValueError(f"unknown High Noon event {reprlib.repr(event)}")
    events_deck = fields["events_deck"]
    if not isinstance(events_deck, list) or any(not isinstance(e, str) or e not in EVENTS_BY_KEY for e in events_deck):
        raise ValueError("events_deck must list High Noon events")
    state = GameState(
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
        winning_side=None if side is None else Side(side),
        fresh=_ints(fields["fresh"], "fresh"),
        used=_used(used),
        round=_int(fields["round"], "round"),
        event=None if event is None else EventCard(event),
        events_deck=[EventCard(e) for e in events_deck],
    )
    check_state(state)
    return state


def _used(data: dict[str, Any]) -> dict[Tag, int]:
    """The abilities used this turn, by tag (the keys already checked against ``PER_TURN``)."""
    return {key: _int(value, f"used {key}") for key, value in data.items() if is_tag(key)}


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
    fields = _object(data, "rules", RULES_KEYS)
    expansions = fields["expansions"]
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise ValueError("rules: expansions must be a list of names")
    unknown = set(expansions) - KNOWN_EXPANSIONS
    if unknown or len(set(expansions)) != len(expansions):
        raise ValueError(f"rules: unknown expansion or one named twice in {reprlib.repr(expansions)}")
    ask_always = _bool(fields["ask_always"], "rules: ask_always")
    return Rules(tuple(expansions), ask_always, _bool(fields["beginner"], "rules: beginner"))


def _character(value: Any, what: str) -> str:
    if not isinstance(value, str) or value not in CHARACTERS:
        raise ValueError(f"{what}: unknown character {reprlib.repr(value)}")
    return value


def _player(data: Any, seat: int) -> PlayerState:
    fields = _object(data, f"player {seat}", PLAYER_KEYS)
    name = fields["name"]
    if not isinstance(name, str):
        raise ValueError(f"player {seat}: name must be a string")
    role = fields["role"]
    if role not in tuple(Role):
        raise ValueError(f"{name}: unknown role {reprlib.repr(role)}")
    borrowed = fields["borrowed"]
    return PlayerState(
        name=name,
        role=Role(role),
        character=_character(fields["character"], name),
        hp=_int(fields["hp"], f"{name}: hp"),
        max_hp=_int(fields["max_hp"], f"{name}: max_hp"),
        hand=_ints(fields["hand"], f"{name}: hand"),
        in_play=_ints(fields["in_play"], f"{name}: in_play"),
        alive=_bool(fields["alive"], f"{name}: alive"),
        borrowed=None if borrowed is None else _character(borrowed, f"{name}: borrowed"),
        ghost=_bool(fields["ghost"], f"{name}: ghost"),
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


# --- the table as a whole --------------------------------------------------------------------


def check_state(state: GameState) -> None:
    """Raise ValueError unless ``state`` is a table the rules could have reached, waiting for a decision."""
    players = state.players
    count = len(players)
    if count not in ROLE_DISTRIBUTION:
        raise ValueError(f"a game has 3 to 8 players, not {count}")
    names = [p.name for p in players]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"two players named {twice[0]!r}")
    wanted = ROLE_DISTRIBUTION[count]
    if sorted(p.role for p in players) != sorted(wanted):
        shown = ", ".join(f"{wanted.count(r)} {r}" for r in Role if wanted.count(r))
        raise ValueError(f"roles for {count} players must be {shown}")
    dying = {task.player for task in state.stack if type(task).__name__ == "Dying"}  # type: ignore[attr-defined]
    characters = {p.character for p in players}
    allowed = {c.name for c in characters_for(state.rules.expansions)}
    for player in players:
        if player.character not in allowed:
            expansion = CHARACTERS[player.character].expansion
            raise ValueError(f"{player.name} plays {player.character}, of {expansion}, which this game is without")
    for seat, player in enumerate(players):
        _check_player(state, player, seat in dying, characters)
    check_cards(state)
    _check_play_areas(state)
    _check_turn_counters(state)
    _check_events(state)
    _check_outcome(state)
    # While the turn passes on, an event revealed at the start of the next turn (The Daltons' choices) comes
    # before ``turn`` moves on from a player who may have just died.
    passing = any(type(task).__name__ == "StartTurn" for task in state.stack)
    if state.winners is None and not players[state.turn].alive and not passing:
        raise ValueError(f"the turn belongs to {players[state.turn].name}, who is out")
    check_stack(state)


def _check_player(state: GameState, player: PlayerState, dying: bool, characters: set[str]) -> None:
    name = player.name
    expected = CHARACTERS[player.character].hp + (1 if player.role is Role.SHERIFF else 0)
    if player.max_hp != expected:
        raise ValueError(f"{name}: max_hp {player.max_hp} is not {expected} ({player.character}, {player.role})")
    if not LOWEST_HP <= player.hp <= player.max_hp:
        raise ValueError(f"{name}: hp {player.hp} is outside {LOWEST_HP}..{player.max_hp}")
    if player.alive and player.hp <= 0 and not dying and not player.ghost:
        raise ValueError(f"{name}: alive at {player.hp} life, yet no lethal hit is pending")
    if not player.alive and (player.hand or player.in_play):
        raise ValueError(f"{name} is out of the game and holds cards")
    if player.ghost and not player.alive:
        raise ValueError(f"{name}: a ghost is in the game for his turn")
    if player.borrowed is not None and (
        "copy_ability" not in CHARACTERS[player.character].abilities
        or player.borrowed not in characters
        or player.borrowed == player.character
    ):
        raise ValueError(f"{name}: only Vera Custer borrows, and only another character at the table")


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
    in_play = {card for player in state.players for card in player.in_play}
    if any(card not in in_play or cards[card].definition.kind is not Kind.GREEN for card in state.fresh):
        raise ValueError("fresh must list green cards in play")


def _check_turn_counters(state: GameState) -> None:
    count = len(state.players)
    if not 0 <= state.bangs_played <= MAX_BANGS_PLAYED:
        raise ValueError(f"bangs_played {state.bangs_played} is out of range")
    if not 0 <= state.turn < count:
        raise ValueError(f"turn {state.turn} is not a player")
    if not 1 <= state.round <= MAX_ROUND:
        raise ValueError(f"round {state.round} is out of range")
    if any(not 0 <= uses <= PER_TURN[ability] for ability, uses in state.used.items()):
        raise ValueError("an ability is used more often than its character may in one turn")


def _check_events(state: GameState) -> None:
    shown = [*state.events_deck, *([state.event] if state.event is not None else [])]
    if shown and "high_noon" not in state.rules.expansions:
        raise ValueError("High Noon events in a game without High Noon")
    if len(set(shown)) != len(shown):
        raise ValueError("a High Noon event is there twice")
    if EventCard.HIGH_NOON in state.events_deck and state.events_deck[0] is not EventCard.HIGH_NOON:
        raise ValueError("High Noon must be the last event")
    if state.event is EventCard.HIGH_NOON and state.events_deck:
        raise ValueError("High Noon is the last event: nothing comes after it")


def _check_outcome(state: GameState) -> None:
    """The winners recorded are exactly those that follow from who is alive."""
    roles = [p.role for p in state.players]
    alive = [p.alive for p in state.players]
    if is_three_player_game(roles):
        if state.winners is None:
            if state.winning_side is not None or sum(alive) < 2:
                raise ValueError("the winners and winning_side do not follow from who is alive")
            return
        if len(state.winners) != 1 or not 0 <= state.winners[0] < len(roles) or not alive[state.winners[0]]:
            raise ValueError("a 3-player game has one winner, alive")
        return
    side = winning_side(roles, alive)
    if state.winners is None:
        if side is not None or state.winning_side is not None:
            raise ValueError("the winners and winning_side do not follow from who is alive")
        if sum(alive) < 2:
            raise ValueError("a game with fewer than two players alive must have winners")
        return
    if side is None or state.winning_side is not side or state.winners != winners_of(side, roles, alive):
        raise ValueError("the winners and winning_side do not follow from who is alive")


# --- pending steps: by their fields' declared types and, for the fields below, their ranges ------------

SEAT_FIELDS = frozenset({"player", "target", "challenger", "current"})
"""A player's seat."""
OPTIONAL_SEAT_FIELDS = frozenset({"waiting", "source"})
"""A seat, or -1 for nobody."""
SEAT_LIST_FIELDS = frozenset({"targets", "pickers", "victims", "owed", "players"})
CARD_LIST_FIELDS = frozenset({"shown"})
CARD_FIELDS = frozenset({"card"})
"""A card of the game, or -1 for none (Doc Holyday's shot)."""
COUNT_FIELDS = frozenset({"needed", "barrels", "amount", "index"})
"""Small counts; ``index`` goes through a task's list of seats."""
CHECK_REASON_FIELDS = frozenset({"reason"})
FLAG_FIELDS = frozenset({"bang_card", "revealed"})
KNOWN_TASK_FIELDS = (
    SEAT_FIELDS
    | OPTIONAL_SEAT_FIELDS
    | SEAT_LIST_FIELDS
    | CARD_LIST_FIELDS
    | CARD_FIELDS
    | COUNT_FIELDS
    | CHECK_REASON_FIELDS
    | FLAG_FIELDS
)
MAX_COUNT = 10

FIELD_TYPE_CHECKS: dict[str, Callable[[Any], bool]] = {
    "int": lambda value: type(value) is int,
    "bool": lambda value: type(value) is bool,
    "str": lambda value: type(value) is str,
    "CheckReason": lambda value: type(value) is str,  # which reasons: the ranges say
    "list[int]": lambda value: type(value) is list and all(type(item) is int for item in value),
}
"""A pending step's field, by its declared type; a field of any other type is refused (extend this)."""


def check_stack(state: GameState) -> None:
    """Pending steps of the right types and ranges, the turn order at the bottom, and a living player awaited
    (unless the game is over)."""
    for task in state.stack:
        _check_task_types(task)
    if state.winners is not None:
        if state.stack:
            raise ValueError("the game is over but steps are still pending")
        return
    if len(state.stack) < 2 or type(state.stack[0]).__name__ != "TurnOrder":
        raise ValueError("the turn order must lie at the bottom of the pending steps, under the turn")
    if any(type(task).__name__ == "TurnOrder" for task in state.stack[1:]):
        raise ValueError("there is only one turn order")
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
        if name in CARD_FIELDS and not -1 <= value < len(state.cards):
            raise ValueError(f"pending step {step}: {name} {value} is not a card of the game")
        if name in COUNT_FIELDS and not 0 <= value <= MAX_COUNT:
            raise ValueError(f"pending step {step}: {name} {value} is out of range")
        if name in CHECK_REASON_FIELDS and value not in CHECK_PASSES:
            raise ValueError(f"pending step {step}: unknown {name} {reprlib.repr(value)}")
    seats = [getattr(task, f.name) for f in dataclasses.fields(task) if f.name in SEAT_LIST_FIELDS - {"owed"}]  # type: ignore[arg-type]
    index = getattr(task, "index", 0)
    if seats and index > len(seats[0]):
        raise ValueError(f"pending step {step}: index {index} is past its list")
