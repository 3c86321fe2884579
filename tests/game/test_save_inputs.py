"""Saves refuse anything that is not a table the rules could have reached, with a SaveError."""
from __future__ import annotations

import dataclasses
import importlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.actions import PlayCard
from game.ai import RandomAgent
from game.engine import Game
from game.errors import SaveError
from game.save import (
    MAX_SAVE_CHARS,
    clean_stale_temporaries,
    load_game,
    load_text,
    read_text_prefix,
    save_text,
    write_atomic,
)
from game.scenario import Scenario
from game.setup import GameSetup
from game.snapshot import FIELD_TYPE_CHECKS, KNOWN_TASK_FIELDS
from game.state import TASK_TYPES


def played(seed: int = 5, decisions: int = 60) -> Game:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve"), seed))
    agents = [RandomAgent(seat) for seat in range(5)]
    for _ in range(decisions):
        if game.over:
            break
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    return game


def scenario_game() -> Game:
    """A game without a setup: it saves with "setup": null and loads from its snapshot."""
    return Scenario({
        "title": "snapshot",
        "players": [
            {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hand": ["Bang!@AS", "Beer@6H"]},
            {"name": "B", "role": "outlaw", "character": "Black Jack", "hand": ["Missed!@2S"]},
            {"name": "C", "role": "outlaw", "character": "Kit Carlson", "in_play": ["Barrel@QS"]},
            {"name": "D", "role": "renegade", "character": "Pedro Ramirez", "alive": False},
            {"name": "E", "role": "deputy", "character": "Sid Ketchum", "hp": 2},
        ],
        "start": "play",
    }).game


def saved(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(save_text(game))
    return data


def refused(data: Any) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as error:
        load_text(text)
    return str(error.value)


def test_a_snapshot_save_loads_back_identically() -> None:
    game = scenario_game()
    loaded = load_text(save_text(game))
    assert save_text(loaded) == save_text(game)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"format": "bang-save", "version": ' + "9" * 5000 + "}", "integer"),
        ('{"format": "bang-save", "version": true}', "save version must be a whole number from 1, not True"),
    ],
)
def test_unreadable_json_is_a_save_error(text: str, reason: str) -> None:
    assert reason in refused(text)


def test_an_oversized_text_is_refused_before_parsing() -> None:
    assert "too large" in refused(" " * (MAX_SAVE_CHARS + 1))


