"""A learner who finishes every lesson has seen every High Noon event at work and every Dodge City card.

And the lesson check clicks a seat where no card in play lies, so that a lesson aiming a card at the top seat
plays at 800x600 too.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.cards import BASE_CARDS, DODGE_CITY_CARDS
from game.eventcards import EVENT_NAMES
from scenes.lessons.check import check_file
from scenes.lessons.lesson import Lesson, lesson_files, lessons


def scripted_lessons() -> list[Lesson]:
    return [lesson for lesson in lessons(playable_only=False) if not lesson.is_practice]


def decisions(lesson: Lesson) -> Iterator[dict[str, Any]]:
    for step in lesson.steps:
        yield from step.want
        if step.decision is not None:
            yield step.decision


def test_every_high_noon_event_is_turned_up_in_a_lesson() -> None:
    turned_up = {str(step.expect["event"]) for lesson in scripted_lessons() for step in lesson.steps
                 if step.expect is not None and "event" in step.expect}
    assert set(EVENT_NAMES.values()) - turned_up == set()


def test_every_dodge_city_card_is_played_or_explained_in_a_lesson() -> None:
    base = {definition.name for definition, _ in BASE_CARDS}
    own = {definition.name for definition, _ in DODGE_CITY_CARDS} - base
    played = {str(decision.get("card")) for lesson in scripted_lessons() for decision in decisions(lesson)}
    texts = " ".join(text for lesson in scripted_lessons() for text in lesson.texts())
    assert {name for name in own if name not in played and name not in texts} == set()


def test_the_played_dodge_city_cards_include_each_kind_of_green_card() -> None:
    played = {str(decision.get("card")) for lesson in scripted_lessons() for decision in decisions(lesson)}
    shots, answers, takers = {"Knife", "Pepperbox", "Howitzer", "Buffalo Rifle", "Derringer"}, \
        {"Bible", "Sombrero", "Ten Gallon Hat", "Iron Plate"}, {"Conestoga", "Can Can"}
    assert played & shots and played & answers and played & takers
    assert {"Dodge", "Tequila", "Rag Time"} <= played


def test_a_card_aimed_at_the_top_seat_is_played_at_800x600() -> None:
    """At 800x600 the top seat's cards in play cover its centre: a click there takes a card, not the seat."""
    found = next(found for found in lesson_files() if found.name.startswith("29-"))
    result = check_file(found, size=(800, 600))
    assert result.finished, result.reason
