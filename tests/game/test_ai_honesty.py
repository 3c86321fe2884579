"""Agents are honest: changing what a player cannot know never changes its decision.

Two games share every public fact (own hand, the table, pile sizes, the
history as this player sees it) but differ in other players' hands, the deck
order and the hidden roles. A fresh agent with the same seed must decide the
same in both.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.hint import hint_for
from game.engine import Game
from game.eventcards import EventCard
from game.roles import Role
from game.scenario import Scenario
from game.setup import GameSetup
from game.state import Rules
from game.view import PlayerView

LEVELS = ("easy", "normal", "hard")


def public(view: PlayerView) -> tuple[Any, ...]:
    """Everything a view shows."""
    return (view.me, view.hand, view.role, view.seats, view.deck_count, view.discard, view.selection, view.turn,
            view.waiting_for, view.waiting_kind, view.legal, view.bangs_played, list(view.history), view.rules,
            view.fresh, view.event, view.next_event, view.events_left, view.round, view.used)


def twin_tables(seed: int) -> tuple[Scenario, Scenario]:
    """The same public table with other hands, deck order and the roles of B and D swapped."""
    hands = [["Missed!", "Beer", "Panic!"], ["Bang!", "Bang!", "Duel"]]
    roles = ["outlaw", "renegade"]
    tables = []
    for flip in (0, 1):
        players = [
            {"name": "A", "role": "sheriff", "character": "Willy the Kid", "in_play": ["Schofield"],
             "hand": ["Bang!", "Bang!", "Duel", "Panic!", "Beer", "Cat Balou"], "hp": 3},
            {"name": "B", "role": roles[flip], "character": "Black Jack", "hand": hands[flip], "in_play": ["Barrel"]},
            {"name": "C", "role": "outlaw", "character": "El Gringo", "hand": hands[1 - flip], "hp": 2},
            {"name": "D", "role": roles[1 - flip], "character": "Jesse Jones", "hand": ["Missed!"],
             "in_play": ["Mustang"]},
            {"name": "E", "role": "deputy", "character": "Kit Carlson", "hand": ["Gatling", "Saloon"]},
        ]
        tables.append(Scenario({"title": "twin", "players": players, "turn": "A", "start": "play",
                                "seed": seed * 2 + flip}))
    return tables[0], tables[1]


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_ignores_other_hands_the_deck_and_hidden_roles(level: str) -> None:
    for seed in range(4):
        first, second = twin_tables(seed)
        assert first.game.state.deck != second.game.state.deck
        view_one, view_two = first.game.view_for(0), second.game.view_for(0)
        assert public(view_one) == public(view_two)
        assert make_agent(level, seed).choose(view_one) == make_agent(level, seed).choose(view_two)


def scramble(game: Game, keep: int, rng: random.Random) -> None:
    """Deal the cards ``keep`` cannot see anew and shuffle the hidden roles (test code may touch the state)."""
    state = game.state
    others = [i for i, p in enumerate(state.players) if i != keep and p.alive]
    pool = list(state.deck)
    for seat in others:
        pool.extend(state.players[seat].hand)
    rng.shuffle(pool)
    for seat in others:
        size = len(state.players[seat].hand)
        state.players[seat].hand = [pool.pop() for _ in range(size)]
    state.deck = pool
    hidden = [i for i in others if state.players[i].role is not Role.SHERIFF]
    roles: list[Role] = [state.players[i].role for i in hidden]
    rng.shuffle(roles)
    for seat, role in zip(hidden, roles, strict=True):
        state.players[seat].role = role


@pytest.mark.parametrize(("level", "checks"), [("easy", 25), ("normal", 25), ("hard", 6)])
def test_mid_game_decisions_ignore_everything_hidden(level: str, checks: int) -> None:
    setup = GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"), seed=11)
    game = Game.new(setup)
    players = [make_agent("normal", 50 + seat) for seat in range(6)]
    rng = random.Random(5)
    checked = looked = 0
    step = 0
    while not game.over and checked < checks:
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        wanted_kind = "play" if level == "hard" else view.waiting_kind
        if step % 3 == 0 and len(view.legal) > 1 and view.waiting_kind == wanted_kind:
            twin = Game.replay(setup, game.log)
            scramble(twin, seat, rng)
            twin_view = twin.view_for(seat)
            assert public(view) == public(twin_view)
            one, two = make_agent(level, step), make_agent(level, step)
            assert one.choose(view) == two.choose(twin_view)
            looked += getattr(one, "looked_ahead", 0)
            checked += 1
        game.apply(seat, players[seat].choose(view))
        step += 1
    assert checked == checks
    assert level != "hard" or looked > 0


def scramble_events(game: Game, rng: random.Random) -> None:
    """Shuffle the High Noon events under the top one (only the top one is face up)."""
    deck = game.state.events_deck
    if len(deck) > 2:
        hidden = deck[:-1]
        last = hidden[0] if hidden[0] is EventCard.HIGH_NOON else None
        rest = hidden[1:] if last else hidden
        rng.shuffle(rest)
        game.state.events_deck = [*([last] if last else []), *rest, deck[-1]]


@pytest.mark.parametrize(("level", "checks"), [("easy", 15), ("normal", 15), ("hard", 5)])
def test_decisions_with_the_expansions_ignore_hidden_cards_roles_and_events(level: str, checks: int) -> None:
    setup = GameSetup(("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"), seed=23, rules=Rules(("dodge_city", "high_noon")))
    game = Game.new(setup)
    players = [make_agent("normal", 70 + seat) for seat in range(6)]
    rng = random.Random(9)
    checked = step = 0
    while not game.over and checked < checks:
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        wanted_kind = "play" if level == "hard" else view.waiting_kind
        if step % 3 == 0 and len(view.legal) > 1 and view.waiting_kind == wanted_kind and view.round >= 2:
            twin = Game.replay(setup, game.log)
            scramble(twin, seat, rng)
            scramble_events(twin, rng)
            twin_view = twin.view_for(seat)
            assert public(view) == public(twin_view)
            assert make_agent(level, step).choose(view) == make_agent(level, step).choose(twin_view)
            checked += 1
        game.apply(seat, players[seat].choose(view))
        step += 1
    assert checked == checks


def reseed(game: Game, rng: random.Random) -> None:
    """Give the game's random number generator a new seed (what comes next is hidden from everyone)."""
    game.state.rng.seed(rng.getrandbits(64))


