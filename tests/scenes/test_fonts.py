"""The bundled fonts: both load, cover Czech, Russian, the suits and every catalogue string, with licences."""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from scenes.assets import FONTS_DIR, MAX_LINE_GROWTH, ROLES, Assets, glyph_font, missing_glyphs
from scenes.i18n import LOCALE_DIR

CZECH = "aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž"
RUSSIAN = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
ALPHABETS = CZECH + CZECH.upper() + RUSSIAN + RUSSIAN.upper() + "0123456789"
SUITS = "♥♦♣♠"
TYPOGRAPHY = (
    "\N{EM DASH}\N{EN DASH}\N{HORIZONTAL ELLIPSIS}«»„“”"
    "\N{LEFT SINGLE QUOTATION MARK}\N{RIGHT SINGLE QUOTATION MARK}•·↔←→"
    "\N{MINUS SIGN}\N{MULTIPLICATION SIGN}\N{NUMERO SIGN}\N{NO-BREAK SPACE}"
)
"""Marks the interface and the translations use: dashes, ellipsis, quotes of three languages, bullets, arrows."""


def catalogue_files() -> list[Path]:
    return sorted(LOCALE_DIR.glob("*/LC_MESSAGES/messages.po"))


def catalogue_strings(path: Path) -> Iterator[str]:
    """Every msgid and msgstr of a catalogue (plural forms included), the header left out."""
    with path.open("rb") as handle:
        catalogue = read_po(handle)
    for message in catalogue:
        if not message.id:
            continue
        for part in (message.id, message.string):
            texts = part if isinstance(part, (list, tuple)) else (part,)
            yield from (text for text in texts if text)


@pytest.fixture(scope="module")
def assets() -> Assets:
    return Assets()


# -------------------------------------------------------------------- the files


@pytest.mark.parametrize("role", ROLES)
def test_each_role_loads_its_own_font_file(assets: Assets, role: str) -> None:
    assert assets.font_path(role) == FONTS_DIR / f"{role}.ttf"
    font = assets.font(30, role)
    assert font.render("Bang!", True, (0, 0, 0)).get_width() > 0


def test_fonts_come_with_their_licences_and_stay_small() -> None:
    readme = (FONTS_DIR / "README.md").read_text(encoding="utf-8")
    for name in ("title.ttf", "text.ttf", "Roboto Slab", "DejaVu Sans", "Apache", "Bitstream Vera"):
        assert name in readme
    assert "Apache License" in (FONTS_DIR / "LICENSE-RobotoSlab.txt").read_text(encoding="utf-8")
    assert "Bitstream" in (FONTS_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    total = sum(path.stat().st_size for path in FONTS_DIR.glob("*.ttf"))
    assert total < 2 * 1024 * 1024


# ----------------------------------------------------------------- coverage


@pytest.mark.parametrize("role", ROLES)
def test_both_fonts_cover_czech_russian_suits_and_typography(assets: Assets, role: str) -> None:
    assert assets.missing(ALPHABETS, role) == ""
    assert assets.missing(SUITS, role) == ""
    assert assets.missing(TYPOGRAPHY, role) == ""


def test_missing_glyphs_are_found(assets: Assets) -> None:
    """The check itself works: a character no bundled font has is reported, once."""
    assert assets.missing("Bang 漢 漢!", "text") == "漢"
    assert missing_glyphs(glyph_font(None), "Bang! ♥") == "♥"


def test_the_english_catalogue_exists() -> None:
    assert LOCALE_DIR / "en" / "LC_MESSAGES" / "messages.po" in catalogue_files()


@pytest.mark.parametrize("path", catalogue_files(), ids=lambda path: path.parent.parent.name)
@pytest.mark.parametrize("role", ROLES)
def test_every_catalogue_string_renders_without_a_missing_glyph(assets: Assets, path: Path, role: str) -> None:
    """Every msgid and msgstr of every language: no tofu in either font, and each one renders."""
    font = assets.font(24, role)
    gaps: dict[str, str] = {}
    count = 0
    for text in catalogue_strings(path):
        count += 1
        missing = assets.missing(text, role)
        if missing:
            gaps[text] = missing
        for line in text.splitlines() or [text]:
            if line:
                assert font.render(line, True, (0, 0, 0)).get_width() > 0
    assert count > 0
    assert gaps == {}


# ------------------------------------------------------------- sizes and fallback


@pytest.mark.parametrize("role", ROLES)
def test_nominal_sizes_keep_the_built_in_fonts_proportions(assets: Assets, role: str) -> None:
    """Layouts were made with pygame's font: lines grow by at most ``MAX_LINE_GROWTH``, sizes stay monotonic."""
    heights = []
    for size in range(8, 160, 4):
        builtin = pygame.font.Font(None, size).get_height()
        height = assets.font(size, role).get_height()
        assert builtin * 0.8 <= height <= builtin * MAX_LINE_GROWTH + 2
        heights.append(height)
    assert heights == sorted(heights)


def test_font_for_falls_back_to_the_text_font_where_the_title_font_lacks_a_glyph(tmp_path: Path) -> None:
    """With a title font lacking the suits (pygame's own), a string with a suit is set in the text font."""
    shutil.copy(FONTS_DIR / "text.ttf", tmp_path / "text.ttf")
    shutil.copy(Path(pygame.__file__).parent / "freesansbold.ttf", tmp_path / "title.ttf")
    assets = Assets(tmp_path)
    assert assets.missing("A♥", "title") == "♥"
    assert assets.font_for("A♥", 30, "title") is assets.font(30, "text")
    assert assets.font_for("Bang!", 30, "title") is assets.font(30, "title")
    assert assets.font_for("A♥", 30, "text") is assets.font(30, "text")


def test_without_font_files_the_built_in_font_stands_in(tmp_path: Path) -> None:
    assets = Assets(tmp_path)
    assert assets.font_path("title") is None
    title = assets.font(30, "title")
    assert title.get_bold()
    assert title.get_height() == pygame.font.Font(None, 30).get_height()
