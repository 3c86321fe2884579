"""kill -9 the real game at any moment, then continue: the autosave is always whole and holds the last decision.

The game runs as a real process (``main.py --autoplay``, headless SDL drivers) with its own data folder;
the test kills it with SIGKILL and reads what is on disk, then continues it (``--continue``).
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.actions import action_to_dict
from game.session import Session
from main import launch
from scenes.app.i18n import Translator
from scenes.records.store import GameStore
from scenes.table.config import TableConfig, default_names
from scenes.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = 5

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def environment(home: Path) -> dict[str, str]:
    return {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"), "HOME": str(home), "PATH": "/usr/bin:/bin"}


def start_game(home: Path, seed: int, speed: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "main.py", "--autoplay", "--players", str(PLAYERS), "--seed", str(seed),
                             "--speed", speed, "--lang", "en", "--uncapped"], cwd=ROOT, env=environment(home),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def autosave(home: Path) -> Path:
    """The demo's autosave: ``--autoplay`` never writes the player's own."""
    return home / "data" / "bang-desktop" / "demo-autosave.json"


def saved_log(path: Path) -> list[dict[str, Any]] | None:
    """The log on disk now; None when there is no file (a rename replaces it whole, so it is never half)."""
    try:
        text = path.read_text()
    except FileNotFoundError:
        return None
    log: list[dict[str, Any]] = json.loads(text)["game"]["log"]
    return log


def wait_for(condition: Any, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.005)


def kill(process: subprocess.Popen[bytes]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL


def reference_log(seed: int) -> list[dict[str, Any]]:
    """The whole autoplay game of ``seed``, played in this process: the same seats, agents and seed."""
    config = TableConfig.demo(PLAYERS, seed, default_names(Translator("en")))
    session = Session(list(config.seats), config.seed, ask_always=config.ask_always)
    while not session.game.over:
        session.step_ai()
    return [{"player": player, "action": action_to_dict(action)} for player, action in session.game.log]


def test_a_game_killed_at_any_moment_continues_from_its_last_saved_decision(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At full speed (a decision every frame, a write always under way): kill at random moments."""
    seed = 31
    reference = reference_log(seed)
    moments = random.Random().sample([0.02, 0.1, 0.2, 0.35, 0.5, 0.8], 4)
    for moment in moments:
        home = tmp_path / f"at-{moment}"
        process = start_game(home, seed, "0")
        wait_for(lambda: autosave(home).exists())  # noqa: B023 - used at once
        time.sleep(moment)
        kill(process)
        store = GameStore(home / "data" / "bang-desktop")
        record, problem = store.unfinished(demo=True)
        assert problem is None, (f"killed {moment} s after the first autosave", problem)
        if record is None:  # the game had ended: it was kept as a replay
            assert len(store.replays()[0]) == 1
            continue
        log = [{"player": player, "action": action_to_dict(action)} for player, action in record.game.log]
        assert log == reference[:len(log)], f"killed {moment} s in: the autosave is not the game that was played"
        monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
        monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
        app = launch(["--autoplay", "--continue", "--frames", "1", "--speed", "0"])
        table = next(scene for scene in app.ctx.stack.scenes if isinstance(scene, TableScene))
        assert table.session.game.log[:len(log)] == record.game.log
        assert len(table.session.game.log) <= len(log) + 1  # one frame: at most one more decision


def test_continue_in_a_new_process_plays_on_from_the_killed_game(tmp_path: Path) -> None:
    process = start_game(tmp_path, 33, "0")
    wait_for(lambda: len(saved_log(autosave(tmp_path)) or []) >= 20)
    kill(process)
    killed = saved_log(autosave(tmp_path))
    assert killed is not None
    run = subprocess.run([sys.executable, "main.py", "--autoplay", "--continue", "--frames", "40", "--speed", "0",
                          "--uncapped"],
                         cwd=ROOT, env=environment(tmp_path), capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    after = saved_log(autosave(tmp_path))
    if after is None:  # it played to the end: the replay is the continued game
        replays = list((tmp_path / "data" / "bang-desktop" / "replays").glob("*.json"))
        after = json.loads(replays[0].read_text())["game"]["log"]
    assert after[:len(killed)] == killed and len(after) > len(killed)


def test_at_the_table_s_pace_the_last_decision_made_survives_a_kill(tmp_path: Path) -> None:
    """At normal speed the AI waits at least 0.45 s between decisions. As soon as a new decision is seen on disk
    the game is frozen (SIGSTOP); if less than 0.35 s passed since that file was written, no later decision can
    have been made, so the decision on disk is the last one made: then SIGKILL, and it must still be there."""
    process = start_game(tmp_path, 34, "1")
    path = autosave(tmp_path)
    known = -1
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            seen = log_and_time(path)
            if seen is None or len(seen[0]) == known or not seen[0]:
                time.sleep(0.003)
                continue
            log, written = seen
            known = len(log)
            process.send_signal(signal.SIGSTOP)
            if time.time() - written < 0.35:
                break
            process.send_signal(signal.SIGCONT)  # this process was too slow to be sure: try the next decision
        else:
            pytest.skip("this machine was too loaded to catch a decision within 0.35 s of its writing")
    finally:
        kill(process)
    after = saved_log(path)
    assert after is not None and len(after) == known, "the last decision made was lost by the kill"
    assert after == log


def log_and_time(path: Path) -> tuple[list[dict[str, Any]], float] | None:
    """The log on disk and when that file was written (read from the same open file)."""
    try:
        with path.open("rb") as file:
            written = os.fstat(file.fileno()).st_mtime
            data = json.loads(file.read())
    except FileNotFoundError:
        return None
    return data["game"]["log"], written


def test_continue_without_an_unfinished_game_says_so(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "main.py", "--continue", "--frames", "1"], cwd=ROOT,
                         env=environment(tmp_path), capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 1
    assert "no unfinished game" in run.stderr and "Traceback" not in run.stderr


def test_continue_with_a_damaged_autosave_says_so_and_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "data" / "bang-desktop" / "autosave.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "bang-table", "version": 1, "game": ')
    run = subprocess.run([sys.executable, "main.py", "--continue", "--frames", "1"], cwd=ROOT,
                         env=environment(tmp_path), capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "could not be restored" in run.stderr and "kept as" in run.stderr
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format": "bang-table"')
    assert not path.exists()


def test_the_autosave_folder_keeps_no_stale_temporary_after_a_kill(tmp_path: Path) -> None:
    """A write killed before its rename leaves a temporary file; the next start removes it once it is stale."""
    process = start_game(tmp_path, 35, "0")
    wait_for(lambda: autosave(tmp_path).exists())
    time.sleep(0.3)
    kill(process)
    folder = autosave(tmp_path).parent
    old = time.time() - 3600
    for leftover in folder.glob(".demo-autosave.json.*.tmp"):
        os.utime(leftover, (old, old))
    (folder / ".autosave.json.abcdefgh.tmp").write_text("half a write")
    os.utime(folder / ".autosave.json.abcdefgh.tmp", (old, old))
    GameStore(folder)
    assert list(folder.glob(".autosave.json.*.tmp")) == [] and list(folder.glob(".demo-autosave.json.*.tmp")) == []