@pytest.mark.parametrize(("players", "seed", "expansions"), [(5, 31, ("dodge_city", "high_noon")),
                                                             (8, 32, ("dodge_city", "high_noon")),
                                                             (4, 33, ())])
def test_hints_ignore_everything_hidden(players: int, seed: int, expansions: tuple[str, ...]) -> None:
    """Every part of a hint, the decision and each reason line with its parameters, is the same when the deck,
    the other hands, the hidden roles, the random generator and the High Noon stack under its top are changed."""

    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")[:players]
    setup = GameSetup(names, seed=seed, rules=Rules(expansions))
    game = Game.new(setup)
    agents = [make_agent("normal", 90 + seat) for seat in range(players)]
    rng = random.Random(seed)
    checked = plays = changed = step = 0
    while not game.over and checked < 40:
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        if len(view.legal) > 1:
            twin = Game.replay(setup, game.log)
            scramble(twin, seat, rng)
            scramble_events(twin, rng)
            reseed(twin, rng)
            twin_view = twin.view_for(seat)
            assert public(view) == public(twin_view)
            others = [(p.role, p.hand) for i, p in enumerate(game.state.players) if i != seat]
            changed += others != [(p.role, p.hand) for i, p in enumerate(twin.state.players) if i != seat]
            assert hint_for(view, step) == hint_for(twin_view, step)
            checked += 1
            plays += view.waiting_kind == "play"
        game.apply(seat, agents[seat].choose(view))
        step += 1
    assert checked == 40 and plays >= 8 and changed >= 20
