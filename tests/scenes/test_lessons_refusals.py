"""A lesson's refusals explain: each says why the move is wrong there, never only the instruction again.

Every listed mistake of every lesson is made against the engine (``play_through``) and what the
lesson answers is compared with the step's instruction; the same mistake gets the same words in
every lesson.
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import pygame
import pytest

from game.actions import Action, EndTurn
from scenes.lessons.check import LessonPlayer, make_context, press
from scenes.lessons.lesson import Lesson, Step, lessons
from scenes.lessons.lessoncoach import DECIDE_AT_THE_TABLE
from scenes.lessons.script import Heard, play_through

TAUGHT = [lesson for lesson in lessons() if not lesson.is_practice]


def instructions(step: Step) -> list[str]:
    """The sentences of the step's text that tell the learner what to click or do."""
    sentences = re.split(r"(?<=[.!:])\s+", step.say)
    return [s for s in sentences if re.search(r"\b[Cc]lick\b", s)]


def restates(words: str, step: Step) -> bool:
    said = words.strip().lower()
    return said == step.say.strip().lower() or any(line.lower() in said for line in instructions(step))


def heard(lesson: Lesson) -> list[Heard]:
    found: list[Heard] = []
    play_through(lesson, found)
    return found


@pytest.mark.parametrize("lesson", TAUGHT, ids=[lesson.key for lesson in TAUGHT])
def test_every_listed_mistake_is_answered_with_a_reason_not_the_instruction(lesson: Lesson) -> None:
    for answer in heard(lesson):
        where = (lesson.key, answer.step.number, dict(answer.mistake))
        assert answer.rules or answer.lesson, where
        if not answer.rules:
            assert not restates(answer.lesson, answer.step), where
            assert not answer.lesson.startswith("Click"), where


@pytest.mark.parametrize("lesson", TAUGHT, ids=[lesson.key for lesson in TAUGHT])
def test_what_a_step_says_to_any_other_move_is_not_its_instruction(lesson: Lesson) -> None:
    for step in lesson.steps:
        if step.kind == "task" and step.wrong:
            assert not restates(step.wrong, step), (lesson.key, step.number, step.wrong)
            assert not step.wrong.startswith("Click"), (lesson.key, step.number, step.wrong)


def test_the_same_mistake_gets_the_same_words_in_every_lesson() -> None:
    words: dict[tuple[str, str], set[str]] = defaultdict(set)
    for lesson in TAUGHT:
        for answer in heard(lesson):
            if answer.mistake["do"] == "discard" and not answer.rules:
                words[("discard", answer.mistake["card"])].add(answer.lesson)
    assert words[("discard", "Missed!")] and all(len(said) == 1 for said in words.values()), dict(words)


def test_the_check_knows_an_instruction_said_again() -> None:
    step = Step(2, say="Bill shot at you twice last round: lock him up. Click Jail, then Bill.")
    assert restates("Put Bill in Jail: click Jail, then Bill.", step)
    assert not restates("Bill is the one who shot at you twice: the Jail should hold him.", step)


def test_discarding_a_missed_is_refused_wherever_a_lesson_discards() -> None:
    """Lesson 2 accepted it silently where lesson 7 refused it."""
    lessons_refusing = {lesson.key for lesson in TAUGHT for answer in heard(lesson)
                        if answer.mistake == {"do": "discard", "card": "Missed!"}}
    assert {"turn", "hand-limit"} <= lessons_refusing


class EnterAtEveryEnd(LessonPlayer):
    """Plays a lesson, first pressing Enter at each step that wants the turn ended."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.heard: list[tuple[int, bool, str]] = []

    def make(self, action: Action, *, until_explained: bool = False) -> None:
        if isinstance(action, EndTurn) and not until_explained:
            step = self.coach.step
            assert step is not None
            press(pygame.K_RETURN)
            self.frame()
            self.heard.append((step.number, self.coach.step is not step, self.coach.explanation))
        super().make(action, until_explained=until_explained)


@pytest.mark.parametrize("key", ["hand-limit", "weapons", "jail-and-dynamite"])
def test_enter_at_a_decision_does_the_same_in_every_lesson(key: str) -> None:
    """The learner presses Enter for Next all lesson long: at a decision it says what it waits for."""
    lesson = next(lesson for lesson in TAUGHT if lesson.key == key)
    player = EnterAtEveryEnd(make_context(), lesson)
    player.play()
    assert player.heard
    assert all(not moved and said == DECIDE_AT_THE_TABLE for _, moved, said in player.heard), player.heard
