"""What went wrong with a file of the data folder, said in plain words: what could not be done, why, and where
the file is now; and setting a file that cannot be used aside (renamed, never deleted)."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.errors import SaveError
from game.save import SaveVersionError
from scenes.app.i18n import N_, Translator
from scenes.app.settings import os_reason

BROKEN = ".broken-"
"""Part of the name a file gets when it is set aside; such files are never listed again."""

# What could not be used or done (the first sentence of a problem).
AUTOSAVE_FAILED = N_("The unfinished game could not be restored.")
SAVE_FAILED = N_("The saved game could not be loaded.")
REPLAY_FAILED = N_("The replay could not be opened.")
STATISTICS_FAILED = N_("The statistics could not be read, so they start again from zero.")
WRITE_FAILED = N_("The game could not be saved.")
AUTOSAVE_NOT_WRITTEN = N_("The game is not being autosaved.")
DELETE_FAILED = N_("The file could not be deleted.")
LIST_FAILED = N_("The folder could not be read, so the list may be incomplete.")
REPLAY_NOT_KEPT = N_("The game that just ended could not be kept as a replay.")
STATISTICS_NOT_WRITTEN = N_("The statistics could not be saved.")
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
WHY_FOLDER_UNREADABLE = N_("{path} cannot be read ({why}).")
# Where the file or the game is now (the third sentence).
KEPT_AS = N_("The file was kept as {path}.")
NOT_MOVED = N_("The file {path} could not be renamed ({why}); it is left as it was.")
GAME_KEPT_ASIDE = N_("The game is safe in {path} and is kept as soon as the file can be written.")
GAME_BEFORE_THE_END = N_("Keep the game open: it is kept as soon as the file can be written. Until then {path} "
                         "holds it as it stood before its end.")
GAME_IN_MEMORY = N_("Keep the game open: the game is kept as soon as the file can be written.")
GAME_COUNTED_LATER = N_("The game is kept, and it is counted as soon as the file can be written.")


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


def error_reason(error: BaseException) -> str:
    """Why a file operation failed, as a short msgid (or the system's words, or the error's type)."""
    return os_reason(error) if isinstance(error, OSError) else type(error).__name__


def unwritable(what: str, path: Path, error: BaseException, kept: str = "", kept_path: Path | None = None
               ) -> StoreProblem:
    """``what`` failed because ``path`` cannot be written; ``kept`` says where the game is now."""
    return StoreProblem(what, WHY_UNWRITABLE, {"path": str(path), "why": error_reason(error)}, kept, kept_path,
                        detail=str(error))


def folder_unreadable(what: str, folder: Path, error: OSError) -> StoreProblem:
    return StoreProblem(what, WHY_FOLDER_UNREADABLE, {"path": str(folder), "why": os_reason(error)},
                        detail=str(error))


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


def why_unreadable(error: OSError | UnicodeDecodeError) -> tuple[str, dict[str, str], str]:
    """Why a file could not be read (a msgid and its parameters), and the technical detail."""
    text = str(error)
    if isinstance(error, UnicodeDecodeError) or "not a regular file" in text:
        return WHY_NOT_OURS, {}, text
    if "too large" in text:
        return WHY_TOO_LARGE, {}, text
    return WHY_UNREADABLE, {"why": os_reason(error)}, text


def unreadable(path: Path, what: str, error: OSError | UnicodeDecodeError) -> StoreProblem:
    """A file that could not be read: set aside when it is the file's fault, the folder named when it is the
    folder's (one that cannot be searched hides its files, which then cannot be renamed either)."""
    folder = path.parent
    if isinstance(error, PermissionError) and not os.access(folder, os.X_OK):
        return folder_unreadable(what, folder, error)
    return set_aside(path, what, *why_unreadable(error))


def set_aside(path: Path, what: str, why: str, params: dict[str, str] | None = None, detail: str = ""
              ) -> StoreProblem:
    """Rename a file that cannot be used, so that nothing is lost and it is not read again."""
    params = params or {}
    stamp = time.strftime("%Y%m%d-%H%M%S")
    names = (f"{path.stem}{BROKEN}{stamp}{f'-{n}' if n else ''}{path.suffix}" for n in range(100))
    try:
        target = next((path.with_name(n) for n in names if not os.path.lexists(path.with_name(n))), None)
        if target is None:
            return StoreProblem(what, why, params, NOT_MOVED, path, N_("too many old files"), detail)
        os.rename(path, target)
    except OSError as error:
        return StoreProblem(what, why, params, NOT_MOVED, path, os_reason(error), detail)
    return StoreProblem(what, why, params, KEPT_AS, target, "", detail)
