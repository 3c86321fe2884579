"""Nothing is lost without the player's say: a finished game leaves the autosave only once its replay and the
statistics are on disk; a new game never takes the autosave of an unfinished one; the demo keeps apart;
replays are pruned by when they finished, and only the game's own files."""
from __future__ import annotations

import errno
import json
import os
import shutil
import time
from pathlib import Path

import pytest

from game.record import TableRecord, record_text
from game.save import write_atomic as real_write
from game.session import SeatConfig, Session
from scenes.app.i18n import Translator
from scenes.records import keeping
from scenes.records import store as gamestore
from scenes.records.store import GameStore
from tests.scenes.test_gamestore import play, session

EN = Translator("en")
real_replace = os.replace
DEMO = [SeatConfig(name, "random") for name in ("Ann", "Bill", "Cole", "Dora")]


def fail_in(folder: Path, monkeypatch: pytest.MonkeyPatch, error: int = errno.ENOSPC) -> None:
    """Every write or rename the keeping job makes into ``folder`` (or to ``folder``, a file) fails."""

    def refused(path: Path) -> bool:
        return path.parent == folder or path == folder

    def write(path: Path, text: str) -> None:
        if refused(path):
            raise OSError(error, os.strerror(error))
        real_write(path, text)

    def rename(source: str | Path, target: str | Path) -> None:
        if refused(Path(target)):
            raise OSError(error, os.strerror(error))
        real_replace(source, target)

    monkeypatch.setattr(keeping, "write_atomic", write)
    monkeypatch.setattr(os, "replace", rename)


def finished(store: GameStore, seed: int = 8) -> Session:
    table = session(seed)
    store.watch(table)
    play(table)
    store.writer.flush()
    return table


def test_a_finished_game_whose_replay_cannot_be_written_is_kept_aside_and_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(tmp_path)
    fail_in(store.replays_dir, monkeypatch)
    table = finished(store)
    problems = store.keeping_problems(table)
    assert problems, "the results screen has nothing to say"
    said = problems[0].describe(EN)
    assert "could not be kept as a replay" in said and "the disk is full" in said
    unkept = list(tmp_path.glob("unkept-*.json"))
    assert len(unkept) == 1 and "is safe in" in said and str(unkept[0]) in said
    assert json.loads(unkept[0].read_text())["game"]["log"] == json.loads(record_text(TableRecord(
        json.loads(unkept[0].read_text())["id"], 0, "", tuple(table.seats), table.game)))["game"]["log"]
    assert not store.autosave_path.exists(), "the autosave's place is free for the next game"
    assert any("could not be kept" in problem.describe(EN) for problem in store.take_problems()), "the menu"
    monkeypatch.undo()  # the disk has room again
    store.keep_again()
    store.writer.flush()
    assert len(store.replays()[0]) == 1 and list(tmp_path.glob("unkept-*.json")) == []
    assert store.keeping_problems(table) == []
    assert store.statistics.players["Ann"].games == 1
    assert GameStore(tmp_path).statistics.players["Ann"].games == 1


def test_a_game_not_kept_survives_the_next_game_and_is_kept_at_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(tmp_path)
    fail_in(store.replays_dir, monkeypatch, errno.EACCES)
    first = finished(store, 8)
    second = session(9)
    store.watch(second)
    play(second, 10)
    store.writer.flush()
    assert json.loads(store.autosave_path.read_text())["game"]["log"][:1] != []  # the new game has the autosave
    assert len(list(tmp_path.glob("unkept-*.json"))) == 1
    monkeypatch.undo()
    again = GameStore(tmp_path)
    again.writer.flush()
    replays, _ = again.replays()
    assert len(replays) == 1 and replays[0].info.summary.over
    record, _ = again.load_replay(replays[0])
    assert record is not None and record.game.log == first.game.log
    assert again.statistics.players["Ann"].games == 1
    assert list(tmp_path.glob("unkept-*.json")) == []
    unfinished, _ = again.unfinished()
    assert unfinished is not None and unfinished.game.log == second.game.log


