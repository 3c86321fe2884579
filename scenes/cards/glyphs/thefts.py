"""Glyphs of cards that take or throw away others' cards: Panic!, Cat Balou and Dodge City's thieves."""
from __future__ import annotations

import math

from game.cards import Suit
from scenes.cards.palette import BRASS, CREAM, INK, RED, SKIN, WOOD, Point, shade
from scenes.cards.pen import Pen, star_points
from scenes.cards.symbols import mini_card, paint_suit


def panic(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    mini_card(pen, (x + s * 0.64, y + s * 0.34), s * 0.36, s * 0.52, 14)
    paint_suit(pen, Suit.HEARTS, (x + s * 0.64, y + s * 0.34), s * 0.16)
    start, end = (x + s * 0.5, y + s * 0.56), (x + s * 0.2, y + s * 0.86)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    head = s * 0.2
    base = (end[0] - ux * head, end[1] - uy * head)
    pen.line(INK, start, base, s * 0.08)
    pen.polygon(INK, [end, (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6),
                      (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)])


def cat_balou(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s / 2)
    mini_card(pen, c, s * 0.42, s * 0.6, -10)
    paint_suit(pen, Suit.SPADES, c, s * 0.18)
    d = s * 0.3
    pen.line(RED, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), s * 0.09)
    pen.line(RED, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), s * 0.09)


