"""A lesson at the table: a session whose other seats follow the script, and whose learner is coached.

``LessonSession`` stands where an ordinary ``Session`` stands: the table asks it
for the "AI" decisions (here the script's, or an AI's where the lesson leaves
a seat free) and passes it the learner's decisions, which the lesson may object
to in its own words before the rules core sees them. ``LessonTable`` is the
ordinary table scene, opened on the scenario's table as it is laid out.
"""
from __future__ import annotations

from game.actions import Action
from game.errors import IllegalActionError
from game.events import Event
from game.session import HUMAN, SeatConfig, Session
from scenes.app.context import AppContext
from scenes.app.i18n import Translator
from scenes.lessons.lesson import Lesson
from scenes.lessons.script import LessonBroken, ScriptRun
from scenes.table.animation import EventPlayer
from scenes.table.coach import Coach
from scenes.table.config import DEFAULT_NAMES, TableConfig
from scenes.table.model import TableModel
from scenes.table.scene import TableScene

SCRIPTED = "script"
"""The kind of a seat the script plays."""


def lesson_names(tr: Translator) -> dict[str, str]:
    """The lessons' player names (the set-up's default names) in the player's language."""
    return {name: tr.pgettext("default player name", name) for name in DEFAULT_NAMES}


class LessonSession(Session):
    """The game of one lesson, its script and its learner."""

    def __init__(self, lesson: Lesson, tr: Translator) -> None:
        names = lesson_names(tr)
        self.lesson = lesson
        self.run = ScriptRun(lesson, lambda name: names.get(name, name))
        seats = [SeatConfig(player.name, HUMAN if seat == self.run.learner else SCRIPTED)
                 for seat, player in enumerate(self.run.game.state.players)]
        super().__init__(seats, lesson.number, game=self.run.game, agents={})
        self.broken: str | None = None
        """Why the lesson cannot go on (it no longer matches the engine), once that happens."""
        self.objected = False
        """The last refusal was the lesson's own words (not the rules')."""

    @property
    def learner(self) -> int:
        return self.run.learner

    def step_ai(self) -> list[Event]:
        """The script's decision for the awaited seat, an AI's where the lesson leaves it free, or none yet."""
        seat = self.game.decider
        if seat is None or self.broken is not None:
            return []
        try:
            actions = self.run.scripted(seat)
            if actions is not None:
                return list(self.run.apply_scripted(seat, actions))
        except LessonBroken as error:
            self.broken = str(error)
            return []
        step = self.run.current
        agent = self.run.agent_for(seat)
        if step is None or step.kind == "say" or agent is None:
            return []  # the learner reads first; or the script is over
        return self.game.apply(seat, agent.choose(self.game.view_for(seat)))

    def submit(self, seat: int, action: Action) -> list[Event]:
        """The learner's decision: refused by the rules (their words) or by the lesson (its words), or made."""
        self.objected = False
        refusal = self.game.refusal(seat, action)
        if refusal is not None:
            raise refusal
        words = self.run.objection(action)
        if words is not None:
            self.objected = True
            raise IllegalActionError(words)
        events = self.game.apply(seat, action)
        self.run.advance()
        return events


class LessonTable(TableScene):
    """The ordinary table, playing a lesson."""

    keeps_saves = False
    """A lesson is neither autosaved nor kept as a replay or in the statistics (where the table keeps games)."""

    def __init__(self, ctx: AppContext, lesson: Lesson, coach: Coach) -> None:
        """``coach``: the lesson's script at the table (``LessonCoach``), handed in by whoever opens the lesson."""
        session = LessonSession(lesson, ctx.tr)
        self.lesson = lesson
        super().__init__(ctx, TableConfig(tuple(session.seats), seed=lesson.number), session=session, coach=coach)
        # The scenario's table is laid out already: show it as it is rather than dealing it.
        game = session.game
        self.model = TableModel.from_view(game.view_for(self.viewer), self.event_order)
        self.events = EventPlayer(self.model, self._spot, self._event_done, self._event_started, self.sight.redact)
        self.shown = len(game.history)
        self.rebuild_log()
        self.over_timer = -1e9
        """A lesson ends with its summary, never with the results screen."""

    @property
    def lesson_session(self) -> LessonSession:
        assert isinstance(self.session, LessonSession)
        return self.session

    def restart(self) -> None:
        self.ctx.go(self.ctx.screens.lesson(self.lesson))
