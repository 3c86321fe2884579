"""Every scene in every language at 1280x720 and 1920x1080: rendered, saved, checked for overflow."""
from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pytest
from babel.messages.pofile import read_po

from game.session import SeatConfig
from game.state import WaitingKind
from scenes.app.context import AppContext
from scenes.app.i18n import Translator
from scenes.app.scene import Scene
from scenes.app.settings import RESET_SOME, SettingsProblem
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import KIND_LABELS, SetupScene
from scenes.table.config import TableConfig
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.ui import theme, widgets
from scenes.ui.widgets import Button, start_text_audit, stop_text_audit
from tests.scenes.helpers import click, distinct_colours, key, make_ctx, pump, rgb, start

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "ru", "cs"]


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


def mid_game_table(ctx: AppContext) -> TableScene:
    seats = (SeatConfig("Ann"), *(SeatConfig(n, "random") for n in ("Bill", "Cole", "Dora", "Earl", "Faye", "Gus")))
    table = TableScene(ctx, TableConfig(seats, seed=12))
    start(ctx, table)
    for _ in range(3000):
        pump(ctx)
        if table.awaiting_me:
            if table.session.game.waiting_kind is WaitingKind.PLAY and len(table.session.game.log) > 40:
                break
            table.submit(table.legal()[-1])
    return table


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_scene_fits_in_every_language(language: str, size: tuple[int, int], audit: list[str],
                                            tmp_path: Path) -> None:
    ctx = make_ctx(size, language=language)
    table = mid_game_table(ctx)
    for card in table.model.hand:
        if any(getattr(a, "target", None) is not None for a in table.card_actions(card)):
            table.click_hand(card)
            break
    scenes: list[tuple[str, Scene]] = [
        ("menu", MenuScene(ctx)), ("setup", SetupScene(ctx)), ("rules", RulesScene(ctx)),
        ("settings", SettingsScene(ctx)), ("table", table),
        ("handover", HandoverScene(ctx, "Ann", lambda: None)),
        ("results", ResultsScene(ctx, table.config, table.session)),
    ]
    for name, scene in scenes:
        ctx.stack.scenes[:] = [scene]
        pump(ctx, 2)
        assert distinct_colours(ctx.screen) > 8, name
        pygame.image.save(ctx.screen, str(tmp_path / f"{name}-{language}-{size[0]}.png"))
    ctx.stack.scenes[:] = [table, PauseScene(ctx, lambda: None)]
    pump(ctx, 2)
    assert audit == []


def test_the_audit_catches_a_label_that_does_not_fit(audit: list[str]) -> None:
    ctx = make_ctx()
    Button(pygame.Rect(0, 0, 60, 30), "A label far too long for this button", lambda: None).draw(
        ctx.screen, ctx.assets.font(20))
    assert audit and "does not fit" in audit[0]


# --- the menu-side screens: menu, set-up, settings, rules ----------------------------------------------------

MENU_SIZES = [(800, 600), (1280, 720), (1920, 1080)]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, int]]]:
    """Every text drawn from now on, with the height of its font."""

    texts: list[tuple[str, int]] = []
    original = widgets.render_text

    def record(text: str, font: pygame.font.Font, color: tuple[int, int, int]) -> pygame.Surface:
        texts.append((text, font.get_height()))
        return original(text, font, color)

    monkeypatch.setattr(widgets, "render_text", record)
    yield texts


def show(scene_type: type[Scene], size: tuple[int, int], language: str = "en", text_scale: float = 1.0,
         frames: int = 2) -> tuple[Scene, AppContext]:
    ctx = make_ctx(size, language=language)
    ctx.settings = replace(ctx.settings, language=language, ui_scale=text_scale)
    scene = scene_type(ctx)
    start(ctx, scene)
    pump(ctx, frames)
    return scene, ctx


def heights(drawn: list[tuple[str, int]], text: str) -> set[int]:
    return {height for shown, height in drawn if shown == text}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", MENU_SIZES)
@pytest.mark.parametrize("text_scale", [1.0, 1.3])
def test_the_menu_screens_fit_at_every_size_language_and_text_size(size: tuple[int, int], language: str,
                                                                    text_scale: float, audit: list[str],
                                                                    tmp_path: Path) -> None:
    for scene_type in (MenuScene, SetupScene, SettingsScene, RulesScene):
        scene, ctx = show(scene_type, size, language, text_scale)
        if isinstance(scene, SetupScene):
            scene.count = 7
            pump(ctx)
        buttons = [b.rect for b in getattr(scene, "buttons", [])] if isinstance(scene, SetupScene) else []
        for i, rect in enumerate(buttons):
            assert ctx.screen.get_rect().contains(rect), (scene_type.__name__, rect)
            assert not any(rect.colliderect(other) for other in buttons[i + 1:]), (scene_type.__name__, rect)
        pygame.image.save(ctx.screen, str(tmp_path / f"{scene_type.__name__}-{language}-{size[0]}.png"))
    ctx.notice = SettingsProblem(RESET_SOME, tmp_path / "settings-broken-20260101-120000.json",
                                 ("volume", "ui_scale"))
    ctx.stack.scenes[:] = [MenuScene(ctx)]
    pump(ctx, 2)
    assert audit == []


