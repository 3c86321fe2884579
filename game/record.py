"""A game with its table, as the client keeps it: who sits where and who plays each seat, the game itself
(setup, decision log and snapshot, as ``game.save`` writes it), an id, when it was saved and a name.

Autosaves, saved games and replays are all records. Pure: data in, data out. ``record_from_text``
checks everything (the game through ``game.save.load_data``, which replays its log to the snapshot) and
either returns the whole record or raises ``SaveError``: never half a record. ``info_from_text`` reads only
what a list of saves shows, every field checked for its type, and replays nothing.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass
from typing import Any

from game.actions import action_to_dict
from game.ai import LEVELS
from game.engine import Game
from game.errors import SaveError
from game.events import TurnStarted
from game.roles import Side
from game.save import MAX_SAVE_CHARS, SAVE_FORMAT, SAVE_VERSION, SaveVersionError, load_data
from game.session import HUMAN, SeatConfig
from game.setup import MAX_PLAYERS

RECORD_FORMAT = "bang-table"
RECORD_VERSION = 1
MAX_RECORD_CHARS = MAX_SAVE_CHARS
MAX_LABEL = 60
"""Characters in a save's name."""
MAX_NAME = 20
"""Characters in a player's name: the set-up screen allows 14, and a prime for each player of the same name."""
LATEST_TIME = 3e10
"""Seconds since 1970 (the year 2920): a later "saved at" is not a time (nor one every platform can show)."""
RECORD_KEYS = frozenset({"format", "version", "id", "saved_at", "label", "seats", "summary", "game"})
SUMMARY_KEYS = frozenset({"names", "kinds", "round", "turns", "waiting", "side", "winners"})
ID_PATTERN = re.compile(r"^[0-9a-f]{32}$")


@dataclass(frozen=True, slots=True)
class Summary:
    """What a list of saves shows of a game: who plays, how far it went, how it ended."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    round: int
    turns: int
    waiting: str | None
    """Whose decision the game waits for (None once over)."""
    side: Side | None
    """The side that won, once over."""
    winners: tuple[str, ...]

    @property
    def over(self) -> bool:
        return self.side is not None

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names), "kinds": list(self.kinds), "round": self.round, "turns": self.turns,
                "waiting": self.waiting, "side": self.side, "winners": list(self.winners)}


@dataclass(frozen=True, slots=True)
class RecordInfo:
    """A record as a list shows it, read without replaying the game."""

    id: str
    saved_at: float
    label: str
    summary: Summary


@dataclass(slots=True)
class TableRecord:
    """A whole record: its game is loaded, checked and ready to play on (or to replay)."""

    id: str
    saved_at: float
    label: str
    seats: tuple[SeatConfig, ...]
    game: Game

    def summary(self) -> Summary:
        return summarize(self.seats, self.game)


def summarize(seats: tuple[SeatConfig, ...] | list[SeatConfig], game: Game) -> Summary:
    state = game.state
    outcome = game.outcome
    decider = game.decider
    return Summary(
        names=tuple(seat.name for seat in seats),
        kinds=tuple(seat.kind for seat in seats),
        round=state.round,
        turns=sum(1 for event in game.history if type(event) is TurnStarted),
        waiting=None if decider is None else seats[decider].name,
        side=None if outcome is None else outcome.side,
        winners=() if outcome is None else tuple(seats[seat].name for seat in outcome.winners),
    )


class SavedLog:
    """A game's decision log as JSON text, each decision converted once: the log only grows, so an autosave
    after every decision costs one conversion, not the whole log's."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._entries: list[str] = []

    def text(self, game: Game) -> str:
        if game is not self._game or len(self._entries) > len(game.log):
            self._game, self._entries = game, []
        for player, action in game.log[len(self._entries):]:
            self._entries.append(_dumps({"player": player, "action": action_to_dict(action)}))
        return "[" + ", ".join(self._entries) + "]"


def record_text(record: TableRecord, log: SavedLog | None = None) -> str:
    """The record as JSON text (``log``: the game's ``SavedLog``, to convert only the decisions not yet seen).

    Made whole on the calling thread, cheaply enough for every decision (a few tenths of a millisecond):
    the file can then be written elsewhere without touching the game.
    """
    game = record.game
    head = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "id": record.id,
        "saved_at": record.saved_at,
        "label": record.label,
        "seats": [{"name": seat.name, "kind": seat.kind} for seat in record.seats],
        "summary": summarize(record.seats, game).to_dict(),
    }
    saved = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": None if game.setup is None else
             game.setup.to_dict()}
    log_text = (log or SavedLog()).text(game)
    return (f'{_dumps(head)[:-1]}, "game": {_dumps(saved)[:-1]}, "log": {log_text}, '
            f'"state": {_dumps(game.state.to_dict())}}}}}')


def _dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, allow_nan=False)


