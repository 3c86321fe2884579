"""The final practice game: an ordinary game against easy AI, with hints on and tips."""
from __future__ import annotations

import random

from game.session import HUMAN, SeatConfig
from scenes.app.context import AppContext
from scenes.lessons.hints import GameCoach
from scenes.lessons.lesson import Lesson
from scenes.lessons.panel import Note
from scenes.lessons.progress import mark_done
from scenes.table.config import TableConfig, default_names


class PracticeCoach(GameCoach):
    """Hints on whatever the settings say, a welcome until the first decision; done when the game is over."""

    def __init__(self, lesson: Lesson) -> None:
        super().__init__(practice=True)
        self.lesson = lesson
        self.welcome = True

    def fresh(self) -> PracticeCoach:
        return PracticeCoach(self.lesson)

    def update(self, dt: float) -> None:
        super().update(dt)
        game = self.scene.session.game
        if any(seat == self.scene.viewer for seat, _ in game.log[-3:]):
            self.welcome = False
        if game.over:
            mark_done(self.scene.ctx, self.lesson.key)

    def opening_notes(self) -> list[Note]:
        if not self.welcome:
            return []
        tr = self.scene.ctx.tr
        lines = [tr.gettext(self.lesson.blurb), *(tr.gettext(line) for line in self.lesson.summary)]
        return [Note(tr.gettext(self.lesson.title), lines, buttons=[(tr.gettext("Got it"), None, self.close)])]

    def close(self) -> None:
        self.welcome = False


def practice_config(ctx: AppContext, lesson: Lesson) -> TableConfig:
    """The practice lesson's game: the learner against the AI, the seed of ``--seed`` or a fresh one."""
    names = default_names(ctx.tr)
    players = int(lesson.practice["players"])
    seats = (SeatConfig(names[0], HUMAN), *(SeatConfig(names[i], lesson.practice["ai"]) for i in range(1, players)))
    seed = ctx.options.seed if ctx.options.seed is not None else random.SystemRandom().randrange(1 << 30)
    return TableConfig(seats, seed)
