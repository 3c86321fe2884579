"""Escape over the table or the handover screen: resume, save the game under a name, settings, rules, restart,
quit to the menu (the game stays autosaved: the menu offers to continue it)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.session import Session
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.ui import theme
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_panel, stacked_rects, wrap


class PauseScene(Scene):
    transparent = True

    def __init__(self, ctx: AppContext, restart: Callable[[], None], session: Session | None = None) -> None:
        super().__init__(ctx)
        self.restart = restart
        self.session = session
        """The game in progress, to be saved under a name (None: no saving here)."""
        self.status = ""
        """What the last save did ("Saved as …")."""
        self.buttons = ButtonColumn([])
        self._built_for: object = None

    def _build(self) -> None:
        s = theme.scale_for(self.ctx.size)
        panel = self.panel()
        rects = stacked_rects(panel.centerx, panel.top + int(110 * s), int(460 * s), int(58 * s), int(14 * s), 6)
        tr = self.ctx.tr
        screens = self.ctx.screens

        def restart() -> None:
            self.ctx.stack.pop()
            self.restart()

        focus = self.buttons.focus
        save = Button(rects[1], tr.gettext("Save game"), self._save_as, hotkey=pygame.K_s)
        save.enabled = self.session is not None and self.ctx.games is not None
        self.buttons = ButtonColumn([
            Button(rects[0], tr.gettext("Resume"), self.ctx.stack.pop),
            save,
            Button(rects[2], tr.gettext("Settings"), lambda: self.ctx.stack.push(screens.settings())),
            Button(rects[3], tr.gettext("Rules reference"), lambda: self.ctx.stack.push(screens.rules())),
            Button(rects[4], tr.gettext("Restart"), restart),
            Button(rects[5], tr.gettext("Quit to menu"), lambda: self.ctx.stack.reset(screens.menu())),
        ])
        self.buttons.focus = focus
        for i, button in enumerate(self.buttons.buttons):
            button.focused = i == focus
        self._built_for = (self.ctx.size, tr.language)

    def _save_as(self) -> None:
        if self.session is not None:
            self.ctx.stack.push(self.ctx.screens.save_name(self.session, self._saved))

    def _saved(self, label: str) -> None:
        self.status = self.ctx.tr.gettext("Saved as “{name}”.").format(name=label)

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = theme.scale_for((w, h))
        panel = pygame.Rect(0, 0, int(560 * s), int(640 * s))
        panel.center = (w // 2, h // 2)
        return panel

    def _ensure(self) -> None:
        if self._built_for != (self.ctx.size, self.ctx.tr.language):
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(theme.DIM)
        surface.blit(veil, (0, 0))
        s = theme.scale_for(surface.get_size())
        panel = self.panel()
        draw_panel(surface, panel)
        blit_text(surface, self.ctx.tr.gettext("Paused"), self.ctx.assets.font(int(48 * s), "title"),
                  (panel.centerx, panel.top + int(50 * s)), theme.ACCENT, "center")
        self.buttons.draw(surface, self.ctx.assets.font(int(28 * s * self.ctx.text_scale)))
        note = self.status or self._autosave_problem()
        if note:
            font = self.ctx.assets.font(max(12, int(22 * s * self.ctx.text_scale)))
            y = self.buttons.buttons[-1].rect.bottom + int(12 * s)
            for line in wrap(note, font, surface.get_width() - 40)[:4]:
                blit_text(surface, line, font, (panel.centerx, y), theme.GOOD if self.status else theme.DANGER,
                          "midtop")
                y += font.get_linesize()

    def _autosave_problem(self) -> str:
        """Why the autosave is failing, if it is (a full disk, a folder made read-only …)."""
        games = self.ctx.games
        problem = games.autosave_problem() if games is not None else None
        return problem.describe(self.ctx.tr) if problem is not None else ""
