"""One game per data folder: a second window on the same folders refuses to start and says why, and a lock
left by a killed game is taken over. Both with real processes."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.records.folder_lock import AlreadyRunning, FolderLock

ROOT = Path(__file__).resolve().parents[2]


def environment(home: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(home / "data"),
                XDG_CONFIG_HOME=str(home / "config"), HOME=str(home))


def game(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=environment(home), capture_output=True,
                          text=True, timeout=120, check=False)


def test_a_second_window_on_the_same_folders_refuses_and_a_killed_one_s_lock_is_taken_over(tmp_path: Path) -> None:
    first = subprocess.Popen([sys.executable, "main.py", "--autoplay", "--speed", "1"], cwd=ROOT,
                             env=environment(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lock = tmp_path / "data" / "bang-desktop" / "running.lock"
    try:
        deadline = time.monotonic() + 60
        while not (lock.exists() and lock.read_text() == str(first.pid)):
            assert time.monotonic() < deadline and first.poll() is None, "the first window did not start"
            time.sleep(0.02)
        second = game(tmp_path, "--frames", "1")
        assert second.returncode == 1 and "Traceback" not in second.stderr
        assert "already running with this data folder" in second.stderr and str(first.pid) in second.stderr
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
    after = game(tmp_path, "--frames", "1")
    assert after.returncode == 0, after.stderr


def test_the_lock_is_the_folder_s_not_the_process_s(tmp_path: Path) -> None:
    held = FolderLock(tmp_path)
    assert held.acquire()
    with pytest.raises(AlreadyRunning, match=str(os.getpid())):
        FolderLock(tmp_path).acquire()
    held.release()
    again = FolderLock(tmp_path)
    assert again.acquire()
    again.release()
    assert FolderLock(tmp_path / "file" / "below").acquire() is True
    (tmp_path / "blocker").write_text("x")
    assert FolderLock(tmp_path / "blocker" / "data").acquire() is False
