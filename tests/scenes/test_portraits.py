"""The characters' portraits: each told from every other at a seat's size, a ghost and a dead player drawn
differently, painted once per size, and drawn on every seat."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.characters import CHARACTERS
from game.session import SeatConfig
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.art.cache import PictureCache
from scenes.art.portraits import CACHE, PortraitState, portrait
from scenes.art.traits import TRAITS
from scenes.cards.renderer import CardRenderer
from scenes.screens.results import ResultsScene
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.text.cards import character_text
from tests.scenes.helpers import hover, make_ctx, pump, run_until, start, texts_drawn
from tools.bench_frames import crowded_table

SEAT_SIZES = (27, 40)
"""The portrait's size on a seat at 800x600 (the compact seat) and at 1280x720."""
CLEAR_MARGIN = 15.0
"""Mean difference per colour channel (0-255) that an eye sees at once: two faces closer than this look alike."""


def pixels(surface: pygame.Surface) -> bytes:
    flat = pygame.Surface(surface.get_size())
    flat.fill((40, 28, 20))
    flat.blit(surface, (0, 0))
    return pygame.image.tobytes(flat, "RGB")


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    first, second = pixels(a), pixels(b)
    return sum(abs(x - y) for x, y in zip(first, second, strict=True)) / len(first)


def test_every_character_has_traits_of_its_own() -> None:
    assert set(TRAITS) == set(CHARACTERS)
    assert len(set(TRAITS.values())) == len(TRAITS)


@pytest.mark.parametrize("size", SEAT_SIZES)
def test_every_portrait_differs_clearly_from_every_other_at_a_seats_size(size: int) -> None:
    pictures = {name: portrait(name, size) for name in CHARACTERS}
    closest = min((difference(pictures[a], pictures[b]), a, b) for a, b in itertools.combinations(pictures, 2))
    assert closest[0] >= CLEAR_MARGIN, closest


def test_a_ghost_and_a_dead_player_look_unlike_the_living_and_each_other() -> None:
    for name in CHARACTERS:
        alive = portrait(name, 40)
        ghost = portrait(name, 40, PortraitState.GHOST)
        dead = portrait(name, 40, PortraitState.DEAD)
        assert difference(alive, ghost) >= CLEAR_MARGIN, name
        assert difference(alive, dead) >= CLEAR_MARGIN, name
        assert difference(ghost, dead) >= CLEAR_MARGIN, name
    ghost = portrait("Jourdonnais", 40, PortraitState.GHOST)
    assert ghost.get_at((20, 20)).a < 255, "a ghost is see-through"


def test_a_portrait_is_painted_once_per_size_then_comes_from_the_cache() -> None:
    first = portrait("Lucky Duke", 33)
    painted = CACHE.painted
    assert portrait("Lucky Duke", 33) is first
    assert CACHE.painted == painted
    assert portrait("Lucky Duke", 34) is not first and CACHE.painted == painted + 1


def test_the_cache_forgets_the_least_recently_used_picture_when_full() -> None:
    cache = PictureCache(capacity=2)
    a = cache.get("a", lambda: pygame.Surface((1, 1)))
    cache.get("b", lambda: pygame.Surface((1, 1)))
    assert cache.get("a", lambda: pygame.Surface((2, 2))) is a
    cache.get("c", lambda: pygame.Surface((1, 1)))
    assert len(cache) == 2 and "a" in cache and "b" not in cache


