"""Vector drawing on a supersampled surface, and the shapes glyphs are built from.

Shapes are painted on a surface ``SUPERSAMPLE`` times larger and scaled down (smooth
edges); text is rendered at the final size on top, so it stays sharp.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import pygame

from scenes.cards.palette import Colour, Point

SUPERSAMPLE = 3


class Pen:
    """Draws in final-pixel coordinates on a surface ``scale`` times larger (supersampling)."""

    def __init__(self, surface: pygame.Surface, scale: float) -> None:
        self.surface = surface
        self.scale = scale

    def _p(self, point: Point) -> tuple[int, int]:
        return round(point[0] * self.scale), round(point[1] * self.scale)

    def _w(self, width: float) -> int:
        return max(1, round(width * self.scale)) if width > 0 else 0

    def rect(
        self, colour: Colour, rect: tuple[float, float, float, float], width: float = 0, radius: float = 0
    ) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        r = pygame.Rect(round(x), round(y), round(w), round(h))
        pygame.draw.rect(self.surface, colour, r, self._w(width), round(radius * self.scale))

    def circle(self, colour: Colour, center: Point, radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self._p(center), max(1, round(radius * self.scale)), self._w(width))

    def ellipse(self, colour: Colour, rect: tuple[float, float, float, float], width: float = 0) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        pygame.draw.ellipse(self.surface, colour, pygame.Rect(round(x), round(y), round(w), round(h)), self._w(width))

    def polygon(self, colour: Colour, points: Sequence[Point], width: float = 0) -> None:
        pygame.draw.polygon(self.surface, colour, [self._p(p) for p in points], self._w(width))

    def line(self, colour: Colour, start: Point, end: Point, width: float = 1) -> None:
        """A thick line with square ends, drawn as a polygon."""
        (x1, y1), (x2, y2) = start, end
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        nx, ny = -(y2 - y1) / length * width / 2, (x2 - x1) / length * width / 2
        self.polygon(colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])

    def polyline(self, colour: Colour, points: Sequence[Point], width: float = 1) -> None:
        for a, b in itertools.pairwise(points):
            self.line(colour, a, b, width)
            self.circle(colour, b, width / 2)


def supersampled(size: tuple[int, int], paint: Callable[[Pen], None], factor: int = SUPERSAMPLE) -> pygame.Surface:
    """Paint at ``factor`` times the size and scale down smoothly."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    paint(Pen(big, factor))
    return pygame.transform.smoothscale(big, size)


def rotated_rect(center: Point, w: float, h: float, angle: float) -> list[Point]:
    """Corners of a w by h rectangle around ``center`` turned by ``angle`` degrees (clockwise on screen)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    corners = ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    return [(center[0] + x * ca - y * sa, center[1] + x * sa + y * ca) for x, y in corners]


def star_points(center: Point, outer: float, inner: float, points: int, rotation: float = -90) -> list[Point]:
    result: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + i * 180 / points)
        result.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    return result


def arc_band(center: Point, outer: float, inner: float, start: float, end: float, steps: int = 28) -> list[Point]:
    """A thick arc as a polygon; angles in degrees, 90 pointing down the screen."""
    angles = [math.radians(start + (end - start) * i / steps) for i in range(steps + 1)]
    outside = [(center[0] + outer * math.cos(a), center[1] + outer * math.sin(a)) for a in angles]
    inside = [(center[0] + inner * math.cos(a), center[1] + inner * math.sin(a)) for a in reversed(angles)]
    return outside + inside


def placed(center: Point, scale: float, angle: float, points: Sequence[Point]) -> list[Point]:
    """Points drawn around (0, 0) in units of ``scale``, turned ``angle`` degrees (clockwise), moved to ``center``."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    return [(center[0] + (u * ca - v * sa) * scale, center[1] + (u * sa + v * ca) * scale) for u, v in points]


def box_points(left: float, top: float, right: float, bottom: float) -> list[Point]:
    """The corners of a rectangle given by its edges, clockwise (for ``placed``)."""
    return [(left, top), (right, top), (right, bottom), (left, bottom)]