def edit(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A change to the saved form at a dotted path (list indices as numbers)."""

    def apply(data: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return apply


def first_rng_word(data: dict[str, Any]) -> None:
    data["state"]["rng"][1][0] = -1


def rng_position(data: dict[str, Any]) -> None:
    data["state"]["rng"][1][-1] = 10**6


def dead_holds_a_card(data: dict[str, Any]) -> None:
    card = data["state"]["deck"].pop()
    data["state"]["players"][3]["hand"].append(card)


def brown_card_in_play(data: dict[str, Any]) -> None:
    state = data["state"]
    card = state["players"][0]["hand"].pop(0)  # Bang!@AS
    state["players"][0]["in_play"].append(card)


def card_twice(data: dict[str, Any]) -> None:
    data["state"]["deck"].append(data["state"]["deck"][0])


def awaited(seat: Any) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        data["state"]["stack"][-1]["waiting"] = seat

    return apply


def task_field(name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        data["state"]["stack"][-1][name] = value

    return apply


def empty_stack(data: dict[str, Any]) -> None:
    data["state"]["stack"] = []


def declared_over(data: dict[str, Any]) -> None:
    data["state"]["winners"] = [0]
    data["state"]["winning_side"] = "law"


SNAPSHOT_EDITS: list[tuple[Callable[[dict[str, Any]], None], str]] = [
    (edit("state", []), "the state must be an object"),
    (edit("state", None), "the state must be an object"),
    (edit("state.players", {}), "players must be a list"),
    (edit("state.players.0", "A"), "player 0 must be an object"),
    (edit("state.players.1.hp", 99), "B: hp 99 is outside"),
    (edit("state.players.1.hp", -50), "B: hp -50 is outside"),
    (edit("state.players.1.hp", 0), "B: alive at 0 life"),
    (edit("state.players.1.hp", 1.5), "B: hp must be an integer"),
    (edit("state.players.1.hp", True), "B: hp must be an integer"),
    (edit("state.players.1.max_hp", 7), "B: max_hp 7 is not"),
    (edit("state.players.1.name", ["B"]), "player 1: name must be a string"),
    (edit("state.players.1.name", "A"), "two players named 'A'"),
    (edit("state.players.1.alive", 1), "B: alive must be true or false"),
    (edit("state.players.1.role", "renegade"), "roles for 5 players must be"),
    (edit("state.players.1.character", "Bazooka Joe"), "unknown character"),
    (edit("state.players", []), "3 to 8 players"),
    (dead_holds_a_card, "D is out of the game and holds cards"),
    (brown_card_in_play, "A: Bang! is a brown card and cannot be in play"),
    (card_twice, "the cards in the state do not match the catalogue"),
    (edit("state.deck.0", 10**30), "the cards in the state do not match the catalogue"),
    (edit("state.deck", "all"), "deck must be a list of integers"),
    (edit("state.selection", [0]), "the cards in the state do not match the catalogue"),
    (first_rng_word, "random generator"),
    (rng_position, "random generator"),
    (edit("state.rng", [3, [0] * 3, None]), "random generator"),
    (edit("state.rng", "seed"), "random generator"),
    (edit("state.rng.2", "x"), "random generator"),
    (edit("state.turn", 7), "turn 7 is not a player"),
    (edit("state.turn", 3), "the turn belongs to D, who is out"),
    (edit("state.bangs_played", -1), "bangs_played -1"),
    (edit("state.rules.expansions", "dodge_city"), "expansions must be a list"),
    (edit("state.rules.expansions", ["wild_west_show"]), "unknown expansion"),
    (edit("state.rules", {"expansions": [], "ask_always": False}), "rules must have exactly the keys"),
    (edit("state.rules.ask_always", "no"), "ask_always must be true or false"),
    (edit("state.version", True), "unsupported state version"),
    (awaited(7), "awaited player 7 is not a living player"),
    (awaited(3), "awaited player 3 is not a living player"),
    (awaited(-1), "nobody's decision"),
    (awaited("A"), "waiting must be an integer"),
    (task_field("player", 9), "player 9 is not a player"),
    (task_field("player", "A"), "player must be an integer"),
    (task_field("player", True), "player must be an integer"),
    (task_field("task", "Bazooka"), "unknown pending step"),
    (task_field("extra", 1), "malformed pending step"),
    (edit("state.stack", "PlayPhase"), "stack must be a list"),
    (empty_stack, "the turn order must lie at the bottom"),
    (declared_over, "winners"),
    (edit("state.winning_side", "outlaws"), "winners"),
]


@pytest.mark.parametrize(("change", "reason"), SNAPSHOT_EDITS)
def test_an_edited_snapshot_is_refused_with_a_reason(change: Callable[[dict[str, Any]], None], reason: str) -> None:
    data = saved(scenario_game())
    change(data)
    assert reason in refused(data)


def test_a_dying_player_may_be_saved_at_zero_life() -> None:
    game = Scenario({
        "title": "lethal",
        "players": [
            {"name": "A", "role": "sheriff", "character": "Willy the Kid", "hand": ["Bang!@AS"]},
            {"name": "B", "role": "outlaw", "character": "Black Jack", "hp": 1, "hand": ["Beer@6H"]},
            {"name": "C", "role": "outlaw", "character": "Kit Carlson"},
            {"name": "D", "role": "renegade", "character": "Pedro Ramirez"},
        ],
        "start": "play",
    }).game
    game.apply(0, PlayCard(game.state.players[0].hand[0], 1))
    assert game.state.players[1].hp == 0 and game.decider == 1
    loaded = load_text(save_text(game))  # a game without a setup, after a decision: its log is kept
    assert save_text(loaded) == save_text(game)
    assert loaded.log == game.log


@pytest.mark.parametrize(
    ("path", "value", "reason"),
    [
        ("setup.names", "Ann", "names must be a list of strings"),
        ("setup.names", [["Ann"], "Bob", "Cid", "Dan", "Eve"], "names must be a list of strings"),
        ("setup.seed", True, "seed must be an integer"),
        ("setup.ask_always", "no", "ask_always must be true or false"),
        ("setup", [], "the setup must be an object"),
        ("log", {}, "the decision log must be a list"),
        ("log.0.player", True, "malformed log entry"),
        ("log.0.action", {"type": "play", "card": 1.0}, "bad field"),
        ("log.0.action", {"type": "play", "card": True}, "bad field"),
        ("log.0.action", {"type": "ability", "cards": 5}, "bad field"),
        ("log.0.action", {"type": "ability", "cards": [1, "2"]}, "bad field"),
    ],
)
def test_a_setup_or_log_of_the_wrong_shape_is_refused(path: str, value: Any, reason: str) -> None:
    data = saved(played())
    edit(path, value)(data)
    assert reason in refused(data)


def test_a_replayed_game_still_validates_its_snapshot_first() -> None:
    data = saved(played())
    data["state"]["players"][0]["hp"] = 99
    assert "hp 99 is outside" in refused(data)


def test_load_game_caps_what_it_reads(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as file:
        file.truncate(MAX_SAVE_CHARS * 4 + 10)
    with pytest.raises(SaveError, match="too large"):
        load_game(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_load_game_refuses_a_fifo_without_hanging(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.json")
    code = (
        "import sys; from pathlib import Path; from game.save import load_game; from game.errors import SaveError\n"
        "try:\n    load_game(Path(sys.argv[1]))\nexcept SaveError as e:\n    print(e)\n"
    )
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path / "game.json")],
                         capture_output=True, text=True, timeout=20, check=False)
    assert "not a regular file" in run.stdout


def test_read_text_prefix_reads_the_beginning_of_a_file_and_no_more(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(b"x" * 10 + "\u00e9".encode() + b"y" * 3_000_000)
    assert read_text_prefix(path, 11) == "x" * 10  # the first byte of the two of \u00e9: left out
    assert read_text_prefix(path, 12) == "x" * 10 + "\u00e9"
    assert read_text_prefix(path, 4096) == "x" * 10 + "\u00e9" + "y" * 4084
    path.write_text("short \u00e9", encoding="utf-8")
    assert read_text_prefix(path, 4096, limit=100) == "short \u00e9"
    path.write_bytes(b"short \xc3")  # the file itself ends inside a character
    with pytest.raises(UnicodeDecodeError):
        read_text_prefix(path, 4096)
    path.write_bytes(b"ab\xff\xfecd")
    with pytest.raises(UnicodeDecodeError):
        read_text_prefix(path, 4096)


def test_read_text_prefix_refuses_a_file_over_its_limit_from_its_size(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as file:
        file.truncate(MAX_SAVE_CHARS * 4 + 10)
    with pytest.raises(OSError, match=f"too large \\(over {MAX_SAVE_CHARS} bytes\\)"):
        read_text_prefix(path, 4096, limit=MAX_SAVE_CHARS)
    assert read_text_prefix(path, 4096) == "\x00" * 4096
    with pytest.raises(OSError, match="not a regular file"):
        read_text_prefix(tmp_path, 4096)
    with pytest.raises(FileNotFoundError):
        read_text_prefix(tmp_path / "missing.json", 4096)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_read_text_prefix_refuses_a_fifo_without_hanging(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.json")
    code = (
        "import sys; from pathlib import Path; from game.save import read_text_prefix\n"
        "try:\n    read_text_prefix(Path(sys.argv[1]), 4096)\nexcept OSError as e:\n    print(e)\n"
    )
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path / "game.json")],
                         capture_output=True, text=True, timeout=20, check=False)
    assert "not a regular file" in run.stdout


# --- write_atomic -------------------------------------------------------------------------


def test_write_atomic_syncs_the_directory_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        calls.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr("game.save.os.fsync", fsync)
    monkeypatch.setattr("game.save.os.replace", replace)
    write_atomic(tmp_path / "a.json", "{}")
    assert calls == ["fsync file", "replace", "fsync dir"]


KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
import game.save
game.save.os.replace = lambda src, dst: os.kill(os.getpid(), signal.SIGKILL)
game.save.write_atomic(Path(sys.argv[1]), "new")
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_writer_killed_before_the_rename_leaves_a_temp_file_that_the_next_start_removes(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old", encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(target)], check=False, timeout=60)
    assert run.returncode == -signal.SIGKILL
    leftovers = [p for p in tmp_path.iterdir() if p != target]
    assert len(leftovers) == 1 and leftovers[0].name.startswith(".settings.json.")
    keep = tmp_path / "notes.tmp"
    keep.write_text("mine", encoding="utf-8")
    foreign = tmp_path / ".other.txt.tmp"
    foreign.write_text("not ours", encoding="utf-8")
    assert clean_stale_temporaries(tmp_path, older_than=60) == []  # a write may still be running
    old = time.time() - 3600
    for path in (leftovers[0], keep, foreign):
        os.utime(path, (old, old))
    assert clean_stale_temporaries(tmp_path, older_than=60) == [leftovers[0]]
    assert sorted(tmp_path.iterdir()) == sorted([target, keep, foreign])
    assert target.read_text(encoding="utf-8") == "old"


def test_cleaning_a_missing_folder_does_nothing(tmp_path: Path) -> None:
    assert clean_stale_temporaries(tmp_path / "nowhere") == []


def test_the_snapshot_checks_know_every_field_of_every_pending_step() -> None:
    """A renamed or new task field must be given its range in game/snapshot.py, or saves would load unchecked."""


    importlib.import_module("game.engine")  # so that every task class registers
    assert "Dying" in TASK_TYPES  # the name check_state looks for to allow an alive player at 0 life
    for name, task in TASK_TYPES.items():
        cls: type = task
        assert dataclasses.is_dataclass(cls), name
        for field in dataclasses.fields(cls):
            assert field.name in KNOWN_TASK_FIELDS, f"{name}.{field.name} has no range check"
            assert field.type in FIELD_TYPE_CHECKS, f"{name}.{field.name}: no check for {field.type}"
