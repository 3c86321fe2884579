"""tools/mutate_scenarios.py: a check that protects something kills its mutants; a hole survives."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.tools.loader import load_tool

TOOL = load_tool("mutate_scenarios")

SCENARIO: dict[str, Any] = {
    "title": "a Bang! hits B",
    "players": [
        {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hand": ["Bang!@AS", "Missed!@2S"]},
        {"name": "B", "role": "outlaw", "character": "Black Jack"},
        {"name": "C", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "D", "role": "renegade", "character": "Pedro Ramirez"},
    ],
    "start": "play",
    "steps": [
        {"do": "play", "by": "A", "card": "Missed!@2S", "illegal": True},
        {"do": "play", "by": "A", "card": "Bang!@AS", "target": "B"},
    ],
    "expect": {"B.hp": 3, "D.hp": 4, "discard_top": "Bang!@AS", "waiting_for": "A", "waiting_kind": "play"},
}


def write(tmp_path: Path, data: dict[str, Any], name: str = "s.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    status = TOOL.main([*args, "--summary"])
    return status, capsys.readouterr().out.splitlines()


def test_every_mutant_of_a_protecting_check_is_killed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mutations = {m.mutation for m in TOOL.Mutator(SCENARIO).mutants()}
    assert {"B.hp 3 -> 4", "waiting_kind play -> respond", "illegal true -> false", "illegal removed"} <= mutations
    assert "discard_top Bang!@AS -> Bang!@2C" in mutations  # another copy of the same name
    status, lines = run(capsys, str(write(tmp_path, SCENARIO)), "--decisions")
    assert status == 0, lines
    assert lines[-1].startswith("1 files, ")
    assert " mutants, 0 survived" in lines[-1]


def test_a_decision_no_check_sees_survives(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blind = {**SCENARIO, "expect": {"waiting_for": "A", "waiting_kind": "play"}}
    path = write(tmp_path, blind)
    status, lines = run(capsys, str(path), "--decisions")
    assert status == 1
    assert f"SURVIVED {path.as_posix()}: step 2: target B -> D" in lines  # D is at distance 1 too
    assert f"SURVIVED {path.as_posix()}: step 2: target B -> C" not in lines  # C is out of reach: refused
    status, lines = run(capsys, str(path))
    assert status == 0, "decision mutants are opt-in"


def test_a_step_refused_only_because_its_player_is_not_awaited_is_weak(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = json.loads(json.dumps(SCENARIO))
    data["steps"][0] = {"do": "play", "by": "B", "card": "Bang!", "target": "A", "illegal": True}
    data["steps"].insert(1, {"do": "play", "by": "A", "card": "Barrel@QS", "illegal": True})
    path = write(tmp_path, data)
    status, lines = run(capsys, str(path))
    assert status == 1
    assert f"WEAK {path.as_posix()}: step 1: refused step: not awaited" in lines
    assert f"WEAK {path.as_posix()}: step 2: refused step: Barrel@QS is not in the hand" in lines
    waivers = tuple(TOOL.Waiver(path.name, f"step {n}", problem, "on purpose") for n, problem in
                    ((1, "refused step: not awaited"), (2, "refused step: Barrel@QS is not in the hand")))
    monkeypatch.setattr(TOOL, "WAIVERS", waivers)
    status, lines = run(capsys, str(path), "--show-waived")
    assert status == 0
    assert any(line.startswith("WAIVED ") and line.endswith("(on purpose)") for line in lines)
    assert ", 2 waived" in lines[-1]


def test_a_failing_original_is_reported_and_fails_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, {**SCENARIO, "expect": {"B.hp": 2}})
    status, lines = run(capsys, str(path))
    assert status == 1
    assert lines[0].startswith(f"BROKEN {path.as_posix()}: the original fails: final expect: B.hp is 3")


def test_only_limits_the_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, SCENARIO, "kept.json")
    write(tmp_path, {**SCENARIO, "expect": {"B.hp": 2}}, "skipped.json")
    status, lines = run(capsys, str(tmp_path), "--only", "kept")
    assert status == 0
    assert lines[-1].startswith("1 files, ")
