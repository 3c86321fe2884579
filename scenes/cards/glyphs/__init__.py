"""Every glyph by name: the pictures of card emblems, one module per family of cards.

A glyph is ``paint(pen, x, y, s, value)``: it draws in the square at (x, y) of side
``s`` (final pixels; the pen supersamples); ``value`` is the card's number for the
glyphs that depend on it (how many cards, how many hearts).
"""
from __future__ import annotations

from collections.abc import Callable

from scenes.cards.glyphs import defence, equipment, events, shots, supplies, thefts
from scenes.cards.pen import Pen

Glyph = Callable[[Pen, float, float, float, int], None]

GLYPHS: dict[str, Glyph] = {}
for _family in (shots, defence, supplies, thefts, equipment, events):
    for _name, _glyph in _family.GLYPHS.items():
        if _name in GLYPHS:
            raise ValueError(f"glyph {_name!r} is defined twice")
        GLYPHS[_name] = _glyph
