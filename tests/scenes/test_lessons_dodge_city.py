"""The Dodge City lessons: a Brawl victim's card a step names is the one taken, at the engine and at the table;
the prompt line lesson 22 points at is translated."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from game.actions import FROM_HAND, Action, ChooseCard, PlayCard
from game.characters import DODGE_CITY_CHARACTERS
from scenes.lessons.check import LessonPlayer, check_file, make_context
from scenes.lessons.lesson import DATA_DIR, Lesson, LessonFile, lesson_from_data, lessons, read_lesson
from scenes.lessons.lessoncoach import LessonCoach
from scenes.lessons.script import Heard, ScriptRun, play_through
from tests.scenes.helpers import make_ctx, texts_drawn
from tests.scenes.tabledriver import play_named, scenario_table, settle
from tools.catalogues import extract

BRAWL: dict[str, Any] = {
    "title": "Brawl", "blurb": "Brawl.", "learner": "Ann", "summary": ["Brawl."],
    "scenario": {
        "title": "Brawl", "rules": {"expansions": ["dodge_city"]},
        "players": [
            {"name": "Ann", "role": "sheriff", "character": "Vulture Sam", "hand": ["Brawl@JS", "Beer@6H"]},
            {"name": "Bill", "role": "outlaw", "character": "Willy the Kid", "hand": ["Bang!@2D"],
             "in_play": ["Schofield@JC", "Barrel@QS"]},
            {"name": "Cole", "role": "outlaw", "character": "Lucky Duke", "hand": ["Beer@7H"]},
            {"name": "Dora", "role": "renegade", "character": "Sid Ketchum", "hand": ["Beer@8H"]}],
        "turn": "Ann", "start": "play"},
    "script": [
        {"say": "Play the Brawl.", "want": {"do": "play", "card": "Brawl"}, "wrong": "The Brawl is the point."},
        {"say": "Take the Schofield.", "want": {"do": "pick", "target": "Bill", "target_card": "Schofield"},
         "wrong": "Without the Schofield he cannot reach you."},
        {"expect": {"Bill.in_play": ["Barrel"], "Bill.hand_count": 1}}],
}


def test_a_brawl_step_wants_the_card_it_names_not_any_card_of_that_player() -> None:
    lesson = lesson_from_data(BRAWL, Path("01-brawl.json"))
    play_through(lesson)  # took a random hand card or the Barrel before: the check after it failed
    run = ScriptRun(lesson)
    bill = run.scenario.seats["Bill"]
    run.game.apply(run.learner, run.wanted_actions()[0])
    run.advance()
    schofield = run.state.players[bill].in_play[0]
    assert run.wanted_actions() == [ChooseCard(bill, schofield)]
    assert not run.wants(ChooseCard(bill, FROM_HAND))


def test_the_lesson_check_makes_a_brawl_choice_at_the_table() -> None:
    """The check had no click for a Brawl victim's card: lesson 22 stopped there."""
    path = DATA_DIR / "22-green-and-costs.json"
    result = check_file(LessonFile(path, read_lesson(path)))
    assert result.finished, result.reason


@pytest.mark.parametrize(("language", "outlined"), [
    ("ru", "Карты в игре, которые можно выбрать, обведены на местах игроков."),
    ("cs", "Karty ve hře, které můžeš vybrat, jsou u hráčů orámované."),
])
def test_the_prompt_says_in_the_player_s_language_that_the_cards_to_choose_are_outlined(
        language: str, outlined: str) -> None:
    """Lesson 22 points at this line; it was never extracted (it sat inside an f-string) and stayed English."""
    ctx = make_ctx(language=language)
    data = {"rules": {"expansions": ["dodge_city"]}, "turn": "Bill", "start": "play", "players": [
        {"name": "Ann", "role": "sheriff", "character": "Willy the Kid", "in_play": ["Iron Plate"]},
        {"name": "Bill", "role": "outlaw", "character": "Black Jack", "hand": ["Bang!"]},
        {"name": "Cole", "role": "outlaw", "character": "Kit Carlson"},
        {"name": "Dora", "role": "renegade", "character": "Pedro Ramirez"}]}
    table = scenario_table(ctx, data, scripts={"Bill": [play_named("Bang!", 0)]})
    settle(ctx, table)
    drawn = " ".join(texts_drawn(ctx))
    assert outlined in drawn
    assert "outlined on the seats" not in drawn
    assert extract().get("The cards in play you can choose are outlined on the seats.") is not None  # kept by update


