"""Pictures of the cards that take or discard: Panic!'s snatching hand, Cat Balou on her horse."""
from __future__ import annotations

from scenes.cards.art.supplies import HORSE
from scenes.cards.palette import BACK_RED, CREAM, INK, RED, SKIN, shade
from scenes.cards.pen import Pen, rotated_rect


def snatching_hand(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Panic!: a hand reaching in from the left and closing on a card."""
    card = rotated_rect((x + w * 0.66, y + h * 0.46), h * 0.42, h * 0.6, 14)
    pen.polygon(CREAM, card)
    pen.polygon(INK, card, max(0.4, h * 0.025))
    pen.polygon(BACK_RED, rotated_rect((x + w * 0.66, y + h * 0.46), h * 0.24, h * 0.38, 14), max(0.4, h * 0.03))
    pen.rect(shade(RED, 0.8), (x - h * 0.1, y + h * 0.5, w * 0.34, h * 0.2), radius=h * 0.04)
    palm = (x + w * 0.26, y + h * 0.44, w * 0.2, h * 0.3)
    pen.ellipse(SKIN, palm)
    pen.ellipse(INK, palm, max(0.4, h * 0.025))
    for i in range(3):
        fy = y + h * (0.4 + 0.09 * i)
        pen.line(SKIN, (x + w * 0.4, fy + h * 0.04), (x + w * 0.58, fy), h * 0.07)
    pen.line(SKIN, (x + w * 0.34, y + h * 0.72), (x + w * 0.5, y + h * 0.66), h * 0.07)
    for i in range(4):
        pen.line(INK, (x + w * 0.08, y + h * (0.3 + 0.12 * i)), (x + w * 0.2, y + h * (0.3 + 0.12 * i)),
                 max(0.4, h * 0.02))


def rider(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Cat Balou: a woman riding a galloping horse, her skirt and hat flying."""
    ground = y + h * 0.92
    body = (x + w * 0.3, y + h * 0.4, w * 0.4, h * 0.26)
    pen.ellipse(HORSE, body)
    pen.polygon(HORSE, [(x + w * 0.64, y + h * 0.46), (x + w * 0.8, y + h * 0.2), (x + w * 0.88, y + h * 0.26),
                        (x + w * 0.72, y + h * 0.58)])
    for a, b in (((0.36, 0.6), (0.26, 0.8)), ((0.42, 0.62), (0.4, 0.9)), ((0.6, 0.62), (0.72, 0.84)),
                 ((0.66, 0.6), (0.8, 0.74))):
        pen.line(HORSE, (x + w * a[0], y + h * a[1]), (x + w * b[0], min(ground, y + h * b[1])), h * 0.06)
    pen.polyline(shade(HORSE, 0.5), [(x + w * 0.31, y + h * 0.48), (x + w * 0.2, y + h * 0.56),
                                      (x + w * 0.16, y + h * 0.7)], h * 0.05)
    pen.polygon(RED, [(x + w * 0.44, y + h * 0.42), (x + w * 0.56, y + h * 0.42), (x + w * 0.6, y + h * 0.62),
                      (x + w * 0.36, y + h * 0.6)])
    pen.rect(CREAM, (x + w * 0.46, y + h * 0.2, w * 0.08, h * 0.24), radius=h * 0.03)
    pen.circle(SKIN, (x + w * 0.5, y + h * 0.16), h * 0.08)
    pen.polyline(shade(INK, 1.5), [(x + w * 0.46, y + h * 0.14), (x + w * 0.38, y + h * 0.24)], h * 0.05)
    pen.ellipse(INK, (x + w * 0.42, y + h * 0.05, w * 0.16, h * 0.06))
    pen.ellipse(INK, body, max(0.4, h * 0.02))


ART = {
    "snatching_hand": snatching_hand,
    "rider": rider,
}
