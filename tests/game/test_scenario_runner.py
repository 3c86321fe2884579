"""The scenario runner keeps its contract, including for files that are wrong."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.scenario import run_file

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
