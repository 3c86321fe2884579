"""The hard level's reading of the history: fitted to how normal players play, it guesses hidden roles better on
games it was not fitted on; the fitting tool's search only keeps what lowers the loss."""
from __future__ import annotations

import dataclasses

from game.ai.act_weights import FITTED, PLAIN
from game.ai.belief import Belief
from game.ai.fit_reading import log_loss, record, rounded, search
from game.ai.hard import HardAgent, ShrewdBelief
from game.state import Rules


def test_the_fitted_reading_guesses_hidden_roles_better_on_fresh_games() -> None:
    fresh = record(40, 31_000, (5, 7), Rules(), every=3)
    plain, fitted = log_loss(fresh, PLAIN), log_loss(fresh, FITTED)
    assert fitted < 0.93 * plain, (plain, fitted)


def test_with_both_expansions_too() -> None:
    fresh = record(20, 32_000, (6, 8), Rules(expansions=("dodge_city", "high_noon")), every=3)
    assert log_loss(fresh, FITTED) < log_loss(fresh, PLAIN)


def test_the_hard_level_reads_with_the_fitted_weights() -> None:
    belief = HardAgent(1).belief
    assert isinstance(belief, ShrewdBelief)
    assert belief.reading.weights == FITTED
    assert Belief.reading.weights == PLAIN  # the normal level keeps the plain reading


def test_the_search_keeps_only_what_lowers_the_loss() -> None:
    games = record(8, 33_000, (5,), Rules(), every=4)
    start = dataclasses.replace(PLAIN, at_sheriff=0.2)  # a poor start: attacks on the Sheriff barely count
    fitted, loss = search(games, start, rounds=1)
    assert loss < log_loss(games, start)
    assert loss == log_loss(games, fitted)
    assert fitted.at_sheriff > 0.2


def test_fitted_numbers_are_written_with_three_digits() -> None:
    weights = dataclasses.replace(PLAIN, by_lean=0.123456, rescue=(("jail", 5.6789), ("dynamite", 0.4)))
    assert rounded(weights).by_lean == 0.123
    assert rounded(weights).rescue == (("jail", 5.68), ("dynamite", 0.4))
