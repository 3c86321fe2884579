"""Shared materials of card illustrations: gradients, wood planks, metal, and backdrops built once per size.

A backdrop is the setting behind a card's picture (a desert at sunset, a saloon wall, a
street, tooled leather). It is painted once per (setting, pixel size) into a surface kept
in a small LRU cache and blitted, so cards of one size share it and a frame never redraws it.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from scenes.cards.palette import Colour, shade
from scenes.cards.pen import Pen

BACKDROP_CACHE_SIZE = 40
"""How many backdrop surfaces are kept (five settings at a handful of sizes)."""
BACKDROP_CACHE_BYTES = 16 * 1024 * 1024
"""And at most this many bytes of them (they are kept supersampled: a large card's is about 1 MB)."""

SAND: Colour = (226, 196, 142)
DUSK_SKY: Colour = (246, 218, 160)
HAZE: Colour = (250, 236, 200)
MESA: Colour = (196, 140, 96)
PLANK: Colour = (196, 150, 100)
BAR: Colour = (132, 84, 46)
FACADE: Colour = (208, 172, 120)
TOOLED: Colour = (176, 128, 84)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def gradient(surface: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    """Fill ``rect`` with a vertical gradient, one line per pixel row."""
    span = max(1, rect.height - 1)
    for row in range(rect.height):
        pygame.draw.line(surface, mix(top, bottom, row / span), (rect.left, rect.top + row),
                         (rect.right - 1, rect.top + row))


def planks(pen: Pen, x: float, y: float, w: float, h: float, colour: Colour, count: int) -> None:
    """Vertical wooden planks with dark seams and a lighter grain line each."""
    step = w / count
    for i in range(count):
        left = x + i * step
        pen.rect(shade(colour, 0.94 + 0.06 * (i % 2)), (left, y, step, h))
        pen.line(shade(colour, 1.12), (left + step * 0.55, y), (left + step * 0.45, y + h), max(0.3, step * 0.06))
        pen.line(shade(colour, 0.7), (left, y), (left, y + h), max(0.3, step * 0.05))


def metal(pen: Pen, rect: tuple[float, float, float, float], colour: Colour) -> None:
    """A metal plate: the colour, a darker lower half and a bright highlight along the top."""
    x, y, w, h = rect
    pen.rect(colour, rect)
    pen.rect(shade(colour, 0.78), (x, y + h * 0.55, w, h * 0.45))
    pen.line(shade(colour, 1.45), (x + w * 0.08, y + h * 0.18), (x + w * 0.92, y + h * 0.18), max(0.3, h * 0.08))


def _desert(surface: pygame.Surface, pen: Pen, w: float, h: float) -> None:
    horizon = h * 0.66
    gradient(surface, pygame.Rect(0, 0, surface.get_width(), round(horizon * pen.scale)), HAZE, DUSK_SKY)
    pen.polygon(shade(MESA, 1.2), [(0, horizon), (w * 0.06, horizon - h * 0.16), (w * 0.24, horizon - h * 0.17),
                                   (w * 0.3, horizon)])
    pen.polygon(shade(MESA, 1.3), [(w * 0.62, horizon), (w * 0.7, horizon - h * 0.11), (w * 0.94, horizon - h * 0.12),
                                   (w, horizon - h * 0.05), (w, horizon)])
    gradient(surface, pygame.Rect(0, round(horizon * pen.scale), surface.get_width(),
                                  surface.get_height() - round(horizon * pen.scale)), shade(SAND, 1.1), SAND)
    pen.line(shade(SAND, 0.85), (0, horizon), (w, horizon), max(0.3, h * 0.012))


def _saloon(surface: pygame.Surface, pen: Pen, w: float, h: float) -> None:
    planks(pen, 0, 0, w, h, shade(PLANK, 1.22), 7)
    counter = h * 0.74
    pen.rect(BAR, (0, counter, w, h - counter))
    pen.rect(shade(BAR, 1.3), (0, counter, w, h * 0.05))
    pen.line(shade(BAR, 0.6), (0, counter + h * 0.05), (w, counter + h * 0.05), max(0.3, h * 0.015))
    pen.line(shade(PLANK, 0.8), (0, h * 0.3), (w, h * 0.3), max(0.3, h * 0.02))


def _street(surface: pygame.Surface, pen: Pen, w: float, h: float) -> None:
    ground = h * 0.72
    gradient(surface, pygame.Rect(0, 0, surface.get_width(), round(ground * pen.scale)), HAZE, shade(DUSK_SKY, 1.1))
    fronts = ((0.0, 0.26, 0.34), (0.24, 0.5, 0.2), (0.52, 0.74, 0.3), (0.72, 1.0, 0.16))
    for i, (left, right, top) in enumerate(fronts):
        colour = shade(FACADE, 1.12 + 0.05 * (i % 2))
        pen.rect(colour, (w * left, h * top, w * (right - left), ground - h * top))
        pen.rect(shade(colour, 0.82), (w * left, h * top, w * (right - left), h * 0.04))
        pen.rect(shade(colour, 0.86), (w * (left + 0.05), h * (top + 0.12), w * 0.07, h * 0.12))
    pen.rect(shade(SAND, 1.05), (0, ground, w, h - ground))
    pen.line(shade(SAND, 0.8), (0, ground), (w, ground), max(0.3, h * 0.012))


def _leather(surface: pygame.Surface, pen: Pen, w: float, h: float) -> None:
    gradient(surface, surface.get_rect(), shade(TOOLED, 1.25), TOOLED)
    inset = min(w, h) * 0.07
    dash = max(1.0, w * 0.04)
    x = inset
    while x < w - inset - dash:
        pen.line(shade(TOOLED, 0.72), (x, inset), (x + dash * 0.6, inset), max(0.3, h * 0.012))
        pen.line(shade(TOOLED, 0.72), (x, h - inset), (x + dash * 0.6, h - inset), max(0.3, h * 0.012))
        x += dash


def _dusk(surface: pygame.Surface, pen: Pen, w: float, h: float) -> None:
    horizon = h * 0.7
    gradient(surface, pygame.Rect(0, 0, surface.get_width(), round(horizon * pen.scale)),
             (236, 200, 150), (246, 190, 120))
    pen.circle(shade((246, 190, 120), 1.35), (w * 0.5, horizon), h * 0.3)
    pen.rect(shade(MESA, 0.95), (0, horizon, w, h - horizon))
    pen.polygon(shade(MESA, 0.85), [(0, horizon), (w * 0.18, horizon - h * 0.08), (w * 0.3, horizon)])
    pen.polygon(shade(MESA, 0.85), [(w * 0.74, horizon), (w * 0.86, horizon - h * 0.1), (w, horizon - h * 0.04),
                                    (w, horizon)])


Setting = Callable[[pygame.Surface, Pen, float, float], None]

SETTINGS: dict[str, Setting] = {
    "desert": _desert,
    "saloon": _saloon,
    "street": _street,
    "leather": _leather,
    "dusk": _dusk,
}
"""Backdrop painters by name, each painting a w by h panel (final pixels) through a supersampling pen."""

_cache: OrderedDict[tuple[str, int, int, int], pygame.Surface] = OrderedDict()


def backdrop(setting: str, width: int, height: int, scale: int) -> pygame.Surface:
    """The ``setting`` painted at ``scale`` times ``width`` by ``height``: built once, then from the cache."""
    key = (setting, width, height, scale)
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    surface = pygame.Surface((max(1, width * scale), max(1, height * scale)), pygame.SRCALPHA)
    SETTINGS[setting](surface, Pen(surface, scale), float(width), float(height))
    _cache[key] = surface
    while len(_cache) > 1 and (len(_cache) > BACKDROP_CACHE_SIZE or backdrop_cache_bytes() > BACKDROP_CACHE_BYTES):
        _cache.popitem(last=False)
    return surface


def backdrop_cache_bytes() -> int:
    """How many bytes of pixels the cached backdrops hold."""
    return sum(surface.get_width() * surface.get_height() * 4 for surface in _cache.values())


def backdrop_cache_size() -> int:
    """How many backdrops are cached (for tests)."""
    return len(_cache)


def clear_backdrops() -> None:
    """Forget every cached backdrop."""
    _cache.clear()
