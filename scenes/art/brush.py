"""Drawing in unit coordinates (0..1 across a square picture) on a supersampled surface: a portrait's parts are
written once, for every size."""
from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from scenes.cards.palette import Colour

UnitPoint = tuple[float, float]


class Brush:
    """Shapes on ``surface``, a square ``size`` pixels across, given in fractions of that size."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size = surface.get_width()

    def p(self, point: UnitPoint) -> tuple[int, int]:
        return round(point[0] * self.size), round(point[1] * self.size)

    def w(self, width: float) -> int:
        return max(1, round(width * self.size))

    def ellipse(self, colour: Colour, center: UnitPoint, width: float, height: float, line: float = 0) -> None:
        rect = pygame.Rect(0, 0, round(width * self.size), round(height * self.size))
        rect.center = self.p(center)
        pygame.draw.ellipse(self.surface, colour, rect, self.w(line) if line else 0)

    def circle(self, colour: Colour, center: UnitPoint, radius: float, line: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.p(center), max(1, round(radius * self.size)),
                           self.w(line) if line else 0)

    def polygon(self, colour: Colour, points: Sequence[UnitPoint], line: float = 0) -> None:
        pygame.draw.polygon(self.surface, colour, [self.p(point) for point in points], self.w(line) if line else 0)

    def rect(self, colour: Colour, rect: tuple[float, float, float, float], radius: float = 0, line: float = 0) -> None:
        x, y, w, h = rect
        box = pygame.Rect(round(x * self.size), round(y * self.size), round(w * self.size), round(h * self.size))
        pygame.draw.rect(self.surface, colour, box, self.w(line) if line else 0, round(radius * self.size))

    def line(self, colour: Colour, start: UnitPoint, end: UnitPoint, width: float) -> None:
        """A thick line with round ends."""
        (x1, y1), (x2, y2) = start, end
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        nx, ny = -(y2 - y1) / length * width / 2, (x2 - x1) / length * width / 2
        self.polygon(colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
        self.circle(colour, start, width / 2)
        self.circle(colour, end, width / 2)

    def arc(self, colour: Colour, center: UnitPoint, radius: float, start: float, stop: float, width: float) -> None:
        """An arc of a circle from ``start`` to ``stop`` degrees (0 = right, clockwise on screen), as segments."""
        steps = max(4, int(abs(stop - start) / 12))
        points = [(center[0] + radius * math.cos(math.radians(start + (stop - start) * i / steps)),
                   center[1] + radius * math.sin(math.radians(start + (stop - start) * i / steps)))
                  for i in range(steps + 1)]
        for a, b in itertools.pairwise(points):
            self.line(colour, a, b, width)
