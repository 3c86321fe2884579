"""Every lesson played to its end in each language at 1280x720 and 1920x1080: no text overflows anywhere.

The learner's clicks are posted as in ``python -m scenes.lessons --check``; each
screen (every step, every explained mistake, the summary) is drawn with the text
audit on. Set ``BANG_SCREENSHOTS`` to keep the pictures.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from scenes.lessons.check import check_file, frame, make_context
from scenes.lessons.lesson import lesson_files
from scenes.lessons.listing import LessonsScene
from scenes.ui.text_sizes import reading_scale
from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import key, make_ctx, pump, start, texts_drawn

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "ru", "cs"]


def shots_dir(language: str, size: tuple[int, int]) -> Path | None:
    wanted = os.environ.get("BANG_SCREENSHOTS")
    if not wanted:
        return None
    path = Path(wanted) / "lessons" / f"{language}-{size[0]}x{size[1]}"
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_lesson_plays_to_its_end_and_fits(language: str, size: tuple[int, int]) -> None:
    shots = shots_dir(language, size)
    failures = []
    played = 0
    for found in lesson_files():
        lesson = found.lesson
        assert lesson is not None, found.problem
        if lesson.is_practice or not lesson.playable:
            continue
        result = check_file(found, size=size, language=language, shots=shots, audit=True)
        played += 1
        if not result.finished:
            failures.append(result.line())
    assert played >= 16
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), *SIZES])
def test_the_list_of_lessons_fits(language: str, size: tuple[int, int]) -> None:
    ctx = make_context(size, language)
    overflow = start_text_audit()
    try:
        ctx.stack.push(LessonsScene(ctx))
        ctx.stack.apply_pending()
        frame(ctx)
    finally:
        stop_text_audit()
    assert not overflow, overflow
    shots = shots_dir(language, size)
    if shots is not None:
        pygame.image.save(ctx.screen, str(shots / "list.png"))


@pytest.mark.parametrize(("size", "language", "text_scale"), [((800, 600), "ru", 1.3), ((800, 600), "cs", 1.0),
                                                             ((1280, 720), "en", 1.3)])
def test_every_lesson_of_the_list_is_shown_whole_when_the_list_scrolls(size: tuple[int, int], language: str,
                                                                      text_scale: float) -> None:
    """With 25 lessons and the legibility floor, the list no longer fits a small window: it used to squeeze the
    entries until names and blurbs were cut off; now every line of every entry is drawn, a page at a time."""
    ctx = make_ctx(size, language=language)
    ctx.settings = replace(ctx.settings, language=language, ui_scale=text_scale)
    scene = LessonsScene(ctx)
    start(ctx, scene)
    pump(ctx)
    assert scene.scrolls
    seen: set[str] = set()
    for _ in range(scene.row_count):
        seen |= texts_drawn(ctx)
        key(pygame.K_PAGEDOWN)
        pump(ctx)
    _title, name_font, small = scene.fonts(scene.step)
    for entry in scene.entries:
        width = entry.at.width
        pad = max(4, int(12 * reading_scale(size)))
        wanted = scene.name_lines(entry.lesson, name_font, small, width, pad) + scene.blurb_lines(
            entry.lesson, small, width, pad)
        assert set(wanted) <= seen, (entry.lesson.key, set(wanted) - seen)