def parse(text: str) -> Any:
    """JSON text of at most ``MAX_RECORD_CHARS`` characters, without NaN or infinities; SaveError otherwise."""
    if len(text) > MAX_RECORD_CHARS:
        raise SaveError(f"not a save file: too large ({len(text)} characters, at most {MAX_RECORD_CHARS})")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise SaveError("not a save file: nested too deeply") from None
    except ValueError as error:  # invalid JSON, NaN, an integer too long to convert
        raise SaveError(f"not a save file: {str(error).split(';')[0]}") from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def record_from_text(text: str, *, modified: float = 0.0) -> TableRecord:
    """The whole record, checked: its table, and its game replayed to its snapshot.

    A save of the rules core alone (``game.save`` format, from before records existed) loads too,
    every seat played by a human, dated ``modified``.

    :raises SaveError: anything wrong; ``SaveVersionError`` for a record of another version.
    """
    data = parse(text)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        game = _dealt(load_data(data))
        seats = tuple(SeatConfig(_name(player.name), HUMAN) for player in game.state.players)
        return TableRecord(hashlib.sha256(text.encode()).hexdigest()[:32], _time(modified), "", seats, game)
    _check_envelope(data)
    game = _dealt(load_data(data["game"]))
    seats = _seats(data["seats"])
    names = tuple(player.name for player in game.state.players)
    if tuple(seat.name for seat in seats) != names:
        raise SaveError("corrupt save: the seats do not match the players of the game")
    return TableRecord(data["id"], data["saved_at"], data["label"], seats, game)


def info_from_text(text: str) -> RecordInfo:
    """What a list shows of a record, every field checked for its type; the game is not replayed.

    :raises SaveError: the text is not a record of this version, or a field is of the wrong type.
    """
    data = parse(text)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        raise SaveError("a save of the rules core alone: its summary is known only once loaded")
    _check_envelope(data)
    _seats(data["seats"])
    return RecordInfo(data["id"], data["saved_at"], data["label"], _summary(data["summary"]))


def _check_envelope(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise SaveError("not a save file of this game")
    version = data.get("version")
    if type(version) is not int or version != RECORD_VERSION:
        newer = type(version) is int and version > RECORD_VERSION
        raise SaveVersionError(f"record version {version!r} is not supported (expected {RECORD_VERSION})",
                               newer=newer)
    if set(data) != RECORD_KEYS:
        raise SaveError(f"corrupt save: it must hold exactly {sorted(RECORD_KEYS)}")
    if not isinstance(data["id"], str) or not ID_PATTERN.match(data["id"]):
        raise SaveError("corrupt save: the id must be 32 hexadecimal digits")
    _time(data["saved_at"])
    label = data["label"]
    if not isinstance(label, str) or len(label) > MAX_LABEL or not label.isprintable():
        raise SaveError(f"corrupt save: the name must be printable text of at most {MAX_LABEL} characters")


def _time(value: Any) -> float:
    # Compared before any conversion: a 400-digit integer must not overflow float().
    if type(value) not in (int, float) or not 0 <= value < LATEST_TIME or not math.isfinite(value):
        raise SaveError("corrupt save: saved_at must be a time in seconds")
    return float(value)


def _name(value: Any) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME or not value.isprintable():
        raise SaveError(f"corrupt save: a player's name must be printable text of 1 to {MAX_NAME} characters")
    return value


def _kind(value: Any) -> str:
    if not isinstance(value, str) or (value != HUMAN and value not in LEVELS):
        raise SaveError(f"corrupt save: a seat is played by a human or an AI level, not {str(value)[:20]!r}")
    return str(value)


def _seats(data: Any) -> tuple[SeatConfig, ...]:
    if not isinstance(data, list) or not 0 < len(data) <= MAX_PLAYERS:
        raise SaveError("corrupt save: the seats must be a list of players")
    seats = []
    for seat in data:
        if not isinstance(seat, dict) or set(seat) != {"name", "kind"}:
            raise SaveError("corrupt save: a seat must have exactly a name and a kind")
        seats.append(SeatConfig(_name(seat["name"]), _kind(seat["kind"])))
    return tuple(seats)


def _count(value: Any, what: str) -> int:
    if type(value) is not int or not 0 <= value <= 10**6:
        raise SaveError(f"corrupt save: the summary's {what} must be a small whole number")
    return value


def _summary(data: Any) -> Summary:
    if not isinstance(data, dict) or set(data) != SUMMARY_KEYS:
        raise SaveError(f"corrupt save: the summary must hold exactly {sorted(SUMMARY_KEYS)}")
    names, kinds, winners = data["names"], data["kinds"], data["winners"]
    if not isinstance(names, list) or not isinstance(kinds, list) or not isinstance(winners, list):
        raise SaveError("corrupt save: the summary's players must be lists")
    if not 0 < len(names) <= MAX_PLAYERS or len(kinds) != len(names) or len(winners) > len(names):
        raise SaveError("corrupt save: the summary's players do not add up")
    waiting, side = data["waiting"], data["side"]
    if waiting is not None:
        _name(waiting)
    if side is not None and (not isinstance(side, str) or side not in tuple(Side)):
        raise SaveError("corrupt save: the summary's winning side is not a side of the game")
    return Summary(tuple(_name(n) for n in names), tuple(_kind(k) for k in kinds), _count(data["round"], "round"),
                   _count(data["turns"], "turns"), waiting, None if side is None else Side(side),
                   tuple(_name(n) for n in winners))


def _dealt(game: Game) -> Game:
    if game.setup is None:
        raise SaveError("corrupt save: the game was not dealt from a setup, so it cannot be replayed")
    return game
