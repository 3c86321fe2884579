"""The table at 800x600 is a real size: no text on it below the legibility floor (tools/glyph_audit.py)."""
from __future__ import annotations

from types import ModuleType

import pytest

from scenes.app.assets import Assets
from scenes.ui.text_sizes import LEGIBLE_CAP_HEIGHT, LEGIBLE_SIZE
from tests.tools.loader import load_tool


def load_audit() -> ModuleType:
    return load_tool("glyph_audit")


def test_the_floor_size_has_capitals_as_high_as_the_floor_says() -> None:
    audit = load_audit()
    assets = Assets()
    for role in ("text", "title"):
        assert audit.cap_height(assets.font(LEGIBLE_SIZE, role)) >= LEGIBLE_CAP_HEIGHT, role


@pytest.mark.parametrize("text_scale", [1.0, 0.85])
def test_no_text_on_the_table_at_800x600_is_below_the_floor(text_scale: float) -> None:
    """The 1920x1080 layout scaled to 800x600 drew seat text, log and prompt with capitals 3-5 px high."""
    audit = load_audit()
    results = audit.audit(((800, 600),), (text_scale,), ("en",), lambda name: name.startswith("table"))
    measured = {smallest.screen: smallest for _, _, _, smallest in results}
    assert set(measured) == {"table 3", "table 7", "table 8", "table help"}
    for name, smallest in measured.items():
        assert smallest.texts > 20, f"{name}: too few texts drawn to mean anything"
        assert smallest.below_floor == 0 and smallest.cap_height >= LEGIBLE_CAP_HEIGHT, (
            f"{name}: {smallest.text!r} is drawn with capitals {smallest.cap_height} px high")


@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_no_text_on_any_screen_at_800x600_is_below_the_floor(language: str) -> None:
    """The set-up's help, the rules' body, the results' notes, the lessons list and the handover's note were
    drawn with capitals of 6-7 px at 800x600; every screen now keeps the table's floor, at the smallest text size."""
    audit = load_audit()
    results = audit.audit(((800, 600),), (0.85,), (language,), lambda name: True)
    measured = {smallest.screen: smallest for _, _, _, smallest in results}
    assert {"set-up", "rules", "results", "lessons", "handover", "pause"} <= set(measured)
    for name, smallest in measured.items():
        assert smallest.below_floor == 0 and smallest.cap_height >= LEGIBLE_CAP_HEIGHT, (
            f"{name}: {smallest.text!r} is drawn with capitals {smallest.cap_height} px high")
