"""view_for shows what one player may know, and nothing more."""
from __future__ import annotations

from game.ai import RandomAgent
from game.engine import Game
from game.events import HIDDEN, CardMoved, Zone, seen_by
from game.setup import GameSetup


def test_a_view_holds_own_hand_and_only_counts_of_other_hands() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan"), seed=3))
    for seat in range(4):
        view = game.view_for(seat)
        assert view.hand == tuple(game.state.players[seat].hand)
        assert [s.hand_count for s in view.seats] == [len(p.hand) for p in game.state.players]
        assert view.deck_count == len(game.state.deck)
        roles = [s.role for s in view.seats]
        assert roles[seat] == game.state.players[seat].role.value
        assert all(r in (None, "sheriff") for i, r in enumerate(roles) if i != seat)


def test_private_draws_are_hidden_from_everyone_else() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan"), seed=3))
    deals = [e for e in game.history if isinstance(e, CardMoved) and e.destination is Zone.HAND]
    assert deals
    for seat in range(4):
        seen = [e for e in game.view_for(seat).history if isinstance(e, CardMoved) and e.destination is Zone.HAND]
        for event in seen:
            if event.destination_player == seat:
                assert event.card != HIDDEN
            else:
                assert event.card == HIDDEN


def test_the_legal_list_is_given_only_to_the_awaited_player() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve"), seed=8))
    agent = RandomAgent(1)
    for _ in range(40):
        decider = game.decider
        assert decider is not None
        for seat in range(5):
            assert bool(game.view_for(seat).legal) == (seat == decider)
        game.apply(decider, agent.choose(game.view_for(decider)))


def test_each_history_is_the_full_history_as_that_player_sees_it_however_often_he_looks() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve"), seed=21))
    agent = RandomAgent(4)
    early = game.view_for(2).history
    early_events = list(early)
    for step in range(300):
        decider = game.decider
        if decider is None:
            break
        if step % 7 == 0:  # some players look often, the others only at the end
            game.view_for(step % 3)
        game.apply(decider, agent.choose(game.view_for(decider)))
    for seat in range(5):
        assert list(game.view_for(seat).history) == [seen_by(event, seat) for event in game.history]
    assert list(early) == early_events and len(early) == len(early_events)


def test_a_history_read_backwards_is_its_own_window_newest_first() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan"), seed=5))
    agent = RandomAgent(2)
    for _ in range(40):
        decider = game.decider
        assert decider is not None
        game.apply(decider, agent.choose(game.view_for(decider)))
    taken = game.view_for(1).history
    for _ in range(40):
        decider = game.decider
        if decider is None:
            break
        game.apply(decider, agent.choose(game.view_for(decider)))
    backwards = list(reversed(taken))
    assert backwards == list(taken)[::-1] and len(backwards) == len(taken) > 0
    assert len(game.view_for(1).history) > len(taken), "the window keeps the length it had"


def test_a_view_keeps_what_it_showed_when_the_game_moves_on() -> None:
    game = Game.new(GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve"), seed=12))
    agent = RandomAgent(3)
    for _ in range(25):
        seat = game.decider
        assert seat is not None
        game.apply(seat, agent.choose(game.view_for(seat)))
    decider = game.decider
    assert decider is not None
    view = game.view_for(decider)
    fields = ("hand", "role", "deck_count", "discard", "selection", "turn", "waiting_for", "waiting_kind", "legal",
              "bangs_played", "winners", "fresh", "event", "round", "used")
    before = {name: getattr(view, name) for name in fields}
    length = len(view.history)
    for _ in range(60):
        if game.decider is None:
            break
        game.apply(game.decider, agent.choose(game.view_for(game.decider)))
    assert {name: getattr(view, name) for name in fields} == before
    assert len(view.history) == length and len(game.history) > length
