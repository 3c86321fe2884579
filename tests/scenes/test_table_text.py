"""The table's texts and questions: no question with one answer (Panic! on a player with nothing in play), the
hot-seat handover says what the next player is called for, suits in force under Curse and Blessing, and what
a player who is out is told about the seats."""
from __future__ import annotations

from typing import Any

import pytest

from game.actions import FROM_HAND, PlayCard
from scenes.table.choice import TARGET_CARD
from tests.scenes.helpers import make_ctx, pump
from tests.scenes.tabledriver import hand_point, held, scenario_table, seat_point, settle, tap


def table_data(ann: dict[str, Any], **others: dict[str, Any]) -> dict[str, Any]:
    """Ann (the human, Sheriff), Bill and Cole (Outlaws), Dora (Renegade): Ann's play phase by default."""
    players = [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", **ann},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack", **others.get("bill", {})},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson", **others.get("cole", {})},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez", **others.get("dora", {})},
    ]
    return {"rules": {"expansions": []}, "players": players, "start": "play"}


# --- P13: no question with a single answer --------------------------------------------------------------


@pytest.mark.parametrize("name", ["Panic!", "Cat Balou"])
def test_a_steal_on_a_player_with_nothing_in_play_takes_from_the_hand_without_asking(name: str) -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": [name, "Beer"]}, bill={"hand": ["Missed!", "Bang!"]}))
    chosen = held(table, 0, name)
    tap(ctx, hand_point(table, chosen))
    tap(ctx, seat_point(table, 1))
    assert table.choice.stage().name != TARGET_CARD
    assert (0, PlayCard(chosen, 1, FROM_HAND)) in table.session.game.log
    settle(ctx, table)
    assert len(table.session.game.state.players[1].hand) == 1


def test_a_steal_on_a_player_with_a_card_in_play_still_asks_which_card() -> None:
    ctx = make_ctx()
    table = scenario_table(ctx, table_data({"hand": ["Panic!", "Beer"]},
                                           bill={"hand": ["Missed!"], "in_play": ["Barrel"]}))
    panic = held(table, 0, "Panic!")
    tap(ctx, hand_point(table, panic))
    tap(ctx, seat_point(table, 1))
    assert table.choice.stage().name == TARGET_CARD
    assert not any(action == PlayCard(panic, 1, FROM_HAND) for _, action in table.session.game.log)
    pump(ctx)
