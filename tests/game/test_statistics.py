"""Statistics add up over simulated games, count each game once, and refuse files that do not add up."""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.events import TurnStarted
from game.roles import Role
from game.statistics import ROLES, Line, Statistics
from tests.game.records import play, seats_for


def simulated(games: int = 24) -> tuple[Statistics, list[tuple[tuple[Any, ...], Any]]]:
    statistics = Statistics()
    played = []
    for index in range(games):
        count = 3 + index % 6
        game = play(100 + index, count, expansions=("dodge_city",) if index % 3 == 0 else ())
        seats = seats_for(count, offset=index)
        assert statistics.record(f"game-{index}", seats, game)
        played.append((seats, game))
    return statistics, played


def test_statistics_add_up_over_simulated_games() -> None:
    statistics, played = simulated()
    expected_games: Counter[str] = Counter()
    expected_wins: Counter[str] = Counter()
    expected_turns: Counter[str] = Counter()
    by_role: Counter[tuple[str, str]] = Counter()
    by_character: Counter[tuple[str, str]] = Counter()
    results: dict[str, list[bool]] = {}
    for seats, game in played:
        turns = sum(1 for event in game.history if isinstance(event, TurnStarted))
        for seat, config in enumerate(seats):
            key = config.name if config.human else config.kind
            won = seat in game.outcome.winners
            player = game.state.players[seat]
            expected_games[key] += 1
            expected_turns[key] += turns
            expected_wins[key] += won
            by_role[key, player.role.value] += won
            by_character[key, player.character] += won
            results.setdefault(key, []).append(won)
    lines = {**statistics.players, **statistics.levels}
    assert set(lines) == set(expected_games)
    assert sum(line.games for line in lines.values()) == sum(len(seats) for seats, _ in played)
    assert sum(line.wins for line in lines.values()) == sum(len(game.outcome.winners) for _, game in played)
    for key, line in lines.items():
        assert line.games == expected_games[key] and line.wins == expected_wins[key]
        assert line.turns == expected_turns[key]
        assert line.average_length == pytest.approx(expected_turns[key] / expected_games[key])
        assert sum(line.wins_by_role.values()) == line.wins
        assert sum(line.games_by_role.values()) == line.games
        assert all(line.wins_by_role[role] == by_role[key, role] for role in ROLES)
        assert all(line.wins_by_character.get(c, 0) == by_character[key, c] for k, c in by_character if k == key)
        assert sum(line.games_by_character.values()) == line.games
        assert line.best_streak == longest_run(results[key]) and line.streak == trailing_run(results[key])


def longest_run(results: list[bool]) -> int:
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return best


def trailing_run(results: list[bool]) -> int:
    run = 0
    for won in reversed(results):
        if not won:
            break
        run += 1
    return run


def test_a_game_is_counted_once_and_only_when_over() -> None:
    statistics = Statistics()
    unfinished = play(5, decisions=30)
    assert not statistics.record("a", seats_for(5), unfinished)
    finished = play(5)
    assert statistics.record("b", seats_for(5), finished)
    before = json.dumps(statistics.to_dict())
    assert not statistics.record("b", seats_for(5), finished)
    assert json.dumps(statistics.to_dict()) == before


def test_statistics_load_back_identically() -> None:
    statistics, _ = simulated(8)
    data = json.loads(json.dumps(statistics.to_dict()))
    assert Statistics.from_dict(data).to_dict() == statistics.to_dict()


def broken(path: str, value: Any) -> dict[str, Any]:
    statistics, _ = simulated(6)
    data: dict[str, Any] = json.loads(json.dumps(statistics.to_dict()))
    target: Any = data
    *parents, last = path.split(".")
    for key in parents:
        target = target[key]
    target[last] = value
    return data


@pytest.mark.parametrize(("path", "value", "reason"), [
    ("format", "bang-save", "not a statistics file"),
    ("version", 2, "version"),
    ("version", True, "version"),
    ("players", [], "players must be an object"),
    ("levels.grandmaster", {}, "keyed by AI levels"),
    ("counted", ["a", "a"], "different game ids"),
    ("players.Ann.games", -1, "whole number"),
    ("players.Ann.games", 1.5, "whole number"),
    ("players.Ann.games", "3", "whole number"),
    ("players.Ann.wins", 10**12, "whole number"),
    ("players.Ann.wins", 1000, "do not add up"),
    ("players.Ann.best_streak", 999, "do not add up"),
    ("players.Ann.wins_by_role.sheriff", 999, "do not add up"),
    ("players.Ann.games_by_role", {"sheriff": 1}, "keyed by every name"),
    ("players.Ann.games_by_character.Bazooka Joe", 1, "keyed by known name"),
    ("players.Ann.turns", 0, "do not add up"),
    ("players.Ann", [], "must hold exactly"),
])
def test_statistics_that_do_not_add_up_are_refused(path: str, value: Any, reason: str) -> None:
    with pytest.raises(ValueError) as error:
        Statistics.from_dict(broken(path, value))
    assert reason in str(error.value)


def test_a_line_counts_streaks() -> None:
    line = Line()
    for won in (True, True, False, True, True, True, False, True):
        line.add(won=won, role=Role.OUTLAW, character="Jesse Jones", turns=10)
    assert (line.best_streak, line.streak, line.wins, line.games) == (3, 1, 6, 8)
    assert line.average_length == 10


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=8)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_value_anywhere_in_a_statistics_file_is_a_value_error_or_statistics(data: st.DataObject) -> None:
    """One value replaced by any JSON value, at any depth: refused with ValueError, or statistics that add up."""
    statistics, _ = SAMPLE
    raw: Any = json.loads(json.dumps(statistics.to_dict()))
    target = raw
    while isinstance(target, dict) and target:
        key = data.draw(st.sampled_from(sorted(target)))
        if not isinstance(target[key], dict) or data.draw(st.booleans()):
            target[key] = data.draw(JSON)
            break
        target = target[key]
    try:
        loaded = Statistics.from_dict(raw)
    except ValueError:
        return
    for line in [*loaded.players.values(), *loaded.levels.values()]:
        assert sum(line.wins_by_role.values()) == line.wins <= line.games


SAMPLE = simulated(4)
