"""A game with its table, as the client keeps it: who sits where and who plays each seat, the game itself
(setup, decision log and snapshot, as ``game.save`` writes it), an id, when it was saved and a name.

Autosaves, saved games and replays are all records. Pure: data in, data out. ``record_from_text``
checks everything (the game through ``game.save.load_data``, which replays its log to the snapshot and its
digest, and the summary against the game replayed) and either returns the whole record or raises
``SaveError``: never half a record. ``info_from_text`` reads only what a list of saves shows, every field
checked for its type and range, and replays nothing.

The text ``record_text`` writes is one JSON document on two lines: the first, the record's head, holds
everything a list shows (format, version, id, date, name, seats and summary); the second, the game. So
``info_from_prefix`` lists a record from the first few kilobytes of its file (``game.save.read_text_prefix``
with ``MAX_HEAD_BYTES``) however large the game is. A record written before the head had its own line
(one line in all) has no head: ``info_from_prefix`` raises ``MissingHeadError`` and the file is read whole.

Version 2 added to the summary what makes games of one table look different in a list: the expansions, the
beginner game, and the game's place in a series. A version 1 record still lists (those three unknown: None)
and loads.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import re
import reprlib
from dataclasses import dataclass
from typing import Any

from game.ai import LEVELS
from game.cards import KNOWN_EXPANSIONS
from game.engine import Game
from game.errors import SaveError
from game.events import TurnStarted
from game.roles import Side
from game.save import (
    MAX_SAVE_CHARS,
    SAVE_FORMAT,
    SAVE_VERSION,
    LogDigest,
    SaveVersionError,
    load_data,
    log_entry_text,
)
from game.series import Series
from game.session import HUMAN, SeatConfig
from game.setup import MAX_PLAYERS
from game.snapshot import MAX_ROUND

RECORD_FORMAT = "bang-table"
RECORD_VERSION = 2
FIRST_RECORD_VERSION = 1
MAX_RECORD_CHARS = MAX_SAVE_CHARS
MAX_LABEL = 60
"""Characters in a save's name."""
MAX_NAME = 20
"""Characters in a player's name: the set-up screen allows 14, and a prime for each player of the same name."""
LATEST_TIME = 3e10
"""Seconds since 1970 (the year 2920): a later "saved at" is not a time (nor one every platform can show)."""
RECORD_KEYS = frozenset({"format", "version", "id", "saved_at", "label", "seats", "summary", "game"})
HEAD_KEYS = RECORD_KEYS - {"game"}
"""What a record's first line holds: all but the game."""
MAX_HEAD_BYTES = 16 * 1024
"""A record's first line is at most some 4 KB (8 seats' names in 4-byte characters, 4 times each): a
prefix of this many bytes holds it whole."""
SUMMARY_KEYS_V1 = frozenset({"names", "kinds", "round", "turns", "waiting", "side", "winners"})
SUMMARY_KEYS = SUMMARY_KEYS_V1 | {"expansions", "beginner", "series"}
"""A version 2 summary's keys; version 1 had ``SUMMARY_KEYS_V1``."""
MAX_SERIES_GAMES = 10_000
"""More games than any series is played for."""
MAX_TURNS = MAX_ROUND * MAX_PLAYERS
"""More turns than any table reaches in ``game.snapshot.MAX_ROUND`` rounds."""
ID_PATTERN = re.compile(r"^[0-9a-f]{32}$")


@dataclass(frozen=True, slots=True)
class SeriesGame:
    """A game's place in its series: its ``number`` (from 1) of the ``planned`` games (None: until they stop)."""

    number: int
    planned: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.number, "of": self.planned}


