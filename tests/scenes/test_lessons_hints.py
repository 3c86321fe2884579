"""Hints in every game: what the hard AI would do, why, on the table; honest, optional, counted."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.actions import PlayCard
from game.ai import make_agent
from game.ai.hint import Line, hint_for
from game.engine import Game
from game.scenario import Scenario
from game.session import SeatConfig, Session
from scenes.app.context import AppContext
from scenes.lessons.hints import GameCoach, action_rects, describe, line_text
from scenes.screens.results import ResultsScene
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.game.test_ai_honesty import public, scramble, twin_tables
from tests.scenes.helpers import key, make_ctx, pump, start, texts_drawn


class ScenarioSession(Session):
    """An ordinary session around a game laid out by a scenario (every seat but the first is a normal AI)."""

    def __init__(self, game: Game) -> None:
        seats = [SeatConfig(p.name, "human" if i == 0 else "normal") for i, p in enumerate(game.state.players)]
        super().__init__(seats, 3, game=game, agents={i: make_agent("normal", i) for i in range(1, len(seats))})


def dora_shot_the_sheriff() -> Scenario:
    """Ann, a Deputy, in her turn; Dora has shot the Sheriff twice and sits next to Ann with no Missed! showing."""
    return Scenario({
        "title": "hint", "seed": 3,
        "players": [
            {"name": "Ann", "role": "deputy", "character": "Bart Cassidy", "hand": ["Bang!", "Beer", "Missed!"]},
            {"name": "Bill", "role": "sheriff", "character": "Willy the Kid", "hp": 3},
            {"name": "Cole", "role": "outlaw", "character": "Suzy Lafayette", "hand": ["Bang!", "Bang!"]},
            {"name": "Earl", "role": "renegade", "character": "Black Jack"},
            {"name": "Dora", "role": "outlaw", "character": "Rose Doolan", "hand": ["Bang!", "Bang!", "Beer"],
             "in_play": ["Schofield"]},
        ],
        "deck": ["Panic!", "Beer"],
        "turn": "Dora", "start": "play",
        "steps": [
            {"do": "play", "by": "Dora", "card": "Bang!", "target": "Bill"},
            {"do": "end", "by": "Dora"},
        ],
    })


def table_for(scenario: Scenario, ctx: AppContext) -> TableScene:
    scenario.run()
    game = scenario.game
    seats = tuple(SeatConfig(p.name, "human" if i == 0 else "normal") for i, p in enumerate(game.state.players))
    table = TableScene(ctx, TableConfig(seats, 3), session=ScenarioSession(game), coach=GameCoach())
    start(ctx, table)
    return table


def test_a_hint_never_changes_with_what_the_player_cannot_see() -> None:
    for seed in range(4):
        first, second = twin_tables(seed)
        view_one, view_two = first.game.view_for(0), second.game.view_for(0)
        assert public(view_one) == public(view_two)
        assert first.game.state.deck != second.game.state.deck
        assert hint_for(view_one, seed) == hint_for(view_two, seed)


def test_a_hint_stays_the_same_when_the_hidden_cards_and_roles_are_dealt_anew() -> None:
    for seed in range(3):
        scenario = dora_shot_the_sheriff()
        scenario.run()
        game = scenario.game
        before = hint_for(game.view_for(0), seed)
        hidden = [(p.role, list(p.hand)) for p in game.state.players[1:]], list(game.state.deck)
        scramble(game, 0, random.Random(seed))
        assert ([(p.role, list(p.hand)) for p in game.state.players[1:]], list(game.state.deck)) != hidden
        assert hint_for(game.view_for(0), seed) == before


def test_the_hint_is_the_hard_ai_s_decision_with_a_plain_reason() -> None:
    scenario = dora_shot_the_sheriff()
    scenario.run()
    view = scenario.game.view_for(0)
    hint = hint_for(view, 5)
    assert hint.action in view.legal
    assert hint.action == make_agent("hard", 5).choose(view)
    assert isinstance(hint.action, PlayCard) and hint.action.target == 4  # Bang! at Dora
    assert hint.why[0] == Line("{player} attacked the Sheriff {count} time: probably an Outlaw.",
                               {"player": "Dora", "count": 1},
                               plural="{player} attacked the Sheriff {count} times: probably an Outlaw.", count=1)


def test_the_hint_button_and_key_show_the_hint_on_the_table_and_it_is_counted() -> None:
    ctx = make_ctx()
    table = table_for(dora_shot_the_sheriff(), ctx)
    for _ in range(200):
        pump(ctx)
        if table.awaiting_me:
            break
    assert "Hint (H)" in texts_drawn(ctx)
    key(pygame.K_h)
    pump(ctx)
    coach = table.coach
    assert isinstance(coach, GameCoach) and coach.hint is not None
    game = table.session.game
    assert coach.hint == hint_for(game.view_for(0), seed=table.session.seed * 31 + len(game.log))
    assert isinstance(coach.hint.action, PlayCard) and coach.hint.action.target == 4  # at Dora
    drawn = " ".join(texts_drawn(ctx))
    assert describe(table, coach.hint.action).startswith("Play ")
    assert f"Hint: {describe(table, coach.hint.action)}"[:30] in drawn
    assert "Dora attacked the Sheriff 1 time:" in drawn
    rects = action_rects(table, coach.hint.action)
    assert dict(table.drawer.hand_rects)[coach.hint.action.card] in rects
    assert table.seat_rect(4) in rects
    assert table.session.hints_used == 1
    key(pygame.K_h)  # hides it again
    pump(ctx)
    assert coach.hint is None and "Hint (H)" in texts_drawn(ctx)
    key(pygame.K_h)
    pump(ctx)
    table.submit(coach.hint.action)
    pump(ctx, 3)
    assert coach.hint is None  # a hint holds only for its decision
    assert table.session.hints_used == 2
    ctx.stack.push(ResultsScene(ctx, table.config, table.session))
    pump(ctx)
    assert any("2 hints used" in text for text in texts_drawn(ctx))


def test_hints_can_be_turned_off() -> None:
    ctx = make_ctx()
    ctx.settings = replace(ctx.settings, hints=False)
    table = table_for(dora_shot_the_sheriff(), ctx)
    for _ in range(200):
        pump(ctx)
        if table.awaiting_me:
            break
    assert "Hint (H)" not in texts_drawn(ctx)
    key(pygame.K_h)
    pump(ctx)
    assert isinstance(table.coach, GameCoach)
    assert table.coach.hint is None
    assert table.session.hints_used == 0


def test_a_hint_is_worded_in_every_language() -> None:
    scenario = dora_shot_the_sheriff()
    scenario.run()
    hint = hint_for(scenario.game.view_for(0), 5)
    english = make_ctx()
    table = table_for(dora_shot_the_sheriff(), english)
    wording = {(describe(table, hint.action), line_text(table, hint.why[0]))}
    for language in ("ru", "cs"):
        ctx = make_ctx(language=language)
        table = table_for(dora_shot_the_sheriff(), ctx)
        what, why = describe(table, hint.action), line_text(table, hint.why[0])
        assert "Dora" in what and "Dora" in why
        wording.add((what, why))
    assert len(wording) == 3