def dodge_city_lesson(key: str) -> Lesson:
    lesson = next(lesson for lesson in lessons() if lesson.key == key)
    assert lesson.scenario is not None and "dodge_city" in lesson.scenario["rules"]["expansions"]
    return lesson


def test_the_green_cards_lesson_answers_out_of_turn_pays_costs_and_is_refused_what_it_cannot_do() -> None:
    lesson = dodge_city_lesson("green-and-costs")
    heard: list[Heard] = []
    play_through(lesson, heard)
    wants = [want for step in lesson.steps for want in step.want]
    assert {"do": "respond", "card": "Iron Plate"} in wants  # a green card used in another player's turn
    assert any(want.get("cost") for want in wants) and any(want.get("from") == "in_play" for want in wants)
    refused = {answer.rules for answer in heard if answer.rules}
    assert "Canteen can't be used in the turn it was played." in refused
    assert "Brawl needs another card from your hand to discard with it." in refused
    assert all(answer.lesson and answer.lesson != answer.rules for answer in heard)  # each with the lesson's why


class LogKept(LessonPlayer):
    """Plays a lesson and keeps the characters the table's log shows acting (named in parentheses)."""

    def __init__(self, lesson: Lesson) -> None:
        super().__init__(make_context(), lesson)
        self.acting: set[str] = set()

    def frame(self, *, draw: bool = True) -> None:
        super().frame(draw=draw)
        self.acting |= {name for line in self.table.log for name in re.findall(r"\(([^()]+)\)", line)}


def test_the_characters_lesson_shows_dodge_city_characters_at_work_and_the_learner_uses_one() -> None:
    lesson = dodge_city_lesson("dodge-city-characters")
    player = LogKept(lesson)
    player.play()
    new = {character.name for character in DODGE_CITY_CHARACTERS}
    assert len(player.acting & new) >= 4, player.acting
    assert any(want["do"] == "ability" for step in lesson.steps for want in step.want)
    assert lesson.scenario is not None
    learner = next(p for p in lesson.scenario["players"] if p["name"] == lesson.learner)
    assert learner["character"] in new


def test_a_card_that_cannot_be_played_yet_is_refused_with_the_rules_reason_and_the_lesson_s() -> None:
    """Clicking the Canteen put down this turn: the table explains it with a made-up target, and the lesson's
    reason for that mistake was lost (only "Canteen can't be used in the turn it was played." showed)."""
    lesson = dodge_city_lesson("green-and-costs")
    run = ScriptRun(lesson)
    run.advance()  # the first text
    canteen, plate = (next(c for c in run.state.players[run.learner].hand if run.state.cards[c].name == name)
                      for name in ("Canteen", "Iron Plate"))
    run.game.apply(run.learner, run.wanted_actions()[0])  # the Canteen goes into play
    run.advance()
    assert run.current is not None and run.current.mistakes
    made_up = PlayCard(canteen, run.scenario.seats["Bill"])
    assert run.why(made_up) == ""
    assert run.why_refused(made_up).startswith("Its life point comes in your next turn")
    assert run.why_refused(PlayCard(plate, run.scenario.seats["Bill"])) == ""


def test_the_lesson_check_requires_the_lesson_s_reason_after_the_rules_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rules refusal after one of the lesson's own objections lost the lesson's reason (a stale flag)."""
    path = DATA_DIR / "23-dodge-city-characters.json"
    found = LessonFile(path, read_lesson(path))
    assert check_file(found).finished

    def rules_words_only(self: LessonCoach, text: str, action: Action | None) -> str:
        self.explanation = text
        return text

    monkeypatch.setattr(LessonCoach, "refusal_text", rules_words_only)
    result = check_file(found)
    assert not result.finished and "the lesson's reason for this mistake is not shown" in result.reason
