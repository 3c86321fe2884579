"""Pictures of the cards that take or discard: Panic!'s snatching hand, Cat Balou on her horse."""
from __future__ import annotations

from scenes.cards.art.supplies import HORSE, horse
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
    """Cat Balou: a woman in a red skirt riding a galloping horse, her hat flying on its string."""
    ground = y + h * 0.96
    hx = x + w * 0.12 + h * 0.2
    horse(pen, hx, ground, h * 0.66, HORSE, 0.6)
    seat = (hx + h * 0.3, ground - h * 0.66 * 0.72)
    skirt = [(seat[0] - h * 0.12, seat[1]), (seat[0] + h * 0.14, seat[1]), (seat[0] + h * 0.2, seat[1] + h * 0.2),
             (seat[0] - h * 0.16, seat[1] + h * 0.18)]
    pen.polygon(RED, skirt)
    pen.polygon(INK, skirt, max(0.4, h * 0.02))
    pen.rect(CREAM, (seat[0] - h * 0.07, seat[1] - h * 0.26, h * 0.14, h * 0.27), radius=h * 0.04)
    pen.line(CREAM, (seat[0] - h * 0.04, seat[1] - h * 0.2), (seat[0] - h * 0.22, seat[1] - h * 0.08), h * 0.05)
    head = (seat[0], seat[1] - h * 0.34)
    pen.circle(SKIN, head, h * 0.08)
    pen.polyline(shade(INK, 1.5), [(head[0] + h * 0.03, head[1] - h * 0.04), (head[0] + h * 0.16, head[1] + h * 0.1)],
                 h * 0.06)
    brim = (head[0] - h * 0.14, head[1] - h * 0.1, h * 0.28, h * 0.06)
    pen.ellipse(shade(INK, 1.4), brim)
    pen.rect(shade(INK, 1.4), (head[0] - h * 0.07, brim[1] - h * 0.07, h * 0.14, h * 0.09), radius=h * 0.02)


ART = {
    "snatching_hand": snatching_hand,
    "rider": rider,
}
