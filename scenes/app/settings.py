"""Player settings: stored as JSON in the user's configuration directory.

A missing file means defaults (with the system language when it is one of
ours). A file that cannot be used is never a crash and never lost: it is moved
aside under a new name, the settings fall back to defaults (or, when only some
values are bad, just those values do) and the problem is described to the
player in plain words. Every value is checked for its type and range; NaN and
infinities are refused. Only a regular file of modest size is read, so a FIFO
or a huge file cannot hang the start. Writes are atomic.
"""
from __future__ import annotations

import errno
import json
import locale
import math
import os
import stat
import sys
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.save import clean_stale_temporaries, write_atomic
from scenes.app.i18n import LANGUAGES, N_, Translator

APP_DIR = "bang-desktop"
FILE_NAME = "settings.json"
VERSION = 1
MAX_FILE_BYTES = 64 * 1024
"""A settings file is a few hundred bytes; anything much larger is not ours."""

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 0.0)
AI_PACES = (0.9, 0.45, 0.2)
UI_SCALES = (0.85, 1.0, 1.15, 1.3)
REPLAYS_KEPT = (10, 25, 50, 100, 200)
"""How many replays of finished games the Replays screen offers to keep."""
MAX_REPLAYS_KEPT = 1000

RANGES: dict[str, tuple[float, float]] = {
    "ui_scale": (0.75, 1.5),
    "animation_speed": (0.0, 4.0),
    "ai_delay": (0.0, 3.0),
    "volume": (0.0, 1.0),
}
"""The values a number setting may take; anything outside is refused."""
STEPS: dict[str, tuple[float, ...]] = {"ui_scale": UI_SCALES, "animation_speed": ANIMATION_SPEEDS,
                                       "ai_delay": AI_PACES}
"""Settings offered as a few choices: a value in range comes back as the nearest choice."""
SEATS = 8
"""The most seats a table has: every seat's kind and name is remembered."""
SEAT_KINDS = ("human", "easy", "normal", "hard")
DEFAULT_KINDS = ("human", *("normal",) * (SEATS - 1))
MAX_NAME = 14
SERIES_CHOICES = (0, 1, 3, 5, 10)
"""Games in a row: 1 a single game, 0 a series until the players stop."""
TABLE_FIELDS = frozenset({"players", "seat_kinds", "seat_names", "dodge_city", "high_noon", "beginner", "series"})
"""The new game's set-up, remembered for the next game."""

SETTING_LABELS: dict[str, str] = {
    "language": N_("Language"),
    "fullscreen": N_("Display"),
    "ui_scale": N_("Text size"),
    "animation_speed": N_("Animation speed"),
    "ai_delay": N_("AI pacing"),
    "volume": N_("Volume"),
    "muted": N_("Sound"),
    "replays_kept": N_("Replays kept"),
    "hints": N_("Hints"),
    "tips": N_("First-time tips"),
    "lessons_done": N_("Lessons done"),
    "tips_seen": N_("Tips already shown"),
    "players": N_("Number of players"),
    "seat_kinds": N_("Who plays each seat"),
    "seat_names": N_("Player names"),
    "dodge_city": N_("Dodge City (expansion)"),
    "high_noon": N_("High Noon (expansion)"),
    "beginner": N_("Beginner game"),
    "series": N_("Games in a row"),
}
"""Each setting's name as the settings screen shows it (a msgid)."""

RESET_ALL = N_("Your settings file could not be read, so all settings were reset to their defaults. "
               "The old file was kept as {path}.")
RESET_ALL_IN_PLACE = N_("Your settings file {path} could not be read, so all settings were reset to their "
                        "defaults. The file could not be moved aside ({reason}).")
RESET_SOME = N_("Some saved settings were not valid and were reset to their defaults: {settings}. "
                "The old file was kept as {path}.")
RESET_SOME_IN_PLACE = N_("Some saved settings in {path} were not valid and were reset to their defaults: "
                         "{settings}. The file could not be moved aside ({reason}).")
NOT_SAVED = N_("This change is in effect now, but it could not be saved and will be lost when the game closes: "
               "{path} cannot be written ({reason}).")

OS_REASONS: dict[int, str] = {
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.ENOTDIR: N_("a file stands where a folder should be"),
    errno.EEXIST: N_("a file stands where a folder should be"),
    errno.EISDIR: N_("a folder stands where the file should be"),
}


