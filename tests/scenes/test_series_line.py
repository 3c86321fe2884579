"""The series' standing in a sentence: the leaders joined with the language's "and", the verb agreeing with how
many lead (P9: "Earl, Faye, Gus leads with 1 win")."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.roles import Role, Side
from game.series import GameRecord, Series
from game.session import SeatConfig, Session
from scenes.app.i18n import Translator
from scenes.screens.results import ResultsScene, series_line
from scenes.table.config import TableConfig
from scenes.text.lists import names_list
from tests.scenes.helpers import make_ctx, pump, screenshot_dir, start, texts_drawn

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus")


def series_with(winners: list[tuple[int, ...]], planned: int | None = 3) -> Series:
    series = Series(NAMES, 5, planned=planned)
    for index, won in enumerate(winners):
        series.records.append(GameRecord(5 + index, ("Bart Cassidy",) * 7, (Role.SHERIFF, *(Role.OUTLAW,) * 6),
                                         (True,) * 7, won, Side.OUTLAWS))
    return series


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Series: game 1 of 3 played. Earl, Faye and Gus lead with 1 win."),
    ("ru", "Серия: сыграна партия 1 из 3. Впереди Earl, Faye и Gus: 1 победа."),
    ("cs", "Série: odehrána hra 1 z 3. Vedou Earl, Faye a Gus: 1 výhra."),
])
def test_several_leaders_are_joined_with_and_and_lead(language: str, expected: str) -> None:
    assert series_line(Translator(language), series_with([(4, 5, 6)])) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Series: game 2 of 3 played. Ann leads with 2 wins."),
    ("ru", "Серия: сыграна партия 2 из 3. Впереди Ann: 2 победы."),
    ("cs", "Série: odehrána hra 2 z 3. Vede Ann: 2 výhry."),
])
def test_one_leader_leads(language: str, expected: str) -> None:
    assert series_line(Translator(language), series_with([(0,), (0, 1)])) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "The series is over: Ann and Gus won it with 2 wins."),
    ("ru", "Серия окончена: победители — Ann и Gus, 2 победы."),
    ("cs", "Série skončila. Vítězové: Ann a Gus (2 výhry)."),
])
def test_a_finished_series_names_its_winners(language: str, expected: str) -> None:
    assert series_line(Translator(language), series_with([(0, 6), (0, 6), (1,)])) == expected


def test_a_list_of_names_and_a_table_of_humans_only() -> None:
    tr = Translator("en")
    assert [names_list(tr, NAMES[:n]) for n in range(4)] == ["", "Ann", "Ann and Bill", "Ann, Bill and Cole"]
    assert names_list(Translator("ru"), NAMES[:3]) == "Ann, Bill и Cole"
    assert names_list(Translator("cs"), NAMES[:3]) == "Ann, Bill a Cole"


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_the_results_of_a_series_game_say_who_leads(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    ctx = make_ctx(size, language=language)
    seats = (SeatConfig("Ann", "random"), *(SeatConfig(name, "random") for name in NAMES[1:7]))
    series = Series(tuple(seat.name for seat in seats), 11, planned=3)
    config = TableConfig(seats, 11).for_game(series)
    session = Session(list(seats), config.seed)
    while not session.game.over:
        session.step_ai()
    outcome = session.game.outcome
    assert outcome is not None
    results = ResultsScene(ctx, config, session, series)
    start(ctx, results)
    pump(ctx, 2)
    line = series_line(ctx.tr, series)
    winners = [NAMES[seat] for seat in outcome.winners]
    assert names_list(ctx.tr, winners) in line and line in texts_drawn(ctx)
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path / "shots") / f"results-series-{size[0]}x{size[1]}-"
                                                                         f"{language}.png"))