def test_a_game_whose_statistics_cannot_be_written_keeps_its_autosave_until_they_are(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(tmp_path)
    fail_in(store.statistics_path, monkeypatch)
    table = finished(store)
    said = " ".join(problem.describe(EN) for problem in store.keeping_problems(table))
    assert "statistics could not be saved" in said and "counted as soon as" in said
    assert len(store.replays()[0]) == 1 and len(list(tmp_path.glob("unkept-*.json"))) == 1
    monkeypatch.undo()
    again = GameStore(tmp_path)
    again.writer.flush()
    assert len(again.replays()[0]) == 1 and list(tmp_path.glob("unkept-*.json")) == []
    assert GameStore(tmp_path).statistics.players["Ann"].games == 1


def test_a_game_whose_end_was_never_written_becomes_a_saved_game(tmp_path: Path) -> None:
    """The disk was full at the end: the unkept file holds the game as it stood before; the next start offers it
    among the saved games rather than dropping it."""
    table = session()
    play(table, 30)
    (tmp_path / keeping.unkept_name("cd" * 16)).write_text(
        record_text(TableRecord("cd" * 16, time.time(), "", tuple(table.seats), table.game)))
    store = GameStore(tmp_path)
    saves, _ = store.saves()
    assert len(saves) == 1 and saves[0].info.summary.turns >= 1
    assert any("kept as a saved game" in problem.describe(EN) for problem in store.take_problems())


def test_a_new_game_never_takes_the_autosave_of_an_unfinished_one(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    old = session(8)
    store.watch(old)
    play(old, 40)
    store.writer.flush()
    later = GameStore(tmp_path)  # a new run, whose screens did not ask
    new = session(9)
    later.watch(new)
    later.writer.flush()
    saves, _ = later.saves()
    assert len(saves) == 1
    record, _ = later.load(saves[0])
    assert record is not None and record.game.log == old.game.log
    assert any("kept as a saved game" in problem.describe(EN) for problem in later.take_problems())


def test_the_player_discards_or_keeps_the_unfinished_game(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    old = session(8)
    store.watch(old)
    play(old, 40)
    assert store.keep_unfinished("Ann and 3 AI players, round 2") is None
    assert not store.autosave_path.exists()
    play_more = session(11)
    store.watch(play_more)
    play(play_more, 5)
    assert store.keep_unfinished("Ann and 3 AI players, round 2") is None
    labels = sorted(entry.info.label for entry in store.saves()[0])
    assert labels == ["Ann and 3 AI players, round 2", "Ann and 3 AI players, round 2 (2)"]
    store.watch(session(12))
    assert store.discard_unfinished() is None
    assert store.unfinished() == (None, None) and len(store.saves()[0]) == 2


def test_the_demo_has_its_own_autosave_and_its_games_are_kept_and_counted(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    mine = session(8)
    store.watch(mine)
    play(mine, 20)
    demo = Session(list(DEMO), 5)
    store.watch(demo)
    play(demo, 10)
    store.writer.flush()
    assert json.loads(store.demo_autosave_path.read_text())["game"]["log"] != []
    record, _ = store.unfinished()
    assert record is not None and record.game.log == mine.game.log
    play(demo)
    store.writer.flush()
    assert not store.demo_autosave_path.exists() and len(store.replays()[0]) == 1
    assert store.statistics.levels["random"].games == 4
    assert store.unfinished()[0] is not None


def test_replays_are_pruned_by_when_they_finished_and_only_the_game_s_own(tmp_path: Path) -> None:
    store = GameStore(tmp_path, replays_kept=3)
    finished(store, 8)
    made = next(store.replays_dir.glob("*.json"))
    for n in range(3):  # replays from a clock set forward: dated 2030 by name, older by what they say
        shutil.copy(made, store.replays_dir / f"20300101-00000{n}-aaaaaaaaaa0{n}.json")
    made.unlink()
    favourite = store.replays_dir / "00-my-favourite-game.json"
    shutil.copy(store.replays_dir / "20300101-000000-aaaaaaaaaa00.json", favourite)
    table = finished(store, 9)
    names = sorted(path.name for path in store.replays_dir.glob("*.json"))
    ours = keeping.existing_replay(store.replays_dir, store.game_id(table) or "")
    assert ours is not None and ours.name in names, "the game just finished was pruned"
    assert favourite.name in names, "a file the game did not name was deleted"
    assert len([name for name in names if name.startswith("2030")]) == 2


def test_on_a_full_disk_the_last_autosave_becomes_the_replay_by_a_rename(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No room for a second copy: the autosave of the last decision holds the replay's very text, and a rename
    needs no room."""
    store = GameStore(tmp_path)

    def full(path: Path, text: str) -> None:
        if path.parent == store.replays_dir:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_write(path, text)

    monkeypatch.setattr(keeping, "write_atomic", full)
    table = finished(store)
    assert store.keeping_problems(table) == []
    replays, _ = store.replays()
    assert len(replays) == 1 and not store.autosave_path.exists()
    record, _ = store.load_replay(replays[0])
    assert record is not None and record.game.log == table.game.log


def test_the_lists_read_only_each_file_s_head(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hundreds of replays, or a huge one, cost a list what their first line costs (D7)."""
    store = GameStore(tmp_path, replays_kept=500)
    finished(store, 8)
    made = next(store.replays_dir.glob("*.json"))
    head, _ = made.read_text().split("\n", 1)
    for n in range(300):
        shutil.copy(made, store.replays_dir / f"20260101-000000-{n:012x}.json")
    (store.replays_dir / "huge.json").write_text(head + "\n" + "0," * 4_000_000 + "0]}")
    whole: list[Path] = []

    def read_whole(path: Path, limit: int) -> str:
        whole.append(path)
        return ""

    monkeypatch.setattr(gamestore, "read_text_file", read_whole)
    entries, problems = store.replays()
    assert len(entries) == 302 and problems == [] and whole == []
