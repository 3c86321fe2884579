"""Card illustrations: every card name has its own picture, drawn once per size, quickly enough for a hand."""
from __future__ import annotations

import itertools
import time
from collections.abc import Iterator

import pygame
import pytest

from game.cards import Card, catalogue
from game.eventcards import EventCard
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.cards.art import ART, CARD_ART, illustration_for, materials
from scenes.cards.renderer import CardRenderer

HAND_WIDTH = 80
"""A hand card's width at 1280x720 (measured on the table: 80 px)."""
PICTURE_MARGIN = 8.0
"""The least mean difference per channel (0-255) between two cards' pictures: far above what the same
picture with another number written on it gives (under 4)."""
FACE_BUDGET_MS = 25.0
"""The mean time to draw one face at the hand's size, uncached (measured about 1.5 ms on a quiet machine,
about 5 ms on a shared one)."""

EVERY_CARD = catalogue(("dodge_city",))


def first_copies() -> list[Card]:
    seen: dict[str, Card] = {}
    for card in EVERY_CARD:
        seen.setdefault(card.name, card)
    return list(seen.values())


@pytest.fixture()
def renderer() -> Iterator[CardRenderer]:
    materials.clear_backdrops()
    yield CardRenderer(Assets(), Translator("en"))
    materials.clear_backdrops()


def picture(surface: pygame.Surface) -> pygame.Surface:
    """The middle band of a face: inside the art panel whatever the name's and the text's lengths."""
    w, h = surface.get_size()
    return surface.subsurface(pygame.Rect(round(w * 0.1), round(h * 0.33), round(w * 0.8), round(h * 0.27)))


def mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    total = 0
    count = 0
    for x in range(a.get_width()):
        for y in range(a.get_height()):
            pa, pb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(pa.r - pb.r) + abs(pa.g - pb.g) + abs(pa.b - pb.b)
            count += 3
    return total / count


def test_every_card_name_of_both_sets_has_an_illustration_of_its_own() -> None:
    names = {card.name for card in EVERY_CARD}
    assert names <= set(CARD_ART)
    for name in names:
        subject = illustration_for(name).subject
        assert subject is None or subject in ART
    subjects = [art.subject for art in CARD_ART.values() if art.subject is not None]
    assert len(subjects) == len(set(subjects))


def test_every_card_s_picture_differs_from_every_other_s_at_the_hand_s_size(renderer: CardRenderer) -> None:
    pictures = {card.name: picture(renderer.get(card.id, HAND_WIDTH)) for card in first_copies()}
    closest = min(((mean_difference(pictures[a], pictures[b]), a, b)
                   for a, b in itertools.combinations(pictures, 2)), key=lambda item: item[0])
    assert closest[0] >= PICTURE_MARGIN, closest


def test_the_weapons_are_told_apart_by_their_pictures_not_only_by_their_reach(renderer: CardRenderer) -> None:
    weapons = [card for card in first_copies() if "weapon" in card.definition.tags]
    assert len(weapons) >= 5
    for a, b in itertools.combinations(weapons, 2):
        difference = mean_difference(picture(renderer.get(a.id, HAND_WIDTH)), picture(renderer.get(b.id, HAND_WIDTH)))
        assert difference >= PICTURE_MARGIN, (a.name, b.name, difference)


def test_a_backdrop_is_painted_once_per_size_and_then_comes_from_the_cache(
    renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    painted: list[tuple[int, int]] = []
    desert = materials.SETTINGS["desert"]

    def counting(surface: pygame.Surface, pen: object, w: float, h: float) -> None:
        painted.append(surface.get_size())
        desert(surface, pen, w, h)  # type: ignore[arg-type]

    monkeypatch.setitem(materials.SETTINGS, "desert", counting)
    in_the_desert = [card for card in first_copies() if illustration_for(card.name).setting == "desert"]
    assert len(in_the_desert) >= 3
    for card in in_the_desert:
        renderer.get(card.id, 100)
    sizes = len(painted)
    assert sizes < len(in_the_desert)
    assert len(set(painted)) == sizes
    renderer.clear_cache()
    for card in in_the_desert:
        renderer.get(card.id, 100)
    assert len(painted) == sizes
    renderer.get(in_the_desert[0].id, 128)
    assert len(painted) == sizes + 1


def test_the_backdrop_cache_stays_bounded() -> None:
    materials.clear_backdrops()
    for height in range(10, 10 + materials.BACKDROP_CACHE_SIZE * 2):
        materials.backdrop("saloon", 40, height, 1)
    assert materials.backdrop_cache_size() == materials.BACKDROP_CACHE_SIZE
    materials.clear_backdrops()
    for height in range(100, 140):
        materials.backdrop("desert", 300, height, 3)
    assert materials.backdrop_cache_bytes() <= materials.BACKDROP_CACHE_BYTES
    assert materials.backdrop_cache_size() < 40
    materials.clear_backdrops()


def test_drawing_every_face_once_at_the_hand_s_size_stays_within_the_budget(renderer: CardRenderer) -> None:
    cards = first_copies()
    renderer.get(cards[0].id, HAND_WIDTH + 1)  # fonts loaded outside the measurement
    started = time.perf_counter()
    for card in cards:
        renderer.get(card.id, HAND_WIDTH)
    for event in EventCard:
        renderer.event(event, HAND_WIDTH)
    renderer.back(HAND_WIDTH)
    mean_ms = (time.perf_counter() - started) * 1000 / (len(cards) + len(EventCard) + 1)
    assert mean_ms < FACE_BUDGET_MS
