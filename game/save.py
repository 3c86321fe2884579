"""Saves: versioned JSON, written atomically, read back with clear errors.

A save holds the setup and the decision log (the replay) and a snapshot of the
state. The snapshot is always checked in full (types, ranges, every card in one
place, the awaited player, the pending steps); a dealt game must then replay its
log to exactly that snapshot, so a tampered or corrupt file is refused instead of
half-loaded. A game built without a setup (a scenario) loads from its checked
snapshot alone; its log is kept as a record.

The save also holds a digest of its log (``log_digest``): a log edited so that it still
reaches the snapshot (two independent decisions of one player swapped) tells another story
of the game, and is refused too. A save of save version 1 has no digest: it loads, the order
of its decisions unchecked.

A save of state version 2 (the High Noon events by their English names) is read
as it is (``game.snapshot.upgraded``). A save of an older version (its snapshot in
an older state format) is rebuilt from its setup and decision log alone, which the
rules of this version must accept decision by decision; otherwise it is refused
with ``SaveVersionError``, as is a save of a newer version. A version that is not one
(text, ``true``, 0 or less) is a damaged file: a plain ``SaveError``.
"""
from __future__ import annotations

import codecs
import errno
import hashlib
import json
import os
import re
import reprlib
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, BinaryIO

from game.actions import Action, action_to_dict
from game.engine import Game
from game.errors import BangError, IllegalActionError, SaveError
from game.setup import GameSetup
from game.snapshot import READABLE_STATE_VERSIONS, state_from_dict
from game.state import STATE_VERSION

SAVE_FORMAT = "bang-save"
SAVE_VERSION = 2
"""2: with ``log_digest``; 1: without it (still read)."""
FIRST_SAVE_VERSION = 1
SAVE_KEYS = frozenset({"format", "version", "setup", "log", "state", "log_digest"})
SAVE_KEYS_BY_VERSION = {1: SAVE_KEYS - {"log_digest"}, 2: SAVE_KEYS}
DIGEST_PATTERN = re.compile(r"^[0-9a-f]{64}$")
MAX_SAVE_CHARS = 16 * 1024 * 1024
"""A long game saves to well under a mebibyte; anything past this is refused unread."""
MAX_LOG_ENTRIES = 50_000
"""A game takes a few hundred decisions (the simulator calls 20 000 a soft-lock): a longer log is not replayed."""
SETUP_KEYS = frozenset({"names", "seed", "expansions", "ask_always", "beginner", "characters"})
OLDER_SETUP_KEYS = SETUP_KEYS - {"beginner"}
"""The setup as state version 1 saved it: before the beginner game."""
STALE_AFTER_SECONDS = 60.0
"""A temporary file of ``write_atomic`` this old belongs to a writer that died (a write takes milliseconds)."""
TEMPORARY_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
"""What ``tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")`` creates in ``write_atomic``."""


class SaveVersionError(SaveError):
    """A save of another version of the game that this one cannot load; ``newer`` says which way."""

    def __init__(self, message: str, *, newer: bool) -> None:
        super().__init__(message)
        self.newer = newer


def save_text(game: Game) -> str:
    """The game as JSON text."""
    return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, **game.to_dict(),
                       "log_digest": log_digest(game.log)}, sort_keys=True)


def log_entry_text(player: int, action: Action) -> str:
    """One decision of a log as canonical JSON text: as records write it, and as ``log_digest`` reads it."""
    return json.dumps({"player": player, "action": action_to_dict(action)}, sort_keys=True, ensure_ascii=False,
                      allow_nan=False)


class LogDigest:
    """The digest of a decision log, fed one decision at a time (``log_entry_text``).

    SHA-256 of each decision's canonical text followed by a newline: any edit, addition, removal or
    reordering changes it, and reformatting the file does not (the log is read back and digested afresh).
    It is a check against edits and damage, not a signature: whoever changes the log may compute it again.
    """

    def __init__(self, entries: Iterable[str] = ()) -> None:
        self._hash = hashlib.sha256()
        for entry in entries:
            self.add(entry)

    def add(self, entry: str) -> None:
        self._hash.update(entry.encode())
        self._hash.update(b"\n")

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def log_digest(log: Iterable[tuple[int, Action]]) -> str:
    """The digest of ``log`` as a save keeps it (``LogDigest``)."""
    return LogDigest(log_entry_text(player, action) for player, action in log).hexdigest()


