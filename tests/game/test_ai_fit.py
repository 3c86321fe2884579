"""The evaluation's fitting tool keeps some games out of the fit and scores the fit on them."""
from __future__ import annotations

import math

from game.ai.evaluation import FEATURES
from game.ai.fit import HOLD_OUT, Sample, collect, log_loss


def test_every_fourth_round_of_table_sizes_is_held_out() -> None:
    held: dict[tuple[str, int], list[Sample]] = {}
    rows = collect(2 * HOLD_OUT, 5, sizes=(4, 5), held=held)
    fitted = sum(len(found) for found in rows.values())
    kept_out = sum(len(found) for found in held.values())
    assert fitted > 0 and kept_out > 0
    everything = collect(2 * HOLD_OUT, 5, sizes=(4, 5))
    assert sum(len(found) for found in everything.values()) == fitted + kept_out


def test_log_loss_of_a_model_that_knows_nothing_is_log_two() -> None:
    rows: list[Sample] = [([1.0] + [0.0] * (len(FEATURES) - 1), 1.0), ([0.5] * len(FEATURES), 0.0)]
    assert math.isclose(log_loss(rows, [0.0] * len(FEATURES)), math.log(2.0))
    sure = [3.0] + [0.0] * (len(FEATURES) - 1)
    assert math.isclose(log_loss(rows[:1], sure), math.log(1.0 + math.exp(-3.0)))
