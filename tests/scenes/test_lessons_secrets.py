"""Lesson 1 teaches that roles and hands are secret: no lesson may then state a hidden role or hand as fact.

A role is hidden from the learner unless it is the learner's, the Sheriff's, every role at three
players, or that of a player already out. The lesson may say what someone's play suggests
("probably an Outlaw"), never what the learner cannot know.
"""
from __future__ import annotations

import re

import pytest

from scenes.lessons.lesson import Lesson, lessons

ROLE_WORDS = r"(an Outlaw|the Outlaw|the Renegade|a Renegade|a Deputy|the Deputy|Outlaws?)"
HAND_CLAIMS = (r"(has no|had no|had none|holds no|holds only|has only|holds a|holds an|holds [A-Z]\w*"
               r"|has a .* in (?:his|her) hand)")


def others(lesson: Lesson) -> list[str]:
    """Every player but the learner: their hands are hidden."""
    return [p["name"] for p in (lesson.scenario or {}).get("players", []) if p["name"] != lesson.learner]


def hidden_roles(lesson: Lesson) -> list[str]:
    players = (lesson.scenario or {}).get("players", [])
    if len(players) == 3:
        return []
    return [p["name"] for p in players
            if p["name"] != lesson.learner and p.get("role") != "sheriff" and p.get("alive", True)]


def role_claims(text: str, name: str) -> list[str]:
    found = []
    for pattern in (rf"\b{name}\b(?:,| is| was)(?: also| too)? {ROLE_WORDS}",
                    rf"\b{name}\b (?:is|was) (?:an? )?(?:Outlaw|Renegade|Deputy) too"):
        found += [match.group(0) for match in re.finditer(pattern, text)]
    return [claim for claim in found if "probably" not in text[text.find(claim):text.find(claim) + 80]]


def hand_claims(text: str, names: list[str]) -> list[str]:
    who = "|".join([*names, "he", "she", "He", "She"])
    patterns = (rf"\b(?:{who})\b {HAND_CLAIMS}", rf"\b(?:{who})\b has [^.:]*? and no [A-Z]\w*")
    return [match.group(0) for pattern in patterns for match in re.finditer(pattern, text)]


TAUGHT = [lesson for lesson in lessons() if not lesson.is_practice]


@pytest.mark.parametrize("lesson", TAUGHT, ids=[lesson.key for lesson in TAUGHT])
def test_no_lesson_states_a_hidden_role_or_hand_as_fact(lesson: Lesson) -> None:
    stated = []
    for step in lesson.steps:
        for text in (step.say, step.wrong, step.forbidden):
            stated += [(step.number, claim) for name in hidden_roles(lesson) for claim in role_claims(text, name)]
            stated += [(step.number, claim) for claim in hand_claims(text, others(lesson))]
    assert stated == []


def test_the_check_finds_the_claims_the_learner_saw() -> None:
    assert role_claims("Bill is an Outlaw too, and he sits next to you. Shoot him.", "Bill")
    assert role_claims("Your turn again. Bill, an Outlaw, sits next to you.", "Bill")
    assert hand_claims("Hit! Faye has no Missed! to answer with.", ["Faye"])
    assert hand_claims("Challenge Bill to a Duel: he holds no Bang!.", ["Bill"])
    assert hand_claims("Bill has one life point and no Missed!. Shoot him.", ["Bill"])
    assert hand_claims("Duel Dora: she holds Bang! cards to answer with.", ["Dora"])
    assert hand_claims("Bill and Dora discarded a Bang!, Cole had none and lost a life point.", ["Cole"])
    assert hand_claims("Dora had no Bang! left: she lost the duel.", ["Dora"])
    assert not role_claims("Bill has been shooting at you too: probably an Outlaw as well.", "Bill")
