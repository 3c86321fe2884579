"""One game per data folder: a lock held for the whole run, so that two windows never write the same files.

The lock is the operating system's (``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows) on a file
in the data folder that holds the owner's process id. The system drops it when the process ends however it
ends, so a lock left by a killed game is simply taken over by the next one. A folder where the lock file
cannot even be created is not locked: nothing can be written there anyway, and the store says so.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

LOCK_NAME = "running.lock"


class AlreadyRunning(Exception):
    """Another game holds the data folder."""

    def __init__(self, folder: Path, owner: str) -> None:
        self.folder = folder
        self.owner = owner
        process = f" (process {owner})" if owner else ""
        super().__init__(f"Bang! is already running with this data folder{process}: {folder}. "
                         "Close that window first, or start this one with another XDG_DATA_HOME.")


class FolderLock:
    """Held from ``acquire`` until ``release`` or the end of the process."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self._file: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> bool:
        """Take the folder; False when the lock file cannot be made (the folder is not writable).

        :raises AlreadyRunning: another live process holds it.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            file = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115  (held open for the whole run)
        except OSError:
            return False
        if not _try_lock(file):
            file.seek(0)
            owner = file.read(20).strip()
            file.close()
            raise AlreadyRunning(self.folder, owner if owner.isdigit() else "")
        file.seek(0)
        file.truncate()
        file.write(str(os.getpid()))
        file.flush()
        self._file = file
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _try_lock(file: IO[str]) -> bool:
    if sys.platform.startswith("win"):
        import msvcrt  # noqa: PLC0415  (Windows only)

        try:
            msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl  # noqa: PLC0415  (not on Windows)

    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
