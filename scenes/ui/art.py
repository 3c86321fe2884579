"""The client's scenery drawn by code: wood, a leather table top, brass-edged plaques, a backdrop for the
screens and the desert behind the title.

Every picture is drawn once per size and kept in a small least-recently-used cache (``ArtCache``): a frame
only blits. Gradients are drawn on a few dozen pixels and smoothly scaled up, grain lines come from a
seeded generator of their own, so the same size always gives the same picture.
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from scenes.ui import theme

Colour = tuple[int, int, int]
ART_CACHE_LIMIT = 48
"""Pictures kept at once: a window size's backdrop, table, plaques and shadows, with room for a resize."""
ART_CACHE_PIXELS = 4 * 1920 * 1080
"""And at most this many pixels in all (about 33 MB): four full-window pictures, so a few resizes never pile up
screens' worth of scenery."""

WOOD = (92, 56, 32)
WOOD_DARK = (52, 30, 18)
RIM_WOOD = (140, 86, 42)
LEATHER = (118, 62, 40)
BRASS = (196, 150, 76)
BRASS_DARK = (110, 78, 36)
PLAQUE = (58, 36, 22)
SKY_TOP = (58, 40, 58)
SKY_LOW = (232, 148, 70)
SAND = (150, 96, 52)
MESA = (96, 48, 36)
SILHOUETTE = (34, 20, 16)


class ArtCache:
    """Pictures by key, the least recently used dropped past ``limit`` pictures or ``pixels`` in all (the newest
    always stays); ``made`` counts the pictures drawn."""

    def __init__(self, limit: int = ART_CACHE_LIMIT, pixels: int = ART_CACHE_PIXELS) -> None:
        self.limit = limit
        self.pixels = pixels
        self.made = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._held = 0

    @property
    def held(self) -> int:
        """The pixels of every picture kept."""
        return self._held

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._items.get(key)
        if image is None:
            image = make()
            self.made += 1
            self._items[key] = image
            self._held += image.get_width() * image.get_height()
            while len(self._items) > 1 and (len(self._items) > self.limit or self._held > self.pixels):
                _, dropped = self._items.popitem(last=False)
                self._held -= dropped.get_width() * dropped.get_height()
        else:
            self._items.move_to_end(key)
        return image

    def clear(self) -> None:
        self._items.clear()
        self._held = 0


cache = ArtCache()


def _shade(colour: Colour, amount: float) -> Colour:
    """``colour`` lighter (amount > 0) or darker (< 0), by that share of the way to white or black."""
    if amount >= 0:
        return (round(colour[0] + (255 - colour[0]) * amount), round(colour[1] + (255 - colour[1]) * amount),
                round(colour[2] + (255 - colour[2]) * amount))
    return round(colour[0] * (1 + amount)), round(colour[1] * (1 + amount)), round(colour[2] * (1 + amount))


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size)
    return image.convert() if pygame.display.get_surface() is not None else image


def _vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    strip = pygame.Surface((1, 64))
    for y in range(64):
        t = y / 63
        strip.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    return pygame.transform.smoothscale(strip, size)


def _light(size: tuple[int, int], centre: tuple[float, float], low: int, high: int = 255) -> pygame.Surface:
    """A grey map, ``high`` at ``centre`` (fractions of the size) falling to ``low`` at the corners: multiplied
    over a picture, it is a lamp above it."""
    small_w, small_h = 48, max(2, round(48 * size[1] / max(1, size[0])))
    small = pygame.Surface((small_w, small_h))
    cx, cy = centre[0] * small_w, centre[1] * small_h
    far = math.hypot(max(cx, small_w - cx), max(cy, small_h - cy))
    for y in range(small_h):
        for x in range(small_w):
            t = min(1.0, math.hypot(x - cx, y - cy) / far)
            v = round(high - (high - low) * t * t)
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


