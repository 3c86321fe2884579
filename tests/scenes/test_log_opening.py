"""The log of a table set up with cards already dealt (a lesson's, a test's) counts them from the start."""
from __future__ import annotations

from typing import Any

from game.actions import EndTurn
from tests.scenes.helpers import make_ctx
from tests.scenes.tabledriver import decide, scenario_table, settle


def suzy_table(suzy_hand: list[str]) -> dict[str, Any]:
    """Ann (the human Sheriff) in her play phase; Bill, on her left, is Suzy Lafayette."""
    return {
        "players": [
            {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", "hand": ["Beer"]},
            {"name": "Bill", "role": "outlaw", "character": "Suzy Lafayette", "hand": suzy_hand},
            {"name": "Cole", "role": "outlaw", "character": "Black Jack"},
            {"name": "Dora", "role": "renegade", "character": "Kit Carlson"},
        ],
        "start": "play",
    }


def test_suzy_lafayette_holding_a_card_at_the_start_draws_as_everyone_does() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, suzy_table(["Beer"]))
    decide(ctx, table, EndTurn())
    settle(ctx, table)
    bill_lines = [line for line in table.log if line.startswith("Bill")]
    assert "Bill draws a card" in bill_lines
    assert not any("the hand was empty" in line for line in table.log), bill_lines


def test_suzy_lafayette_with_an_empty_hand_at_the_start_is_named_when_she_draws_for_it() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, suzy_table([]))
    decide(ctx, table, EndTurn())
    settle(ctx, table)
    assert any(line.startswith("Bill (Suzy Lafayette) draws a card: the hand was empty") for line in table.log), \
        table.log
