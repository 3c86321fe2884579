"""tools/ceiling.py: its games are the bench's games, and its peeking levels see exactly what they claim to."""
from __future__ import annotations

import random

from game.ai.bench import levels_by_role
from game.engine import Game
from game.roles import Role
from game.setup import GameSetup
from game.simulate import NAMES, simulate
from game.state import Rules
from tests.tools.loader import load_tool

TOOL = load_tool("ceiling")


def test_an_all_normal_table_plays_the_benchs_games() -> None:
    for seed in (24_000, 24_001, 24_002):
        bench = simulate(4, 1, seed, "normal", levels_by_role("all_low", "normal", "hard"), Rules())
        side = TOOL.play(4, seed, levels_by_role("all_low", "normal", "hard_cards"), Rules())
        assert bench.wins[side] == 1


def test_a_told_player_knows_every_role_and_suspects_nobody() -> None:
    game = Game.new(GameSetup(NAMES[:5], 3, Rules()))
    roles = [player.role.value for player in game.state.players]
    agent = TOOL.HardTold(7, game, roles)
    seat = next(s for s, role in enumerate(roles) if role == "outlaw")
    view = game.view_for(seat)
    agent.relations(view)
    assert agent.belief.known == roles
    assert agent.belief.probabilities(view) == {}


def test_a_seeing_player_plays_out_the_true_hands() -> None:
    game = Game.new(GameSetup(NAMES[:5], 4, Rules()))
    roles = [player.role.value for player in game.state.players]
    agent = TOOL.HardSeeing(7, game, roles)
    seat = game.decider
    assert seat is not None
    sampled = agent.sampled_state(game.view_for(seat), roles, random.Random(1))
    assert [p.hand for p in sampled.players] == [p.hand for p in game.state.players]
    assert sorted(sampled.deck) == sorted(game.state.deck)
    assert [p.role for p in sampled.players] == [p.role for p in game.state.players]


def test_the_renegade_table_tells_the_renegade_alone_and_the_all_table_everyone() -> None:
    renegade = TOOL.levels_of("renegade_high", "normal_roles")
    assert [role for role, level in renegade.items() if level == "normal_roles"] == [Role.RENEGADE]
    assert set(TOOL.levels_of("all_high", "hard_roles").values()) == {"hard_roles"}
    game = Game.new(GameSetup(NAMES[:4], 5, Rules()))
    roles = [player.role for player in game.state.players]
    assert isinstance(TOOL.peeking_agent("normal_roles", 3, game, roles), TOOL.NormalTold)
    assert not isinstance(TOOL.peeking_agent("normal", 3, game, roles), TOOL.NormalTold)


def test_a_table_that_knows_every_role_is_audited_like_the_simulators() -> None:
    summary = TOOL.play_games(5, range(31_000, 31_003), TOOL.levels_of("all_high", "normal_roles"), Rules())
    report = summary.as_dict()
    assert report["games"] == 3 == report["play"]["turns"]["over_100"]["of"]
    assert sum(report["wins"].values()) == 3
    # Everyone knows everyone: no Deputy mistakes another for an enemy, no Outlaw shoots an Outlaw.
    assert report["role_consistency"]["attacks"] > 0
    assert report["role_consistency"]["teammate_attacks"] == 0
