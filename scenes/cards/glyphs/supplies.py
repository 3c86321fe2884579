"""Glyphs of cards that heal or fill the hand: Beer, Saloon, the draw cards, General Store and the bottles."""
from __future__ import annotations

import math

from game.cards import Suit
from scenes.cards.palette import (
    AMBER,
    BACK_RED,
    CREAM,
    INK,
    LEATHER,
    LIME,
    PARCHMENT,
    RED,
    STEEL,
    WOOD,
    shade,
)
from scenes.cards.pen import Pen, rotated_rect
from scenes.cards.symbols import mini_card, paint_heart, paint_suit


def beer(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    left, top, w, h = x + s * 0.2, y + s * 0.24, s * 0.44, s * 0.64
    pen.circle(INK, (left + w, top + h * 0.45), s * 0.17, s * 0.07)
    pen.rect((222, 160, 48), (left, top, w, h), radius=s * 0.05)
    pen.rect(INK, (left, top, w, h), s * 0.05, radius=s * 0.05)
    for i in range(3):
        bx = left + w * (0.3 + 0.2 * i)
        pen.line(shade((222, 160, 48), 1.35), (bx, top + h * 0.3), (bx, top + h * 0.85), s * 0.03)
    for fx in (0.0, 0.33, 0.66, 1.0):
        pen.circle(INK, (left + w * fx, top), s * 0.11)
    for fx in (0.0, 0.33, 0.66, 1.0):
        pen.circle((252, 250, 242), (left + w * fx, top), s * 0.085)


def saloon(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    for cx, cy in ((0.5, 0.3), (0.27, 0.68), (0.73, 0.68)):
        paint_heart(pen, (x + s * cx, y + s * cy), s * 0.4)


def draw(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    count = max(1, value)
    w, h = s * 0.36, s * 0.52
    step = s * 0.16
    start = x + s / 2 - step * (count - 1) / 2 - s * 0.06
    for i in range(count):
        center = (start + i * step, y + s * 0.42 + i * s * 0.04)
        mini_card(pen, center, w, h, -8 + 8 * i, BACK_RED)
        pen.polygon(CREAM, rotated_rect(center, w * 0.6, h * 0.7, -8 + 8 * i), max(0.5, s * 0.02))


def general_store(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    pivot = (x + s / 2, y + s * 1.05)
    for i, angle in enumerate((-36, -12, 12, 36)):
        a = math.radians(angle - 90)
        center = (pivot[0] + s * 0.6 * math.cos(a), pivot[1] + s * 0.6 * math.sin(a))
        mini_card(pen, center, s * 0.28, s * 0.42, angle, CREAM if i % 2 else shade(PARCHMENT, 0.92))
        paint_suit(pen, (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)[i], center, s * 0.12)


def canteen(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Canteen: a round water flask in cloth, with its strap and cap."""
    cx, cy = x + s * 0.5, y + s * 0.56
    pen.polyline(LEATHER, [(cx - s * 0.3, cy - s * 0.1), (cx - s * 0.26, y + s * 0.08), (cx + s * 0.26, y + s * 0.08),
                           (cx + s * 0.3, cy - s * 0.1)], s * 0.05)
    pen.circle((128, 130, 96), (cx, cy), s * 0.34)
    pen.circle(INK, (cx, cy), s * 0.34, s * 0.04)
    pen.circle(shade((128, 130, 96), 1.2), (cx, cy), s * 0.24, s * 0.02)
    pen.rect(STEEL, (cx - s * 0.07, cy - s * 0.46, s * 0.14, s * 0.14), radius=s * 0.02)
    pen.rect(INK, (cx - s * 0.07, cy - s * 0.46, s * 0.14, s * 0.14), s * 0.025, radius=s * 0.02)
    for i in range(6):
        a = math.radians(200 + i * 28)
        pen.circle(PARCHMENT, (cx + s * 0.29 * math.cos(a), cy + s * 0.29 * math.sin(a)), s * 0.02)
    pen.rect(WOOD, (cx - s * 0.09, cy - s * 0.51, s * 0.18, s * 0.06), radius=s * 0.02)

    paint_heart(pen, (cx + s * 0.3, cy + s * 0.3), s * 0.26)


def _hearts(pen: Pen, x: float, y: float, s: float, count: int) -> None:
    for i in range(max(1, count)):
        paint_heart(pen, (x + s * (0.8 - 0.2 * i), y + s * (0.82 - 0.12 * i)), s * 0.26)


def tequila(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Tequila: a clear bottle with a lime wedge; a heart per life point it gives."""
    cx = x + s * 0.4
    body = [(cx - s * 0.18, y + s * 0.92), (cx - s * 0.18, y + s * 0.44), (cx - s * 0.06, y + s * 0.3),
            (cx - s * 0.06, y + s * 0.1), (cx + s * 0.06, y + s * 0.1), (cx + s * 0.06, y + s * 0.3),
            (cx + s * 0.18, y + s * 0.44), (cx + s * 0.18, y + s * 0.92)]
    pen.polygon((226, 232, 214), body)
    pen.rect((236, 214, 150), (cx - s * 0.16, y + s * 0.56, s * 0.32, s * 0.34))
    pen.polygon(INK, body, s * 0.035)
    pen.rect(RED, (cx - s * 0.07, y + s * 0.06, s * 0.14, s * 0.07))
    pen.circle(LIME, (x + s * 0.16, y + s * 0.36), s * 0.12)
    pen.circle(shade(LIME, 1.4), (x + s * 0.16, y + s * 0.36), s * 0.08)
    pen.circle(INK, (x + s * 0.16, y + s * 0.36), s * 0.12, s * 0.025)
    _hearts(pen, x, y, s, value)


def whisky(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Whisky: a square amber bottle with a label; a heart per life point it gives."""
    cx = x + s * 0.42
    body = [(cx - s * 0.22, y + s * 0.92), (cx - s * 0.22, y + s * 0.4), (cx - s * 0.07, y + s * 0.3),
            (cx - s * 0.07, y + s * 0.08), (cx + s * 0.07, y + s * 0.08), (cx + s * 0.07, y + s * 0.3),
            (cx + s * 0.22, y + s * 0.4), (cx + s * 0.22, y + s * 0.92)]
    pen.polygon(AMBER, body)
    pen.polygon(INK, body, s * 0.035)
    pen.rect(CREAM, (cx - s * 0.16, y + s * 0.5, s * 0.32, s * 0.24))
    pen.rect(INK, (cx - s * 0.16, y + s * 0.5, s * 0.32, s * 0.24), s * 0.02)
    pen.line(RED, (cx - s * 0.1, y + s * 0.6), (cx + s * 0.1, y + s * 0.6), s * 0.04)
    pen.rect(WOOD, (cx - s * 0.08, y + s * 0.03, s * 0.16, s * 0.08))
    _hearts(pen, x, y, s, value)


def pony_express(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Pony Express: a sealed letter riding fast (the number of cards is written over it)."""
    letter = rotated_rect((x + s * 0.52, y + s * 0.44), s * 0.72, s * 0.48, -8)
    pen.polygon(CREAM, letter)
    pen.polygon(INK, letter, s * 0.035)
    top_left, top_right, _bottom_right, _bottom_left = letter
    middle = (x + s * 0.52 + s * 0.02, y + s * 0.5)
    pen.polyline(INK, [top_left, middle, top_right], s * 0.03)
    pen.circle(RED, middle, s * 0.07)
    for i in range(3):
        fy = y + s * (0.34 + 0.1 * i)
        pen.line(LEATHER, (x + s * 0.0, fy), (x + s * 0.12, fy), s * 0.03)


GLYPHS = {
    "beer": beer,
    "saloon": saloon,
    "draw": draw,
    "general_store": general_store,
    "canteen": canteen,
    "tequila": tequila,
    "whisky": whisky,
    "pony_express": pony_express,
}
