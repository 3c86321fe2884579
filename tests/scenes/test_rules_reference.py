"""The rules reference explains whatever a table shows: every card, character, event and role, 3 to 8 players,
found by a search typed on the keyboard or clicked, in three languages, at every window and text size."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.cards import catalogue
from game.characters import CHARACTERS
from game.eventcards import EVENT_NAMES
from game.roles import ROLE_DISTRIBUTION, THREE_PLAYER_TARGET, Role
from scenes.app.context import AppContext
from scenes.app.i18n import Translator
from scenes.cards.portrait import Portraits
from scenes.screens.rules import RulesScene
from scenes.text.cards import card_text, character_text, event_text, role_name
from scenes.text.log_texts import suit_and_rank
from scenes.text.rules import Block, rules_groups
from scenes.text.rules_basics import players_label
from tests.scenes.helpers import click, hover, key, make_ctx, pump, screenshot_dir, start, texts_drawn

LANGUAGES = ["en", "ru", "cs"]
ALL_CARDS = catalogue(("dodge_city",))


def blocks(tr: Translator) -> list[Block]:
    return [block for group in rules_groups(tr) for section in group.sections for block in section.blocks]


def show(size: tuple[int, int] = (1280, 720), language: str = "en", text_scale: float = 1.0
         ) -> tuple[RulesScene, AppContext]:
    ctx = make_ctx(size, language=language)
    ctx.settings = replace(ctx.settings, language=language, ui_scale=text_scale)
    scene = RulesScene(ctx)
    start(ctx, scene)
    pump(ctx, 2)
    return scene, ctx


def type_text(text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(char) if char.isascii() else 0, mod=0,
                                             unicode=char))


def shown_entry(scene: RulesScene, name: str) -> bool:
    """Whether a line of the text area starts with the entry ``name`` and lies wholly inside the area."""
    view = scene.geometry().view
    for line in scene.visible_lines():
        top = view.top + line.y - scene.scroll
        if line.text.startswith(name) and top >= view.top and top + line.font.get_linesize() <= view.bottom:
            return True
    return False


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_character_event_and_role_has_an_entry(language: str) -> None:
    tr = Translator(language)
    found = blocks(tr)
    entries = {block.name: (index, block) for index, block in enumerate(found) if block.name}
    copies: dict[str, list[str]] = {}
    for card in ALL_CARDS:
        copies.setdefault(card.name, []).append(suit_and_rank(card))
    for name in copies:
        _, block = entries[tr.gettext(name)]
        assert block.text == tr.gettext(card_text(name).full), "the reference says what the tooltip says"
        listed: Counter[str] = Counter()
        for index, item in enumerate(found):
            if item.kind == "item" and item.term == tr.gettext(name):
                end = index + 1
                while end < len(found) and found[end].kind == "detail":
                    end += 1
                copies_line = found[end - 1].text  # the last detail under an entry lists its copies
                listed.update(copies_line.split(": ", 1)[1].split(", "))
        assert listed == Counter(copies[name]), f"{name}: every copy's suit and rank, base game and Dodge City"
    for character in CHARACTERS.values():
        _, block = entries[tr.gettext(character.name)]
        assert block.term == f"{tr.gettext(character.name)} ({character.hp})"
        assert block.text == tr.gettext(character_text(character.name).full)
    for event in EVENT_NAMES:
        _, block = entries[tr.gettext(event_text(event).name)]
        assert block.text == tr.gettext(event_text(event).full)
    for role in Role:
        assert tr.gettext(role_name(role)) in entries


def test_the_symbols_and_green_timing_are_told_per_card() -> None:
    tr = Translator("en")
    found = blocks(tr)
    details = {block.name: found[i + 1].text for i, block in enumerate(found) if block.name and i + 1 < len(found)
               and found[i + 1].kind == "detail"}
    assert "Book symbol" in details["Jail"]
    assert "Cost: discard another card" in details["Whisky"] and "Book symbol" not in details["Whisky"]
    assert "also out of your turn as an answer" in details["Sombrero"]
    assert "in your turns only" in details["Conestoga"]
    assert details["Barrel"].startswith("Blue card")


def test_the_deck_sizes_the_reference_states_are_the_catalogue_s() -> None:
    base = [card for card in ALL_CARDS if card.definition.expansion == "base"]
    dodge_city = [card for card in ALL_CARDS if card.definition.expansion == "dodge_city"]
    new_names = {card.name for card in dodge_city} - {card.name for card in base}
    assert (len(base), len({card.name for card in base})) == (80, 22)
    assert (len(dodge_city), len(new_names)) == (40, 22)
    text = " ".join(block.text for block in blocks(Translator("en")))
    assert "80 cards of 22 names" in text and "its 40 cards" in text and "22 new names" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_roles_of_3_to_8_players_are_listed(language: str) -> None:
    tr = Translator(language)
    by_count = {block.term: block.text for block in blocks(tr) if block.kind == "item"}
    for count, roles in ROLE_DISTRIBUTION.items():
        text = by_count[players_label(tr, count)]
        assert len(text.split(", ")) == len(set(roles)), f"{count} players: one part per role"
        assert (tr.gettext(role_name(Role.SHERIFF)) in text) == (Role.SHERIFF in roles)
    english = {block.term: block.text for block in blocks(Translator("en")) if block.kind == "item"}
    assert english["3 players"] == "Deputy, Outlaw, Renegade"
    assert english["8 players"] == "Sheriff, 2 Deputies, 3 Outlaws, 2 Renegades"
    targets = [block for block in blocks(Translator("en")) if block.kind == "item" and block.text.startswith("must")]
    assert {block.term: block.text for block in targets} == {
        role_name(role): f"must eliminate the {role_name(target)}." for role, target in THREE_PLAYER_TARGET.items()}
    if language != "en":
        assert players_label(tr, 5) != "5 players", "the player counts are translated"


QUERIES = {
    "en": [("cone", "Conestoga"), ("dalt", "The Daltons"), ("VERA", "Vera Custer")],
    "ru": [("конес", "Конестога"), ("дальт", "Дальтоны"), ("вера", "Вера Кастер")],  # noqa: RUF001
    "cs": [("kryt", "Krytý vůz"), ("dalt", "Daltonové"), ("vezeni", "Vězení")],
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_typing_a_name_and_enter_show_its_entry(language: str, size: tuple[int, int]) -> None:
    scene, ctx = show(size, language, text_scale=1.3 if size[0] == 800 else 1.0)
    for query, name in QUERIES[language]:
        type_text(query)
        pump(ctx)
        assert scene.search.matches and scene.search.matches[0].name == name, query
        assert not shown_entry(scene, name)
        key(pygame.K_RETURN)
        pump(ctx)
        assert scene.marked is not None and scene.marked.name == name
        assert shown_entry(scene, name), f"{name} is shown in the text after Enter"
        key(pygame.K_ESCAPE)
        pump(ctx)
        assert scene.search.query == "" and ctx.stack.top is scene, "Escape clears the search, not the screen"
        key(pygame.K_HOME)
        pump(ctx)
    key(pygame.K_ESCAPE)
    pump(ctx)
    assert ctx.stack.top is not scene, "with nothing typed, Escape goes back"


def test_the_arrows_choose_a_match_and_a_click_shows_one() -> None:
    scene, ctx = show((1280, 720))
    type_text("bar")
    pump(ctx)
    names = [entry.name for entry in scene.search.matches]
    assert names[:2] == ["Barrel", "Bart Cassidy"], "names that start with the letters come first"
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    pump(ctx)
    assert scene.marked is not None and scene.marked.name == names[1]
    for _ in range(2):
        key(pygame.K_BACKSPACE)
    pump(ctx)
    assert scene.search.query == "b"
    key(pygame.K_BACKSPACE)
    type_text("dyna")
    pump(ctx)
    rect, index = scene.result_rows()[0]
    click(rect.center)
    pump(ctx)
    assert scene.marked is not None and scene.marked.name == scene.search.matches[index].name == "Dynamite"
    assert shown_entry(scene, "Dynamite")
    type_text("zzzz")
    pump(ctx)
    assert scene.search.matches == []
    assert ctx.tr.gettext("Nothing is called that") in texts_drawn(ctx)


def test_keys_1_to_7_jump_to_the_groups_and_tab_to_the_next_section() -> None:
    scene, ctx = show((1280, 720))
    groups = rules_groups(ctx.tr)
    assert [group.title for group in groups] == [
        "Basics", "Cards: base game", "Cards: Dodge City", "Characters: base game", "Characters: Dodge City",
        "High Noon events", "Variants"]
    key(pygame.K_5)
    pump(ctx)
    assert scene.current_section() == scene.geometry().group_starts[4]
    assert shown_entry(scene, "Characters: Dodge City")
    key(pygame.K_HOME)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    pump(ctx)
    assert scene.current_section() == 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_scale", [1.0, 1.3])
def test_the_reference_fits_every_size_language_and_text_size(language: str, size: tuple[int, int],
                                                              text_scale: float, tmp_path: Path) -> None:
    scene, ctx = show(size, language, text_scale)
    geometry = scene.geometry()
    window = pygame.Rect((0, 0), size)
    assert geometry.toc[-1].rect.bottom <= geometry.panel.bottom, "the list of groups fits beside the text"
    assert all(window.contains(row.rect) and not row.rect.colliderect(geometry.panel) for row in geometry.toc)
    assert window.contains(geometry.search) and window.contains(geometry.panel)
    hint_h = len(geometry.hint) * geometry.hint_font.get_linesize()
    assert hint_h <= size[1] - geometry.panel.bottom, "the hint fits under the text"
    folder = screenshot_dir(tmp_path)
    pygame.image.save(ctx.screen, str(folder / f"reference-{language}-{size[0]}-{text_scale}.png"))
    type_text(QUERIES[language][1][0])
    key(pygame.K_RETURN)
    pump(ctx, 2)
    pygame.image.save(ctx.screen, str(folder / f"reference-search-{language}-{size[0]}-{text_scale}.png"))


def test_the_entry_under_the_pointer_shows_its_card_beside_the_text() -> None:
    scene, ctx = show((800, 600))
    type_text("cone")
    key(pygame.K_RETURN)
    pump(ctx)
    assert scene.shown_picture() == ("card", "Conestoga"), "the entry a search found shows its card"
    room = scene.picture_room()
    before = pygame.transform.average_color(ctx.screen, room)
    key(pygame.K_ESCAPE)
    key(pygame.K_4)
    pump(ctx)
    view = scene.geometry().view
    line = next(line for line in scene.visible_lines() if line.text.startswith("Bart Cassidy"))
    hover((view.left + 20, view.top + line.y - scene.scroll + line.font.get_linesize() // 2))
    pump(ctx)
    assert scene.shown_picture() == ("character", "Bart Cassidy")
    room = scene.picture_room()
    assert room.height > 0 and not room.colliderect(scene.geometry().panel)
    assert pygame.transform.average_color(ctx.screen, room) != before
    hover((5, 5))
    pump(ctx)
    assert scene.shown_picture() is None, "away from the text, no card"


def test_every_picture_the_reference_offers_is_drawn() -> None:
    scene, ctx = show((1280, 720))
    portraits = Portraits(ctx.assets, ctx.tr)
    pictures = {anchor.picture for anchor in scene.geometry().anchors if anchor.picture}
    kinds = Counter(kind for kind, _ in pictures)
    assert kinds == {"card": len({card.name for card in ALL_CARDS}), "character": len(CHARACTERS),
                     "event": len(EVENT_NAMES), "role": len(Role), "badge": 4}
    for picture in pictures:
        assert portraits.picture(picture, 100, ctx.tr) is not None, picture


def test_a_click_on_the_search_box_opens_an_index_of_every_name() -> None:
    scene, ctx = show((800, 600), "cs", text_scale=1.3)
    click(scene.geometry().search.center)
    pump(ctx)
    names = [entry.name for entry in scene.search.matches]
    assert len(names) == len(scene.geometry().anchors) - sum(1 for a in scene.geometry().anchors if not a.name)
    assert "Krytý vůz" in names and "Daltonové" in names
    hover(scene.geometry().results.center)
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    pump(ctx)
    assert scene.scroll == 0, "the wheel over the index scrolls the index, not the text"
    rect, index = scene.result_rows()[-1]
    assert index == len(names) - 1, "the wheel scrolls the index to its last name"
    click(rect.center)
    pump(ctx)
    assert scene.marked is not None and scene.marked.name == names[-1]
    assert shown_entry(scene, names[-1])