def _grain(image: pygame.Surface, area: pygame.Rect, base: Colour, rng: random.Random, plank: int) -> None:
    """Planks running across ``area``: each its own tone, wavy grain lines, a dark seam between them."""
    y = area.top
    while y < area.bottom:
        height = min(plank, area.bottom - y)
        tone = _shade(base, rng.uniform(-0.12, 0.06))
        image.fill(tone, (area.left, y, area.width, height))
        for _ in range(max(3, height // 5)):
            line_y = y + rng.uniform(1, max(2, height - 2))
            wave, phase, length = rng.uniform(0.5, 2.5), rng.uniform(0, 6.3), rng.uniform(60, 240)
            colour = _shade(tone, rng.uniform(-0.22, 0.08))
            points = [(area.left + x, line_y + wave * math.sin(phase + x / length * 6.3))
                      for x in range(0, area.width + 24, 24)]
            if len(points) > 1:
                pygame.draw.aalines(image, colour, False, points)
        seam = _shade(base, -0.55)
        pygame.draw.line(image, seam, (area.left, y), (area.right, y), max(1, plank // 40))
        y += height


def planks(size: tuple[int, int], base: Colour = WOOD, seed: int = 7) -> pygame.Surface:
    """Wooden planks filling ``size``, lit from the middle (drawn anew: ``wood`` keeps them)."""
    image = _opaque(size)
    plank = max(24, size[1] // 9)
    _grain(image, image.get_rect(), base, random.Random(seed), plank)
    image.blit(_light(size, (0.5, 0.45), 120), (0, 0), special_flags=pygame.BLEND_MULT)
    return image


def wood(size: tuple[int, int], base: Colour = WOOD, seed: int = 7) -> pygame.Surface:
    """Wooden planks filling ``size``, lit from the middle, kept."""
    return cache.get(("wood", size, base, seed), lambda: planks(size, base, seed))


def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The background of the list screens: dark saloon planks under a lamp."""
    return wood(size, WOOD_DARK, seed=11)


def table_top(size: tuple[int, int], top: pygame.Rect, scale: float) -> pygame.Surface:
    """The room (dark planks), and in it the table: a wooden rim round a leather top at ``top``, a lamp above."""

    def make() -> pygame.Surface:
        image = planks(size, WOOD_DARK, seed=3)
        rim = top.inflate(2 * max(8, int(22 * scale)), 2 * max(8, int(22 * scale)))
        shadow = pygame.Surface(rim.inflate(40, 40).size, pygame.SRCALPHA)
        for step in range(10):
            pygame.draw.ellipse(shadow, (0, 0, 0, 14), shadow.get_rect().inflate(-4 * step, -4 * step))
        image.blit(shadow, shadow.get_rect(center=(rim.centerx, rim.centery + max(4, int(14 * scale)))))
        _ellipse_texture(image, rim, planks(rim.size, RIM_WOOD, seed=5), (0.45, 0.3), 170)
        pygame.draw.ellipse(image, _shade(RIM_WOOD, -0.6), rim, max(1, int(3 * scale)))
        pygame.draw.ellipse(image, _shade(RIM_WOOD, 0.25), rim.inflate(-max(4, int(8 * scale)),
                                                                      -max(4, int(8 * scale))), 1)
        pygame.draw.ellipse(image, _shade(WOOD, -0.5), top.inflate(6, 6), max(2, int(5 * scale)))
        leather = _opaque(top.size)
        leather.fill(LEATHER)
        _scuffs(leather, random.Random(9))
        _ellipse_texture(image, top, leather, (0.5, 0.42), 105)
        pygame.draw.ellipse(image, BRASS, top.inflate(2, 2), max(1, int(2 * scale)))
        return image

    return cache.get(("table", size, tuple(top), round(scale, 4)), make)


def _scuffs(image: pygame.Surface, rng: random.Random) -> None:
    """Faint marks of use on leather, so that it is not a flat colour."""
    w, h = image.get_size()
    for _ in range(max(20, w * h // 6000)):
        colour = _shade(LEATHER, rng.uniform(-0.12, 0.05))
        rect = pygame.Rect(rng.uniform(0, w), rng.uniform(0, h), rng.uniform(8, 60), rng.uniform(4, 30))
        pygame.draw.ellipse(image, colour, rect)


def _ellipse_texture(image: pygame.Surface, rect: pygame.Rect, texture: pygame.Surface,
                     lamp: tuple[float, float], low: int) -> None:
    """``texture``, lit by a lamp at ``lamp``, cut to the ellipse in ``rect`` and laid on ``image``."""
    lit = pygame.Surface(rect.size, pygame.SRCALPHA)
    lit.blit(texture, (0, 0))
    lit.blit(_light(rect.size, lamp, low), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    lit.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    image.blit(lit, rect)


def plaque(size: tuple[int, int], scale: float) -> pygame.Surface:
    """A seat's mat: dark tooled leather with a brass edge and rivets at the corners, a shadow under it."""

    def make() -> pygame.Surface:
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, int(12 * scale))
        body = image.get_rect()
        face = pygame.Surface(size, pygame.SRCALPHA)
        face.blit(_vertical_gradient(size, _shade(PLAQUE, 0.12), _shade(PLAQUE, -0.25)), (0, 0))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 236), body, border_radius=radius)
        face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        image.blit(face, (0, 0))
        edge = max(2, int(3 * scale))
        pygame.draw.rect(image, BRASS_DARK, body, edge + 1, border_radius=radius)
        pygame.draw.rect(image, BRASS, body.inflate(-2, -2), max(1, edge - 1), border_radius=radius)
        inner = body.inflate(-2 * (edge + max(2, int(4 * scale))), -2 * (edge + max(2, int(4 * scale))))
        if inner.width > 8 and inner.height > 8:
            pygame.draw.rect(image, (*_shade(PLAQUE, -0.45), 200), inner, 1, border_radius=max(2, radius - edge))
        rivet = max(2, int(4 * scale))
        for x, y in ((rivet * 2, rivet * 2), (w - rivet * 2, rivet * 2), (rivet * 2, h - rivet * 2),
                     (w - rivet * 2, h - rivet * 2)):
            pygame.draw.circle(image, BRASS_DARK, (x, y), rivet)
            pygame.draw.circle(image, _shade(BRASS, 0.35), (x - rivet // 3, y - rivet // 3), max(1, rivet // 2))
        return image

    return cache.get(("plaque", size, round(scale, 4)), make)


def drop_shadow(size: tuple[int, int], spread: int) -> pygame.Surface:
    """A soft dark shadow for a card or a pile of ``size``, ``spread`` pixels wider on every side."""

    def make() -> pygame.Surface:
        image = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pygame.SRCALPHA)
        for step in range(spread):
            pygame.draw.rect(image, (0, 0, 0, 22), image.get_rect().inflate(-2 * step, -2 * step),
                             border_radius=spread + 6)
        return image

    return cache.get(("shadow", size, spread), make)


def desert(size: tuple[int, int], horizon: int) -> pygame.Surface:
    """The title's scenery: a dusk sky, a low sun, mesas on the horizon, a saloon's false front at the left and a
    water tower at the right, their dark shapes against the sky."""

    def make() -> pygame.Surface:
        w, h = size
        image = _opaque(size)
        image.blit(_vertical_gradient((w, horizon), SKY_TOP, SKY_LOW), (0, 0))
        sun = (int(w * 0.86), horizon - int(h * 0.02))
        glow = pygame.Surface((w, horizon), pygame.SRCALPHA)
        for ring in range(6, 0, -1):
            pygame.draw.circle(glow, (255, 210, 120, 22), sun, int(h * 0.045 * ring))
        image.blit(glow, (0, 0))
        pygame.draw.circle(image, (255, 222, 150), sun, int(h * 0.065))
        rng = random.Random(21)
        x = -0.05 * w
        while x < w:
            width, height = rng.uniform(0.08, 0.2) * w, rng.uniform(0.03, 0.09) * h
            slope = width * rng.uniform(0.15, 0.3)
            pygame.draw.polygon(image, MESA, [(x, horizon), (x + slope, horizon - height),
                                              (x + width - slope, horizon - height), (x + width, horizon)])
            x += width + rng.uniform(0.02, 0.12) * w
        image.blit(_vertical_gradient((w, h - horizon), SAND, _shade(SAND, -0.6)), (0, horizon))
        for _ in range(40):  # scrub and stones on the sand, smaller towards the horizon
            depth = rng.random()
            y = horizon + int((h - horizon) * depth)
            bush = max(2, int(h * 0.012 * (0.3 + depth)))
            pygame.draw.ellipse(image, _shade(SAND, -0.45), (rng.uniform(0, w), y, bush * 2, bush))
        _saloon(image, pygame.Rect(int(w * 0.02), int(horizon - h * 0.34), int(w * 0.2), int(h * 0.34)))
        _water_tower(image, pygame.Rect(int(w * 0.905), int(horizon - h * 0.3), int(w * 0.07), int(h * 0.3)))
        image.blit(_light(size, (0.5, 0.4), 150), (0, 0), special_flags=pygame.BLEND_MULT)
        return image

    return cache.get(("desert", size, horizon), make)


def _saloon(image: pygame.Surface, rect: pygame.Rect) -> None:
    """A saloon's false front with its name board, a porch on posts, lamp-lit windows and swinging doors."""
    step = max(4, rect.width // 8)
    pygame.draw.rect(image, SILHOUETTE, rect)
    pygame.draw.rect(image, SILHOUETTE, (rect.left + step, rect.top - step // 2, rect.width - 2 * step, step // 2))
    board = pygame.Rect(rect.left + step, rect.top + step // 3, rect.width - 2 * step, step)
    pygame.draw.rect(image, _shade(WOOD, -0.35), board)
    pygame.draw.rect(image, BRASS_DARK, board, max(1, step // 10))
    window = (230, 170, 80)
    upper = rect.top + step * 2
    for i in range(3):
        pane = pygame.Rect(rect.left + step + i * (rect.width - 2 * step) // 3 + step // 4, upper, step * 3 // 4,
                           step)
        pygame.draw.rect(image, window, pane)
        pygame.draw.line(image, SILHOUETTE, pane.midtop, pane.midbottom, max(1, step // 8))
    porch_y = rect.top + rect.height * 55 // 100
    pygame.draw.rect(image, _shade(SILHOUETTE, 0.2), (rect.left - step // 2, porch_y, rect.width + step, step // 3))
    for x in (rect.left - step // 3, rect.right + step // 6):
        pygame.draw.rect(image, SILHOUETTE, (x, porch_y, max(2, step // 6), rect.bottom - porch_y))
    door = pygame.Rect(0, 0, step * 2, rect.height * 22 // 100)
    door.midbottom = (rect.centerx, rect.bottom - rect.height // 14)
    pygame.draw.rect(image, _shade(window, -0.35), door)
    pygame.draw.line(image, SILHOUETTE, door.midtop, door.midbottom, max(1, step // 6))
    for side in (rect.left + step // 2, rect.right - step * 3 // 2):
        pygame.draw.rect(image, _shade(window, -0.2), (side, door.top, step, step))


def _water_tower(image: pygame.Surface, rect: pygame.Rect) -> None:
    tank = pygame.Rect(rect.left, rect.top, rect.width, rect.height * 45 // 100)
    pygame.draw.rect(image, SILHOUETTE, tank)
    pygame.draw.polygon(image, SILHOUETTE, [(tank.left - 4, tank.top), (tank.centerx, tank.top - rect.height // 8),
                                            (tank.right + 4, tank.top)])
    leg = max(2, rect.width // 12)
    for x in (tank.left + leg, tank.right - 2 * leg):
        pygame.draw.rect(image, SILHOUETTE, (x, tank.bottom, leg, rect.bottom - tank.bottom))
    pygame.draw.line(image, SILHOUETTE, (tank.left + leg, tank.bottom + leg * 2), (tank.right - leg, rect.bottom),
                     max(1, leg // 2))
    pygame.draw.line(image, SILHOUETTE, (tank.right - leg, tank.bottom + leg * 2), (tank.left + leg, rect.bottom),
                     max(1, leg // 2))


def framed(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A brass frame round ``rect`` (a list screen's panel)."""
    edge = max(2, int(3 * scale))
    pygame.draw.rect(surface, BRASS_DARK, rect, edge + 1, border_radius=10)
    pygame.draw.rect(surface, BRASS, rect.inflate(-2, -2), max(1, edge - 1), border_radius=10)


def title_rule(surface: pygame.Surface, centre: tuple[int, int], half: int, scale: float) -> None:
    """A brass rule with a diamond in its middle, under a screen's title."""
    cx, cy = centre
    width = max(1, int(2 * scale))
    pygame.draw.line(surface, BRASS_DARK, (cx - half, cy + 1), (cx + half, cy + 1), width)
    pygame.draw.line(surface, BRASS, (cx - half, cy), (cx + half, cy), width)
    d = max(3, int(7 * scale))
    pygame.draw.polygon(surface, BRASS, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    pygame.draw.polygon(surface, theme.PANEL, [(cx, cy - d // 2), (cx + d // 2, cy), (cx, cy + d // 2),
                                               (cx - d // 2, cy)])


def event_back(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The back of a High Noon event: a low sun's rays on deep red, in a brass frame."""

    def make() -> pygame.Surface:
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, int(10 * scale))
        pygame.draw.rect(image, (96, 30, 24), image.get_rect(), border_radius=radius)
        centre = (w // 2, h * 62 // 100)
        far = math.hypot(w, h)
        for i in range(16):
            angle = math.pi * i / 8
            spread = math.pi / 20
            pygame.draw.polygon(image, (150, 58, 34), [
                centre, (centre[0] + far * math.cos(angle - spread), centre[1] + far * math.sin(angle - spread)),
                (centre[0] + far * math.cos(angle + spread), centre[1] + far * math.sin(angle + spread))])
        pygame.draw.circle(image, BRASS, centre, max(4, w // 5))
        pygame.draw.circle(image, _shade(BRASS, 0.3), centre, max(2, w // 8))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.rect(image, BRASS, image.get_rect(), max(2, int(4 * scale)), border_radius=radius)
        return image

    return cache.get(("event back", size, round(scale, 4)), make)
