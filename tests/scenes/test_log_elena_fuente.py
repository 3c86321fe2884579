"""The log names Elena Fuente's ability when she cancels a shot with a card that is no Missed!, as it does
Calamity Janet's; her Beer against a lethal hit stays a Beer."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.actions import PASS, Action, Respond
from game.view import PlayerView
from tests.scenes.helpers import make_ctx
from tests.scenes.tabledriver import EVERY_CARD, Plan, play_named, scenario_table, settle


def answer_with(name: str) -> Callable[[PlayerView], Action | None]:
    def plan(view: PlayerView) -> Action | None:
        card = next((c for c in view.hand if EVERY_CARD[c].name == name), None)
        return None if card is None else Respond(card)
    return plan


def take_it(view: PlayerView) -> Action | None:
    return PASS


def table_log(cole: dict[str, Any], cole_plans: list[Plan]) -> list[str]:
    ctx = make_ctx()
    data = {"rules": {"expansions": ["dodge_city"]}, "turn": "Bill", "start": "play", "players": [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid"},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack", "hand": ["Bang!"], "in_play": ["Schofield"]},
        {"name": "Cole", "role": "outlaw", "character": "Elena Fuente", **cole},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez"}]}
    table = scenario_table(ctx, data, scripts={"Bill": [play_named("Bang!", 2)], "Cole": cole_plans})
    settle(ctx, table)
    return list(table.log)


def test_elena_fuente_s_beer_against_a_shot_is_logged_as_her_missed() -> None:
    log = table_log({"hand": ["Beer"]}, [answer_with("Beer")])
    assert "Cole (Elena Fuente) answers with Beer as a Missed!" in log, log


def test_elena_fuente_s_beer_against_a_lethal_hit_is_a_beer() -> None:
    log = table_log({"hand": ["Beer"], "hp": 1}, [take_it, answer_with("Beer")])
    assert "Cole answers with Beer" in log and not any("as a Missed!" in line for line in log), log
