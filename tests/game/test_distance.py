"""Distances around the table, counted the short way over living seats."""
from __future__ import annotations

import random

import pytest

from game.ai import RandomAgent
from game.cards import catalogue
from game.distance import distance, distances_from, explain_distance, seats_within, weapon_reach
from game.effects.base import others_from_left
from game.engine import Game
from game.roles import Role
from game.setup import GameSetup
from game.state import GameState, PlayerState, Rules


def table(count: int, characters: dict[int, str] | None = None, dead: tuple[int, ...] = ()) -> GameState:
    characters = characters or {}
    players = [
        PlayerState(f"P{i}", Role.SHERIFF if i == 0 else Role.OUTLAW, characters.get(i, "Willy the Kid"), 4, 4)
        for i in range(count)
    ]
    for seat in dead:
        players[seat].alive = False
    return GameState(Rules(), players, list(range(len(catalogue()))), [], random.Random(0))


def give(state: GameState, seat: int, name: str) -> None:
    card = next(c.id for c in state.cards if c.name == name and c.id in state.deck)
    state.deck.remove(card)
    state.players[seat].in_play.append(card)


@pytest.mark.parametrize(
    ("count", "expected"),
    [(4, [0, 1, 2, 1]), (5, [0, 1, 2, 2, 1]), (6, [0, 1, 2, 3, 2, 1]), (7, [0, 1, 2, 3, 3, 2, 1])],
)
def test_seat_distances_from_seat_zero(count: int, expected: list[int]) -> None:
    state = table(count)
    assert [distance(state, 0, t) for t in range(count)] == expected


def test_dead_seats_do_not_count() -> None:
    state = table(6, dead=(1, 2))
    assert distance(state, 0, 3) == 1
    assert distance(state, 0, 4) == 2


def test_mustang_scope_paul_regret_and_rose_doolan() -> None:
    state = table(5, {1: "Paul Regret", 3: "Rose Doolan"})
    assert distance(state, 0, 1) == 2
    assert distance(state, 3, 1) == 2
    give(state, 2, "Mustang")
    assert distance(state, 0, 2) == 3
    assert distance(state, 3, 2) == 1
    give(state, 0, "Scope")
    assert distance(state, 0, 2) == 2
    assert distance(state, 0, 4) == 1


@pytest.mark.parametrize(
    ("weapon", "reach"),
    [(None, 1), ("Volcanic", 1), ("Schofield", 2), ("Remington", 3), ("Rev. Carabine", 4), ("Winchester", 5)],
)
def test_weapon_reach(weapon: str | None, reach: int) -> None:
    state = table(4)
    if weapon:
        give(state, 0, weapon)
    assert weapon_reach(state, 0) == reach


def test_the_public_explanation_agrees_with_the_engine_on_random_tables() -> None:
    rng = random.Random(4)
    characters = ["Paul Regret", "Rose Doolan", "Willy the Kid", "Black Jack"]
    for _ in range(300):
        count = rng.randint(4, 7)
        state = table(count, {i: rng.choice(characters) for i in range(count)},
                      dead=tuple(i for i in range(1, count) if rng.random() < 0.2))
        for seat in range(count):
            for name in ("Mustang", "Scope"):
                wanted = rng.random() < 0.3
                owned = any(state.cards[c].name == name for c in state.players[seat].in_play)
                if wanted and not owned and any(state.cards[c].name == name for c in state.deck):
                    give(state, seat, name)
        alive = [p.alive for p in state.players]
        living = [i for i in range(count) if alive[i]]
        for viewer in living:
            for target in living:
                explained = explain_distance(alive, [p.in_play for p in state.players],
                                             [p.character for p in state.players], state.cards, viewer, target)
                assert explained.total == distance(state, viewer, target)


def test_distances_from_agrees_with_distance() -> None:
    rng = random.Random(8)
    for _ in range(200):
        count = rng.randint(4, 7)
        state = table(count, {i: rng.choice(["Paul Regret", "Rose Doolan", "Black Jack"]) for i in range(count)},
                      dead=tuple(i for i in range(1, count) if rng.random() < 0.25))
        if rng.random() < 0.5:
            give(state, 0, "Scope")
        living = [i for i in range(count) if state.players[i].alive]
        for viewer in living:
            assert distances_from(state, viewer) == {t: distance(state, viewer, t) for t in living if t != viewer}


@pytest.mark.parametrize("expansions", [(), ("dodge_city", "high_noon")])
def test_the_near_seats_are_exactly_those_within_the_distance(expansions: tuple[str, ...]) -> None:
    """``seats_within`` looks only at the near seats; it must find what the full distance table finds, at every
    moment of real games (Mustangs, Scopes, Paul Regret, Rose Doolan, Belle Star's turn, Hangover, deaths)."""
    checked = 0
    for players in (3, 5, 8) if expansions else (4, 7):
        for seed in range(1, 6):
            game = Game.new(GameSetup(tuple("ABCDEFGH"[:players]), seed, Rules(expansions=expansions)))
            agent = RandomAgent(seed)
            while (decider := game.decider) is not None:
                state = game.state
                for viewer in state.alive_seats():
                    seen = distances_from(state, viewer)
                    others = others_from_left(state, viewer)
                    for limit in range(5):
                        assert seats_within(state, viewer, limit, others) == [t for t in others if seen[t] <= limit]
                        checked += 1
                game.apply(decider, agent.choose(game.view_for(decider)))
    assert checked > 10_000
