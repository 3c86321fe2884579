"""Every character ability is explained the first time it acts in a lesson.

The table's log names the character in parentheses when an ability acts ("Cole (Suzy Lafayette) draws a
card: the hand was empty", ``scenes/text/log.py`` ``who``). Each lesson is played at a headless table, as
the lesson check plays it; whenever the log gains such a line, some text the lesson has shown by then
must already have named that character.
"""
from __future__ import annotations

import re

import pytest

from game.characters import CHARACTERS
from scenes.lessons.check import LessonPlayer, make_context
from scenes.lessons.lesson import Lesson, lessons

NAMED_IN_LOG = re.compile(r"\(([^()]+)\)")


def characters_in(line: str) -> set[str]:
    """The characters a log line shows acting: a name in parentheses that is a character's."""
    return {name for name in NAMED_IN_LOG.findall(line) if name in CHARACTERS}


class WatchedLesson(LessonPlayer):
    """Plays a lesson and notes each ability that acts with its character not named by the lesson's texts,
    up to the first text shown after the log line (the line that says what just happened)."""

    def __init__(self, lesson: Lesson) -> None:
        super().__init__(make_context(), lesson)
        self.seen = 0
        self.pending: list[tuple[int, str, str]] = []
        """(the step under way when the line appeared, the character, the log line)."""
        self.unexplained: list[str] = []

    def said_up_to(self, number: int) -> str:
        return " ".join(step.say for step in self.lesson.steps if step.number <= number)

    def frame(self, *, draw: bool = True) -> None:
        super().frame(draw=draw)
        log = self.table.log
        under_way = self.session.run.current
        at = under_way.number if under_way is not None else len(self.lesson.steps)
        self.pending += [(at, name, line) for line in log[self.seen:] for name in sorted(characters_in(line))]
        self.seen = len(log)
        shown = self.coach.step
        if shown is None or shown.kind not in ("say", "task") or not self.table.events.idle:
            return
        waiting = []
        for appeared, name, line in self.pending:
            if shown.number < appeared:
                waiting.append((appeared, name, line))
            elif name not in self.said_up_to(shown.number):
                self.unexplained.append(f"{name!r} acts unexplained: {line!r}")
        self.pending = waiting

    def play(self) -> None:
        super().play()
        said = self.said_up_to(len(self.lesson.steps))
        self.unexplained += [f"{name!r} acts unexplained: {line!r}" for _, name, line in self.pending
                             if name not in said]


def scripted_lessons() -> list[Lesson]:
    return [lesson for lesson in lessons(playable_only=False) if not lesson.is_practice]


def test_the_log_names_the_character_of_an_ability_that_acts() -> None:
    assert characters_in("Cole (Suzy Lafayette) draws a card: the hand was empty") == {"Suzy Lafayette"}
    assert characters_in("Bill draws a card (2 left)") == set()


@pytest.mark.parametrize("lesson", scripted_lessons(), ids=lambda lesson: lesson.key)
def test_each_ability_is_explained_before_it_first_acts(lesson: Lesson) -> None:
    player = WatchedLesson(lesson)
    player.play()
    assert not player.unexplained, "\n".join(dict.fromkeys(player.unexplained))
