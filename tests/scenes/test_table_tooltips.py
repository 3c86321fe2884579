"""Tooltips on the table: only where the pointer was moved to, never over the prompt line, opaque, on top."""
from __future__ import annotations

import pygame
import pytest

from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.cards.tooltip import TOOLTIP_BG
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.ui import widgets
from tests.scenes.helpers import click, hover, make_ctx, pump, rgb, run_until, start

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus")


def table_waiting(ctx: AppContext, players: int = 5, seed: int = 3) -> TableScene:
    seats = (SeatConfig(NAMES[0]), *(SeatConfig(name, "normal") for name in NAMES[1:players]))
    table = TableScene(ctx, TableConfig(seats, seed=seed))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    return table


def record_tooltips(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every tooltip drawn from now on, with its box."""
    shown: list[tuple[str, pygame.Rect]] = []
    original = table.renderer.tooltip

    def record(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        box = original(surface, text, *args, **kwargs)  # type: ignore[arg-type]
        shown.append((text, box))
        return box

    monkeypatch.setattr(table.renderer, "tooltip", record)
    return shown


def test_no_tooltip_pops_up_where_a_closing_dialog_left_the_pointer(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    table = table_waiting(ctx)
    table.model.discard = [table.session.game.state.deck[-1]]
    shown = record_tooltips(table, monkeypatch)
    spot = table.layout.discard.center
    hover(spot)
    pump(ctx, 2)
    assert shown, "hovering the discard pile explains its top card"
    table.model.selection = table.session.game.state.deck[-5:-1]  # a General Store opens over the piles ...
    pump(ctx, 2)
    table.model.selection = []  # ... and closes: the pointer, left where it was, is now on the discard pile
    shown.clear()
    pump(ctx, 3)
    assert shown == [], "a tooltip popped up where the dialog left the pointer"
    hover((spot[0] + 3, spot[1]))
    pump(ctx, 2)
    assert shown, "once the pointer moves, the tooltip is back"


def test_no_tooltip_pops_up_under_a_click(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    table = table_waiting(ctx)
    shown = record_tooltips(table, monkeypatch)
    spot = table.drawer.seats.character_rects[1][1].center
    click(spot)
    shown.clear()
    pump(ctx, 3)
    assert shown == []
    hover((spot[0] + 2, spot[1] + 1))
    pump(ctx, 2)
    assert shown


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_tooltip_never_covers_the_prompt_line(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx(size)
    table = table_waiting(ctx, 7)
    shown = record_tooltips(table, monkeypatch)
    pump(ctx)
    targets = [rect.midtop for _, rect in table.drawer.hand_rects]
    targets += [rect.center for _, _, rect in table.drawer.seats.chips if rect.colliderect(table.seat_rect(0))]
    targets += [rect.center for _, rect in table.drawer.hand_rects]
    assert targets
    for point in targets:
        shown.clear()
        hover((point[0], point[1] + 2))
        pump(ctx)
        assert shown, point
        text, box = shown[-1]
        assert not box.colliderect(table.layout.prompt), f"{text!r} at {box} covers the prompt {table.layout.prompt}"
        assert ctx.screen.get_rect().contains(box)


def test_tooltips_are_opaque_and_drawn_over_the_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lesson's panel lies over the log column: the distance tooltip was cut off there, and see-through."""
    ctx = make_ctx()
    table = table_waiting(ctx)
    shown = record_tooltips(table, monkeypatch)
    white = (255, 255, 255)
    monkeypatch.setattr(table.coach, "draw", lambda surface: surface.fill(white))
    _, badge = max(table.drawer.distance_rects, key=lambda item: item[1].right)
    hover(badge.center)
    pump(ctx)
    assert shown
    _, box = shown[-1]
    inner = box.inflate(-8, -8)
    pixels = {rgb(ctx.screen.get_at((x, y))) for x in range(inner.left, inner.right, 3)
              for y in range(inner.top, inner.bottom, 3)}
    assert white not in pixels, "the coach's panel shows through (or over) the tooltip"
    assert TOOLTIP_BG in pixels


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_tooltips_scale_with_the_table(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """At 800x600 the tooltip kept its 15 px text while the table shrank, and covered half the hand."""
    ctx = make_ctx(size)
    table = table_waiting(ctx, 7)
    shown = record_tooltips(table, monkeypatch)
    fonts: list[pygame.font.Font] = []
    original = widgets.render_text

    def record(text: str, font: pygame.font.Font, colour: tuple[int, int, int]) -> pygame.Surface:
        fonts.append(font)
        return original(text, font, colour)

    card_rect = table.drawer.hand_rects[0][1]
    hover(card_rect.center)
    pump(ctx)
    monkeypatch.setattr(widgets, "render_text", record)
    table.drawer.draw_tooltip(ctx.screen)
    assert shown
    _, box = shown[-1]
    body, title = table.drawer.font(18), table.drawer.font(20, "title")
    assert fonts and {font.get_height() for font in fonts} <= {body.get_height(), title.get_height()}
    assert box.width <= size[0] * 0.45 and box.height <= size[1] * 0.45, box


def test_no_tooltip_pops_up_when_a_scene_on_top_closes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The handover screen or the pause menu closes over the table: the pointer was last seen on a card."""
    ctx = make_ctx()
    table = table_waiting(ctx)
    shown = record_tooltips(table, monkeypatch)
    spot = table.drawer.hand_rects[0][1].center
    hover(spot)
    pump(ctx, 2)
    assert shown
    table.open_pause()
    pump(ctx, 2)
    ctx.stack.pop()
    pump(ctx, 2)
    shown.clear()
    pump(ctx, 2)
    assert shown == []
    hover((spot[0] + 2, spot[1]))
    pump(ctx, 2)
    assert shown


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_tooltip_never_covers_a_refusal(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Lesson 17: the Derringer's tooltip covered the red refusal banner (L8)."""
    ctx = make_ctx(size)
    table = table_waiting(ctx, 7)
    shown = record_tooltips(table, monkeypatch)
    table.message, table.message_timer = "Derringer can't be used in the turn it was played.", 60.0
    pump(ctx)
    banner = table.drawer.message_rect
    assert banner is not None
    points = [rect.center for _, rect in table.drawer.hand_rects]
    points += [rect.center for seat, rect in table.drawer.seats.character_rects + table.drawer.seats.role_rects
               if seat == table.viewer]  # just above the banner: a box below the pointer would cover it
    for point in points:
        shown.clear()
        hover(point)
        pump(ctx)
        assert shown
        assert not shown[-1][1].colliderect(banner), f"the tooltip at {point} covers the refusal {banner}"
