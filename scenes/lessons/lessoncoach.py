"""The coach of a lesson: the script's text beside the table, what it points at, and the end.

Each step shows in a note over the log column once the table is still: a text
to read (Next, or Enter, goes on) or the decision to take (made at the table
with its normal controls). While there is something to read, a click on the
table only says so. A refused decision is explained in the lesson's words, or
in the engine's with the lesson's addition, and stays explained until the next
step. When the script is over the lesson is marked done and its summary shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game.actions import Action
from scenes.app.i18n import N_
from scenes.lessons.lesson import Lesson, Point, Step
from scenes.lessons.navigate import open_lessons
from scenes.lessons.panel import Corner, Note, PlacedNote, ring
from scenes.lessons.progress import mark_done
from scenes.lessons.script import READ_FIRST, LessonBroken
from scenes.table.coach import Coach
from scenes.ui import theme

if TYPE_CHECKING:
    from scenes.lessons.session import LessonSession, LessonTable

DECIDE_AT_THE_TABLE = N_("This step waits for your move at the table, not for Next: click a card, a seat or a "
                         "button (E ends the turn).")
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
BUTTON_KEYS = {"end": pygame.K_e, "pass": pygame.K_t, "ability": pygame.K_a}
OTHERS_TURN_WHILE_READING = N_("It is {player}'s turn: the game goes on when you press Next.")
BROKEN = N_("This lesson cannot go on: it no longer matches the rules of the game. Please report it.")


class LessonCoach(Coach):
    """Shows a lesson's steps at the table and ends the lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.step: Step | None = None
        """The step shown (the current one once the table is still)."""
        self.explanation = ""
        """Why the learner's last attempt was refused, shown until the step changes."""
        self.finished = False
        self.clock = 0.0
        self.placed: list[PlacedNote] = []

    def fresh(self) -> LessonCoach:
        return LessonCoach(self.lesson)

    @property
    def table(self) -> LessonTable:
        """The lesson's table (a lesson coach sits at no other)."""
        return cast("LessonTable", self.scene)

    @property
    def session(self) -> LessonSession:
        return self.table.lesson_session

    @property
    def reading(self) -> bool:
        """A text is shown that the learner must confirm with Next."""
        return self.step is not None and self.step.kind == "say" and not self.finished

    # --- the flow -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        session = self.session
        if self.finished or session.broken is not None or not self.scene.events.idle:
            return
        run = session.run
        try:
            run.run_checks()
            step = run.current
            if step is not None and step.kind in ("task", "decision"):
                self.check_not_stuck(step)
        except LessonBroken as error:
            session.broken = str(error)
            return
        if step is not self.step:
            self.step = step
            self.explanation = ""
            self.scene.message_timer = 0.0  # the last step's refusal is answered: it goes with it
        if step is None:
            self.finish()

    def check_not_stuck(self, step: Step) -> None:
        """The engine waits for the decision the step makes (or for a seat an AI plays)."""
        run = self.session.run
        decider = run.game.decider
        if decider is not None and decider != run.learner and run.agent_for(decider) is not None:
            return
        run.check_waiting(step)

    def next(self) -> None:
        """Next: the text was read."""
        if self.reading:
            self.session.run.advance()
            self.step = None  # the next step shows when the table is still

    def finish(self) -> None:
        self.finished = True
        ctx = self.scene.ctx
        mark_done(ctx, self.lesson.key)
        ctx.stack.push(ctx.screens.lesson_summary(self.lesson))

    # --- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        for placed in self.placed:
            for button in placed.buttons:
                if button.handle_event(event):
                    return True
        if not self.reading:
            if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and self._enter_does_nothing():
                self.explanation = self.scene.ctx.tr.gettext(DECIDE_AT_THE_TABLE)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in NEXT_KEYS:
                self.next()
                return True
            return bool(event.key != pygame.K_ESCAPE)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.explanation = self.scene.ctx.tr.gettext(READ_FIRST)
            return True
        return False

    def _enter_does_nothing(self) -> bool:
        """At a decision, Enter acts only on what is focused or a choice to confirm (as at any table)."""
        table = self.table
        return table.focus.focused is None and table.choice.pending is None

    def waiting_text(self, player: str) -> str | None:
        """While a text is read, the table waits for the learner, not for the player whose turn it is."""
        return self.scene.ctx.tr.gettext(OTHERS_TURN_WHILE_READING).format(player=player) if self.reading else None

    def refusal_text(self, text: str, action: Action | None) -> str:
        step = self.step
        objected, self.session.objected = self.session.objected, False  # a later refusal may be the rules' own
        if not objected and step is not None:
            why = self.session.run.why_refused(action) if action is not None else ""
            addition = why or step.forbidden  # the rules' reason, then the lesson's for this very mistake
            if addition:
                text = f"{text} {self.scene.ctx.tr.gettext(addition)}"
        self.explanation = text
        return text

    # --- drawing -------------------------------------------------------------------------

    def note(self) -> Note | None:
        tr = self.scene.ctx.tr
        title = tr.gettext("Lesson {number}: {title}").format(number=self.lesson.number,
                                                             title=tr.gettext(self.lesson.title))
        if self.session.broken is not None:
            return Note(title, [tr.gettext(BROKEN)], colour=theme.DANGER,
                        buttons=[(tr.gettext("Back to the lessons"), None, self.leave)])
        step = self.step
        if step is None or step.kind not in ("say", "task"):
            return None
        if step.kind == "say":
            return Note(title, [tr.gettext(step.say)], alert=self.explanation,
                        buttons=[(tr.gettext("Next"), pygame.K_RETURN, self.next)])
        return Note(title, [tr.gettext(step.say)], colour=theme.GOOD, alert=self.explanation)

    def leave(self) -> None:
        open_lessons(self.scene.ctx)

    def draw(self, surface: pygame.Surface) -> None:
        note = self.note()
        self.placed = Corner(self.scene).draw(surface, [note]) if note is not None else []
        step = self.step
        if step is None or self.finished:
            return
        for point in step.point:
            rect = self.point_rect(point)
            if rect is not None:
                ring(surface, rect, self.clock, self.scene.layout.scale)

    def point_rect(self, point: Point) -> pygame.Rect | None:
        """Where ``point`` is on the table now, or None if it is not shown."""
        scene = self.scene
        drawer = scene.drawer
        layout = scene.layout
        seats = self.session.run.scenario.seats
        seat = seats.get(point.name, -1)
        if point.kind == "seat":
            return scene.seat_rect(seat)
        named = {"role": drawer.seats.role_rects, "character": drawer.seats.character_rects,
                 "badge": drawer.distance_rects}
        if point.kind in named:
            return dict(named[point.kind]).get(seat)
        cards = scene.session.game.state.cards
        if point.kind == "card":
            return next((rect for card, rect in drawer.hand_rects if cards[card].name == point.card), None)
        if point.kind == "pick":
            return next((rect for card, rect in drawer.pick_rects if cards[card].name == point.card), None)
        if point.kind == "in_play":
            in_play = scene.model.seats[seat].in_play
            return next((rect for card, rect in drawer.card_rects if card in in_play and cards[card].name ==
                         point.card), None)
        if point.kind == "button":
            hotkey = BUTTON_KEYS[point.name]
            return next((button.rect for button in scene.buttons if button.hotkey == hotkey), None)
        places = {"deck": layout.deck, "discard": layout.discard, "check": layout.check, "hand": layout.hand,
                  "prompt": layout.prompt, "log": layout.log}
        return places.get(point.kind)
