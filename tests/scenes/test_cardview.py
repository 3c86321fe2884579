"""Cards drawn from data: every card renders, the cache holds, and no text overflows a card."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

from game.cards import BASE_CARDS, Card, Suit, catalogue
from game.characters import BASE_CHARACTERS
from game.roles import Role
from scenes.assets import Assets
from scenes.cardview import (
    ABILITY_LINES,
    MIN_CARD_WIDTH,
    MIN_TEXT_HEIGHT,
    NAME_LINES,
    SHORT_LINES,
    CardRenderer,
    FittedText,
    Pen,
    card_height,
    card_metrics,
    paint_suit,
)
from scenes.i18n import LANGUAGES, Translator
from scenes.texts import (
    BASE_CARD_TEXTS,
    BASE_CHARACTER_TEXTS,
    CARD_TEXTS,
    DEFAULT_WEAPON,
    KIND_LABELS,
    RANK_OF_SUIT,
    REACH_LABEL,
    ROLE_TEXTS,
    SUIT_NAMES,
    WEAPON_WITH_REACH,
    card_text,
    character_text,
    reach_label,
    role_name,
    suit_letter,
    weapon_label,
)

WIDTHS = (MIN_CARD_WIDTH, 80, 100, 128, 160)
"""From the smallest width the client uses up to a large hand card."""


def first_copies() -> list[Card]:
    """One card of every name (texts and layout depend on the name; suit and rank are checked separately)."""
    seen: dict[str, Card] = {}
    for card in catalogue():
        seen.setdefault(card.name, card)
    return list(seen.values())


@pytest.fixture()
def renderer() -> CardRenderer:
    return CardRenderer(Assets(), Translator("en"))


def assert_not_blank(surface: pygame.Surface) -> None:
    colours = {tuple(surface.get_at((x, y))) for x in range(0, surface.get_width(), 7) for y in
               range(0, surface.get_height(), 7)}
    assert len(colours) > 3


# ------------------------------------------------------------------- rendering


@pytest.mark.parametrize("width", (48, *WIDTHS))
def test_every_base_card_renders_with_a_2_to_3_aspect(renderer: CardRenderer, width: int) -> None:
    for card in catalogue():
        surface = renderer.get(card.id, width)
        assert surface.get_size() == (width, card_height(width))
    assert_not_blank(renderer.get(0, width))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_character_role_and_back_renders(renderer: CardRenderer, width: int) -> None:
    for character in BASE_CHARACTERS:
        surface = renderer.character(character.name, width)
        assert surface.get_size() == (width, card_height(width))
        assert_not_blank(surface)
    assert renderer.character("Paul Regret", width, lives=4).get_size() == (width, card_height(width))
    for role in Role:
        assert renderer.role(role, width).get_size() == (width, card_height(width))
    for surface in (renderer.back(width), renderer.hand_back(width)):
        assert surface.get_size() == (width, card_height(width))
        assert_not_blank(surface)


def test_rotated_cards_are_larger_and_quarter_turns_swap_sides(renderer: CardRenderer) -> None:
    upright = renderer.get(5, 90)
    quarter = renderer.get(5, 90, 90)
    tilted = renderer.get(5, 90, 20)
    assert quarter.get_size() == (upright.get_height(), upright.get_width())
    assert tilted.get_width() > upright.get_width() and tilted.get_height() > upright.get_height()
    assert renderer.back(90, -90).get_size() == (card_height(90), 90)


# ------------------------------------------------------------------------ cache


def test_cache_returns_the_same_surface_for_the_same_key(renderer: CardRenderer) -> None:
    assert renderer.get(3, 100) is renderer.get(3, 100)
    assert renderer.get(3, 100, 15) is renderer.get(3, 100, 15)
    assert renderer.get(3, 100, 375) is renderer.get(3, 100, 15)
    assert renderer.back(70, 30) is renderer.back(70, 30)
    assert renderer.hand_back(70) is renderer.hand_back(70)
    assert renderer.character("Lucky Duke", 100) is renderer.character("Lucky Duke", 100)
    assert renderer.role("sheriff", 100) is renderer.role(Role.SHERIFF, 100)
    assert renderer.get(3, 100) is not renderer.get(3, 101)
    assert renderer.get(3, 100) is not renderer.get(4, 100)
    assert renderer.get(3, 100, 15) is not renderer.get(3, 100)
    assert renderer.back(70) is not renderer.hand_back(70)


def test_clear_cache_and_a_language_switch_give_new_surfaces(renderer: CardRenderer) -> None:
    before = renderer.get(3, 100)
    renderer.clear_cache()
    assert renderer.cache_size() == 0
    after = renderer.get(3, 100)
    assert after is not before
    renderer.set_translator(Translator("cs"))
    assert renderer.language == "cs"
    assert renderer.get(3, 100) is not after


def test_cache_is_bounded() -> None:
    small = CardRenderer(Assets(), Translator("en"), max_entries=10)
    for angle in range(30):
        small.get(0, 64, angle)
    assert small.cache_size() <= 10


# --------------------------------------------------------------------- overflow


def assert_fits(fitted: FittedText, box_width: int, max_lines: int, what: str) -> None:
    """The fitted text fits its box, at a readable size, with every word kept."""
    assert fitted.fits, f"{what}: {fitted.text!r} does not fit {box_width}px in {max_lines} lines"
    assert fitted.max_width <= box_width, what
    assert 1 <= len(fitted.lines) <= max_lines, f"{what}: {fitted.lines}"
    for line in fitted.lines:
        width = fitted.font.size(line)[0]
        assert width <= fitted.max_width, f"{what}: {line!r} is {width}px, wider than {fitted.max_width}px"
    assert fitted.font.get_height() >= MIN_TEXT_HEIGHT, f"{what}: font {fitted.font.get_height()}px is unreadable"
    assert " ".join(fitted.lines).split() == fitted.text.split(), f"{what}: words lost in {fitted.lines}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_card_text_overflows_its_card(language: str, width: int) -> None:
    renderer = CardRenderer(Assets(), Translator(language))
    metrics = card_metrics(width)
    inner = metrics.inner.width
    for card in first_copies():
        fits = renderer.card_text_fits(card, width)
        assert set(fits) == {"name", "short"}, card.name
        assert_fits(fits["name"], inner, NAME_LINES, f"[{language} {width}px] name of {card.name}")
        assert_fits(fits["short"], inner, SHORT_LINES, f"[{language} {width}px] short line of {card.name}")
        used = fits["name"].height + fits["short"].height + metrics.index_height + 4 * metrics.pad
        assert used <= metrics.inner.height, f"[{language} {width}px] {card.name} texts overlap vertically"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_character_or_role_text_overflows_its_card(language: str, width: int) -> None:
    renderer = CardRenderer(Assets(), Translator(language))
    metrics = card_metrics(width)
    for character in BASE_CHARACTERS:  # the Dodge City characters are drawn with the expansions at the table
        fits = renderer.character_text_fits(character.name, width)
        # The name sits on a banner across the card; the ability on the parchment.
        assert_fits(fits["name"], width - 2, NAME_LINES, f"[{language} {width}px] name of {character.name}")
        assert_fits(fits["short"], metrics.inner.width, ABILITY_LINES,
                    f"[{language} {width}px] ability of {character.name}")
    for role in Role:
        fits = renderer.role_text_fits(role, width)
        assert_fits(fits["name"], metrics.inner.width, NAME_LINES, f"[{language} {width}px] role {role.value}")
        assert_fits(fits["short"], metrics.inner.width, ABILITY_LINES, f"[{language} {width}px] goal {role.value}")


def test_the_fitting_shrinks_a_long_name_but_never_below_the_readable_minimum(renderer: CardRenderer) -> None:
    fitter = renderer.fitter
    roomy = fitter.fit("Stagecoach", "title", 400, 1, 40)
    tight = fitter.fit("Stagecoach", "title", roomy.width // 2 + 4, 1, 40)
    assert tight.fits and tight.font.get_height() < roomy.font.get_height()
    impossible = fitter.fit("Stagecoach", "title", 10, 2, 40)
    assert not impossible.fits
    assert impossible.font.get_height() >= MIN_TEXT_HEIGHT
    assert "".join(impossible.lines) == "Stagecoach"


# ------------------------------------------------------------------------ texts


def test_every_catalogue_card_character_and_role_has_texts() -> None:
    for definition, _copies in BASE_CARDS:
        text = card_text(definition.name)
        assert text.name == definition.name and text.short and text.full
    for character in BASE_CHARACTERS:  # the Dodge City characters are drawn with the expansions at the table
        text = character_text(character.name)
        assert text.name == character.name and text.short and text.full
    for role in Role:
        assert role_name(role) and ROLE_TEXTS[role.value].goal and ROLE_TEXTS[role.value].short
    with pytest.raises(KeyError):
        card_text("No Such Card")


def test_short_lines_are_short_and_texts_are_distinct() -> None:
    for text in BASE_CARD_TEXTS:
        assert len(text.short) <= 28, text.short
        assert text.full.rstrip().endswith((".", "!")), text.full
    for character in BASE_CHARACTER_TEXTS:
        assert len(character.short) <= 36, character.short
    fulls = [t.full for t in BASE_CARD_TEXTS if "Weapon" not in t.short]
    assert len(set(fulls)) == len(fulls)


def test_texts_module_is_extractable_by_pybabel() -> None:
    path = Path(__file__).resolve().parents[2] / "scenes" / "texts.py"
    extracted: set[str] = set()
    for _line, message, _comments, _context in extract_from_file("python", str(path), keywords=DEFAULT_KEYWORDS):
        if isinstance(message, tuple):
            extracted.update(m for m in message if m)
        else:
            extracted.add(message)
    expected = {REACH_LABEL, DEFAULT_WEAPON, WEAPON_WITH_REACH, RANK_OF_SUIT, "H", "D", "C", "S"}
    expected.update(SUIT_NAMES.values())
    expected.update(KIND_LABELS.values())
    for text in CARD_TEXTS.values():
        expected.update((text.name, text.short, text.full))
    for character in BASE_CHARACTER_TEXTS:
        expected.update((character.name, character.short, character.full))
    for role in ROLE_TEXTS.values():
        expected.update((role.name, role.short, role.goal))
    assert expected - extracted == set()


def test_labels_in_english() -> None:
    english = Translator("en")
    assert reach_label(english, 3) == "Reach 3"
    assert weapon_label(english, None, 1) == "Colt .45, reach 1"
    assert weapon_label(english, "Remington", 3) == "Remington, reach 3"


def test_full_text_names_the_card_its_suit_and_rank_and_the_rule(renderer: CardRenderer) -> None:
    panic = next(card for card in catalogue() if card.name == "Panic!")
    text = renderer.full_text(panic.id)
    assert text.splitlines()[0] == "Panic!"
    assert "J of Hearts" in text
    assert card_text("Panic!").full in text
    assert renderer.full_text(panic) == text
    sheriff = renderer.character_full_text("El Gringo")
    assert sheriff.splitlines()[:2] == ["El Gringo", "3 life points"]
    assert "Eliminate the Sheriff" in renderer.role_full_text("outlaw")


def test_tooltip_is_drawn_inside_the_surface(renderer: CardRenderer) -> None:
    surface = pygame.Surface((400, 300))
    box = renderer.tooltip(surface, renderer.full_text(0), (390, 290), 260)
    assert surface.get_rect().contains(box)
    assert box.width <= 260
    long_word = renderer.tooltip(surface, "Title\n" + "x" * 300, (0, 0), 200)
    assert long_word.width <= 200


# ------------------------------------------------------------------------ suits


def test_suits_differ_by_shape_and_letter_not_only_by_colour() -> None:
    masks = []
    for suit in Suit:
        canvas = pygame.Surface((40, 40), pygame.SRCALPHA)
        paint_suit(Pen(canvas, 1), suit, (20, 20), 32, (0, 0, 0))
        masks.append(pygame.mask.from_surface(canvas))
    for i, first in enumerate(masks):
        for second in masks[i + 1:]:
            assert first.overlap_area(second, (0, 0)) < 0.9 * max(first.count(), second.count())
    for language in LANGUAGES:
        translator = Translator(language)
        letters = {suit_letter(translator, suit) for suit in Suit}
        assert len(letters) == 4, language
