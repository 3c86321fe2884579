"""A bounded cache of pictures: each is painted once per key (what it shows, its size, its state) and then
comes from here, so that no frame paints art; the least recently used picture goes when the cache is full."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

DEFAULT_CAPACITY = 256
"""Pictures kept: 31 portraits in 3 states at 2 or 3 sizes fit, with room for a window resized."""


class PictureCache:
    """Pictures by key, at most ``capacity`` of them."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self.capacity = capacity
        self._pictures: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.painted = 0
        """How many pictures were painted (not found here): what the tests and the benchmark watch."""

    def get(self, key: Hashable, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture for ``key``, painted by ``paint`` only the first time it is asked for."""
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
            return picture
        picture = paint()
        self.painted += 1
        self._pictures[key] = picture
        while len(self._pictures) > self.capacity:
            self._pictures.popitem(last=False)
        return picture

    def __contains__(self, key: Hashable) -> bool:
        return key in self._pictures

    def __len__(self) -> int:
        return len(self._pictures)

    def clear(self) -> None:
        self._pictures.clear()
