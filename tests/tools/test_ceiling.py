"""tools/ceiling.py: its games are the bench's games, and its peeking levels see exactly what they claim to."""
from __future__ import annotations

import random

from game.ai.bench import levels_by_role
from game.engine import Game
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
