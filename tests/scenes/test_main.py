"""main.py: options, the autoplay demo to the results screen, screenshots."""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from main import launch, main, parse_size
from scenes.app.settings import Settings, SettingsStore
from scenes.app.window import FPS, App
from scenes.routes import wire
from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene


def test_an_autoplay_game_runs_to_the_results_scene(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    shot = tmp_path / "end.png"
    app = launch(["--autoplay", "--players", "5", "--seed", "4", "--speed", "0", "--lang", "cs",
                  "--frames", "2500", "--uncapped", "--screenshot", str(shot)])
    assert isinstance(app.ctx.stack.top, ResultsScene)
    assert app.ctx.tr.language == "cs"
    assert shot.stat().st_size > 10_000


def test_the_command_line_opens_the_menu_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "menu.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, "main.py", "--frames", "3", "--size", "1024x640", "--screenshot", str(shot)],
                         cwd=Path(__file__).resolve().parents[2], env=env, capture_output=True, text=True,
                         check=False, timeout=60)
    assert run.returncode == 0, run.stderr
    assert shot.exists()


@pytest.mark.parametrize("text", ["big", "10x10", "1280"])
def test_bad_sizes_are_refused(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        parse_size(text)


def run_main(tmp_path: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=Path(__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, check=False, timeout=timeout)


def test_a_window_too_large_is_refused_with_a_message(tmp_path: Path) -> None:
    run = run_main(tmp_path, "--size", "100000x100000", "--frames", "1")
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    assert "100000x100000" in run.stderr and "at most" in run.stderr


def test_a_window_the_display_refuses_ends_with_a_message(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise pygame.error("Window is too large.")

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    assert main(["--size", "9000x9000", "--frames", "1"]) == 1
    error = capsys.readouterr().err
    assert "9000x9000" in error and "Window is too large" in error


@pytest.mark.parametrize("where", ["in-a-file", "a-folder", "bad-suffix", "no-such-folder"])
def test_an_unusable_screenshot_path_is_refused_before_the_game_starts(tmp_path: Path, where: str) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    target = {"in-a-file": blocker / "shot.png", "a-folder": tmp_path, "bad-suffix": tmp_path / "shot.docx",
              "no-such-folder": tmp_path / "nowhere" / "shot.png"}[where]
    run = run_main(tmp_path, "--frames", "2", "--screenshot", str(target))
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    assert "--screenshot" in run.stderr
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize("args", [("--players", "6"), ("--expansions", "high_noon"),
                                  ("--autoplay", "--continue", "--players", "6")])
def test_options_of_the_demo_are_refused_without_it(tmp_path: Path, args: tuple[str, ...]) -> None:
    run = run_main(tmp_path, *args, "--frames", "1")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "--autoplay" in run.stderr or "continued" in run.stderr


def test_a_screenshot_that_fails_at_the_end_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise pygame.error("Couldn't open file")

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.image, "save", fail)
    assert main(["--frames", "1", "--screenshot", str(tmp_path / "shot.png")]) == 1
    error = capsys.readouterr().err
    assert "could not save the screenshot" in error and "shot.png" in error


def test_frames_keep_the_frame_cap() -> None:
    app = App((800, 600))
    wire(app.ctx)
    started = time.perf_counter()
    app.run(MenuScene(app.ctx), frames=15)
    elapsed = time.perf_counter() - started
    assert elapsed >= 0.8 * 14 / FPS, f"15 frames in {elapsed:.3f} s: the frame cap is off"


def test_uncapped_frames_run_as_fast_as_they_can() -> None:
    app = App((800, 600))
    wire(app.ctx)
    started = time.perf_counter()
    app.run(MenuScene(app.ctx), frames=30, capped=False)
    assert time.perf_counter() - started < 29 / FPS


def test_a_one_off_language_does_not_overwrite_the_saved_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    store = SettingsStore(tmp_path / "bang-desktop")
    store.save(Settings(language="ru", volume=0.5))
    app = launch(["--lang", "cs", "--frames", "1"])
    assert app.ctx.tr.language == "cs"
    app.ctx.apply_settings(replace(app.ctx.settings, muted=True))
    saved = SettingsStore(tmp_path / "bang-desktop").load()
    assert saved == Settings(language="ru", volume=0.5, muted=True)


def test_an_autoplay_demo_seats_eight_with_both_expansions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    app = launch(["--autoplay", "--players", "8", "--expansions", "high_noon,dodge_city", "--seed", "2",
                  "--speed", "0", "--frames", "30", "--uncapped"])
    table = app.ctx.stack.top
    assert isinstance(table, TableScene), "30 frames are not a whole game"
    state = table.session.game.state
    assert len(state.players) == 8 and state.rules.expansions == ("dodge_city", "high_noon")


@pytest.mark.parametrize("args", [("--expansions", "gold_rush"), ("--players", "9"), ("--players", "2")])
def test_unknown_expansions_and_player_counts_are_refused(tmp_path: Path, args: tuple[str, str]) -> None:
    run = run_main(tmp_path, "--autoplay", *args, "--frames", "1")
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
