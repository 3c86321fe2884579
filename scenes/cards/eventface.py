"""High Noon event faces: a sunset-red frame, the name on a dark banner, the event's picture on a sunburst.

Nothing on an event card looks like a playing card: no suit or rank, a frame colour no
card kind uses, and the sun behind the picture, so the event in force reads at a glance.
"""
from __future__ import annotations

import math

import pygame

from game.eventcards import EventCard
from scenes.app.assets import Assets
from scenes.cards.art import EVENT_SETTING, paint_setting
from scenes.cards.emblems import Overlay, blit_overlay, event_emblem, paint_emblem
from scenes.cards.fitting import FittedText
from scenes.cards.frame import blit_lines, card_metrics, paint_frame
from scenes.cards.palette import CREAM, EVENT_BANNER, EVENT_FACE, EVENT_FRAME, SOFT_INK, SUN, Point, shade
from scenes.cards.pen import Pen, supersampled

EMBLEM_MIN_SIZE = 12
EMBLEM_SHARE = 0.66
"""The picture takes at most this share of the text width (the sun shows around it)."""


def paint_event(assets: Assets, event: EventCard, width: int, fits: dict[str, FittedText]) -> pygame.Surface:
    """The event card ``event`` at ``width`` px; ``fits`` are its laid-out name and effect."""
    m = card_metrics(width)
    inner = m.inner
    name_fit, short_fit = fits["name"], fits.get("short")
    bpad = max(1, round(m.width * 0.025))
    banner_top = max(m.radius, inner.top + m.pad)
    banner_h = max(name_fit.height, name_fit.line_height) + 2 * bpad
    short_h = short_fit.height if short_fit else 0
    short_top = inner.bottom - m.pad - short_h
    area_top = banner_top + banner_h + max(2, m.width * 0.04)
    area_bottom = short_top - max(2, m.width * 0.03)
    emblem_size = min(area_bottom - area_top, m.text_width * EMBLEM_SHARE)
    centre: Point = (m.width / 2, (area_top + area_bottom) / 2)
    inset = max(1.0, m.pad * 0.5)
    panel = (inner.left + inset, area_top, inner.width - 2 * inset, area_bottom - area_top)
    emblem = event_emblem(event) if emblem_size >= EMBLEM_MIN_SIZE else None
    emblem_x, emblem_y = centre[0] - emblem_size / 2, centre[1] - emblem_size / 2
    overlay: list[Overlay | None] = [None]

    def paint(pen: Pen) -> None:
        paint_frame(pen, m, EVENT_FRAME, EVENT_FACE)
        if emblem is not None:
            paint_setting(pen, EVENT_SETTING, panel, EVENT_FRAME)
            clip = pen.surface.get_clip()
            pen.surface.set_clip(pygame.Rect(*(round(v * pen.scale) for v in panel)))
            _sunburst(pen, centre, emblem_size * 0.5, max(panel[2], panel[3]))
            pen.surface.set_clip(clip)
            overlay[0] = paint_emblem(pen, emblem, emblem_x, emblem_y, emblem_size, 0)
        pen.rect(EVENT_BANNER, (0.5, banner_top, m.width - 1, banner_h), radius=max(1, m.width * 0.015))
        pen.line(SUN, (2, banner_top + banner_h - bpad * 0.5), (m.width - 2, banner_top + banner_h - bpad * 0.5),
                 max(0.5, m.width * 0.01))

    surface = supersampled((m.width, m.height), paint)
    blit_lines(surface, name_fit, m.width / 2, banner_top + bpad, CREAM)
    if short_fit:
        blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
    if overlay[0] is not None:
        blit_overlay(assets, surface, overlay[0], emblem_x, emblem_y, emblem_size)
    return surface


def _sunburst(pen: Pen, centre: Point, disc: float, reach: float) -> None:
    """A pale sun disc with rays, behind the event's picture: the rays thin, so the dusk shows between them."""
    rays = 16
    for i in range(rays):
        a = math.radians(i * 360 / rays)
        b = math.radians(i * 360 / rays + 360 / rays / 3)
        pen.polygon(shade(SUN, 1.45), [centre, (centre[0] + reach * math.cos(a), centre[1] + reach * math.sin(a)),
                                       (centre[0] + reach * math.cos(b), centre[1] + reach * math.sin(b))])
    pen.circle(shade(SUN, 1.3), centre, disc)
