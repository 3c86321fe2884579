"""Colours and sizes shared by the scenes: a dusty western palette."""
from __future__ import annotations

BACKGROUND = (46, 30, 22)
FELT = (86, 58, 38)
TABLE_EDGE = (120, 82, 50)
PANEL = (32, 22, 16)
PANEL_EDGE = (150, 110, 70)
TEXT = (240, 226, 200)
MUTED = (170, 150, 120)
ACCENT = (230, 170, 60)
DANGER = (210, 70, 50)
GOOD = (120, 190, 90)
HIGHLIGHT = (255, 215, 90)
BUTTON = (110, 64, 34)
BUTTON_HOVER = (150, 92, 48)
BUTTON_DISABLED = (70, 55, 45)
DIM = (0, 0, 0, 140)


def scale_for(size: tuple[int, int]) -> float:
    """UI scale relative to the 1920x1080 reference."""
    return min(size[0] / 1920, size[1] / 1080)
