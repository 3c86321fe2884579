"""Pictures of the cards that heal or fill the hand: Saloon's doors, the General Store, Stagecoach, Wells Fargo."""
from __future__ import annotations

import math

from scenes.cards.art.materials import metal, planks
from scenes.cards.palette import BRASS, CREAM, INK, LEATHER, RED, STEEL, WOOD, Colour, shade
from scenes.cards.pen import Pen

HORSE: Colour = (132, 86, 52)


def saloon_doors(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Saloon: the swinging half-doors, light through the gap."""
    door_w, top, bottom = w * 0.22, y + h * 0.2, y + h * 0.78
    pen.rect(shade(INK, 1.6), (x + w * 0.24, y + h * 0.08, w * 0.52, h * 0.86))
    for left in (x + w * 0.27, x + w * 0.51):
        pen.rect(WOOD, (left, top, door_w, bottom - top), radius=h * 0.03)
        for i in range(1, 4):
            ly = top + (bottom - top) * i / 4
            pen.line(shade(WOOD, 0.7), (left + door_w * 0.1, ly), (left + door_w * 0.9, ly), max(0.4, h * 0.02))
        pen.rect(INK, (left, top, door_w, bottom - top), max(0.4, h * 0.025), radius=h * 0.03)
    pen.rect(BRASS, (x + w * 0.2, y + h * 0.02, w * 0.6, h * 0.1), radius=h * 0.02)
    pen.rect(INK, (x + w * 0.2, y + h * 0.02, w * 0.6, h * 0.1), max(0.4, h * 0.02), radius=h * 0.02)


def store_counter(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """General Store: a shop counter, shelves of goods behind it."""
    for shelf in (0.3, 0.56):
        pen.rect(shade(WOOD, 0.8), (x + w * 0.06, y + h * shelf, w * 0.88, h * 0.04))
        for i, colour in enumerate((RED, CREAM, BRASS, STEEL, LEATHER, RED)):
            gx = x + w * (0.1 + i * 0.14)
            tall = h * (0.14 + 0.04 * (i % 2))
            pen.rect(colour, (gx, y + h * shelf - tall, w * 0.09, tall), radius=h * 0.01)
            pen.rect(INK, (gx, y + h * shelf - tall, w * 0.09, tall), max(0.3, h * 0.012), radius=h * 0.01)
    planks(pen, x + w * 0.04, y + h * 0.7, w * 0.92, h * 0.28, WOOD, 6)
    pen.rect(shade(WOOD, 1.3), (x + w * 0.02, y + h * 0.66, w * 0.96, h * 0.06))
    pen.rect(INK, (x + w * 0.02, y + h * 0.66, w * 0.96, h * 0.32), max(0.4, h * 0.02))


def horse(pen: Pen, x: float, y: float, h: float, colour: Colour, stride: float = 0.0, facing: int = -1) -> None:
    """A horse in profile, ``h`` high, its hooves on the line y, facing left (-1) or right (1) from ``x`` (its
    chest); ``stride`` spreads the legs."""
    d = -facing

    def at(u: float, v: float) -> tuple[float, float]:
        return (x + d * u * h, y - v * h)

    def oval(u: float, v: float, width: float, height: float) -> tuple[float, float, float, float]:
        left = x + u * h if d > 0 else x - (u + width) * h
        return (left, y - v * h, width * h, height * h)

    for lx, spread in ((0.12, -stride), (0.22, stride), (0.6, -stride), (0.7, stride)):
        top = at(lx, 0.45)
        pen.line(shade(colour, 0.85), top, (top[0] + d * spread * h * 0.2, y - h * 0.04), max(0.4, h * 0.07))
    pen.ellipse(colour, oval(0.0, 0.7, 0.78, 0.32))
    pen.polygon(colour, [at(0.2, 0.66), at(0.0, 0.98), at(0.1, 1.02), at(0.3, 0.6)])
    pen.ellipse(colour, oval(-0.2, 1.04, 0.3, 0.15))
    pen.polygon(shade(colour, 0.5), [at(0.1, 1.02), at(0.3, 0.62), at(0.22, 0.62), at(0.04, 0.96)])
    pen.polyline(shade(colour, 0.5), [at(0.76, 0.62), at(0.9, 0.5), at(0.92, 0.3)], max(0.4, h * 0.06))
    pen.circle(INK, at(-0.06, 0.98), max(0.4, h * 0.025))


def stagecoach(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Stagecoach: a coach drawn by two horses across the plain, heading right."""
    ground = y + h * 0.92
    body = (x + w * 0.02, y + h * 0.4, w * 0.4, h * 0.3)
    pen.rect(RED, body, radius=h * 0.08)
    pen.rect(shade(RED, 0.75), (body[0], body[1] + body[3] * 0.7, body[2], body[3] * 0.3))
    pen.rect(CREAM, (body[0] + body[2] * 0.34, body[1] + h * 0.05, body[2] * 0.32, h * 0.11), radius=h * 0.02)
    pen.rect(INK, body, max(0.4, h * 0.025), radius=h * 0.08)
    pen.line(BRASS, (body[0], body[1] + body[3] * 0.7), (body[0] + body[2], body[1] + body[3] * 0.7),
             max(0.4, h * 0.02))
    for wx, radius in ((0.1, 0.14), (0.36, 0.11)):
        centre = (x + w * wx, ground - h * radius)
        for angle in range(0, 180, 45):
            a = math.radians(angle)
            dx, dy = math.cos(a) * h * radius, math.sin(a) * h * radius
            pen.line(shade(WOOD, 0.7), (centre[0] - dx, centre[1] - dy), (centre[0] + dx, centre[1] + dy),
                     max(0.3, h * 0.015))
        pen.circle(WOOD, centre, h * radius, max(0.4, h * 0.035))
        pen.circle(INK, centre, h * 0.025)
    pen.line(INK, (body[0] + body[2], ground - h * 0.24), (x + w * 0.52, ground - h * 0.3), max(0.4, h * 0.02))
    for hx, stride in ((0.84, 0.5), (0.68, -0.5)):
        horse(pen, x + w * hx, ground, h * 0.52, shade(HORSE, 0.9 + (0.84 - hx)), stride, facing=1)


def strongbox(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Wells Fargo: an iron-bound strongbox, gold coins spilling out."""
    box = (x + w * 0.22, y + h * 0.36, w * 0.56, h * 0.5)
    pen.rect(shade(WOOD, 0.85), box, radius=h * 0.03)
    for band in (0.3, 0.7):
        metal(pen, (box[0] + box[2] * band - w * 0.03, box[1], w * 0.06, box[3]), STEEL)
    pen.rect(INK, box, max(0.4, h * 0.025), radius=h * 0.03)
    lid = (box[0] - w * 0.01, y + h * 0.2, box[2] + w * 0.02, h * 0.17)
    pen.rect(WOOD, lid, radius=h * 0.06)
    pen.rect(INK, lid, max(0.4, h * 0.025), radius=h * 0.06)
    pen.rect(BRASS, (x + w * 0.46, y + h * 0.42, w * 0.08, h * 0.14), radius=h * 0.02)
    pen.circle(INK, (x + w * 0.5, y + h * 0.48), h * 0.02)
    for cx, cy in ((0.16, 0.84), (0.85, 0.86), (0.8, 0.78)):
        pen.ellipse(BRASS, (x + w * cx - h * 0.07, y + h * cy - h * 0.04, h * 0.14, h * 0.08))
        pen.ellipse(shade(BRASS, 0.6), (x + w * cx - h * 0.07, y + h * cy - h * 0.04, h * 0.14, h * 0.08),
                    max(0.3, h * 0.015))


ART = {
    "saloon_doors": saloon_doors,
    "store_counter": store_counter,
    "stagecoach": stagecoach,
    "strongbox": strongbox,
}
