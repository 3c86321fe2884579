"""Pictures of the guns: the five weapons side by side distinct, BANG!'s revolver firing, the Gatling gun.

An art painter is ``paint(pen, x, y, w, h, value)``: it draws the subject of a card in the
panel (x, y, w, h) in final pixels, over the panel's backdrop.
"""
from __future__ import annotations

from scenes.cards.palette import BRASS, CREAM, INK, RED, STEEL, WOOD, Colour, Point, shade
from scenes.cards.pen import Pen, box_points, placed, star_points

IVORY: Colour = (236, 226, 200)
BLUED: Colour = (70, 78, 96)
FLASH: Colour = (250, 196, 40)


def _shape(pen: Pen, colour: Colour, centre: Point, size: float, turn: float, points: list[Point]) -> None:
    outline = placed(centre, size, turn, points)
    pen.polygon(colour, outline)
    pen.polygon(INK, outline, max(0.4, size * 0.018))


def _revolver(pen: Pen, centre: Point, size: float, barrel: float, frame: Colour, grip: Colour,
              turn: float = -6.0, cylinder: bool = True) -> Point:
    """A revolver pointing right; returns where its muzzle is."""
    _shape(pen, grip, centre, size, turn, [(-0.28, -0.02), (-0.1, -0.02), (-0.14, 0.12), (-0.2, 0.34), (-0.4, 0.3),
                                            (-0.34, 0.04)])
    _shape(pen, frame, centre, size, turn, box_points(-0.34, -0.14, -0.0, 0.02))
    _shape(pen, shade(frame, 1.2), centre, size, turn, box_points(-0.02, -0.13, barrel, -0.05))
    _shape(pen, shade(frame, 0.85), centre, size, turn, box_points(-0.02, -0.05, barrel * 0.7, -0.01))
    if cylinder:
        _shape(pen, shade(frame, 1.35), centre, size, turn, box_points(-0.24, -0.16, -0.06, 0.04))
        for u in (-0.2, -0.15, -0.1):
            a, b = placed(centre, size, turn, [(u, -0.14), (u, 0.02)])
            pen.line(INK, a, b, max(0.3, size * 0.012))
    guard = placed(centre, size, turn, [(-0.13, 0.08)])[0]
    pen.circle(INK, guard, size * 0.06, max(0.4, size * 0.018))
    pen.polyline(INK, placed(centre, size, turn, [(-0.32, -0.14), (-0.38, -0.22), (-0.3, -0.2)]), size * 0.03)
    return placed(centre, size, turn, [(barrel + 0.02, -0.09)])[0]


def _long_arm(pen: Pen, centre: Point, size: float, receiver: Colour, turn: float, lever: bool,
              cylinder: bool) -> None:
    """A carbine or rifle pointing right, its stock to the left."""
    _shape(pen, WOOD, centre, size, turn, [(-0.5, -0.02), (-0.16, -0.05), (-0.16, 0.05), (-0.3, 0.07), (-0.5, 0.13)])
    _shape(pen, STEEL, centre, size, turn, box_points(-0.02, -0.05, 0.5, -0.015))
    _shape(pen, WOOD, centre, size, turn, box_points(0.02, -0.015, 0.3, 0.03))
    _shape(pen, receiver, centre, size, turn, box_points(-0.17, -0.06, 0.0, 0.05))
    if cylinder:
        _shape(pen, shade(STEEL, 1.3), centre, size, turn, box_points(-0.05, -0.08, 0.06, 0.04))
    if lever:
        pen.polyline(INK, placed(centre, size, turn, [(-0.12, 0.05), (-0.14, 0.12), (-0.02, 0.13), (-0.04, 0.05)]),
                     size * 0.02)
    else:
        pen.circle(INK, placed(centre, size, turn, [(-0.08, 0.08)])[0], size * 0.035, max(0.4, size * 0.015))