# --- rules reference -----------------------------------------------------------------------------------------

SECTION_TITLES = ("Roles and how each wins", "A turn", "Distance and reach", "Life points and elimination",
                  "Rewards and penalties", "Card kinds and symbols", "Cards: base game", "Cards: Dodge City",
                  "Characters: base game", "Characters: Dodge City", "High Noon events", "Variants")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_reference_has_every_section_in_every_language(language: str,
                                                                drawn: list[tuple[str, int]]) -> None:
    _, ctx = show(RulesScene, (1280, 720), language)
    for _ in range(150):
        key(pygame.K_PAGEDOWN)
        pump(ctx)
    shown = {text for text, _ in drawn}
    tr = ctx.tr
    for title in SECTION_TITLES:
        assert tr.gettext(title) in shown, title
        if language != "en":
            assert tr.gettext(title) != title, f"{title!r} is not translated"
    reward = tr.gettext("Whoever eliminates an Outlaw draws three cards from the deck as a reward, even if he is "
                        "an Outlaw himself.")
    assert any(text and text in reward for text in shown)


def text_rows(surface: pygame.Surface, left: float, right: float, top: float, bottom: float) -> list[int]:
    """The rows of the window (as fractions of it) holding pixels of the body text colour."""

    w, h = surface.get_size()
    rows = []
    for y in range(int(top * h), int(bottom * h)):
        if any(rgb(surface.get_at((x, y))) == theme.TEXT for x in range(int(left * w), int(right * w), 2)):
            rows.append(y)
    return rows


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_scrolling_to_the_end_keeps_the_box_full(size: tuple[int, int]) -> None:
    _, ctx = show(RulesScene, size)
    for _ in range(300):
        key(pygame.K_PAGEDOWN)
    pump(ctx, 3)
    h = size[1]
    rows = text_rows(ctx.screen, 0.45, 0.9, 0.12, 0.86)
    assert rows and max(rows) > 0.75 * h, "the last lines do not reach the bottom of the box"


def test_the_rules_scroll_with_the_keyboard() -> None:
    scene, ctx = show(RulesScene, (1280, 720))
    assert isinstance(scene, RulesScene)
    assert scene.max_scroll() > 0
    key(pygame.K_DOWN)
    pump(ctx)
    line = scene.scroll
    assert line > 0
    key(pygame.K_PAGEDOWN)
    pump(ctx)
    assert scene.scroll - line > 5 * line, "a page is many lines"
    key(pygame.K_END)
    pump(ctx)
    assert scene.scroll == scene.max_scroll()
    last = scene.geometry().lines[-1]
    assert last in scene.visible_lines()
    assert last.y + last.font.get_linesize() <= scene.scroll + scene.geometry().view.height
    key(pygame.K_PAGEDOWN)
    pump(ctx)
    assert scene.scroll == scene.max_scroll(), "no overshoot past the end"
    key(pygame.K_PAGEUP)
    pump(ctx)
    assert scene.scroll < scene.max_scroll()
    key(pygame.K_HOME)
    pump(ctx)
    assert scene.scroll == 0
    key(pygame.K_3)
    pump(ctx)
    assert scene.current_section() == scene.geometry().group_starts[2], "key 3 shows the third group"
    assert scene.geometry().lines[0].y <= scene.scroll


def test_the_rules_have_a_scrollbar_and_a_section_list_that_work() -> None:
    scene, ctx = show(RulesScene, (1280, 720))
    assert isinstance(scene, RulesScene)
    thumb = scene.thumb()
    track = scene.geometry().track
    assert track.height > thumb.height > 0

    assert rgb(ctx.screen.get_at(thumb.center)) == theme.PANEL_EDGE
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.bottom + 50), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, track.bottom + 50), button=1))
    pump(ctx)
    assert scene.scroll == scene.max_scroll()
    click((track.centerx, track.top + 2))
    pump(ctx)
    assert 0 < scene.scroll < scene.max_scroll(), "a click on the track above the thumb pages up"
    row = scene.geometry().toc[5]
    assert row.section == 4
    click(row.rect.center)
    pump(ctx)
    assert scene.current_section() == 4
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    pump(ctx)
    assert scene.current_section() == 4


