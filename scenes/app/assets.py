"""Fonts and other loaded resources, cached; created after the display exists.

The fonts live in ``assets/fonts`` (``title.ttf`` and ``text.ttf``, see its README). Sizes
passed to :meth:`Assets.font` are the nominal sizes the scenes were laid out with, the
sizes of pygame's built-in font. A font file is scaled so that its capitals are as tall as
the built-in font's at the same nominal size, but its line at most ``MAX_LINE_GROWTH``
higher, so layouts keep their proportions whichever font is installed.
"""
from __future__ import annotations

import unicodedata
from pathlib import Path

import pygame
import pygame.freetype

ASSETS_DIR = Path(__file__).resolve().parents[2] / "assets"
FONTS_DIR = ASSETS_DIR / "fonts"
ROLES = ("text", "title")
"""The font roles the scenes ask for."""

MAX_LINE_GROWTH = 1.15
"""How much higher than the built-in font's a font file's line may be at the same nominal size."""
_PROBE_SIZE = 100
"""The size at which a font file is measured against the built-in font."""


class Assets:
    """A cache of fonts by (role, nominal size)."""

    def __init__(self, fonts_dir: Path | None = None) -> None:
        self.fonts_dir = FONTS_DIR if fonts_dir is None else fonts_dir
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._scales: dict[str, float] = {}
        self._glyph_fonts: dict[str, pygame.freetype.Font] = {}
        self._heights: dict[tuple[str, int], int] = {}

    def font(self, size: int, role: str = "text") -> pygame.font.Font:
        """The font for ``role`` ("text" or "title") at nominal ``size`` (as high as pygame's default font)."""
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = self._open(size, role)
        return font

    def _open(self, size: int, role: str) -> pygame.font.Font:
        path = self.font_path(role)
        if path is None:
            font = pygame.font.Font(None, size)
            if role == "title":
                font.set_bold(True)
            return font
        return pygame.font.Font(str(path), self.pixel_size(size, role))

    def font_height(self, size: int, role: str = "text") -> int:
        """The height of ``role``'s font at nominal ``size``, measured without keeping the font open (text
        fitting weighs a hundred sizes and sets text in a few: open fonts and their glyphs held tens of MB)."""
        key = (role, size)
        height = self._heights.get(key)
        if height is None:
            font = self._fonts.get(key) or self._open(size, role)
            height = self._heights[key] = font.get_height()
        return height

    def pixel_size(self, size: int, role: str = "text") -> int:
        """The size in pixels per em at which ``role``'s font file is opened for nominal ``size``.

        Where pygame's built-in font stands in, that is ``size`` itself.
        """
        path = self.font_path(role)
        return size if path is None else max(1, round(size * self._scale(role, path)))

    def font_for(self, text: str, size: int, role: str = "text") -> pygame.font.Font:
        """The ``role`` font if it has every glyph of ``text``, else the text font (no tofu in titles)."""
        if role != "text" and self.missing(text, role):
            return self.font(size, "text")
        return self.font(size, role)

    def missing(self, text: str, role: str = "text") -> str:
        """The distinct characters of ``text`` that the ``role`` font has no glyph for, in order."""
        font = self._glyph_fonts.get(role)
        if font is None:
            path = self.font_path(role)
            font = glyph_font(path)
            self._glyph_fonts[role] = font
        return missing_glyphs(font, text)

    def font_path(self, role: str) -> Path | None:
        """The file of ``role``'s font, or ``None`` where pygame's built-in font stands in."""
        for name in (f"{role}.ttf", f"{role}.otf"):
            candidate = self.fonts_dir / name
            if candidate.exists():
                return candidate
        return None

    def _scale(self, role: str, path: Path) -> float:
        """File size per nominal size: capitals as tall as the built-in font's, lines not much higher."""
        scale = self._scales.get(role)
        if scale is None:
            builtin = pygame.font.Font(None, _PROBE_SIZE)
            font = pygame.font.Font(str(path), _PROBE_SIZE)
            by_caps = _cap_height(builtin) / _cap_height(font)
            by_lines = MAX_LINE_GROWTH * builtin.get_height() / font.get_height()
            scale = min(by_caps, by_lines)
            self._scales[role] = scale
        return scale


def _cap_height(font: pygame.font.Font) -> int:
    """The height of "H" above the baseline, in pixels."""
    metrics = font.metrics("H")
    first = metrics[0] if metrics else None
    return first[3] if first else max(1, font.get_ascent())


def glyph_font(path: Path | None) -> pygame.freetype.Font:
    """A freetype view of a font file (``None``: pygame's built-in font), for asking which glyphs it has."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(None if path is None else str(path), _PROBE_SIZE)


def missing_glyphs(font: pygame.freetype.Font, text: str) -> str:
    """The distinct characters of ``text`` (other than control characters) that ``font`` has no glyph for."""
    chars = [char for char in dict.fromkeys(text) if unicodedata.category(char) != "Cc"]
    metrics = font.get_metrics("".join(chars))
    return "".join(char for char, metric in zip(chars, metrics, strict=True) if metric is None)
