"""Where games are kept between runs: the autosave, saved games, replays and statistics (no pygame here).

The files live in the user's data folder (``data_dir``), beside the settings' configuration folder:

- ``autosave.json``: the game in progress with its table, rewritten after every decision;
- ``saves/*.json``: games saved under a name from the pause menu;
- ``replays/*.json``: finished games, the newest ``replays_kept`` of them;
- ``statistics.json``: statistics per human player and AI level.

Every file is a JSON record checked in full on loading (``game.record``, ``game.statistics``). A file
that cannot be used is renamed ``<name>.broken-<date>-<time>.json``, never deleted, and the problem is
returned to be shown in plain words; the rest of the game goes on. The autosave is written by a
background thread (``scenes.records.writer``) so that the table never waits for the disk.
"""
from __future__ import annotations

import json
import os
import re
import sys
import time
import uuid
import weakref
from dataclasses import dataclass, field
from pathlib import Path

from game.errors import SaveError
from game.record import MAX_LABEL, RecordInfo, SavedLog, TableRecord, info_from_text, record_from_text, record_text
from game.save import SaveVersionError, clean_stale_temporaries, read_text_file
from game.session import Session
from game.statistics import Statistics
from scenes.app.i18n import N_, Translator
from scenes.app.settings import APP_DIR, os_reason
from scenes.records.writer import BackgroundWriter

AUTOSAVE = "autosave.json"
SAVES = "saves"
REPLAYS = "replays"
STATISTICS = "statistics.json"
MAX_FILE_BYTES = 16 * 1024 * 1024
"""A long game is some 30 KB; a file past this is refused unread."""
MAX_STATISTICS_BYTES = 4 * 1024 * 1024
DEFAULT_REPLAYS_KEPT = 50
BROKEN = ".broken-"
"""Part of the name a file gets when it is set aside; such files are never listed again."""

# What could not be used (the first sentence of a problem).
AUTOSAVE_FAILED = N_("The unfinished game could not be restored.")
SAVE_FAILED = N_("The saved game could not be loaded.")
REPLAY_FAILED = N_("The replay could not be opened.")
STATISTICS_FAILED = N_("The statistics could not be read, so they start again from zero.")
WRITE_FAILED = N_("The game could not be saved.")
AUTOSAVE_NOT_WRITTEN = N_("The game is not being autosaved.")
DELETE_FAILED = N_("The file could not be deleted.")
# Why (the second sentence).
WHY_NEWER = N_("It was made by a newer version of the game.")
WHY_OLDER = N_("It was made by an older version of the game, and its decisions no longer replay under "
               "today's rules.")
WHY_EDITED = N_("It was edited or damaged: its decisions do not lead to the table it holds.")
WHY_TOO_LARGE = N_("It is too large to be a file of this game.")
WHY_NOT_OURS = N_("It is not a file of this game, or it is damaged beyond reading.")
WHY_DAMAGED = N_("It is damaged: some of its contents are not valid.")
WHY_UNREADABLE = N_("It could not be read ({why}).")
WHY_UNWRITABLE = N_("{path} cannot be written ({why}).")
# Where the file is now (the third sentence).
KEPT_AS = N_("The file was kept as {path}.")
NOT_MOVED = N_("The file {path} could not be renamed ({why}); it is left as it was.")


def data_dir() -> Path:
    """The platform's place for user data: XDG on Linux, Application Support on macOS, APPDATA on Windows."""
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_DIR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_DIR


@dataclass(frozen=True)
class StoreProblem:
    """What went wrong with a file, in three translatable sentences: what, why, and where the file is now."""

    what: str
    why: str = ""
    why_params: dict[str, str] = field(default_factory=dict)
    kept: str = ""
    path: Path | None = None
    moved_reason: str = ""
    detail: str = ""
    """The technical reason, in English (for a "details" line)."""

    def describe(self, tr: Translator) -> str:
        parts = [tr.gettext(self.what)]
        if self.why:
            params = {key: tr.gettext(value) if key == "why" else value for key, value in self.why_params.items()}
            parts.append(tr.format(self.why, **params))
        if self.kept:
            parts.append(tr.format(self.kept, path=str(self.path), why=tr.gettext(self.moved_reason)))
        return " ".join(parts)