def test_the_rules_follow_the_text_size(drawn: list[tuple[str, int]]) -> None:
    show(RulesScene, (1280, 720), text_scale=1.0)
    normal = list(drawn)
    drawn.clear()
    show(RulesScene, (1280, 720), text_scale=1.3)
    for text in ("Back", "Roles and how each wins"):
        # "Roles and how each wins" is drawn twice, in the list and as the heading: each of them grows.
        larger, smaller = sorted(heights(drawn, text)), sorted(heights(normal, text))
        assert len(larger) == len(smaller) and all(a > b for a, b in zip(larger, smaller, strict=True)), text


# --- set-up ------------------------------------------------------------------------------------------------

def test_the_random_ai_is_not_offered_as_a_player_kind(drawn: list[tuple[str, int]]) -> None:
    scene, ctx = show(SetupScene, (1280, 720))
    assert isinstance(scene, SetupScene)
    seen = set()
    for _ in range(8):
        click(scene.buttons[3].rect.center)
        pump(ctx)
        seen.add(scene.kinds[1])
    assert seen == {"human", "easy", "normal", "hard"}
    assert not any("random" in text for text, _ in drawn)


@pytest.mark.parametrize("language", LANGUAGES)
def test_default_names_fit_the_language(language: str) -> None:
    scene, _ = show(SetupScene, (1280, 720), language)
    assert isinstance(scene, SetupScene)
    names = scene.names[:7]
    assert len(set(names)) == 7
    scripts = {unicodedata.name(char).split()[0] for name in names for char in name}
    assert scripts == ({"CYRILLIC"} if language == "ru" else {"LATIN"})
    if language == "en":
        assert names[0] == "Ann"
    if language == "cs":
        assert not set(names) & {"Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus"}
    scene.names[2] = "  "
    assert scene.config().seats[2].name == names[2]


def test_the_large_text_size_reaches_the_new_game_screen(drawn: list[tuple[str, int]]) -> None:
    show(SetupScene, (1280, 720), text_scale=1.0)
    normal = list(drawn)
    drawn.clear()
    show(SetupScene, (1280, 720), text_scale=1.3)
    for text in ("Players", "Human", "Start", "Ann"):
        assert min(heights(drawn, text)) > max(heights(normal, text)), text


def test_the_ask_option_explains_what_it_does(drawn: list[tuple[str, int]]) -> None:
    show(SetupScene, (1280, 720))
    shown = " ".join(text for text, _ in drawn)
    assert "Ask even when only a hit can be taken" not in shown
    assert "pause" in shown and "Missed!" in shown


# --- settings screen -----------------------------------------------------------------------------------------

def test_settings_values_are_capitalised(drawn: list[tuple[str, int]]) -> None:
    scene, _ = show(SettingsScene, (1280, 720))
    assert isinstance(scene, SettingsScene)
    values = [button.label for button in scene.column.buttons[:-1]]
    assert values == ["English", "Window", "Normal", "Normal", "Normal", "70 %", "On", "Shown", "Shown"]


def read_catalogue(language: str) -> Catalog:
    path = Path(__file__).resolve().parents[2] / "locale" / language / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as file:
        return read_po(file, locale=language)


@pytest.mark.parametrize("language", ["ru", "cs"])
def test_the_words_shared_by_settings_have_a_context_per_setting(language: str) -> None:
    catalogue = read_catalogue(language)
    wanted = [("text size", "Normal"), ("animation speed", "Normal"), ("AI pacing", "Normal"),
              ("animation speed", "Slow"), ("AI pacing", "Slow"), ("animation speed", "Fast"), ("AI pacing", "Fast"),
              ("sound", "On"), ("sound", "Off"), ("display", "Window")]
    for context, word in wanted:
        message = catalogue.get(word, context)
        assert message is not None and message.string, (context, word)


def words(text: str) -> set[str]:
    return {word.strip(".,:()«»").lower() for word in text.split()}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_setting_repeats_its_label_in_its_value(language: str) -> None:
    scene, ctx = show(SettingsScene, (1280, 720), language)
    assert isinstance(scene, SettingsScene)
    tr = ctx.tr
    for fullscreen in (False, True):
        ctx.settings = replace(ctx.settings, fullscreen=fullscreen)
        for label, value, _, _ in scene.rows():
            assert not words(tr.gettext(label)) & words(value), (label, value)


def test_the_czech_ai_wording_is_about_the_player_not_the_machine() -> None:
    tr = Translator("cs")
    for level in ("easy", "normal", "hard"):
        label = tr.gettext(KIND_LABELS[level]).lower()
        assert not {"lehký", "těžký", "slabý", "silný", "střední"} & words(label), label
    assert "rychlost" not in tr.gettext("AI pacing").lower()
