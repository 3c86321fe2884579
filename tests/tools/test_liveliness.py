"""tools/liveliness.py: one row per table, the simulator's own numbers."""
from __future__ import annotations

from game.simulate import simulate
from game.state import Rules
from tests.tools.loader import load_tool

liveliness = load_tool("liveliness")


def test_a_row_carries_the_simulators_numbers_for_that_table() -> None:
    line = liveliness.row("normal", 6, 4242, 4, "both")
    report = simulate(4, 6, 4242, "normal", rules=Rules(expansions=("dodge_city", "high_noon"))).as_dict()
    turns = report["play"]["turns"]
    cells = [cell.strip() for cell in line.strip("|").split("|")]
    assert cells[:3] == ["4", "both", f"{turns['median']} / {turns['p95']} / {turns['max']}"]
    assert cells[-1] == " / ".join(f"{100.0 * report['wins'][side] / 6:.1f}" for side in ("law", "outlaws", "renegade"))
    assert len(cells) == liveliness.HEADER.splitlines()[0].count("|") - 1
