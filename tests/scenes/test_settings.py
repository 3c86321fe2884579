"""Settings persist as JSON; a bad file is explained, kept aside and replaced; a change applies at once."""
from __future__ import annotations

import json
import math
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from main import launch
from scenes.app.settings import Settings, SettingsStore, system_language
from scenes.screens.menu import MenuScene
from scenes.screens.settings import SettingsScene
from scenes.ui import widgets
from tests.scenes.helpers import click, key, make_ctx, pump, start


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text drawn with ``blit_text`` (and so every button label) from now on."""
    texts: list[str] = []
    original = widgets.render_text

    def record(text: str, font: pygame.font.Font, color: tuple[int, int, int]) -> pygame.Surface:
        texts.append(text)
        return original(text, font, color)

    monkeypatch.setattr(widgets, "render_text", record)
    yield texts


@pytest.fixture
def czech_system(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")


def kept_aside(directory: Path) -> list[Path]:
    return [path for path in directory.iterdir() if path.name != "settings.json"]


def test_settings_round_trip_through_the_store(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    wanted = Settings(language="cs", fullscreen=False, ui_scale=1.15, animation_speed=2.0, ai_delay=0.2,
                      volume=0.3, muted=True)
    store.save(wanted)
    assert SettingsStore(tmp_path).load() == wanted
    assert json.loads((tmp_path / "settings.json").read_text())["version"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("content", [b"{broken", b"[]", b'{"version": 7}', b'{"version": 1, "language": "\xff"}', b"",
                                     b"[" * 20_000 + b"]" * 20_000, b'{"version": 1, "volume": ' + b"9" * 5000 + b"}"],
                         ids=["broken", "list", "version", "not-utf8", "empty", "deeply-nested", "huge-integer"])
@pytest.mark.usefixtures("czech_system")
def test_an_unreadable_file_resets_the_settings_and_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings == Settings(language="cs")
    assert store.problem is not None
    [aside] = kept_aside(tmp_path)
    assert aside.read_bytes() == content
    assert str(aside) in store.problem.describe(make_ctx().tr)


def test_a_corrupt_file_is_explained_in_plain_words_on_the_menu(tmp_path: Path, drawn_texts: list[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    folder = tmp_path / "bang-desktop"
    folder.mkdir()
    (folder / "settings.json").write_text('{"version": 1, "volume": }')
    app = launch(["--frames", "1", "--size", "1280x720", "--lang", "en"])
    assert isinstance(app.ctx.stack.top, MenuScene)
    shown = " ".join(drawn_texts)
    assert "Expecting value" not in shown and "line 1 column" not in shown
    assert "settings were reset" in shown
    [aside] = kept_aside(folder)
    assert aside.read_text() == '{"version": 1, "volume": }'


@pytest.mark.parametrize("field", ["ui_scale", "animation_speed", "ai_delay", "volume"])
@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "1" + "0" * 400],
                         ids=["nan", "inf", "-inf", "1e400", "10**400"])
def test_non_finite_and_out_of_range_numbers_are_refused(tmp_path: Path, field: str, number: str) -> None:
    (tmp_path / "settings.json").write_text(f'{{"version": 1, "language": "ru", "muted": true, "{field}": {number}}}')
    store = SettingsStore(tmp_path)
    settings = store.load()
    value = getattr(settings, field)
    assert math.isfinite(value) and value == getattr(Settings(), field)
    assert settings.language == "ru" and settings.muted, "the valid settings are kept"
    assert store.problem is not None and field in store.problem.fields
    assert SettingsStore(tmp_path).load() == settings, "the repaired settings were written back"
    [aside] = kept_aside(tmp_path)
    assert number in aside.read_text()


@pytest.mark.parametrize(("field", "value"), [
    ("language", "5"), ("language", '["ru"]'), ("language", '"xx"'), ("fullscreen", '"yes"'), ("fullscreen", "1"),
    ("muted", "null"), ("ui_scale", '"big"'), ("ui_scale", "true"), ("ui_scale", "0.1"), ("animation_speed", "-1"),
    ("ai_delay", "{}"), ("volume", "7"), ("volume", "[0.5]"),
])
def test_every_field_is_checked_for_type_and_range(tmp_path: Path, field: str, value: str) -> None:
    (tmp_path / "settings.json").write_text(f'{{"version": 1, "volume": 0.3, "{field}": {value}}}')
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert getattr(settings, field) == getattr(Settings(language=system_language()), field)
    if field != "volume":
        assert settings.volume == 0.3
    assert store.problem is not None and store.problem.fields == (field,)


def test_values_between_the_offered_steps_come_back_as_the_nearest_step(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "ui_scale": 1.2, "animation_speed": 1.9, "ai_delay": 0.5}')
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert (settings.ui_scale, settings.animation_speed, settings.ai_delay) == (1.15, 2.0, 0.45)
    assert store.problem is None


def test_a_fifo_in_place_of_the_settings_file_does_not_hang_the_start(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    store = SettingsStore(tmp_path)
    result: list[Settings] = []
    reader = threading.Thread(target=lambda: result.append(store.load()), daemon=True)
    reader.start()
    reader.join(timeout=5)
    if reader.is_alive():  # release the blocked reader before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(timeout=5)
        pytest.fail("loading the settings blocked on a FIFO")
    assert result and result[0] == Settings(language=system_language())
    assert store.problem is not None


def test_a_huge_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "volume": 0.2}' + " " * 5_000_000)
    store = SettingsStore(tmp_path)
    assert store.load().volume == Settings().volume
    assert store.problem is not None


def test_a_settings_file_that_is_a_folder_is_reported(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    store = SettingsStore(tmp_path)
    assert store.load() == Settings(language=system_language())
    assert store.problem is not None
    store.save(Settings(volume=0.4))
    assert SettingsStore(tmp_path).load().volume == 0.4


@pytest.mark.parametrize(("lang", "expected"), [("ru_RU.UTF-8", "ru"), ("cs_CZ", "cs"), ("de_DE.UTF-8", "en"),
                                               ("en_GB.UTF-8", "en")])
def test_first_launch_picks_the_system_language(monkeypatch: pytest.MonkeyPatch, lang: str, expected: str) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert system_language() == expected
    assert SettingsStore(Path("/nonexistent/bang")).load().language == expected


def test_switching_language_in_the_settings_scene_applies_without_restart(tmp_path: Path) -> None:
    ctx = make_ctx()
    ctx.store = SettingsStore(tmp_path)
    start(ctx, MenuScene(ctx))
    ctx.stack.push(SettingsScene(ctx))
    pump(ctx, 2)
    scene = ctx.stack.top
    assert isinstance(scene, SettingsScene)
    click(scene.column.buttons[0].rect.center)
    pump(ctx, 2)
    assert ctx.tr.language == "ru"
    assert SettingsStore(tmp_path).load().language == "ru"
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    assert isinstance(ctx.stack.top, MenuScene)
    assert ctx.stack.top.buttons.buttons[0].label == ctx.tr.gettext("New game")


def test_an_unwritable_settings_folder_is_reported_on_the_settings_screen(tmp_path: Path,
                                                                         drawn_texts: list[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    ctx = make_ctx()
    ctx.store = SettingsStore(blocker)
    start(ctx, MenuScene(ctx))
    ctx.stack.push(SettingsScene(ctx))
    pump(ctx, 2)
    scene = ctx.stack.top
    assert isinstance(scene, SettingsScene)
    volume = scene.column.buttons[5]
    click(volume.rect.center)
    pump(ctx, 2)
    assert ctx.settings.volume == 0.8, "the change is in effect"
    shown = " ".join(drawn_texts)
    assert "could not be saved" in shown and str(blocker) in shown
    key(pygame.K_ESCAPE)
    pump(ctx)
    drawn_texts.clear()
    pump(ctx)
    assert isinstance(ctx.stack.top, MenuScene)
    assert "could not be saved" not in " ".join(drawn_texts), "reported where the change was made, not later"


def test_a_saved_change_clears_an_earlier_save_problem(tmp_path: Path) -> None:
    ctx = make_ctx()
    ctx.store = SettingsStore(tmp_path / "file" / "deeper")
    (tmp_path / "file").write_text("x")
    ctx.apply_settings(replace(ctx.settings, volume=0.2))
    assert ctx.save_problem is not None
    ctx.store = SettingsStore(tmp_path / "fine")
    ctx.apply_settings(replace(ctx.settings, volume=0.3))
    assert ctx.save_problem is None
    assert SettingsStore(tmp_path / "fine").load().volume == 0.3


def test_only_the_changed_setting_is_saved_over_a_one_off_choice(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="ru", volume=0.5))
    ctx = make_ctx()
    ctx.store = store
    ctx.persistent = store.load()
    ctx.apply_settings(replace(ctx.persistent, language="cs"), save=False)
    ctx.apply_settings(replace(ctx.settings, muted=True))
    assert ctx.tr.language == "cs"
    assert SettingsStore(tmp_path).load() == Settings(language="ru", volume=0.5, muted=True)


def test_a_file_kept_aside_earlier_is_never_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda *args: "20260101-120000")
    earlier = tmp_path / "settings-broken-20260101-120000.json"
    earlier.write_text("the first broken file")
    (tmp_path / "settings.json").write_text("the second broken file")
    store = SettingsStore(tmp_path)
    store.load()
    assert earlier.read_text() == "the first broken file"
    assert (tmp_path / "settings-broken-20260101-120000-1.json").read_text() == "the second broken file"


def test_a_write_killed_before_its_rename_leaves_no_temporary_file_after_the_next_start(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="en"))
    stale = tmp_path / ".settings.json.abcd1234.tmp"
    stale.write_text("{half a file", encoding="utf-8")
    hour_ago = stale.stat().st_mtime - 3600
    os.utime(stale, (hour_ago, hour_ago))
    assert SettingsStore(tmp_path).load().language == "en"
    assert not stale.exists()
