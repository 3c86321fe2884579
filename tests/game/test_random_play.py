"""Property-based random play: thousands of games, invariants after every decision."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.ai import RandomAgent
from game.engine import Game
from game.events import EventRevealed
from game.save import load_text, save_text
from game.setup import GameSetup
from game.state import Rules
from tests.game.invariants import check_refusals, check_table, check_views

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
CAP = 5_000
DODGE_CITY = ("dodge_city",)
HIGH_NOON = ("high_noon",)
BOTH = ("dodge_city", "high_noon")


def play(
    players: int,
    seed: int,
    *,
    ask_always: bool = False,
    deep: bool = False,
    expansions: tuple[str, ...] = (),
    beginner: bool = False,
) -> Game:
    rules = Rules(expansions=expansions, ask_always=ask_always, beginner=beginner)
    game = Game.new(GameSetup(NAMES[:players], seed, rules))
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
@given(
    players=st.integers(3, 8),
    seed=st.integers(0, 2**32 - 1),
    ask_always=st.booleans(),
    expansions=st.sampled_from([(), DODGE_CITY, HIGH_NOON, BOTH]),
    beginner=st.booleans(),
)
@example(  # a save taken while The Daltons choose, after the player whose turn it was died: turn still his
    players=5, seed=4_102_793_206, ask_always=False, expansions=BOTH, beginner=False
)
def test_random_games_keep_every_invariant(
    players: int, seed: int, ask_always: bool, expansions: tuple[str, ...], beginner: bool
) -> None:
    game = play(players, seed, ask_always=ask_always, deep=True, expansions=expansions, beginner=beginner)
    assert game.outcome is not None
    assert game.outcome.winners


def test_two_thousand_seeded_games_all_end_with_the_cards_conserved() -> None:
    sides = set()
    for seed in range(2_000):
        game = play(4 + seed % 4, seed)
        assert game.outcome is not None
        sides.add(game.outcome.side)
    assert sides == {"law", "outlaws", "renegade"}


def test_dodge_city_games_at_every_count_from_three_to_eight_all_end_with_the_cards_conserved() -> None:
    winners: dict[int, set[str]] = {players: set() for players in range(3, 9)}
    for seed in range(900):
        players = 3 + seed % 6
        game = play(players, seed, expansions=DODGE_CITY, beginner=seed % 10 == 0)
        assert game.outcome is not None
        winners[players].update(game.state.players[seat].role.value for seat in game.outcome.winners)
    assert winners[3] == {"deputy", "outlaw", "renegade"}
    assert winners[8] == {"sheriff", "deputy", "outlaw", "renegade"}


def test_games_with_both_expansions_and_high_noon_alone_all_end() -> None:
    events: set[str] = set()
    for seed in range(240):
        game = play(3 + seed % 6, seed, expansions=BOTH if seed % 2 else HIGH_NOON)
        assert game.outcome is not None
        events.update(e.event for e in game.history if type(e) is EventRevealed)
    assert len(events) == 13


def test_the_same_seed_and_decisions_replay_to_the_same_state() -> None:
    for seed in range(36):
        game = play(3 + seed % 6, seed, expansions=(DODGE_CITY, BOTH, (), HIGH_NOON)[seed % 4])
        assert game.setup is not None
        again = Game.replay(game.setup, game.log)
        assert again.state.to_dict() == game.state.to_dict()
        assert again.history == game.history
