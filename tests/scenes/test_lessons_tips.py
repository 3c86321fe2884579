"""First-time tips in ordinary games: shown the first time for each player name, pointing at the lesson."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.actions import EndTurn
from game.scenario import Scenario
from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.lessons.hints import GameCoach
from scenes.lessons.progress import tip_seen
from scenes.lessons.tips import Tip
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, make_ctx, pump, start, texts_drawn
from tests.scenes.test_lessons_hints import ScenarioSession

OVER_THE_LIMIT: dict[str, Any] = {
    "title": "tip", "seed": 2,
    "players": [
        {"name": "Ann", "role": "sheriff", "character": "Vulture Sam", "hp": 2,
         "hand": ["Missed!", "Bang!", "Jail", "Panic!"]},
        {"name": "Bill", "role": "outlaw", "character": "Willy the Kid"},
        {"name": "Cole", "role": "outlaw", "character": "Suzy Lafayette"},
        {"name": "Dora", "role": "renegade", "character": "Black Jack"},
    ],
    "turn": "Ann", "start": "play",
}


def table(ctx: AppContext, data: dict[str, Any], name: str = "Ann") -> TableScene:
    turn = name if data.get("turn") == "Ann" else data.get("turn")
    data = dict(data, turn=turn, players=[dict(data["players"][0], name=name), *data["players"][1:]])
    game = Scenario(data).game
    seats = tuple(SeatConfig(p.name, "human" if i == 0 else "normal") for i, p in enumerate(game.state.players))
    scene = TableScene(ctx, TableConfig(seats, 2), session=ScenarioSession(game), coach=GameCoach())
    start(ctx, scene)
    return scene


def until_mine(ctx: AppContext, scene: TableScene) -> None:
    for _ in range(300):
        pump(ctx)
        if scene.awaiting_me:
            pump(ctx)  # the coach looks at the start of the next frame
            return
    raise AssertionError("never the viewer's decision")


def tip_of(scene: TableScene) -> Tip | None:
    """The tip on show now, read afresh (a click or a frame changes it)."""
    assert isinstance(scene.coach, GameCoach)
    return scene.coach.tip


def test_the_hand_limit_tip_shows_once_per_player_name() -> None:
    ctx = make_ctx()
    scene = table(ctx, OVER_THE_LIMIT)
    until_mine(ctx, scene)
    scene.submit(EndTurn())
    until_mine(ctx, scene)
    coach = scene.coach
    assert isinstance(coach, GameCoach) and coach.tip is not None and coach.tip.key == "hand_limit"
    drawn = texts_drawn(ctx)
    assert {"Tip", "Got it"} <= drawn
    note = coach.tip_note(coach.tip)
    assert note.paragraphs[-1] == "Learn to play, lesson 7: \u201cThe hand limit and discarding\u201d."
    assert note.paragraphs[0].startswith("You hold more cards than your life points")
    assert tip_seen(ctx, "hand_limit", "Ann")
    button = coach.placed[0].buttons[0]
    click(button.rect.center)
    pump(ctx)
    assert tip_of(scene) is None
    again = table(ctx, OVER_THE_LIMIT)
    until_mine(ctx, again)
    again.submit(EndTurn())
    until_mine(ctx, again)
    assert tip_of(again) is None
    other = table(ctx, OVER_THE_LIMIT, name="Zoe")
    until_mine(ctx, other)
    other.submit(EndTurn())
    until_mine(ctx, other)
    tip = tip_of(other)
    assert tip is not None and tip.key == "hand_limit"


def test_tips_can_be_turned_off() -> None:
    ctx = make_ctx()
    ctx.settings = replace(ctx.settings, tips=False)
    scene = table(ctx, OVER_THE_LIMIT)
    until_mine(ctx, scene)
    scene.submit(EndTurn())
    until_mine(ctx, scene)
    assert tip_of(scene) is None
    assert not tip_seen(ctx, "hand_limit", "Ann")


def test_a_lethal_hit_with_a_beer_in_hand_gets_its_tip() -> None:
    ctx = make_ctx()
    data = {
        "title": "tip", "seed": 2,
        "players": [
            {"name": "Ann", "role": "renegade", "character": "Vulture Sam", "hp": 1, "hand": ["Beer"]},
            {"name": "Bill", "role": "outlaw", "character": "Willy the Kid", "hand": ["Bang!"]},
            {"name": "Cole", "role": "sheriff", "character": "Suzy Lafayette"},
            {"name": "Dora", "role": "outlaw", "character": "Black Jack"},
        ],
        "turn": "Bill", "start": "play",
        "steps": [{"do": "play", "by": "Bill", "card": "Bang!", "target": "Ann"}],
    }
    scenario = Scenario(data)
    scenario.run()
    game = scenario.game
    seats = tuple(SeatConfig(p.name, "human" if i == 0 else "normal") for i, p in enumerate(game.state.players))
    scene = TableScene(ctx, TableConfig(seats, 2), session=ScenarioSession(game), coach=GameCoach())
    start(ctx, scene)
    until_mine(ctx, scene)
    coach = scene.coach
    assert isinstance(coach, GameCoach) and coach.tip is not None and coach.tip.key == "lethal"
    assert "drink it now" in coach.tip_note(coach.tip).paragraphs[0]
    assert "Tip" in texts_drawn(ctx)


def test_the_first_jail_check_gets_its_tip() -> None:
    ctx = make_ctx()
    data = {
        "title": "tip", "seed": 2,
        "players": [
            {"name": "Ann", "role": "outlaw", "character": "Vulture Sam", "hand": ["Beer"], "in_play": ["Jail"]},
            {"name": "Bill", "role": "sheriff", "character": "Willy the Kid"},
            {"name": "Cole", "role": "outlaw", "character": "Suzy Lafayette"},
            {"name": "Dora", "role": "renegade", "character": "Black Jack"},
        ],
        "deck": ["Bang!@7C"],
        "turn": "Dora", "start": "play",
    }
    scene = table(ctx, data)
    for _ in range(300):
        pump(ctx)
        if tip_of(scene) is not None:
            break
    tip = tip_of(scene)
    assert tip is not None and tip.key == "jail"


def test_no_tips_and_no_hints_in_a_game_without_humans() -> None:
    ctx = make_ctx()
    scene = TableScene(ctx, TableConfig.demo(4, seed=6), coach=GameCoach())
    start(ctx, scene)
    pump(ctx, 400)
    assert tip_of(scene) is None
    assert ctx.settings.tips_seen == ()
    assert "Hint (H)" not in texts_drawn(ctx)  # no hint where no human plays (a demo, a replay)
