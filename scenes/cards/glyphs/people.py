"""Glyphs of character and role cards: the portrait medallion and the role badges."""
from __future__ import annotations

from game.roles import Role
from scenes.cards.palette import BANNER, BRASS, CHARACTER_FRAME, INK, PARCHMENT, ROLE_COLOURS, Point, shade
from scenes.cards.pen import Pen, star_points


def portrait(pen: Pen, center: Point, r: float) -> None:
    """A medallion with a cowboy in silhouette."""
    cx, cy = center
    pen.circle(shade(PARCHMENT, 0.88), center, r)
    pen.circle(shade(CHARACTER_FRAME, 0.8), center, r, max(0.8, r * 0.08))
    silhouette = shade(INK, 1.05)
    pen.ellipse(silhouette, (cx - r * 0.3, cy - r * 0.2, r * 0.6, r * 0.62))
    shoulders = [(-0.62, 0.78), (-0.5, 0.45), (-0.15, 0.32), (0.15, 0.32), (0.5, 0.45), (0.62, 0.78)]
    pen.polygon(silhouette, [(cx + r * dx, cy + r * dy) for dx, dy in shoulders])
    pen.ellipse(silhouette, (cx - r * 0.62, cy - r * 0.3, r * 1.24, r * 0.2))
    pen.polygon(silhouette, [(cx - r * 0.34, cy - r * 0.22), (cx - r * 0.28, cy - r * 0.62), (cx, cy - r * 0.5),
                             (cx + r * 0.28, cy - r * 0.62), (cx + r * 0.34, cy - r * 0.22)])
    pen.rect(BANNER, (cx - r * 0.33, cy - r * 0.32, r * 0.66, r * 0.08))


def role_emblem(pen: Pen, role: str, center: Point, r: float) -> None:
    """The badge of a role: a star for the law, a mask for an outlaw, a lone star in a ring for the renegade."""
    cx, cy = center
    if role in (Role.SHERIFF.value, Role.DEPUTY.value):
        metal = BRASS if role == Role.SHERIFF.value else (196, 200, 208)
        scale = 1.0 if role == Role.SHERIFF.value else 0.82
        points = star_points(center, r * 0.95 * scale, r * 0.5 * scale, 6)
        pen.polygon(metal, points)
        for point in points[::2]:
            pen.circle(metal, point, r * 0.1 * scale)
            pen.circle(shade(metal, 0.55), point, r * 0.1 * scale, max(0.5, r * 0.03))
        pen.polygon(shade(metal, 0.55), points, max(0.5, r * 0.04))
        pen.circle(shade(metal, 0.8), center, r * 0.3 * scale, max(0.5, r * 0.04))
    elif role == Role.OUTLAW.value:
        mask = [(-0.9, -0.25), (0, -0.1), (0.9, -0.25), (0.8, 0.2), (0.2, 0.3), (0, 0.15), (-0.2, 0.3), (-0.8, 0.2)]
        pen.polygon(INK, [(cx + r * dx, cy + r * dy) for dx, dy in mask])
        pen.ellipse(PARCHMENT, (cx - r * 0.6, cy - r * 0.12, r * 0.38, r * 0.22))
        pen.ellipse(PARCHMENT, (cx + r * 0.22, cy - r * 0.12, r * 0.38, r * 0.22))
        pen.line(INK, (cx + r * 0.85, cy - r * 0.1), (cx + r * 1.0, cy + r * 0.5), r * 0.08)
    else:
        pen.circle(shade(ROLE_COLOURS[Role.RENEGADE.value], 1.0), center, r * 0.8, max(0.8, r * 0.07))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pen.line(INK, (cx + dx * r * 0.65, cy + dy * r * 0.65), (cx + dx * r * 0.98, cy + dy * r * 0.98), r * 0.07)
        pen.polygon(INK, star_points(center, r * 0.5, r * 0.2, 5))
