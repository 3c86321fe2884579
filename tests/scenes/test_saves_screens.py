"""The screens of kept games, driven by keys and the mouse: Continue on the menu, saving under a name, the
saved games, replays (played, stepped, jumped, through one seat's eyes or every hand) and statistics.

Set ``BANG_SCREENSHOTS=/some/dir`` to keep the pictures of the last test.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai import RandomAgent
from game.session import SeatConfig, Session
from game.state import NOBODY
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.app.settings import Settings
from scenes.lessons.hints import GameCoach
from scenes.records.problems import BROKEN
from scenes.records.replay import ReplayScene
from scenes.records.replays import ReplaysScene
from scenes.records.saved_games import LoadScene
from scenes.records.store import GameStore
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.screens.save_name import SaveNameScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from scenes.screens.unfinished import UnfinishedGameScene
from scenes.table.config import TableConfig
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import click, make_ctx, pump, run_until, screenshot_dir, start, texts_drawn

ONE_HUMAN = [SeatConfig("Ann"), *(SeatConfig(name, "random") for name in ("Bill", "Cole", "Dora"))]
HOT_SEAT = [SeatConfig("Ann"), SeatConfig("Bill"), SeatConfig("Cole", "random"), SeatConfig("Dora", "random")]


def context(tmp_path: Path, size: tuple[int, int] = (1280, 720), language: str = "en") -> AppContext:
    ctx = make_ctx(size, language=language)
    ctx.games = GameStore(tmp_path / "data")
    ctx.settings = Settings(language=language)
    return ctx


def type_text(text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char))


def press(code: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode))


def advance(session: Session, decisions: int, *, stop_at_human: bool = False) -> None:
    """Decisions for every seat (a random choice for humans), as a watched table would take them."""
    chooser = RandomAgent(5)
    for _ in range(decisions):
        seat = session.game.decider
        if seat is None:
            return
        if session.is_human(seat):
            if stop_at_human:
                return
            session.submit(seat, chooser.choose(session.game.view_for(seat)))
        else:
            session.step_ai()


def unfinished_game(ctx: AppContext, seats: list[SeatConfig], decisions: int = 40, seed: int = 9) -> Session:
    assert ctx.games is not None
    session = Session(list(seats), seed)
    ctx.games.watch(session)
    advance(session, decisions)
    advance(session, 200, stop_at_human=True)
    ctx.games.writer.flush()
    return session


def finished_games(ctx: AppContext, count: int = 2) -> list[Session]:
    assert ctx.games is not None
    sessions = []
    for seed in range(count):
        session = Session(list(ONE_HUMAN), 40 + seed)
        ctx.games.watch(session)
        advance(session, 100_000)
        sessions.append(session)
    ctx.games.writer.flush()
    return sessions


def top(ctx: AppContext) -> Scene:
    scene = ctx.stack.top
    assert scene is not None
    return scene


# --- Continue ---------------------------------------------------------------------------------------


def test_the_menu_offers_continue_first_with_who_plays_the_round_and_when(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx)
    assert menu.buttons.buttons[0].label == "New game"
    session = unfinished_game(ctx, ONE_HUMAN)
    menu = MenuScene(ctx)
    ctx.stack.reset(menu)
    ctx.stack.apply_pending()
    pump(ctx)
    assert menu.buttons.buttons[0].label == "Continue"
    detail = menu.continue_detail
    assert "Ann and 3 AI players" in detail and f"Round {session.game.state.round}" in detail
    assert "today at" in detail
    assert detail in texts_drawn(ctx)
    click(menu.buttons.buttons[0].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    table = top(ctx)
    assert isinstance(table, TableScene)
    assert table.session.game.log == session.game.log
    assert table.viewer == 0 and table.model.hand == table.session.game.state.players[0].hand
    assert table.shown == len(table.session.game.history)  # opened where it stopped, not replayed


def test_continue_by_key_at_a_hot_seat_table_hands_over_before_any_card_shows(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = unfinished_game(ctx, HOT_SEAT, decisions=30)
    waiting = session.waiting_human
    assert waiting is not None
    start(ctx, MenuScene(ctx))
    pump(ctx)
    press(pygame.K_c)
    run_until(ctx, lambda: isinstance(ctx.stack.top, HandoverScene))
    table = next(scene for scene in ctx.stack.scenes if isinstance(scene, TableScene))
    assert table.viewer == NOBODY and table.model.hand == []
    assert all(seat.known_hand is None for seat in table.model.seats)
    assert all(seat.role in (None, "sheriff") or not seat.alive for seat in table.model.seats)
    assert f"Pass the computer to {HOT_SEAT[waiting].name}" in texts_drawn(ctx)
    press(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    assert table.viewer == waiting and table.model.hand == session.game.state.players[waiting].hand


def test_a_continued_game_is_autosaved_as_the_same_game(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = unfinished_game(ctx, ONE_HUMAN)
    assert ctx.games is not None
    record, _ = ctx.games.unfinished()
    assert record is not None
    start(ctx, MenuScene(ctx))
    pump(ctx)
    press(pygame.K_c)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    table = top(ctx)
    assert isinstance(table, TableScene)
    legal = table.legal() or table.session.game.legal_actions(table.session.game.decider or 0)
    table.submit(legal[0]) if table.awaiting_me else table.session.step_ai()
    again, _ = ctx.games.unfinished()
    assert again is not None and again.id == record.id and len(again.game.log) == len(session.game.log) + 1


def test_a_continued_game_keeps_its_expansions_for_play_again(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    assert ctx.games is not None
    session = Session(list(ONE_HUMAN), 4, expansions=("dodge_city", "high_noon"), beginner=True)
    ctx.games.watch(session)
    advance(session, 30)
    advance(session, 200, stop_at_human=True)
    ctx.games.writer.flush()
    record, _ = ctx.games.unfinished()
    assert record is not None
    table = ctx.screens.resumed_table(record)
    assert isinstance(table, TableScene)
    assert table.config.expansions == ("dodge_city", "high_noon") and table.config.beginner
    assert table.session.game.state.rules.expansions == ("dodge_city", "high_noon")


# --- saving under a name and loading --------------------------------------------------------------------------


def test_save_a_game_under_a_name_from_the_pause_menu_then_load_it(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    table = TableScene(ctx, _config(ONE_HUMAN, 14))
    start(ctx, table)
    advance(table.session, 30, stop_at_human=False)
    pump(ctx)
    table.open_pause()
    pump(ctx)
    pause = top(ctx)
    assert isinstance(pause, PauseScene)
    press(pygame.K_s)
    pump(ctx)
    dialog = top(ctx)
    assert isinstance(dialog, SaveNameScene)
    for _ in range(len(dialog.label)):
        press(pygame.K_BACKSPACE)
    type_text("Saloon fight")
    press(pygame.K_RETURN)
    pump(ctx, 2)
    assert top(ctx) is pause and pause.status == "Saved as “Saloon fight”."
    assert ctx.games is not None
    entries, _ = ctx.games.saves()
    assert [entry.info.label for entry in entries] == ["Saloon fight"]
    saved_log = list(table.session.game.log)
    ctx.stack.reset(MenuScene(ctx))
    ctx.stack.apply_pending()
    press(pygame.K_l)
    run_until(ctx, lambda: isinstance(ctx.stack.top, LoadScene))
    screen = top(ctx)
    assert isinstance(screen, LoadScene) and len(screen.entries) == 1
    drawn = texts_drawn(ctx)
    assert "Saloon fight" in drawn and any("Ann and 3 AI players" in text for text in drawn)
    press(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, UnfinishedGameScene))  # the game left for the menu
    assert any(text.startswith("Your unfinished game (Ann and 3 AI players, round") for text in texts_drawn(ctx))
    press(pygame.K_k)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    loaded = top(ctx)
    assert isinstance(loaded, TableScene) and loaded.session.game.log == saved_log
    labels = sorted(entry.info.label for entry in ctx.games.saves()[0])
    assert labels[1] == "Saloon fight" and labels[0].startswith("Ann and 3 AI players, round")


def test_starting_a_new_game_asks_about_the_unfinished_one_and_cancel_keeps_it(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    unfinished_game(ctx, list(ONE_HUMAN))
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx)
    press(pygame.K_n)
    run_until(ctx, lambda: isinstance(ctx.stack.top, SetupScene))
    press(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, UnfinishedGameScene))
    drawn = texts_drawn(ctx)
    assert {"Keep it as a saved game", "Discard it", "Cancel"} <= set(drawn)
    press(pygame.K_ESCAPE)
    pump(ctx)
    assert isinstance(top(ctx), SetupScene) and ctx.games is not None
    assert ctx.games.unfinished()[0] is not None, "Cancel changed nothing"
    press(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, UnfinishedGameScene))
    press(pygame.K_d)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    table = top(ctx)
    assert isinstance(table, TableScene)
    ctx.games.writer.flush()
    record, _ = ctx.games.unfinished()
    assert record is not None and record.id == ctx.games.game_id(table.session), "the new game has the autosave"
    assert ctx.games.saves()[0] == [], "discarded means discarded"


def test_restart_gives_the_game_up_without_a_saved_copy_and_keeps_the_hints(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    table = TableScene(ctx, _config(ONE_HUMAN, 14), coach=GameCoach())
    start(ctx, table)
    advance(table.session, 30, stop_at_human=True)
    table.restart()
    ctx.stack.apply_pending()
    again = top(ctx)
    assert isinstance(again, TableScene) and again is not table and isinstance(again.coach, GameCoach)
    assert ctx.games is not None
    ctx.games.writer.flush()
    record, _ = ctx.games.unfinished()
    assert record is not None and record.id == ctx.games.game_id(again.session)
    assert ctx.games.saves()[0] == [], "the game given up was not kept behind the player's back"


def test_saving_under_a_taken_name_asks_first(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = unfinished_game(ctx, ONE_HUMAN)
    assert ctx.games is not None and ctx.games.save_as("Mine", session) is None
    saved: list[str] = []
    dialog = SaveNameScene(ctx, session, saved.append)
    start(ctx, dialog)
    dialog.label = "Mine"
    press(pygame.K_RETURN)
    pump(ctx)
    assert dialog.replacing and saved == []
    assert any("exists" in text for text in texts_drawn(ctx))
    press(pygame.K_RETURN)
    pump(ctx)
    assert saved == ["Mine"] and len(ctx.games.saves()[0]) == 1


def test_the_load_screen_reports_a_damaged_save_keeps_it_aside_and_deletes_by_asking_twice(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = unfinished_game(ctx, ONE_HUMAN)
    assert ctx.games is not None
    ctx.games.save_as("Good one", session)
    ctx.games.save_as("Second", session)
    broken = ctx.games.saves_dir / "broken.json"
    broken.write_text('{"format": "bang-table", "version": 1, "id": 5}')
    screen = LoadScene(ctx)
    start(ctx, screen)
    pump(ctx)
    drawn = " ".join(texts_drawn(ctx))
    assert "The saved game could not be loaded." in drawn and "It is damaged" in drawn
    assert not broken.exists() and len(list(ctx.games.saves_dir.glob(f"broken{BROKEN}*.json"))) == 1
    assert [entry.info.label for entry in screen.entries] == ["Second", "Good one"]
    press(pygame.K_DOWN)
    press(pygame.K_DELETE)
    pump(ctx)
    assert screen.confirming is not None and len(screen.entries) == 2
    assert any("Press Delete again" in text for text in texts_drawn(ctx))
    press(pygame.K_DELETE)
    pump(ctx)
    assert [entry.info.label for entry in screen.entries] == ["Second"]
    click(screen.row_rects[0][1].center)  # the chosen row, clicked again: loads it
    pump(ctx)
    click(screen.row_rects[0][1].center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, UnfinishedGameScene))
    press(pygame.K_d)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))


def test_a_save_edited_after_it_was_listed_is_refused_when_loaded(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = unfinished_game(ctx, ONE_HUMAN)
    assert ctx.games is not None
    ctx.games.save_as("Edited", session)
    path = ctx.games.saves()[0][0].path
    path.write_text(path.read_text().replace('"hp": ', '"hp": 1', 1))
    screen = LoadScene(ctx)
    start(ctx, screen)
    pump(ctx)
    press(pygame.K_RETURN)
    pump(ctx, 2)
    assert top(ctx) is screen and screen.entries == []
    assert any("could not be loaded" in text for text in texts_drawn(ctx))
    assert len(list(path.parent.glob(f"*{BROKEN}*.json"))) == 1


# --- replays -------------------------------------------------------------------------------------------------


def test_a_replay_is_watched_from_the_list_played_stepped_and_jumped(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    sessions = finished_games(ctx, 2)
    screen = ReplaysScene(ctx)
    start(ctx, screen)
    pump(ctx)
    assert len(screen.entries) == 2
    press(pygame.K_RETURN)
    run_until(ctx, lambda: isinstance(ctx.stack.top, ReplayScene))
    replay = top(ctx)
    assert isinstance(replay, ReplayScene)
    original = sessions[-1].game  # the newest is listed first
    assert replay.replay.log == tuple(original.log) and replay.replay.position == 0
    assert replay.watcher is None and replay.revealed  # every hand
    press(pygame.K_SPACE)
    pump(ctx, 30)
    assert replay.playing and replay.replay.position > 0
    press(pygame.K_SPACE)
    pump(ctx)
    position = replay.replay.position
    press(pygame.K_RIGHT)
    pump(ctx)
    assert replay.replay.position == position + 1 and not replay.playing
    press(pygame.K_LEFT)
    press(pygame.K_LEFT)
    pump(ctx)
    assert replay.replay.position == position - 1
    type_text("5")
    press(pygame.K_RETURN)
    pump(ctx)
    assert replay.replay.position == replay.replay.turn_starts[4]
    press(pygame.K_PAGEDOWN)
    pump(ctx)
    assert replay.replay.turn >= 5
    press(pygame.K_END)
    pump(ctx)
    assert replay.replay.at_end
    assert [seat.hp for seat in replay.model.seats] == [player.hp for player in original.state.players]
    press(pygame.K_v)
    pump(ctx)
    assert replay.watcher == 0 and replay.viewer == 0 and not replay.revealed
    assert replay.model.hand == original.state.players[0].hand
    press(pygame.K_ESCAPE)
    run_until(ctx, lambda: top(ctx) is screen)


def test_the_replay_s_controls_work_with_the_mouse(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = finished_games(ctx, 1)[0]
    assert session.game.setup is not None
    replay = ReplayScene(ctx, tuple(session.seats), session.game.setup, list(session.game.log))
    start(ctx, replay)
    pump(ctx)
    controls = {control.name: control.button for control in replay.controls}
    click(controls["forward"].rect.center)
    pump(ctx)
    assert replay.replay.position == 1
    click(controls["next_turn"].rect.center)
    pump(ctx)
    assert replay.replay.turn == 1
    click(controls["speed"].rect.center)
    pump(ctx)
    assert replay.speed == 2.0
    click(controls["viewer"].rect.center)
    pump(ctx)
    assert replay.watcher == 0
    click((replay.timeline.right - 2, replay.timeline.centery))
    pump(ctx)
    assert replay.replay.turn == replay.replay.turns - 1
    click((replay.timeline.left + 1, replay.timeline.centery))
    pump(ctx)
    assert replay.replay.position == 0
    click(controls["play"].rect.center)
    pump(ctx, 5)
    assert replay.playing


def test_a_replay_played_to_its_end_shows_the_game_as_it_ended(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    ctx.options.animation_speed = 0.0
    session = finished_games(ctx, 1)[0]
    assert session.game.setup is not None
    replay = ReplayScene(ctx, tuple(session.seats), session.game.setup, list(session.game.log))
    start(ctx, replay)
    replay.toggle_play()
    run_until(ctx, lambda: replay.replay.at_end and replay.events.idle, limit=5000)
    assert replay.shown == len(session.game.history)
    assert replay.replay.game.history == session.game.history
    players = session.game.state.players
    assert [seat.hand_count for seat in replay.model.seats] == [len(p.hand) for p in players]
    assert [seat.known_hand for seat in replay.model.seats] == [p.hand for p in players]


def test_the_results_screen_opens_the_replay_of_the_game(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    session = finished_games(ctx, 1)[0]
    results = ResultsScene(ctx, _config(ONE_HUMAN, session.seed), session)
    start(ctx, results)
    pump(ctx)
    assert "Watch replay" in texts_drawn(ctx)
    press(pygame.K_w)
    run_until(ctx, lambda: isinstance(ctx.stack.top, ReplayScene))
    replay = top(ctx)
    assert isinstance(replay, ReplayScene) and replay.replay.log == tuple(session.game.log)
    press(pygame.K_ESCAPE)
    run_until(ctx, lambda: top(ctx) is results)


def test_the_number_of_replays_kept_is_chosen_on_the_replays_screen(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    screen = ReplaysScene(ctx)
    start(ctx, screen)
    pump(ctx)
    assert "Keep the last 50" in texts_drawn(ctx)
    press(pygame.K_k)
    pump(ctx)
    assert ctx.settings.replays_kept == 100 and ctx.games is not None and ctx.games.replays_kept == 100
    assert "Keep the last 100" in texts_drawn(ctx)


def test_a_long_list_of_replays_scrolls_with_the_wheel_and_follows_the_keys(tmp_path: Path) -> None:
    ctx = context(tmp_path, (800, 600))
    finished_games(ctx, 20)
    screen = ReplaysScene(ctx)
    start(ctx, screen)
    pump(ctx)
    page = screen.rows_per_page()
    assert page < 20, "the test needs a list taller than its box"
    press(pygame.K_END)
    pump(ctx)
    shown = [index for index, _ in screen.row_rects]
    assert shown[-1] == 19 and len(shown) == page
    for _ in range(20):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    pump(ctx)
    assert [index for index, _ in screen.row_rects] == list(range(page)), "the wheel scrolls past the selection"
    assert screen.selected == 19, "scrolling does not move the selection"
    press(pygame.K_UP)
    pump(ctx)
    shown = [index for index, _ in screen.row_rects]
    assert screen.selected == 18 and shown[-1] == 18, "a key brings the new selection into sight"


# --- statistics ------------------------------------------------------------------------------------------------


def test_statistics_show_players_and_levels_and_reset_after_asking(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    finished_games(ctx, 3)
    screen = StatisticsScene(ctx)
    start(ctx, screen)
    pump(ctx)
    assert [name for name, _ in screen.lines()] == ["Ann", "AI (random)"]
    drawn = " ".join(texts_drawn(ctx))
    assert "games" in drawn and "By role" in drawn and "By character" in drawn and "Sheriff" in drawn
    press(pygame.K_DOWN)
    pump(ctx)
    assert screen.selected == 1 and "9" in texts_drawn(ctx)
    press(pygame.K_r)
    pump(ctx)
    assert screen.confirming and ctx.games is not None and ctx.games.statistics.players
    press(pygame.K_r)
    pump(ctx)
    assert screen.lines() == [] and GameStore(tmp_path / "data").statistics.players == {}
    assert any("No finished games yet" in text for text in texts_drawn(ctx))


# --- every screen, every size, every language ---------------------------------------------------------------------


@pytest.fixture
def audit() -> Iterator[list[str]]:
    found = start_text_audit()
    yield found
    stop_text_audit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
def test_every_screen_of_kept_games_fits(tmp_path: Path, size: tuple[int, int], language: str,
                                         audit: list[str]) -> None:
    shots = screenshot_dir(tmp_path / "shots")
    ctx = context(tmp_path, size, language)
    sessions = finished_games(ctx, 2)
    session = unfinished_game(ctx, ONE_HUMAN, seed=12)
    assert ctx.games is not None
    ctx.games.save_as("Saloon fight", session)
    (ctx.games.saves_dir / "damaged.json").write_text("{")
    setup = sessions[0].game.setup
    assert setup is not None
    replay = ReplayScene(ctx, tuple(sessions[0].seats), setup, list(sessions[0].game.log))
    replay.seek(len(sessions[0].game.log) // 2)
    watched = ReplayScene(ctx, tuple(sessions[0].seats), setup, list(sessions[0].game.log))
    watched.watcher = 1
    watched.seek(len(sessions[0].game.log) // 3)
    table = TableScene(ctx, _config(ONE_HUMAN, 3))
    pause = PauseScene(ctx, lambda: None, table.session)
    pause.status = ctx.tr.gettext("Saved as “{name}”.").format(name="Saloon fight")
    screens: list[tuple[str, list[Scene]]] = [
        ("menu", [MenuScene(ctx)]),
        ("saves", [LoadScene(ctx)]),
        ("replays", [ReplaysScene(ctx)]),
        ("replay-all-hands", [replay]),
        ("replay-one-seat", [watched]),
        ("statistics", [StatisticsScene(ctx)]),
        ("pause", [table, pause]),
        ("save-name", [table, SaveNameScene(ctx, table.session, lambda _: None)]),
    ]
    for name, stack in screens:
        ctx.stack.scenes = []
        for scene in stack:
            start(ctx, scene)
        pump(ctx, 2)
        pygame.image.save(ctx.screen, str(shots / f"{name}-{size[0]}x{size[1]}-{language}.png"))
    ctx.games.writer.flush()
    ctx.games.autosave_path.write_text('{"format": "bang-table", "version": 3}')
    ctx.stack.scenes = []
    menu = MenuScene(ctx)
    start(ctx, menu)
    pump(ctx, 2)
    assert menu.problems and menu.buttons.buttons[0].label == ctx.tr.gettext("New game")
    assert menu.notice_rect.bottom <= size[1] and menu.notice_rect.top >= menu.buttons.buttons[-1].rect.bottom
    pygame.image.save(ctx.screen, str(shots / f"menu-problem-{size[0]}x{size[1]}-{language}.png"))
    assert audit == []


def _config(seats: list[SeatConfig], seed: int) -> TableConfig:
    return TableConfig(tuple(seats), seed)


def test_the_longest_names_a_record_may_hold_still_fit(tmp_path: Path, audit: list[str]) -> None:
    """Names of 20 characters (the most a record accepts) and a save's name of 60, in the smallest window."""
    ctx = context(tmp_path, (800, 600), "ru")
    seats = [SeatConfig("Ж" * 20), SeatConfig("W" * 19 + "1"), SeatConfig("W" * 19 + "2", "hard"),
             SeatConfig("W" * 19 + "3", "easy")]
    session = Session(list(seats), 4)
    assert ctx.games is not None
    ctx.games.watch(session)
    advance(session, 100_000)
    session = unfinished_game(ctx, seats, seed=5)
    ctx.games.save_as("Ш" * 60, session)
    setup = session.game.setup
    assert setup is not None
    replay = ReplayScene(ctx, tuple(seats), setup, list(session.game.log))
    replay.watcher = 0
    replay.seek(3)
    for scene in (MenuScene(ctx), LoadScene(ctx), ReplaysScene(ctx), StatisticsScene(ctx), replay):
        ctx.stack.scenes = []
        start(ctx, scene)
        pump(ctx, 2)
    assert audit == []


def test_the_log_shows_the_new_viewer_s_lines_at_once_after_a_handover(tmp_path: Path) -> None:
    """The log rewritten for another viewer has as many lines and the same first one (the deal): the panel must
    not keep the lines it wrapped for the covered screen (a resumed hot-seat game showed them)."""
    ctx = context(tmp_path)
    table = TableScene(ctx, _config(ONE_HUMAN, 3))
    start(ctx, table)
    font = table.drawer.font(18)
    table.log = ["Ann draws a card", "Bill draws a card"]
    assert [line for line, _ in table.drawer.log_lines(font, 400)] == ["Ann draws a card", "Bill draws a card"]
    table.log = ["Ann draws a card", "You draw Beer"]
    assert [line for line, _ in table.drawer.log_lines(font, 400)] == ["Ann draws a card", "You draw Beer"]
