"""Escape over the table or the handover screen: resume, settings, rules, restart, quit to the menu."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.scene import Scene
from scenes.widgets import Button, ButtonColumn, blit_text, draw_panel, stacked_rects


class PauseScene(Scene):
    transparent = True

    def __init__(self, ctx: AppContext, restart: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.restart = restart
        self.buttons = ButtonColumn([])
        self._built_for: object = None

    def _build(self) -> None:
        from scenes.menu import MenuScene
        from scenes.rules import RulesScene
        from scenes.settings_scene import SettingsScene

        s = theme.scale_for(self.ctx.size)
        panel = self.panel()
        rects = stacked_rects(panel.centerx, panel.top + int(110 * s), int(460 * s), int(58 * s), int(14 * s), 5)
        tr = self.ctx.tr

        def restart() -> None:
            self.ctx.stack.pop()
            self.restart()

        focus = self.buttons.focus
        self.buttons = ButtonColumn([
            Button(rects[0], tr.gettext("Resume"), self.ctx.stack.pop),
            Button(rects[1], tr.gettext("Settings"), lambda: self.ctx.stack.push(SettingsScene(self.ctx))),
            Button(rects[2], tr.gettext("Rules reference"), lambda: self.ctx.stack.push(RulesScene(self.ctx))),
            Button(rects[3], tr.gettext("Restart"), restart),
            Button(rects[4], tr.gettext("Quit to menu"), lambda: self.ctx.stack.reset(MenuScene(self.ctx))),
        ])
        self.buttons.focus = focus
        for i, button in enumerate(self.buttons.buttons):
            button.focused = i == focus
        self._built_for = (self.ctx.size, tr.language)

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = theme.scale_for((w, h))
        panel = pygame.Rect(0, 0, int(560 * s), int(500 * s))
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
