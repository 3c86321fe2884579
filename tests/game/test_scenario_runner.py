"""The scenario runner keeps its contract, including for files that are wrong."""
from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.scenario import main, run_file

BASE: dict[str, Any] = {
    "title": "a Bang! hits",
    "players": [
        {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hand": ["Bang!@AS"]},
        {"name": "B", "role": "outlaw", "character": "Black Jack"},
        {"name": "C", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "D", "role": "renegade", "character": "Pedro Ramirez"},
    ],
    "start": "play",
    "steps": [{"do": "play", "by": "A", "card": "Bang!", "target": "B"}],
    "expect": {"B.hp": 3, "discard_top": "Bang!@AS", "waiting_for": "A", "waiting_kind": "play"},
}


def write(tmp_path: Path, data: Any, name: str = "s.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def changed(**changes: Any) -> dict[str, Any]:
    return {**json.loads(json.dumps(BASE)), **changes}


def test_a_correct_scenario_passes(tmp_path: Path) -> None:
    result = run_file(write(tmp_path, BASE))
    assert result.passed, result.reason
    assert result.line() == f"PASS {tmp_path / 's.json'}: a Bang! hits"


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ("{oops", "bad JSON"),
        (changed(colour="red"), "unknown key(s) colour"),
        (changed(deck=["Bazooka"]), "unknown card 'Bazooka'"),
        (changed(deck=["Bang!@1X"]), "bad suit or rank"),
        (changed(deck=["Barrel@2H"]), "no card 'Barrel@2H'"),
        (changed(deck=["Gatling", "Gatling"]), "more copies of Gatling"),
        (changed(deck=["Bang!@AS"]), "more copies of Bang!@AS"),
        (changed(turn="Z"), "'turn' names no player"),
        (changed(expect={"B.hp": 4}), "final expect: B.hp is 3, expected 4"),
        (changed(expect={"B.mood": 4}), "unknown check 'B.mood'"),
        (changed(steps=[{"do": "end", "by": "B"}]), "step 1 (end by B): the engine waits for A to play"),
        (changed(steps=[{"do": "pass", "by": "A"}]), "step 1 (pass by A): the engine waits for A to play"),
        (
            changed(steps=[{"do": "play", "by": "A", "card": "Bang!", "target": "B", "illegal": True}]),
            "accepted a step marked illegal",
        ),
        (changed(steps=[{"do": "play", "by": "A", "card": "Bang!", "target": "C"}]), "refused: C is at distance 2"),
        (changed(rules={"expansions": ["wild_west_show"]}), "unknown expansion"),
    ],
)
def test_wrong_files_fail_with_a_reason_naming_the_problem(tmp_path: Path, data: Any, reason: str) -> None:
    result = run_file(write(tmp_path, data))
    assert not result.passed
    assert reason in result.reason
    assert result.line().startswith("FAIL ")


def test_an_illegal_step_must_leave_the_state_unchanged(tmp_path: Path) -> None:
    data = changed(
        steps=[
            {"do": "play", "by": "B", "card": "Bang!", "target": "A", "illegal": True},
            {"do": "play", "by": "A", "card": "Missed!", "target": "B", "illegal": True},
        ],
        expect={"B.hp": 4, "A.hand": ["Bang!@AS"]},
    )
    result = run_file(write(tmp_path, data))
    assert result.passed, result.reason


def test_the_command_line_prints_one_line_per_file_and_the_totals(tmp_path: Path) -> None:
    write(tmp_path, BASE, "good.json")
    write(tmp_path, changed(expect={"B.hp": 1}), "bad.json")
    run = subprocess.run(
        [sys.executable, "-m", "game.scenario", str(tmp_path)], capture_output=True, text=True, check=False
    )
    lines = run.stdout.splitlines()
    assert lines[0].startswith(f"FAIL {tmp_path / 'bad.json'}: a Bang! hits: final expect: B.hp is 3")
    assert lines[1] == f"PASS {tmp_path / 'good.json'}: a Bang! hits"
    assert lines[-1] == "1 passed, 1 failed"
    assert run.returncode == 1
    assert "Traceback" not in run.stderr


