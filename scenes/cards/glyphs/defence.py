"""Glyphs of cards that stop a shot: Missed!, Barrel and the Dodge City dodges, hats, plate and Bible."""
from __future__ import annotations

from scenes.cards.palette import BRASS, COPPER, CREAM, INK, RED, STEEL, WOOD, shade
from scenes.cards.pen import Pen, rotated_rect


def missed(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s / 2)
    body = (c[0] - s * 0.24, c[1] - s * 0.08, s * 0.34, s * 0.16)
    pen.rect(BRASS, body, radius=s * 0.02)
    pen.rect(INK, body, s * 0.03, radius=s * 0.02)
    pen.polygon(COPPER, [(c[0] + s * 0.1, c[1] - s * 0.08), (c[0] + s * 0.27, c[1]), (c[0] + s * 0.1, c[1] + s * 0.08)])
    pen.circle(RED, c, s * 0.43, s * 0.08)
    d = s * 0.43 * 0.7
    pen.line(RED, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), s * 0.08)


def barrel(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    w, h = s * 0.56, s * 0.8
    left, top = x + (s - w) / 2, y + (s - h) / 2
    pen.ellipse(WOOD, (left - w * 0.06, top, w * 1.12, h))
    pen.rect(WOOD, (left, top + h * 0.08, w, h * 0.84))
    for i in (1, 2, 3):
        sx = left + w * i / 4
        pen.line(shade(WOOD, 0.75), (sx, top + h * 0.1), (sx, top + h * 0.9), s * 0.02)
    for fy in (0.24, 0.76):
        pen.line(INK, (left - w * 0.02, top + h * fy), (left + w * 1.02, top + h * fy), s * 0.06)
    pen.ellipse(shade(WOOD, 0.7), (left, top - h * 0.02, w, h * 0.16))
    pen.ellipse(INK, (left, top - h * 0.02, w, h * 0.16), s * 0.03)
    pen.ellipse(INK, (left - w * 0.06, top, w * 1.12, h), s * 0.04)


def dodge(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Dodge: a man leaning aside as a bullet flies past."""
    pen.polyline(INK, [(x + s * 0.3, y + s * 0.94), (x + s * 0.42, y + s * 0.66), (x + s * 0.56, y + s * 0.94)],
                 s * 0.08)
    pen.polyline(INK, [(x + s * 0.42, y + s * 0.66), (x + s * 0.3, y + s * 0.42)], s * 0.12)
    pen.polyline(INK, [(x + s * 0.32, y + s * 0.46), (x + s * 0.14, y + s * 0.62)], s * 0.06)
    pen.polyline(INK, [(x + s * 0.34, y + s * 0.48), (x + s * 0.5, y + s * 0.36)], s * 0.06)
    pen.circle(INK, (x + s * 0.24, y + s * 0.3), s * 0.09)
    pen.ellipse(INK, (x + s * 0.08, y + s * 0.2, s * 0.32, s * 0.07))
    top = y + s * 0.5
    pen.rect(BRASS, (x + s * 0.6, top - s * 0.045, s * 0.16, s * 0.09))
    pen.polygon(COPPER, [(x + s * 0.6, top - s * 0.045), (x + s * 0.5, top), (x + s * 0.6, top + s * 0.045)])
    for i, length in enumerate((0.18, 0.12, 0.16)):
        fy = top + s * (i - 1) * 0.05
        pen.line(INK, (x + s * 0.8, fy), (x + s * (0.8 + length), fy), s * 0.025)


def bible(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Bible: a closed book with a golden cross."""
    pages = rotated_rect((x + s * 0.53, y + s * 0.53), s * 0.56, s * 0.72, -6)
    pen.polygon(CREAM, pages)
    pen.polygon(INK, pages, s * 0.03)
    cover = rotated_rect((x + s * 0.48, y + s * 0.5), s * 0.56, s * 0.72, -6)
    pen.polygon((52, 36, 30), cover)
    pen.polygon(INK, cover, s * 0.03)
    cross = (x + s * 0.48, y + s * 0.46)
    pen.polygon(BRASS, rotated_rect(cross, s * 0.08, s * 0.38, -6))
    pen.polygon(BRASS, rotated_rect((cross[0] - s * 0.01, cross[1] - s * 0.06), s * 0.26, s * 0.08, -6))


def _hat(pen: Pen, x: float, y: float, s: float, brim: float, crown: float, colour: tuple[int, int, int]) -> None:
    cx = x + s / 2
    brim_box = (cx - s * brim / 2, y + s * 0.6, s * brim, s * 0.2)
    pen.ellipse(colour, brim_box)
    pen.ellipse(INK, brim_box, s * 0.03)
    top = y + s * (0.66 - crown)
    body = [(cx - s * 0.2, y + s * 0.7), (cx - s * 0.17, top + s * 0.06), (cx - s * 0.07, top),
            (cx, top + s * 0.06), (cx + s * 0.07, top), (cx + s * 0.17, top + s * 0.06), (cx + s * 0.2, y + s * 0.7)]
    pen.polygon(colour, body)
    pen.polygon(INK, body, s * 0.03)
    pen.rect(shade(colour, 0.55), (cx - s * 0.195, y + s * 0.6, s * 0.39, s * 0.07))


def ten_gallon_hat(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Ten Gallon Hat: a tall cowboy hat."""
    _hat(pen, x, y, s, 0.9, 0.5, (196, 160, 112))


def sombrero(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Sombrero: a very wide brim and a round crown with a bright band."""
    cx = x + s / 2
    brim_box = (x + s * 0.02, y + s * 0.54, s * 0.96, s * 0.3)
    pen.ellipse((214, 184, 110), brim_box)
    pen.ellipse(INK, brim_box, s * 0.03)
    pen.ellipse(shade((214, 184, 110), 0.85), (cx - s * 0.3, y + s * 0.6, s * 0.6, s * 0.14))
    crown = (cx - s * 0.2, y + s * 0.26, s * 0.4, s * 0.5)
    pen.ellipse((214, 184, 110), crown)
    pen.ellipse(INK, crown, s * 0.03)
    pen.rect((214, 184, 110), (cx - s * 0.19, y + s * 0.52, s * 0.38, s * 0.12))
    pen.rect(RED, (cx - s * 0.2, y + s * 0.54, s * 0.4, s * 0.08))
    for i in range(4):
        bx = cx - s * 0.15 + i * s * 0.1
        pen.circle(CREAM, (bx, y + s * 0.58), s * 0.02)


def iron_plate(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Iron Plate: a riveted breastplate with a dent where a bullet struck."""
    cx = x + s / 2
    plate = [(cx - s * 0.36, y + s * 0.12), (cx + s * 0.36, y + s * 0.12), (cx + s * 0.4, y + s * 0.5),
             (cx + s * 0.2, y + s * 0.84), (cx, y + s * 0.92), (cx - s * 0.2, y + s * 0.84),
             (cx - s * 0.4, y + s * 0.5)]
    pen.polygon(shade(STEEL, 1.25), plate)
    pen.polygon(INK, plate, s * 0.045)
    pen.line(shade(STEEL, 1.6), (cx - s * 0.24, y + s * 0.2), (cx - s * 0.28, y + s * 0.56), s * 0.05)
    for px, py in ((-0.28, 0.2), (0.28, 0.2), (-0.3, 0.56), (0.3, 0.56), (0.0, 0.8)):
        pen.circle(INK, (cx + s * px, y + s * py), s * 0.03)
    pen.circle(shade(STEEL, 0.7), (cx + s * 0.08, y + s * 0.44), s * 0.08)
    pen.circle(INK, (cx + s * 0.08, y + s * 0.44), s * 0.08, s * 0.025)


GLYPHS = {
    "missed": missed,
    "barrel": barrel,
    "dodge": dodge,
    "bible": bible,
    "ten_gallon_hat": ten_gallon_hat,
    "sombrero": sombrero,
    "iron_plate": iron_plate,
}
