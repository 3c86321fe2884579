"""The lessons on playing the Deputy and the Renegade: the learner's own role decides what is a mistake.

The rules allow a Deputy to shoot his Sheriff and a Renegade to shoot the Sheriff while Outlaws live; the
lessons refuse those moves, each with its reason, where the rules would let them through.
"""
from __future__ import annotations

from scenes.lessons.lesson import Lesson, lessons
from scenes.lessons.script import Heard, play_through


def lesson(key: str) -> Lesson:
    return next(found for found in lessons() if found.key == key)


def role_of(found: Lesson, role: str) -> str:
    name: str = next(p["name"] for p in (found.scenario or {})["players"] if p["role"] == role)
    return name


def heard(found: Lesson) -> list[Heard]:
    answers: list[Heard] = []
    play_through(found, answers)
    return answers


def shots_at(answers: list[Heard], name: str) -> list[Heard]:
    return [a for a in answers if a.mistake.get("card") == "Bang!" and a.mistake.get("target") == name]


def test_the_deputy_lesson_refuses_a_shot_at_the_sheriff_and_a_blind_one_with_their_reasons() -> None:
    deputy = lesson("playing-the-deputy")
    assert role_of(deputy, "deputy") == deputy.learner
    answers = heard(deputy)
    at_sheriff = shots_at(answers, role_of(deputy, "sheriff"))
    at_defender = shots_at(answers, "Dora")  # she only put a Barrel in play
    assert at_sheriff and at_defender
    for answer in at_sheriff + at_defender:
        assert answer.rules == ""  # the rules allow the shot: only the lesson refuses it
        assert answer.lesson in answer.step.whys and answer.lesson != answer.step.wrong
    assert all("win with him" in answer.lesson for answer in at_sheriff)


def test_the_renegade_lesson_keeps_the_sheriff_for_last_and_wins_alone() -> None:
    renegade = lesson("playing-the-renegade")
    assert role_of(renegade, "renegade") == renegade.learner
    answers = heard(renegade)
    at_sheriff = shots_at(answers, role_of(renegade, "sheriff"))
    assert len(at_sheriff) >= 3  # the first turn, and each shot while an Outlaw is still in
    assert all(answer.rules == "" and ("Outlaws win" in answer.lesson or "they win" in answer.lesson)
               for answer in at_sheriff)
    beer = [a for a in answers if a.mistake == {"do": "play", "card": "Beer"} and "two players" in a.lesson]
    assert beer and all(answer.rules == "" for answer in beer)
    last_check = [step.expect for step in renegade.steps if step.expect][-1]
    assert last_check == {"game_over": True, "winners": [renegade.learner]}
