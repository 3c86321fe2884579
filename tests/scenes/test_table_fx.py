"""Visible play: a shot's muzzle flash and bullet, a hit seat's flash, a missed shot's sparks, Dynamite's
explosion, an elimination struck through, a High Noon event turning over; each for its event and seat, gone
within its time, none at animation speed 0."""
from __future__ import annotations

import math

import pygame
import pytest

from game.events import CardPlayed, CheckDrawn, Event, LifeLost, PlayerEliminated
from scenes.table.marks import BULLET_SHARE, BURST_LIFE, MARK_LIFE, BurstKind, bursts_for
from tests.scenes.helpers import pump, rgb
from tests.scenes.test_table_marks import CARDS, card_named, feed, table_at_speed


def test_a_shot_flies_as_a_bullet_from_the_shooter_to_the_target_then_is_gone() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0)])
    (shooter, target, first), = table.drawer.effects.bullets
    assert (shooter, target) == (2, 0)
    start = table.drawer.effects.arrows[0][2]
    end = table.drawer.effects.arrows[0][3]
    pump(ctx, 10)
    (_, _, later), = table.drawer.effects.bullets
    assert math.dist(later, end) < math.dist(first, end), "the bullet moves towards the target"
    assert math.dist(first, start) < math.dist(later, start)
    pump(ctx, math.ceil(MARK_LIFE * BULLET_SHARE * 60))
    assert table.drawer.effects.bullets == [], "arrived"


def test_the_muzzle_flash_lights_the_shooters_edge() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0)])
    start = table.drawer.effects.arrows[0][2]
    red, green, _ = rgb(ctx.screen.get_at(start))
    assert red > 220 and green > 110, f"flame at the muzzle, not the seat's edge: {ctx.screen.get_at(start)}"


def barrel(seat: int, success: bool) -> CheckDrawn:
    return CheckDrawn(seat, card_named("Bang!"), "barrel", success)


@pytest.mark.parametrize(("event", "expected"), [
    (CardPlayed(0, card_named("Missed!"), None, as_answer=True), (("miss", 0),)),
    (CardPlayed(3, card_named("Dodge"), None, as_answer=True), (("miss", 3),)),
    (CardPlayed(1, card_named("Iron Plate"), None, as_answer=True, from_play=True), (("miss", 1),)),
    (barrel(4, True), (("miss", 4),)),
    (barrel(4, False), ()),
    (CheckDrawn(2, card_named("Bang!"), "dynamite", False), (("boom", 2),)),
    (CheckDrawn(2, card_named("Bang!"), "dynamite", True), ()),
    (CheckDrawn(2, card_named("Bang!"), "jail", False), ()),
    (PlayerEliminated(3, 1), (("fallen", 3),)),
    (LifeLost(3, 1, 2, 1), (("hit", 3),)),
    (LifeLost(3, 3, 1, None), ()),  # Dynamite: its burst says it
    (CardPlayed(0, card_named("Bang!"), None, as_answer=True), ()),  # a Duel's answer is no miss
    (CardPlayed(2, card_named("Bang!"), 0), ()),
])
def test_each_burst_is_made_for_its_event_and_seat(event: Event, expected: tuple[tuple[str, int], ...]) -> None:
    assert bursts_for(event, CARDS) == expected


@pytest.mark.parametrize(("event", "kind", "seat"), [
    (CardPlayed(0, card_named("Missed!"), None, as_answer=True), "miss", 0),
    (CheckDrawn(3, card_named("Bang!"), "dynamite", False), "boom", 3),
    (PlayerEliminated(1, 2), "fallen", 1),
    (LifeLost(2, 1, 3, 0), "hit", 2),
])
def test_a_burst_is_drawn_over_its_seat_and_ends_within_its_time(event: Event, kind: BurstKind, seat: int) -> None:
    ctx, table = table_at_speed(1.0)
    before = pygame.image.tobytes(ctx.screen.subsurface(table.seat_rect(seat).clip(ctx.screen.get_rect())), "RGB")
    feed(ctx, table, [event])
    pump(ctx, 5)
    assert (kind, seat) in table.drawer.effects.bursts
    after = pygame.image.tobytes(ctx.screen.subsurface(table.seat_rect(seat).clip(ctx.screen.get_rect())), "RGB")
    assert after != before
    pump(ctx, math.ceil(BURST_LIFE[kind] * 60) + 60)
    assert table.events.marks.bursts == [] and table.drawer.effects.bursts == []


def test_at_speed_zero_no_burst_and_nothing_waits() -> None:
    ctx, table = table_at_speed(0.0)
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0), CardPlayed(0, card_named("Missed!"), None,
                                                                        as_answer=True),
                      CheckDrawn(3, card_named("Bang!"), "dynamite", False), PlayerEliminated(1, 2)])
    assert table.events.marks.bursts == [] and table.events.marks.arrows == []
    assert table.drawer.effects.bursts == [] and table.drawer.effects.bullets == []
    assert table.events.idle


def test_a_missed_shot_sparks_where_the_shooters_bullet_strikes() -> None:
    ctx, table = table_at_speed(1.0)
    feed(ctx, table, [CardPlayed(2, card_named("Bang!"), 0)])
    strike = table.drawer.effects.arrows[0][3]
    feed(ctx, table, [CardPlayed(0, card_named("Missed!"), None, as_answer=True)])
    assert table.events.marks.shooter_of(0) == 2
    red, green, _ = rgb(ctx.screen.get_at(strike))
    assert red > 200 and green > 180, "a bright spark (or the bullet glancing off) at the target's edge"


def test_the_event_turns_over_in_the_middle_showing_its_back_halfway() -> None:
    _, table = table_at_speed(1.0)
    face = pygame.Surface((120, 180))
    face.fill((250, 240, 220))
    effects = table.drawer.effects
    assert effects.turned(face, 0.0).get_width() == 120
    assert effects.turned(face, 0.24).get_width() < 20, "on its edge"
    back = effects.turned(face, 0.5)
    assert back.get_width() == 120 and rgb(back.get_at((60, 20))) != (250, 240, 220), "its back shows"
