"""Learn to play: the lessons' files, the check that plays them, the menu entry, the list, progress and the end.

Every lesson is played to its end at the real table by posted clicks and keys
in ``test_lessons_screens`` (in each language and size); here the check itself
must be able to fail: a lesson that no longer fits the engine, a wrong move left
unexplained, a broken file.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest
from babel.messages.pofile import read_po

from game.actions import Pass
from game.eventcards import EventCard
from scenes.app.settings import Settings, SettingsStore
from scenes.lessons import lessoncoach
from scenes.lessons.__main__ import main as lessons_main
from scenes.lessons.check import check_file, make_context, play_practice
from scenes.lessons.lesson import DATA_DIR, LessonError, lesson_files, lesson_from_data, lessons
from scenes.lessons.listing import LessonsScene
from scenes.lessons.navigate import start_lesson
from scenes.lessons.progress import lessons_done, mark_done
from scenes.lessons.script import LessonBroken, ScriptRun, play_through
from scenes.lessons.session import LessonTable
from scenes.lessons.summary import LessonSummaryScene
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from tests.scenes.helpers import click, key, make_ctx, pump, run_until, start, texts_drawn

BANG_LESSON = DATA_DIR / "04-bang-and-missed.json"


def lesson_data(path: Path = BANG_LESSON) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write(folder: Path, name: str, data: dict[str, Any]) -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- the lessons as data -------------------------------------------------------------------


def test_there_are_the_lessons_the_issue_asks_for_in_its_order() -> None:
    keys = [lesson.key for lesson in lessons(playable_only=False)]
    assert keys[:16] == ["goal", "turn", "distance", "bang-and-missed", "barrel", "life-and-beer", "hand-limit",
                         "weapons", "panic-and-cat-balou", "jail-and-dynamite", "other-cards", "characters",
                         "sid-ketchum", "rewards", "game-end", "three-players"]
    assert keys[16:18] == ["green-cards", "high-noon"]  # the expansions' first lessons
    assert keys[-1] == "practice" and "practice" not in keys[:-1]  # the practice game stays last
    playable = lessons()
    assert [lesson.number for lesson in playable] == list(range(1, len(playable) + 1))
    assert len(playable) >= 15 and [lesson.key for lesson in playable if lesson.is_practice] == ["practice"]
    assert {"green-and-costs", "dodge-city-characters"} <= set(keys)
    for lesson in lessons(playable_only=False):
        assert lesson.summary, lesson.key


def test_the_practice_game_is_listed_after_lessons_numbered_after_it(tmp_path: Path) -> None:
    """Lessons 20 and 21 came after 19-practice.json in file order, and the practice game was no longer last."""
    practice = next(DATA_DIR.glob("*-practice.json"))
    shutil.copy(practice, tmp_path / "19-practice.json")
    shutil.copy(BANG_LESSON, tmp_path / "20-bang-and-missed.json")
    listed = lessons(tmp_path)
    assert [lesson.key for lesson in listed] == ["bang-and-missed", "practice"]
    assert [lesson.number for lesson in listed] == [1, 2]


def test_every_lesson_s_script_plays_against_the_engine_and_lets_the_learner_decide() -> None:
    for lesson in lessons(playable_only=False):
        if lesson.is_practice:
            continue
        play_through(lesson)
        assert any(step.kind == "task" for step in lesson.steps)


def test_a_lesson_whose_scenario_no_longer_fits_the_engine_fails_naming_the_step(tmp_path: Path) -> None:
    data = lesson_data()
    data["scenario"]["players"][3]["hand"] = ["Missed!@3S", "Beer@9H"]  # Bill has no Bang! to open with
    path = write(tmp_path, "04-bang-and-missed.json", data)
    result = check_file(lesson_files(tmp_path)[0])
    assert not result.finished
    assert result.line().startswith("FAILED 04-bang-and-missed: Bang! and Missed!: step 2")
    assert "Bill holds no Bang!" in result.reason
    data["scenario"]["players"][0]["hand"] = ["Derringer"]  # a card of an expansion the scenario does not use
    write(tmp_path, path.name, data)
    result = check_file(lesson_files(tmp_path)[0])
    assert "the scenario does not match the engine: unknown card 'Derringer'" in result.reason


def test_a_step_that_allows_other_decisions_must_have_words_for_them() -> None:
    data = lesson_data()
    del data["script"][6]["wrong"]  # "shoot Bill": ending the turn, or shooting Cole, is allowed too
    lesson = lesson_from_data(data, BANG_LESSON)
    with pytest.raises(LessonBroken, match="step 7: other decisions are allowed here"):
        play_through(lesson)


def test_the_check_fails_when_a_wrong_move_is_not_explained(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lessoncoach.LessonCoach, "refusal_text", lambda self, text, action: text)
    result = check_file(next(f for f in lesson_files() if f.name == "04-bang-and-missed"))
    assert not result.finished
    assert "step 3, mistake 1 (Press \u201cTake the hit\u201d): it was not explained" in result.reason


def test_a_mistake_the_lesson_would_accept_breaks_the_lesson() -> None:
    data = lesson_data()
    data["script"][2]["mistakes"] = [{"do": "respond", "card": "Missed!"}]  # the wanted answer is no mistake
    with pytest.raises(LessonBroken, match="step 3: mistake 1 would be accepted"):
        play_through(lesson_from_data(data, BANG_LESSON))


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: d.update(extra=1), "unknown key(s) extra"),
    (lambda d: d["script"][0].update(say="Hello {name}"), "must not hold braces"),
    (lambda d: d.update(learner="Zed"), "'learner' must name a player"),
    (lambda d: d["script"][1].update(by="Ann"), "the learner's decisions are wanted"),
    (lambda d: d["script"][0].update(point=["seat:Zed"]), "cannot point at 'seat:Zed'"),
    (lambda d: d.update(script=[{"say": "Only reading."}]), "the learner takes no decision"),
    (lambda d: d["scenario"].update(steps=[]), "its steps are the script's"),
])
def test_a_malformed_lesson_file_is_named_and_the_others_still_load(tmp_path: Path, change: Any,
                                                                    problem: str) -> None:
    data = lesson_data()
    change(data)
    write(tmp_path, "01-broken.json", data)
    shutil.copy(BANG_LESSON, tmp_path / "02-bang-and-missed.json")
    (tmp_path / "03-not-json.json").write_text("{", encoding="utf-8")
    found = lesson_files(tmp_path)
    assert found[0].lesson is None and problem in found[0].problem
    assert found[1].lesson is not None
    assert found[2].lesson is None and found[2].problem.startswith("bad JSON")
    with pytest.raises(LessonError):
        lesson_from_data(data, tmp_path / "01-broken.json")


def test_every_lesson_text_is_in_the_catalogue_template() -> None:
    with (Path(__file__).resolve().parents[2] / "locale" / "messages.pot").open("rb") as file:
        template = read_po(file)
    for lesson in lessons(playable_only=False):
        for text in lesson.texts():
            assert template.get(text) is not None, (lesson.key, text)


# --- the command line ---------------------------------------------------------------------


def test_the_command_line_check_prints_a_line_per_lesson_and_the_totals(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(BANG_LESSON, tmp_path / "01-bang-and-missed.json")
    assert lessons_main(["--check", "--lessons", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["finished 01-bang-and-missed: Bang! and Missed!", "1 lessons finished, 0 failed"]
    data = lesson_data()
    data["script"][1] = {"do": "play", "by": "Bill", "card": "Duel", "target": "Ann"}  # Bill holds no Duel
    write(tmp_path, "02-broken.json", data)
    assert lessons_main(["--check", "--lessons", str(tmp_path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "FAILED 02-broken: Bang! and Missed!: step 2: Bill holds no Duel"
    assert lines[-1] == "1 lessons finished, 1 failed"


def test_the_check_runs_as_a_module(tmp_path: Path) -> None:
    shutil.copy(BANG_LESSON, tmp_path / "01-bang-and-missed.json")
    done = subprocess.run([sys.executable, "-m", "scenes.lessons", "--check", "--lessons", str(tmp_path)],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2], timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "1 lessons finished, 0 failed"
    done = subprocess.run([sys.executable, "-m", "scenes.lessons"], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=60)
    assert done.returncode == 2


# --- the practice game -------------------------------------------------------------------


def test_the_practice_game_is_played_to_its_end_following_the_hints() -> None:
    ctx = make_context()
    practice = next(lesson for lesson in lessons() if lesson.is_practice)
    play_practice(ctx, practice, seed=7)
    assert practice.key in lessons_done(ctx)


# --- the menu, the list, progress -----------------------------------------------------------


def test_learn_to_play_on_the_menu_opens_the_lessons_with_their_progress() -> None:
    ctx = make_ctx()
    start(ctx, LessonsScene(ctx))
    pump(ctx)
    count = len(lessons())
    assert "done" not in texts_drawn(ctx) and f"0 of {count} lessons done" in texts_drawn(ctx)
    ctx = make_ctx()
    mark_done(ctx, "distance")
    start(ctx, MenuScene(ctx))
    pump(ctx)
    key(pygame.K_h)
    pump(ctx, 3)
    scene = ctx.stack.top
    assert isinstance(scene, LessonsScene)
    drawn = texts_drawn(ctx)
    assert "Learn to play" in drawn
    assert f"1 of {count} lessons done" in drawn
    assert "3. Distance and reach" in drawn and "1. The goal and the roles" in drawn
    assert "done" in drawn and "not yet" in drawn
    click(scene.entries[3].rect.center)
    pump(ctx, 3)
    table = ctx.stack.top
    assert isinstance(table, LessonTable) and table.lesson.key == "bang-and-missed"
    assert table.lesson.number == 4


def test_the_lessons_list_works_from_the_keyboard() -> None:
    ctx = make_ctx()
    start(ctx, LessonsScene(ctx))
    pump(ctx)
    for _ in range(2):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    pump(ctx, 3)
    table = ctx.stack.top
    assert isinstance(table, LessonTable) and table.lesson.key == "turn"


def test_progress_is_saved_with_the_settings(tmp_path: Path) -> None:
    ctx = make_ctx()
    ctx.store = SettingsStore(tmp_path)
    mark_done(ctx, "goal")
    mark_done(ctx, "goal")
    mark_done(ctx, "turn")
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["lessons_done"] == ["goal", "turn"]
    assert SettingsStore(tmp_path).load().lessons_done == ("goal", "turn")
    settings, refused = Settings.from_data({"lessons_done": ["goal", 3]}, Settings())
    assert refused == ("lessons_done",) and settings.lessons_done == ()


def test_finishing_a_lesson_marks_it_done_and_offers_the_next() -> None:
    ctx = make_ctx()
    first = lessons()[0]
    start(ctx, MenuScene(ctx))
    start_lesson(ctx, first)
    pump(ctx, 2)
    table = ctx.stack.top
    assert isinstance(table, LessonTable)
    assert isinstance(table.coach, lessoncoach.LessonCoach)
    table.coach.finish()
    pump(ctx, 2)
    summary = ctx.stack.top
    assert isinstance(summary, LessonSummaryScene)
    assert first.key in lessons_done(ctx)
    drawn = texts_drawn(ctx)
    assert "Lesson complete" in drawn and "What you learnt:" in drawn
    assert {"Next lesson", "Play it again", "All lessons"} <= drawn
    key(pygame.K_RETURN)
    pump(ctx, 3)
    table = ctx.stack.top
    assert isinstance(table, LessonTable) and table.lesson.key == lessons()[1].key
    assert [type(scene).__name__ for scene in ctx.stack.scenes] == ["MenuScene", "LessonsScene", "LessonTable"]


def test_a_lesson_run_follows_its_script_and_objects_in_its_own_words() -> None:
    lesson = next(lesson for lesson in lessons() if lesson.key == "bang-and-missed")
    run = ScriptRun(lesson)
    assert run.current is not None and run.current.kind == "say"
    run.advance()
    bill = run.scenario.seats["Bill"]
    events = run.apply_scripted(bill, run.scripted(bill) or [])
    assert events

    assert run.objection(Pass()) == lesson.steps[2].wrong
    assert run.wanted_actions() and run.objection(run.wanted_actions()[0]) is None


def test_restart_in_the_pause_menu_starts_the_lesson_again() -> None:
    ctx = make_ctx()
    lesson = next(lesson for lesson in lessons() if lesson.key == "bang-and-missed")
    table = LessonTable(ctx, lesson, lessoncoach.LessonCoach(lesson))
    start(ctx, table)
    pump(ctx, 2)
    key(pygame.K_RETURN)  # Next
    pump(ctx, 30)
    assert table.lesson_session.run.index > 0
    key(pygame.K_ESCAPE)
    pump(ctx, 2)
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    restart = next(button for button in pause.buttons.buttons if button.label == "Restart")
    click(restart.rect.center)
    pump(ctx, 3)
    again = ctx.stack.top
    assert isinstance(again, LessonTable) and again is not table
    assert again.lesson.key == lesson.key and again.lesson_session.run.index == 0


def test_a_click_on_the_table_while_there_is_something_to_read_says_so() -> None:
    ctx = make_ctx()
    lesson = next(lesson for lesson in lessons() if lesson.key == "bang-and-missed")
    table = LessonTable(ctx, lesson, lessoncoach.LessonCoach(lesson))
    start(ctx, table)
    pump(ctx, 2)
    click(table.seat_rect(0).center)
    pump(ctx)
    assert isinstance(table.coach, lessoncoach.LessonCoach)
    assert table.coach.explanation == "Read the text on the right, then press Next."
    assert table.lesson_session.run.index == 0


def test_while_the_learner_reads_the_prompt_says_whose_turn_waits_for_next() -> None:
    """Lesson 1 opens in Dora's turn: the line under the table must not read as if Dora were deciding."""
    ctx = make_ctx()
    lesson = next(lesson for lesson in lessons() if lesson.key == "goal")
    table = LessonTable(ctx, lesson, lessoncoach.LessonCoach(lesson))
    start(ctx, table)
    pump(ctx, 3)
    drawn = texts_drawn(ctx)
    assert "It is Dora's turn: the game goes on when you press Next." in drawn
    assert "Waiting for Dora…" not in drawn


