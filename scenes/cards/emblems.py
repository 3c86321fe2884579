"""What each card shows, as data: a glyph, an optional number written over it, and the symbols it carries.

One entry per card name (the English name of ``game.cards``) and per High Noon event.
Weapons and draw cards without an entry of their own get their family's picture. The
"discard another card" cost is read from the catalogue (``CardDef.cost``), so the
symbol and the rule can never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

import pygame

from game.cards import CardDef
from game.eventcards import EventCard
from scenes.app.assets import Assets
from scenes.cards.glyphs import GLYPHS
from scenes.cards.palette import INK, Colour, Point
from scenes.cards.pen import Pen
from scenes.cards.symbols import bang_badge, cost_badge, draw_badge, missed_badge


class Badge(Enum):
    """A symbol printed beside a card's picture."""

    BANG = "bang"
    MISSED = "missed"
    DRAW = "draw"
    COST = "cost"


@dataclass(frozen=True, slots=True)
class Overlay:
    """Text drawn over an emblem after scaling: position and height relative to the emblem square.

    ``{value}`` in the text is the card's number (a weapon's reach, how many cards it draws).
    """

    text: str
    x: float
    y: float
    height: float
    colour: Colour = INK


@dataclass(frozen=True, slots=True)
class Emblem:
    """A card's picture: which glyph, what is written over it, which symbols it carries."""

    glyph: str
    overlay: Overlay | None = None
    badges: tuple[Badge, ...] = ()


BANG, MISSED, DRAW = Badge.BANG, Badge.MISSED, Badge.DRAW

WEAPON = Emblem("weapon", Overlay("{value}", 0.5, 0.5, 0.42))
DRAW_CARDS = Emblem("draw", Overlay("+{value}", 0.76, 0.82, 0.34))
UNKNOWN = Emblem("star")

CARD_EMBLEMS: dict[str, Emblem] = {
    # shots
    "Bang!": Emblem("bang"),
    "Gatling": Emblem("gatling"),
    "Duel": Emblem("duel"),
    "Indians!": Emblem("indians"),
    "Punch": Emblem("fist", badges=(BANG,)),
    "Springfield": Emblem("rifle", badges=(BANG,)),
    "Knife": Emblem("knife", badges=(BANG,)),
    "Derringer": Emblem("derringer", badges=(BANG, DRAW)),
    "Pepperbox": Emblem("pepperbox", badges=(BANG,)),
    "Buffalo Rifle": Emblem("buffalo_rifle", badges=(BANG,)),
    "Howitzer": Emblem("howitzer", badges=(BANG,)),
    # defence
    "Missed!": Emblem("missed"),
    "Barrel": Emblem("barrel"),
    "Dodge": Emblem("dodge", badges=(MISSED, DRAW)),
    "Bible": Emblem("bible", badges=(MISSED, DRAW)),
    "Ten Gallon Hat": Emblem("ten_gallon_hat", badges=(MISSED,)),
    "Sombrero": Emblem("sombrero", badges=(MISSED,)),
    "Iron Plate": Emblem("iron_plate", badges=(MISSED,)),
    # heals and draws
    "Beer": Emblem("beer"),
    "Saloon": Emblem("saloon"),
    "General Store": Emblem("general_store"),
    "Canteen": Emblem("canteen"),
    "Tequila": Emblem("tequila"),
    "Whisky": Emblem("whisky"),
    "Pony Express": Emblem("pony_express", Overlay("+{value}", 0.78, 0.86, 0.34)),
    # thefts
    "Panic!": Emblem("panic"),
    "Cat Balou": Emblem("cat_balou"),
    "Rag Time": Emblem("rag_time"),
    "Brawl": Emblem("brawl"),
    "Can Can": Emblem("can_can"),
    "Conestoga": Emblem("conestoga"),
    # equipment
    "Scope": Emblem("scope", Overlay("-1", 0.5, 0.5, 0.4)),
    "Binocular": Emblem("binocular", Overlay("-1", 0.5, 0.78, 0.36)),
    "Mustang": Emblem("mustang", Overlay("+1", 0.5, 0.48, 0.36)),
    "Hideout": Emblem("hideout", Overlay("+1", 0.5, 0.68, 0.34)),
    "Jail": Emblem("jail"),
    "Dynamite": Emblem("dynamite"),
}
"""Emblems by English card name."""

