"""Seeded games replay to their recorded transcripts (regenerate with tools/golden.py on purpose only).

On a mismatch the test names the first line that differs: the first event or decision the change altered.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tools.golden import AI_FOLDER, AI_GAMES, GAMES, ROOT, ai_key, ai_path, ai_transcript, path_for, transcript


def first_difference(path: Path, played: str) -> str | None:
    """Where a replayed transcript first departs from the recorded one at ``path``, said for a reader."""
    recorded = path.read_text(encoding="utf-8").splitlines()
    lines = played.splitlines()
    for number, (old, new) in enumerate(zip(recorded, lines, strict=False), start=1):
        if old != new:
            return f"{path.relative_to(ROOT)}:{number}: recorded {old!r}, replayed {new!r}"
    if len(recorded) != len(lines):
        extra = lines[len(recorded)] if len(lines) > len(recorded) else recorded[len(lines)]
        side = "the replay goes on with" if len(lines) > len(recorded) else "the replay stops before"
        return f"{path.relative_to(ROOT)}:{min(len(recorded), len(lines)) + 1}: {side} {extra!r}"
    return None


def assert_replays(path: Path, played: str) -> None:
    found = first_difference(path, played)
    if found is not None:
        pytest.fail(f"{found} (rewrite with python tools/golden.py only for a change meant to play differently)",
                    pytrace=False)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_seeded_game_matches_its_golden_transcript(players: int, seed: int) -> None:
    assert_replays(path_for(players, seed), transcript(players, seed))


@pytest.mark.parametrize("game", AI_GAMES, ids=[ai_key(*game) for game in AI_GAMES])
def test_a_seeded_ai_game_makes_its_recorded_decisions(game: tuple[str, int, int, tuple[str, ...]]) -> None:
    assert_replays(ai_path(*game), ai_transcript(*game))


def test_every_ai_transcript_on_file_is_one_of_the_pinned_games() -> None:
    assert sorted(AI_FOLDER.glob("*.txt")) == sorted(ai_path(*game) for game in AI_GAMES)


def test_the_first_differing_line_is_named() -> None:
    path = ROOT / "tests" / "data" / "golden-ai" / "normal-4p-11-base.txt"
    recorded = path.read_text(encoding="utf-8")
    lines = recorded.splitlines()
    changed = "\n".join([*lines[:5], "P0 a changed decision", *lines[6:]]) + "\n"
    assert first_difference(path, changed) == (
        f"tests/data/golden-ai/normal-4p-11-base.txt:6: recorded {lines[5]!r}, replayed 'P0 a changed decision'"
    )
    assert first_difference(path, "\n".join(lines[:-1]) + "\n") == (
        f"tests/data/golden-ai/normal-4p-11-base.txt:{len(lines)}: the replay stops before {lines[-1]!r}"
    )
    assert first_difference(path, recorded + "P1 end\n") == (
        f"tests/data/golden-ai/normal-4p-11-base.txt:{len(lines) + 1}: the replay goes on with 'P1 end'"
    )
    assert first_difference(path, recorded) is None
