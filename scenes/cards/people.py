"""Character and role faces: a name banner, a portrait, life bullets and the ability; a role badge and its goal."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import Kind
from scenes.cards.fitting import FittedText
from scenes.cards.frame import blit_lines, card_metrics, paint_divider, paint_frame
from scenes.cards.glyphs.people import portrait as paint_portrait
from scenes.cards.glyphs.people import role_emblem
from scenes.cards.palette import BANNER, CHARACTER_FRAME, CREAM, INK, KIND_COLOURS, ROLE_COLOURS, SOFT_INK, shade
from scenes.cards.pen import Pen, supersampled
from scenes.cards.symbols import life_bullet


def paint_character(width: int, fits: dict[str, FittedText], lives: int,
                    face: Callable[[int], pygame.Surface] | None = None) -> pygame.Surface:
    """A character card at ``width`` px: ``fits`` are its laid-out name and ability; ``lives`` bullets; ``face``
    paints the character's portrait at a size (else a cowboy's silhouette stands in a medallion)."""
    m = card_metrics(width)
    inner = m.inner
    name_fit, short_fit = fits["name"], fits.get("short")
    bpad = max(1, round(m.width * 0.025))
    banner_top = max(m.radius, inner.top + m.pad)
    banner_h = max(name_fit.height, name_fit.line_height) + 2 * bpad
    short_h = short_fit.height if short_fit else 0
    short_top = inner.bottom - m.pad - short_h
    bullet_w = max(3.5, m.width * 0.065)
    bullet_h = bullet_w * 2.4
    bullets_top = short_top - max(2, m.width * 0.04) - bullet_h
    area_top = banner_top + banner_h + max(2, m.width * 0.05)
    portrait = min(bullets_top - area_top - max(2, m.width * 0.03), m.text_width * 0.6)
    if portrait < 20:
        bullets_top = (area_top + short_top - bullet_h) / 2

    def paint(pen: Pen) -> None:
        paint_frame(pen, m, CHARACTER_FRAME)
        fold = max(2.0, m.width * 0.04)
        for side in (-1, 1):
            x0 = 0.5 if side < 0 else m.width - 0.5
            pen.polygon(shade(BANNER, 0.6), [(x0, banner_top + banner_h), (x0 - side * fold * 1.5, banner_top +
                        banner_h), (x0 - side * fold * 1.5, banner_top + banner_h + fold)])
        pen.rect(BANNER, (0.5, banner_top, m.width - 1, banner_h), radius=max(1, m.width * 0.015))
        pen.rect(shade(BANNER, 0.6), (0.5, banner_top, m.width - 1, banner_h), max(0.6, m.width * 0.01),
                 radius=max(1, m.width * 0.015))
        pen.line(shade(BANNER, 1.3), (2, banner_top + bpad * 0.5), (m.width - 2, banner_top + bpad * 0.5),
                 max(0.4, m.width * 0.006))
        if portrait >= 20 and face is None:
            cx, cy = m.width / 2, area_top + portrait / 2
            paint_portrait(pen, (cx, cy), portrait / 2)
        total = lives * bullet_w + (lives - 1) * bullet_w * 0.45
        x = m.width / 2 - total / 2
        for _ in range(lives):
            life_bullet(pen, x, bullets_top, bullet_w, bullet_h)
            x += bullet_w * 1.45

    surface = supersampled((m.width, m.height), paint)
    if portrait >= 20 and face is not None:
        picture = face(int(portrait))
        surface.blit(picture, picture.get_rect(midtop=(round(m.width / 2), round(area_top))))
    blit_lines(surface, name_fit, m.width / 2, banner_top + bpad, CREAM)
    if short_fit:
        blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
    return surface


def paint_role(role: str, width: int, fits: dict[str, FittedText]) -> pygame.Surface:
    """A role card ("sheriff"...) at ``width`` px; ``fits`` are its laid-out name and goal."""
    m = card_metrics(width)
    inner = m.inner
    name_fit, short_fit = fits["name"], fits["short"]
    frame = ROLE_COLOURS.get(role, KIND_COLOURS[Kind.BROWN])
    name_top = inner.top + m.pad
    divider_y = name_top + max(name_fit.height, name_fit.line_height) + max(2, m.width * 0.03)
    divider_size = max(1.5, m.width * 0.025)
    short_top = inner.bottom - m.pad - short_fit.height
    area_top = divider_y + divider_size + 2
    area = min(short_top - 2 - area_top, m.text_width * 0.8)

    def paint(pen: Pen) -> None:
        paint_frame(pen, m, frame)
        paint_divider(pen, inner.left + m.pad, inner.right - m.pad, divider_y, shade(frame, 0.9), divider_size)
        if area >= 12:
            center = (m.width / 2, area_top + (short_top - 2 - area_top) / 2)
            role_emblem(pen, role, center, area / 2)

    surface = supersampled((m.width, m.height), paint)
    blit_lines(surface, name_fit, m.width / 2, name_top, INK)
    blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
    return surface