def found_in(region: pygame.Surface, picture: pygame.Surface, within: int) -> bool:
    """Whether the middle of ``picture`` is drawn in ``region`` with its corner within ``within`` px of the top
    left (the middle: the portrait's rounded corners show the panel through)."""
    w, h = picture.get_size()
    middle = pygame.Rect(w // 4, h // 4, w // 2, h // 2)
    wanted = pygame.image.tobytes(picture.subsurface(middle), "RGB")
    for x in range(within):
        for y in range(within):
            box = middle.move(x, y)
            if region.get_rect().contains(box) and pygame.image.tobytes(region.subsurface(box), "RGB") == wanted:
                return True
    return False


@pytest.mark.parametrize(("size", "face"), [((1280, 720), SEAT_SIZES[1]), ((800, 600), SEAT_SIZES[0])])
def test_each_seat_draws_its_characters_portrait_and_a_dead_one_changes(size: tuple[int, int], face: int) -> None:
    ctx = make_ctx(size)
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    pump(ctx)
    for seat, info in enumerate(table.model.seats):
        region = table.drawer.seats._cache[seat].image  # the seat as drawn, under any flash of a hit
        sizes = [n for n in range(face - 3, 44) if ("portrait", info.character, n, PortraitState.ALIVE) in CACHE
                 and found_in(region, portrait(info.character, n), 40)]
        assert sizes, info.character
    info = table.model.seats[2]
    info.alive = False
    pump(ctx)
    region = table.drawer.seats._cache[2].image
    assert found_in(region, portrait(info.character, sizes[0], PortraitState.DEAD), 40)
    dead = pygame.image.tobytes(region.subsurface((0, 0, 30 + face, 30 + face)), "RGB")
    info.ghost = True
    pump(ctx)
    assert ("portrait", info.character, sizes[0], PortraitState.GHOST) in CACHE
    region = table.drawer.seats._cache[2].image
    assert pygame.image.tobytes(region.subsurface((0, 0, 30 + face, 30 + face)), "RGB") != dead


def test_a_characters_help_shows_the_portrait_larger_than_the_seat() -> None:
    ctx = make_ctx((1280, 720))
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    pump(ctx)
    seat, rect = table.drawer.seats.character_rects[1]
    character = table.model.seats[seat].character
    hover(rect.center)
    pump(ctx, 2)
    near = pygame.Rect(0, 0, 700, 700)
    near.center = rect.center
    region = ctx.screen.subsurface(near.clip(ctx.screen.get_rect()))
    shown = [size for size in range(72, 200) if ("portrait", character, size, PortraitState.ALIVE) in CACHE
             and found_in(region, portrait(character, size), 700)]
    assert shown and shown[0] > rect.height


def test_the_results_show_each_players_portrait_and_the_dead_in_sepia() -> None:
    ctx = make_ctx((1280, 720))
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora")))
    table = TableScene(ctx, TableConfig(seats, seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    players = table.session.game.state.players
    players[2].alive = False  # drawn as out of the game: the results read only who is alive
    ctx.stack.scenes[:] = [ResultsScene(ctx, table.config, table.session)]
    pump(ctx, 2)
    for number, player in enumerate(players):
        state = PortraitState.DEAD if number == 2 else PortraitState.ALIVE
        sizes = [size for size in range(8, 60) if ("portrait", player.character, size, state) in CACHE]
        assert any(found_in(ctx.screen.subsurface((0, 0, 700, 720)), portrait(player.character, size, state), 700)
                   for size in sizes), player.character


def test_a_character_card_shows_its_characters_portrait() -> None:
    renderer = CardRenderer(Assets(), Translator("en"))
    for name in ("Jourdonnais", "Bill Noface"):
        card = renderer.character(name, 160)
        sizes = [size for size in range(20, 160) if ("portrait", name, size, PortraitState.ALIVE) in CACHE]
        assert any(found_in(card, portrait(name, size), 160) for size in sizes), name


@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_beside_the_portrait_every_characters_name_is_whole_on_the_crowded_800x600_table(language: str) -> None:
    ctx = make_ctx((800, 600), speed=1.0, language=language)
    table = crowded_table(ctx)
    start(ctx, table)
    pump(ctx, 30)
    drawn = texts_drawn(ctx)
    for info in table.model.seats:
        assert ctx.tr.gettext(character_text(info.character).name) in drawn, info.character
