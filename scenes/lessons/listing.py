"""Learn to play: the list of lessons in order, each done or not yet; choose one to play it.

Mouse: click a lesson. Keyboard: the arrows or Tab move, Enter starts,
Escape goes back. Starting a lesson keeps the stack as menu, list, table, so
that leaving a lesson comes back here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.app.context import AppContext
from scenes.app.i18n import N_
from scenes.app.scene import Scene
from scenes.lessons.lesson import Lesson, lessons
from scenes.lessons.progress import lessons_done
from scenes.lessons.script import LessonBroken
from scenes.records.describe import expansion_name
from scenes.records.settle import settle_unfinished_first
from scenes.ui import theme
from scenes.ui.scroll import ScrollWindow, draw_scrollbar
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, blit_text, draw_panel, draw_screen_title, report_overflow, wrap

BROKEN_LESSON = N_("This lesson cannot start: it no longer matches the rules of the game. Please report it.")


@dataclass
class Entry:
    lesson: Lesson
    at: pygame.Rect
    """Where the entry goes, its top counted from the list's first row (the rows of a long list scroll)."""
    row: int
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """Where it is on the screen now (empty while scrolled out of sight)."""


class LessonsScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.lessons = lessons()
        self.entries: list[Entry] = []
        self.focus = -1
        self.hovered = -1
        self.back = Button(pygame.Rect(0, 0, 0, 0), "", self.leave)
        self.notice = ""
        self.step = 0
        """How much smaller than nominal the list's text had to be to fit (0: not at all)."""
        self.window = ScrollWindow()
        self.scrolls = False
        self.page = 1
        self.row_count = 0
        self.row_pitch = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines_shown = (2, 2)
        """The most lines of a lesson's name and of its blurb an entry shows."""
        self._built_for: object = None

    def leave(self) -> None:
        self.ctx.stack.pop()

    def fonts(self, step: int = 0) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, lesson names and small lines; ``step`` makes the text of the list smaller, to fit."""
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        scale = (1.0, 0.9, 0.8, 0.72)[step]
        return (font(text_size(size, 60), "title"), font(text_size(size, 30 * scale, ts)),
                font(text_size(size, 23 * scale, ts)))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale)

    def _build(self) -> None:
        """Lay the lessons out in as few columns as fit, at the largest text size that fits; when none fits
        (a small window, large text), in rows that scroll."""
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        tr = self.ctx.tr
        pad = max(4, int(12 * r))
        gap = max(2, int(8 * r))
        count = len(self.lessons)
        fitted = None
        for step in range(4):
            title, name_font, small = self.fonts(step)
            top = int(h * 0.04) + title.get_linesize() + small.get_linesize() + pad
            back_h = name_font.get_linesize() + pad
            room = h - back_h - 3 * pad - top
            for columns in (1, 2, 3):
                width, column_w, names, blurbs = self._columns(columns, name_font, small, pad, gap)
                natural = names * name_font.get_linesize() + blurbs * small.get_linesize() + pad
                if -(-count // columns) * (natural + gap) <= room and blurbs <= 2 and names <= 2:
                    fitted = (step, columns)
                    break
            if fitted is not None:
                break
        self.step, columns = fitted if fitted is not None else (0, self._shortest(pad, gap))
        title, name_font, small = self.fonts(self.step)
        top = int(h * 0.04) + title.get_linesize() + small.get_linesize() + pad
        back_h = name_font.get_linesize() + pad
        room = h - back_h - 3 * pad - top
        width, column_w, names, blurbs = self._columns(columns, name_font, small, pad, gap)
        self.lines_shown = (names, blurbs)
        natural = names * name_font.get_linesize() + blurbs * small.get_linesize() + pad
        rows = -(-count // columns)
        self.scrolls = fitted is None
        """No layout fits the window: the entries go in rows, left to right, and the rows scroll."""
        self.page = max(1, (room + gap) // (natural + gap)) if self.scrolls else rows
        shown_rows = self.page if self.scrolls else rows
        entry_h = min(int(natural * (1.2 if self.scrolls else 1.4)), (room + gap) // shown_rows - gap)
        self.box = pygame.Rect(w // 2 - width // 2, top, width + 2 * pad, self.page * (entry_h + gap))
        self.entries = []
        for index, lesson in enumerate(self.lessons):
            row, column = divmod(index, columns) if self.scrolls else divmod(index, rows)[::-1]
            rect = pygame.Rect(self.box.left + column * (column_w + gap), row * (entry_h + gap), column_w, entry_h)
            self.entries.append(Entry(lesson, rect, row))
        self.row_count = rows
        self.row_pitch = entry_h + gap
        back_label = tr.gettext("Back")
        back_w = max(int(300 * r), name_font.size(back_label)[0] + 4 * pad)
        self.back = Button(pygame.Rect(w // 2 - back_w // 2, h - back_h - 2 * pad, back_w, back_h), back_label,
                           self.leave)
        self._built_for = self._key()
        self._place()

    def _shortest(self, pad: int, gap: int) -> int:
        """The number of columns (1 to 3) in which the whole list, scrolled, is shortest."""
        _title, name_font, small = self.fonts(0)

        def height(columns: int) -> int:
            _width, _column_w, names, blurbs = self._columns(columns, name_font, small, pad, gap)
            natural = names * name_font.get_linesize() + blurbs * small.get_linesize() + pad
            return -(-len(self.lessons) // columns) * (natural + gap)

        return min((1, 2, 3), key=height)

    def _columns(self, columns: int, name_font: pygame.font.Font, small: pygame.font.Font, pad: int,
                 gap: int) -> tuple[int, int, int, int]:
        """The list's width, a column's width, and the most lines a lesson's name and blurb take in it."""
        r = reading_scale(self.ctx.size)
        width = min(self.ctx.size[0] - 4 * pad, int(1000 * r) * columns)
        column_w = (width - gap * (columns - 1)) // columns
        blurbs = max(len(self.blurb_lines(lesson, small, column_w, pad)) for lesson in self.lessons)
        names = max(len(self.name_lines(lesson, name_font, small, column_w, pad)) for lesson in self.lessons)
        return width, column_w, names, blurbs

    def _place(self) -> None:
        """Each entry's rect on the screen: the rows in sight of a scrolled list; none for the others."""
        shown = self.window.rows(self.row_count, self.page)
        for entry in self.entries:
            if entry.row in shown:
                entry.rect = entry.at.move(0, self.box.top - shown.start * self.row_pitch)
            else:
                entry.rect = pygame.Rect(0, 0, 0, 0)

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    def resume(self) -> None:
        self._built_for = None

    def start(self, index: int) -> None:
        lesson = self.lessons[index]
        if lesson.is_practice:  # a real game, autosaved like any other
            settle_unfinished_first(self.ctx, lambda: self.open(lesson))
        else:
            self.open(lesson)

    def open(self, lesson: Lesson) -> None:
        try:
            table = self.ctx.screens.lesson(lesson)
        except LessonBroken:
            self.notice = self.ctx.tr.gettext(BROKEN_LESSON)
            return
        self.ctx.go(table, replace=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if self.back.handle_event(event):
            return True
        count = len(self.entries)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB) and count:
                backwards = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self.focus = (self.focus + (-1 if backwards else 1)) % count
            elif event.key in (pygame.K_UP, pygame.K_LEFT) and count:
                self.focus = (self.focus - 1) % count if self.focus >= 0 else count - 1
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and self.scrolls:
                self.window.scroll(self.page if event.key == pygame.K_PAGEDOWN else -self.page)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus >= 0:
                self.start(self.focus)
            if 0 <= self.focus < count:
                self.window.reveal(self.entries[self.focus].row)
            self._place()
            return True
        if event.type == pygame.MOUSEWHEEL and self.scrolls:
            self.window.scroll(-event.y)
            self._place()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for i, e in enumerate(self.entries) if e.rect.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = next((i for i, e in enumerate(self.entries) if e.rect.collidepoint(event.pos)), -1)
            if index >= 0:
                self.start(index)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        tr = self.ctx.tr
        w, h = surface.get_size()
        r = reading_scale(self.ctx.size)
        title, name_font, small = self.fonts(self.step)
        pad = max(4, int(12 * r))
        y = int(h * 0.04)
        draw_screen_title(surface, tr.gettext("Learn to play"), title, y)
        done = lessons_done(self.ctx)
        finished = sum(1 for lesson in self.lessons if lesson.key in done)
        progress = tr.ngettext("{done} of {count} lesson done", "{done} of {count} lessons done",
                               len(self.lessons)).format(done=finished, count=len(self.lessons))
        line = self.notice or progress
        blit_text(surface, line, small, (w // 2, y + title.get_linesize()), theme.DANGER if self.notice else
                  theme.MUTED, "midtop")
        for index, entry in enumerate(self.entries):
            if entry.rect.width:
                self.draw_entry(surface, entry, index, entry.lesson.key in done, name_font, small, pad)
        if self.scrolls:
            draw_scrollbar(surface, self.box, self.window, self.row_count, self.page)
        self.back.draw(surface, name_font)

    def draw_entry(self, surface: pygame.Surface, entry: Entry, index: int, done: bool, name_font: pygame.font.Font,
                   small: pygame.font.Font, pad: int) -> None:
        tr = self.ctx.tr
        rect = entry.rect
        lit = index in (self.focus, self.hovered)
        draw_panel(surface, rect, alpha=255 if lit else 200)
        if lit:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 3, border_radius=8)
        names_shown, blurbs_shown = self.lines_shown
        blurb = self.blurb_lines(entry.lesson, small, rect.width, pad)[:blurbs_shown]
        names = self.name_lines(entry.lesson, name_font, small, rect.width, pad)[:names_shown]
        height = len(names) * name_font.get_linesize() + len(blurb) * small.get_linesize()
        y = rect.centery - height // 2
        status = tr.gettext("done") if done else tr.gettext("not yet")
        status_rect = blit_text(surface, status, small, (rect.right - pad, y + name_font.get_linesize() // 2),
                                theme.GOOD if done else theme.MUTED, "midright")
        room = status_rect.left - rect.left - 3 * pad
        for line in names:
            self.fitted(surface, line, name_font, (rect.left + pad, y), room, theme.GOOD if done else theme.TEXT)
            y += name_font.get_linesize()
        tag = self.expansion_tag(entry.lesson)
        if tag:
            blit_text(surface, tag, small, (rect.right - pad, y), theme.HIGHLIGHT, "topright")
        room = rect.width - 2 * pad - (small.size(tag)[0] + pad if tag else 0)
        for line in blurb:
            self.fitted(surface, line, small, (rect.left + pad, y), room, theme.MUTED)
            y += small.get_linesize()

    def expansion_tag(self, lesson: Lesson) -> str:
        """The expansions a lesson needs, as the set-up names them ("High Noon"), or "" for the base game."""
        return " + ".join(expansion_name(self.ctx.tr, name) for name in lesson.expansions)

    def blurb_lines(self, lesson: Lesson, small: pygame.font.Font, width: int, pad: int) -> list[str]:
        """The lesson's blurb in lines that leave room, on the first, for the expansions it needs."""
        tag = self.expansion_tag(lesson)
        room = width - 2 * pad - (small.size(tag)[0] + pad if tag else 0)
        return wrap(self.ctx.tr.gettext(lesson.blurb), small, room)

    def name_lines(self, lesson: Lesson, name_font: pygame.font.Font, small: pygame.font.Font, width: int,
                   pad: int) -> list[str]:
        """The lesson's number and title in lines that leave room for its status on the right."""
        tr = self.ctx.tr
        status = max(small.size(tr.gettext("done"))[0], small.size(tr.gettext("not yet"))[0])
        return wrap(f"{lesson.number}. {tr.gettext(lesson.title)}", name_font, width - status - 4 * pad)

    @staticmethod
    def fitted(surface: pygame.Surface, text: str, font: pygame.font.Font, pos: tuple[int, int], room: int,
               colour: tuple[int, int, int]) -> None:
        """Text at ``pos``; one that does not fit ``room`` is reported (the tests look) and shortened."""
        if font.size(text)[0] > room:
            report_overflow(f"lesson list entry {text!r} is wider than {room} px")
            while font.size(text + "…")[0] > room and len(text) > 1:
                text = text[:-1]
            text += "…"
        blit_text(surface, text, font, pos, colour)
