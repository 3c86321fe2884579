"""Pictures of the cards that heal or fill the hand: Saloon's doors, the General Store, Stagecoach, Wells Fargo."""
from __future__ import annotations

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


def _horse(pen: Pen, x: float, y: float, h: float, colour: Colour) -> None:
    """A small horse in profile facing left, its hooves on the line y."""
    pen.ellipse(colour, (x, y - h * 0.62, h * 0.62, h * 0.3))
    pen.polygon(colour, [(x + h * 0.06, y - h * 0.55), (x - h * 0.14, y - h * 0.88), (x - h * 0.24, y - h * 0.78),
                         (x - h * 0.06, y - h * 0.4)])
    for lx in (0.06, 0.16, 0.44, 0.54):
        pen.line(colour, (x + h * lx, y - h * 0.4), (x + h * lx - h * 0.03, y), max(0.4, h * 0.06))
    pen.line(shade(colour, 0.6), (x + h * 0.6, y - h * 0.56), (x + h * 0.72, y - h * 0.3), max(0.4, h * 0.05))


def stagecoach(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Stagecoach: a coach drawn by two horses across the plain."""
    ground = y + h * 0.86
    for hx in (0.1, 0.28):
        _horse(pen, x + w * hx, ground, h * 0.5, shade(HORSE, 0.9 + hx))
    pen.line(INK, (x + w * 0.42, ground - h * 0.3), (x + w * 0.5, ground - h * 0.3), max(0.4, h * 0.02))
    body = (x + w * 0.5, y + h * 0.24, w * 0.4, h * 0.44)
    pen.rect(RED, body, radius=h * 0.06)
    pen.rect(CREAM, (body[0] + w * 0.06, body[1] + h * 0.07, w * 0.12, h * 0.14))
    pen.rect(INK, body, max(0.4, h * 0.025), radius=h * 0.06)
    pen.rect(LEATHER, (body[0] + w * 0.04, body[1] - h * 0.1, w * 0.3, h * 0.1))
    for wx in (0.56, 0.84):
        centre = (x + w * wx, ground - h * 0.12)
        pen.circle(WOOD, centre, h * 0.14, max(0.4, h * 0.04))
        pen.circle(INK, centre, h * 0.03)


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
