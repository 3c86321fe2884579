"""Pictures of the cards kept in play: Missed!'s holed hat, Scope's spyglass, Mustang's horse head."""
from __future__ import annotations

import math

from scenes.cards.art.supplies import HORSE
from scenes.cards.palette import BRASS, CREAM, INK, LEATHER, STEEL, Colour, Point, shade
from scenes.cards.pen import Pen


def holed_hat(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Missed!: a bullet whistling past a hat blown off a head, a hole through its crown."""
    pen.ellipse(shade(LEATHER, 1.2), (x + w * 0.18, y + h * 0.58, w * 0.5, h * 0.2))
    crown = [(x + w * 0.28, y + h * 0.66), (x + w * 0.3, y + h * 0.28), (x + w * 0.43, y + h * 0.36),
             (x + w * 0.56, y + h * 0.26), (x + w * 0.58, y + h * 0.66)]
    pen.polygon(shade(LEATHER, 1.2), crown)
    pen.rect(shade(INK, 1.3), (x + w * 0.28, y + h * 0.54, w * 0.3, h * 0.07))
    pen.polygon(INK, crown, max(0.4, h * 0.025))
    pen.ellipse(INK, (x + w * 0.18, y + h * 0.58, w * 0.5, h * 0.2), max(0.4, h * 0.025))
    pen.circle(CREAM, (x + w * 0.47, y + h * 0.42), h * 0.04)
    pen.circle(INK, (x + w * 0.47, y + h * 0.42), h * 0.04, max(0.3, h * 0.015))
    for i in range(3):
        ly = y + h * (0.36 + i * 0.06)
        pen.line(shade(INK, 1.75), (x + w * (0.6 + 0.04 * i), ly), (x + w * 0.84, ly), max(0.3, h * 0.015))
    pen.ellipse(BRASS, (x + w * 0.84, y + h * 0.38, h * 0.16, h * 0.08))
    pen.ellipse(INK, (x + w * 0.84, y + h * 0.38, h * 0.16, h * 0.08), max(0.3, h * 0.015))


def _tube(pen: Pen, a: Point, b: Point, t0: float, t1: float, r0: float, r1: float, colour: Colour) -> None:
    """The piece of a tube from ``t0`` to ``t1`` along a to b, ``r0`` to ``r1`` thick each side."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    p0 = (a[0] + dx * t0, a[1] + dy * t0)
    p1 = (a[0] + dx * t1, a[1] + dy * t1)
    outline = [(p0[0] + nx * r0, p0[1] + ny * r0), (p1[0] + nx * r1, p1[1] + ny * r1),
               (p1[0] - nx * r1, p1[1] - ny * r1), (p0[0] - nx * r0, p0[1] - ny * r0)]
    pen.polygon(colour, outline)
    pen.line(shade(colour, 1.4), (p0[0] + nx * r0 * 0.5, p0[1] + ny * r0 * 0.5),
             (p1[0] + nx * r1 * 0.5, p1[1] + ny * r1 * 0.5), max(0.3, r1 * 0.25))
    pen.polygon(INK, outline, max(0.4, r1 * 0.14))


def spyglass(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Scope: a brass spyglass drawn out in three sections, its wide lens to the right."""
    a, b = (x + w * 0.08, y + h * 0.7), (x + w * 0.92, y + h * 0.34)
    _tube(pen, a, b, 0.0, 0.3, h * 0.06, h * 0.07, shade(BRASS, 0.9))
    _tube(pen, a, b, 0.3, 0.56, h * 0.09, h * 0.1, BRASS)
    _tube(pen, a, b, 0.56, 0.86, h * 0.12, h * 0.13, shade(LEATHER, 1.1))
    _tube(pen, a, b, 0.86, 1.0, h * 0.16, h * 0.17, BRASS)
    lens = (b[0] - h * 0.03, b[1] - h * 0.17, h * 0.08, h * 0.34)
    pen.ellipse(shade(STEEL, 1.6), lens)
    pen.ellipse(INK, lens, max(0.4, h * 0.02))
    pen.circle(CREAM, (b[0], b[1] - h * 0.06), h * 0.025)


def horse_head(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Mustang: a horse's head and mane in profile, looking left."""
    head = [(x + w * 0.62, y + h * 0.96), (x + w * 0.56, y + h * 0.5), (x + w * 0.46, y + h * 0.44),
            (x + w * 0.26, y + h * 0.7), (x + w * 0.2, y + h * 0.62), (x + w * 0.36, y + h * 0.3),
            (x + w * 0.5, y + h * 0.12), (x + w * 0.56, y + h * 0.02), (x + w * 0.6, y + h * 0.12),
            (x + w * 0.74, y + h * 0.3), (x + w * 0.82, y + h * 0.96)]
    pen.polygon(HORSE, head)
    mane = [(x + w * 0.6, y + h * 0.12), (x + w * 0.8, y + h * 0.3), (x + w * 0.9, y + h * 0.96),
            (x + w * 0.82, y + h * 0.96), (x + w * 0.74, y + h * 0.3)]
    pen.polygon(shade(HORSE, 0.5), mane)
    pen.polygon(INK, head, max(0.4, h * 0.025))
    pen.circle(INK, (x + w * 0.45, y + h * 0.3), h * 0.04)
    pen.circle(INK, (x + w * 0.25, y + h * 0.64), h * 0.025)
    pen.line(INK, (x + w * 0.3, y + h * 0.56), (x + w * 0.52, y + h * 0.4), max(0.4, h * 0.03))


ART = {
    "holed_hat": holed_hat,
    "spyglass": spyglass,
    "horse_head": horse_head,
}