def config_dir() -> Path:
    """The platform's place for settings: XDG on Linux, Application Support on macOS, APPDATA on Windows."""
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_DIR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / APP_DIR


def system_language() -> str:
    """The system's language when it is ru, en or cs; English otherwise."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else "en"
    code = (locale.getlocale()[0] or "en").split("_")[0].lower()
    return code if code in LANGUAGES else "en"


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    """1 normal, 2 fast, 0.5 slow, 0 instant."""
    ai_delay: float = 0.45
    volume: float = 0.7
    muted: bool = False
    replays_kept: int = 50
    """Replays of finished games kept (the oldest go first); set on the Replays screen."""
    hints: bool = True
    """The hint button (and key) at the table."""
    tips: bool = True
    """A one-line tip the first time a situation comes up in a game."""
    lessons_done: tuple[str, ...] = ()
    """The lessons finished (their keys), for the list of lessons."""
    tips_seen: tuple[str, ...] = ()
    """``tip/player name`` of every tip already shown: each shows once per player name."""
    players: int = 5
    seat_kinds: tuple[str, ...] = DEFAULT_KINDS
    seat_names: tuple[str, ...] = ("",) * SEATS
    """Names typed for the seats; empty: the language's default name."""
    dodge_city: bool = False
    high_noon: bool = False
    beginner: bool = False
    series: int = 1

    def validated(self) -> Settings:
        """The same settings with every value that is not allowed replaced by its default."""
        checked, _ = Settings.from_data(asdict(self), Settings())
        return checked

    def to_json(self) -> str:
        return json.dumps({"version": VERSION, **asdict(self)}, indent=2, sort_keys=True)

    @classmethod
    def from_data(cls, data: Mapping[str, Any], defaults: Settings) -> tuple[Settings, tuple[str, ...]]:
        """Settings from a parsed file: each missing value from ``defaults``, each bad one too, and named.

        Returns the settings and the names of the fields whose values were refused.
        """
        values: dict[str, Any] = {}
        refused: list[str] = []
        for field in fields(cls):
            if field.name not in data:
                continue
            value = _checked(field.name, data[field.name])
            if value is None:
                refused.append(field.name)
            else:
                values[field.name] = value
        merged = {**asdict(defaults), **values}
        return cls(**merged), tuple(refused)



