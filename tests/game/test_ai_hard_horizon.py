"""The hard level's play-outs cover the turns its role asks for, and no more; its budget shrinks where a simulated
decision costs more."""
from __future__ import annotations

from game.ai.hard import horizon_of, playout, step_budget, turns_begun
from game.ai.normal import NormalAgent
from game.engine import Game
from game.events import TurnStarted
from game.roles import Role
from game.setup import GameSetup

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def test_turns_begun_counts_only_other_players_turns() -> None:
    assert turns_begun([TurnStarted(1), TurnStarted(0), TurnStarted(2)], 0) == 2
    assert turns_begun([], 0) == 0


def test_from_five_players_only_the_outlaws_look_past_their_own_turn() -> None:
    for players in (5, 6, 7, 8):
        assert horizon_of(Role.OUTLAW, players) == 1
        assert all(horizon_of(role, players) == 0 for role in (Role.SHERIFF, Role.DEPUTY, Role.RENEGADE))


def test_at_three_and_four_players_everyone_looks_through_the_next_turn() -> None:
    for players in (3, 4):
        assert all(horizon_of(role, players) == 1 for role in Role)


def test_the_budget_shrinks_with_the_expansions_and_beyond_six_players() -> None:
    """A simulated decision costs more there: the slowest decisions stay under 50 ms (p99, measured by
    ``python -m game.simulate --ai hard ... --clock cpu``)."""
    for expansions in (False, True):
        small = [step_budget(players, expansions) for players in (3, 4, 5, 6)]
        assert len(set(small)) == 1
        assert small[0] > step_budget(7, expansions) > step_budget(8, expansions)
    for players in range(3, 9):
        assert step_budget(players, True) < step_budget(players, False)


def test_a_playout_stops_when_the_asked_turns_have_begun() -> None:
    game = Game.new(GameSetup(NAMES, 11))
    agent = NormalAgent(3)
    while game.decider is not None and game.view_for(game.decider).waiting_kind != "play":
        seat = game.decider
        game.apply(seat, agent.choose(game.view_for(seat)))
    me = game.decider
    assert me is not None
    minds = [[0.0] * len(NAMES) for _ in NAMES]
    before = len(game.view_for(me).history)
    steps = playout(game, minds, me, 500, 2)
    events = game.view_for(me).history[before:]
    assert 0 < steps < 500
    assert game.over or turns_begun(events, me) == 2
