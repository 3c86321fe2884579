"""Folder faults never crash the game: unreadable, unwritable or missing folders, a file where a folder should
be, at start, on Continue, at a game's end and in every list. The store says what is wrong and goes on.

File modes do not bind root, so the checks run as processes without root's file rights (``setpriv`` drops
CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH); as another user they run as they are.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from scenes.records.store import GameStore

ROOT = Path(__file__).resolve().parents[2]
WITHOUT_FILE_RIGHTS = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]


def as_a_user(command: list[str], home: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``command`` (from the repository) with file modes in force, headless, with ``home`` as its folders."""
    if os.geteuid() == 0:
        assert shutil.which("setpriv"), "as root these checks need setpriv (util-linux) to drop file rights"
        command = WITHOUT_FILE_RIGHTS + command
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if home is not None:
        env.update(XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"), HOME=str(home))
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)


def probe(folder: Path) -> dict[str, list[str]]:
    run = as_a_user([sys.executable, "-m", "tests.scenes.folder_probe", str(folder)])
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    report: dict[str, list[str]] = json.loads(run.stdout)
    return report


@contextmanager
def mode(path: Path, bits: int) -> Iterator[Path]:
    path.mkdir(parents=True, exist_ok=True)
    path.chmod(bits)
    try:
        yield path
    finally:
        path.chmod(0o755)


def test_a_data_folder_that_cannot_be_searched_is_said_everywhere_and_nothing_crashes(tmp_path: Path) -> None:
    with mode(tmp_path / "data", 0o000) as folder:
        report = probe(folder)
    assert any(f"{folder} cannot be read (permission denied)" in line for line in report["unfinished"])
    assert any("cannot be written (permission denied)" in line for line in report["autosave"])
    assert report["save_as"] and report["kept"] and report["saves"] and report["replays"]


def test_a_replays_folder_that_cannot_be_written_keeps_the_game_aside_until_it_can(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    with mode(folder / "replays", 0o000):
        report = probe(folder)
        unkept = list(folder.glob("unkept-*.json"))
        assert len(unkept) == 1 and any(f"safe in {unkept[0]}" in line for line in report["kept"])
        assert any("list may be incomplete" in line for line in report["replays"])
    store = GameStore(folder)
    store.writer.flush()
    assert len(store.replays()[0]) == 1 and list(folder.glob("unkept-*.json")) == []
    assert store.statistics.players["Ann"].games == 1


def test_a_read_only_data_folder_says_the_game_is_not_autosaved(tmp_path: Path) -> None:
    with mode(tmp_path / "data", 0o555) as folder:
        report = probe(folder)
    assert any("not being autosaved" in line and "permission denied" in line for line in report["autosave"])
    assert report["save_as"] and report["kept"]


def test_files_where_the_folders_should_be_are_said(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "saves").write_text("a file")
    (folder / "replays").write_text("a file")
    report = probe(folder)
    assert any("a file stands where a folder should be" in line for line in report["save_as"])
    assert any("a file stands where a folder should be" in line for line in report["kept"])
    blocked = tmp_path / "blocked"
    blocked.write_text("a file")
    report = probe(blocked / "data")
    assert report["autosave"] and report["kept"]


def test_the_game_starts_continues_and_ends_with_a_data_folder_it_cannot_search(tmp_path: Path) -> None:
    with mode(tmp_path / "data" / "bang-desktop", 0o000):
        menu = as_a_user([sys.executable, "main.py", "--frames", "5"], tmp_path)
        assert menu.returncode == 0 and "Traceback" not in menu.stderr, menu.stderr
        resume = as_a_user([sys.executable, "main.py", "--continue", "--frames", "5"], tmp_path)
        assert resume.returncode == 1 and "Traceback" not in resume.stderr, resume.stderr
        assert "cannot be read (permission denied)" in resume.stderr
        demo = as_a_user([sys.executable, "main.py", "--autoplay", "--speed", "0", "--uncapped", "--seed", "5",
                          "--frames", "400"], tmp_path)
        assert demo.returncode == 0 and "Traceback" not in demo.stderr, demo.stderr
