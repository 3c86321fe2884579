"""Fonts and other loaded resources, cached; created after the display exists."""
from __future__ import annotations

from pathlib import Path

import pygame

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
FONTS_DIR = ASSETS_DIR / "fonts"


class Assets:
    """A cache of fonts by (role, pixel size)."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    def font(self, size: int, role: str = "text") -> pygame.font.Font:
        """The font for ``role`` ("text" or "title") at ``size`` pixels."""
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            path = self._font_path(role)
            font = pygame.font.Font(str(path) if path else None, size)
            if role == "title" and path is None:
                font.set_bold(True)
            self._fonts[key] = font
        return font

    @staticmethod
    def _font_path(role: str) -> Path | None:
        for name in (f"{role}.ttf", f"{role}.otf"):
            candidate = FONTS_DIR / name
            if candidate.exists():
                return candidate
        return None
