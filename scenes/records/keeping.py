"""Keeping a finished game, on the writer thread: its replay and the statistics first, and only once both are
on disk the file that held it until then (the autosave) goes; then the oldest replays past the number kept.

When a write fails, the game is not lost: the autosave is renamed ``unkept-<id>.json`` beside it (a rename
needs no room on the disk), where the next start, or the next game's end, keeps it. The store holds the
game's text in memory too and tries again; the problem is reported for the results screen and the menu.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.errors import SaveError
from game.record import MAX_HEAD_BYTES, MissingHeadError, RecordInfo, info_from_prefix, info_from_text
from game.save import read_text_file, read_text_prefix, write_atomic
from scenes.records.problems import (
    GAME_BEFORE_THE_END,
    GAME_COUNTED_LATER,
    GAME_IN_MEMORY,
    GAME_KEPT_ASIDE,
    REPLAY_NOT_KEPT,
    STATISTICS_NOT_WRITTEN,
    StoreProblem,
    unwritable,
)

UNKEPT_PREFIX = "unkept-"
REPLAY_NAME = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{12}\.json$")
"""The names the game gives its replays: only such files are ever pruned."""
MAX_REPLAY_BYTES = 16 * 1024 * 1024


def replay_name(game_id: str, finished_at: float) -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S', time.localtime(finished_at))}-{game_id[:12]}.json"


def unkept_name(game_id: str) -> str:
    return f"{UNKEPT_PREFIX}{game_id}.json"


@dataclass(frozen=True)
class Finished:
    """A game that just ended, as the keeping job needs it."""

    id: str
    text: str
    """The whole record."""
    finished_at: float
    statistics: str
    """The statistics file's text with this game counted."""
    holder: Path | None
    """The file holding the game until it is kept (the autosave, or an ``unkept-`` file); None if none."""


@dataclass(frozen=True)
class KeepResult:
    game_id: str
    problems: tuple[StoreProblem, ...]
    replay: Path | None
    """The replay on disk, once it is."""

    @property
    def kept(self) -> bool:
        return not self.problems


def keep(game: Finished, replays_dir: Path, statistics_path: Path, replays_kept: int) -> KeepResult:
    """Write the statistics and the replay (unless it is on disk already), then drop the holder and prune.

    When the holder holds the game's very text (the autosave of its last decision), the replay is the holder
    renamed: it needs no room on the disk, and the autosave leaves at the moment the replay appears."""
    problems: list[StoreProblem] = []
    try:
        write_atomic(statistics_path, game.statistics)
    except OSError as error:
        problems.append(unwritable(STATISTICS_NOT_WRITTEN, statistics_path, error, GAME_COUNTED_LATER))
    replay = existing_replay(replays_dir, game.id)
    moved = False
    if replay is None:
        target = replays_dir / replay_name(game.id, game.finished_at)
        try:
            if not problems and _holds(game.holder, game.text):
                assert game.holder is not None
                replays_dir.mkdir(parents=True, exist_ok=True)
                os.replace(game.holder, target)
                moved = True
            else:
                write_atomic(target, game.text)
            replay = target
        except OSError as error:
            problems.insert(0, unwritable(REPLAY_NOT_KEPT, target, error))
    if problems:
        return KeepResult(game.id, _say_where(game, problems), replay)
    for path in (None if moved else game.holder, statistics_path.parent / unkept_name(game.id)):
        if path is not None:
            with contextlib.suppress(OSError):  # kept again at the next start, found by its id: never twice
                path.unlink(missing_ok=True)
    prune_replays(replays_dir, replays_kept, keep=replay)
    return KeepResult(game.id, (), replay)


def _holds(path: Path | None, text: str) -> bool:
    if path is None:
        return False
    try:
        return read_text_file(path, MAX_REPLAY_BYTES) == text
    except (OSError, UnicodeDecodeError):
        return False


def _say_where(game: Finished, problems: list[StoreProblem]) -> tuple[StoreProblem, ...]:
    """Move the holder out of the autosave's place (so the next game cannot take it) and say where the game is."""
    where, path = GAME_IN_MEMORY, None
    holder = game.holder
    if holder is not None:
        safe = holder.with_name(unkept_name(game.id))
        try:
            if holder != safe:
                os.replace(holder, safe)
        except FileNotFoundError:
            pass
        except OSError:
            safe = holder
        if os.path.lexists(safe):
            where, path = (GAME_KEPT_ASIDE if _holds_the_end(safe) else GAME_BEFORE_THE_END), safe
    first = problems[0]
    if not first.kept:
        problems[0] = StoreProblem(first.what, first.why, first.why_params, where, path, detail=first.detail)
    return tuple(problems)


def read_info(path: Path) -> RecordInfo:
    """What a list shows of a record file, from its head line (a file from before heads is read whole)."""
    try:
        return info_from_prefix(read_text_prefix(path, MAX_HEAD_BYTES, limit=MAX_REPLAY_BYTES))
    except MissingHeadError:
        return info_from_text(read_text_file(path, MAX_REPLAY_BYTES))


def _holds_the_end(path: Path) -> bool:
    try:
        return read_info(path).summary.over
    except (OSError, UnicodeDecodeError, SaveError):
        return False


def existing_replay(replays_dir: Path, game_id: str) -> Path | None:
    try:
        return next(iter(sorted(replays_dir.glob(f"*-{game_id[:12]}.json"))), None)
    except OSError:
        return None


def prune_replays(replays_dir: Path, replays_kept: int, keep: Path | None) -> list[Path]:
    """Remove the replays that finished longest ago past ``replays_kept``; only files named as the game names
    them and holding a record, never ``keep`` (the game just kept). Returns the removed paths."""
    try:
        names = [entry for entry in replays_dir.iterdir() if REPLAY_NAME.match(entry.name)]
    except OSError:
        return []
    dated: list[tuple[float, str, Path]] = []
    for path in names:
        if path == keep:
            continue
        try:
            dated.append((read_info(path).saved_at, path.name, path))
        except (OSError, UnicodeDecodeError, SaveError):
            continue  # a damaged file is set aside when the list is opened, never removed unread
    dated.sort()
    room = replays_kept - (1 if keep is not None else 0)
    removed = []
    for _, _, path in dated[:max(0, len(dated) - room)]:
        try:
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed


def statistics_text(data: dict[str, object]) -> str:
    return json.dumps(data, sort_keys=True, indent=1)
