"""main.py: options, the autoplay demo to the results screen, screenshots."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from main import launch, parse_size
from scenes.results import ResultsScene


def test_an_autoplay_game_runs_to_the_results_scene(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    shot = tmp_path / "end.png"
    app = launch(["--autoplay", "--players", "5", "--seed", "4", "--speed", "0", "--lang", "cs",
                  "--frames", "2500", "--screenshot", str(shot)])
    assert isinstance(app.ctx.stack.top, ResultsScene)
    assert app.ctx.tr.language == "cs"
    assert shot.stat().st_size > 10_000


def test_the_command_line_opens_the_menu_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "menu.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, "main.py", "--frames", "3", "--size", "1024x640", "--screenshot", str(shot)],
                         cwd=Path(__file__).resolve().parents[2], env=env, capture_output=True, text=True,
                         check=False, timeout=60)
    assert run.returncode == 0, run.stderr
    assert shot.exists()


@pytest.mark.parametrize("text", ["big", "10x10", "1280"])
def test_bad_sizes_are_refused(text: str) -> None:
    import argparse

    with pytest.raises(argparse.ArgumentTypeError):
        parse_size(text)
