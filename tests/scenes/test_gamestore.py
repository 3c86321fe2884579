"""The data folder: autosave after every decision (off the frame path), saved games, replays and statistics;
a file that cannot be used is reported and set aside, never deleted, never half-loaded."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.ai import RandomAgent
from game.record import TableRecord, record_from_text, record_text
from game.save import save_text
from game.save import write_atomic as real
from game.session import SeatConfig, Session
from scenes.app.i18n import Translator
from scenes.records import store as gamestore
from scenes.records import writer
from scenes.records.problems import BROKEN, WHY_DAMAGED, WHY_EDITED, WHY_NEWER, WHY_NOT_OURS, WHY_TOO_LARGE
from scenes.records.store import GameStore, data_dir

SEATS = [SeatConfig("Ann"), SeatConfig("Bill", "random"), SeatConfig("Cole", "random"), SeatConfig("Dora", "random")]


def session(seed: int = 8) -> Session:
    return Session(list(SEATS), seed)


def play(table: Session, decisions: int | None = None) -> None:
    """Every seat decides as a random agent would (the human's decisions go through ``submit``)."""
    agents = {seat: table.agents.get(seat) for seat in range(len(table.seats))}

    human = RandomAgent(99)
    done = 0
    while not table.game.over and (decisions is None or done < decisions):
        seat = table.game.decider
        assert seat is not None
        if agents[seat] is None:
            table.submit(seat, human.choose(table.game.view_for(seat)))
        else:
            table.step_ai()
        done += 1


def saved_log(store: GameStore) -> list[dict[str, Any]]:
    store.writer.flush()
    data = json.loads(store.autosave_path.read_text())
    log: list[dict[str, Any]] = data["game"]["log"]
    return log


def test_the_data_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "bang-desktop"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_dir() == Path.home() / ".local" / "share" / "bang-desktop"


def test_every_decision_is_autosaved_with_its_table(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    table = session()
    store.watch(table)
    assert saved_log(store) == []
    for _ in range(25):
        play(table, 1)
        assert len(saved_log(store)) == len(table.game.log)
    record, problem = store.unfinished()
    assert problem is None and record is not None
    assert record.seats == tuple(SEATS)
    assert save_text(record.game) == save_text(table.game)


def test_a_decision_does_not_wait_for_the_disk_until_the_autosave_lags_too_far(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow disk (a second a write) holds up no decision while the autosave is at most MAX_UNWRITTEN behind;
    past that the table waits, so that a kill loses at most that many decisions and the one being made."""

    def slow(path: Path, text: str) -> None:
        time.sleep(1.0)
        real(path, text)

    monkeypatch.setattr(writer, "write_atomic", slow)
    store = GameStore(tmp_path)
    table = session()
    store.watch(table)
    started = time.perf_counter()
    play(table, gamestore.MAX_UNWRITTEN - 1)  # the first autosave, at the deal, is one too
    assert time.perf_counter() - started < 0.9, "a decision waited for a write"
    assert store.autosave_lag() == gamestore.MAX_UNWRITTEN
    for _ in range(6):
        play(table, 1)
        assert store.autosave_lag() <= gamestore.MAX_UNWRITTEN
    assert len(saved_log(store)) == len(table.game.log)  # the newest one is written in the end


def test_a_finished_game_becomes_a_replay_counts_and_leaves_no_autosave(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    table = session()
    store.watch(table)
    play(table)
    store.writer.flush()
    assert not store.autosave_path.exists()
    replays, problems = store.replays()
    assert problems == [] and len(replays) == 1
    record, _ = store.load_replay(replays[0])
    assert record is not None and record.game.history == table.game.history
    assert store.statistics.players["Ann"].games == 1
    assert store.statistics.levels["random"].games == 3
    reread = GameStore(tmp_path)
    assert reread.statistics.to_dict() == store.statistics.to_dict()


def test_a_killed_run_that_had_finished_its_game_keeps_it_at_the_next_start(tmp_path: Path) -> None:
    """The process died after the last decision's autosave but before the replay and statistics were written."""
    table = session()
    play(table)
    text = record_text(TableRecord("ab" * 16, time.time(), "", tuple(table.seats), table.game))
    store = GameStore(tmp_path)
    store.autosave_path.write_text(text)
    record, problem = store.unfinished()
    assert record is None and problem is None
    assert not store.autosave_path.exists()
    assert len(store.replays()[0]) == 1 and store.statistics.players["Ann"].games == 1
    store.autosave_path.write_text(text)  # once more: never counted twice
    store.unfinished()
    assert len(store.replays()[0]) == 1 and store.statistics.players["Ann"].games == 1


def test_a_continued_game_is_the_same_game_and_a_loaded_save_a_new_one(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    table = session()
    store.watch(table)
    play(table, 30)
    record, _ = store.unfinished()
    assert record is not None
    again = gamestore.session_for(record)
    store.continues(again, record)
    store.watch(again)
    assert json.loads(store.autosave_path.read_text())["id"] == record.id
    fresh = gamestore.session_for(record)
    store.watch(fresh)
    store.writer.flush()
    assert json.loads(store.autosave_path.read_text())["id"] != record.id


def test_a_saved_game_loaded_after_its_end_is_not_counted_again(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    table = session()
    store.watch(table)
    play(table)
    assert store.save_as("The end", table) is None
    record, _ = store.load(store.saves()[0][0])
    assert record is not None and record.game.over
    store.watch(gamestore.session_for(record))
    store.writer.flush()
    assert len(store.replays()[0]) == 1 and store.statistics.players["Ann"].games == 1
    assert not store.autosave_path.exists()


def test_saving_under_a_name_lists_loads_replaces_and_deletes(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    table = session()
    play(table, 40)
    assert store.save_as("Friday night", table) is None
    assert store.label_taken("Friday night") and not store.label_taken("Saturday")
    play(table, 10)
    assert store.save_as("Friday   night", table) is None  # the same name: the older save is replaced
    assert store.save_as("Всё ещё: /../игра", table) is None
    entries, problems = store.saves()
    assert problems == [] and [entry.info.label for entry in entries] == ["Всё ещё: /../игра", "Friday night"]
    assert all(entry.path.parent == store.saves_dir for entry in entries)
    record, problem = store.load(entries[1])
    assert problem is None and record is not None and len(record.game.log) == 50
    assert entries[1].info.summary.names == ("Ann", "Bill", "Cole", "Dora")
    assert store.delete(entries[0]) is None
    assert [entry.info.label for entry in store.saves()[0]] == ["Friday night"]


def test_only_the_newest_replays_are_kept(tmp_path: Path) -> None:
    store = GameStore(tmp_path, replays_kept=3)
    for seed in range(5):
        table = session(seed)
        store.watch(table)
        play(table)
        store.writer.flush()
    replays, _ = store.replays()
    assert len(replays) == 3
    assert sum(line.games for line in store.statistics.levels.values()) == 15


def corrupt_texts(valid: str) -> dict[str, tuple[str | bytes, str]]:
    data = json.loads(valid)
    newer = dict(data, version=3)
    edited = json.loads(valid)
    edited["game"]["log"] = edited["game"]["log"][:-1]
    typed = json.loads(valid)
    typed["seats"][0]["kind"] = ["human"]
    return {
        "truncated": (valid[: len(valid) // 2], WHY_NOT_OURS),
        "newer": (json.dumps(newer), WHY_NEWER),
        "edited": (json.dumps(edited), WHY_EDITED),
        "wrong types": (json.dumps(typed), WHY_DAMAGED),
        "binary": (b"\xff\xfe\x00garbage", WHY_NOT_OURS),
        "huge": (b" " * (gamestore.MAX_FILE_BYTES + 10), WHY_TOO_LARGE),
    }


def valid_text(decisions: int = 30) -> str:
    table = session()
    play(table, decisions)
    return record_text(TableRecord("cd" * 16, time.time(), "x", tuple(table.seats), table.game))


@pytest.mark.parametrize("kind", ["truncated", "newer", "edited", "wrong types", "binary", "huge"])
def test_a_bad_autosave_is_reported_set_aside_and_kept(tmp_path: Path, kind: str) -> None:
    content, why = corrupt_texts(valid_text())[kind]
    store = GameStore(tmp_path)
    path = store.autosave_path
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    record, problem = store.unfinished()
    assert record is None and problem is not None
    assert problem.why == why
    assert not path.exists()
    kept = list(tmp_path.glob(f"autosave{BROKEN}*.json"))
    assert len(kept) == 1 and problem.path == kept[0]
    assert kept[0].read_bytes() == (content if isinstance(content, bytes) else content.encode())
    for language in ("en", "ru", "cs"):
        text = problem.describe(Translator(language))
        assert str(kept[0]) in text
    assert store.unfinished() == (None, None)  # reported once: it is not read again


@pytest.mark.parametrize("kind", ["truncated", "newer", "edited", "wrong types", "binary", "huge"])
def test_bad_saved_games_are_reported_and_set_aside_and_the_good_ones_listed(tmp_path: Path, kind: str) -> None:
    valid = valid_text()
    content, reason = corrupt_texts(valid)[kind]
    store = GameStore(tmp_path)
    store.saves_dir.mkdir(parents=True)
    (store.saves_dir / "good.json").write_text(valid)
    bad = store.saves_dir / "bad.json"
    if isinstance(content, bytes):
        bad.write_bytes(content)
    else:
        bad.write_text(content)
    entries, problems = store.saves()
    if kind in ("edited", "truncated"):  # its head reads well: the list shows it, and loading finds it out
        assert len(entries) == 2 and problems == []
        entry = next(e for e in entries if e.path == bad)
        record, problem = store.load(entry)
        assert record is None and problem is not None and problem.why == reason
    else:
        assert [entry.path.name for entry in entries] == ["good.json"]
        assert len(problems) == 1
    assert not bad.exists() and len(list(store.saves_dir.glob(f"bad{BROKEN}*.json"))) == 1
    assert [entry.path.name for entry in store.saves()[0]] == ["good.json"]


def test_a_fifo_among_the_saves_does_not_hang(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    store.saves_dir.mkdir(parents=True)
    os.mkfifo(store.saves_dir / "pipe.json")
    entries, problems = store.saves()
    assert entries == [] and len(problems) == 1


def test_bad_statistics_are_set_aside_and_start_again(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text('{"format": "bang-statistics", "version": 1, "players": 5}')
    store = GameStore(tmp_path)
    assert store.statistics.players == {} and len(store.problems) == 1
    assert len(list(tmp_path.glob(f"statistics{BROKEN}*.json"))) == 1


def test_an_unwritable_folder_is_reported_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = GameStore(blocker / "bang-desktop")
    table = session()
    store.watch(table)
    play(table, 5)
    store.writer.flush()
    problem = store.autosave_problem()
    assert problem is not None and "cannot be written" in problem.describe(Translator("en"))
    assert store.save_as("x", table) is not None
    assert len(table.game.log) == 5


def test_the_autosave_costs_the_frame_thread_a_fraction_of_a_frame(tmp_path: Path) -> None:
    """What the table pays per decision (the snapshot and the hand-over) over a long game: the median under 2 ms
    even on a loaded test machine (tools/autosave_cost.py measures it: about 0.3 ms)."""
    store = GameStore(tmp_path)
    table = Session([SeatConfig(name, "normal") for name in ("A", "B", "C", "D", "E", "F", "G")], 3)
    store.watch(table)
    play(table)
    costs = sorted(store.autosave_costs)
    median = costs[len(costs) // 2]
    assert median < 0.002, f"median {median * 1000:.2f} ms"
    assert record_from_text(record_text(TableRecord("ef" * 16, 0.0, "", tuple(table.seats), table.game)))
