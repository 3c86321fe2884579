"""The table keeps a picture of each seat and draws it again only when something on it changes; the benchmark
sets up its crowded 8-player table with both expansions."""
from __future__ import annotations

import pygame

from game.eventcards import EventCard
from game.session import SeatConfig
from scenes.table.config import TableConfig
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import make_ctx, pump, run_until, start
from tools.bench_frames import crowded_table


def seat_pixels(table: TableScene, screen: pygame.Surface, seat: int) -> bytes:
    return pygame.image.tobytes(screen.subsurface(table.seat_rect(seat)), "RGB")


def test_a_seat_is_drawn_again_exactly_when_what_it_shows_changes() -> None:
    ctx = make_ctx()
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    pump(ctx)
    pictures = dict(table.drawer.seats._cache)
    pump(ctx)
    assert all(table.drawer.seats._cache[seat] is picture for seat, picture in pictures.items()), "kept"
    before = seat_pixels(table, ctx.screen, 2)
    table.model.seats[2].hp -= 1
    pump(ctx)
    assert table.drawer.seats._cache[2] is not pictures[2]
    assert seat_pixels(table, ctx.screen, 2) != before
    assert table.drawer.seats._cache[1] is pictures[1], "the other seats are not drawn again"


def test_the_crowded_benchmark_table_is_an_eight_player_expansions_game_under_way() -> None:
    ctx = make_ctx((1920, 1080), speed=1.0)
    table = crowded_table(ctx)
    start(ctx, table)
    pump(ctx, 30)
    state = table.session.game.state
    assert len(state.players) == 8 and state.rules.expansions == ("dodge_city", "high_noon")
    assert sum(len(p.in_play) for p in state.players) >= 25
    assert table.model.event is EventCard.GHOST_TOWN


def test_the_kept_pictures_draw_exactly_what_drawing_afresh_draws_through_a_hot_seat_game() -> None:
    ctx = make_ctx(speed=2.0)
    seats = (SeatConfig("Ann"), SeatConfig("Bill"), *(SeatConfig(name, "random") for name in ("Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=8, expansions=("dodge_city", "high_noon")))
    start(ctx, table)
    compared = 0
    for frame in range(1500):
        pump(ctx)
        if isinstance(ctx.stack.top, HandoverScene):
            ctx.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
            continue
        if table.awaiting_me and table.events.idle:
            table.submit(table.legal()[-1])
        if frame % 97 == 0 and ctx.stack.top is table:
            ctx.screen.fill((0, 0, 0))
            table.draw(ctx.screen)
            kept = pygame.image.tobytes(ctx.screen, "RGB")
            table.drawer.forget_pictures()
            table.drawer._layer = None
            ctx.screen.fill((0, 0, 0))
            table.draw(ctx.screen)
            assert pygame.image.tobytes(ctx.screen, "RGB") == kept, f"frame {frame}"
            compared += 1
        if table.session.game.over:
            break
    assert compared >= 5
