"""Saves: versioned JSON, written atomically, read back with clear errors.

A save holds the setup and the decision log (the replay) and a snapshot of the
state. Loading replays the log and insists that it reproduces the snapshot, so
a tampered or corrupt file is refused instead of half-loaded. A game built
without a setup (a scenario) loads from its snapshot alone.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.engine import Game
from game.errors import BangError, IllegalActionError, SaveError
from game.setup import GameSetup
from game.state import GameState

SAVE_FORMAT = "bang-save"
SAVE_VERSION = 1


def save_text(game: Game) -> str:
    """The game as JSON text."""
    return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, **game.to_dict()}, sort_keys=True)


def load_text(text: str) -> Game:
    """A game from JSON text.

    :raises SaveError: the text is not a readable save of this version.
    """
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"not a save file: invalid JSON ({error.msg}, line {error.lineno})") from error
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a save file of this game")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
    try:
        snapshot = GameState.from_dict(data["state"])
        log = Game.log_from_dict(data["log"])
        if data["setup"] is None:
            if log:
                raise SaveError("a save without a setup cannot carry a decision log")
            return Game(snapshot)
        setup = GameSetup.from_dict(data["setup"])
        game = Game.replay(setup, log)
    except SaveError:
        raise
    except IllegalActionError as error:
        raise SaveError(f"the decision log does not replay: {error}") from error
    except (BangError, KeyError, TypeError, ValueError) as error:
        raise SaveError(f"corrupt save: {error}") from error
    if game.state.to_dict() != snapshot.to_dict():
        raise SaveError("corrupt save: the decision log does not reproduce the saved table")
    return game


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content."""
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


def save_game(game: Game, path: Path) -> None:
    write_atomic(path, save_text(game))


def load_game(path: Path) -> Game:
    """:raises SaveError: unreadable or corrupt file."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"cannot read {path}: {error}") from error
    return load_text(text)
