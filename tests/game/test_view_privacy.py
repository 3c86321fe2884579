"""Nothing a player may not know is reachable from his view, however deep one looks.

The view of every seat, taken at many points of games between normal agents (who keep notes in the shared
notebook) with both expansions, its lazy parts all made (seats, facts, distances, both histories), is walked
object by object, through closures, bound methods and partials: no game, no game state or player record,
no pending step, no random generator, no other hand, no draw pile, no other player's share of the history, and
no private card move shown face up to someone who may not see it. (A role is a value, shared like a string: which
roles a view shows is ``tests/game/test_view.py``'s business.)
"""
from __future__ import annotations

import gc
import random
import sys
from collections.abc import Iterator
from functools import partial
from types import CodeType, FunctionType, ModuleType

from game.ai import make_agent
from game.engine import Game
from game.events import HIDDEN, CardMoved
from game.setup import GameSetup
from game.state import GameState, PlayerState, Rules, Task
from game.view import PlayerView

LIMIT = 200_000
"""The most objects one walk may visit: a view is far smaller, a walk that reaches the modules far larger."""


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` by strong references, classes, modules and code left out (they are the
    program, shared by everyone); a function is followed through its closure and defaults, not its globals."""
    modules = {id(vars(module)) for module in list(sys.modules.values()) if module is not None}
    seen: set[int] = set()
    stack = [root]
    while stack:
        item = stack.pop()
        if id(item) in seen or id(item) in modules or isinstance(item, (type, ModuleType, CodeType)):
            continue
        seen.add(id(item))
        assert len(seen) < LIMIT, "the walk got out of the view"
        yield item
        if isinstance(item, FunctionType):
            stack.extend(item.__closure__ or ())
            stack.extend(item.__defaults__ or ())
            stack.extend((item.__kwdefaults__ or {}).values())
        else:
            stack.extend(gc.get_referents(item))


def leaks(view: PlayerView, game: Game) -> list[str]:
    """What ``view`` reaches that its player may not know."""
    state = game.state
    me = view.me
    secret = {id(state.deck): "the draw pile", id(state.players): "the players", id(game.history): "the history"}
    for seat, player in enumerate(state.players):
        if seat != me:
            secret[id(player.hand)] = f"the hand of {seat}"
            secret[id(game._revealed[seat])] = f"the private moves shown to {seat}"
            share = game._redacted.get(seat)
            if share is not None:
                secret[id(share)] = f"the history share of {seat}"
    found = []
    for item in reachable(view):
        if isinstance(item, (Game, GameState, PlayerState, Task, random.Random)):
            found.append(type(item).__name__)
        elif id(item) in secret:
            found.append(secret[id(item)])
        elif (
            type(item) is CardMoved
            and item.private_to is not None
            and item.card != HIDDEN
            and me not in item.private_to
        ):
            found.append(f"a private card move of {item.private_to} face up")
    return found


def looked_at(view: PlayerView) -> PlayerView:
    """Make every lazy part of a view, so that the walk sees all it may ever hold."""
    table = view.table
    for seat in range(len(view.seats)):
        table.distances_from(seat)
        table.in_turn_of(seat).distances_from(seat)
    list(view.history)
    list(view.public_history)
    return view


def test_no_view_reaches_anything_its_player_may_not_know() -> None:
    walked = 0
    for seed, players in ((31, 6), (32, 8), (33, 4)):
        setup = GameSetup(tuple(f"P{seat}" for seat in range(players)), seed, Rules(("dodge_city", "high_noon")))
        game = Game.new(setup)
        agents = [make_agent("normal", 40 + seat) for seat in range(players)]
        step = 0
        while not game.over:
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            if step % 5 == 0:
                for other in range(players):
                    assert not leaks(looked_at(game.view_for(other)), game), f"seed {seed}, decision {step}"
                    walked += 1
            game.apply(seat, agents[seat].choose(view))
            step += 1
        assert game.view_for(0).notes, "the agents kept notes, and the walk went through them"
    assert walked >= 200


def test_the_walk_finds_what_is_hidden_when_it_is_there() -> None:
    """A notebook entry holding the state, or a history source closing over the game, is caught."""
    game = Game.new(GameSetup(("A", "B", "C", "D"), 5))
    view = looked_at(game.view_for(0))
    assert not leaks(view, game)
    view.notes["cheat"] = partial(game.view_for, 1)
    assert "Game" in leaks(view, game)
    del view.notes["cheat"]
    view.notes["cheat"] = lambda: game.state.players[1].hand
    assert "Game" in leaks(view, game)
    view.notes["cheat"] = [game.state.players[2].hand]
    assert leaks(view, game) == ["the hand of 2"]
