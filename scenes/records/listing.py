"""A list of kept games (saved games, replays): choose one with the mouse or the keys, open it or delete it.

Rows show when the game was saved, who plays, what was played (expansions, variant, series game) and how far it
went. Mouse: click a row to choose it,
click it again (or the first button) to open it, the wheel scrolls. Keys: Up/Down, Page Up/Down,
Home/End choose; Enter opens; Delete deletes (pressed twice: the first press asks); Tab moves through
the buttons; Escape goes back. A file that could not be read is never listed: it was set aside and
the problem is shown above the list.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.record import TableRecord
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.records.describe import game_text, players_text, status_text, when_text
from scenes.records.problems import StoreProblem
from scenes.records.store import Entry
from scenes.ui import theme
from scenes.ui.scroll import ScrollWindow, draw_scrollbar
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import (
    Button,
    blit_text,
    button_row,
    draw_panel,
    draw_screen_title,
    fit_text,
    list_step,
    move_focus,
    wrap,
)

MAX_PROBLEM_LINES = 6


@dataclass(frozen=True)
class ListTexts:
    """The msgids that make a list a list of saved games or of replays."""

    title: str
    empty: str
    open: str


class RecordListScene(Scene):
    """Subclasses say what the entries are and what opening one does."""

    texts: ListTexts

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.entries: list[Entry] = []
        self.problems: list[StoreProblem] = []
        self.selected = 0
        self.window = ScrollWindow()
        self.confirming: Entry | None = None
        """The entry whose deletion waits for a second press."""
        self.buttons: list[Button] = []
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._built_for: object = None
        self.reload()

    # --- what subclasses provide ----------------------------------------------------------

    def load_entries(self) -> tuple[list[Entry], list[StoreProblem]]:
        raise NotImplementedError

    def open_entry(self, entry: Entry) -> None:
        raise NotImplementedError

    def delete_entry(self, entry: Entry) -> StoreProblem | None:
        raise NotImplementedError

    def heading(self, entry: Entry) -> str:
        """The first line of a row."""
        return entry.info.label or when_text(self.ctx.tr, entry.info.saved_at)

    def extra_buttons(self) -> list[tuple[str, Callable[[], None], int | None]]:
        """More buttons after Open and Delete: label, action, hotkey."""
        return []

    # --- state ------------------------------------------------------------------------------------

    def reload(self) -> None:
        entries, problems = self.load_entries()
        self.entries = entries
        self.problems.extend(problems)
        self.selected = max(0, min(self.selected, len(entries) - 1))
        self.confirming = None
        self._built_for = None

    def resume(self) -> None:
        self.reload()

    @property
    def current(self) -> Entry | None:
        return self.entries[self.selected] if self.entries else None

    def choose(self, index: int) -> None:
        if self.entries:
            self.selected = max(0, min(index, len(self.entries) - 1))
        self.window.reveal(self.selected)
        self.confirming = None
        self._built_for = None

    def open_selected(self) -> None:
        entry = self.current
        self.confirming = None
        if entry is not None:
            self.open_entry(entry)

    def delete_selected(self) -> None:
        entry = self.current
        if entry is None:
            return
        if self.confirming is not entry:
            self.confirming = entry
            self._built_for = None
            return
        problem = self.delete_entry(entry)
        if problem is not None:
            self.problems.append(problem)
        self.reload()

    def report(self, problem: StoreProblem) -> None:
        """Opening failed: show why; the file was set aside, so it leaves the list."""
        self.problems.append(problem)
        self.reload()

    def opened(self, found: tuple[TableRecord | None, StoreProblem | None]) -> TableRecord | None:
        """The record a load returned; when there is none, say why (or drop the vanished entry) and give None."""
        record, problem = found
        if record is None:
            if problem is not None:
                self.report(problem)
            else:
                self.reload()
        return record

    # --- layout --------------------------------------------------------------------------------------

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return font(text_size(size, 60), "title"), font(text_size(size, 26, ts)), font(text_size(size, 21, ts))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, len(self.problems), len(self.entries))

    def _problem_lines(self, width: int) -> list[str]:
        _, _, small = self._fonts()
        lines: list[str] = []
        for problem in self.problems[-2:]:
            lines.extend(wrap(problem.describe(self.ctx.tr), small, width))
        return lines[-MAX_PROBLEM_LINES:]

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(14 * r))
        margin = max(10, int(w * 0.06))
        top = int(h * 0.03) + title.get_linesize() + pad
        problems = self._problem_lines(w - 2 * margin - 2 * pad)
        if problems:
            top += len(problems) * small.get_linesize() + 3 * pad
        button_h = font.get_linesize() + pad
        bottom = h - pad - button_h - pad
        self.list_rect = pygame.Rect(margin, top, w - 2 * margin, max(button_h, bottom - top))
        labels: list[tuple[str, Callable[[], None], int | None]] = [
            (tr.gettext(self.texts.open), self.open_selected, None),
            (tr.gettext("Delete?") if self.confirming is not None else tr.gettext("Delete"), self.delete_selected,
             pygame.K_DELETE),
            *self.extra_buttons(),
            (tr.gettext("Back"), self.ctx.stack.pop, pygame.K_ESCAPE),
        ]
        focus = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
        self.buttons = button_row(labels, font, min_width=int(150 * r), pad=pad, center_x=w // 2,
                                  top=h - pad - button_h, height=button_h, focus=focus)
        has_entry = self.current is not None
        self.buttons[0].enabled = has_entry
        self.buttons[1].enabled = has_entry
        self._built_for = self._key()

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    def row_height(self) -> int:
        _, font, small = self._fonts()
        return font.get_linesize() + small.get_linesize() + max(6, int(12 * reading_scale(self.ctx.size)))

    def rows_per_page(self) -> int:
        return max(1, (self.list_rect.height - 8) // self.row_height())

    # --- input ------------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and self._key_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.window.scroll(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    if index == self.selected and self.confirming is None:
                        self.open_selected()
                    else:
                        self.choose(index)
                    return True
        return any(button.handle_event(event) for button in self.buttons)

    def _key_event(self, event: pygame.event.Event) -> bool:
        key = event.key
        step = list_step(key, self.selected, len(self.entries), self.rows_per_page())
        if step is not None:
            self.choose(step)
            return True
        if key == pygame.K_TAB:
            move_focus(self.buttons, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focused = next((b for b in self.buttons if b.focused), None)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if focused is not None:
                if focused.enabled:
                    focused.on_click()
            else:
                self.open_selected()
            return True
        if key == pygame.K_ESCAPE and self.confirming is not None:
            self.confirming = None
            self._built_for = None
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        tr = self.ctx.tr
        w, h = surface.get_size()
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(14 * r))
        draw_screen_title(surface, tr.gettext(self.texts.title), title, int(h * 0.03))
        problems = self._problem_lines(self.list_rect.width - 2 * pad)
        if problems:
            box = pygame.Rect(self.list_rect.left, self.list_rect.top - len(problems) * small.get_linesize()
                              - 2 * pad, self.list_rect.width, len(problems) * small.get_linesize() + pad)
            draw_panel(surface, box)
            pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
            for i, line in enumerate(problems):
                blit_text(surface, line, small, (box.left + pad, box.top + pad // 2 + i * small.get_linesize()))
        draw_panel(surface, self.list_rect)
        self.row_rects = []
        if not self.entries:
            y = self.list_rect.top + 2 * pad
            for line in wrap(tr.gettext(self.texts.empty), font, self.list_rect.width - 4 * pad):
                blit_text(surface, line, font, (self.list_rect.centerx, y), theme.MUTED, "midtop")
                y += font.get_linesize()
        else:
            self._draw_rows(surface, font, small, pad)
        if self.confirming is not None:
            ask = tr.gettext("Delete “{name}”? Press Delete again to confirm, Escape to keep it.").format(
                name=self.heading(self.confirming))
            blit_text(surface, fit_text(ask, small, w - 20), small, (w // 2, self.buttons[0].rect.top - pad // 2),
                      theme.HIGHLIGHT, "midbottom")
        for button in self.buttons:
            button.draw(surface, font)

    def _draw_rows(self, surface: pygame.Surface, font: pygame.font.Font, small: pygame.font.Font, pad: int) -> None:
        tr = self.ctx.tr
        row_h = self.row_height()
        page = self.rows_per_page()
        y = self.list_rect.top + 4
        inner = self.list_rect.inflate(-2 * pad, 0)
        for index in self.window.rows(len(self.entries), page):
            entry = self.entries[index]
            rect = pygame.Rect(self.list_rect.left + 4, y, self.list_rect.width - 8, row_h - 2)
            if index == self.selected:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=6)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 2, border_radius=6)
            summary = entry.info.summary
            status = status_text(tr, summary)
            status_w = font.size(status)[0]
            heading = fit_text(self.heading(entry), font, inner.width - status_w - 3 * pad)
            line_y = y + max(2, (row_h - font.get_linesize() - small.get_linesize()) // 2)
            blit_text(surface, heading, font, (inner.left, line_y), theme.ACCENT)
            blit_text(surface, status, font, (inner.right, line_y), theme.GOOD if summary.over else theme.TEXT,
                      "topright")
            second = " · ".join(part for part in (players_text(tr, summary), game_text(tr, summary)) if part)
            if entry.info.label:
                second = f"{second} · {when_text(tr, entry.info.saved_at)}"
            blit_text(surface, fit_text(second, small, inner.width), small, (inner.left, line_y + font.get_linesize()),
                      theme.MUTED)
            self.row_rects.append((index, rect))
            y += row_h
        draw_scrollbar(surface, self.list_rect, self.window, len(self.entries), page)

