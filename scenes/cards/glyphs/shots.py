"""Glyphs of cards that shoot: BANG!, Gatling, Duel, Indians! and the Dodge City guns, fists and blades.

A glyph paints one picture in the square (x, y, s) of a card's emblem; ``value`` is the
card's number (reach, cards drawn, life regained) for the glyphs that show it.
"""
from __future__ import annotations

import math

from scenes.cards.palette import BRASS, CREAM, INK, RED, SKIN, STEEL, WOOD, Point, shade
from scenes.cards.pen import Pen, box_points, placed, rotated_rect, star_points


def bang(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    c = (x + s / 2, y + s / 2)
    pen.circle(INK, c, s * 0.38, s * 0.07)
    pen.circle(INK, c, s * 0.2, s * 0.05)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pen.line(INK, (c[0] + dx * s * 0.1, c[1] + dy * s * 0.1), (c[0] + dx * s * 0.49, c[1] + dy * s * 0.49),
                 s * 0.05)
    pen.circle(RED, c, s * 0.07)


def gatling(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    for cx, cy in ((0.5, 0.28), (0.24, 0.7), (0.76, 0.7)):
        c = (x + s * cx, y + s * cy)
        pen.circle(INK, c, s * 0.2, s * 0.05)
        pen.line(INK, (c[0] - s * 0.25, c[1]), (c[0] + s * 0.25, c[1]), s * 0.035)
        pen.line(INK, (c[0], c[1] - s * 0.25), (c[0], c[1] + s * 0.25), s * 0.035)
        pen.circle(RED, c, s * 0.05)


def duel(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    for flip in (1, -1):
        ax, ay = x + s / 2 + flip * s * 0.36, y + s * 0.14
        bx, by = x + s / 2 - flip * s * 0.16, y + s * 0.66
        pen.line(STEEL, (ax, ay), (bx, by), s * 0.09)
        pen.line(INK, (ax, ay), (bx, by), s * 0.025)
        grip = rotated_rect((bx - flip * s * 0.06, by + s * 0.1), s * 0.11, s * 0.24, flip * 30)
        pen.polygon(WOOD, grip)
        pen.polygon(INK, grip, s * 0.025)
    pen.circle(RED, (x + s / 2, y + s * 0.38), s * 0.05)


def indians(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    base, tip = (x + s * 0.28, y + s * 0.92), (x + s * 0.7, y + s * 0.06)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    steps = 16

    def edge(t: float, side: int) -> Point:
        half = math.sin(math.pi * min(1.0, t * 1.1)) * s * 0.15 if t > 0.18 else 0.0
        return (base[0] + dx * t + nx * half * side, base[1] + dy * t + ny * half * side)

    outline = [edge(i / steps, 1) for i in range(steps + 1)] + [edge(i / steps, -1) for i in range(steps, -1, -1)]
    pen.polygon((238, 226, 200), outline)
    band = [edge(0.62 + 0.16 * i / 4, 1) for i in range(5)] + [edge(0.78 - 0.16 * i / 4, -1) for i in range(5)]
    pen.polygon(RED, band)
    pen.polygon(INK, outline, s * 0.035)
    pen.line(INK, base, edge(0.97, 0), s * 0.04)


def fist(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Punch: a fist thrown to the left, with motion lines."""
    for i, fy in enumerate((0.36, 0.5, 0.64)):
        pen.line(INK, (x + s * (0.04 + 0.04 * (i % 2)), y + s * fy), (x + s * 0.2, y + s * fy), s * 0.04)
    pen.rect(RED, (x + s * 0.66, y + s * 0.34, s * 0.3, s * 0.34), radius=s * 0.03)
    pen.rect(INK, (x + s * 0.66, y + s * 0.34, s * 0.3, s * 0.34), s * 0.035, radius=s * 0.03)
    pen.rect(SKIN, (x + s * 0.28, y + s * 0.28, s * 0.42, s * 0.44), radius=s * 0.1)
    pen.rect(INK, (x + s * 0.28, y + s * 0.28, s * 0.42, s * 0.44), s * 0.04, radius=s * 0.1)
    for i in range(1, 4):
        fy = y + s * (0.28 + 0.11 * i)
        pen.line(INK, (x + s * 0.28, fy), (x + s * 0.46, fy), s * 0.03)
    thumb = (x + s * 0.4, y + s * 0.56, s * 0.3, s * 0.13)
    pen.ellipse(SKIN, thumb)
    pen.ellipse(INK, thumb, s * 0.03)


def _long_gun(pen: Pen, x: float, y: float, s: float, barrel: float, scope: bool) -> None:
    center = (x + s * 0.5, y + s * 0.5)
    turn = -32.0
    stock = [(-0.5, 0.02), (-0.14, -0.03), (-0.14, 0.07), (-0.3, 0.09), (-0.5, 0.17)]
    pen.polygon(WOOD, placed(center, s, turn, stock))
    pen.polygon(INK, placed(center, s, turn, stock), s * 0.025)
    pen.polygon(STEEL, placed(center, s, turn, box_points(-0.16, -0.045, barrel, 0.01)))
    pen.polygon(shade(STEEL, 0.6), placed(center, s, turn, box_points(-0.16, -0.05, 0.08, 0.06)))
    fore = box_points(0.08, -0.01, 0.3, 0.045)
    pen.polygon(WOOD, placed(center, s, turn, fore))
    pen.polygon(INK, placed(center, s, turn, fore), s * 0.02)
    guard = placed(center, s, turn, [(-0.02, 0.1)])[0]
    pen.circle(INK, guard, s * 0.05, s * 0.02)
    if scope:
        tube = box_points(-0.1, -0.13, 0.2, -0.075)
        pen.polygon(INK, placed(center, s, turn, tube))
        pen.polygon(STEEL, placed(center, s, turn, box_points(0.17, -0.15, 0.23, -0.055)))
    pen.polygon(INK, placed(center, s, turn, box_points(-0.16, -0.045, barrel, 0.01)), s * 0.02)


def rifle(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Springfield: a long rifle."""
    _long_gun(pen, x, y, s, 0.5, scope=False)


def buffalo_rifle(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Buffalo Rifle: a longer rifle with a telescope sight."""
    _long_gun(pen, x, y, s, 0.56, scope=True)


def knife(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Knife: a Bowie knife, point up and to the left."""
    center = (x + s * 0.5, y + s * 0.5)
    turn = -130.0
    blade = [(-0.08, -0.06), (0.34, -0.07), (0.5, 0.0), (0.38, 0.02), (0.3, 0.06), (-0.08, 0.06)]
    pen.polygon(shade(STEEL, 1.6), placed(center, s, turn, blade))
    pen.polygon(INK, placed(center, s, turn, blade), s * 0.03)
    edge_start, edge_end = placed(center, s, turn, [(-0.04, -0.01), (0.3, -0.02)])
    pen.line(STEEL, edge_start, edge_end, s * 0.025)
    guard = box_points(-0.13, -0.13, -0.08, 0.13)
    pen.polygon(BRASS, placed(center, s, turn, guard))
    pen.polygon(INK, placed(center, s, turn, guard), s * 0.025)
    handle = [(-0.13, -0.06), (-0.46, -0.07), (-0.5, 0.0), (-0.46, 0.07), (-0.13, 0.06)]
    pen.polygon(WOOD, placed(center, s, turn, handle))
    pen.polygon(INK, placed(center, s, turn, handle), s * 0.03)


def _pistol(pen: Pen, x: float, y: float, s: float, barrel: float, barrels: int) -> None:
    center = (x + s * 0.52, y + s * 0.52)
    turn = -8.0
    grip = [(-0.3, -0.06), (-0.1, -0.06), (-0.16, 0.1), (-0.24, 0.36), (-0.44, 0.32), (-0.36, 0.04)]
    pen.polygon(WOOD, placed(center, s, turn, grip))
    pen.polygon(INK, placed(center, s, turn, grip), s * 0.03)
    body = box_points(-0.32, -0.16, -0.02, 0.04)
    pen.polygon(STEEL, placed(center, s, turn, body))
    pen.polygon(INK, placed(center, s, turn, body), s * 0.03)
    height = 0.2 / barrels
    for i in range(barrels):
        tube = box_points(-0.04, -0.16 + i * height, barrel, -0.16 + (i + 1) * height)
        pen.polygon(shade(STEEL, 1.3), placed(center, s, turn, tube))
        pen.polygon(INK, placed(center, s, turn, tube), s * 0.025)
    pen.circle(INK, placed(center, s, turn, [(-0.12, 0.1)])[0], s * 0.06, s * 0.025)
    pen.polyline(INK, placed(center, s, turn, [(-0.3, -0.16), (-0.36, -0.24), (-0.28, -0.22)]), s * 0.04)


def derringer(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Derringer: a pocket pistol with two short barrels."""
    _pistol(pen, x, y, s, 0.2, 2)


def pepperbox(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Pepperbox: a pistol with a bundle of long barrels."""
    _pistol(pen, x, y, s, 0.44, 3)


def howitzer(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Howitzer: a field gun on a wheel, with a blast at its mouth."""
    mouth: Point = (x + s * 0.84, y + s * 0.34)
    pen.polygon((250, 196, 40), star_points(mouth, s * 0.15, s * 0.08, 8))
    barrel = rotated_rect((x + s * 0.58, y + s * 0.5), s * 0.6, s * 0.2, -24)
    pen.polygon(shade(STEEL, 0.8), barrel)
    pen.polygon(INK, barrel, s * 0.03)
    pen.polygon(WOOD, [(x + s * 0.14, y + s * 0.86), (x + s * 0.48, y + s * 0.56), (x + s * 0.56, y + s * 0.66),
                       (x + s * 0.24, y + s * 0.9)])
    hub = (x + s * 0.44, y + s * 0.7)
    pen.circle(INK, hub, s * 0.22, s * 0.05)
    for angle in range(0, 180, 45):
        a = math.radians(angle)
        dx, dy = math.cos(a) * s * 0.2, math.sin(a) * s * 0.2
        pen.line(INK, (hub[0] - dx, hub[1] - dy), (hub[0] + dx, hub[1] + dy), s * 0.03)
    pen.circle(BRASS, hub, s * 0.05)
    pen.circle(CREAM, mouth, s * 0.035)


def double_bang(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Shootout: two BANG! targets."""
    bang(pen, x - s * 0.06, y + s * 0.12, s * 0.62, value)
    bang(pen, x + s * 0.44, y + s * 0.26, s * 0.62, value)


GLYPHS = {
    "bang": bang,
    "gatling": gatling,
    "duel": duel,
    "indians": indians,
    "fist": fist,
    "rifle": rifle,
    "buffalo_rifle": buffalo_rifle,
    "knife": knife,
    "derringer": derringer,
    "pepperbox": pepperbox,
    "howitzer": howitzer,
    "double_bang": double_bang,
}
