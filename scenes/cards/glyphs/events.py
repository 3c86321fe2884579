"""Glyphs of the High Noon event cards: one picture per event, drawn over the event card's sun."""
from __future__ import annotations

import math

from game.cards import Suit
from scenes.cards.glyphs.shots import bang
from scenes.cards.glyphs.supplies import beer
from scenes.cards.palette import BLACK_SUIT, BRASS, CREAM, GOLD, INK, RED, STEEL, WOOD, Point, shade
from scenes.cards.pen import Pen, arc_band, star_points
from scenes.cards.symbols import no_sign, paint_heart, paint_suit


def _rays(pen: Pen, center: Point, inner: float, outer: float, colour: tuple[int, int, int], count: int = 12) -> None:
    for i in range(count):
        a = math.radians(i * 360 / count)
        b = math.radians(i * 360 / count + 360 / count / 3)
        pen.polygon(colour, [(center[0] + inner * math.cos(a), center[1] + inner * math.sin(a)),
                             (center[0] + outer * math.cos((a + b) / 2), center[1] + outer * math.sin((a + b) / 2)),
                             (center[0] + inner * math.cos(b), center[1] + inner * math.sin(b))])


def blessing(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Blessing: a heart in a halo of light (every card is a heart)."""
    c = (x + s / 2, y + s / 2)
    _rays(pen, c, s * 0.3, s * 0.5, GOLD)
    paint_heart(pen, (c[0], c[1] + s * 0.02), s * 0.56)


def curse(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Curse: a spade with dark lightning around it (every card is a spade)."""
    c = (x + s / 2, y + s / 2)
    for sx, angle in ((-1, 0), (1, 1)):
        bolt = [(c[0] + sx * s * 0.3, y + s * 0.08), (c[0] + sx * s * 0.4, y + s * 0.3),
                (c[0] + sx * s * 0.32, y + s * 0.32), (c[0] + sx * s * 0.44, y + s * 0.56)]
        pen.polyline(shade(STEEL, 0.6 + 0.1 * angle), bolt, s * 0.04)
    paint_suit(pen, Suit.SPADES, c, s * 0.62, BLACK_SUIT)


def ghost_town(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Ghost Town: a ghost rising in front of an empty street."""
    ground = y + s * 0.9
    for fx, height in ((0.06, 0.36), (0.74, 0.44)):
        pen.rect(shade(WOOD, 0.8), (x + s * fx, ground - s * height, s * 0.2, s * height))
        pen.rect(INK, (x + s * fx, ground - s * height, s * 0.2, s * height), s * 0.02)
    cx = x + s * 0.5
    body = [(cx - s * 0.24, y + s * 0.86), (cx - s * 0.24, y + s * 0.38)]
    for i in range(13):
        a = math.radians(180 + i * 15)
        body.append((cx + s * 0.24 * math.cos(a), y + s * 0.38 + s * 0.26 * math.sin(a)))
    body += [(cx + s * 0.24, y + s * 0.86), (cx + s * 0.16, y + s * 0.78), (cx + s * 0.08, y + s * 0.88),
             (cx, y + s * 0.78), (cx - s * 0.08, y + s * 0.88), (cx - s * 0.16, y + s * 0.78)]
    pen.polygon((246, 246, 240), body)
    pen.polygon(INK, body, s * 0.035)
    for ex in (-0.09, 0.09):
        pen.ellipse(INK, (cx + s * ex - s * 0.04, y + s * 0.34, s * 0.08, s * 0.12))
    pen.ellipse(INK, (cx - s * 0.05, y + s * 0.52, s * 0.1, s * 0.08))


def gold_rush(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Gold Rush: a nugget inside an arrow turning the other way round (counter-clockwise)."""
    c = (x + s / 2, y + s / 2)
    pen.polygon(INK, arc_band(c, s * 0.46, s * 0.36, 290, -20))
    head_at = math.radians(-20)
    tip = (c[0] + s * 0.41 * math.cos(head_at), c[1] + s * 0.41 * math.sin(head_at))
    pen.polygon(INK, [(tip[0] - s * 0.13, tip[1] - s * 0.02), (tip[0] + s * 0.13, tip[1] - s * 0.02),
                      (tip[0] + s * 0.02, tip[1] - s * 0.16)])
    nugget = [(c[0] - s * 0.2, c[1] + s * 0.06), (c[0] - s * 0.12, c[1] - s * 0.14), (c[0] + s * 0.06, c[1] - s * 0.18),
              (c[0] + s * 0.22, c[1] - s * 0.04), (c[0] + s * 0.16, c[1] + s * 0.16), (c[0] - s * 0.04, c[1] + s * 0.2)]
    pen.polygon(GOLD, nugget)
    pen.polygon(shade(GOLD, 0.6), nugget, s * 0.03)
    pen.circle(shade(GOLD, 1.5), (c[0] - s * 0.02, c[1] - s * 0.06), s * 0.05)


def hangover(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Hangover: an empty bottle on its side and a dizzy spiral (no character abilities)."""
    cx, cy = x + s * 0.5, y + s * 0.74
    bottle = [(cx - s * 0.38, cy - s * 0.12), (cx + s * 0.1, cy - s * 0.12), (cx + s * 0.2, cy - s * 0.05),
              (cx + s * 0.4, cy - s * 0.05), (cx + s * 0.4, cy + s * 0.05), (cx + s * 0.2, cy + s * 0.05),
              (cx + s * 0.1, cy + s * 0.12), (cx - s * 0.38, cy + s * 0.12)]
    pen.polygon((120, 150, 96), bottle)
    pen.polygon(INK, bottle, s * 0.03)
    spiral: list[Point] = []
    for i in range(40):
        a = i * 0.4
        r = s * 0.02 + s * 0.0065 * i
        spiral.append((cx + r * math.cos(a), y + s * 0.3 + r * math.sin(a)))
    pen.polyline(INK, spiral, s * 0.035)


def daltons(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """The Daltons: four brothers side by side, from the shortest to the tallest."""
    bottom = y + s * 0.94
    for i in range(4):
        cx = x + s * (0.14 + 0.24 * i)
        height = s * (0.46 + 0.12 * i)
        top = bottom - height
        pen.polygon(INK, [(cx - s * 0.1, bottom), (cx - s * 0.09, top + s * 0.2), (cx + s * 0.09, top + s * 0.2),
                          (cx + s * 0.1, bottom)])
        pen.circle(INK, (cx, top + s * 0.12), s * 0.07)
        pen.ellipse(INK, (cx - s * 0.12, top + s * 0.04, s * 0.24, s * 0.05))
        pen.rect(INK, (cx - s * 0.06, top - s * 0.04, s * 0.12, s * 0.09))
        for stripe in range(3):
            sy = top + s * 0.28 + stripe * height * 0.18
            if sy < bottom - s * 0.04:
                pen.line(CREAM, (cx - s * 0.09, sy), (cx + s * 0.09, sy), s * 0.025)


def doctor(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """The Doctor: a doctor's bag with a red cross."""
    body = (x + s * 0.1, y + s * 0.32, s * 0.8, s * 0.56)
    pen.polygon(INK, arc_band((x + s * 0.5, y + s * 0.34), s * 0.2, s * 0.13, 180, 360))
    pen.rect((44, 34, 30), body, radius=s * 0.08)
    pen.rect(INK, body, s * 0.03, radius=s * 0.08)
    pen.rect(BRASS, (x + s * 0.44, y + s * 0.3, s * 0.12, s * 0.07))
    pen.rect(CREAM, (x + s * 0.35, y + s * 0.46, s * 0.3, s * 0.3), radius=s * 0.03)
    pen.rect(RED, (x + s * 0.46, y + s * 0.49, s * 0.08, s * 0.24))
    pen.rect(RED, (x + s * 0.38, y + s * 0.57, s * 0.24, s * 0.08))


def reverend(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """The Reverend: a beer struck out (no Beer may be played)."""
    beer(pen, x + s * 0.1, y + s * 0.06, s * 0.8, value)
    no_sign(pen, (x + s / 2, y + s / 2), s * 0.46)


def sermon(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """The Sermon: a BANG! struck out (no BANG! in your own turn)."""
    bang(pen, x + s * 0.1, y + s * 0.1, s * 0.8, value)
    no_sign(pen, (x + s / 2, y + s / 2), s * 0.46)


def thirst(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Thirst: an empty glass with one last drop (one card fewer is written beside it)."""
    glass = [(x + s * 0.16, y + s * 0.14), (x + s * 0.6, y + s * 0.14), (x + s * 0.52, y + s * 0.86),
             (x + s * 0.24, y + s * 0.86)]
    pen.polygon((232, 236, 236), glass)
    pen.polygon(INK, glass, s * 0.04)
    drop = [(x + s * 0.38, y + s * 0.58), (x + s * 0.33, y + s * 0.7), (x + s * 0.38, y + s * 0.75),
            (x + s * 0.43, y + s * 0.7)]
    pen.polygon((120, 170, 210), drop)


def train_arrival(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """Train Arrival: a steam engine (one card more is written above it)."""
    ground = y + s * 0.86
    pen.rect(shade(STEEL, 0.7), (x + s * 0.14, y + s * 0.46, s * 0.46, s * 0.26), radius=s * 0.06)
    pen.rect(RED, (x + s * 0.56, y + s * 0.32, s * 0.3, s * 0.4))
    pen.rect(INK, (x + s * 0.52, y + s * 0.28, s * 0.38, s * 0.06))
    pen.rect(CREAM, (x + s * 0.62, y + s * 0.38, s * 0.16, s * 0.12))
    pen.polygon(INK, [(x + s * 0.18, y + s * 0.46), (x + s * 0.14, y + s * 0.26), (x + s * 0.32, y + s * 0.26),
                      (x + s * 0.28, y + s * 0.46)])
    pen.polygon(INK, [(x + s * 0.14, ground - s * 0.12), (x + s * 0.02, ground), (x + s * 0.16, ground)])
    for cx, r in ((0.26, 0.11), (0.5, 0.11), (0.76, 0.13)):
        pen.circle(INK, (x + s * cx, ground - r * s), r * s)
        pen.circle(BRASS, (x + s * cx, ground - r * s), r * s * 0.35)
    pen.line(INK, (x + s * 0.26, ground - s * 0.11), (x + s * 0.76, ground - s * 0.13), s * 0.03)
    pen.rect(INK, (x + s * 0.14, y + s * 0.46, s * 0.46, s * 0.26), s * 0.03, radius=s * 0.06)


def high_noon(pen: Pen, x: float, y: float, s: float, value: int) -> None:
    """High Noon: a clock whose hands meet at twelve, in the blazing sun."""
    c = (x + s / 2, y + s / 2)
    pen.polygon(GOLD, star_points(c, s * 0.5, s * 0.36, 16))
    pen.circle(CREAM, c, s * 0.36)
    pen.circle(INK, c, s * 0.36, s * 0.045)
    for i in range(12):
        a = math.radians(i * 30 - 90)
        inner = s * (0.25 if i % 3 else 0.22)
        pen.line(INK, (c[0] + inner * math.cos(a), c[1] + inner * math.sin(a)),
                 (c[0] + s * 0.31 * math.cos(a), c[1] + s * 0.31 * math.sin(a)), s * (0.035 if i % 3 else 0.05))
    pen.polygon(INK, [(c[0] - s * 0.045, c[1]), (c[0], c[1] - s * 0.2), (c[0] + s * 0.045, c[1])])
    pen.polygon(RED, [(c[0] - s * 0.025, c[1]), (c[0], c[1] - s * 0.3), (c[0] + s * 0.025, c[1])])
    pen.circle(INK, c, s * 0.045)


GLYPHS = {
    "blessing": blessing,
    "curse": curse,
    "ghost_town": ghost_town,
    "gold_rush": gold_rush,
    "hangover": hangover,
    "daltons": daltons,
    "doctor": doctor,
    "reverend": reverend,
    "sermon": sermon,
    "thirst": thirst,
    "train_arrival": train_arrival,
    "high_noon": high_noon,
}