def test_a_lesson_table_shows_the_next_event_after_each_reveal() -> None:
    """The lesson's table was laid out without the order of the events: after the first reveal "Next" was empty."""
    ctx = make_ctx()
    lesson = next(lesson for lesson in lessons() if lesson.key == "high-noon-events")
    table = LessonTable(ctx, lesson, lessoncoach.LessonCoach(lesson))
    start(ctx, table)

    def upcoming() -> EventCard | None:
        return table.model.next_event

    assert upcoming() is EventCard.THIRST
    for _ in range(10):  # Next on the texts, until Dora has ended her turn and Ann has turned up Thirst
        if table.model.event is EventCard.THIRST and table.events.idle:
            break
        key(pygame.K_RETURN)
        pump(ctx, 5)
    run_until(ctx, lambda: table.model.event is EventCard.THIRST and table.events.idle)
    assert upcoming() is EventCard.THE_SERMON


def test_the_seats_of_a_lesson_show_the_names_in_the_player_s_language() -> None:
    """The texts say "Зоя"; the seats said "Hank" once the engine kept the seating it was made with."""
    ctx = make_context(language="ru")
    lesson = next(lesson for lesson in lessons() if lesson.key == "eight-players")
    table = ctx.screens.lesson(lesson)
    assert isinstance(table, LessonTable)
    assert [seat.name for seat in table.model.seats][-2:] == ["Жора", "Зоя"]


@pytest.mark.parametrize(("language", "dodge_city", "high_noon"),
                         [("en", "Dodge City", "High Noon"), ("ru", "Додж-Сити", "Ровно в полдень")])
def test_the_list_says_which_lessons_need_which_expansion(language: str, dodge_city: str, high_noon: str) -> None:
    ctx = make_ctx(language=language)
    scene = LessonsScene(ctx)
    start(ctx, scene)
    pump(ctx)
    drawn: set[str] = set()
    for _ in range(scene.row_count):  # a page at a time, when the list scrolls
        drawn |= texts_drawn(ctx)
        key(pygame.K_PAGEDOWN)
        pump(ctx)
    assert dodge_city in drawn and high_noon in drawn
    tags = {lesson.key: scene.expansion_tag(lesson) for lesson in scene.lessons}
    assert tags["goal"] == tags["three-players"] == tags["practice"] == ""
    assert tags["green-cards"] == tags["eight-players"] == dodge_city
    assert tags["high-noon"] == tags["high-noon-events"] == high_noon
