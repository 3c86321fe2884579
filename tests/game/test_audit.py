"""The play audit counts what a watching player would notice: long games, quiet stretches, passive turns."""
from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from game.actions import EndTurn
from game.ai import make_agent
from game.ai.cardinfo import EFFECT
from game.audit import QUIET_STRETCH, PlayAudit
from game.engine import Game
from game.events import CardPlayed, Event, LifeLost, PlayerEliminated, TurnStarted
from game.roles import Role
from game.setup import GameSetup
from game.simulate import simulate

FOUR = [Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW]
BANG = next(card for card, effect in enumerate(EFFECT) if effect == "bang")


@dataclass
class _Played:
    """A finished game as the audit reads it: only its history."""

    history: list[Event]


def _game(history: list[Event]) -> Game:
    """``_Played`` where the audit takes a ``Game`` (``PlayAudit.finished`` reads nothing but ``history``)."""
    return cast(Game, _Played(history))


def _turns(count: int, hit_in: tuple[int, ...] = ()) -> list[Event]:
    events: list[Event] = []
    for turn in range(count):
        events.append(TurnStarted(turn % 4))
        if turn in hit_in:
            events.append(LifeLost(turn % 4, 1, 3, None))
    return events


def _audit(history: list[Event], roles: list[Role] = FOUR) -> PlayAudit:
    audit = PlayAudit()
    audit.finished(_game(history), roles)
    return audit


def test_a_stretch_of_quiet_turns_is_counted_from_its_length() -> None:
    assert _audit(_turns(QUIET_STRETCH)).quiet_games == 1
    assert _audit(_turns(QUIET_STRETCH - 1)).quiet_games == 0
    # a life point lost in the middle breaks the stretch into two short ones
    assert _audit(_turns(2 * QUIET_STRETCH - 2, hit_in=(QUIET_STRETCH - 1,))).quiet_games == 0
    assert _audit(_turns(2 * QUIET_STRETCH + 2, hit_in=(QUIET_STRETCH - 1,))).quiet_games == 1


def test_turns_are_summed_up_per_game() -> None:
    audit = PlayAudit()
    for count in (30, 10, 120, 50):
        audit.finished(_game(_turns(count, hit_in=tuple(range(0, count, 3)))), FOUR)
    report = audit.as_dict()["turns"]
    assert (report["median"], report["max"]) == (50, 120)
    assert report["over_100"] == {"count": 1, "of": 4, "percent": 25.0}
    assert report["quiet_20"]["count"] == 0


def test_the_four_player_sheriff_s_shots_at_the_renegade_count_only_while_an_outlaw_lives() -> None:
    shots: list[Event] = [TurnStarted(0), CardPlayed(0, BANG, target=1), CardPlayed(0, BANG, target=2),
             PlayerEliminated(2, 0), PlayerEliminated(3, 0), CardPlayed(0, BANG, target=1)]
    audit = _audit(shots)
    assert (audit.sheriff_shots, audit.sheriff_shots_at_renegade) == (2, 1)
    # an answer (Calamity Janet's Bang! in a Duel) is no shot
    assert _audit([CardPlayed(0, BANG, target=1, as_answer=True)]).sheriff_shots == 0


def test_a_player_who_only_ever_ends_his_turn_is_passive_in_every_phase_he_could_have_played() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan"), 5))
    agent = make_agent("random", 1)
    audit = PlayAudit()
    for _ in range(60):
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        action = EndTurn() if EndTurn() in view.legal else agent.choose(view)
        audit.decided(game, view, action)
        game.apply(seat, action)
    audit.finished(game, [p.role for p in game.state.players])
    assert audit.play_phases > 0
    assert audit.passive_phases > 0
    assert audit.passive_phases <= audit.play_phases


def test_the_simulator_reports_how_long_and_how_lively_the_games_were() -> None:
    report = simulate(players=5, games=12, seed=7, level="normal").as_dict()["play"]
    turns = report["turns"]
    assert 0 < turns["median"] <= turns["p95"] <= turns["max"]
    assert turns["over_100"]["of"] == 12 == turns["quiet_20"]["of"]
    assert report["passive_play_phases"]["of"] > report["passive_play_phases"]["count"]
    assert report["duels_without_bang"]["count"] <= report["duels_without_bang"]["of"]


def test_runs_split_in_two_add_up_to_the_report_of_one_run() -> None:
    whole = simulate(players=5, games=6, seed=40, level="normal").audit
    first = simulate(players=5, games=4, seed=40, level="normal").audit
    first.add(simulate(players=5, games=2, seed=44, level="normal").audit)
    assert first.as_dict() == whole.as_dict()
    assert sorted(first.turns) == sorted(whole.turns)