def session_for(record: TableRecord) -> Session:
    """A session around a loaded record's game, its agents reading the history afresh."""
    game = record.game
    assert game.setup is not None  # records hold dealt games only
    return Session(list(record.seats), game.setup.seed, ask_always=game.setup.rules.ask_always, game=game)


def why_refused(error: SaveError) -> str:
    """The plain-words reason (a msgid) for a file the loaders refused."""
    text = str(error)
    if isinstance(error, SaveVersionError):
        return WHY_NEWER if error.newer else WHY_OLDER
    if "does not reproduce" in text or "does not replay" in text:
        return WHY_EDITED
    if "too large" in text:
        return WHY_TOO_LARGE
    if text.startswith("not a save file"):
        return WHY_NOT_OURS
    return WHY_DAMAGED


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
        """Problems found outside any screen (statistics, a finished autosave) for the menu to show once."""
        self.autosave_costs: list[float] = []
        """Seconds the frame thread spent on each autosave (taking the snapshot and handing it over)."""
        self._ids: weakref.WeakKeyDictionary[Session, str] = weakref.WeakKeyDictionary()
        self._logs: weakref.WeakKeyDictionary[Session, SavedLog] = weakref.WeakKeyDictionary()
        """Each watched session's log as saved so far (converted once per decision, not the whole log each time)."""
        for folder_ in (self.folder, self.saves_dir, self.replays_dir):
            clean_stale_temporaries(folder_)
        self.statistics = self._load_statistics()

    # --- places --------------------------------------------------------------------------

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def saves_dir(self) -> Path:
        return self.folder / SAVES

    @property
    def replays_dir(self) -> Path:
        return self.folder / REPLAYS

    @property
    def statistics_path(self) -> Path:
        return self.folder / STATISTICS

    # --- the game in progress -----------------------------------------------------------------

    def watch(self, session: Session) -> None:
        """Autosave ``session`` now and after every decision; keep it as a replay and count it once it ends.

        A game that is already over (a saved game loaded after its end) was kept and counted when it ended.
        """
        if session.game.over:
            return
        game_id = self._ids.get(session) or uuid.uuid4().hex
        self._ids[session] = game_id
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
        record = TableRecord(game_id, time.time(), "", tuple(session.seats), session.game)
        text = record_text(record, log)
        self.writer.write(self.autosave_path, lambda: text)
        self.autosave_costs.append(time.perf_counter() - started)
        del self.autosave_costs[:-1000]
        if session.game.over:
            self._keep_finished(record, text)

    def _keep_finished(self, record: TableRecord, text: str) -> None:
        """A game just ended: keep it as a replay, count it, and drop the autosave (in that order)."""
        game_id = record.id
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(record.saved_at))
        kept = self.replays_dir / f"{stamp}-{game_id[:12]}.json"
        if not any(self.replays_dir.glob(f"*-{game_id[:12]}.json")):
            self.writer.write(kept, lambda: text)
        if self.statistics.record(game_id, record.seats, record.game):
            statistics = self.statistics.to_dict()
            self.writer.write(self.statistics_path, lambda: json.dumps(statistics, sort_keys=True, indent=1))
        self.writer.remove(self.autosave_path)
        self._prune_replays(kept.name)

    def autosave_problem(self) -> StoreProblem | None:
        """Why the last autosave could not be written, until one is."""
        failure = self.writer.failure
        if failure is None or failure.path != self.autosave_path:
            return None
        error = failure.error
        why = os_reason(error) if isinstance(error, OSError) else type(error).__name__
        return StoreProblem(AUTOSAVE_NOT_WRITTEN, WHY_UNWRITABLE, {"path": str(failure.path), "why": why},
                            detail=str(error))

    def unfinished(self) -> tuple[TableRecord | None, StoreProblem | None]:
        """The unfinished game of the autosave, if there is one that loads; else the problem (file set aside).

        An autosave of a game that ended (the process was killed before it was cleared) is kept as a
        replay and counted now.
        """
        self.writer.flush()
        path = self.autosave_path
        if not path.exists():
            return None, None
        record, problem = self._read_record(path, AUTOSAVE_FAILED)
        if record is None or not record.game.over:
            return record, problem
        self._keep_finished(record, record_text(record))
        self.writer.flush()
        return None, None

    def continues(self, session: Session, record: TableRecord) -> None:
        """``session`` plays on the autosave's game: it keeps its id, so that the game is counted once however
        often it is resumed (a saved game loaded again is a new game, with a new id)."""
        self._ids[session] = record.id

    # --- saved games ---------------------------------------------------------------------------

    def save_as(self, label: str, session: Session) -> StoreProblem | None:
        """Save the game under ``label`` (replacing a save of the same name) and wait until it is on disk."""
        label = " ".join(label.split())[:MAX_LABEL] or "?"
        path = self._path_for_label(label)
        text = record_text(TableRecord(uuid.uuid4().hex, time.time(), label, tuple(session.seats), session.game))
        self.writer.write(path, lambda: text)
        self.writer.flush()
        failure = self.writer.failure
        if failure is not None and failure.path == path:
            why = os_reason(failure.error) if isinstance(failure.error, OSError) else type(failure.error).__name__
            return StoreProblem(WRITE_FAILED, WHY_UNWRITABLE, {"path": str(path), "why": why},
                                detail=str(failure.error))
        return None

    def label_taken(self, label: str) -> bool:
        label = " ".join(label.split())[:MAX_LABEL]
        entries, _ = self._list(self.saves_dir)
        return any(entry.info.label == label for entry in entries)

    def _path_for_label(self, label: str) -> Path:
        entries, _ = self._list(self.saves_dir)
        for entry in entries:
            if entry.info.label == label:
                return entry.path
        stem = re.sub(r"[^\w]+", "-", label, flags=re.UNICODE).strip("-_")[:40] or "game"
        taken = {entry.path.name for entry in entries}
        for number in range(1, 10_000):
            name = f"{stem}.json" if number == 1 else f"{stem}-{number}.json"
            if name not in taken and not (self.saves_dir / name).exists():
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
            return StoreProblem(DELETE_FAILED, WHY_UNWRITABLE, {"path": str(entry.path), "why": os_reason(error)},
                                detail=str(error))
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

    def _prune_replays(self, newest: str) -> None:
        """Remove the oldest replays past ``replays_kept`` (their names begin with the time they were saved).

        ``newest`` is the replay just handed to the writer: it may be neither on disk nor still waiting in
        the writer's queue (being written right now), yet it counts.
        """
        existing = sorted(p.name for p in self._files(self.replays_dir))
        planned = {p.name for p in self._planned(self.replays_dir)}
        names = sorted(set(existing) | planned | {newest})
        for name in names[:max(0, len(names) - self.replays_kept)]:
            self.writer.remove(self.replays_dir / name)

    def _planned(self, folder: Path) -> list[Path]:
        """Files the writer has yet to write in ``folder``."""
        return [path for path in self.writer.pending() if path.parent == folder]

    # --- statistics ------------------------------------------------------------------------------------

    def _load_statistics(self) -> Statistics:
        path = self.statistics_path
        try:
            text = read_text_file(path, MAX_STATISTICS_BYTES)
        except FileNotFoundError:
            return Statistics()
        except (OSError, UnicodeDecodeError) as error:
            self.problems.append(self._set_aside(path, STATISTICS_FAILED, *_why_unreadable(error)))
            return Statistics()
        try:
            return Statistics.from_dict(json.loads(text, parse_constant=_no_constant))
        except RecursionError:
            detail = "nested too deeply"
        except ValueError as error:
            detail = str(error)
        self.problems.append(self._set_aside(path, STATISTICS_FAILED, WHY_DAMAGED, detail=detail))
        return Statistics()

    def reset_statistics(self) -> None:
        self.statistics = Statistics()
        statistics = self.statistics.to_dict()
        self.writer.write(self.statistics_path, lambda: json.dumps(statistics, sort_keys=True, indent=1))
        self.writer.flush()

    # --- files ---------------------------------------------------------------------------------------------

    def close(self) -> None:
        """Wait for the writes asked so far (at the end of the run)."""
        self.writer.flush()

    @staticmethod
    def _files(folder: Path) -> list[Path]:
        try:
            return [p for p in folder.iterdir() if p.suffix == ".json" and BROKEN not in p.name and not p.is_dir()]
        except OSError:
            return []

    def _list(self, folder: Path, failed: str = SAVE_FAILED) -> tuple[list[Entry], list[StoreProblem]]:
        entries: list[Entry] = []
        problems: list[StoreProblem] = []
        for path in self._files(folder):
            try:
                text = read_text_file(path, MAX_FILE_BYTES)
            except (OSError, UnicodeDecodeError) as error:
                problems.append(self._set_aside(path, failed, *_why_unreadable(error)))
                continue
            try:
                entries.append(Entry(path, info_from_text(text)))
            except SaveError as error:
                if "rules core alone" in str(error):
                    record, problem = self._read_record(path, failed)
                    if record is not None:
                        entries.append(Entry(path, RecordInfo(record.id, record.saved_at, record.label,
                                                              record.summary())))
                    elif problem is not None:
                        problems.append(problem)
                    continue
                problems.append(self._set_aside(path, failed, why_refused(error), detail=str(error)))
        entries.sort(key=lambda entry: (entry.info.saved_at, entry.path.name), reverse=True)
        return entries, problems

    def _read_record(self, path: Path, failed: str) -> tuple[TableRecord | None, StoreProblem | None]:
        try:
            text = read_text_file(path, MAX_FILE_BYTES)
            modified = path.stat().st_mtime
        except FileNotFoundError:
            return None, None
        except (OSError, UnicodeDecodeError) as error:
            return None, self._set_aside(path, failed, *_why_unreadable(error))
        try:
            return record_from_text(text, modified=modified), None
        except SaveError as error:
            return None, self._set_aside(path, failed, why_refused(error), detail=str(error))

    @staticmethod
    def _set_aside(path: Path, what: str, why: str, params: dict[str, str] | None = None,
                   detail: str = "") -> StoreProblem:
        """Rename a file that cannot be used, so that nothing is lost and it is not read again."""
        params = params or {}
        stamp = time.strftime("%Y%m%d-%H%M%S")
        names = (f"{path.stem}{BROKEN}{stamp}{f'-{n}' if n else ''}{path.suffix}" for n in range(100))
        target = next((path.with_name(n) for n in names if not os.path.lexists(path.with_name(n))), None)
        if target is None:
            return StoreProblem(what, why, params, NOT_MOVED, path, N_("too many old files"), detail)
        try:
            os.rename(path, target)
        except OSError as error:
            return StoreProblem(what, why, params, NOT_MOVED, path, os_reason(error), detail)
        return StoreProblem(what, why, params, KEPT_AS, target, "", detail)


def _why_unreadable(error: OSError | UnicodeDecodeError) -> tuple[str, dict[str, str], str]:
    """Why a file could not be read (a msgid and its parameters), and the technical detail."""
    text = str(error)
    if isinstance(error, UnicodeDecodeError) or "not a regular file" in text:
        return WHY_NOT_OURS, {}, text
    if "too large" in text:
        return WHY_TOO_LARGE, {}, text
    return WHY_UNREADABLE, {"why": os_reason(error)}, text


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number")