def series_game(series: Series | None) -> SeriesGame | None:
    """The place in ``series`` of the game dealt next (the one being played until its result is recorded)."""
    return None if series is None else SeriesGame(len(series.records) + 1, series.planned)


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
    expansions: tuple[str, ...] | None = None
    """The expansions played with (None: a version 1 record, which did not say)."""
    beginner: bool | None = None
    """The beginner game (None: not said)."""
    series: SeriesGame | None = None
    """The game's place in a series; None for a single game (or a version 1 record)."""

    @property
    def over(self) -> bool:
        return self.side is not None

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names), "kinds": list(self.kinds), "round": self.round, "turns": self.turns,
                "waiting": self.waiting, "side": self.side, "winners": list(self.winners),
                "expansions": None if self.expansions is None else list(self.expansions),
                "beginner": self.beginner, "series": None if self.series is None else self.series.to_dict()}


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
    series: SeriesGame | None = None
    """The game's place in a series, if it is part of one."""

    def summary(self) -> Summary:
        return summarize(self.seats, self.game, self.series)


def summarize(seats: tuple[SeatConfig, ...] | list[SeatConfig], game: Game,
              series: SeriesGame | None = None) -> Summary:
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
        expansions=state.rules.expansions,
        beginner=state.rules.beginner,
        series=series,
    )


class SavedLog:
    """A game's decision log as JSON text, and its digest, each decision converted once: the log only grows,
    so an autosave after every decision costs one conversion, not the whole log's."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._entries: list[str] = []
        self._digest = LogDigest()

    def _follow(self, game: Game) -> None:
        if game is not self._game or len(self._entries) > len(game.log):
            self._game, self._entries, self._digest = game, [], LogDigest()
        for player, action in game.log[len(self._entries):]:
            entry = log_entry_text(player, action)
            self._entries.append(entry)
            self._digest.add(entry)

    def text(self, game: Game) -> str:
        self._follow(game)
        return "[" + ", ".join(self._entries) + "]"

    def digest(self, game: Game) -> str:
        """``game.save.log_digest`` of the game's log."""
        self._follow(game)
        return self._digest.hexdigest()


