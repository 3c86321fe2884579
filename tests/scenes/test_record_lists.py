"""The lists of kept games say what was played: the expansions, the variant (beginner game, 3 players) and the
game's place in a series, so the games of one series no longer look alike."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ai import RandomAgent
from game.record import SeriesGame
from game.series import Series
from game.session import SeatConfig, Session
from scenes.app.context import AppContext
from scenes.app.settings import Settings
from scenes.records.replays import ReplaysScene
from scenes.records.saved_games import LoadScene
from scenes.records.store import GameStore
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.scenes.helpers import make_ctx, pump, screenshot_dir, start, texts_drawn

THREE = [SeatConfig("Ann"), SeatConfig("Bill", "random"), SeatConfig("Cole", "random")]


def context(tmp_path: Path, size: tuple[int, int] = (1280, 720), language: str = "en") -> AppContext:
    ctx = make_ctx(size, language=language)
    ctx.games = GameStore(tmp_path / "data")
    ctx.settings = Settings(language=language)
    return ctx


def play_out(session: Session, decisions: int = 100_000) -> None:
    chooser = RandomAgent(5)
    for _ in range(decisions):
        seat = session.game.decider
        if seat is None:
            return
        if session.is_human(seat):
            session.submit(seat, chooser.choose(session.game.view_for(seat)))
        else:
            session.step_ai()


def series_of_three(ctx: AppContext) -> None:
    """Three finished games of a series at a 3-player table with both expansions, the beginner game."""
    assert ctx.games is not None
    for number in (1, 2, 3):
        session = Session(list(THREE), 70 + number, expansions=("dodge_city", "high_noon"), beginner=True)
        ctx.games.watch(session, SeriesGame(number, 3))
        play_out(session)
    ctx.games.writer.flush()


def test_the_replays_of_a_series_say_which_game_each_one_was(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    series_of_three(ctx)
    assert ctx.games is not None
    single = Session([SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora"))], 5)
    ctx.games.watch(single)
    play_out(single)
    ctx.games.writer.flush()
    screen = ReplaysScene(ctx)
    start(ctx, screen)
    pump(ctx)
    drawn = texts_drawn(ctx)
    what = "Dodge City + High Noon · Beginner game · 3-player variant"
    for number in (1, 2, 3):
        assert f"Ann and 2 AI players · {what} · Series game {number} of 3" in drawn
    assert "Ann and 3 AI players · Base game" in drawn


def test_a_saved_game_of_a_series_says_so_and_the_table_tells_the_store(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    config = TableConfig(tuple(THREE), seed=4, expansions=("high_noon",))
    series = Series(tuple(seat.name for seat in THREE), config.seed, config.rules(), None)
    table = TableScene(ctx, config.for_game(series), series=series)
    start(ctx, table)
    pump(ctx, 3)
    assert ctx.games is not None
    ctx.games.writer.flush()
    record, _ = ctx.games.unfinished()
    assert record is not None and record.series == SeriesGame(1, None)
    assert ctx.games.save_as("Evening", table.session) is None
    screen = LoadScene(ctx)
    ctx.stack.scenes = []
    start(ctx, screen)
    pump(ctx)
    assert any("High Noon · 3-player variant · Series game 1" in text for text in texts_drawn(ctx))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_the_replays_list_fits(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    ctx = context(tmp_path, size, language)
    series_of_three(ctx)
    screen = ReplaysScene(ctx)
    start(ctx, screen)
    pump(ctx, 2)
    rows = [rect for _, rect in screen.row_rects]
    assert len(rows) == 3 and all(screen.list_rect.contains(rect) for rect in rows)
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path / "shots") / f"replays-{size[0]}x{size[1]}-"
                                                                         f"{language}.png"))