def rag_time(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Rag Time: an upright saloon piano and a note in the air."""
    left, top, w, h = x + s * 0.08, y + s * 0.36, s * 0.7, s * 0.56
    pen.rect(WOOD, (left, top, w, h), radius=s * 0.03)
    pen.rect(INK, (left, top, w, h), s * 0.035, radius=s * 0.03)
    keys = (left - s * 0.04, top + h * 0.42, w + s * 0.08, h * 0.2)
    pen.rect(CREAM, keys)
    pen.rect(INK, keys, s * 0.025)
    for i in range(1, 7):
        kx = keys[0] + keys[2] * i / 7
        pen.rect(INK, (kx - s * 0.015, keys[1], s * 0.03, keys[3] * 0.6))
    pen.rect(shade(WOOD, 0.7), (left + s * 0.08, top + s * 0.06, w - s * 0.16, h * 0.22))
    pen.line(INK, (left + s * 0.08, top + h), (left + s * 0.08, top + h + s * 0.04), s * 0.04)
    note: Point = (x + s * 0.84, y + s * 0.3)
    pen.ellipse(INK, (note[0] - s * 0.08, note[1] - s * 0.04, s * 0.12, s * 0.08))
    pen.line(INK, (note[0] + s * 0.03, note[1]), (note[0] + s * 0.03, note[1] - s * 0.24), s * 0.03)
    pen.line(INK, (note[0] + s * 0.03, note[1] - s * 0.24), (note[0] + s * 0.12, note[1] - s * 0.16), s * 0.03)


def brawl(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Brawl: a cloud of dust with stars and cards flying out of it."""
    for angle, center in ((-24, (0.2, 0.3)), (20, (0.82, 0.34)), (-6, (0.74, 0.82))):
        mini_card(pen, (x + s * center[0], y + s * center[1]), s * 0.2, s * 0.28, angle)
    dust = (214, 198, 170)
    blobs = ((0.5, 0.52, 0.2), (0.32, 0.58, 0.16), (0.66, 0.6, 0.16), (0.42, 0.38, 0.15), (0.6, 0.4, 0.14),
             (0.5, 0.7, 0.14))
    for bx, by, br in blobs:
        pen.circle(INK, (x + s * bx, y + s * by), s * br + s * 0.03)
    for bx, by, br in blobs:
        pen.circle(dust, (x + s * bx, y + s * by), s * br)
    for bx, by in ((0.4, 0.52), (0.6, 0.56), (0.5, 0.42)):
        pen.polygon((250, 196, 40), star_points((x + s * bx, y + s * by), s * 0.09, s * 0.04, 5))
    pen.polyline(RED, [(x + s * 0.36, y + s * 0.66), (x + s * 0.44, y + s * 0.62), (x + s * 0.5, y + s * 0.68),
                       (x + s * 0.58, y + s * 0.64)], s * 0.035)


def can_can(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Can Can: a dancer in a frilled skirt kicking one leg high."""
    waist: Point = (x + s * 0.46, y + s * 0.46)
    pen.polyline(INK, [(waist[0] + s * 0.04, waist[1] + s * 0.06), (x + s * 0.9, y + s * 0.12)], s * 0.08)
    pen.polygon(RED, [(x + s * 0.86, y + s * 0.06), (x + s * 0.98, y + s * 0.06), (x + s * 0.92, y + s * 0.16)])
    pen.polyline(INK, [(waist[0] - s * 0.06, waist[1] + s * 0.2), (x + s * 0.38, y + s * 0.94)], s * 0.08)
    pen.polygon(RED, [(x + s * 0.3, y + s * 0.9), (x + s * 0.44, y + s * 0.92), (x + s * 0.3, y + s * 0.98)])
    for colour, r in ((RED, 0.34), (CREAM, 0.25), (RED, 0.16)):
        pen.polygon(colour, _frill(waist, s * r))
        pen.polygon(INK, _frill(waist, s * r), s * 0.02)
    bodice = [(waist[0] - s * 0.1, waist[1]), (waist[0] + s * 0.1, waist[1]), (waist[0] + s * 0.07, y + s * 0.2),
              (waist[0] - s * 0.07, y + s * 0.2)]
    pen.polygon(RED, bodice)
    pen.circle(SKIN, (waist[0], y + s * 0.12), s * 0.08)
    pen.circle(INK, (waist[0], y + s * 0.12), s * 0.08, s * 0.02)
    pen.ellipse(INK, (waist[0] - s * 0.09, y + s * 0.02, s * 0.18, s * 0.07))


def _frill(waist: Point, r: float) -> list[Point]:
    """One layer of a skirt: a scalloped half-disc hanging from the waist, flipped up on the kicking side."""
    points = [waist]
    for i in range(15):
        angle = math.radians(-20 + i * 14)
        reach = r * (1.0 if i % 2 else 0.84)
        points.append((waist[0] + reach * math.cos(angle), waist[1] + reach * math.sin(angle)))
    return points


def conestoga(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Conestoga: a covered wagon."""
    bed = (x + s * 0.1, y + s * 0.5, s * 0.8, s * 0.16)
    canvas = [(x + s * 0.12, y + s * 0.5), (x + s * 0.04, y + s * 0.28), (x + s * 0.2, y + s * 0.16),
              (x + s * 0.5, y + s * 0.12), (x + s * 0.8, y + s * 0.16), (x + s * 0.96, y + s * 0.28),
              (x + s * 0.88, y + s * 0.5)]
    pen.polygon(CREAM, canvas)
    for fx in (0.32, 0.5, 0.68):
        pen.line(shade(CREAM, 0.8), (x + s * fx, y + s * 0.14), (x + s * fx, y + s * 0.5), s * 0.025)
    pen.polygon(INK, canvas, s * 0.035)
    pen.rect(WOOD, bed)
    pen.rect(INK, bed, s * 0.03)
    for fx in (0.26, 0.74):
        hub = (x + s * fx, y + s * 0.76)
        pen.circle(INK, hub, s * 0.16, s * 0.04)
        for angle in range(0, 180, 45):
            a = math.radians(angle)
            dx, dy = math.cos(a) * s * 0.15, math.sin(a) * s * 0.15
            pen.line(INK, (hub[0] - dx, hub[1] - dy), (hub[0] + dx, hub[1] + dy), s * 0.02)
        pen.circle(BRASS, hub, s * 0.035)


GLYPHS = {
    "panic": panic,
    "cat_balou": cat_balou,
    "rag_time": rag_time,
    "brawl": brawl,
    "can_can": can_can,
    "conestoga": conestoga,
}
