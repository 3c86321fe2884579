"""Text sizes for the menu-like screens (menu, set-up, settings, rules): readable in small windows.

No text anywhere is drawn under ``LEGIBLE_SIZE`` (docs/legibility.md).

Layouts scale with the window against 1920x1080, but text that shrank as much would
be unreadable at 800x600. Below the reference size text shrinks only with the square
root of the window's scale, and the player's text-size setting multiplies it.
"""
from __future__ import annotations

from scenes.ui import theme

LEGIBLE_SIZE = 16
"""The smallest nominal font size the table draws text at, whatever the window and the text-size setting: its
capitals are ``LEGIBLE_CAP_HEIGHT`` pixels high (docs/legibility.md has the measurements)."""
LEGIBLE_CAP_HEIGHT = 8
"""The legibility floor: no text on the table has capitals lower than this many pixels."""


def reading_scale(size: tuple[int, int]) -> float:
    """The window's scale for text: like ``theme.scale_for`` above 1920x1080, gentler below it."""
    scale = theme.scale_for(size)
    return scale if scale >= 1 else scale**0.5


def text_size(size: tuple[int, int], nominal: float, text_scale: float = 1.0) -> int:
    """The font size for text laid out at ``nominal`` at 1920x1080, in this window, at the player's text size;
    never under the legibility floor."""
    return max(LEGIBLE_SIZE, round(nominal * reading_scale(size) * text_scale))
