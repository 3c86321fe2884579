"""Headless pygame for every scene test: dummy video and audio drivers, set before import."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Games a test plays are autosaved, kept and counted in a folder of its own, never the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(scope="session", autouse=True)
def pygame_session() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield
    pygame.quit()
