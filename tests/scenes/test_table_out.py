"""When the one human is eliminated: he is told, sees the whole table, and may skip to the result or watch."""
from __future__ import annotations

from game.actions import EndTurn, Pass
from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.screens.results import ResultsScene
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.text.cards import role_name
from scenes.ui.widgets import Button
from tests.scenes.helpers import click, make_ctx, pump, run_until, start, texts_drawn

SEATS = (SeatConfig("Ann"), *(SeatConfig(name, "normal") for name in ("Bill", "Cole", "Dora", "Earl")))


def play_until_ann_is_out(ctx: AppContext, seed: int) -> TableScene | None:
    """Ann never defends herself; the table once she is out and every animation has played (None: she won)."""
    table = TableScene(ctx, TableConfig(SEATS, seed=seed))
    start(ctx, table)
    game = table.session.game
    for _ in range(20000):
        if game.over:
            return None
        if not game.state.players[0].alive:
            table.events.finish_all()
            pump(ctx, 2)
            return table
        pump(ctx)
        if table.awaiting_me:
            legal = table.legal()
            table.submit(next((a for a in legal if isinstance(a, (Pass, EndTurn))), legal[0]))
    raise AssertionError("the game did not end")


def out_table(ctx: AppContext) -> TableScene:
    for seed in range(1, 30):
        table = play_until_ann_is_out(ctx, seed)
        if table is not None:
            return table
        ctx.stack.scenes[:] = []
    raise AssertionError("Ann is never eliminated")


def button_labelled(ctx: AppContext, label: str) -> Button:
    top = ctx.stack.top
    buttons = getattr(top, "buttons", None)
    candidates: list[Button] = getattr(buttons, "buttons", buttons) or []
    if top is not None and hasattr(top, "prompt_buttons"):
        candidates = top.prompt_buttons()
    found = [b for b in candidates if b.label == label]
    assert found, f"no {label!r} button on {type(top).__name__}"
    return found[0]


def test_the_human_is_told_he_is_out_and_may_skip_to_the_result() -> None:
    ctx = make_ctx()
    table = out_table(ctx)
    game = table.session.game
    assert not game.over
    assert "You are out — the game goes on" in texts_drawn(ctx)
    roles = {ctx.tr.gettext(role_name(p.role.value)) for p in game.state.players}
    assert all(seat.role is not None for seat in table.model.seats)  # every role is shown now
    assert roles <= texts_drawn(ctx)
    click(button_labelled(ctx, "Skip to the result").rect.center)
    pump(ctx, 3)
    assert game.over
    run_until(ctx, lambda: isinstance(ctx.stack.top, ResultsScene), limit=200)


def test_the_human_who_is_out_may_watch_and_still_skip_later() -> None:
    ctx = make_ctx(speed=1.0)
    table = out_table(ctx)
    game = table.session.game
    decisions = len(game.log)
    click(button_labelled(ctx, "Watch").rect.center)
    pump(ctx, 120)
    assert ctx.stack.top is table
    assert len(game.log) > decisions or game.over  # the AI plays on at its own pace
    if not game.over:
        click(button_labelled(ctx, "Skip to the result").rect.center)
        pump(ctx, 3)
        assert game.over
