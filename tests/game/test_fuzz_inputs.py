"""Fuzzing the two readers of outside files: garbage gets a clean refusal, never an exception.

``load_text`` may only return a game or raise SaveError; the scenario runner may only return a
result with a one-line FAIL reason. Inputs are JSON-like garbage, and real files with one part
replaced by garbage (which reaches far deeper into the checks than random text does).
"""
from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.actions import EndTurn, PlayCard
from game.engine import Game
from game.errors import IllegalActionError, SaveError
from game.save import load_text, save_text
from game.scenario import Scenario, run_file
from game.setup import GameSetup

KEYS = [
    "format", "version", "setup", "log", "state", "players", "name", "role", "character", "hp", "max_hp", "hand",
    "in_play", "alive", "deck", "discard", "selection", "turn", "bangs_played", "stack", "winners", "winning_side",
    "rng", "rules", "expansions", "ask_always", "task", "player", "waiting", "type", "card", "target", "title",
    "steps", "expect", "do", "by", "cards", "illegal", "start", "seed",
]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=130),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["", "A", "B", "sheriff", "outlaw", "Bang!", "Bang!@", "Bang!@AS", "PlayPhase", "Dying", "deck",
                     "play", "discard", "hand", "bang-save", "Willy the Kid", "barrel", "x" * 50]),
    st.text(max_size=8),
)
GARBAGE = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=5)), inner, max_size=5),
    ),
    max_leaves=12,
)
FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def replace_somewhere(data: Any, draw: st.DrawFn, garbage: Any) -> Any:
    """``data`` with one node (chosen by ``draw``) replaced by ``garbage``, deleted or duplicated."""
    if not isinstance(data, (dict, list)) or not data or draw(st.integers(0, 5)) == 0:
        return garbage
    copy: Any = dict(data) if isinstance(data, dict) else list(data)
    key = draw(st.sampled_from(sorted(copy) if isinstance(copy, dict) else range(len(copy))))
    action = draw(st.sampled_from(["descend", "descend", "descend", "delete", "duplicate"]))
    if action == "delete":
        del copy[key]
    elif action == "duplicate" and isinstance(copy, list):
        copy.append(copy[key])
    else:
        copy[key] = replace_somewhere(copy[key], draw, garbage)
    return copy


def mutated(original: dict[str, Any]) -> st.SearchStrategy[Any]:
    @st.composite
    def strategy(draw: st.DrawFn) -> Any:
        return replace_somewhere(original, draw, draw(GARBAGE))

    return strategy()


def a_dealt_game() -> Game:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan"), 3))
    for _ in range(12):
        seat = game.decider
        assert seat is not None
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def a_scenario_game() -> Game:
    game = Scenario({
        "title": "fuzz",
        "players": [
            {"name": "A", "role": "sheriff", "character": "Lucky Duke", "hand": ["Bang!@AS", "Panic!@JH"],
             "in_play": ["Volcanic@10S"]},
            {"name": "B", "role": "outlaw", "character": "Sid Ketchum", "hp": 1, "hand": ["Beer@6H", "Missed!@2S"],
             "in_play": ["Barrel@QS"]},
            {"name": "C", "role": "outlaw", "character": "Kit Carlson", "alive": False},
            {"name": "D", "role": "renegade", "character": "Pedro Ramirez", "hand": ["Bang!@2C"]},
        ],
        "start": "play",
    }).game
    game.apply(0, PlayCard(next(c for c in game.state.players[0].hand if game.state.cards[c].name == "Bang!"), 1))
    return game


DEALT = json.loads(save_text(a_dealt_game()))
SNAPSHOT = json.loads(save_text(a_scenario_game()))


def loads_cleanly(text: str) -> None:
    """load_text returns a game that can be played on, or refuses with a SaveError: nothing else."""
    try:
        game = load_text(text)
    except SaveError as error:
        assert str(error)
        return
    assert save_text(game)
    seat = game.decider
    if seat is not None:
        for action in [*game.legal_actions(seat), EndTurn()]:
            try:
                game.apply(seat, action)
            except IllegalActionError:
                continue
            break


@FUZZ
@given(GARBAGE)
def test_load_text_refuses_garbage_cleanly(value: Any) -> None:
    loads_cleanly(json.dumps(value))
    loads_cleanly(json.dumps({"format": "bang-save", "version": 1, "setup": None, "log": [], "state": value}))


@FUZZ
@given(mutated(DEALT))
def test_load_text_refuses_an_edited_dealt_game_cleanly(value: Any) -> None:
    loads_cleanly(json.dumps(value))


@FUZZ
@given(mutated(SNAPSHOT))
def test_load_text_refuses_an_edited_snapshot_cleanly(value: Any) -> None:
    loads_cleanly(json.dumps(value))


SCENARIO: dict[str, Any] = {
    "title": "a Bang! and a discard",
    "seed": 2,
    "players": [
        {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hp": 1,
         "hand": ["Bang!@AS", "Beer@6H", "Missed!@2S", "Panic!@JH"], "in_play": ["Schofield@JC"]},
        {"name": "B", "role": "outlaw", "character": "Black Jack", "hand": ["Missed!@3S"], "in_play": ["Barrel@QS"]},
        {"name": "C", "role": "outlaw", "character": "Kit Carlson", "alive": False},
        {"name": "D", "role": "renegade", "character": "Pedro Ramirez"},
    ],
    "deck": ["Bang!@2C", "Beer@7H"],
    "turn": "A",
    "start": "play",
    "steps": [
        {"do": "play", "by": "A", "card": "Bang!", "target": "B"},
        {"do": "pass", "by": "B"},
        {"expect": {"B.hp": 3, "waiting_for": "A", "distance": {"A>D": 1}}},
        {"do": "play", "by": "A", "card": "Panic!", "target": "B", "target_card": "Barrel"},
        {"do": "end", "by": "A"},
        {"do": "discard", "by": "A", "cards": ["Beer"], "illegal": True},
        {"do": "discard", "by": "A", "cards": ["Beer", "Barrel"]},
    ],
    "expect": {"turn": "B", "A.hand": ["Missed!@2S"], "winners": [], "game_over": False},
}


@pytest.fixture(scope="module")
def scenario_folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder)


def runs_cleanly(folder: Path, value: Any) -> None:
    path = folder / "fuzz.json"
    path.write_text(json.dumps(value), encoding="utf-8")
    result = run_file(path)
    assert len(result.line().splitlines()) == 1
    assert result.passed or result.reason


def test_the_fuzzed_scenario_passes_as_written(scenario_folder: Path) -> None:
    path = scenario_folder / "original.json"
    path.write_text(json.dumps(SCENARIO), encoding="utf-8")
    result = run_file(path)
    assert result.passed, result.reason


@FUZZ
@given(value=GARBAGE)
def test_the_scenario_runner_fails_garbage_cleanly(scenario_folder: Path, value: Any) -> None:
    runs_cleanly(scenario_folder, value)


@FUZZ
@given(value=mutated(SCENARIO))
def test_the_scenario_runner_fails_an_edited_scenario_cleanly(scenario_folder: Path, value: Any) -> None:
    runs_cleanly(scenario_folder, value)
