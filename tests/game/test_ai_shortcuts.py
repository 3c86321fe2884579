"""The normal AI's shortcuts give exactly what the long way gives: the stuck-table count kept while reading the
history, one distance instead of the whole row, and Sinkhorn's sweeps in plain loops."""
from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from game.ai import make_agent
from game.ai.belief import Belief, Probs, sinkhorn
from game.ai.cardinfo import distance_between, distances
from game.ai.situation import stall_limit, stalled
from game.engine import Game
from game.events import LifeLost, PlayerEliminated, TurnStarted
from game.setup import GameSetup
from game.state import Rules
from game.view import PlayerView

TABLES = [(7, ()), (8, ("dodge_city", "high_noon")), (4, ("dodge_city",))]


def views(players: int, expansions: tuple[str, ...], seed: int) -> Iterator[PlayerView]:
    """Every view a seat decides on in one seeded game between random agents."""
    game = Game.new(GameSetup(tuple("ABCDEFGH"[:players]), seed, Rules(expansions=expansions)))
    agents = [make_agent("random", seed * 10 + seat) for seat in range(players)]
    while not game.over:
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        yield view
        game.apply(seat, agents[seat].choose(view))


def quiet_turns_read_back(view: PlayerView) -> int:
    """Turns begun since the last life point was lost, counted from the newest event back."""
    count = 0
    for event in reversed(view.history):
        if type(event) in (LifeLost, PlayerEliminated):
            break
        if type(event) is TurnStarted:
            count += 1
    return count


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_the_quiet_turn_count_kept_while_reading_matches_the_history(
    players: int, expansions: tuple[str, ...]
) -> None:
    beliefs = [Belief() for _ in range(players)]
    checked = 0
    for seed in (3, 4):
        for view in views(players, expansions, seed):
            belief = beliefs[view.me]
            belief.observe(view)
            assert belief.quiet_turns == quiet_turns_read_back(view)
            alive = sum(1 for seat in view.seats if seat.alive)
            assert (belief.quiet_turns > stall_limit(alive)) == stalled(view, alive)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_one_distance_is_the_one_in_the_whole_row(players: int, expansions: tuple[str, ...]) -> None:
    dead_seen = False
    for view in views(players, expansions, 5):
        seats = view.seats
        dead_seen = dead_seen or not all(seat.alive for seat in seats)
        for viewer in range(players):
            row = distances(seats, viewer)
            assert [distance_between(seats, viewer, target) for target in range(players)] == row
    assert dead_seen  # the dead (and a dead viewer) were covered too


def sinkhorn_by_rows(weights: dict[int, list[float]], counts: Sequence[float], sweeps: int = 2) -> dict[int, Probs]:
    """The textbook sweeps, row by row and column by column (the shape the model had before it was made faster)."""
    rows = {seat: list(w) for seat, w in weights.items()}
    for _ in range(sweeps):
        for column in range(3):
            total = sum(row[column] for row in rows.values())
            scale = counts[column] / total if total > 1e-12 else 0.0
            for row in rows.values():
                row[column] *= scale
        for row in rows.values():
            total = row[0] + row[1] + row[2]
            if total > 1e-12:
                row[0] /= total
                row[1] /= total
                row[2] /= total
    return {seat: (row[0], row[1], row[2]) for seat, row in rows.items()}


def test_sinkhorn_gives_the_textbook_numbers_to_the_last_bit() -> None:
    rng = random.Random(15)
    for _ in range(2000):
        seats = rng.sample(range(8), rng.randint(1, 7))
        weights = {seat: [rng.uniform(0.0, 60.0) if rng.random() > 0.05 else 0.0 for _ in range(3)] for seat in seats}
        counts = [rng.randint(0, 3) for _ in range(3)]
        expected = sinkhorn_by_rows(weights, counts)
        got = sinkhorn(weights, counts)
        assert got == expected
        assert list(got) == list(expected)