EVENT_EMBLEMS: dict[EventCard, Emblem] = {
    EventCard.BLESSING: Emblem("blessing"),
    EventCard.CURSE: Emblem("curse"),
    EventCard.GHOST_TOWN: Emblem("ghost_town"),
    EventCard.GOLD_RUSH: Emblem("gold_rush"),
    EventCard.HANGOVER: Emblem("hangover"),
    EventCard.SHOOTOUT: Emblem("double_bang", Overlay("2", 0.5, 0.12, 0.3)),
    EventCard.THE_DALTONS: Emblem("daltons"),
    EventCard.THE_DOCTOR: Emblem("doctor"),
    EventCard.THE_REVEREND: Emblem("reverend"),
    EventCard.THE_SERMON: Emblem("sermon"),
    EventCard.THIRST: Emblem("thirst", Overlay("-1", 0.8, 0.3, 0.34)),
    EventCard.TRAIN_ARRIVAL: Emblem("train_arrival", Overlay("+1", 0.5, 0.08, 0.3)),
    EventCard.HIGH_NOON: Emblem("high_noon"),
}
"""Emblems by event."""


def emblem_for(card: CardDef) -> Emblem:
    """The emblem of a card: by name, else weapons show their reach and draw cards their count."""
    emblem = CARD_EMBLEMS.get(card.name)
    if emblem is None:
        if "weapon" in card.tags:
            emblem = WEAPON
        elif card.effect == "draw":
            emblem = DRAW_CARDS
        else:
            emblem = UNKNOWN
    if card.cost and Badge.COST not in emblem.badges:
        emblem = replace(emblem, badges=(Badge.COST, *emblem.badges))
    return emblem


def event_emblem(event: EventCard) -> Emblem:
    """The emblem of a High Noon event (a plain star if it has none)."""
    return EVENT_EMBLEMS.get(event, UNKNOWN)


BADGE_PAINTERS = {Badge.BANG: bang_badge, Badge.MISSED: missed_badge, Badge.DRAW: draw_badge, Badge.COST: cost_badge}
GLYPH_SHARE = 0.8
"""With symbols, the picture takes this share of the square, at the bottom, and the symbols sit above its corners."""
BADGE_RADIUS = 0.2


def badge_centres(badges: tuple[Badge, ...], x: float, y: float, s: float) -> list[Point]:
    """Where the symbols go: the cost at the top left, the others from the top right, then down the right side."""
    r = s * BADGE_RADIUS
    left, right = (x + r, y + r), (x + s - r, y + r)
    free = [right, left] if Badge.COST not in badges else [right]
    centres: list[Point] = []
    for badge in badges:
        if badge is Badge.COST:
            centres.append(left)
        elif free:
            centres.append(free.pop(0))
        else:
            centres.append((right[0], right[1] + 2.1 * r * len(centres)))
    return centres


def paint_emblem(pen: Pen, emblem: Emblem, x: float, y: float, s: float, value: int) -> Overlay | None:
    """Paint an emblem in the square (x, y, s); return its overlay, placed relative to that square."""
    glyph = GLYPHS[emblem.glyph]
    if not emblem.badges:
        glyph(pen, x, y, s, value)
        return _formatted(emblem.overlay, value)
    inner = s * GLYPH_SHARE
    gx, gy = x + (s - inner) / 2, y + s - inner
    glyph(pen, gx, gy, inner, value)
    for badge, centre in zip(emblem.badges, badge_centres(emblem.badges, x, y, s), strict=True):
        BADGE_PAINTERS[badge](pen, centre, s * BADGE_RADIUS)
    overlay = _formatted(emblem.overlay, value)
    if overlay is None:
        return None
    return replace(overlay, x=(gx - x + overlay.x * inner) / s, y=(gy - y + overlay.y * inner) / s,
                   height=overlay.height * GLYPH_SHARE)


def _formatted(overlay: Overlay | None, value: int) -> Overlay | None:
    if overlay is None or "{value}" not in overlay.text:
        return overlay
    return replace(overlay, text=overlay.text.format(value=value))


def decorative_font(assets: Assets, height: int) -> pygame.font.Font:
    """A title font about ``height`` px high, also below the readable minimum (digits in emblems)."""
    best = assets.font(4, "title")
    for size in range(4, 160):
        font = assets.font(size, "title")
        if font.get_height() > height:
            break
        best = font
    return best


def blit_overlay(assets: Assets, surface: pygame.Surface, overlay: Overlay, x: float, y: float, size: float) -> None:
    """Write an emblem's overlay text on the finished (scaled-down) card, sharp at its final size."""
    font = decorative_font(assets, max(6, round(size * overlay.height)))
    image = font.render(overlay.text, True, overlay.colour)
    cx, cy = x + size * overlay.x, y + size * overlay.y
    surface.blit(image, (round(cx - image.get_width() / 2), round(cy - font.get_ascent() / 2 - 1)))

