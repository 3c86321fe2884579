"""Small shapes shared by every kind of card: suits, hearts, mini cards, life bullets and the symbol badges.

The badges are the symbols a card carries besides its picture, as on the printed
Dodge City cards: the BANG! symbol (a red muzzle burst), the Missed! symbol (a
struck-through ring, as on the Missed! card), one card drawn (a small card back
with a plus) and the "discard another card" cost (a small card struck out, as on
Cat Balou). Each sits on a parchment disc so it reads over any picture.
"""
from __future__ import annotations

from game.cards import Suit
from scenes.cards.palette import (
    BACK_RED,
    BRASS,
    COPPER,
    CREAM,
    INK,
    PARCHMENT,
    RED,
    SUIT_COLOURS,
    Colour,
    Point,
    shade,
)
from scenes.cards.pen import Pen, rotated_rect, star_points


def paint_suit(pen: Pen, suit: Suit, center: Point, size: float, colour: Colour | None = None) -> None:
    """A suit as a filled vector shape about ``size`` pixels high."""
    cx, cy = center
    s = size
    ink = colour or SUIT_COLOURS[suit]
    if suit is Suit.DIAMONDS:
        pen.polygon(ink, [(cx, cy - s * 0.5), (cx + s * 0.37, cy), (cx, cy + s * 0.5), (cx - s * 0.37, cy)])
    elif suit is Suit.HEARTS:
        r = s * 0.26
        pen.circle(ink, (cx - s * 0.22, cy - s * 0.2), r)
        pen.circle(ink, (cx + s * 0.22, cy - s * 0.2), r)
        pen.polygon(ink, [(cx - s * 0.47, cy - s * 0.12), (cx, cy + s * 0.46), (cx + s * 0.47, cy - s * 0.12),
                          (cx, cy - s * 0.22)])
    elif suit is Suit.SPADES:
        r = s * 0.23
        pen.circle(ink, (cx - s * 0.2, cy + s * 0.1), r)
        pen.circle(ink, (cx + s * 0.2, cy + s * 0.1), r)
        pen.polygon(ink, [(cx - s * 0.42, cy + s * 0.05), (cx, cy - s * 0.5), (cx + s * 0.42, cy + s * 0.05),
                          (cx, cy + s * 0.2)])
        pen.polygon(ink, [(cx, cy + s * 0.1), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])
    else:
        r = s * 0.2
        pen.circle(ink, (cx, cy - s * 0.26), r)
        pen.circle(ink, (cx - s * 0.23, cy + s * 0.06), r)
        pen.circle(ink, (cx + s * 0.23, cy + s * 0.06), r)
        pen.circle(ink, (cx, cy - s * 0.02), r * 0.6)
        pen.polygon(ink, [(cx, cy), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])


def paint_heart(pen: Pen, center: Point, size: float, colour: Colour = RED) -> None:
    """A heart shape (life points, Saloon)."""
    paint_suit(pen, Suit.HEARTS, center, size, colour)


def mini_card(pen: Pen, center: Point, w: float, h: float, angle: float, face: Colour = CREAM) -> None:
    """A small card turned by ``angle`` degrees: a face (or a back, by colour) with an ink edge."""
    corners = rotated_rect(center, w, h, angle)
    pen.polygon(face, corners)
    pen.polygon(INK, corners, max(0.6, w * 0.07))


def life_bullet(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """One life point: an upright cartridge."""
    tip = h * 0.34
    pen.polygon(COPPER, [(x, y + tip), (x + w * 0.15, y + tip * 0.35), (x + w / 2, y), (x + w * 0.85, y + tip * 0.35),
                         (x + w, y + tip)])
    pen.rect(BRASS, (x, y + tip, w, h - tip))
    pen.rect(shade(BRASS, 0.7), (x - w * 0.08, y + h - h * 0.12, w * 1.16, h * 0.12))
    pen.polygon(INK, [(x, y + tip), (x + w * 0.15, y + tip * 0.35), (x + w / 2, y), (x + w * 0.85, y + tip * 0.35),
                      (x + w, y + tip), (x + w, y + h), (x, y + h)], max(0.5, w * 0.12))


def _badge_disc(pen: Pen, center: Point, r: float) -> None:
    pen.circle(PARCHMENT, center, r)
    pen.circle(shade(INK, 1.4), center, r, max(0.5, r * 0.1))


def bang_badge(pen: Pen, center: Point, r: float) -> None:
    """The BANG! symbol: a red muzzle burst."""
    _badge_disc(pen, center, r)
    burst = star_points(center, r * 0.86, r * 0.5, 8, rotation=-90 + 180 / 8)
    pen.polygon(RED, burst)
    pen.polygon(shade(RED, 0.55), burst, max(0.4, r * 0.08))
    pen.circle(CREAM, center, r * 0.2)


def missed_badge(pen: Pen, center: Point, r: float) -> None:
    """The Missed! symbol: a bullet behind a struck-through ring."""
    _badge_disc(pen, center, r)
    cx, cy = center
    pen.rect(BRASS, (cx - r * 0.5, cy - r * 0.17, r * 0.62, r * 0.34))
    pen.polygon(COPPER, [(cx + r * 0.12, cy - r * 0.17), (cx + r * 0.5, cy), (cx + r * 0.12, cy + r * 0.17)])
    pen.circle(RED, center, r * 0.74, r * 0.2)
    d = r * 0.74 * 0.7
    pen.line(RED, (cx - d, cy - d), (cx + d, cy + d), r * 0.2)


def draw_badge(pen: Pen, center: Point, r: float) -> None:
    """One card drawn from the deck: a card back with a plus."""
    _badge_disc(pen, center, r)
    cx, cy = center
    mini_card(pen, (cx - r * 0.12, cy), r * 0.86, r * 1.24, -8, BACK_RED)
    pen.line(CREAM, (cx - r * 0.4, cy), (cx + r * 0.16, cy), r * 0.16)
    pen.line(CREAM, (cx - r * 0.12, cy - r * 0.28), (cx - r * 0.12, cy + r * 0.28), r * 0.16)


def cost_badge(pen: Pen, center: Point, r: float) -> None:
    """Discard another card: a small card struck out in red."""
    _badge_disc(pen, center, r)
    cx, cy = center
    mini_card(pen, center, r * 0.9, r * 1.3, 10)
    d = r * 0.46
    pen.line(RED, (cx - d, cy - d), (cx + d, cy + d), r * 0.2)
    pen.line(RED, (cx - d, cy + d), (cx + d, cy - d), r * 0.2)


def no_sign(pen: Pen, center: Point, r: float, colour: Colour = RED) -> None:
    """A struck-through ring over whatever was drawn beneath: "not allowed"."""
    cx, cy = center
    pen.circle(colour, center, r, r * 0.14)
    d = r * 0.7
    pen.line(colour, (cx - d, cy - d), (cx + d, cy + d), r * 0.14)
