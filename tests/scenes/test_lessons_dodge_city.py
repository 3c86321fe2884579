"""The Dodge City lessons: a Brawl victim's card a step names is the one taken, at the engine and at the table;
the prompt line lesson 22 points at is translated."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.actions import FROM_HAND, ChooseCard
from scenes.lessons.check import check_file
from scenes.lessons.lesson import DATA_DIR, LessonFile, lesson_from_data, read_lesson
from scenes.lessons.script import ScriptRun, play_through
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
