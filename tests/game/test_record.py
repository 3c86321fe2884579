"""Records (a game with its table): they load back whole, or not at all, with a SaveError saying why."""
from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import make_agent
from game.engine import Game
from game.errors import SaveError
from game.record import (
    HEAD_KEYS,
    MAX_HEAD_BYTES,
    MAX_LABEL,
    MAX_NAME,
    MAX_RECORD_CHARS,
    MissingHeadError,
    SeriesGame,
    TableRecord,
    info_from_prefix,
    info_from_text,
    record_from_text,
    record_text,
    series_game,
)
from game.save import SaveVersionError, load_text, read_text_prefix, save_text
from game.series import Series
from game.session import HUMAN, SeatConfig
from game.setup import GameSetup
from game.state import Rules
from tests.game.records import play, record_of, swap_keeping_the_table


def text_of(seed: int = 3, decisions: int | None = 80, **kwargs: Any) -> str:
    return record_text(record_of(play(seed, decisions=decisions, **kwargs)))


def test_a_record_loads_back_with_its_table_and_its_game() -> None:
    game = play(3, decisions=80, expansions=("dodge_city", "high_noon"))
    record = record_of(game, label="Ann's game")
    loaded = record_from_text(record_text(record))
    assert loaded.seats == record.seats
    assert (loaded.id, loaded.saved_at, loaded.label) == (record.id, record.saved_at, "Ann's game")
    assert save_text(loaded.game) == save_text(game)
    assert loaded.game.history == game.history
    assert record_text(loaded) == record_text(record)


def test_what_a_list_shows_is_read_without_the_game() -> None:
    game = play(4, decisions=60)
    info = info_from_text(record_text(record_of(game)))
    summary = info.summary
    assert summary.names == ("Ann", "Bill", "Cole", "Dora", "Earl")
    assert summary.kinds == (HUMAN, "normal", "easy", "hard", "random")
    assert summary.round == game.state.round and not summary.over
    decider = game.decider
    assert decider is not None and summary.waiting == summary.names[decider]


def test_a_finished_game_says_who_won() -> None:
    game = play(5)
    outcome = game.outcome
    assert outcome is not None
    summary = info_from_text(record_text(record_of(game))).summary
    assert summary.over and summary.side == outcome.side and summary.waiting is None
    assert summary.winners == tuple(summary.names[seat] for seat in outcome.winners)


def edited(change: Callable[[dict[str, Any]], None], text: str | None = None) -> str:
    data = json.loads(text or text_of())
    change(data)
    return json.dumps(data)