def record_text(record: TableRecord, log: SavedLog | None = None) -> str:
    """The record as JSON text (``log``: the game's ``SavedLog``, to convert only the decisions not yet seen).

    Made whole on the calling thread, cheaply enough for every decision (a few tenths of a millisecond):
    the file can then be written elsewhere without touching the game. The head (all but the game) is the
    first line, the game the second (see ``info_from_prefix``).
    """
    game = record.game
    head = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "id": record.id,
        "saved_at": record.saved_at,
        "label": record.label,
        "seats": [{"name": seat.name, "kind": seat.kind} for seat in record.seats],
        "summary": summarize(record.seats, game, record.series).to_dict(),
    }
    log = log or SavedLog()
    saved = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": None if game.setup is None else
             game.setup.to_dict(), "log_digest": log.digest(game)}
    return (f'{_dumps(head)[:-1]},\n"game": {_dumps(saved)[:-1]}, "log": {log.text(game)}, '
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

    :raises SaveError: anything wrong; ``SaveVersionError`` for a record of a newer version, or of an older
        one whose decisions no longer replay. A summary that is not the game's says "does not reproduce".
    """
    data = parse(text)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        game = _dealt(load_data(data))
        seats = tuple(SeatConfig(_name(player.name), HUMAN) for player in game.state.players)
        return TableRecord(hashlib.sha256(text.encode()).hexdigest()[:32], _time(modified), "", seats, game)
    info = _info(data, RECORD_KEYS)
    _check_head(text, data)
    game = _dealt(load_data(data["game"]))
    seats = _seats(data["seats"])
    names = tuple(player.name for player in game.state.players)
    if tuple(seat.name for seat in seats) != names:
        raise SaveError("corrupt save: the seats do not match the players of the game")
    played = summarize(seats, game, info.summary.series)
    if data["version"] < 2:  # its summary did not say the rules
        played = dataclasses.replace(played, expansions=None, beginner=None)
    if info.summary != played:
        field = next(f.name for f in dataclasses.fields(Summary) if getattr(info.summary, f.name) !=
                     getattr(played, f.name))
        raise SaveError(f"corrupt save: the game does not reproduce its summary (its {field} is "
                        f"{reprlib.repr(getattr(played, field))}, the summary says "
                        f"{reprlib.repr(getattr(info.summary, field))})")
    return TableRecord(info.id, info.saved_at, info.label, seats, game, info.summary.series)


def info_from_text(text: str) -> RecordInfo:
    """What a list shows of a record, every field checked for its type and range; the game is not replayed.

    :raises SaveError: the text is not a record (or a save of the rules core alone: "rules core alone"), or a
        field is of the wrong type or out of range; ``SaveVersionError`` for a record of a newer version.
    """
    data = parse(text)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        raise SaveError("a save of the rules core alone: its summary is known only once loaded")
    info = _info(data, RECORD_KEYS)
    _check_head(text, data)
    return info


class MissingHeadError(SaveError):
    """The text does not begin with a record's head line: a record written before heads had their own line,
    a record reformatted by hand, a save of the rules core alone, or no record at all. Read the file whole
    (``info_from_text``) to know which."""


def info_from_prefix(prefix: str) -> RecordInfo:
    """What a list shows of a record, from the beginning of its text: its first line alone is read.

    ``prefix``: the first characters of the record's text, as many as the caller likes (the whole text will
    do); only the first ``MAX_HEAD_BYTES`` are looked at, so a file's first ``MAX_HEAD_BYTES`` bytes
    (``game.save.read_text_prefix``) are enough. Every field of the head is checked as ``info_from_text``
    checks it, and gives the same answer for the same record. The game (the rest of the file) is not read:
    a record whose game is damaged is listed, and refused when loaded.

    :raises MissingHeadError: no head on the first line (see ``MissingHeadError``): read the file whole.
    :raises SaveError: the head is there but a field is of the wrong type or out of range;
        ``SaveVersionError`` for a record of a newer version.
    """
    head = _head(prefix)
    if head is None:
        raise MissingHeadError(f"not a record's head: the first line is not one (within {MAX_HEAD_BYTES} "
                               "characters)")
    return _info(head, HEAD_KEYS)


def _head(text: str) -> dict[str, Any] | None:
    """The head of a record as its first line gives it, or None if the text does not begin with one: a line
    ``{...,`` (the record goes on with its game) that is an object of the head's keys, of this format."""
    end = text.find("\n", 0, MAX_HEAD_BYTES)
    if end < 0:
        return None
    line = text[:end].rstrip()
    if not line.startswith("{") or not line.endswith(","):
        return None
    try:
        head = parse(line[:-1] + "}")
    except SaveError:
        return None
    if not isinstance(head, dict) or set(head) != HEAD_KEYS or head.get("format") != RECORD_FORMAT:
        return None
    return head


def _check_head(text: str, data: dict[str, Any]) -> None:
    """The head line, if the text has one, says what the whole record says (no field given twice, differently:
    a list shows the head)."""
    head = _head(text)
    if head is not None and head != {key: data[key] for key in HEAD_KEYS}:
        raise SaveError("corrupt save: its first line does not match the rest of it (a field given twice)")


def _info(data: Any, keys: frozenset[str]) -> RecordInfo:
    """A record's head, or a whole record, checked: what a list shows."""
    _check_envelope(data, keys)
    seats = _seats(data["seats"])
    summary = _summary(data["summary"], seats, data["version"])
    return RecordInfo(data["id"], _time(data["saved_at"]), data["label"], summary)


def _check_envelope(data: Any, keys: frozenset[str] = RECORD_KEYS) -> None:
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise SaveError("not a save file of this game")
    version = data.get("version")
    if type(version) is not int or version < FIRST_RECORD_VERSION:
        raise SaveError(f"corrupt save: the record version must be a whole number from {FIRST_RECORD_VERSION}, "
                        f"not {reprlib.repr(version)}")
    if version > RECORD_VERSION:
        raise SaveVersionError(f"record version {version} is not supported (expected {RECORD_VERSION})",
                               newer=True)
    if set(data) != keys:
        raise SaveError(f"corrupt save: it must hold exactly {sorted(keys)}")
    if not isinstance(data["id"], str) or not ID_PATTERN.fullmatch(data["id"]):
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


def _count(value: Any, what: str, most: int) -> int:
    if type(value) is not int or not 1 <= value <= most:
        raise SaveError(f"corrupt save: the summary's {what} must be a whole number from 1 to {most}")
    return value


def _summary(data: Any, seats: tuple[SeatConfig, ...], version: int) -> Summary:
    """The summary of a record of ``version`` whose seats are ``seats`` (checked), every field of its type and
    in range."""
    keys = SUMMARY_KEYS if version >= 2 else SUMMARY_KEYS_V1
    if not isinstance(data, dict) or set(data) != keys:
        raise SaveError(f"corrupt save: the summary must hold exactly {sorted(keys)}")
    names, kinds, winners = data["names"], data["kinds"], data["winners"]
    if not isinstance(names, list) or not isinstance(kinds, list) or not isinstance(winners, list):
        raise SaveError("corrupt save: the summary's players must be lists")
    if names != [seat.name for seat in seats] or kinds != [seat.kind for seat in seats]:
        raise SaveError("corrupt save: the summary's players are not the seats")
    round_, turns = _count(data["round"], "round", MAX_ROUND), _count(data["turns"], "turns", MAX_TURNS)
    if round_ > turns:
        raise SaveError("corrupt save: the summary counts more rounds than turns")
    waiting, side = data["waiting"], data["side"]
    if side is not None and (not isinstance(side, str) or side not in tuple(Side)):
        raise SaveError("corrupt save: the summary's winning side is not a side of the game")
    if (waiting is None) == (side is None):
        raise SaveError("corrupt save: the summary's game must either wait for a player or have been won")
    if waiting is not None and (not isinstance(waiting, str) or waiting not in names):
        raise SaveError("corrupt save: the summary waits for a player who is not at the table")
    if len(winners) > len(names) or any(not isinstance(name, str) or name not in names for name in winners):
        raise SaveError("corrupt save: the summary's winners are not players of the game")
    if side is None and winners:
        raise SaveError("corrupt save: the summary names winners of a game that is not over")
    summary = Summary(tuple(names), tuple(kinds), round_, turns, waiting, None if side is None else Side(side),
                      tuple(winners))
    if version < 2:
        return summary
    return dataclasses.replace(summary, expansions=_expansions(data["expansions"]),
                               beginner=_flag(data["beginner"], "beginner"), series=_series_game(data["series"]))


def _expansions(value: Any) -> tuple[str, ...]:
    if (not isinstance(value, list) or len(set(map(str, value))) != len(value)
            or any(not isinstance(name, str) or name not in KNOWN_EXPANSIONS for name in value)):
        raise SaveError(f"corrupt save: the summary's expansions must be a list of {sorted(KNOWN_EXPANSIONS)}")
    return tuple(value)


def _flag(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise SaveError(f"corrupt save: the summary's {what} must be true or false")
    return value


def _series_game(value: Any) -> SeriesGame | None:
    """None, or ``{"game": n, "of": planned}``: the game's place in its series, game n of planned (or null)."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"game", "of"}:
        raise SaveError("corrupt save: the summary's series must be null or hold exactly ['game', 'of']")
    number = _count(value["game"], "series game", MAX_SERIES_GAMES)
    planned = value["of"]
    if planned is not None and _count(planned, "series length", MAX_SERIES_GAMES) < number:
        raise SaveError("corrupt save: the summary's series game comes after the series' last")
    return SeriesGame(number, planned)


def _dealt(game: Game) -> Game:
    if game.setup is None:
        raise SaveError("corrupt save: the game was not dealt from a setup, so it cannot be replayed")
    return game