def _checked(name: str, value: object) -> object | None:
    """``value`` as setting ``name`` takes it, or None when it is of the wrong type or out of range."""
    if name == "language":
        return value if isinstance(value, str) and value in LANGUAGES else None
    if name in ("fullscreen", "muted", "hints", "tips", "dodge_city", "high_noon", "beginner"):
        return value if isinstance(value, bool) else None
    if name == "replays_kept":
        return value if type(value) is int and 1 <= value <= MAX_REPLAYS_KEPT else None
    if name in NAME_LISTS:
        return _name_list(value, NAME_LISTS[name])
    if name in TABLE_FIELDS:
        return _checked_table(name, value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    low, high = RANGES[name]
    # Compared before any conversion: a 400-digit integer must not overflow float().
    if (isinstance(value, float) and not math.isfinite(value)) or not low <= value <= high:
        return None
    number = float(value)
    steps = STEPS.get(name)
    return min(steps, key=lambda step: abs(step - number)) if steps else number


NAME_LISTS = {"lessons_done": 100, "tips_seen": 400}
"""Settings that are lists of short texts, with the most entries each may hold."""
MAX_LIST_ENTRY = 80


def _name_list(value: object, limit: int) -> tuple[str, ...] | None:
    """A list of distinct short printable texts as a tuple, or None when it is anything else."""
    if not isinstance(value, (list, tuple)) or len(value) > limit:
        return None
    if not all(isinstance(item, str) and 0 < len(item) <= MAX_LIST_ENTRY and item.isprintable() for item in value):
        return None
    return tuple(dict.fromkeys(value)) if len(set(value)) == len(value) else None


def _checked_table(name: str, value: object) -> object | None:
    """The new game's remembered set-up: a player count, one kind and one name per seat, games in a row."""
    if name == "players":
        return value if type(value) is int and 3 <= value <= SEATS else None
    if name == "series":
        return value if type(value) is int and value in SERIES_CHOICES else None
    if not isinstance(value, (list, tuple)) or len(value) != SEATS or not all(isinstance(item, str) for item in value):
        return None
    if name == "seat_kinds":
        return tuple(value) if all(item in SEAT_KINDS for item in value) else None
    names_ok = all(len(item) <= MAX_NAME and (item == "" or item.isprintable()) for item in value)
    return tuple(value) if names_ok else None


class SettingsFileError(ValueError):
    """The settings file is not a usable settings file (the message is for the log, not the player)."""


def parse(text: str) -> dict[str, Any]:
    """The JSON object of a settings file of this version; raises SettingsFileError otherwise."""
    try:
        data: Any = json.loads(text)
    except RecursionError:
        raise SettingsFileError("nested too deeply") from None
    except ValueError as error:
        raise SettingsFileError(f"not JSON: {error}") from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise SettingsFileError("not a settings file of this version")
    return data


def read_small_file(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The text of a regular file of at most ``limit`` bytes, opened so that a FIFO cannot block.

    :raises FileNotFoundError: there is no file.
    :raises SettingsFileError: it is not a regular file, is too large or is not UTF-8.
    :raises OSError: it cannot be read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise SettingsFileError("not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(descriptor, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(descriptor)
    if size > limit:
        raise SettingsFileError(f"larger than {limit} bytes")
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise SettingsFileError("not UTF-8 text") from None


def os_reason(error: OSError) -> str:
    """A short msgid (or, for a rare error, the system's own words) saying why a file operation failed."""
    if error.errno is not None and error.errno in OS_REASONS:
        return OS_REASONS[error.errno]
    return error.strerror or type(error).__name__


@dataclass(frozen=True)
class SettingsProblem:
    """Something the player should know about the settings file, said in plain words in any language."""

    message: str
    """One of the messages above (a msgid with {path}, {settings}, {reason})."""
    path: Path
    fields: tuple[str, ...] = ()
    """The settings that were reset, when only some were."""
    reason: str = ""
    """Why a file operation failed: a msgid of OS_REASONS or the system's words."""

    def describe(self, tr: Translator) -> str:
        names = ", ".join(tr.gettext(SETTING_LABELS[name]) for name in self.fields)
        reason = tr.gettext(self.reason) if self.reason else ""
        return tr.format(self.message, path=str(self.path), settings=names, reason=reason)


class SettingsStore:
    """Loads and saves the settings file; remembers the problem found when loading, to report once."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or config_dir()) / FILE_NAME
        self.problem: SettingsProblem | None = None

    def load(self) -> Settings:
        defaults = Settings(language=system_language())
        clean_stale_temporaries(self.path.parent)
        try:
            data = parse(read_small_file(self.path))
        except FileNotFoundError:
            return defaults
        except (OSError, SettingsFileError):
            self.problem = self._set_aside(RESET_ALL, RESET_ALL_IN_PLACE)
            return defaults
        settings, refused = Settings.from_data(data, defaults)
        if refused:
            self.problem = self._set_aside(RESET_SOME, RESET_SOME_IN_PLACE, refused)
            self.save(settings)
        return settings

    def save(self, settings: Settings) -> SettingsProblem | None:
        """Write atomically; a failure is returned as the problem to show, never raised."""
        try:
            write_atomic(self.path, settings.to_json())
        except OSError as error:
            return SettingsProblem(NOT_SAVED, self.path.parent, reason=os_reason(error))
        return None

    def _set_aside(self, kept: str, in_place: str, refused: tuple[str, ...] = ()) -> SettingsProblem:
        """Rename the bad file so that nothing is lost and it is not read again; the problem to report."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        names = (f"{self.path.stem}-broken-{stamp}{f'-{n}' if n else ''}{self.path.suffix}" for n in range(100))
        target = next((self.path.with_name(name) for name in names if not os.path.lexists(self.path.with_name(name))),
                      None)
        if target is None:
            return SettingsProblem(in_place, self.path, refused, N_("too many old settings files"))
        try:
            os.rename(self.path, target)
        except OSError as error:
            return SettingsProblem(in_place, self.path, refused, os_reason(error))
        return SettingsProblem(kept, target, refused)
