"""Moving between the lessons' screens: back to their list, or into a lesson, always over the menu and the list
(so Escape leads back the way a learner came). Only ``ctx.screens`` is asked for the scenes."""
from __future__ import annotations

from scenes.app.context import AppContext
from scenes.lessons.lesson import Lesson


def open_lessons(ctx: AppContext) -> None:
    """Back to the list of lessons (over the menu)."""
    ctx.stack.reset(ctx.screens.menu())
    ctx.go(ctx.screens.lessons(), replace=False)


def start_lesson(ctx: AppContext, lesson: Lesson | None) -> None:
    """Play ``lesson`` at the table, over the menu and the list; raises ``LessonBroken`` (before anything moves)
    when its scenario no longer fits the rules."""
    if lesson is None:
        return
    table = ctx.screens.lesson(lesson)
    ctx.stack.reset(ctx.screens.menu())
    ctx.stack.push(ctx.screens.lessons())
    ctx.go(table, replace=False)
