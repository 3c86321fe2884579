"""Settings persist as JSON; a bad file is reported and replaced by defaults; switching applies at once."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from scenes.menu import MenuScene
from scenes.settings import Settings, SettingsStore, system_language
from scenes.settings_scene import SettingsScene
from tests.scenes.helpers import click, key, make_ctx, pump, start


def test_settings_round_trip_through_the_store(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    wanted = Settings(language="cs", fullscreen=False, ui_scale=1.15, animation_speed=2.0, ai_delay=0.2,
                      volume=0.3, muted=True)
    store.save(wanted)
    assert SettingsStore(tmp_path).load() == wanted
    assert json.loads((tmp_path / "settings.json").read_text())["version"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("content", ["{broken", "[]", '{"version": 1, "volume": "loud"}', '{"version": 7}'])
def test_a_corrupt_file_is_reported_and_defaults_are_used(tmp_path: Path, content: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    (tmp_path / "settings.json").write_text(content)
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings == Settings(language="cs")
    assert store.problem and "settings.json" in store.problem


def test_out_of_range_values_are_brought_back() -> None:
    settings = Settings.from_json('{"version": 1, "volume": 7, "language": "xx", "ui_scale": 0.1}')
    assert settings.volume == 1.0 and settings.language == "en" and settings.ui_scale == 0.75


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


def test_an_unwritable_settings_place_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    ctx = make_ctx()
    ctx.store = SettingsStore(blocker)
    ctx.apply_settings(Settings(volume=0.2))
    assert ctx.settings.volume == 0.2
    assert ctx.notice
