"""Where games are kept between runs: the autosave, saved games, replays and statistics (no pygame here).

The files live in the user's data folder (``data_dir``), beside the settings' configuration folder:

- ``autosave.json``: the game in progress with its table, rewritten after every decision (a table with no
  human, the ``--autoplay`` demo, has its own ``demo-autosave.json`` and never touches the player's);
- ``saves/*.json``: games saved under a name from the pause menu;
- ``replays/*.json``: finished games, the newest ``replays_kept`` of them;
- ``statistics.json``: statistics per human player and AI level;
- ``unkept-<id>.json``: a finished game whose replay or statistics could not be written yet (``keeping``).

Nothing here loses a game without the player's say: a finished game leaves the autosave only once its replay
and the statistics are on disk, and a new game never takes the autosave of an unfinished one (the screens
ask first; if one does not, the old game is kept as a saved game). Every file is a JSON record checked in
full on loading (``game.record``, ``game.statistics``). A file that cannot be used is renamed
``<name>.broken-<date>-<time>.json``, never deleted, and the problem is returned to be shown in plain
words; a folder that cannot be read or written is reported the same way, and the game goes on. Files are
written by a background thread (``scenes.records.writer``) so that the table never waits for the disk.
"""
from __future__ import annotations

import json
import os
import re
import sys
import threading
import time
import uuid
import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.errors import SaveError
from game.record import (
    MAX_HEAD_BYTES,
    MAX_LABEL,
    MissingHeadError,
    RecordInfo,
    SavedLog,
    SeriesGame,
    TableRecord,
    info_from_prefix,
    info_from_text,
    record_from_text,
    record_text,
)
from game.save import clean_stale_temporaries, read_text_file, read_text_prefix
from game.session import SeatConfig, Session
from game.statistics import Statistics
from scenes.app.i18n import N_
from scenes.app.settings import APP_DIR, os_reason
from scenes.records.keeping import UNKEPT_PREFIX, Finished, KeepResult, keep, statistics_text, unkept_name
from scenes.records.problems import (
    AUTOSAVE_FAILED,
    AUTOSAVE_NOT_WRITTEN,
    BROKEN,
    DELETE_FAILED,
    LIST_FAILED,
    REPLAY_FAILED,
    SAVE_FAILED,
    STATISTICS_FAILED,
    STATISTICS_NOT_WRITTEN,
    WHY_DAMAGED,
    WHY_UNWRITABLE,
    WRITE_FAILED,
    StoreProblem,
    folder_unreadable,
    set_aside,
    unreadable,
    unwritable,
    why_refused,
)
from scenes.records.writer import BackgroundWriter

AUTOSAVE = "autosave.json"
DEMO_AUTOSAVE = "demo-autosave.json"
SAVES = "saves"
REPLAYS = "replays"
STATISTICS = "statistics.json"
MAX_FILE_BYTES = 16 * 1024 * 1024
"""A long game is some 30 KB; a file past this is refused unread."""
MAX_STATISTICS_BYTES = 4 * 1024 * 1024
DEFAULT_REPLAYS_KEPT = 50
MAX_UNWRITTEN = 3
"""Decisions the autosave may lag behind the game (a fast AI outruns the disk): past this the table waits for
the write, so a kill loses at most this many decisions and the one being made."""
UNWRITTEN_WAIT = 2.0
"""Seconds the table waits at most for a lagging autosave (a stuck disk must not freeze the game)."""
UNFINISHED_KEPT = N_("The unfinished game was kept as a saved game.")


def data_dir() -> Path:
    """The platform's place for user data: XDG on Linux, Application Support on macOS, APPDATA on Windows."""
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_DIR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_DIR


def session_for(record: TableRecord) -> Session:
    """A session around a loaded record's game, its agents reading the history afresh."""
    game = record.game
    assert game.setup is not None  # records hold dealt games only
    return Session(list(record.seats), game.setup.seed, ask_always=game.setup.rules.ask_always, game=game)


def is_demo(seats: Iterable[SeatConfig]) -> bool:
    """A table where nobody plays: the demo, kept apart from the player's own game."""
    return not any(seat.human for seat in seats)


@dataclass(frozen=True)
class Entry:
    """A file in a list: saved game or replay."""

    path: Path
    info: RecordInfo


