"""Pictures of the cards kept in play: Missed!'s holed hat, Scope's spyglass, Mustang's horse head."""
from __future__ import annotations

from scenes.cards.art.supplies import HORSE
from scenes.cards.palette import BRASS, CREAM, INK, LEATHER, STEEL, shade
from scenes.cards.pen import Pen, rotated_rect


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


def spyglass(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """Scope: a brass spyglass drawn out in three sections."""
    centre_y = y + h * 0.5
    for i, (left, length, half) in enumerate(((0.12, 0.3, 0.16), (0.38, 0.24, 0.13), (0.58, 0.24, 0.1))):
        section = rotated_rect((x + w * (left + length / 2), centre_y - h * 0.08 * i), w * length, h * half * 2, -10)
        pen.polygon(BRASS if i != 1 else shade(BRASS, 0.85), section)
        pen.polygon(INK, section, max(0.4, h * 0.025))
    pen.ellipse(shade(STEEL, 1.5), (x + w * 0.06, centre_y - h * 0.16, w * 0.07, h * 0.34))
    pen.ellipse(INK, (x + w * 0.06, centre_y - h * 0.16, w * 0.07, h * 0.34), max(0.4, h * 0.025))


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
