"""The scenario runner survives hostile files and refuses tables the rules cannot produce."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.scenario import MAX_SCENARIO_BYTES, Scenario, run_file

FOUR = [
    {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hand": ["Bang!@AS"]},
    {"name": "B", "role": "outlaw", "character": "Black Jack"},
    {"name": "C", "role": "outlaw", "character": "Kit Carlson"},
    {"name": "D", "role": "renegade", "character": "Pedro Ramirez"},
]
BASE: dict[str, Any] = {
    "title": "a Bang! hits",
    "players": FOUR,
    "start": "play",
    "steps": [{"do": "play", "by": "A", "card": "Bang!", "target": "B"}],
    "expect": {"B.hp": 3},
}


def changed(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(BASE))
    data.update(changes)
    return data


def seat(name: str, role: str, character: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "role": role, "character": character, **extra}


def with_player(index: int, **changes: Any) -> dict[str, Any]:
    players: list[dict[str, Any]] = json.loads(json.dumps(FOUR))
    players[index].update(changes)
    return changed(players=players)


def roles(*names: str) -> dict[str, Any]:
    characters = ["Black Jack", "Kit Carlson", "Pedro Ramirez", "Willy the Kid", "Bart Cassidy", "El Gringo",
                  "Jourdonnais", "Lucky Duke"]
    players = [seat(chr(ord("A") + i), role, characters[i]) for i, role in enumerate(names)]
    return {"title": "roles", "players": players, "start": "play"}


def run_cli(folder: Path, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.scenario", str(folder)],
        capture_output=True, text=True, check=False, timeout=timeout,
    )


# --- files that used to end the whole run ----------------------------------------------


def test_deep_nesting_and_huge_integers_fail_their_file_and_the_run_goes_on(tmp_path: Path) -> None:
    (tmp_path / "a-deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (tmp_path / "b-huge.json").write_text(json.dumps(changed()).replace('"seed"', '"x"')[:-1]
                                          + ', "seed": ' + "7" * 5000 + "}", encoding="utf-8")
    (tmp_path / "c-good.json").write_text(json.dumps(changed()), encoding="utf-8")
    run = run_cli(tmp_path)
    lines = run.stdout.splitlines()
    assert "Traceback" not in run.stderr
    assert lines[0].startswith(f"FAIL {tmp_path / 'a-deep.json'}: a-deep: ")
    assert "nested too deeply" in lines[0]
    assert lines[1].startswith(f"FAIL {tmp_path / 'b-huge.json'}: b-huge: ")
    assert "integer" in lines[1]
    assert lines[2] == f"PASS {tmp_path / 'c-good.json'}: a Bang! hits"
    assert lines[3] == "1 passed, 2 failed"
    assert run.returncode == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_named_json_does_not_hang_the_run(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "a-pipe.json")
    (tmp_path / "b-good.json").write_text(json.dumps(changed()), encoding="utf-8")
    run = run_cli(tmp_path, timeout=20)
    lines = run.stdout.splitlines()
    assert lines[0].startswith(f"FAIL {tmp_path / 'a-pipe.json'}: a-pipe: ")
    assert "not a regular file" in lines[0]
    assert lines[1].startswith("PASS ")
    assert lines[-1] == "1 passed, 1 failed"


def test_a_directory_named_json_fails_cleanly(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    result = run_file(tmp_path / "folder.json")
    assert not result.passed and "not a regular file" in result.reason


def test_an_oversized_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(changed(deck=[])) + " " * MAX_SCENARIO_BYTES, encoding="utf-8")
    result = run_file(path)
    assert not result.passed and "too large" in result.reason


def test_a_crash_inside_the_engine_is_one_fail_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def explode(*args: Any) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr("game.scenario.Scenario.run", explode)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(changed()), encoding="utf-8")
    result = run_file(path)
    assert not result.passed and "RecursionError" in result.reason


def test_a_title_with_a_line_break_still_prints_one_line(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(changed(title="two\nlines")), encoding="utf-8")
    result = run_file(path)
    assert not result.passed
    assert "\n" not in result.line() and "'title' must be one line" in result.reason


# --- setups the rules cannot produce ------------------------------------------------------


LENIENT: list[tuple[dict[str, Any], str]] = [
    (with_player(1, hp=0), "B: hp 0 is not between 1 and 4"),
    (with_player(1, hp=-3), "B: hp -3 is not between 1 and 4"),
    (with_player(1, hp=5), "B: hp 5 is not between 1 and 4"),
    (with_player(0, hp=6), "A: hp 6 is not between 1 and 5"),
    (with_player(0, alive=False, hand=[]), "the Sheriff is dead: the game is already over"),
    (with_player(1, role="sheriff"), "roles for 4 players must be"),
    (with_player(0, role="deputy"), "roles for 4 players must be"),
    (roles("sheriff", "outlaw", "outlaw", "outlaw"), "roles for 4 players must be"),
    (roles("sheriff", "outlaw", "renegade"), "roles for 3 players must be"),
    (roles("deputy", "outlaw", "renegade", "outlaw", "sheriff", "deputy", "outlaw", "outlaw"),
     "roles for 8 players must be"),
    (roles("sheriff", "outlaw"), "3 to 8 players"),
    (changed(players=[
        seat("A", "sheriff", "Willy the Kid"), seat("B", "outlaw", "Black Jack", alive=False),
        seat("C", "outlaw", "Kit Carlson", alive=False), seat("D", "renegade", "Pedro Ramirez", alive=False),
    ]), "the game is already over"),
    (with_player(1, in_play=["Bang!@2C"]), "B: Bang! is a brown card and cannot be in play"),
    (with_player(1, in_play=["Barrel@QS", "Barrel@KS"]), "B: two Barrel in play"),
    (with_player(1, in_play=["Volcanic@10S", "Schofield@JC"]), "B: two weapons in play"),
    (with_player(0, in_play=["Jail@JS"]), "the Sheriff cannot be in Jail"),
    (changed(deck=["Bang!@"]), "'Bang!@' has an empty suit and rank"),
    (changed(deck=["Bang!@AS@AS"]), "bad suit or rank"),
    (changed(steps=[{"do": "play", "by": "A", "card": "Bang!", "target": "B", "illegal": "yes"}]),
     "'illegal' must be true or false"),
    (changed(steps=[{"do": "play", "by": "A", "card": "Bang!", "target": "B", "illegal": 1}]),
     "'illegal' must be true or false"),
    (changed(steps=[{"do": "play", "by": ["A"], "card": "Bang!", "target": "B"}]), "'by' must be a name"),
    (changed(steps=[{"do": "play", "by": "A", "card": "Bang!", "target": ["B"]}]), "'target' must be a name"),
    (changed(steps=[{"do": ["play"], "by": "A"}]), "unknown decision"),
    (changed(steps=[{"do": "pick", "by": "A", "from": ["B"], "illegal": True}]), "'from' must be a name"),
    (changed(turn=["A"]), "'turn' must be a name"),
    (changed(start=["play"]), "'start' must be"),
    (with_player(1, name=["B"]), "player names must be unique strings"),
    (with_player(1, character=["Black Jack"]), "unknown character"),
    (with_player(1, role=["outlaw"]), "unknown role"),
    (changed(expect={"winners": [["A"]]}), "'winners' must be a list of names"),
    (changed(expect={"winners": "A"}), "'winners' must be a list of names"),
    (changed(expect={"distance": {"A>B": "1"}}), "'distance' must be an object"),
    (changed(expect={"distance": {"A>Z": 1}}), "no player named 'Z'"),
    (changed(expect={"B.hand": "Beer"}), "B.hand must be a list of cards"),
    (changed(expect={"turn": ["A"]}), "final expect: turn is \"A\", expected [\"A\"]"),
]


@pytest.mark.parametrize(("data", "reason"), LENIENT)
def test_tables_the_rules_cannot_produce_are_refused_with_a_reason(
    tmp_path: Path, data: dict[str, Any], reason: str
) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_file(path)
    assert not result.passed
    assert reason in result.reason
    assert "engine error" not in result.reason


@pytest.mark.parametrize(
    "names",
    [
        ("deputy", "outlaw", "renegade"),
        ("renegade", "deputy", "outlaw"),
        ("outlaw", "sheriff", "renegade", "deputy", "outlaw", "outlaw", "deputy", "renegade"),
        ("sheriff", "renegade", "outlaw", "outlaw"),
        ("outlaw", "deputy", "sheriff", "renegade", "outlaw", "outlaw", "deputy"),
    ],
)
def test_every_official_role_distribution_sets_up(names: tuple[str, ...]) -> None:
    Scenario(roles(*names))


def test_dead_players_count_for_the_distribution_and_a_dead_players_life_may_be_low(tmp_path: Path) -> None:
    data = changed(players=[
        seat("A", "sheriff", "Willy the Kid", hand=["Bang!@AS"]), seat("B", "outlaw", "Black Jack"),
        seat("C", "outlaw", "Kit Carlson", alive=False, hp=-1), seat("D", "renegade", "Pedro Ramirez"),
    ])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_file(path)
    assert result.passed, result.reason


# --- the discard step names the whole excess ------------------------------------------------

OVER_LIMIT: dict[str, Any] = {
    "title": "A is two cards over his limit",
    "seed": 1,
    "players": [
        seat("A", "outlaw", "Willy the Kid", hp=2, hand=["Bang!@2C", "Bang!@3C", "Missed!@AC", "Beer@6H"]),
        seat("B", "renegade", "Slab the Killer"),
        seat("C", "sheriff", "Black Jack"),
        seat("D", "outlaw", "Jesse Jones"),
    ],
    "turn": "A",
    "start": "play",
}
UNCHANGED = {"A.hand_count": 4, "discard_count": 0, "waiting_for": "A", "waiting_kind": "discard"}


def discard_scenario(tmp_path: Path, cards: list[str], illegal: bool | None, expect: dict[str, Any]) -> Path:
    step: dict[str, Any] = {"do": "discard", "by": "A", "cards": cards}
    if illegal is not None:
        step["illegal"] = illegal
    data = {**OVER_LIMIT, "steps": [{"do": "end", "by": "A"}, step], "expect": expect}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("cards", [["Missed!@AC"], ["Missed!@AC", "Beer@6H", "Bang!@2C"]])
def test_a_discard_step_with_fewer_or_more_cards_than_the_excess_is_refused_whole(
    tmp_path: Path, cards: list[str]
) -> None:
    result = run_file(discard_scenario(tmp_path, cards, None, UNCHANGED))
    assert not result.passed
    assert f"refused: A must discard 2 cards, the step lists {len(cards)}" in result.reason
    assert run_file(discard_scenario(tmp_path, cards, True, UNCHANGED)).passed


def test_a_discard_step_naming_the_whole_excess_is_applied(tmp_path: Path) -> None:
    expect = {"A.hand": ["Bang!@2C", "Bang!@3C"], "discard": ["Missed!@AC", "Beer@6H"], "turn": "B"}
    assert run_file(discard_scenario(tmp_path, ["Missed!@AC", "Beer@6H"], None, expect)).passed
    result = run_file(discard_scenario(tmp_path, ["Missed!@AC", "Beer@6H"], True, expect))
    assert "accepted a step marked illegal" in result.reason


def test_a_discard_step_with_a_card_not_in_hand_is_refused_whole(tmp_path: Path) -> None:
    path = discard_scenario(tmp_path, ["Missed!@AC", "Gatling"], True, UNCHANGED)
    assert run_file(path).passed