def test_every_scenario_in_the_repository_passes() -> None:
    folder = Path(__file__).resolve().parents[1] / "scenarios"
    files = sorted(folder.rglob("*.json"))
    assert len(files) >= 80
    failures = [result.line() for result in map(run_file, files) if not result.passed]
    assert failures == []


# --- paths that cannot be read, values too long to print -----------------------------------


SETPRIV = shutil.which("setpriv")
WITHOUT_FILE_ACCESS_OVERRIDE = "--bounding-set=-dac_override,-dac_read_search"


def run_cli(args: list[str], prefix: list[str]) -> tuple[list[str], int]:
    run = subprocess.run(
        [*prefix, sys.executable, "-m", "game.scenario", *args], capture_output=True, text=True, check=False,
        timeout=60,
    )
    assert run.stderr == "", run.stderr
    return run.stdout.splitlines(), run.returncode


def deny_inside(locked: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the file calls fail on ``locked`` and what it holds as mode 000 does for anyone but root."""

    def guarded(real: Callable[..., Any], itself: bool) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            if args and isinstance(args[0], str | os.PathLike):
                target = Path(os.path.abspath(args[0]))
                if target.is_relative_to(locked) and (itself or target != locked):
                    raise PermissionError(errno.EACCES, "Permission denied", os.fspath(args[0]))
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(os, "scandir", guarded(os.scandir, itself=True))
    monkeypatch.setattr(os, "stat", guarded(os.stat, itself=False))
    monkeypatch.setattr(os, "open", guarded(os.open, itself=False))


def run_locked(
    locked: Path, args: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[list[str], int]:
    """The runner's lines and exit status on ``args`` with the folder ``locked`` at mode 000. File modes do
    not bind root: root runs it under setpriv without the capabilities that override them, or, with no
    setpriv, in-process with the refusals simulated."""
    locked.chmod(0)
    try:
        if os.geteuid() != 0:
            return run_cli(args, [])
        if SETPRIV is not None:
            return run_cli(args, [SETPRIV, WITHOUT_FILE_ACCESS_OVERRIDE])
        deny_inside(locked, monkeypatch)
        status = main(args)
        return capsys.readouterr().out.splitlines(), status
    finally:
        locked.chmod(0o700)


def test_a_path_that_cannot_be_read_is_one_fail_line_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    inside = write(locked, BASE, "in.json")
    missing = tmp_path / "missing.json"
    good = write(tmp_path, BASE, "good.json")
    lines, status = run_locked(locked, [str(inside), str(missing), str(good)], monkeypatch, capsys)
    assert lines == [
        f"FAIL {inside}: in: cannot read the file: permission denied",
        f"FAIL {missing}: missing: cannot read the file: no such file or folder",
        f"PASS {good}: a Bang! hits",
        "1 passed, 2 failed",
    ]
    assert status == 1


def test_a_folder_that_cannot_be_listed_is_one_fail_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "s" / "locked"
    locked.mkdir(parents=True)
    write(locked, BASE, "in.json")
    good = write(tmp_path / "s", BASE, "ok.json")
    lines, status = run_locked(locked, [str(tmp_path / "s")], monkeypatch, capsys)
    assert lines == [
        f"FAIL {locked}: locked: cannot list the folder: permission denied",
        f"PASS {good}: a Bang! hits",
        "1 passed, 1 failed",
    ]
    assert status == 1


def with_b_hp(hp: int) -> dict[str, Any]:
    data = changed()
    data["players"][1]["hp"] = hp
    return data


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (with_b_hp(10**4000), "B: hp 10000000000000000000…(4001 digits) is not between 1 and 4 (a living"),
        (changed(expect={"B.hp": 10**4000}), "final expect: B.hp is 3, expected 10000000000000000000…(4001 digits)"),
        (changed(deck=["x" * 5000]), "unknown card '" + "x" * 79 + "…(5002 characters)"),
        (changed(**{"k" * 5000: 1}), "unknown key(s) " + "k" * 80 + "…(5000 characters)"),
    ],
)
def test_a_long_value_is_shortened_in_the_fail_line(tmp_path: Path, data: dict[str, Any], reason: str) -> None:
    line = run_file(write(tmp_path, data)).line()
    assert reason in line
    assert len(line) < 250