def load_text(text: str) -> Game:
    """A game from JSON text.

    :raises SaveError: the text is not a readable save of this version, or not a table the rules
        could have reached; nothing else escapes.
    """
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(f"not a save file: too large ({len(text)} characters, at most {MAX_SAVE_CHARS})")
    return load_data(_parse(text))


def load_data(data: Any) -> Game:
    """A game from a parsed save (the JSON object of ``save_text``, also found inside larger files).

    :raises SaveError: as ``load_text``; ``SaveVersionError`` for a version this one cannot load.
    """
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a save file of this game")
    version = data.get("version")
    if type(version) is not int or version < FIRST_SAVE_VERSION:
        raise SaveError(f"corrupt save: the save version must be a whole number from {FIRST_SAVE_VERSION}, "
                        f"not {reprlib.repr(version)}")
    if version > SAVE_VERSION:
        raise SaveVersionError(f"save version {version} is not supported (expected {SAVE_VERSION})", newer=True)
    keys = SAVE_KEYS_BY_VERSION[version]
    if set(data) != keys:
        raise SaveError(f"corrupt save: it must hold exactly {', '.join(sorted(keys))}")
    if isinstance(data["log"], list) and len(data["log"]) > MAX_LOG_ENTRIES:
        raise SaveError(f"corrupt save: {len(data['log'])} decisions, more than any game ({MAX_LOG_ENTRIES})")
    digest = data.get("log_digest")
    if "log_digest" in keys and (not isinstance(digest, str) or not DIGEST_PATTERN.fullmatch(digest)):
        raise SaveError("corrupt save: log_digest must be 64 hexadecimal digits")
    try:
        older = _older_state_version(data["state"])
        game = _restore(data) if older is None else _replay_older(data, older)
    except SaveError:
        raise
    except IllegalActionError as error:
        raise SaveError(f"the decision log does not replay: {error}") from error
    except (BangError, KeyError, TypeError, ValueError, RecursionError) as error:
        raise SaveError(f"corrupt save: {error}") from error
    if digest is not None and log_digest(game.log) != digest:
        # Checked last: a log that does not replay, or not to the snapshot, is refused above with its reason.
        raise SaveError("corrupt save: the decision log does not reproduce its digest (decisions edited, added, "
                        "removed or reordered)")
    return game


def _older_state_version(state: Any) -> int | None:
    """The state version of a snapshot from an older version of the game that cannot be read, or None for one
    that can (or junk).

    :raises SaveVersionError: the snapshot comes from a newer version.
    """
    version = state.get("version") if isinstance(state, dict) else None
    if type(version) is not int:
        return None
    if version > STATE_VERSION:
        raise SaveVersionError(f"the table was saved by a newer version of the game (state version {version}, "
                               f"this one reads up to {STATE_VERSION})", newer=True)
    return version if 1 <= version < STATE_VERSION and version not in READABLE_STATE_VERSIONS else None


def _replay_older(data: dict[str, Any], version: int) -> Game:
    """A save of an older version: its snapshot cannot be read, so the game is rebuilt from its setup and log."""
    if data["setup"] is None:
        raise SaveVersionError(f"a table saved by an older version (state version {version}) without its setup "
                               "cannot be rebuilt", newer=False)
    saved = data["setup"]
    setup = _setup(saved, SETUP_KEYS if isinstance(saved, dict) and "beginner" in saved else OLDER_SETUP_KEYS)
    log = Game.log_from_dict(data["log"])
    try:
        return Game.replay(setup, log)
    except IllegalActionError as error:
        raise SaveVersionError(f"the decisions saved by an older version (state version {version}) do not "
                               f"replay under this version's rules: {error}", newer=False) from error


def _parse(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"not a save file: invalid JSON ({error.msg}, line {error.lineno})") from error
    except RecursionError:
        raise SaveError("not a save file: nested too deeply") from None
    except ValueError as error:  # an integer too long to convert
        raise SaveError(f"not a save file: {str(error).split(';')[0]}") from None


def _restore(data: dict[str, Any]) -> Game:
    snapshot = state_from_dict(data["state"])
    log = Game.log_from_dict(data["log"])
    if data["setup"] is None:
        game = Game(snapshot)
        game.log = log
        _check_playable(game)
        return game
    game = Game.replay(_setup(data["setup"]), log)
    if game.state.to_dict() != snapshot.to_dict():
        raise SaveError("corrupt save: the decision log does not reproduce the saved table")
    return game


