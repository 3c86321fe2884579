"""Cards drawn from data: faces, backs, characters, roles and High Noon events, with a surface cache.

Nothing here knows a rule. ``CardRenderer`` is what the scenes use: it looks up a card's
texts (``scenes.text.cards``) in the current language, lays them out, asks ``scenes.cards``
to paint the face, and caches the surface by (what, width, angle, language). The look
of every card is data in ``scenes.cards.emblems``; the drawings are in
``scenes.cards.glyphs``, one module per family of cards.

Text is rendered at the final size on top of supersampled shapes, so it stays sharp
and its measured width is the drawn width. Text is fitted by ``TextFitter``: the
largest font whose wrapped lines fit the box, never below ``MIN_TEXT_HEIGHT`` pixels;
the overflow tests use the same fitting.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from functools import partial

import pygame

from game.cards import RANK_NAMES, Card, CardDef, Suit, catalogue
from game.characters import CHARACTERS
from game.eventcards import EVENT_NAMES, EventCard
from game.roles import Role
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.art.portraits import portrait
from scenes.cards.eventface import paint_event
from scenes.cards.faces import paint_back, paint_card
from scenes.cards.fitting import MIN_TEXT_HEIGHT, FittedText, TextFitter
from scenes.cards.frame import (
    ABILITY_LINES,
    MIN_CARD_WIDTH,
    NAME_LINES,
    SHORT_LINES,
    CardMetrics,
    card_height,
    card_metrics,
    finish,
)
from scenes.cards.pen import Pen
from scenes.cards.people import paint_character, paint_role
from scenes.cards.symbols import paint_suit
from scenes.cards.tooltip import Fonts, draw_tooltip
from scenes.text.cards import (
    CARD_TEXTS,
    CHARACTER_TEXTS,
    COST_LABEL,
    EVENT_LABEL,
    EVENT_TEXTS,
    KIND_LABELS,
    RANK_OF_SUIT,
    RANK_OF_SUIT_IN_FORCE,
    CardText,
    CharacterText,
    EventText,
    RoleText,
    role_text,
    suit_name,
)

__all__ = [
    "ABILITY_LINES",
    "MIN_CARD_WIDTH",
    "MIN_TEXT_HEIGHT",
    "NAME_LINES",
    "SHORT_LINES",
    "CardMetrics",
    "CardRenderer",
    "FittedText",
    "Pen",
    "TextFitter",
    "card_height",
    "card_metrics",
    "draw_tooltip",
    "paint_suit",
]

EVERY_CARD: tuple[str, ...] = ("dodge_city",)
"""The expansions whose cards the renderer knows by default: card ids are the same in every game (base first)."""

CacheKey = tuple[Hashable, ...]


ANGLE_STEP = 2.0
"""Degrees: a card turned in flight is drawn at the nearest step (no eye tells 1 degree), so that a flight
reuses the same few turned pictures instead of caching a new one every frame."""


def _size(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class CardRenderer:
    """Draws cards, backs, characters, roles and events, cached by (what, width, angle, language)."""

    def __init__(
        self,
        assets: Assets,
        translator: Translator,
        cards: Sequence[Card] | None = None,
        max_entries: int = 768,
        max_bytes: int = 32 * 1024 * 1024,
    ) -> None:
        self.assets = assets
        self.translator = translator
        self.cards: Sequence[Card] = cards if cards is not None else catalogue(EVERY_CARD)
        self.fitter = TextFitter(assets)
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        """The cache's budget in pixels' bytes: a flight turns its card through many angles, and at 1920x1080
        768 faces would hold about 100 MB."""
        self._cache: OrderedDict[CacheKey, pygame.Surface] = OrderedDict()
        self._bytes = 0
        self.suit_in_force: tuple[Suit, EventCard] | None = None
        """The suit every card counts as and the event that says so (Curse, Blessing): the table sets it from
        the rules' view of the table; faces and tooltips then show that suit."""

    # -- cache

    @property
    def language(self) -> str:
        """The language the cards are drawn in (part of every cache key)."""
        return self.translator.language

    def set_translator(self, translator: Translator) -> None:
        """Switch language: later surfaces use the new texts; cached ones are dropped."""
        self.translator = translator
        self.clear_cache()

    def clear_cache(self) -> None:
        """Drop every cached surface and text layout (after a language switch)."""
        self._cache.clear()
        self._bytes = 0
        self.fitter.clear()

    def cache_size(self) -> int:
        """How many surfaces are cached."""
        return len(self._cache)

    def _cached(
        self, ident: CacheKey, width: int, angle: float, build: Callable[[int], pygame.Surface]
    ) -> pygame.Surface:
        width = max(8, int(width))
        angle = round(angle % 360.0 / ANGLE_STEP) * ANGLE_STEP % 360.0
        key: CacheKey = (*ident, width, angle, self.language)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        if angle:
            base = self._cached(ident, width, 0.0, build)
            if angle % 90 == 0:
                surface = pygame.transform.rotate(base, angle)
            else:
                surface = pygame.transform.rotozoom(base, angle, 1.0)
        elif width < MIN_CARD_WIDTH:
            base = self._cached(ident, MIN_CARD_WIDTH, 0.0, build)
            surface = pygame.transform.smoothscale(base, (width, card_height(width)))
        else:
            surface = build(width)
        surface = finish(surface)
        self._cache[key] = surface
        self._bytes += _size(surface)
        while len(self._cache) > 1 and (len(self._cache) > self.max_entries or self._bytes > self.max_bytes):
            _, dropped = self._cache.popitem(last=False)
            self._bytes -= _size(dropped)
        return surface

    # -- public surfaces

    def get(self, card_id: int, width: int, angle: float = 0.0) -> pygame.Surface:
        """The face of card ``card_id`` at ``width`` px, turned ``angle`` degrees counter-clockwise."""
        card = self.cards[card_id]
        suit = self.suit_in_force[0] if self.suit_in_force is not None else None
        return self._cached(("card", card_id, suit), width, angle, lambda w: self._paint_card(card, w, suit))

    def back(self, width: int, angle: float = 0.0) -> pygame.Surface:
        """The back of a playing card (draw pile, hidden cards)."""
        return self._cached(("back", "deck"), width, angle, lambda w: paint_back(w, hand=False))

    def hand_back(self, width: int, angle: float = 0.0) -> pygame.Surface:
        """A face-down card in someone's hand: the back with a light edge, so fanned cards stay apart."""
        return self._cached(("back", "hand"), width, angle, lambda w: paint_back(w, hand=True))

    def character(self, name: str, width: int, angle: float = 0.0, lives: int | None = None) -> pygame.Surface:
        """A character card; ``lives`` bullets (default: the character's life points)."""
        if lives is None:
            lives = self._character_hp(name)
        hp = lives
        return self._cached(("character", name, hp), width, angle,
                            lambda w: paint_character(w, self.character_text_fits(name, w), hp,
                                                      partial(portrait, name)))

    def role(self, role: str | Role, width: int, angle: float = 0.0) -> pygame.Surface:
        """A role card face ("sheriff", "deputy", "outlaw", "renegade")."""
        value = role.value if isinstance(role, Role) else role
        return self._cached(("role", value), width, angle,
                            lambda w: paint_role(value, w, self.role_text_fits(value, w)))

    def event(self, event: EventCard, width: int, angle: float = 0.0) -> pygame.Surface:
        """A High Noon event card."""
        return self._cached(("event", event), width, angle,
                            lambda w: paint_event(self.assets, event, w, self.event_text_fits(event, w)))

    # -- texts

    def card_texts(self, card: Card | CardDef) -> CardText:
        """A card's texts in the current language (just the name if it has no entry yet)."""
        name = card.name
        text = CARD_TEXTS.get(name) or CardText(name, "", "")
        return text.translated(self.translator)

    def character_texts(self, name: str) -> CharacterText:
        """A character's texts in the current language."""
        text = CHARACTER_TEXTS.get(name) or CharacterText(name, "", "")
        return text.translated(self.translator)

    def role_texts(self, role: str | Role) -> RoleText:
        """A role's texts in the current language."""
        return role_text(role).translated(self.translator)

    def event_texts(self, event: EventCard) -> EventText:
        """An event's texts in the current language (just the name if it has no entry)."""
        text = EVENT_TEXTS.get(event) or EventText(EVENT_NAMES[event], "", "")
        return text.translated(self.translator)

    def card_text_fits(self, card: Card | CardDef, width: int) -> dict[str, FittedText]:
        """How the name and the short line are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.card_texts(card)
        fits = {"name": self.fitter.fit(texts.name, "title", m.text_width, NAME_LINES, m.name_height, True)}
        if texts.short:
            fits["short"] = self.fitter.fit(texts.short, "text", m.text_width, SHORT_LINES, m.short_height)
        return fits

    def character_text_fits(self, name: str, width: int) -> dict[str, FittedText]:
        """How a character's name and short ability are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.character_texts(name)
        fits = {"name": self.fitter.fit(texts.name, "title", m.banner_text_width, NAME_LINES, m.name_height, True)}
        if texts.short:
            fits["short"] = self.fitter.fit(texts.short, "text", m.text_width, ABILITY_LINES, m.short_height)
        return fits

    def role_text_fits(self, role: str | Role, width: int) -> dict[str, FittedText]:
        """How a role's name and short goal are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.role_texts(role)
        return {
            "name": self.fitter.fit(texts.name, "title", m.text_width, NAME_LINES, m.name_height, True),
            "short": self.fitter.fit(texts.short, "text", m.text_width, ABILITY_LINES, m.short_height),
        }

    def event_text_fits(self, event: EventCard, width: int) -> dict[str, FittedText]:
        """How an event's name (on its banner) and its short effect are laid out on a card of this width."""
        m = card_metrics(max(width, MIN_CARD_WIDTH))
        texts = self.event_texts(event)
        fits = {"name": self.fitter.fit(texts.name, "title", m.banner_text_width, NAME_LINES, m.name_height, True)}
        if texts.short:
            fits["short"] = self.fitter.fit(texts.short, "text", m.text_width, ABILITY_LINES, m.short_height)
        return fits

    def full_text(self, card: Card | int) -> str:
        """The tooltip text of a card: name, suit and rank, kind, its cost if any, and the full rule."""
        if isinstance(card, int):
            card = self.cards[card]
        tr = self.translator
        texts = self.card_texts(card)
        parts = [texts.name, self.rank_and_suit(card)]
        kind_label = KIND_LABELS.get(card.definition.kind)
        if kind_label:
            parts.append(tr.gettext(kind_label))
        if card.definition.cost:
            parts.append(tr.gettext(COST_LABEL))
        if texts.full:
            parts.append(texts.full)
        return "\n".join(parts)

    def rank_and_suit(self, card: Card) -> str:
        """ "10 of Clubs"; under Curse or Blessing the suit it counts as, and why ("10 of Spades (Curse: every
        card is a spade)")."""
        tr = self.translator
        rank = RANK_NAMES[card.rank - 2]
        if self.suit_in_force is None:
            return tr.format(RANK_OF_SUIT, rank=rank, suit=suit_name(tr, card.suit))
        suit, event = self.suit_in_force
        effect = self.event_texts(event).short
        return tr.format(RANK_OF_SUIT_IN_FORCE, rank=rank, suit=suit_name(tr, suit), event=self.event_texts(event).name,
                         effect=effect[:1].lower() + effect[1:])

    def character_full_text(self, name: str, lives: int | None = None) -> str:
        """The tooltip text of a character: name, life points and the ability."""
        if lives is None:
            lives = self._character_hp(name)
        texts = self.character_texts(name)
        life = self.translator.ngettext("{count} life point", "{count} life points", lives).format(count=lives)
        return "\n".join(part for part in (texts.name, life, texts.full) if part)

    def role_full_text(self, role: str | Role) -> str:
        """The tooltip text of a role: name and goal."""
        texts = self.role_texts(role)
        return f"{texts.name}\n{texts.goal}"

    def event_full_text(self, event: EventCard) -> str:
        """The tooltip text of a High Noon event: name, what kind of card it is, and the full effect."""
        texts = self.event_texts(event)
        return "\n".join(part for part in (texts.name, self.translator.gettext(EVENT_LABEL), texts.full) if part)

    def tooltip(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int = 320,
        fonts: Fonts | None = None, avoid: Sequence[pygame.Rect] = (), picture: pygame.Surface | None = None,
    ) -> pygame.Rect:
        """Draw ``text`` in a box near ``pos`` kept inside ``surface`` and off ``avoid``; the first line is a
        title; a ``picture`` stands at its left."""
        return draw_tooltip(surface, text, pos, max_width, self.fitter, fonts, avoid, picture)

    # -- painting

    @staticmethod
    def _character_hp(name: str) -> int:
        character = CHARACTERS.get(name)
        return character.hp if character is not None else 4

    def _paint_card(self, card: Card, width: int, suit: Suit | None) -> pygame.Surface:
        return paint_card(self.assets, self.fitter, card, width, self.card_text_fits(card, width), suit)
