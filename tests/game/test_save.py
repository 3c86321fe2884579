"""Saves: versioned JSON that loads back identically; bad files are refused cleanly."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.actions import DECK, FROM_HAND, ChooseSource, PlayCard
from game.ai import RandomAgent
from game.engine import Game
from game.errors import SaveError
from game.eventcards import EventCard
from game.save import SAVE_VERSION, load_game, load_text, save_game, save_text
from game.setup import GameSetup
from game.state import STATE_VERSION, Rules


def half_played(seed: int = 5, decisions: int = 60) -> Game:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve"), seed))
    agents = [RandomAgent(seat) for seat in range(5)]
    for _ in range(decisions):
        if game.over:
            break
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    return game


def test_save_load_save_is_identical_and_play_continues_the_same(tmp_path: Path) -> None:
    game = half_played()
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert save_text(loaded) == save_text(game)
    assert loaded.history == game.history
    seat = game.decider
    assert seat is not None
    action = game.legal_actions(seat)[-1]
    assert game.apply(seat, action) == loaded.apply(seat, action)
    assert save_text(loaded) == save_text(game)


def test_save_is_versioned_json_without_pickle() -> None:
    data = json.loads(save_text(half_played()))
    assert data["format"] == "bang-save" and data["version"] == SAVE_VERSION == 2
    assert data["setup"]["seed"] == 5
    assert data["log"] and data["state"]["players"]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "invalid JSON"),
        ("[]", "not a save file"),
        ('{"format": "bang-save", "version": 99}', "version 99"),
        ('{"format": "bang-save", "version": 1}', "corrupt save"),
    ],
)
def test_malformed_saves_are_refused_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(SaveError) as error:
        load_text(text)
    assert reason in str(error.value)


def test_a_tampered_snapshot_is_refused() -> None:
    data = json.loads(save_text(half_played()))
    data["state"]["players"][0]["hp"] = 1 if data["state"]["players"][0]["hp"] != 1 else 2
    with pytest.raises(SaveError, match="does not reproduce"):
        load_text(json.dumps(data))


def test_a_log_that_does_not_replay_is_refused() -> None:
    data = json.loads(save_text(half_played()))
    data["log"][0]["player"] = (data["log"][0]["player"] + 1) % 5
    with pytest.raises(SaveError, match="does not replay"):
        load_text(json.dumps(data))


def test_an_unreadable_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        load_game(tmp_path / "missing.json")


def test_a_failed_write_leaves_the_old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    save_game(half_played(), path)
    before = path.read_text()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("game.save.os.replace", broken_replace)
    with pytest.raises(OSError):
        save_game(half_played(seed=9), path)
    assert path.read_text() == before
    assert list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize(
    ("players", "expansions", "beginner"),
    [(3, ("dodge_city",), False), (8, ("dodge_city", "high_noon"), False), (5, ("high_noon",), True)],
)
def test_games_with_the_expansions_save_load_and_replay_identically(
    players: int, expansions: tuple[str, ...], beginner: bool
) -> None:
    game = Game.new(GameSetup(tuple("ABCDEFGH"[:players]), 17, Rules(expansions, beginner=beginner)))
    agents = [RandomAgent(17 + seat) for seat in range(players)]
    for _ in range(400):
        if game.over:
            break
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    text = save_text(game)
    loaded = load_text(text)
    assert save_text(loaded) == text
    assert loaded.history == game.history


def test_a_save_naming_a_dodge_city_character_without_the_expansion_is_refused() -> None:
    game = Game.new(GameSetup(("A", "B", "C", "D"), 3))
    data = json.loads(save_text(game))
    data["setup"] = None
    data["log"] = []
    data["state"]["players"][0]["character"] = "Pixie Pete"
    with pytest.raises(SaveError) as error:
        load_text(json.dumps(data))
    assert "Pixie Pete, of dodge_city, which this game is without" in str(error.value)


OLD_SAVES = Path(__file__).resolve().parents[1] / "data"
"""``save-v2-high-noon-*.json``: a dealt game and a scenario table with High Noon, saved by the version before the
events got keys (state version 2: the events by their English names)."""


def test_a_dealt_game_saved_with_the_events_by_name_loads_and_plays_on() -> None:
    game = load_text((OLD_SAVES / "save-v2-high-noon-dealt.json").read_text(encoding="utf-8"))
    state = game.state
    assert state.event is EventCard.GOLD_RUSH
    assert state.events_deck[0] is EventCard.HIGH_NOON and all(type(e) is EventCard for e in state.events_deck)
    actions = [action for _, action in game.log]
    assert any(isinstance(a, PlayCard) and a.target_card is FROM_HAND for a in actions), "its log's -1 is a hand card"
    assert any(isinstance(a, ChooseSource) and a.source is DECK for a in actions), "and a source's -1 is the deck"
    saved = json.loads(save_text(game))["state"]
    assert (saved["version"], saved["event"], saved["events_deck"][0]) == (STATE_VERSION, "gold_rush", "high_noon")
    seat = game.decider
    assert seat is not None
    game.apply(seat, game.legal_actions(seat)[0])


def test_a_scenario_table_saved_with_the_events_by_name_loads_without_a_log_to_replay() -> None:
    game = load_text((OLD_SAVES / "save-v2-high-noon-table.json").read_text(encoding="utf-8"))
    assert game.setup is None
    assert game.state.event is EventCard.THE_SERMON
    assert game.state.events_deck[-2:] == [EventCard.GOLD_RUSH, EventCard.THIRST]


def test_an_old_save_naming_an_event_that_does_not_exist_is_refused() -> None:
    data = json.loads((OLD_SAVES / "save-v2-high-noon-table.json").read_text(encoding="utf-8"))
    data["state"]["event"] = "Gold Fever"
    with pytest.raises(SaveError, match="unknown High Noon event 'Gold Fever'"):
        load_text(json.dumps(data))
