"""Player settings: stored as JSON in the user's configuration directory.

A missing file means defaults (with the system language when it is one of
ours); a corrupt or unreadable file is reported once and replaced by defaults,
never a crash. Writes are atomic.
"""
from __future__ import annotations

import json
import locale
import os
import sys
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.save import write_atomic
from scenes.i18n import LANGUAGES

APP_DIR = "bang-desktop"
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 0.0)
AI_PACES = (0.9, 0.45, 0.2)
UI_SCALES = (0.85, 1.0, 1.15, 1.3)


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

    def validated(self) -> Settings:
        """The same settings with every value brought into its allowed range."""
        return replace(
            self,
            language=self.language if self.language in LANGUAGES else "en",
            ui_scale=min(max(self.ui_scale, 0.75), 1.5),
            animation_speed=min(max(self.animation_speed, 0.0), 4.0),
            ai_delay=min(max(self.ai_delay, 0.0), 3.0),
            volume=min(max(self.volume, 0.0), 1.0),
        )

    def to_json(self) -> str:
        return json.dumps({"version": 1, **asdict(self)}, indent=2, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Settings:
        """Raises ValueError on anything that is not a settings file of this game."""
        data: Any = json.loads(text)
        if not isinstance(data, dict) or data.get("version") != 1:
            raise ValueError("not a settings file of this version")
        values: dict[str, Any] = {}
        for field in fields(cls):
            if field.name not in data:
                continue
            value = data[field.name]
            default = getattr(cls(), field.name)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"{field.name} must be true or false")
            elif isinstance(default, float):
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise ValueError(f"{field.name} must be a number")
                value = float(value)
            elif not isinstance(value, str):
                raise ValueError(f"{field.name} must be text")
            values[field.name] = value
        return cls(**values).validated()


class SettingsStore:
    """Loads and saves the settings file; remembers a problem to report once."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or config_dir()) / "settings.json"
        self.problem: str | None = None

    def load(self) -> Settings:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings(language=system_language())
        except (OSError, UnicodeDecodeError) as error:
            self.problem = f"{self.path}: {error}"
            return Settings(language=system_language())
        try:
            return Settings.from_json(text)
        except (ValueError, TypeError) as error:
            self.problem = f"{self.path}: {error}"
            return Settings(language=system_language())

    def save(self, settings: Settings) -> None:
        """Write atomically; a failure is remembered as the problem to show, not raised."""
        try:
            write_atomic(self.path, settings.to_json())
        except OSError as error:
            self.problem = f"{self.path}: {error}"
