"""Glyphs of blue cards: distance changers, weapons, Jail and Dynamite, and a plain star for anything unknown."""
from __future__ import annotations

import math

from scenes.cards.palette import BRASS, CREAM, INK, PARCHMENT, RED, SKY, STEEL, shade
from scenes.cards.pen import Pen, arc_band, star_points


def scope(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s / 2)
    pen.circle(INK, c, s * 0.36, s * 0.07)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pen.line(INK, (c[0] + dx * s * 0.36, c[1] + dy * s * 0.36), (c[0] + dx * s * 0.5, c[1] + dy * s * 0.5),
                 s * 0.06)


def mustang(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s * 0.52)
    pen.polygon(STEEL, arc_band(c, s * 0.44, s * 0.28, -40, 220))
    pen.polygon(INK, arc_band(c, s * 0.44, s * 0.28, -40, 220), s * 0.03)
    for angle in (0, 45, 90, 135, 180):
        a = math.radians(angle)
        pen.circle(CREAM, (c[0] + s * 0.36 * math.cos(a), c[1] + s * 0.36 * math.sin(a)), s * 0.03)


def weapon(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s / 2)
    pen.circle(STEEL, c, s * 0.47)
    pen.circle(INK, c, s * 0.47, s * 0.04)
    for i in range(6):
        a = math.radians(-90 + i * 60)
        pen.circle(shade(STEEL, 0.45), (c[0] + s * 0.37 * math.cos(a), c[1] + s * 0.37 * math.sin(a)), s * 0.065)
    pen.circle(CREAM, c, s * 0.27)
    pen.circle(INK, c, s * 0.27, s * 0.03)


def jail(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    w, h = s * 0.7, s * 0.78
    left, top = x + (s - w) / 2, y + (s - h) / 2
    pen.rect(shade(PARCHMENT, 0.85), (left, top, w, h))
    for i in range(1, 5):
        bx = left + w * i / 5
        pen.line(STEEL, (bx, top), (bx, top + h), s * 0.06)
    pen.line(STEEL, (left, top + h * 0.3), (left + w, top + h * 0.3), s * 0.06)
    pen.rect(INK, (left, top, w, h), s * 0.07)


def dynamite(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    w, h = s * 0.16, s * 0.56
    top = y + s * 0.36
    for i in (-1, 0, 1):
        left = x + s / 2 + i * w - w / 2
        pen.rect(RED, (left, top, w, h), radius=w * 0.3)
        pen.rect(shade(RED, 0.6), (left, top, w, h), s * 0.025, radius=w * 0.3)
    pen.rect(INK, (x + s / 2 - w * 1.6, top + h * 0.45, w * 3.2, h * 0.13))
    fuse = [(x + s / 2, top), (x + s * 0.52, y + s * 0.22), (x + s * 0.64, y + s * 0.16), (x + s * 0.72, y + s * 0.2)]
    pen.polyline(INK, fuse, s * 0.035)
    pen.polygon((250, 196, 40), star_points((x + s * 0.76, y + s * 0.16), s * 0.14, s * 0.06, 8))
    pen.circle(CREAM, (x + s * 0.76, y + s * 0.16), s * 0.035)


def star(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    colour = BRASS
    pen.polygon(colour, star_points((x + s / 2, y + s / 2), s * 0.42, s * 0.18, 5))
    pen.polygon(INK, star_points((x + s / 2, y + s / 2), s * 0.42, s * 0.18, 5), s * 0.03)


def binocular(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Binocular: two lenses on a bridge (the distance change is written under them)."""
    for fx in (0.28, 0.72):
        c = (x + s * fx, y + s * 0.36)
        pen.circle(shade(STEEL, 0.7), c, s * 0.2)
        pen.circle(SKY, c, s * 0.13)
        pen.circle(shade(SKY, 1.5), (c[0] - s * 0.04, c[1] - s * 0.04), s * 0.04)
        pen.circle(INK, c, s * 0.2, s * 0.04)
    pen.rect(shade(STEEL, 0.7), (x + s * 0.42, y + s * 0.28, s * 0.16, s * 0.12))
    pen.rect(INK, (x + s * 0.42, y + s * 0.28, s * 0.16, s * 0.12), s * 0.03)


def hideout(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Hideout: a hat peeking over a pile of rocks (the distance change is written on the rocks)."""
    hat = (92, 70, 50)
    pen.ellipse(hat, (x + s * 0.36, y + s * 0.28, s * 0.4, s * 0.1))
    pen.rect(hat, (x + s * 0.44, y + s * 0.16, s * 0.24, s * 0.16), radius=s * 0.04)
    pen.ellipse(INK, (x + s * 0.36, y + s * 0.28, s * 0.4, s * 0.1), s * 0.025)
    rock = (168, 156, 140)
    rocks = [(x + s * 0.02, y + s * 0.94), (x + s * 0.08, y + s * 0.56), (x + s * 0.3, y + s * 0.38),
             (x + s * 0.56, y + s * 0.42), (x + s * 0.8, y + s * 0.34), (x + s * 0.96, y + s * 0.6),
             (x + s * 0.98, y + s * 0.94)]
    pen.polygon(rock, rocks)
    pen.polygon(INK, rocks, s * 0.04)
    pen.polyline(shade(rock, 0.7), [(x + s * 0.3, y + s * 0.4), (x + s * 0.36, y + s * 0.56)], s * 0.03)
    pen.polyline(shade(rock, 0.7), [(x + s * 0.8, y + s * 0.36), (x + s * 0.74, y + s * 0.5)], s * 0.03)


GLYPHS = {
    "scope": scope,
    "mustang": mustang,
    "weapon": weapon,
    "jail": jail,
    "dynamite": dynamite,
    "star": star,
    "binocular": binocular,
    "hideout": hideout,
}
