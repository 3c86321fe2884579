"""Every screen at 800x600, 1280x720 and 1920x1080, in English, Russian and Czech, at the smallest and the
largest text size: drawn, nothing cut short or off the screen, saved when ``BANG_SCREENSHOTS`` is set."""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.gallery import LANGUAGES, SCREENS, SIZES, TEXT_SCALES, GalleryData, every_screen
from tests.scenes.helpers import distinct_colours, pump, start


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> GalleryData:
    return GalleryData.build(tmp_path_factory.mktemp("gallery") / "data")


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


@pytest.mark.parametrize("text_scale", TEXT_SCALES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_is_drawn_whole(data: GalleryData, size: tuple[int, int], language: str, text_scale: float,
                                     audit: list[str]) -> None:
    wanted = os.environ.get("BANG_SCREENSHOTS")
    folder = Path(wanted) if wanted else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    ctx = data.context(size, language, text_scale)
    shown = []
    for name, stack in every_screen(ctx, data):
        ctx.stack.scenes = []
        for scene in stack:
            start(ctx, scene)
        pump(ctx, 2)
        assert distinct_colours(ctx.screen) > 8, name
        assert ctx.stack.scenes[:len(stack)] == stack, name  # a hot-seat table may put its handover on top
        assert audit == [], (name, audit)
        shown.append(name)
        if folder is not None:
            pygame.image.save(ctx.screen, str(folder / f"{name}-{size[0]}x{size[1]}-{language}-{text_scale}.png"))
    assert shown == list(SCREENS)
