"""The bundled fonts: both load, cover Czech, Russian, the suits and every catalogue string, with licences;
titles render at the game's smallest sizes as their outlines do (no garbled "Bag!")."""
from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from scenes.app.assets import FONTS_DIR, MAX_LINE_GROWTH, ROLES, Assets, glyph_font, missing_glyphs
from scenes.app.i18n import LOCALE_DIR
from scenes.cards.renderer import TextFitter
from scenes.table.config import DEFAULT_NAMES

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


# ------------------------------------------------------------- titles at small sizes
#
# A title rendered small must look like the same title rendered REFERENCE_SCALE times larger and scaled down by
# exactly that factor (the outlines as they are, anti-aliased): FreeType's auto-hinter, which took over the old
# unhinted title font, merged and dropped strokes there ("Bang!" read "Bag!" and "Cole" "Cde" at 800x600, "Dora"
# lost the stroke of its "r" at 1280x720, "W hich card ofEarl?"). Each title is cut into pieces of two letters
# (three across a word space, so spacing counts) and each piece is compared on its own, so the rounding of a
# long line's advances cannot pile up; a title's error is the mean of its pieces'.

REFERENCE_SCALE = 8
LEGIBILITY_LIMIT = 0.45
"""The largest mean difference from the ideal rendering, as a share of the ideal's ink, a title may show."""
SMALLEST_TITLE_SIZE = 9
"""The smallest nominal size the scenes ask the title font for: the table's floor (``max(9, ...)`` in
tabledraw), which seat names and "Out of the game" reach at 800x600 with the small text size."""
REPORTED_SIZES = (10, 17)
"""Seat names and dialog titles at 800x600 ("Cde") and at 1280x720 ("Dora", "W hich card ofEarl?")."""
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def title_texts(path: Path) -> list[str]:
    """What the title font may show in a catalogue's language: every one-line catalogue string of at most 40
    characters (card, character and role names, screen and dialog titles, button labels), placeholders filled
    with a player's name, and the players' default names."""
    with path.open("rb") as handle:
        catalogue = read_po(handle)
    english = path.parent.parent.name == "en"
    texts: list[str] = []
    for message in catalogue:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        shown = [text for text in strings if text]
        for text in ids if english or not shown else shown:
            filled = PLACEHOLDER.sub("Earl", text)
            if "\n" not in filled and len(filled) <= 40:
                texts.append(filled)
    return list(dict.fromkeys([*texts, *default_names()]))


def default_names() -> list[str]:
    """The players' default names (the catalogues hold their translations)."""
    return list(DEFAULT_NAMES)


def pieces(text: str) -> list[str]:
    """Two neighbouring characters, three where a space lies between them; a lone character stands alone."""
    words = text.strip()
    if len(words) < 2:
        return [words] if words else []
    found = []
    for i in range(len(words) - 1):
        if words[i] == " ":
            continue
        piece = words[i:i + 3] if words[i + 1] == " " and i + 2 < len(words) else words[i:i + 2]
        if piece.strip():
            found.append(piece)
    return found


