"""Seeded games replay to the recorded transcripts and decisions (regenerate with tools/golden.py on purpose only)."""
from __future__ import annotations

import json

import pytest

from tools.golden import AI_DIGESTS, AI_GAMES, GAMES, ai_digest, ai_key, path_for, transcript


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_seeded_game_matches_its_golden_transcript(players: int, seed: int) -> None:
    expected = path_for(players, seed).read_text(encoding="utf-8")
    assert transcript(players, seed) == expected


@pytest.mark.parametrize("game", AI_GAMES, ids=[ai_key(*game) for game in AI_GAMES])
def test_a_seeded_ai_game_makes_its_recorded_decisions(game: tuple[str, int, int, tuple[str, ...]]) -> None:
    expected = json.loads(AI_DIGESTS.read_text(encoding="utf-8"))[ai_key(*game)]
    assert ai_digest(*game) == expected
