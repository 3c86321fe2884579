"""Cards drawn from data: every card, character, role and event renders, the cache holds, and no text overflows."""
from __future__ import annotations

import unicodedata
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

from game.cards import Card, Kind, Suit, catalogue
from game.characters import CHARACTERS
from game.engine import Game
from game.eventcards import EVENT_NAMES, EventCard
from game.roles import Role
from game.setup import GameSetup
from game.state import Rules
from scenes.app.assets import Assets
from scenes.app.i18n import LANGUAGES, Translator
from scenes.cards.emblems import CARD_EMBLEMS, EVENT_EMBLEMS, Badge, emblem_for, event_emblem
from scenes.cards.eventface import EMBLEM_MIN_SIZE
from scenes.cards.renderer import (
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
from scenes.text.cards import (
    BASE_CARD_TEXTS,
    CARD_TEXTS,
    CHARACTER_TEXTS,
    COST_LABEL,
    DEFAULT_WEAPON,
    EVENT_LABEL,
    EVENT_TEXTS,
    KIND_LABELS,
    RANK_OF_SUIT,
    RANK_OF_SUIT_IN_FORCE,
    REACH_LABEL,
    ROLE_TEXTS,
    SUIT_NAMES,
    WEAPON_WITH_REACH,
    card_text,
    character_text,
    event_text,
    reach_label,
    role_name,
    weapon_label,
)

WIDTHS = (MIN_CARD_WIDTH, 80, 100, 128, 160)
"""From the smallest width the client uses up to a large hand card."""


EVERY_CARD = catalogue(("dodge_city",))
"""The base game and Dodge City: every card the client can show."""
DODGE_CITY = [card for card in EVERY_CARD if card.definition.expansion == "dodge_city"]


def first_copies() -> list[Card]:
    """One card of every name (texts and layout depend on the name; suit and rank are checked separately)."""
    seen: dict[str, Card] = {}
    for card in EVERY_CARD:
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


@pytest.mark.parametrize("width", (34, 52, *WIDTHS))
def test_every_dodge_city_card_renders_by_its_id_in_the_default_catalogue(renderer: CardRenderer, width: int) -> None:
    assert len(DODGE_CITY) == 40
    for card in DODGE_CITY:
        surface = renderer.get(card.id, width)
        assert surface.get_size() == (width, card_height(width))
    assert_not_blank(renderer.get(DODGE_CITY[-1].id, width))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_character_role_event_and_back_renders(renderer: CardRenderer, width: int) -> None:
    assert len(CHARACTERS) == 31
    for character in CHARACTERS.values():
        surface = renderer.character(character.name, width)
        assert surface.get_size() == (width, card_height(width))
        assert_not_blank(surface)
    assert renderer.character("Paul Regret", width, lives=4).get_size() == (width, card_height(width))
    for role in Role:
        assert renderer.role(role, width).get_size() == (width, card_height(width))
    for surface in (renderer.back(width), renderer.hand_back(width)):
        assert surface.get_size() == (width, card_height(width))
        assert_not_blank(surface)
    assert len(EVENT_NAMES) == 13
    for name in EVENT_NAMES:
        surface = renderer.event(name, width)
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
    assert renderer.event(EventCard.GOLD_RUSH, 100) is renderer.event(EventCard.GOLD_RUSH, 100)
    assert renderer.event(EventCard.GOLD_RUSH, 100) is not renderer.event(EventCard.CURSE, 100)
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
    joined = "".join(line if line.endswith("-") else line + " " for line in fitted.lines)
    assert joined.split() == fitted.text.split(), f"{what}: words lost in {fitted.lines}"


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
    for character in CHARACTERS.values():
        fits = renderer.character_text_fits(character.name, width)
        # The name sits on a banner across the card; the ability on the parchment.
        assert_fits(fits["name"], width - 2, NAME_LINES, f"[{language} {width}px] name of {character.name}")
        assert_fits(fits["short"], metrics.inner.width, ABILITY_LINES,
                    f"[{language} {width}px] ability of {character.name}")
    for role in Role:
        fits = renderer.role_text_fits(role, width)
        assert_fits(fits["name"], metrics.inner.width, NAME_LINES, f"[{language} {width}px] role {role.value}")
        assert_fits(fits["short"], metrics.inner.width, ABILITY_LINES, f"[{language} {width}px] goal {role.value}")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_event_text_overflows_its_card(language: str, width: int) -> None:
    renderer = CardRenderer(Assets(), Translator(language))
    metrics = card_metrics(width)
    for name in EVENT_NAMES:
        fits = renderer.event_text_fits(name, width)
        assert set(fits) == {"name", "short"}, name
        # Like a character's, the name sits on a banner across the card; the effect on the parchment.
        assert_fits(fits["name"], width - 2, NAME_LINES, f"[{language} {width}px] event {name}")
        assert_fits(fits["short"], metrics.inner.width, ABILITY_LINES, f"[{language} {width}px] effect of {name}")
        used = fits["name"].height + fits["short"].height + 6 * metrics.pad + EMBLEM_MIN_SIZE
        assert used <= metrics.inner.height, f"[{language} {width}px] {name} leaves no room for its picture"


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


def test_every_catalogue_card_character_event_and_role_has_texts() -> None:
    for card in EVERY_CARD:
        text = card_text(card.name)
        assert text.name == card.name and text.short and text.full
    for character in CHARACTERS.values():
        person = character_text(character.name)
        assert person.name == character.name and person.short and person.full
    for event, name in EVENT_NAMES.items():
        shown = event_text(event)
        assert shown.name == name and shown.short and shown.full
    assert set(EVENT_TEXTS) == set(EVENT_NAMES)
    for role in Role:
        assert role_name(role) and ROLE_TEXTS[role.value].goal and ROLE_TEXTS[role.value].short
    with pytest.raises(KeyError):
        card_text("No Such Card")


def test_short_lines_are_short_and_texts_are_distinct() -> None:
    for text in CARD_TEXTS.values():
        assert len(text.short) <= 30, text.short
        assert text.full.rstrip().endswith((".", "!")), text.full
    for character in CHARACTER_TEXTS.values():
        assert len(character.short) <= 40, character.short
        assert character.full.rstrip().endswith("."), character.full
    for event in EVENT_TEXTS.values():
        assert len(event.short) <= 36, event.short
        assert event.full.rstrip().endswith("."), event.full
    fulls = [t.full for t in BASE_CARD_TEXTS if "Weapon" not in t.short]
    assert len(set(fulls)) == len(fulls)


def test_text_modules_are_extractable_by_pybabel() -> None:
    texts = Path(__file__).resolve().parents[2] / "scenes" / "text"
    extracted: set[str] = set()
    for module in ("cards.py", "dodge_city.py", "high_noon.py"):
        for _line, message, _comments, _context in extract_from_file(
            "python", str(texts / module), keywords=DEFAULT_KEYWORDS
        ):
            if isinstance(message, tuple):
                extracted.update(m for m in message if m)
            else:
                extracted.add(message)
    expected = {REACH_LABEL, DEFAULT_WEAPON, WEAPON_WITH_REACH, RANK_OF_SUIT, RANK_OF_SUIT_IN_FORCE, COST_LABEL,
                EVENT_LABEL}
    expected.update(SUIT_NAMES.values())
    expected.update(KIND_LABELS.values())
    for text in CARD_TEXTS.values():
        expected.update((text.name, text.short, text.full))
    for character in CHARACTER_TEXTS.values():
        expected.update((character.name, character.short, character.full))
    for event in EVENT_TEXTS.values():
        expected.update((event.name, event.short, event.full))
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


def test_full_text_of_the_new_cards_characters_and_events(renderer: CardRenderer) -> None:
    whisky = next(card for card in EVERY_CARD if card.name == "Whisky")
    text = renderer.full_text(whisky.id)
    assert text.splitlines()[:4] == ["Whisky", "Q of Hearts", KIND_LABELS[Kind.BROWN], COST_LABEL]
    assert card_text("Whisky").full in text
    plate = next(card for card in EVERY_CARD if card.name == "Iron Plate")
    assert renderer.full_text(plate).splitlines()[2] == KIND_LABELS[Kind.GREEN]
    assert COST_LABEL not in renderer.full_text(plate)
    assert renderer.character_full_text("Vera Custer").splitlines()[:2] == ["Vera Custer", "3 life points"]
    gold_rush = renderer.event_full_text(EventCard.GOLD_RUSH).splitlines()
    assert gold_rush == ["Gold Rush", EVENT_LABEL, event_text(EventCard.GOLD_RUSH).full]
    russian = CardRenderer(Assets(), Translator("ru"))
    assert russian.event_full_text(EventCard.HIGH_NOON).splitlines()[0] == "Ровно в полдень"
    assert russian.full_text(plate).splitlines()[0] == "Железная пластина"


def test_tooltip_is_drawn_inside_the_surface(renderer: CardRenderer) -> None:
    surface = pygame.Surface((400, 300))
    box = renderer.tooltip(surface, renderer.full_text(0), (390, 290), 260)
    assert surface.get_rect().contains(box)
    assert box.width <= 260
    long_word = renderer.tooltip(surface, "Title\n" + "x" * 300, (0, 0), 200)
    assert long_word.width <= 200


# -------------------------------------------------------------------- emblems


def test_every_card_and_event_has_a_picture_of_its_own() -> None:
    for card in first_copies():
        assert card.name in CARD_EMBLEMS or "weapon" in card.definition.tags or card.definition.effect == "draw", card
    assert set(EVENT_EMBLEMS) == set(EVENT_NAMES)
    glyphs = [event_emblem(name).glyph for name in EVENT_NAMES]
    assert len(set(glyphs)) == len(glyphs)


def test_symbols_follow_the_catalogue() -> None:
    for card in first_copies():
        definition = card.definition
        badges = emblem_for(definition).badges
        assert (Badge.COST in badges) == definition.cost, card.name
        if definition.expansion == "dodge_city" and definition.effect in ("missed", "dodge"):
            assert Badge.MISSED in badges, card.name
        if definition.expansion == "dodge_city" and definition.effect.startswith(("shot", "gatling")):
            assert Badge.BANG in badges, card.name
    costly = {card.name for card in first_copies() if Badge.COST in emblem_for(card.definition).badges}
    assert costly == {"Brawl", "Rag Time", "Springfield", "Tequila", "Whisky"}


def _frame_colour(surface: pygame.Surface) -> tuple[int, int, int]:
    r, g, b, _a = surface.get_at((3, surface.get_height() // 2))
    return r, g, b


def test_green_cards_have_a_green_frame_and_events_a_frame_of_their_own(renderer: CardRenderer) -> None:
    frames: dict[str, set[tuple[int, int, int]]] = {}
    for card in first_copies():
        frames.setdefault(card.definition.kind.value, set()).add(_frame_colour(renderer.get(card.id, 100)))
    frames["event"] = {_frame_colour(renderer.event(name, 100)) for name in EVENT_NAMES}
    assert all(len(colours) == 1 for colours in frames.values()), frames
    green = next(iter(frames["green"]))
    assert green[1] > green[0] + 40 and green[1] > green[2] + 40, green
    assert len({next(iter(colours)) for colours in frames.values()}) == len(frames)


def test_the_cost_symbol_is_drawn(renderer: CardRenderer) -> None:
    """A card with the cost flag differs from the same card without it, in the top-left corner of its picture."""

    rifle = next(card for card in EVERY_CARD if card.name == "Springfield")
    plain = Card(rifle.id, replace(rifle.definition, cost=False), rifle.suit, rifle.rank)
    other = CardRenderer(Assets(), Translator("en"), cards=[*EVERY_CARD[:rifle.id], plain])
    costly, free = renderer.get(rifle.id, 128), other.get(rifle.id, 128)
    differing = [(x, y) for x in range(0, 128, 2) for y in range(0, 192, 2)
                 if costly.get_at((x, y)) != free.get_at((x, y))]
    assert differing
    assert max(x for x, _ in differing) < 64


# ------------------------------------------------------------------------ suits


def test_suits_differ_by_shape_not_only_by_colour() -> None:
    masks = []
    for suit in Suit:
        canvas = pygame.Surface((40, 40), pygame.SRCALPHA)
        paint_suit(Pen(canvas, 1), suit, (20, 20), 32, (0, 0, 0))
        masks.append(pygame.mask.from_surface(canvas))
    for i, first in enumerate(masks):
        for second in masks[i + 1:]:
            assert first.overlap_area(second, (0, 0)) < 0.9 * max(first.count(), second.count())


def test_russian_names_of_the_new_cards_characters_and_events_are_translated() -> None:
    """Every new name reads in Cyrillic in Russian (an untranslated msgstr would show the English name)."""
    russian = Translator("ru")
    names = [card.name for card in DODGE_CITY]
    names += [c.name for c in CHARACTERS.values() if c.expansion == "dodge_city"]
    names += list(EVENT_NAMES.values())
    for name in names:
        shown = russian.gettext(name)
        assert any("CYRILLIC" in unicodedata.name(letter, "") for letter in shown), (name, shown)


def test_the_table_api_draws_every_card_character_and_event_of_an_expansion_game() -> None:
    """The table makes ``CardRenderer(assets, translator)`` and asks for ids of the game's own catalogue."""

    game = Game.new(GameSetup(tuple("ABCDEFGH"), 7, Rules(expansions=("dodge_city", "high_noon"))))
    state = game.state
    renderer = CardRenderer(Assets(), Translator("cs"))
    for card in state.cards:
        assert renderer.get(card.id, 52).get_size() == (52, card_height(52))
        assert renderer.full_text(state.cards[card.id]).splitlines()[0] == renderer.card_texts(card).name
    for player in state.players:
        assert renderer.character(player.character, 80).get_size() == (80, card_height(80))
        assert renderer.character_full_text(player.character).splitlines()[0] == Translator("cs").gettext(
            player.character)
    for event in {*EVENT_NAMES, *state.events_deck, *([state.event] if state.event else [])}:
        assert renderer.event(event, 80).get_size() == (80, card_height(80))
        assert renderer.event_full_text(event).splitlines()[0] == Translator("cs").gettext(EVENT_NAMES[event])
    assert len(state.cards) == 120


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_character_keeps_its_portrait_and_every_event_its_picture(language: str) -> None:
    """An ability or effect of four lines would push the portrait off a small card: three at most."""
    renderer = CardRenderer(Assets(), Translator(language))
    for width in WIDTHS:
        for character in CHARACTERS.values():
            assert len(renderer.character_text_fits(character.name, width)["short"].lines) <= 3, (width, character)
        for name in EVENT_NAMES:
            assert len(renderer.event_text_fits(name, width)["short"].lines) <= 3, (width, name)
