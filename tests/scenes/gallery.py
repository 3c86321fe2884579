"""Every screen of the client in a state worth looking at, built for one app context.

``tests/scenes/test_gallery.py`` renders the gallery at every supported window size, in
every language and at both ends of the text-size setting; ``BANG_SCREENSHOTS=/some/dir``
keeps the pictures (``<screen>-<width>x<height>-<language>-<text size>.png``).
The games behind the screens (finished games, a saved game, a table waiting for its
human) are played once per test module into a data folder (``GalleryData``) that each
context reopens, so a size or a language costs only the drawing.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from game.ai import RandomAgent
from game.session import SeatConfig, Session
from game.state import WaitingKind
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.lessons.lesson import lessons
from scenes.lessons.listing import LessonsScene
from scenes.lessons.summary import LessonSummaryScene
from scenes.records.replay import ReplayScene
from scenes.records.replays import ReplaysScene
from scenes.records.saved_games import LoadScene
from scenes.records.store import GameStore
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.save_name import SaveNameScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from scenes.screens.unfinished import UnfinishedGameScene
from scenes.table.config import TableConfig
from scenes.table.game_out import OutOfGameScene
from scenes.table.handover import HandoverScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import make_ctx

SIZES = ((800, 600), (1280, 720), (1920, 1080))
LANGUAGES = ("en", "ru", "cs")
TEXT_SCALES = (0.85, 1.3)
"""The smallest and the largest text size the settings offer."""

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")
BOTH = ("dodge_city", "high_noon")


def seats(players: int, humans: int = 1) -> list[SeatConfig]:
    return [SeatConfig(name) if i < humans else SeatConfig(name, "normal") for i, name in enumerate(NAMES[:players])]


def play(session: Session, decisions: int, *, stop_at_human: bool, at_least: int = 0) -> None:
    """Decisions for every seat (a random choice for a human's), until a human's play phase after ``at_least``."""
    chooser = RandomAgent(5)
    for _ in range(decisions):
        seat = session.game.decider
        if seat is None:
            return
        if session.is_human(seat):
            game = session.game
            if stop_at_human and len(game.log) >= at_least and game.waiting_kind is WaitingKind.PLAY:
                return
            session.submit(seat, chooser.choose(game.view_for(seat)))
        else:
            session.step_ai()


@dataclass
class GalleryData:
    """The games the screens show, played once: a data folder and tables waiting for their human."""

    folder: Path
    tables: dict[str, tuple[TableConfig, Session]]
    finished: Session

    @classmethod
    def build(cls, folder: Path) -> GalleryData:
        store = GameStore(folder)
        finished = None
        for seed in range(3):
            session = Session(seats(5), 40 + seed, expansions=BOTH)
            store.watch(session)
            play(session, 100_000, stop_at_human=False)
            finished = session
        assert finished is not None
        saved = Session(seats(4), 12)
        store.watch(saved)
        play(saved, 400, stop_at_human=True, at_least=30)
        store.save_as("Saloon fight", saved)
        tables = {}
        for name, players, humans, expansions, seed in (
            ("table-3", 3, 1, BOTH, 3), ("table-4", 4, 1, (), 12), ("table-7", 7, 1, BOTH, 42),
            ("table-8", 8, 1, BOTH, 8), ("table-hot-seat", 5, 2, ("dodge_city",), 5),
        ):
            tables[name] = waiting_table(players, humans, expansions, seed)
        store.writer.flush()
        store.close()
        return cls(folder, tables, finished)

    def context(self, size: tuple[int, int], language: str, text_scale: float) -> AppContext:
        ctx = make_ctx(size, language=language)
        ctx.settings = replace(ctx.settings, language=language, ui_scale=text_scale)
        ctx.games = GameStore(self.folder)
        return ctx

    def table(self, ctx: AppContext, name: str) -> TableScene:
        config, session = self.tables[name]
        return TableScene(ctx, config, session)


def waiting_table(players: int, humans: int, expansions: tuple[str, ...], seed: int) -> tuple[TableConfig, Session]:
    """A game some rounds in, waiting for a human's play phase (the first seed from ``seed`` that gets there)."""
    for tried in range(seed, seed + 50):
        config = TableConfig(tuple(seats(players, humans)), tried, expansions=expansions)
        session = Session(list(config.seats), tried, ask_always=config.ask_always, expansions=expansions)
        play(session, 3000, stop_at_human=True, at_least=8 * players)
        game = session.game
        if game.decider is not None and session.is_human(game.decider) and game.waiting_kind is WaitingKind.PLAY:
            return config, session
    raise AssertionError(f"no game of {players} from seed {seed} reached a human's turn")


Build = Callable[[AppContext, GalleryData], list[Scene]]


def _table(name: str) -> Build:
    return lambda ctx, data: [data.table(ctx, name)]


def _aiming(ctx: AppContext, data: GalleryData) -> list[Scene]:
    """A card picked whose targets are lit on the seats."""
    table = data.table(ctx, "table-7")
    for card in table.model.hand:
        if any(getattr(action, "target", None) is not None for action in table.card_actions(card)):
            table.click_hand(card)
            break
    return [table]


def _out(ctx: AppContext, data: GalleryData) -> list[Scene]:
    table = data.table(ctx, "table-7")
    return [table, OutOfGameScene(ctx, several=False, skip=lambda: None, watch=lambda: None)]


def _results(ctx: AppContext, data: GalleryData) -> list[Scene]:
    finished = data.finished
    config = TableConfig(tuple(finished.seats), 42, expansions=BOTH)
    return [ResultsScene(ctx, config, finished)]


def _replay(ctx: AppContext, data: GalleryData) -> list[Scene]:
    finished = data.finished
    setup = finished.game.setup
    assert setup is not None
    replay = ReplayScene(ctx, tuple(finished.seats), setup, list(finished.game.log))
    replay.seek(len(finished.game.log) // 2)
    return [replay]


def _pause(ctx: AppContext, data: GalleryData) -> list[Scene]:
    table = data.table(ctx, "table-4")
    return [table, PauseScene(ctx, lambda: None, table.session)]


def _save_name(ctx: AppContext, data: GalleryData) -> list[Scene]:
    table = data.table(ctx, "table-4")
    return [table, SaveNameScene(ctx, table.session, lambda _name: None)]


def _handover(ctx: AppContext, data: GalleryData) -> list[Scene]:
    return [HandoverScene(ctx, "Bill", lambda: None)]


def _unfinished(ctx: AppContext, data: GalleryData) -> list[Scene]:
    assert ctx.games is not None
    entries, _problems = ctx.games.saves()
    record, problem = ctx.games.load(entries[0])
    assert record is not None, problem
    return [MenuScene(ctx), UnfinishedGameScene(ctx, record, lambda: None)]


def _setup(ctx: AppContext, data: GalleryData) -> list[Scene]:
    setup = SetupScene(ctx)
    setup.count = 7
    return [setup]


def _lesson_summary(ctx: AppContext, data: GalleryData) -> list[Scene]:
    return [LessonSummaryScene(ctx, lessons()[0])]


SCREENS: dict[str, Build] = {
    "menu": lambda ctx, data: [MenuScene(ctx)],
    "setup": _setup,
    "settings": lambda ctx, data: [SettingsScene(ctx)],
    "rules": lambda ctx, data: [RulesScene(ctx)],
    "statistics": lambda ctx, data: [StatisticsScene(ctx)],
    "saved-games": lambda ctx, data: [LoadScene(ctx)],
    "replays": lambda ctx, data: [ReplaysScene(ctx)],
    "replay": _replay,
    "lessons": lambda ctx, data: [LessonsScene(ctx)],
    "lesson-summary": _lesson_summary,
    "unfinished": _unfinished,
    "table-3": _table("table-3"),
    "table-4": _table("table-4"),
    "table-7-aiming": _aiming,
    "table-8": _table("table-8"),
    "table-hot-seat": _table("table-hot-seat"),
    "handover": _handover,
    "out-of-game": _out,
    "pause": _pause,
    "save-name": _save_name,
    "results": _results,
}


def every_screen(ctx: AppContext, data: GalleryData) -> Iterator[tuple[str, list[Scene]]]:
    for name, build in SCREENS.items():
        yield name, build(ctx, data)
