"""tools/lint_scenarios.py: the scenario suites are clean, the malformed files are caught for their reason."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.tools.loader import ROOT, load_tool

TOOL = load_tool("lint_scenarios")

BASE: dict[str, Any] = {
    "title": "a table for the checks",
    "rules": {"expansions": ["high_noon"]},
    "players": [
        {"name": "S", "role": "sheriff", "character": "Willy the Kid"},
        {"name": "A", "role": "outlaw", "character": "Slab the Killer"},
        {"name": "B", "role": "renegade", "character": "Rose Doolan"},
        {"name": "C", "role": "outlaw", "character": "Paul Regret"},
    ],
    "turn": "A",
    "start": "play",
}

MALFORMED_REASONS = {
    "beginner-places-a-jail-in-play.json": "beginner game places Jail",
    "beginner-lists-a-duel-in-the-deck.json": "beginner game places Duel",
    "beginner-with-dodge-city-places-its-dynamite.json": "beginner game places Dynamite",
    "unknown-event-in-force.json": "unknown event 'Sundown'",
    "unknown-event-in-the-stack.json": "unknown event 'Handcuffs' in 'events'",
    "high-noon-listed-but-not-last.json": "'High Noon' listed in 'events' but not last",
}


def cards() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(TOOL.DEFAULT_CARDS.read_text(encoding="utf-8"))
    return data


def problems_of(tmp_path: Path, **changes: Any) -> list[str]:
    scenario = copy.deepcopy(BASE)
    scenario.update(changes)
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    result: list[str] = TOOL.lint(path, cards())
    return result


def test_every_scenario_of_the_suite_is_clean() -> None:
    files = sorted((ROOT / "tests" / "scenarios").rglob("*.json"))
    assert any("high_noon" in path.parts for path in files)
    found = {path.name: TOOL.lint(path, cards()) for path in files}
    assert {name: problems for name, problems in found.items() if problems} == {}


def test_each_malformed_file_is_caught_for_its_own_reason_only() -> None:
    folder = ROOT / "tests" / "scenarios_malformed"
    assert sorted(path.name for path in folder.glob("*.json")) == sorted(MALFORMED_REASONS)
    for name, reason in MALFORMED_REASONS.items():
        assert TOOL.lint(folder / name, cards()) == [reason], name


def test_the_card_data_is_the_repository_s_own_copy() -> None:
    assert TOOL.DEFAULT_CARDS == ROOT / "docs" / "cards.json"


def test_a_missing_card_file_is_an_error_not_a_clean_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(BASE), encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        TOOL.main(["--cards", str(tmp_path / "nowhere.json"), str(scenario)])
    assert stop.value.code == 2
    assert "no card data at" in capsys.readouterr().err


def test_a_clean_high_noon_setup_passes(tmp_path: Path) -> None:
    assert problems_of(tmp_path, event="Thirst", events=["Gold Rush", "High Noon"], round=3) == []


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"events": ["High Noon", "Thirst"]}, "'High Noon' listed in 'events' but not last"),
        ({"event": "Sundown"}, "unknown event 'Sundown'"),
        ({"event": "Thirst", "events": ["Thirst"]}, "event 'Thirst' placed 2 times"),
        ({"event": "High Noon", "events": ["Thirst"]}, "'High Noon' in force, yet events are listed after it"),
        ({"round": 0}, "bad round 0"),
        ({"rules": {"expansions": []}, "event": "Thirst"}, "'event' / 'events' need the high_noon expansion"),
        ({"expect": {"events_top": "Sunrise"}}, "final expect: events_top names no event: 'Sunrise'"),
        ({"expect": {"events_count": 14}}, "final expect: bad events_count 14"),
        (
            {"rules": {"expansions": ["high_noon"], "beginner": True}, "deck": ["Indians!"]},
            "beginner game places Indians!",
        ),
    ],
)
def test_a_bad_high_noon_or_beginner_setup_is_named(tmp_path: Path, changes: dict[str, Any], problem: str) -> None:
    assert problem in problems_of(tmp_path, **changes)


def test_a_random_reveal_is_flagged_when_the_stack_is_not_fixed(tmp_path: Path) -> None:
    ends_before_sheriff = {"turn": "C", "steps": [{"do": "end", "by": "C"}]}
    assert any("event stack not fixed" in p for p in problems_of(tmp_path, **ends_before_sheriff))
    assert problems_of(tmp_path, events=["Thirst", "High Noon"], **ends_before_sheriff) == []
    assert any("random event" in p for p in problems_of(tmp_path, turn="S", start="turn_start"))
    assert problems_of(tmp_path, turn="S", start="turn_start", round=1) == []


def test_the_draw_pile_at_setup_leaves_the_book_cards_out_of_the_beginner_game(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    sizes = (
        (["high_noon"], False, 80),
        (["high_noon"], True, 69),
        (["dodge_city", "high_noon"], False, 120),
        (["dodge_city", "high_noon"], True, 106),
    )
    for expansions, beginner, size in sizes:
        scenario = copy.deepcopy(BASE)
        scenario["rules"] = {"expansions": expansions, "beginner": beginner}
        path.write_text(json.dumps(scenario), encoding="utf-8")
        assert TOOL.draw_pile_at_setup(path, cards()) == size
