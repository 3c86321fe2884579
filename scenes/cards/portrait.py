"""A card picture for what a text names: ("card", "Bang!"), ("character", ...), ("event", ...), ("role", ...), or a
card's symbol alone (("badge", "cost")).

The rules reference shows the card of the entry under the pointer (or the one a search found) beside its text,
drawn by the table's own renderer, so the card a player looks up is the card the table shows.
"""
from __future__ import annotations

import pygame

from game.cards import catalogue
from game.eventcards import EventCard
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.cards.emblems import BADGE_PAINTERS, Badge
from scenes.cards.pen import Pen
from scenes.cards.renderer import EVERY_CARD, CardRenderer

SUPERSAMPLING = 4

FIRST_COPY: dict[str, int] = {}
for _card in catalogue(EVERY_CARD):
    FIRST_COPY.setdefault(_card.name, _card.id)


class Portraits:
    """Card pictures by what they show, in the translator's language."""

    def __init__(self, assets: Assets, translator: Translator) -> None:
        self.renderer = CardRenderer(assets, translator)

    def picture(self, shown: tuple[str, str], width: int, translator: Translator) -> pygame.Surface | None:
        """The card for ``shown`` at ``width`` pixels, or None for something that is not a card."""
        if self.renderer.language != translator.language:
            self.renderer.set_translator(translator)
        kind, key = shown
        if kind == "card" and key in FIRST_COPY:
            return self.renderer.get(FIRST_COPY[key], width)
        if kind == "character":
            return self.renderer.character(key, width)
        if kind == "event":
            return self.renderer.event(EventCard(key), width)
        if kind == "role":
            return self.renderer.role(key, width)
        if kind == "badge":
            return badge_picture(Badge(key), width // 2)
        return None


def badge_picture(badge: Badge, size: int) -> pygame.Surface:
    """A card's symbol on its own, ``size`` pixels across, painted as the card faces paint it."""
    big = pygame.Surface((size * SUPERSAMPLING, size * SUPERSAMPLING), pygame.SRCALPHA)
    BADGE_PAINTERS[badge](Pen(big, SUPERSAMPLING), (size / 2, size / 2), size / 2 - 1)
    return pygame.transform.smoothscale(big, (size, size))
