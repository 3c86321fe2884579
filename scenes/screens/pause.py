"""Escape over the table or the handover screen: resume, save the game under a name, settings, rules, restart,
quit to the menu (the game stays autosaved: the menu offers to continue it)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.session import Session
from scenes.app.context import AppContext
from scenes.ui import theme
from scenes.ui.modal import ModalScene
from scenes.ui.text_sizes import reading_scale
from scenes.ui.widgets import Button, blit_text, stacked_rects, wrap


class PauseScene(ModalScene):
    def __init__(self, ctx: AppContext, restart: Callable[[], None], session: Session | None = None) -> None:
        super().__init__(ctx)
        self.restart = restart
        self.session = session
        """The game in progress, to be saved under a name (None: no saving here)."""
        self.status = ""
        """What the last save did ("Saved as …")."""

    def title(self) -> str:
        return self.ctx.tr.gettext("Paused")

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        rects = stacked_rects(panel.centerx, panel.top + int(110 * scale), int(460 * scale), int(58 * scale),
                              int(14 * scale), 6)
        tr = self.ctx.tr
        screens = self.ctx.screens

        def restart() -> None:
            self.ctx.stack.pop()
            self.restart()

        save = Button(rects[1], tr.gettext("Save game"), self._save_as, hotkey=pygame.K_s)
        save.enabled = self.session is not None and self.ctx.games is not None
        return [
            Button(rects[0], tr.gettext("Resume"), self.ctx.stack.pop),
            save,
            Button(rects[2], tr.gettext("Settings"), lambda: self.ctx.stack.push(screens.settings())),
            Button(rects[3], tr.gettext("Rules reference"), lambda: self.ctx.stack.push(screens.rules())),
            Button(rects[4], tr.gettext("Restart"), restart),
            Button(rects[5], tr.gettext("Quit to menu"), lambda: self.ctx.stack.reset(screens.menu())),
        ]

    def _save_as(self) -> None:
        if self.session is not None:
            self.ctx.stack.push(self.ctx.screens.save_name(self.session, self._saved))

    def _saved(self, label: str) -> None:
        self.status = self.ctx.tr.gettext("Saved as “{name}”.").format(name=label)

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = reading_scale((w, h))
        panel = pygame.Rect(0, 0, int(560 * s), int(640 * s))
        panel.center = (w // 2, h // 2)
        return panel

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        note = self.status or self._autosave_problem()
        if note:
            font = self.ctx.assets.font(max(12, int(22 * scale * self.ctx.text_scale)))
            y = self.buttons.buttons[-1].rect.bottom + int(12 * scale)
            for line in wrap(note, font, surface.get_width() - 40)[:4]:
                blit_text(surface, line, font, (panel.centerx, y), theme.GOOD if self.status else theme.DANGER,
                          "midtop")
                y += font.get_linesize()

    def _autosave_problem(self) -> str:
        """Why the autosave is failing, if it is (a full disk, a folder made read-only …)."""
        games = self.ctx.games
        problem = games.autosave_problem() if games is not None else None
        return problem.describe(self.ctx.tr) if problem is not None else ""
