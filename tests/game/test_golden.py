"""Seeded games replay to the recorded transcripts (regenerate with tools/golden.py after a rules change)."""
from __future__ import annotations

import pytest

from tools.golden import GAMES, path_for, transcript


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_seeded_game_matches_its_golden_transcript(players: int, seed: int) -> None:
    expected = path_for(players, seed).read_text(encoding="utf-8")
    assert transcript(players, seed) == expected
