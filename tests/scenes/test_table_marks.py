"""Who shoots whom: an arrow from the shooter's seat to each target's; a hit on the viewer flashes his seat."""
from __future__ import annotations

import pygame
import pytest

from game.cards import catalogue
from game.events import CardPlayed, Event, LifeLost
from game.session import SeatConfig
from scenes.app.context import AppContext
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.scenes.helpers import make_ctx, pump, run_until, start

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl")
CARDS = catalogue(("dodge_city",))


def card_named(name: str) -> int:
    return next(card.id for card in CARDS if card.name == name)


def table_at_speed(speed: float) -> tuple[AppContext, TableScene]:
    """A five-seat table with Dodge City at the viewer's first decision, its animations then at ``speed``."""
    ctx = make_ctx()
    seats = (SeatConfig(NAMES[0]), *(SeatConfig(name, "normal") for name in NAMES[1:]))
    table = TableScene(ctx, TableConfig(seats, seed=4, expansions=("dodge_city",)))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    ctx.options.animation_speed = speed
    return ctx, table


def feed(ctx: AppContext, table: TableScene, events: list[Event]) -> None:
    table.events.add(events)
    pump(ctx)


def on_edge(rect: pygame.Rect, point: tuple[int, int]) -> bool:
    return rect.inflate(2, 2).collidepoint(point) and not rect.inflate(-4, -4).collidepoint(point)


@pytest.mark.parametrize("card", ["Bang!", "Duel", "Punch", "Springfield", "Knife", "Missed!"])  # Missed!: Calamity
def test_an_attack_draws_an_arrow_from_the_shooter_to_the_target(card: str) -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(2, card_named(card), 0)])
    assert [(mark.shooter, mark.target) for mark in table.events.marks.arrows] == [(2, 0)]
    drawn = table.drawer.effects.arrows
    assert [(shooter, target) for shooter, target, _, _ in drawn] == [(2, 0)]
    _, _, start_point, end_point = drawn[0]
    assert on_edge(table.seat_rect(2), start_point), f"{start_point} is not on the shooter's seat's edge"
    assert on_edge(table.seat_rect(0), end_point), f"{end_point} is not on the target's seat's edge"


@pytest.mark.parametrize("card", ["Gatling", "Indians!", "Howitzer"])
def test_an_attack_on_everyone_else_draws_an_arrow_to_each(card: str) -> None:
    ctx, table = table_at_speed(1.0)
    table.model.seats[3].alive = False
    feed(ctx, table, [CardPlayed(1, card_named(card), None, from_play=card == "Howitzer")])
    assert sorted(target for shooter, target, _, _ in table.drawer.effects.arrows if shooter == 1) == [0, 2, 4]


def test_the_arrow_goes_in_a_moment_and_not_at_speed_zero() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0)])
    assert table.events.marks.arrows
    pump(ctx, 90)  # a second and a half
    assert table.events.marks.arrows == [] and table.drawer.effects.arrows == []
    ctx.options.animation_speed = 0.0
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0)])
    assert table.events.marks.arrows == []
    assert table.events.idle, "no arrow ever holds the table up"


def test_an_answer_or_a_card_that_attacks_nobody_draws_no_arrow() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(0, card_named("Bang!"), None, as_answer=True),
                      CardPlayed(2, card_named("Beer"), None), CardPlayed(2, card_named("Panic!"), 0)])
    pump(ctx, 60)
    assert table.events.marks.arrows == []


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_a_hit_on_the_viewer_flashes_his_seat_even_at_speed_zero(speed: float) -> None:
    ctx, table = table_at_speed(speed)
    own = table.seat_rect(table.viewer)
    pump(ctx)
    before = ctx.screen.subsurface(own).copy()
    hp = table.model.seats[table.viewer].hp
    feed(ctx, table, [LifeLost(table.viewer, 1, hp - 1, 2)])
    assert [flash.seat for flash in table.events.marks.flashes] == [table.viewer]
    changed = sum(1 for x in range(0, own.width, 4) for y in range(0, own.height, 4)
                  if ctx.screen.get_at((own.left + x, own.top + y)) != before.get_at((x, y)))
    assert changed > own.width * own.height / 16 / 2, "the viewer's seat does not show the hit"
    pump(ctx, 90)
    assert table.events.marks.flashes == []


def test_a_hit_on_another_player_does_not_flash_the_viewer() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [LifeLost(3, 1, table.model.seats[3].hp - 1, 2)])
    assert table.events.marks.flashes == []