def _coverage(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")[3::4]


def _baseline(font: pygame.font.Font, text: str) -> int:
    """The baseline's row in ``font.render(text)``: SDL_ttf makes the line taller for a glyph above the ascent."""
    tops = [metric[3] for metric in font.metrics(text) if metric]
    return font.get_ascent() + max(0, max(tops, default=0) - font.get_ascent())


def rendering_error(small: pygame.font.Font, large: pygame.font.Font, shown: str, meant: str | None = None) -> float:
    """How far ``small``'s rendering of ``shown`` is from ``large``'s rendering of ``meant`` (default: the same
    text) scaled down by ``REFERENCE_SCALE``, both on the same baseline: the summed difference of their pixels'
    coverage as a share of the reference's ink."""
    meant = shown if meant is None else meant
    image = small.render(shown, True, (255, 255, 255))
    width, height = image.get_size()
    canvas = pygame.Surface((width * REFERENCE_SCALE, height * REFERENCE_SCALE), pygame.SRCALPHA)
    top = _baseline(small, shown) * REFERENCE_SCALE - _baseline(large, meant)
    canvas.blit(large.render(meant, True, (255, 255, 255)), (0, top))
    ideal = pygame.transform.smoothscale(canvas, (width, height))
    got, want = _coverage(image), _coverage(ideal)
    ink = sum(want)
    if ink == 0:
        return 0.0 if sum(got) == 0 else 1.0
    return sum(abs(a - b) for a, b in zip(got, want, strict=True)) / ink


def title_errors(assets: Assets, size: int, texts: list[str]) -> dict[str, float]:
    """Each text's mean error over its pieces at nominal ``size`` in the title font."""
    path = assets.font_path("title")
    assert path is not None
    small = assets.font(size, "title")
    large = pygame.font.Font(str(path), assets.pixel_size(size, "title") * REFERENCE_SCALE)
    piece_errors: dict[str, float] = {}
    errors = {}
    for text in texts:
        parts = pieces(text)
        for part in parts:
            if part not in piece_errors:
                piece_errors[part] = rendering_error(small, large, part)
        if parts:
            errors[text] = sum(piece_errors[part] for part in parts) / len(parts)
    return errors


def smallest_card_title_size(assets: Assets) -> int:
    """The smallest nominal size card names and ranks are fitted with (the card renderer's readable minimum)."""

    return TextFitter(assets).ladder("title")[-1][0]


def sfnt_tables(path: Path) -> set[str]:
    """The table tags of a TrueType/OpenType file, read from its table directory."""
    data = path.read_bytes()
    count = int.from_bytes(data[4:6], "big")
    return {data[12 + 16 * i:16 + 16 * i].decode("latin-1") for i in range(count)}


def test_the_title_font_keeps_freetype_from_auto_hinting_it() -> None:
    """FreeType auto-hints a TrueType font with no ``fpgm``, ``prep`` or glyph program, and its auto-hinter garbled
    the condensed title letters; the built font carries a ``prep`` program (and a ``gasp`` table) against that."""
    tables = sfnt_tables(FONTS_DIR / "title.ttf")
    assert {"glyf", "prep", "gasp"} <= tables
    assert "CFF " not in tables


def test_pieces_keep_word_spaces_with_their_neighbours() -> None:
    assert pieces("Bang!") == ["Ba", "an", "ng", "g!"]
    assert pieces("of Earl") == ["of", "f E", "Ea", "ar", "rl"]
    assert pieces("A") == ["A"]


def test_the_rendering_error_tells_a_garbled_title_from_a_sound_one(assets: Assets) -> None:
    """A title passes against itself; the misreadings of the bug report fail against what was meant."""
    path = assets.font_path("title")
    assert path is not None
    size = 17
    small = assets.font(size, "title")
    large = pygame.font.Font(str(path), assets.pixel_size(size, "title") * REFERENCE_SCALE)
    assert rendering_error(small, large, "Cole") < LEGIBILITY_LIMIT
    for shown, meant in (("Cde", "Cole"), ("W hich", "Which"), ("ofEarl", "of Earl")):
        assert rendering_error(small, large, shown, meant) > LEGIBILITY_LIMIT


def test_every_title_reads_at_the_smallest_sizes_the_game_uses(assets: Assets) -> None:
    """Every name and title in every language, at the table's smallest size, the cards' smallest and the sizes
    the garbling was reported at, stays within ``LEGIBILITY_LIMIT`` of its ideal rendering."""
    sizes = sorted({SMALLEST_TITLE_SIZE, smallest_card_title_size(assets), *REPORTED_SIZES})
    texts = list(dict.fromkeys(text for path in catalogue_files() for text in title_texts(path)))
    assert {"Bang!", "Cole", "Dora", "Earl", "Бэнг!", "Паника!", "Šerif"} <= set(texts)
    failures = {}
    for size in sizes:
        for text, error in title_errors(assets, size, texts).items():
            if error > LEGIBILITY_LIMIT:
                failures[f"{text} @ {size}"] = round(error, 2)
    assert failures == {}
