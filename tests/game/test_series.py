"""A series of games: survivors keep their characters, the table adds up, saves refuse what does not add up."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.ai import RandomAgent
from game.engine import Game
from game.series import Series
from game.state import Rules

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def play_to_the_end(game: Game, seed: int) -> None:
    agents = [RandomAgent(seed * 13 + seat) for seat in range(len(game.state.players))]
    while not game.over:
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))


def played_series(games: int, rules: Rules | None = None) -> Series:
    series = Series(NAMES, seed=40, rules=rules or Rules(), planned=games)
    while not series.finished:
        game = Game.new(series.next_setup())
        play_to_the_end(game, len(series.records))
        series.record(game)
    return series


def test_survivors_keep_their_characters_and_the_eliminated_draw_new_ones() -> None:
    series = played_series(6, Rules(expansions=("dodge_city",)))
    for before, after in zip(series.records, series.records[1:], strict=False):
        for seat, survived in enumerate(before.survivors):
            if survived:
                assert after.characters[seat] == before.characters[seat]
            else:
                assert after.characters[seat] not in before.characters
        assert len(set(after.characters)) == len(NAMES)


def test_the_table_adds_up_games_wins_and_wins_by_role() -> None:
    series = played_series(8)
    table = series.table()
    assert all(line.games == 8 for line in table.values())
    assert sum(line.wins for line in table.values()) == sum(len(r.winners) for r in series.records)
    for name, line in table.items():
        assert line.wins == sum(line.wins_by_role.values())
        seat = NAMES.index(name)
        assert line.wins == sum(1 for r in series.records if seat in r.winners)


def test_roles_are_dealt_anew_each_game() -> None:
    series = played_series(6)
    assert len({r.roles for r in series.records}) > 1


def test_a_series_saves_and_continues_from_its_save() -> None:
    series = played_series(3)
    again = Series.from_dict(json.loads(json.dumps(series.to_dict())))
    assert again.records == series.records
    assert again.next_setup() == series.next_setup()


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda d: d["records"][0].update(winners=[9]), "does not add up"),
        (lambda d: d["records"][1].update(characters=["Nobody"] * 5), "does not add up"),
        (lambda d: d["records"][0].update(seed=12345), "does not add up"),
        (lambda d: d.update(planned=1), "more games than were planned"),
        (lambda d: d.update(names=["Ann", "Ann", "Cid", "Dan", "Eve"]), "different names"),
        (lambda d: d.update(version=7), "not supported"),
    ],
)
def test_a_series_save_that_does_not_add_up_is_refused(edit: Callable[[dict[str, Any]], None], reason: str) -> None:
    data = played_series(3).to_dict()
    edit(data)
    with pytest.raises(ValueError) as error:
        Series.from_dict(data)
    assert reason in str(error.value)


def test_a_changed_survivor_is_refused() -> None:
    series = played_series(3)
    data = series.to_dict()
    first = series.records[0]
    survivor = first.survivors.index(True)
    data["records"][1]["characters"][survivor] = next(
        c for c in ("Bart Cassidy", "Black Jack", "Calamity Janet") if c not in data["records"][1]["characters"]
    )
    with pytest.raises(ValueError) as error:
        Series.from_dict(data)
    assert "keep his character" in str(error.value) or "does not add up" in str(error.value)