def volcanic(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Volcanic: a short brass lever pistol, its ring lever under the grip."""
    s = min(w * 0.7, h * 1.3)
    centre = (x + w * 0.5, y + h * 0.48)
    _revolver(pen, centre, s, 0.2, BRASS, WOOD, cylinder=False)
    lever = placed(centre, s, -6, [(-0.14, 0.12)])[0]
    pen.circle(INK, lever, s * 0.08, max(0.4, s * 0.02))


def schofield(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Schofield: a blued service revolver, walnut grip."""
    s = min(w * 0.72, h * 1.3)
    _revolver(pen, (x + w * 0.5, y + h * 0.48), s, 0.34, BLUED, WOOD)


def remington(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Remington: a long-barrelled steel revolver with an ivory grip."""
    s = min(w * 0.7, h * 1.2)
    _revolver(pen, (x + w * 0.46, y + h * 0.5), s, 0.48, shade(STEEL, 1.15), IVORY, turn=-4)


def carabine(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Rev. Carabine: a revolving carbine, the cylinder in front of the trigger."""
    s = min(w * 0.95, h * 1.6)
    _long_arm(pen, (x + w * 0.5, y + h * 0.5), s, BLUED, -12, lever=False, cylinder=True)


def winchester(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Winchester: a lever-action rifle with a brass receiver."""
    s = min(w * 1.0, h * 1.7)
    _long_arm(pen, (x + w * 0.5, y + h * 0.52), s, BRASS, -18, lever=True, cylinder=False)


def revolver_firing(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """BANG!: a revolver fired to the right, a flash at its muzzle and the bullet flying."""
    s = min(w * 0.8, h * 1.45)
    muzzle = _revolver(pen, (x + w * 0.4, y + h * 0.56), s, 0.34, BLUED, WOOD, turn=-10)
    pen.polygon(FLASH, star_points(muzzle, h * 0.22, h * 0.1, 9))
    pen.polygon(shade(FLASH, 1.5), star_points(muzzle, h * 0.11, h * 0.05, 7))
    bullet = (min(x + w * 0.94, muzzle[0] + w * 0.3), muzzle[1] - h * 0.1)
    pen.line(shade(INK, 1.7), (muzzle[0] + h * 0.2, muzzle[1] - h * 0.05), bullet, max(0.4, h * 0.02))
    pen.ellipse(BRASS, (bullet[0] - h * 0.05, bullet[1] - h * 0.025, h * 0.1, h * 0.05))


def gatling_gun(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Gatling: the crank gun on its tripod, a fan of flashes at the barrels."""
    s = min(w, h * 1.5)
    base = (x + w * 0.42, y + h * 0.62)
    for foot in ((-0.3, 0.34), (0.26, 0.34), (0.0, 0.38)):
        pen.line(WOOD, base, (base[0] + foot[0] * s, base[1] + foot[1] * s * 0.6), s * 0.04)
    barrels = placed(base, s, -8, box_points(-0.2, -0.12, 0.36, 0.02))
    pen.polygon(STEEL, barrels)
    for v in (-0.09, -0.05, -0.01):
        a, b = placed(base, s, -8, [(-0.2, v), (0.36, v)])
        pen.line(shade(STEEL, 0.6), a, b, max(0.3, s * 0.01))
    pen.polygon(INK, barrels, max(0.4, s * 0.015))
    hub = placed(base, s, -8, [(-0.2, -0.05)])[0]
    pen.circle(BRASS, hub, s * 0.08)
    pen.circle(INK, hub, s * 0.08, max(0.4, s * 0.015))
    pen.polyline(INK, [hub, (hub[0] - s * 0.08, hub[1] + s * 0.08), (hub[0] - s * 0.12, hub[1] + s * 0.06)], s * 0.025)
    mouth = placed(base, s, -8, [(0.4, -0.05)])[0]
    for dy in (-0.12, 0.0, 0.12):
        pen.polygon(FLASH, star_points((mouth[0] + h * 0.06, mouth[1] + dy * h), h * 0.09, h * 0.04, 6))
    pen.circle(CREAM, (mouth[0] + h * 0.06, mouth[1]), h * 0.03)


def _gunman(pen: Pen, foot: Point, h: float, facing: int, coat: Colour) -> None:
    """A gunman in silhouette, ``h`` tall, standing on ``foot``, facing right (1) or left (-1), gun drawn."""
    fx, fy = foot
    pen.line(coat, (fx - h * 0.06, fy - h * 0.42), (fx - h * 0.1, fy), h * 0.07)
    pen.line(coat, (fx + h * 0.06, fy - h * 0.42), (fx + h * 0.1, fy), h * 0.07)
    pen.polygon(coat, [(fx - h * 0.11, fy - h * 0.78), (fx + h * 0.11, fy - h * 0.78), (fx + h * 0.13, fy - h * 0.38),
                       (fx - h * 0.13, fy - h * 0.38)])
    shoulder = (fx + facing * h * 0.06, fy - h * 0.72)
    hand = (fx + facing * h * 0.26, fy - h * 0.68)
    pen.line(coat, shoulder, hand, h * 0.06)
    pen.line(STEEL, hand, (hand[0] + facing * h * 0.1, hand[1] - h * 0.01), h * 0.04)
    pen.circle(coat, (fx, fy - h * 0.86), h * 0.08)
    pen.ellipse(coat, (fx - h * 0.18, fy - h * 0.94, h * 0.36, h * 0.06))
    pen.rect(coat, (fx - h * 0.09, fy - h * 1.04, h * 0.18, h * 0.12), radius=h * 0.03)


def gunmen_facing(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Duel: two gunmen face each other down the street at high noon, their long shadows between them."""
    ground = y + h * 0.9
    pen.circle(shade(FLASH, 1.5), (x + w * 0.52, y + h * 0.2), h * 0.1)
    for fx, facing in ((0.16, 1), (0.88, -1)):
        pen.ellipse(shade(INK, 1.9), (x + w * fx - h * 0.04 - (h * 0.4 if facing < 0 else 0), ground - h * 0.03,
                                      h * 0.44, h * 0.06))
        _gunman(pen, (x + w * fx, ground), h * 0.7, facing, shade(INK, 1.15 + 0.15 * (facing > 0)))


def _arrow(pen: Pen, tail: Point, tip: Point, h: float) -> None:
    """An arrow in flight: shaft, stone head and red-and-white fletching."""
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    pen.line(WOOD, tail, tip, max(0.4, h * 0.025))
    head = h * 0.08
    pen.polygon(shade(STEEL, 0.8), [(tip[0] + ux * head, tip[1] + uy * head), (tip[0] + nx * head * 0.5, tip[1] +
                                    ny * head * 0.5), (tip[0] - nx * head * 0.5, tip[1] - ny * head * 0.5)])
    for i, colour in enumerate((RED, CREAM)):
        base = (tail[0] + ux * h * 0.06 * i, tail[1] + uy * h * 0.06 * i)
        for side in (1, -1):
            pen.polygon(colour, [base, (base[0] + ux * h * 0.07, base[1] + uy * h * 0.07),
                                 (base[0] - ux * h * 0.02 + nx * side * h * 0.06,
                                  base[1] - uy * h * 0.02 + ny * side * h * 0.06)])


def arrows(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Indians!: a volley of arrows raining down from the left onto the plain."""
    for i, (start, end) in enumerate((((0.02, 0.12), (0.5, 0.44)), ((0.2, 0.02), (0.74, 0.5)),
                                      ((0.06, 0.46), (0.56, 0.78)), ((0.38, 0.2), (0.92, 0.62)))):
        _arrow(pen, (x + w * start[0], y + h * start[1]), (x + w * end[0], y + h * end[1]), h * (0.9 + 0.1 * i))
    pen.line(shade(WOOD, 0.8), (x + w * 0.8, y + h * 0.92), (x + w * 0.72, y + h * 0.76), max(0.4, h * 0.025))
    pen.polygon(RED, [(x + w * 0.8, y + h * 0.92), (x + w * 0.86, y + h * 0.94), (x + w * 0.82, y + h * 0.86)])


ART = {
    "arrows": arrows,
    "gunmen_facing": gunmen_facing,
    "volcanic": volcanic,
    "schofield": schofield,
    "remington": remington,
    "carabine": carabine,
    "winchester": winchester,
    "revolver_firing": revolver_firing,
    "gatling_gun": gatling_gun,
}
