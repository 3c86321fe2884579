"""The lesson check: every lesson played to its end at the real table, by posting a learner's inputs.

For each lesson the script is first walked against the engine alone
(``script.play_through``), then the lesson is opened at the table and played
as a learner would: Next on each text (a click or Enter), and at each decision
first the mistakes the step lists and one other decision the rules allow (each
must be explained, by the rules or the lesson, and change nothing), then the
wanted decision, by clicking the cards, seats and buttons. The lesson must end
with its summary. Optionally every screen is saved and checked for text that
overflows. The practice game is played to its end following the hints.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.actions import (
    Action,
    ChooseCard,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    TargetCard,
    UseAbility,
)
from game.ai.hint import hint_for
from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.lessons.hints import GameCoach, describe
from scenes.lessons.lesson import DATA_DIR, Lesson, LessonFile, Step, lesson_files, lessons
from scenes.lessons.lessoncoach import LessonCoach
from scenes.lessons.progress import lessons_done
from scenes.lessons.script import TRY_AGAIN, LessonBroken, play_through
from scenes.lessons.session import LessonSession, LessonTable
from scenes.lessons.summary import LessonSummaryScene
from scenes.routes import wire
from scenes.table.game_out import OutOfGameScene
from scenes.table.scene import TableScene
from scenes.ui.widgets import start_text_audit, stop_text_audit

FRAME_LIMIT = 6000
"""Frames a lesson may take at instant speed before it counts as stuck."""
PRACTICE_DECISIONS = 3000


class CheckFailed(Exception):
    """The lesson cannot be played through; the message says where and why."""


class Unsupported(CheckFailed):
    """The table has no input for a decision the lesson wants (the expansions' table is not there yet)."""


@dataclass(frozen=True)
class CheckResult:
    name: str
    title: str
    finished: bool
    reason: str = ""

    def line(self) -> str:
        if self.finished:
            return f"finished {self.name}: {self.title}"
        return f"FAILED {self.name}: {self.title}: {self.reason}"


def make_context(size: tuple[int, int] = (1280, 720), language: str = "en") -> AppContext:
    """A headless context: no settings file, instant animations, no AI pause."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not pygame.get_init():
        pygame.init()
    screen = pygame.display.set_mode(size)
    return wire(AppContext(screen, Assets(), Translator(language), Options(animation_speed=0.0, ai_delay=0.0)))


def frame(ctx: AppContext, *, draw: bool = True) -> None:
    """One frame as the app runs it: events, update, draw (unless told not to), scene changes."""
    for event in pygame.event.get():
        ctx.stack.handle_event(event)
    ctx.stack.update(1 / 60)
    if draw:
        ctx.screen.fill((0, 0, 0))
        ctx.stack.draw(ctx.screen)
    ctx.stack.apply_pending()


def click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def press(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


Gesture = Callable[[], None]


def free_spot(table: TableScene, target: int) -> tuple[int, int]:
    """A point of the seat that no card in play covers: a click on a card in play takes that card, not the seat
    (at 800x600 the top seat's cards in play lie across its centre)."""
    rect = table.seat_rect(target)
    chips = [chip for _, _, chip in table.drawer.seats.chips]
    steps = range(1, 8)
    spots = [rect.center] + [(rect.left + rect.width * i // 8, rect.top + rect.height * j // 8)
                             for j in steps for i in steps]
    return next((spot for spot in spots if not any(chip.collidepoint(spot) for chip in chips)), rect.center)


def gestures(table: TableScene, action: Action) -> Iterator[Gesture]:
    """The clicks that make ``action`` at the table, one per frame (each reads the rects of the last frame).

    :raises Unsupported: the table offers no way to make it.
    """
    state = table.session.game.state
    viewer = table.viewer
    drawer = table.drawer

    def hand_card(card: int) -> Gesture:
        def go() -> None:
            rect = dict(drawer.hand_rects).get(card)
            if rect is None:
                raise CheckFailed(f"{state.cards[card].label} is not shown in the hand")
            click(rect.center)
        return go

    def seat(target: int) -> Gesture:
        return lambda: click(free_spot(table, target))

    def button(hotkey: int | None = None, label: str | None = None) -> Gesture:
        def go() -> None:
            found = [b for b in table.prompt_buttons() if (hotkey is not None and b.hotkey == hotkey)
                     or (label is not None and b.label == label)]
            if not found:
                raise CheckFailed(f"no button for {describe(table, action)!r}")
            click(found[0].rect.center)
        return go

    def pick(card: int) -> Gesture:
        """A card shown to choose from, or one in the viewer's play area (The Daltons take one from there)."""
        def go() -> None:
            rect = dict(drawer.pick_rects).get(card)
            if rect is None:
                rect = next((rect for seat, c, rect in drawer.seats.chips if c == card and seat == viewer), None)
            if rect is None:
                raise CheckFailed(f"{state.cards[card].label} is not shown to pick")
            click(rect.center)
        return go

    def chip(card: int) -> Gesture:
        """A card in the viewer's play area (a green card used from there)."""
        def go() -> None:
            rect = next((rect for _, c, rect in drawer.seats.chips if c == card), None)
            if rect is None:
                raise CheckFailed(f"{state.cards[card].label} is not shown in play")
            click(rect.center)
        return go

    def chosen(card: TargetCard) -> Gesture:
        def go() -> None:
            rect = dict(drawer.chooser_rects).get(card)
            if rect is None:
                raise CheckFailed("the card to take is not offered")
            click(rect.center)
        return go

    def asks_which(play: PlayCard) -> bool:
        """The table asks which card of the target only when there is more than one to choose."""
        offered = {a.target_card for a in table.session.game.legal_actions(viewer)
                   if isinstance(a, PlayCard) and a.card == play.card and a.target == play.target}
        return play.target_card is not None and len(offered) > 1

    in_hand = state.players[viewer].hand
    card = getattr(action, "card", None)
    if isinstance(action, (PlayCard, Respond)) and card not in in_hand:
        yield chip(action.card)
        if isinstance(action, PlayCard) and action.target is not None:
            yield seat(action.target)
            if asks_which(action) and action.target_card is not None:
                yield chosen(action.target_card)
    elif isinstance(action, PlayCard):
        yield hand_card(action.card)
        if action.target is not None:
            yield seat(action.target)
            if asks_which(action) and action.target_card is not None:
                yield chosen(action.target_card)
        if action.cost is not None:
            yield hand_card(action.cost)
    elif isinstance(action, (Respond, DiscardCard)):
        yield hand_card(action.card)
    elif isinstance(action, Pass):
        yield button(hotkey=pygame.K_t)
    elif isinstance(action, EndTurn):
        yield button(hotkey=pygame.K_e)
    elif isinstance(action, ChooseSource):
        yield button(label=describe(table, action))
    elif isinstance(action, PickCard):
        yield pick(action.card)
    elif isinstance(action, ChooseCard):
        yield chosen(action.target_card)
    elif isinstance(action, KeepCards):
        yield pick(action.cards[0])
        yield pick(action.cards[1])
        yield button(hotkey=pygame.K_k)
    elif isinstance(action, UseAbility):
        yield button(hotkey=pygame.K_a)
        for number in action.cards:
            yield hand_card(number)
        if action.target is not None:
            yield seat(action.target)
    else:
        raise Unsupported(f"the table cannot make {type(action).__name__} yet")


class LessonPlayer:
    """Plays one lesson at a headless table, as a learner would."""

    def __init__(self, ctx: AppContext, lesson: Lesson, *, shots: Path | None = None) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self.shots = shots
        table = ctx.screens.lesson(lesson)
        assert isinstance(table, LessonTable)
        self.table = table
        self.frames = 0
        self.screens = 0
        self.clicked_next = False

    @property
    def session(self) -> LessonSession:
        return self.table.lesson_session

    @property
    def coach(self) -> LessonCoach:
        assert isinstance(self.table.coach, LessonCoach)
        return self.table.coach

    def frame(self, *, draw: bool = True) -> None:
        self.frames += 1
        if self.frames > FRAME_LIMIT:
            step = self.session.run.current
            where = f"step {step.number}" if step is not None else "the end"
            raise CheckFailed(f"stuck at {where}")
        frame(self.ctx, draw=draw)
        if self.session.broken is not None:
            raise CheckFailed(self.session.broken)

    def look(self) -> None:
        """Draw the screen as it is now: the rects the next click reads, and a picture to check and keep."""
        self.ctx.screen.fill((0, 0, 0))
        self.ctx.stack.draw(self.ctx.screen)

    def shoot(self, what: str) -> None:
        if self.shots is None:
            return
        self.screens += 1
        w, h = self.ctx.size
        lesson = f"{self.lesson.number:02d}-{self.lesson.key}"
        name = f"{lesson}-{self.ctx.tr.language}-{w}x{h}-{self.screens:02d}-{what}.png"
        pygame.image.save(self.ctx.screen, str(self.shots / name))

    def play(self) -> None:
        """Play the lesson to its summary; raises CheckFailed saying where it stopped."""
        ctx = self.ctx
        ctx.stack.push(self.table)
        ctx.stack.apply_pending()
        done_step: Step | None = None
        while True:
            self.frame(draw=False)  # drawn only when there is something to see or click
            top = ctx.stack.top
            if isinstance(top, LessonSummaryScene):
                self.look()
                self.shoot("summary")
                if self.lesson.key not in lessons_done(ctx):
                    raise CheckFailed("the lesson ended without being marked done")
                return
            step = self.coach.step
            if step is None or step is done_step or not self.table.events.idle:
                continue
            if step.kind == "say" and self.coach.reading:
                self.look()
                self.shoot(f"step{step.number}")
                self.next()
                done_step = step
            elif step.kind == "task" and self.table.awaiting_me:
                self.look()
                self.shoot(f"step{step.number}")
                self.try_mistakes(step)
                self.make(self.wanted(step))
                done_step = step

    def next(self) -> None:
        """Next: alternately the note's button and the Enter key."""
        self.clicked_next = not self.clicked_next
        buttons = [b for placed in self.coach.placed for b in placed.buttons]
        if self.clicked_next and buttons:
            click(buttons[-1].rect.center)
        else:
            press(pygame.K_RETURN)

    def wanted(self, step: Step) -> Action:
        wanted = self.session.run.wanted_actions()
        if not wanted:
            raise CheckFailed(f"step {step.number}: no legal decision is the one the lesson wants")
        return wanted[0]

    def make(self, action: Action, *, until_explained: bool = False) -> None:
        """Click ``action`` at the table; with ``until_explained``, stop as soon as a refusal is shown."""
        for gesture in gestures(self.table, action):
            gesture()
            self.frame()
            if until_explained and self.table.message:
                return
        if self.table.choice.pending is not None:
            press(pygame.K_RETURN)  # a decision that costs cards waits for Confirm
            self.frame()

    def try_mistakes(self, step: Step) -> None:
        """Each listed mistake, then one other legal decision: explained, and nothing changes."""
        run = self.session.run
        attempts = [(run.mistake_action(m), f"mistake {i}") for i, m in enumerate(step.mistakes, start=1)]
        other = self.other_decision(step, [action for action, _ in attempts])
        if other is not None:
            attempts.append((other, "another decision"))
        for action, label in attempts:
            self.explained(step, action, label)

    def other_decision(self, step: Step, tried: list[Action]) -> Action | None:
        """A legal decision the step does not want and the table can make, if there is one."""
        run = self.session.run
        for action in run.game.legal_actions(run.learner):
            if run.wants(action) or action in tried:
                continue
            try:
                list(gestures(self.table, action))
            except Unsupported:
                continue
            return action
        return None

    def explained(self, step: Step, action: Action, label: str) -> None:
        table, game = self.table, self.session.game
        refusal = game.refusal(self.session.learner, action)
        lesson_words = self.session.run.why(action) or step.wrong or TRY_AGAIN
        before = game.state.to_dict()
        table.message = ""
        self.coach.explanation = ""
        self.make(action, until_explained=True)
        self.frame()
        self.look()
        where = f"step {step.number}, {label} ({describe(table, action)})"
        if game.state.to_dict() != before:
            raise CheckFailed(f"{where}: the wrong decision was accepted")
        explanation = self.coach.explanation
        if not explanation or table.message != explanation:
            raise CheckFailed(f"{where}: it was not explained")
        tr = self.ctx.tr
        if refusal is not None:
            words = tr.gettext(refusal.key).format(**{k: tr.gettext(v) if k in ("card", "expected") and isinstance(
                v, str) else v for k, v in refusal.params.items()})
            if not explanation.startswith(words):
                raise CheckFailed(f"{where}: the rules' reason is not shown ({explanation!r})")
            why = self.session.run.why(action)
            if why and not explanation.endswith(tr.gettext(why)):
                raise CheckFailed(f"{where}: the lesson's reason for this mistake is not shown ({explanation!r})")
        elif explanation != tr.gettext(lesson_words):
            raise CheckFailed(f"{where}: the lesson's words are not shown ({explanation!r})")
        self.shoot(f"step{step.number}-wrong")
        click((1, 1), button=3)  # cancels a card still chosen
        self.frame()


def play_practice(ctx: AppContext, lesson: Lesson, seed: int = 7) -> None:
    """The practice game to its end, the learner following the hint at every decision."""
    ctx.options.seed = seed
    table = ctx.screens.lesson(lesson)
    assert isinstance(table, TableScene) and isinstance(table.coach, GameCoach)
    ctx.stack.push(table)
    ctx.stack.apply_pending()
    game = table.session.game
    for _ in range(PRACTICE_DECISIONS * 20):
        frame(ctx, draw=table.awaiting_me or ctx.stack.top is not table)  # the AI's turns need no picture
        top = ctx.stack.top
        if isinstance(top, OutOfGameScene):  # the learner is out: skip to the result, as offered
            if top.buttons.buttons:
                click(top.buttons.buttons[0].rect.center)
            continue
        if top is not table:
            break
        if not table.awaiting_me:
            continue
        ctx.stack.draw(ctx.screen)  # the rects of the hand, seats and buttons as they are now
        hint = hint_for(game.view_for(table.viewer), seed=len(game.log))
        before = len(game.log)
        for gesture in gestures(table, hint.action):
            gesture()
            frame(ctx)
        frame(ctx)
        if len(game.log) == before and game.decider == table.viewer and table.awaiting_me:
            raise CheckFailed(f"the hinted decision was not taken: {describe(table, hint.action)}")
    if not game.over:
        raise CheckFailed("the practice game did not end")
    frame(ctx)
    if lesson.key not in lessons_done(ctx):
        raise CheckFailed("the practice game ended without being marked done")


def check_file(found: LessonFile, *, size: tuple[int, int] = (1280, 720), language: str = "en",
               shots: Path | None = None, audit: bool = False) -> CheckResult:
    """Play one lesson file; every problem is a failure with its reason, never an exception."""
    if found.lesson is None:
        return CheckResult(found.name, found.name, False, found.problem)
    numbered = {lesson.key: lesson for lesson in lessons(found.path.parent, playable_only=False)}
    lesson = numbered.get(found.lesson.key, found.lesson)
    result = CheckResult(found.name, lesson.title, True)
    overflow = start_text_audit() if audit else None
    try:
        ctx = make_context(size, language)
        if lesson.is_practice:
            play_practice(ctx, lesson)
        else:
            play_through(lesson)
            LessonPlayer(ctx, lesson, shots=shots).play()
    except (LessonBroken, CheckFailed) as error:
        result = CheckResult(found.name, lesson.title, False, str(error))
    except Exception as error:  # one line per lesson, never a traceback
        result = CheckResult(found.name, lesson.title, False, f"{type(error).__name__}: {error}")
    finally:
        if audit:
            stop_text_audit()
    if result.finished and overflow:
        return CheckResult(found.name, lesson.title, False, f"text overflows: {overflow[0]}")
    return result


def pending_line(found: LessonFile, language: str = "en") -> str:
    """A lesson the table cannot play yet: its script must still play against the engine, and the table is
    tried, to tell when it can play it."""
    lesson = found.lesson
    assert lesson is not None
    try:
        play_through(lesson)
    except LessonBroken as error:
        return f"FAILED {found.name}: {lesson.title}: {error}"
    try:
        LessonPlayer(make_context(language=language), lesson).play()
    except CheckFailed as error:
        return f"waiting {found.name}: {lesson.title}: its script plays against the engine; at the table: {error}"
    return (f"waiting {found.name}: {lesson.title}: the table makes every decision it asks; set \"playable\" to "
            f"true once the table also shows what it teaches")


def check_all(language: str = "en", print_line: Callable[[str], None] = print, directory: Path = DATA_DIR) -> int:
    """Play every lesson; one line each, then ``N lessons finished, M failed``; 0 when all finished."""
    finished = failed = 0
    pending = []
    for found in lesson_files(directory):
        if found.lesson is not None and not found.lesson.playable:
            pending.append(found)
            continue
        result = check_file(found, language=language)
        print_line(result.line())
        if result.finished:
            finished += 1
        else:
            failed += 1
    for found in pending:
        line = pending_line(found, language)
        print_line(line)
        if line.startswith("FAILED"):
            failed += 1
    print_line(f"{finished} lessons finished, {failed} failed")
    return 0 if failed == 0 else 1