class GameStore:
    """The data folder's files, and the autosave of the table in progress."""

    def __init__(self, folder: Path | None = None, *, replays_kept: int = DEFAULT_REPLAYS_KEPT) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.replays_kept = replays_kept
        self.writer = BackgroundWriter()
        self.problems: list[StoreProblem] = []
        """Problems found outside any screen (statistics, a game not kept) for the menu to show once."""
        self.autosave_costs: list[float] = []
        """Seconds the frame thread spent on each autosave (taking the snapshot and handing it over)."""
        self._ids: weakref.WeakKeyDictionary[Session, str] = weakref.WeakKeyDictionary()
        self._logs: weakref.WeakKeyDictionary[Session, SavedLog] = weakref.WeakKeyDictionary()
        """Each watched session's log as saved so far (converted once per decision, not the whole log each time)."""
        self._series: weakref.WeakKeyDictionary[Session, SeriesGame] = weakref.WeakKeyDictionary()
        """The place in its series of each watched session's game that is part of one (its records say it)."""
        self._holders: dict[Path, tuple[str, bool] | None] = {}
        """What each autosave file holds as far as this run knows: the game's id and whether it is over."""
        self._asked = 0
        """Autosaves asked so far (the writer's tags)."""
        self._last_slot: Path | None = None
        self._lock = threading.Lock()
        self._unkept: dict[str, Finished] = {}
        """Finished games not yet on disk as replays and counted (guarded by ``_lock``: the writer reports)."""
        self._reported: set[str] = set()
        """Finished games whose failure to be kept the menu was told of (once is enough)."""
        self._keeping: dict[str, KeepResult] = {}
        """How keeping each finished game went, once it was tried."""
        for folder_ in (self.folder, self.saves_dir, self.replays_dir):
            clean_stale_temporaries(folder_)
        self.statistics = self._load_statistics()
        self._keep_unkept_files()

    # --- places --------------------------------------------------------------------------

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def demo_autosave_path(self) -> Path:
        return self.folder / DEMO_AUTOSAVE

    @property
    def saves_dir(self) -> Path:
        return self.folder / SAVES

    @property
    def replays_dir(self) -> Path:
        return self.folder / REPLAYS

    @property
    def statistics_path(self) -> Path:
        return self.folder / STATISTICS

    def slot_for(self, seats: Iterable[SeatConfig]) -> Path:
        """The autosave a table writes: the player's, or the demo's for a table where nobody plays."""
        return self.demo_autosave_path if is_demo(seats) else self.autosave_path

    # --- the game in progress -----------------------------------------------------------------

    def watch(self, session: Session, series: SeriesGame | None = None) -> None:
        """Autosave ``session`` now and after every decision; keep it as a replay and count it once it ends.
        ``series``: the game's place in a series, which its records (autosave, replay, saved game) say.

        A game that is already over (a saved game loaded after its end) was kept and counted when it ended.
        An unfinished game of the player's that the autosave holds is never overwritten: if the screens did
        not settle it first (``discard_unfinished``, ``keep_unfinished``), it is kept as a saved game.
        """
        if session.game.over:
            return
        game_id = self._ids.get(session) or uuid.uuid4().hex
        self._ids[session] = game_id
        if series is not None:
            self._series[session] = series
        slot = self.slot_for(session.seats)
        if slot == self.autosave_path:
            self._make_room(game_id)
        session.on_decision = self._decided
        self._decided(session)

    def _decided(self, session: Session) -> None:
        started = time.perf_counter()
        game_id = self._ids.get(session)
        if game_id is None:
            return
        log = self._logs.get(session)
        if log is None:
            log = self._logs[session] = SavedLog()
        slot = self.slot_for(session.seats)
        record = TableRecord(game_id, time.time(), "", tuple(session.seats), session.game, self._series.get(session))
        text = record_text(record, log)
        self._asked += 1
        self.writer.write(slot, lambda: text, tag=self._asked)
        self._holders[slot] = (game_id, session.game.over)
        self._last_slot = slot
        if self.autosave_lag() > MAX_UNWRITTEN:
            self.writer.wait_written(slot, self._asked - MAX_UNWRITTEN, UNWRITTEN_WAIT)
        self.autosave_costs.append(time.perf_counter() - started)
        del self.autosave_costs[:-1000]
        if session.game.over:
            self._keep_finished(record, text, slot)

    def autosave_lag(self) -> int:
        """Autosaves asked and not yet on disk (decisions a kill would lose now, besides the one being made)."""
        if self._last_slot is None:
            return 0
        return self._asked - (self.writer.written(self._last_slot) or 0)

    def _keep_finished(self, record: TableRecord, text: str, holder: Path | None) -> None:
        """A game just ended: count it, and keep it as a replay before its autosave goes (``keeping``)."""
        self.statistics.record(record.id, record.seats, record.game)
        finished = Finished(record.id, text, record.saved_at, statistics_text(self.statistics.to_dict()), holder)
        with self._lock:
            self._unkept[record.id] = finished
        self._queue_keeping(finished)

    def _queue_keeping(self, finished: Finished) -> None:
        def job() -> None:
            result = keep(finished, self.replays_dir, self.statistics_path, self.replays_kept)
            with self._lock:
                self._keeping[finished.id] = result
                if result.kept:
                    self._unkept.pop(finished.id, None)
                else:
                    if finished.id not in self._reported:
                        self._reported.add(finished.id)
                        self.problems.extend(result.problems)
                    # Try again from the unkept file from now on: the autosave's place may go to a new game.
                    self._unkept[finished.id] = Finished(
                        finished.id, finished.text, finished.finished_at, finished.statistics,
                        self.folder / unkept_name(finished.id))

        self.writer.run(self.folder / f".keep-{finished.id}", job)

    def take_problems(self) -> list[StoreProblem]:
        """The problems found outside any screen since last asked (the menu says them once)."""
        with self._lock:
            problems, self.problems = self.problems, []
        return problems

    def game_id(self, session: Session) -> str | None:
        """The id ``session``'s game is kept under, once watched."""
        return self._ids.get(session)

    def keeping_problems(self, session: Session) -> list[StoreProblem]:
        """What went wrong keeping ``session``'s game once it ended (empty while it is being kept, and once kept)."""
        game_id = self._ids.get(session)
        with self._lock:
            result = self._keeping.get(game_id) if game_id is not None else None
        return list(result.problems) if result is not None else []

    def keep_again(self) -> None:
        """Try again to keep the finished games not yet on disk (the disk may have room now)."""
        with self._lock:
            waiting = list(self._unkept.values())
        for finished in waiting:
            self._queue_keeping(Finished(finished.id, finished.text, finished.finished_at,
                                         statistics_text(self.statistics.to_dict()), finished.holder))

    def _keep_unkept_files(self) -> None:
        """Finished games a run could not keep (``unkept-*.json``): keep them now; one whose end was never
        written is an unfinished game, kept as a saved game."""
        try:
            paths = sorted(path for path in self.folder.iterdir() if path.name.startswith(UNKEPT_PREFIX))
        except OSError:
            return
        for path in paths:
            record, problem = self._read_record(path, AUTOSAVE_FAILED)
            if problem is not None:
                self.problems.append(problem)
            if record is None:
                continue
            if record.game.over:
                self._keep_finished(record, record_text(record), path)
            else:
                self.problems.append(self._move_to_saves(path))

    def autosave_problem(self) -> StoreProblem | None:
        """Why the last autosave could not be written, until one is."""
        failure = self.writer.failure
        if failure is None or failure.path not in (self.autosave_path, self.demo_autosave_path):
            return None
        return unwritable(AUTOSAVE_NOT_WRITTEN, failure.path, failure.error)

    def unfinished(self, *, demo: bool = False) -> tuple[TableRecord | None, StoreProblem | None]:
        """The unfinished game of the autosave (the demo's with ``demo``), if there is one that loads; else the
        problem (the file set aside when it is damaged).

        An autosave of a game that ended (the process was killed before it was kept) is kept as a replay and
        counted now; finished games not kept yet are tried again.
        """
        self.keep_again()
        self.writer.flush()
        path = self.demo_autosave_path if demo else self.autosave_path
        record, problem = self._read_record(path, AUTOSAVE_FAILED)
        if record is None:
            self._holders[path] = None
            return None, problem
        self._holders[path] = (record.id, record.game.over)
        if not record.game.over:
            return record, problem
        self._keep_finished(record, record_text(record), path)
        self.writer.flush()
        return None, None

    def continues(self, session: Session, record: TableRecord) -> None:
        """``session`` plays on the autosave's game: it keeps its id, so that the game is counted once however
        often it is resumed (a saved game loaded again is a new game, with a new id)."""
        self._ids[session] = record.id
        if record.series is not None:
            self._series[session] = record.series

    def discard_unfinished(self) -> StoreProblem | None:
        """Remove the player's unfinished game from the autosave (the player chose to)."""
        self.writer.flush()
        try:
            self.autosave_path.unlink(missing_ok=True)
        except OSError as error:
            return StoreProblem(DELETE_FAILED, *_unwritable_params(self.autosave_path, error))
        self._holders[self.autosave_path] = None
        return None

    def abandon(self, session: Session) -> None:
        """``session``'s game is given up (restarted): the autosave forgets it if it holds it."""
        holder = self._holders.get(self.autosave_path)
        if holder is not None and holder[0] == self._ids.get(session) and not holder[1]:
            self.discard_unfinished()

    def keep_unfinished(self, label: str) -> StoreProblem | None:
        """Keep the player's unfinished game as a saved game named ``label``, then free the autosave."""
        record, problem = self.unfinished()
        if record is None:
            return problem
        label = self._free_label(label)
        text = record_text(TableRecord(uuid.uuid4().hex, time.time(), label, record.seats, record.game,
                                       record.series))
        problem = self._write_now(self._path_for_label(label), text, WRITE_FAILED)
        return problem or self.discard_unfinished()

    def _make_room(self, game_id: str) -> None:
        """Before ``game_id`` takes the player's autosave: an unfinished other game there is kept as a saved game."""
        slot = self.autosave_path
        if slot not in self._holders:
            self.unfinished()
        holder = self._holders.get(slot)
        if holder is None or holder[0] == game_id or holder[1]:
            return
        self.writer.flush()
        self.problems.append(self._move_to_saves(slot))
        self._holders[slot] = None

    def _move_to_saves(self, path: Path) -> StoreProblem:
        """Move an unfinished game's file among the saved games (a rename: it needs no room on the disk)."""
        target = self.saves_dir / f"unfinished-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}.json"
        try:
            self.saves_dir.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
        except OSError as error:
            return StoreProblem(WRITE_FAILED, *_unwritable_params(target, error))
        return StoreProblem(UNFINISHED_KEPT, kept=N_("The file was kept as {path}."), path=target)

    # --- saved games ---------------------------------------------------------------------------

    def save_as(self, label: str, session: Session) -> StoreProblem | None:
        """Save the game under ``label`` (replacing a save of the same name) and wait until it is on disk."""
        label = " ".join(label.split())[:MAX_LABEL] or "?"
        path = self._path_for_label(label)
        text = record_text(TableRecord(uuid.uuid4().hex, time.time(), label, tuple(session.seats), session.game,
                                       self._series.get(session)))
        return self._write_now(path, text, WRITE_FAILED)

    def _write_now(self, path: Path, text: str, what: str) -> StoreProblem | None:
        self.writer.write(path, lambda: text)
        self.writer.flush()
        failure = self.writer.failure
        if failure is not None and failure.path == path:
            return unwritable(what, path, failure.error)
        return None

    def label_taken(self, label: str) -> bool:
        label = " ".join(label.split())[:MAX_LABEL]
        entries, _ = self._list(self.saves_dir)
        return any(entry.info.label == label for entry in entries)

    def _free_label(self, label: str) -> str:
        """``label``, or ``label (2)``, ``label (3)``... the first no saved game has."""
        label = " ".join(label.split())[:MAX_LABEL - 5] or "?"
        taken = {entry.info.label for entry in self._list(self.saves_dir)[0]}
        return next(name for n in range(1, 10_000) if (name := label if n == 1 else f"{label} ({n})") not in taken)

    def _path_for_label(self, label: str) -> Path:
        entries, _ = self._list(self.saves_dir)
        for entry in entries:
            if entry.info.label == label:
                return entry.path
        stem = re.sub(r"[^\w]+", "-", label, flags=re.UNICODE).strip("-_")[:40] or "game"
        taken = {entry.path.name for entry in entries}
        for number in range(1, 10_000):
            name = f"{stem}.json" if number == 1 else f"{stem}-{number}.json"
            if name not in taken and not os.path.lexists(self.saves_dir / name):
                return self.saves_dir / name
        return self.saves_dir / f"{stem}-{uuid.uuid4().hex[:8]}.json"

    def saves(self) -> tuple[list[Entry], list[StoreProblem]]:
        """Saved games, newest first; unreadable files are set aside and reported."""
        return self._list(self.saves_dir, SAVE_FAILED)

    def load(self, entry: Entry) -> tuple[TableRecord | None, StoreProblem | None]:
        return self._read_record(entry.path, SAVE_FAILED)

    def delete(self, entry: Entry) -> StoreProblem | None:
        try:
            entry.path.unlink(missing_ok=True)
        except OSError as error:
            return StoreProblem(DELETE_FAILED, *_unwritable_params(entry.path, error))
        return None

    # --- replays -----------------------------------------------------------------------------------

    def replays(self) -> tuple[list[Entry], list[StoreProblem]]:
        """Replays of finished games, newest first; unreadable files are set aside and reported."""
        self.writer.flush()
        return self._list(self.replays_dir, REPLAY_FAILED)

    def load_replay(self, entry: Entry) -> tuple[TableRecord | None, StoreProblem | None]:
        return self._read_record(entry.path, REPLAY_FAILED)

    def set_replays_kept(self, count: int) -> None:
        """Keep ``count`` replays from now on: the oldest past it go when the next game ends, not at once."""
        self.replays_kept = max(1, count)

    # --- statistics ------------------------------------------------------------------------------------

    def _load_statistics(self) -> Statistics:
        path = self.statistics_path
        try:
            text = read_text_file(path, MAX_STATISTICS_BYTES)
        except FileNotFoundError:
            return Statistics()
        except (OSError, UnicodeDecodeError) as error:
            self.problems.append(unreadable(path, STATISTICS_FAILED, error))
            return Statistics()
        try:
            return Statistics.from_dict(json.loads(text, parse_constant=_no_constant))
        except RecursionError:
            detail = "nested too deeply"
        except ValueError as error:
            detail = str(error)
        self.problems.append(set_aside(path, STATISTICS_FAILED, WHY_DAMAGED, detail=detail))
        return Statistics()

    def reset_statistics(self) -> StoreProblem | None:
        self.statistics = Statistics()
        return self._write_now(self.statistics_path, statistics_text(self.statistics.to_dict()),
                               STATISTICS_NOT_WRITTEN)

    # --- files ---------------------------------------------------------------------------------------------

    def close(self) -> None:
        """Try once more to keep what is not kept, and wait for the writes asked so far (at the end of the run)."""
        self.keep_again()
        self.writer.flush()

    @staticmethod
    def _files(folder: Path) -> tuple[list[Path], OSError | None]:
        try:
            return [p for p in folder.iterdir() if p.suffix == ".json" and BROKEN not in p.name
                    and not p.is_dir()], None
        except FileNotFoundError:
            return [], None
        except OSError as error:
            return [], error

    def _list(self, folder: Path, failed: str = SAVE_FAILED) -> tuple[list[Entry], list[StoreProblem]]:
        entries: list[Entry] = []
        problems: list[StoreProblem] = []
        files, error = self._files(folder)
        if error is not None:
            problems.append(folder_unreadable(LIST_FAILED, folder, error))
        for path in files:
            entry, problem = self._entry(path, failed)
            if entry is not None:
                entries.append(entry)
            if problem is not None:
                problems.append(problem)
        entries.sort(key=lambda entry: (entry.info.saved_at, entry.path.name), reverse=True)
        return entries, problems

    def _entry(self, path: Path, failed: str) -> tuple[Entry | None, StoreProblem | None]:
        """A file as a list shows it, from its head line alone (a file from before heads is read whole)."""
        try:
            return Entry(path, info_from_prefix(read_text_prefix(path, MAX_HEAD_BYTES, limit=MAX_FILE_BYTES))), None
        except (OSError, UnicodeDecodeError) as error:
            return None, unreadable(path, failed, error)
        except MissingHeadError:
            pass
        except SaveError as error:
            return None, set_aside(path, failed, why_refused(error), detail=str(error))
        try:
            text = read_text_file(path, MAX_FILE_BYTES)
        except (OSError, UnicodeDecodeError) as error:
            return None, unreadable(path, failed, error)
        try:
            return Entry(path, info_from_text(text)), None
        except SaveError as error:
            if "rules core alone" not in str(error):
                return None, set_aside(path, failed, why_refused(error), detail=str(error))
        record, problem = self._read_record(path, failed)
        if record is None:
            return None, problem
        return Entry(path, RecordInfo(record.id, record.saved_at, record.label, record.summary())), None

    @staticmethod
    def _read_record(path: Path, failed: str) -> tuple[TableRecord | None, StoreProblem | None]:
        try:
            text = read_text_file(path, MAX_FILE_BYTES)
            modified = path.stat().st_mtime
        except FileNotFoundError:
            return None, None
        except (OSError, UnicodeDecodeError) as error:
            return None, unreadable(path, failed, error)
        try:
            return record_from_text(text, modified=modified), None
        except SaveError as error:
            return None, set_aside(path, failed, why_refused(error), detail=str(error))


def _unwritable_params(path: Path, error: OSError) -> tuple[str, dict[str, str]]:
    return WHY_UNWRITABLE, {"path": str(path), "why": os_reason(error)}


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number")
