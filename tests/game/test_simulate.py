"""The simulator plays whole games and reports in the documented shape."""
from __future__ import annotations

import json
import subprocess
import sys

from game.simulate import simulate


def test_simulated_games_all_end_without_errors() -> None:
    summary = simulate(players=6, games=40, seed=3)
    assert summary.games == 40
    assert summary.errors == []
    assert sum(summary.wins.values()) == 40
    assert summary.decisions > 40 * 20


def test_json_output_has_every_documented_key() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "game.simulate", "--players", "4", "--games", "5", "--seed", "1", "--json"],
        capture_output=True, text=True, check=True,
    )
    data = json.loads(run.stdout)
    for key in ("games", "decisions", "seconds", "games_per_second", "decisions_per_second",
                "mean_turns", "wins", "errors"):
        assert key in data
    assert set(data["wins"]) == {"law", "outlaws", "renegade"}
    assert data["games"] == 5 and data["errors"] == 0


def test_the_same_seed_gives_the_same_games() -> None:
    first = simulate(players=5, games=10, seed=42)
    second = simulate(players=5, games=10, seed=42)
    assert (first.decisions, first.wins, first.turns) == (second.decisions, second.wins, second.turns)
