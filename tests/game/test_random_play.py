"""Property-based random play: thousands of games, invariants after every decision."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import RandomAgent
from game.engine import Game
from game.save import load_text, save_text
from game.setup import GameSetup
from game.state import Rules
from tests.game.invariants import check_refusals, check_table, check_views

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
CAP = 5_000


def play(players: int, seed: int, *, ask_always: bool = False, deep: bool = False) -> Game:
    game = Game.new(GameSetup(NAMES[:players], seed, Rules(ask_always=ask_always)))
    agents = [RandomAgent(seed * 31 + seat) for seat in range(players)]
    probe = random.Random(seed)
    for decisions in range(CAP):
        check_table(game)
        if deep:
            check_views(game)
            check_refusals(game, probe)
            if decisions % 20 == 0:
                text = save_text(game)
                assert save_text(load_text(text)) == text
        if game.over:
            return game
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    raise AssertionError(f"game with seed {seed} did not end in {CAP} decisions")


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(4, 7), seed=st.integers(0, 2**32 - 1), ask_always=st.booleans())
def test_random_games_keep_every_invariant(players: int, seed: int, ask_always: bool) -> None:
    game = play(players, seed, ask_always=ask_always, deep=True)
    assert game.outcome is not None
    assert game.outcome.winners


def test_two_thousand_seeded_games_all_end_with_the_cards_conserved() -> None:
    sides = set()
    for seed in range(2_000):
        game = play(4 + seed % 4, seed)
        assert game.outcome is not None
        sides.add(game.outcome.side)
    assert sides == {"law", "outlaws", "renegade"}


def test_the_same_seed_and_decisions_replay_to_the_same_state() -> None:
    for seed in range(30):
        game = play(4 + seed % 4, seed)
        assert game.setup is not None
        again = Game.replay(game.setup, game.log)
        assert again.state.to_dict() == game.state.to_dict()
        assert again.history == game.history
