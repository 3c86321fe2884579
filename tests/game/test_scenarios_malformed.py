"""Malformed expansion setups (beginner cards placed, unknown events, High Noon not last) fail with a reason."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.scenario import run_file

MALFORMED = sorted((Path(__file__).resolve().parents[1] / "scenarios_malformed").glob("*.json"))
WHY = {
    "beginner-lists-a-duel-in-the-deck.json": "out of the beginner game",
    "beginner-places-a-jail-in-play.json": "out of the beginner game",
    "beginner-with-dodge-city-places-its-dynamite.json": "out of the beginner game",
    "high-noon-listed-but-not-last.json": "High Noon can only be the last",
    "unknown-event-in-force.json": "unknown event 'Sundown'",
    "unknown-event-in-the-stack.json": "must list High Noon event names",
}


def test_every_malformed_file_is_known() -> None:
    assert sorted(path.name for path in MALFORMED) == sorted(WHY)


@pytest.mark.parametrize("path", MALFORMED, ids=lambda path: path.stem)
def test_a_malformed_setup_fails_with_the_reason(path: Path) -> None:
    result = run_file(path)
    assert not result.passed
    assert WHY[path.name] in result.reason