def _setup(data: Any, keys: frozenset[str] = SETUP_KEYS) -> GameSetup:
    """The setup of a dealt game, every field of its own type (``GameSetup.from_dict`` converts leniently)."""
    if not isinstance(data, dict) or set(data) != keys:
        raise SaveError(f"corrupt save: the setup must be an object with exactly {sorted(keys)}")
    for key in ("names", "expansions", "characters"):
        values = data[key]
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise SaveError(f"corrupt save: setup {key} must be a list of strings")
    if type(data["seed"]) is not int:
        raise SaveError("corrupt save: setup seed must be an integer")
    for key in ("ask_always", "beginner"):
        if key in keys and type(data[key]) is not bool:
            raise SaveError(f"corrupt save: setup {key} must be true or false")
    return GameSetup.from_dict({"beginner": False, **data})


def _check_playable(game: Game) -> None:
    """Every decision the loaded game offers can be carried out (on a copy) without the engine failing.

    The checks of ``state_from_dict`` keep out every inconsistency known to crash; this catches
    the ones nobody thought of, at load time instead of at the player's first click.
    """
    decider = game.decider
    if decider is None:
        return
    legal = game.legal_actions(decider)
    if not legal:
        raise SaveError("corrupt save: the awaited player has no decision to make")
    saved = game.state.to_dict()
    for action in legal:
        trial = Game(state_from_dict(saved))
        try:
            trial.apply(decider, action)
        except Exception as error:  # any failure here means the snapshot is inconsistent
            raise SaveError(f"corrupt save: the saved table cannot be played on ({type(error).__name__})") from None


def read_text_file(path: Path, limit: int) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes.

    Never blocks on a FIFO or a device (opened without waiting, then refused) and never
    reads more than ``limit`` + 1 bytes.

    :raises OSError: missing, unreadable, not a regular file, or larger than ``limit`` bytes.
    :raises UnicodeDecodeError: not UTF-8.
    """
    with _open_regular(path) as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise OSError(f"too large (over {limit} bytes)")
    return data.decode("utf-8")


def read_text_prefix(path: Path, max_bytes: int, *, limit: int | None = None) -> str:
    """The UTF-8 text of the first ``max_bytes`` bytes of a regular file (all of it if shorter).

    A character cut by the ``max_bytes`` boundary is left out. Like ``read_text_file`` it never blocks on a
    FIFO or a device and never reads more than ``max_bytes`` bytes; ``limit``: refuse a file larger than
    this many bytes (from its size, without reading it), as ``read_text_file`` would.

    :raises OSError: missing, unreadable, not a regular file, or larger than ``limit`` bytes.
    :raises UnicodeDecodeError: the prefix is not UTF-8.
    """
    with _open_regular(path) as file:
        if limit is not None and os.fstat(file.fileno()).st_size > limit:
            raise OSError(f"too large (over {limit} bytes)")
        data = file.read(max_bytes)
    decoder = codecs.getincrementaldecoder("utf-8")()
    return decoder.decode(data, final=len(data) < max_bytes)


def _open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary, refused unless it is a regular file (opened without waiting)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError("not a regular file")
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content.

    The data is synced before the rename and the folder after it, so the new name survives a
    power cut. A writer killed before the rename leaves a ``.<name>.XXXXXXXX.tmp`` file behind;
    ``clean_stale_temporaries`` removes those on the next start.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """fsync a folder so that a rename in it is durable; a no-op where folders cannot be opened (Windows)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(descriptor)
    except OSError as error:
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):  # file systems that cannot sync folders
            raise
    finally:
        os.close(descriptor)


def clean_stale_temporaries(
    folder: Path, older_than: float = STALE_AFTER_SECONDS, now: float | None = None
) -> list[Path]:
    """Remove the temporary files ``write_atomic`` left in ``folder`` when killed before its rename.

    Only regular files named like ``.<name>.XXXXXXXX.tmp`` and untouched for ``older_than`` seconds
    (a younger one may belong to a write in progress) are removed. Returns the removed paths;
    a missing or unreadable folder, or a file that cannot be removed, is skipped silently.
    """
    moment = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not TEMPORARY_NAME.match(entry.name):
            continue
        try:
            info = entry.lstat()
            if stat.S_ISREG(info.st_mode) and moment - info.st_mtime >= older_than:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def save_game(game: Game, path: Path) -> None:
    write_atomic(path, save_text(game))


def load_game(path: Path) -> Game:
    """:raises SaveError: unreadable, oversized, not a regular file, or corrupt."""
    try:
        text = read_text_file(path, MAX_SAVE_CHARS)
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"cannot read {path}: {error}") from error
    return load_text(text)