def setter(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value

    return apply


def another_decision(data: dict[str, Any]) -> None:
    """A decision of the log changed for another one of the same player (the log no longer leads to the table)."""
    for entry in data["game"]["log"]:
        if entry["action"]["type"] == "end":
            entry["action"] = {"type": "pass"}
            return
    raise AssertionError("no end of turn in the log")


def both(*changes: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        for change in changes:
            change(data)

    return apply


def dropped_decision(data: dict[str, Any]) -> None:
    del data["game"]["log"][-1]


def extra_key(data: dict[str, Any]) -> None:
    data["script"] = "__import__('os').system('echo hi')"


def deep() -> str:
    return text_of().replace('"label": ""', '"label": ' + "[" * 100_000 + "]" * 100_000)


CORRUPT: list[tuple[str, Callable[[], str], str]] = [
    ("truncated", lambda: text_of()[:5000], "not a save file"),
    ("empty", lambda: "", "not a save file"),
    ("not json", lambda: "bang! \x00\x01", "not a save file"),
    ("a list", lambda: "[1, 2, 3]", "not a save file of this game"),
    ("newer version", lambda: edited(setter("version", 3)), "record version 3"),
    ("version 0", lambda: edited(setter("version", 0)), "record version must be a whole number from 1, not 0"),
    ("version as text", lambda: edited(setter("version", "1")),
     "record version must be a whole number from 1, not '1'"),
    ("newer core save", lambda: edited(setter("game.version", 7)), "save version 7"),
    ("newer table format", lambda: edited(setter("game.state.version", 99)), "newer version"),
    ("edited decision", lambda: edited(another_decision), "decision log"),
    ("dropped decision", lambda: edited(dropped_decision), "does not reproduce"),
    ("edited life points", lambda: edited(setter("game.state.players.1.hp", 1)), "corrupt save"),
    ("seat of another name", lambda: edited(both(setter("seats.1.name", "Zed"), setter("summary.names.1", "Zed"))),
     "seats do not match"),
    ("seat unlike the summary", lambda: edited(setter("seats.1.name", "Zed")), "summary's players are not the seats"),
    ("seat kind unknown", lambda: edited(setter("seats.1.kind", "grandmaster")), "human or an AI level"),
    ("seat kind a number", lambda: edited(setter("seats.1.kind", 5)), "human or an AI level"),
    ("seat kind a list", lambda: edited(setter("seats.1.kind", ["human"])), "human or an AI level"),
    ("seats a string", lambda: edited(setter("seats", "Ann")), "seats must be a list"),
    ("seat with extra key", lambda: edited(setter("seats.0", {"name": "Ann", "kind": "human", "x": 1})), "exactly"),
    ("time as text", lambda: edited(setter("saved_at", "yesterday")), "saved_at"),
    ("time negative", lambda: edited(setter("saved_at", -5)), "saved_at"),
    ("time a boolean", lambda: edited(setter("saved_at", True)), "saved_at"),
    ("time NaN", lambda: text_of().replace('"saved_at": 1764500000.0', '"saved_at": NaN'), "NaN"),
    ("time a huge integer", lambda: text_of().replace('"saved_at": 1764500000.0', '"saved_at": 1' + "0" * 400),
     "saved_at"),
    ("time Infinity", lambda: text_of().replace('"saved_at": 1764500000.0', '"saved_at": Infinity'), "Infinity"),
    ("id too short", lambda: edited(setter("id", "abc")), "id must be"),
    ("id with a newline", lambda: edited(setter("id", "0123456789abcdef0123456789abcdef\n")), "id must be"),
    ("label with a newline", lambda: edited(setter("label", "a\nb")), "printable"),
    ("label too long", lambda: edited(setter("label", "x" * 500)), "printable"),
    ("label a list", lambda: edited(setter("label", ["x"])), "printable"),
    ("extra key", lambda: edited(extra_key), "must hold exactly"),
    ("nested too deeply", deep, "nested too deeply"),
    ("integer too long", lambda: text_of().replace('"saved_at": 1764500000.0', '"saved_at": ' + "9" * 5000),
     "not a save file"),
    ("huge", lambda: " " * (MAX_RECORD_CHARS + 1), "too large"),
    ("log of the wrong type", lambda: edited(setter("game.log", {"0": 1})), "decision log must be a list"),
    ("log entry of the wrong type", lambda: edited(setter("game.log.0", [0, "pass"])), "malformed log entry"),
    ("setup seed as text", lambda: edited(setter("game.setup.seed", "3")), "seed must be an integer"),
    ("scenario without setup", lambda: edited(setter("game.setup", None)), "not dealt"),
    ("huge log", lambda: edited(setter("game.log", [{"player": 0, "action": {"type": "pass"}}] * 60_000)),
     "more than any game"),
]


@pytest.mark.parametrize(("make", "reason"), [(make, reason) for _, make, reason in CORRUPT],
                         ids=[name for name, _, _ in CORRUPT])
def test_a_corrupt_record_is_refused_with_a_reason(make: Callable[[], str], reason: str) -> None:
    with pytest.raises(SaveError) as error:
        record_from_text(make())
    assert reason in str(error.value)


def test_the_list_view_checks_the_summary_types() -> None:
    for change in (setter("summary.round", "3"), setter("summary.names", ["Ann"] * 9), setter("summary.side", "aliens"),
                   setter("summary.kinds.0", "robot"), setter("summary", [])):
        with pytest.raises(SaveError):
            info_from_text(edited(change))


def test_versions_say_which_way() -> None:
    with pytest.raises(SaveVersionError) as newer:
        record_from_text(edited(setter("version", 3)))
    assert newer.value.newer
    with pytest.raises(SaveVersionError) as core:
        record_from_text(edited(setter("game.version", 3)))
    assert core.value.newer


def older_version(data: dict[str, Any]) -> None:
    """As state version 1 saved it: another snapshot format, and a setup without the beginner game."""
    data["game"]["state"] = {"version": 1, "players": "an older format this version cannot read"}
    del data["game"]["setup"]["beginner"]


def test_a_save_of_an_older_version_is_rebuilt_from_its_setup_and_log() -> None:
    game = play(6, decisions=70)
    text = record_text(record_of(game))
    loaded = record_from_text(edited(older_version, text))
    assert save_text(loaded.game) == save_text(game)


def test_an_older_save_whose_decisions_no_longer_replay_is_refused_clearly() -> None:
    def broken(data: dict[str, Any]) -> None:
        older_version(data)
        another_decision(data)

    with pytest.raises(SaveVersionError) as error:
        record_from_text(edited(broken))
    assert not error.value.newer and "older version" in str(error.value)


def test_a_save_of_the_rules_core_alone_loads_with_every_seat_human() -> None:
    game = play(7, decisions=40)
    loaded = record_from_text(save_text(game), modified=1_700_000_000.0)
    assert [seat.kind for seat in loaded.seats] == [HUMAN] * 5
    assert loaded.saved_at == 1_700_000_000.0 and len(loaded.id) == 32
    assert save_text(loaded.game) == save_text(game)


UNFINISHED = text_of(3, decisions=80)
"""An autosave or a saved game."""
FINISHED = text_of(5, decisions=None)
"""A replay."""


@pytest.mark.parametrize("text", [UNFINISHED, FINISHED], ids=["unfinished", "finished"])
def test_two_decisions_of_one_player_swapped_are_refused_though_they_reach_the_same_table(text: str) -> None:
    data = json.loads(text)
    swap_keeping_the_table(data["game"])
    edited_text = json.dumps(data)
    with pytest.raises(SaveError, match="the decision log does not reproduce its digest"):
        record_from_text(edited_text)
    assert info_from_text(edited_text).summary == info_from_text(text).summary  # a list cannot tell


def test_a_save_of_the_rules_core_alone_with_two_decisions_swapped_is_refused() -> None:
    data = json.loads(save_text(play(5)))
    swap_keeping_the_table(data)
    with pytest.raises(SaveError, match="does not reproduce its digest"):
        load_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not reproduce its digest"):
        record_from_text(json.dumps(data))


def test_the_digest_is_of_the_decisions_not_of_their_layout() -> None:
    data = json.loads(UNFINISHED)
    for entry in data["game"]["log"]:
        entry["action"] = dict(reversed(entry["action"].items()))
    assert save_text(record_from_text(json.dumps(data, indent=3)).game) == save_text(record_from_text(UNFINISHED).game)
    data["game"]["log_digest"] = "0" * 64
    with pytest.raises(SaveError, match="does not reproduce its digest"):
        record_from_text(json.dumps(data))
    for digest in ("0" * 63, "G" * 64, "0" * 64 + "\n", 5, None):
        data["game"]["log_digest"] = digest
        with pytest.raises(SaveError, match="log_digest must be 64 hexadecimal digits"):
            record_from_text(json.dumps(data))


def version_1(save: dict[str, Any]) -> None:
    """As save version 1 wrote a game: without the log's digest."""
    save["version"] = 1
    del save["log_digest"]


@pytest.mark.parametrize("text", [UNFINISHED, FINISHED], ids=["unfinished", "finished"])
def test_a_save_of_version_1_loads_without_a_digest_to_check(text: str) -> None:
    data = json.loads(text)
    version_1(data["game"])
    assert save_text(record_from_text(json.dumps(data)).game) == save_text(record_from_text(text).game)
    core = json.loads(save_text(record_from_text(text).game))
    version_1(core)
    assert save_text(load_text(json.dumps(core))) == save_text(record_from_text(text).game)
    data["game"]["log_digest"] = "0" * 64
    with pytest.raises(SaveError, match="must hold exactly"):  # version 1 had no digest
        record_from_text(json.dumps(data))


MALFORMED_VERSIONS: list[tuple[str, Any]] = [
    ("version", "1"), ("version", 0), ("version", -1), ("version", True), ("version", 1.0), ("version", None),
    ("game.version", 0), ("game.version", "2"), ("game.version", True), ("game.version", -3),
]


@pytest.mark.parametrize(("path", "value"), MALFORMED_VERSIONS, ids=[f"{p}={v!r}" for p, v in MALFORMED_VERSIONS])
def test_a_version_that_is_not_one_is_damage_not_an_older_version(path: str, value: Any) -> None:
    text = edited(setter(path, value), UNFINISHED)
    what = "record" if path == "version" else "save"
    for read in (record_from_text, info_from_text) if path == "version" else (record_from_text,):
        with pytest.raises(SaveError) as error:
            read(text)
        assert not isinstance(error.value, SaveVersionError)
        assert f"corrupt save: the {what} version must be a whole number from 1, not {value!r}" == str(error.value)


SUMMARY_OUT_OF_RANGE: list[tuple[str, Any, str]] = [
    ("round", 999999, "the summary's round must be a whole number from 1 to 100000"),
    ("round", "3", "the summary's round must be a whole number from 1 to 100000"),
    ("round", 3.0, "the summary's round must be a whole number"),
    ("round", 0, "the summary's round must be a whole number"),
    ("round", True, "the summary's round must be a whole number"),
    ("turns", "12", "the summary's turns must be a whole number"),
    ("turns", 10**7, "the summary's turns must be a whole number"),
    ("turns", 1, "more rounds than turns"),
    ("waiting", "Zed", "waits for a player who is not at the table"),
    ("waiting", ["Ann"], "waits for a player who is not at the table"),
    ("waiting", None, "either wait for a player or have been won"),
    ("side", "law", "either wait for a player or have been won"),
    ("winners", ["Ann"], "winners of a game that is not over"),
    ("winners", [{"Ann": 1}], "winners are not players of the game"),
    ("names", ["Ann", "Bill", "Cole", "Dora", "Zed"], "summary's players are not the seats"),
    ("kinds", ["human"] * 5, "summary's players are not the seats"),
]


@pytest.mark.parametrize(("field", "value", "reason"), SUMMARY_OUT_OF_RANGE,
                         ids=[f"{f}={v!r}"[:30] for f, v, _ in SUMMARY_OUT_OF_RANGE])
def test_a_summary_out_of_range_is_refused_by_the_list_and_by_loading_alike(field: str, value: Any,
                                                                               reason: str) -> None:
    text = edited(setter(f"summary.{field}", value), UNFINISHED)
    for read in (info_from_text, record_from_text):
        with pytest.raises(SaveError, match=reason) as error:
            read(text)
        assert not isinstance(error.value, SaveVersionError)


def plausible_edits(summary: dict[str, Any]) -> list[tuple[str, Any]]:
    """Edits of a summary that a list cannot tell from the truth: only the game can."""
    others = [name for name in summary["names"] if name != summary["waiting"] and name not in summary["winners"]]
    edits: list[tuple[str, Any]] = [("round", summary["round"] + 1), ("turns", summary["turns"] + 1)]
    if summary["waiting"] is not None:
        edits.append(("waiting", others[0]))
    else:
        edits.append(("winners", [others[0]]))
    return edits


@pytest.mark.parametrize("text", [UNFINISHED, FINISHED], ids=["unfinished", "finished"])
def test_a_summary_that_is_not_the_games_is_listed_but_refused_on_loading(text: str) -> None:
    for field, value in plausible_edits(json.loads(text)["summary"]):
        changed = edited(setter(f"summary.{field}", value), text)
        assert getattr(info_from_text(changed).summary, field) == (tuple(value) if isinstance(value, list) else value)
        with pytest.raises(SaveError, match=f"the game does not reproduce its summary \\(its {field} is "):
            record_from_text(changed)


# --- the head line: what a list shows, read from the file's first bytes -------------------------------------


def two_lines(data: dict[str, Any]) -> str:
    """A parsed record written back as ``record_text`` lays it out: the head on the first line, then the game."""
    head = json.dumps({key: data[key] for key in sorted(HEAD_KEYS)}, ensure_ascii=False)
    return f'{head[:-1]},\n"game": {json.dumps(data["game"])}}}'


def one_line(text: str) -> str:
    """A record as the version before this one wrote it: on one line."""
    assert text.count("\n") == 1
    return text.replace(",\n", ", ")


@pytest.mark.parametrize("text", [UNFINISHED, FINISHED], ids=["unfinished", "finished"])
def test_a_record_begins_with_a_line_of_what_a_list_shows(text: str) -> None:
    first, rest = text.split("\n")
    assert rest.startswith('"game": ') and len(first.encode()) < MAX_HEAD_BYTES // 4
    assert set(json.loads(first[:-1] + "}")) == HEAD_KEYS and set(json.loads(text)) == HEAD_KEYS | {"game"}
    info = info_from_text(text)
    assert info_from_prefix(text) == info_from_prefix(text[:MAX_HEAD_BYTES]) == info_from_prefix(first + "\n") == info
    assert record_from_text(text).summary() == info.summary


def test_the_longest_head_fits_the_prefix_four_times() -> None:
    """Eight players with the longest names in 4-byte characters, the longest label, most of them winners."""
    names = tuple(chr(0x1F920 + seat) * MAX_NAME for seat in range(8))
    game = Game.new(GameSetup(names, 4))
    agents = [make_agent("random", seat) for seat in range(8)]
    while not game.over:
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    outcome = game.outcome
    assert outcome is not None and len(outcome.winners) >= 3
    record = TableRecord("ab" * 16, 1e10, "\U0001f920" * MAX_LABEL, tuple(SeatConfig(n, "hard") for n in names), game)
    first = record_text(record).split("\n")[0]
    assert len(first.encode()) < MAX_HEAD_BYTES // 4
    assert info_from_prefix(first + "\n").summary.winners == tuple(names[seat] for seat in outcome.winners)


def test_a_huge_record_is_listed_from_its_first_bytes(tmp_path: Path) -> None:
    """The review's 15.6 MB autosave whose game is junk: the list reads its first 16 KiB, not the 15.6 MB."""
    data = json.loads(UNFINISHED)
    data["game"] = [0] * 5_200_000
    path = tmp_path / "big.json"
    path.write_text(two_lines(data), encoding="utf-8")
    assert path.stat().st_size > 15_000_000
    prefix = read_text_prefix(path, MAX_HEAD_BYTES, limit=MAX_RECORD_CHARS)
    assert len(prefix) == MAX_HEAD_BYTES
    started = time.perf_counter()
    info = info_from_prefix(prefix)
    assert time.perf_counter() - started < 0.05  # some 30 microseconds; a full read takes some 200 ms
    assert info == info_from_text(UNFINISHED)
    with pytest.raises(SaveError, match="not a save file of this game"):  # loading finds it out
        record_from_text(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("text", [
    one_line(UNFINISHED), json.dumps(json.loads(UNFINISHED), indent=1), save_text(play(7, decisions=40)),
    UNFINISHED.replace('"format": "bang-table"', '"format": "bang-tables"', 1), "", "{", "[1,\n2]",
    "x" * (MAX_HEAD_BYTES + 5),
], ids=["one line", "reformatted", "rules core alone", "another format", "empty", "brace", "list", "long"])
def test_a_text_without_a_head_line_is_read_whole(text: str) -> None:
    with pytest.raises(MissingHeadError):
        info_from_prefix(text)


def test_a_record_of_the_version_before_on_one_line_still_lists_and_loads() -> None:
    text = one_line(UNFINISHED)
    assert info_from_text(text) == info_from_text(UNFINISHED)
    assert save_text(record_from_text(text).game) == save_text(record_from_text(UNFINISHED).game)


HEAD_EDITS = [
    ("version", "1"), ("version", 0), ("version", 3), ("id", "abc"), ("saved_at", "yesterday"), ("label", "a\tb"),
    ("seats", "Ann"), ("summary.round", 999999), ("summary.round", "3"), ("summary.waiting", "Zed"),
    ("summary", []), ("seats.0", {"name": "Ann", "kind": "robot"}),
]


@pytest.mark.parametrize(("path", "value"), HEAD_EDITS, ids=[f"{p}={v!r}"[:30] for p, v in HEAD_EDITS])
def test_a_bad_head_is_refused_from_the_prefix_as_from_the_whole_text(path: str, value: Any) -> None:
    data = json.loads(UNFINISHED)
    setter(path, value)(data)
    text = two_lines(data)
    with pytest.raises(SaveError) as whole:
        info_from_text(text)
    with pytest.raises(SaveError) as prefix:
        info_from_prefix(text[:MAX_HEAD_BYTES])
    assert type(prefix.value) is type(whole.value) and str(prefix.value) == str(whole.value)
    if path == "version" and value == 2:
        assert isinstance(prefix.value, SaveVersionError) and prefix.value.newer


def test_a_head_that_the_rest_of_the_record_contradicts_is_refused() -> None:
    """A field given twice: the list would show the first, the game the last."""
    data = json.loads(UNFINISHED)
    round_ = data["summary"]["round"]
    setter("summary.round", round_ + 7)(data)
    text = two_lines(data)[:-1] + f', "summary": {json.dumps(json.loads(UNFINISHED)["summary"])}}}'
    assert info_from_prefix(text).summary.round == round_ + 7
    for read in (info_from_text, record_from_text):
        with pytest.raises(SaveError, match="its first line does not match the rest of it"):
            read(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_damage_to_a_record_is_a_save_error_or_a_whole_record(data: st.DataObject) -> None:
    """Bytes flipped, cut or inserted anywhere: never another exception, never half a record."""
    text = SAMPLE
    position = data.draw(st.integers(0, len(text) - 1))
    kind = data.draw(st.sampled_from(["flip", "cut", "insert"]))
    if kind == "flip":
        text = text[:position] + data.draw(st.characters(codec="utf-8")) + text[position + 1:]
    elif kind == "cut":
        text = text[:position]
    else:
        text = text[:position] + data.draw(st.text(max_size=8)) + text[position:]
    with contextlib.suppress(SaveError):
        info_from_text(text)
    with contextlib.suppress(SaveError):
        info_from_prefix(text)
    try:
        record = record_from_text(text)
    except SaveError:
        return
    assert record_text(record)  # a whole record: it saves again


SAMPLE = text_of(8, decisions=25)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=10**300, max_value=10**400)
    | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_value_anywhere_in_a_record_is_a_save_error_or_a_whole_record(data: st.DataObject) -> None:
    """One value replaced by any JSON value (huge integers included), at any depth."""
    raw: Any = json.loads(SAMPLE)
    target = raw
    while isinstance(target, (dict, list)) and target:
        keys = sorted(target) if isinstance(target, dict) else list(range(len(target)))
        key = data.draw(st.sampled_from(keys))
        if not isinstance(target[key], (dict, list)) or data.draw(st.booleans()):
            target[key] = data.draw(JSON_VALUES)
            break
        target = target[key]
    text = json.dumps(raw)
    with contextlib.suppress(SaveError):
        info_from_text(text)
    with contextlib.suppress(SaveError):
        info_from_prefix(text)
    try:
        record = record_from_text(text)
    except SaveError:
        return
    assert record_text(record)


# --- version 2: what was played (expansions, beginner game, series game) -------------------------------------------


def as_version_1(text: str) -> str:
    """A record as version 1 wrote it: a head line, and a summary that did not say what was played."""
    data = json.loads(text)
    data["version"] = 1
    for key in ("expansions", "beginner", "series"):
        del data["summary"][key]
    game = data.pop("game")
    head = json.dumps(data, sort_keys=True, ensure_ascii=False)
    return f'{head[:-1]},\n"game": {json.dumps(game, sort_keys=True)}}}'


def test_the_summary_says_the_expansions_the_beginner_game_and_the_series_game() -> None:
    game = Game.new(GameSetup(("Ann", "Bill", "Cole"), 8, Rules(("dodge_city", "high_noon"), beginner=True)))
    record = record_of(game)
    record.series = SeriesGame(2, 3)
    text = record_text(record)
    for info in (info_from_prefix(text), info_from_text(text)):
        summary = info.summary
        assert (summary.expansions, summary.beginner, summary.series) == (("dodge_city", "high_noon"), True,
                                                                         SeriesGame(2, 3))
    loaded = record_from_text(text)
    assert loaded.series == SeriesGame(2, 3) and loaded.summary() == info_from_text(text).summary
    assert record_text(loaded) == text
    single = info_from_text(text_of()).summary
    assert (single.expansions, single.beginner, single.series) == ((), False, None)


def test_a_series_place_comes_from_the_series_itself() -> None:
    series = Series(("Ann", "Bill", "Cole", "Dora"), 1, planned=None)
    assert series_game(None) is None
    assert series_game(series) == SeriesGame(1, None)
    assert series_game(Series(("Ann", "Bill", "Cole", "Dora"), 1, planned=5)) == SeriesGame(1, 5)


@pytest.mark.parametrize("text", [UNFINISHED, FINISHED], ids=["unfinished", "finished"])
def test_a_record_of_version_1_still_lists_and_loads_not_saying_what_was_played(text: str) -> None:
    old = as_version_1(text)
    for info in (info_from_prefix(old), info_from_text(old)):
        assert (info.summary.expansions, info.summary.beginner, info.summary.series) == (None, None, None)
        assert info.summary.names == info_from_text(text).summary.names
    loaded = record_from_text(old)
    assert save_text(loaded.game) == save_text(record_from_text(text).game) and loaded.series is None
    with pytest.raises(SaveError, match="the summary must hold exactly"):
        info_from_text(edited(setter("version", 1), text))  # a version 1 record with a version 2 summary


SUMMARY_V2_DAMAGE: list[tuple[str, Any, str]] = [
    ("expansions", ["gold_rush"], "expansions must be a list of"),
    ("expansions", ["dodge_city", "dodge_city"], "expansions must be a list of"),
    ("expansions", "dodge_city", "expansions must be a list of"),
    ("expansions", None, "expansions must be a list of"),
    ("beginner", 1, "beginner must be true or false"),
    ("beginner", None, "beginner must be true or false"),
    ("series", {"game": 4, "of": 3}, "comes after the series' last"),
    ("series", {"game": 0, "of": None}, "series game must be a whole number"),
    ("series", {"game": True, "of": None}, "series game must be a whole number"),
    ("series", {"game": 1, "of": "3"}, "series length must be a whole number"),
    ("series", {"game": 1}, "series must be null or hold exactly"),
    ("series", [1, 3], "series must be null or hold exactly"),
]


@pytest.mark.parametrize(("field", "value", "reason"), SUMMARY_V2_DAMAGE,
                         ids=[f"{f}={v!r}"[:30] for f, v, _ in SUMMARY_V2_DAMAGE])
def test_what_was_played_out_of_range_is_refused_by_the_list_and_by_loading_alike(field: str, value: Any,
                                                                                 reason: str) -> None:
    text = edited(setter(f"summary.{field}", value), UNFINISHED)
    for read in (info_from_text, record_from_text):
        with pytest.raises(SaveError, match=reason):
            read(text)


def test_expansions_that_are_not_the_games_are_listed_but_refused_on_loading() -> None:
    changed = edited(setter("summary.expansions", ["high_noon"]), UNFINISHED)
    assert info_from_text(changed).summary.expansions == ("high_noon",)
    with pytest.raises(SaveError, match="does not reproduce its summary"):
        record_from_text(changed)
