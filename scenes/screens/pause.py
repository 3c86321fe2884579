"""Escape over the table or the handover screen: resume, save the game under a name, settings, rules, restart,
quit to the menu (the game stays autosaved: the menu offers to continue it). A table that keeps no saves (a
lesson, a replay) offers no saving. The panel is as tall as its buttons and the note under them."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.session import Session
from scenes.app.context import AppContext
from scenes.ui import theme
from scenes.ui.modal import ModalScene
from scenes.ui.text_sizes import LEGIBLE_SIZE, reading_scale
from scenes.ui.widgets import Button, blit_text, stacked_rects, wrap

BUTTONS_TOP, BUTTON_HEIGHT, BUTTON_GAP, BOTTOM_MARGIN = 110, 58, 14, 32
"""The column's geometry at the reference size: the title above the first button, the margin below the last."""
NOTE_SIZE = 22


class PauseScene(ModalScene):
    def __init__(self, ctx: AppContext, restart: Callable[[], None], session: Session | None = None) -> None:
        super().__init__(ctx)
        self.restart = restart
        self.session = session
        """The game in progress, to be saved under a name (None: no saving here, and no button for it)."""
        self.status = ""
        """What the last save did ("Saved as …")."""

    def title(self) -> str:
        return self.ctx.tr.gettext("Paused")

    def _count(self) -> int:
        return 6 if self.session is not None else 5

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        rects = iter(stacked_rects(panel.centerx, panel.top + int(BUTTONS_TOP * scale), int(460 * scale),
                                   int(BUTTON_HEIGHT * scale), int(BUTTON_GAP * scale), self._count()))
        tr = self.ctx.tr
        screens = self.ctx.screens

        def restart() -> None:
            self.ctx.stack.pop()
            self.restart()

        buttons = [Button(next(rects), tr.gettext("Resume"), self.ctx.stack.pop)]
        if self.session is not None:
            save = Button(next(rects), tr.gettext("Save game"), self._save_as, hotkey=pygame.K_s)
            save.enabled = self.ctx.games is not None
            buttons.append(save)
        return [
            *buttons,
            Button(next(rects), tr.gettext("Settings"), lambda: self.ctx.stack.push(screens.settings())),
            Button(next(rects), tr.gettext("Rules reference"), lambda: self.ctx.stack.push(screens.rules())),
            Button(next(rects), tr.gettext("Restart"), restart),
            Button(next(rects), tr.gettext("Quit to menu"), lambda: self.ctx.stack.reset(screens.menu())),
        ]

    def _save_as(self) -> None:
        if self.session is not None:
            self.ctx.stack.push(self.ctx.screens.save_name(self.session, self._saved))

    def _saved(self, label: str) -> None:
        self.status = self.ctx.tr.gettext("Saved as “{name}”.").format(name=label)

    def panel(self) -> pygame.Rect:
        """Centred as if there were no note (the buttons keep their place when one appears), then grown down to
        hold it."""
        w, h = self.ctx.size
        s = reading_scale((w, h))
        count = self._count()
        column = BUTTONS_TOP + count * BUTTON_HEIGHT + (count - 1) * BUTTON_GAP + BOTTOM_MARGIN
        panel = pygame.Rect(0, 0, int(560 * s), int(column * s))
        panel.center = (w // 2, h // 2)
        lines = self._note_lines(s)
        if lines:
            panel.height += len(lines) * self._note_font(s).get_linesize()
        return panel

    def _note_font(self, scale: float) -> pygame.font.Font:
        return self.ctx.assets.font(max(LEGIBLE_SIZE, int(NOTE_SIZE * scale * self.ctx.text_scale)))

    def _note_lines(self, scale: float) -> list[str]:
        note = self.status or self._autosave_problem()
        return wrap(note, self._note_font(scale), int(520 * scale))[:4] if note else []

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        lines = self._note_lines(scale)
        if lines:
            font = self._note_font(scale)
            y = self.buttons.buttons[-1].rect.bottom + int(12 * scale)
            for line in lines:
                blit_text(surface, line, font, (panel.centerx, y), theme.GOOD if self.status else theme.DANGER,
                          "midtop")
                y += font.get_linesize()

    def _autosave_problem(self) -> str:
        """Why the autosave is failing, if it is (a full disk, a folder made read-only …)."""
        games = self.ctx.games
        problem = games.autosave_problem() if games is not None else None
        return problem.describe(self.ctx.tr) if problem is not None else ""
