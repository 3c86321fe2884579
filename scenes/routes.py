"""The composition root: the one module that knows every screen (``AppScreens``, the client's ``Screens``).

``main.py`` and the tests wire it into the app context; every screen reaches
the others only through ``ctx.screens``. Here too the table gets its coach:
hints and first-time tips in an ordinary game, the script in a lesson.
"""
from __future__ import annotations

from collections.abc import Callable

from game.actions import Action
from game.record import TableRecord
from game.series import Series
from game.session import SeatConfig, Session
from game.setup import GameSetup
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.lessons.hints import GameCoach
from scenes.lessons.lesson import Lesson
from scenes.lessons.lessoncoach import LessonCoach
from scenes.lessons.listing import LessonsScene
from scenes.lessons.practice import PracticeCoach, practice_config
from scenes.lessons.session import LessonTable
from scenes.lessons.summary import LessonSummaryScene
from scenes.records.replay import ReplayScene
from scenes.records.replays import ReplaysScene
from scenes.records.saved_games import LoadScene
from scenes.records.store import session_for
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
from scenes.table.scene import TableScene


class AppScreens:
    """Every destination of the client, built for one app context (``scenes.app.navigation.Screens``)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def menu(self) -> Scene:
        return MenuScene(self.ctx)

    def setup(self) -> Scene:
        return SetupScene(self.ctx)

    def table(self, config: TableConfig, *, series: Series | None = None) -> Scene:
        return TableScene(self.ctx, config, coach=GameCoach(), series=series)

    def unfinished_game(self, record: TableRecord, start: Callable[[], None]) -> Scene:
        return UnfinishedGameScene(self.ctx, record, start)

    def resumed_table(self, record: TableRecord, *, same_game: bool = True) -> Scene:
        game = record.game
        assert game.setup is not None  # records hold dealt games only
        session = session_for(record)
        if same_game and self.ctx.games is not None:
            self.ctx.games.continues(session, record)
        setup = game.setup
        config = TableConfig(record.seats, setup.seed, setup.rules.ask_always, setup.rules.expansions,
                             setup.rules.beginner, setup.characters)
        return TableScene(self.ctx, config, session, coach=GameCoach())

    def results(self, config: TableConfig, session: Session, series: Series | None) -> Scene:
        return ResultsScene(self.ctx, config, session, series)

    def replay(self, seats: tuple[SeatConfig, ...], setup: GameSetup, log: list[tuple[int, Action]]) -> Scene:
        return ReplayScene(self.ctx, seats, setup, log)

    def pause(self, restart: Callable[[], None], session: Session | None) -> Scene:
        return PauseScene(self.ctx, restart, session)

    def save_name(self, session: Session, on_saved: Callable[[str], None]) -> Scene:
        return SaveNameScene(self.ctx, session, on_saved)

    def saved_games(self) -> Scene:
        return LoadScene(self.ctx)

    def replays(self) -> Scene:
        return ReplaysScene(self.ctx)

    def statistics(self) -> Scene:
        return StatisticsScene(self.ctx)

    def rules(self) -> Scene:
        return RulesScene(self.ctx)

    def settings(self) -> Scene:
        return SettingsScene(self.ctx)

    def lessons(self) -> Scene:
        return LessonsScene(self.ctx)

    def lesson(self, lesson: Lesson) -> Scene:
        if lesson.is_practice:
            return TableScene(self.ctx, practice_config(self.ctx, lesson), coach=PracticeCoach(lesson))
        return LessonTable(self.ctx, lesson, LessonCoach(lesson))

    def lesson_summary(self, lesson: Lesson) -> Scene:
        return LessonSummaryScene(self.ctx, lesson)


def wire(ctx: AppContext) -> AppContext:
    """Give ``ctx`` the client's screens (what main.py and the tests do once, when the context is made)."""
    ctx.screens = AppScreens(ctx)
    return ctx
