"""Every level plays whole games legally and deterministically, and keeps to its role."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.actions import Action
from game.ai import LEVELS, make_agent
from game.engine import Game
from game.roles import Role
from game.setup import GameSetup
from game.simulate import parse_by_role, simulate

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")


def play(players: int, seed: int, levels: list[str]) -> Game:
    """One complete game; every decision must be one of the legal ones."""
    game = Game.new(GameSetup(NAMES[:players], seed))
    agents = [make_agent(levels[seat % len(levels)], seed * 13 + seat) for seat in range(players)]
    for _ in range(20_000):
        if game.over:
            return game
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        action: Action = agents[seat].choose(view)
        assert action in view.legal
        game.apply(seat, action)
    raise AssertionError(f"seed {seed}: the game did not end")


def test_every_level_is_registered() -> None:
    assert {"random", "easy", "normal", "hard"} <= set(LEVELS)
    with pytest.raises(KeyError):
        make_agent("grandmaster", 1)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_level_plays_complete_games_at_every_table_size(level: str) -> None:
    for seed in range(24):
        game = play(4 + seed % 4, seed, [level])
        assert game.outcome is not None


def test_the_hard_level_plays_complete_games_against_the_others() -> None:
    for seed, players in ((1, 4), (2, 5)):
        game = play(players, seed, ["hard", "normal", "easy", "hard", "random"])
        assert game.outcome is not None


@pytest.mark.parametrize(("level", "players"), [("easy", 6), ("normal", 7), ("hard", 4)])
def test_the_same_seeds_give_the_same_game(level: str, players: int) -> None:
    first = play(players, 9, [level])
    second = play(players, 9, [level])
    assert first.log == second.log
    assert first.state.to_dict() == second.state.to_dict()


def test_agents_keep_their_own_random_generator() -> None:
    game = Game.new(GameSetup(NAMES[:5], 4))
    before = game.state.rng.getstate()
    for level in ("easy", "normal", "hard"):
        seat = game.decider
        assert seat is not None
        make_agent(level, 1).choose(game.view_for(seat))
    assert game.state.rng.getstate() == before


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_deputies_never_attack_the_sheriff_and_the_renegade_spares_him(level: str) -> None:
    summary = simulate(players=7, games=30, seed=100, level=level)
    counts = summary.consistency
    assert summary.errors == []
    assert counts["attacks"] > 500
    assert counts["deputy_attacks_on_sheriff"] == 0
    assert counts["renegade_attacks_on_sheriff_before_the_end"] == 0
    assert counts["teammate_attacks"] < 0.1 * counts["attacks"]


def test_levels_can_be_set_by_role() -> None:
    assert parse_by_role("sheriff=hard,deputy=hard,outlaw=normal,renegade=easy") == {
        "sheriff": "hard", "deputy": "hard", "outlaw": "normal", "renegade": "easy"}
    with pytest.raises(ValueError):
        parse_by_role("mayor=hard")
    with pytest.raises(ValueError):
        parse_by_role("sheriff=genius")
    summary = simulate(players=5, games=6, seed=3, level="easy", by_role={Role.OUTLAW: "normal"})
    assert set(summary.latency) == {"easy", "normal"}
    assert summary.errors == []


def test_the_simulator_reports_latency_and_role_consistency_as_json() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "game.simulate", "--players", "4", "--games", "3", "--seed", "2", "--ai", "normal",
         "--ai-by-role", "sheriff=easy", "--json"],
        capture_output=True, text=True, check=True,
    )
    data = json.loads(run.stdout)
    for key in ("games", "decisions", "seconds", "games_per_second", "decisions_per_second", "mean_turns", "wins",
                "errors", "latency_ms", "role_consistency"):
        assert key in data
    assert set(data["latency_ms"]) == {"easy", "normal"}
    assert {"decisions", "mean", "p99"} <= set(data["latency_ms"]["normal"])
    assert data["role_consistency"]["deputy_attacks_on_sheriff"] == 0
    assert data["errors"] == 0
