"""Replays are exact: the same events as the game, from its seed and decision log, forward, back and by turn."""
from __future__ import annotations

import pytest

from game.events import TurnStarted
from game.record import record_from_text, record_text
from game.replay import Replay
from tests.game.records import play, record_of


@pytest.mark.parametrize(("seed", "count", "expansions"), [
    (11, 4, ()), (12, 7, ()), (13, 5, ("dodge_city",)), (14, 6, ("dodge_city", "high_noon")), (15, 3, ()),
    (16, 8, ("dodge_city",)),
])
def test_a_replay_plays_the_same_events_as_the_game(seed: int, count: int, expansions: tuple[str, ...]) -> None:
    game = play(seed, count, expansions=expansions)
    assert game.over and game.setup is not None
    replay = Replay(game.setup, game.log)
    assert replay.events() == game.history
    stepped = list(replay.game.history)
    while not replay.at_end:
        stepped.extend(replay.forward())
    assert stepped == game.history
    assert replay.game.state.to_dict() == game.state.to_dict()
    assert replay.turns == sum(1 for event in game.history if isinstance(event, TurnStarted))


def test_a_replay_read_back_from_its_file_is_the_same_game() -> None:
    game = play(21, 5)
    record = record_from_text(record_text(record_of(game)))
    assert record.game.setup is not None
    assert Replay(record.game.setup, record.game.log).events() == game.history


def test_stepping_back_and_jumping_shows_the_table_as_it_was() -> None:
    snapshots: list[dict[str, object]] = []
    game = play(22, 5, snapshots=snapshots)
    assert game.setup is not None
    replay = Replay(game.setup, game.log)
    length = len(game.log)
    assert length > 20
    for position in (length - 3, length - 4, 0, length, 17, 16, 1):
        replay.seek(position)
        assert replay.position == position
        assert replay.game.state.to_dict() == snapshots[position]
    replay.seek(18)
    replay.back()
    assert replay.game.state.to_dict() == snapshots[17]


def test_turns_begin_where_the_history_says() -> None:
    game = play(23, 6)
    assert game.setup is not None
    replay = Replay(game.setup, game.log)
    begun = 0
    for turn in range(replay.turns):
        replay.seek_turn(turn)
        assert replay.position == replay.turn_starts[turn]
        # A turn lost in Jail begins at the same decision as the next one: the later turn is in progress.
        assert replay.turn >= turn and replay.turn_starts[replay.turn] == replay.turn_starts[turn]
        begun = sum(1 for event in replay.game.history if isinstance(event, TurnStarted))
        assert begun == replay.turn + 1
    assert begun == replay.turns
    replay.seek_turn(10_000)
    assert replay.turn == replay.turns - 1
    replay.seek(10_000)
    assert replay.at_end and replay.forward() == []
