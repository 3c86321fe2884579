"""Escape over the table: resume, restart, quit to the menu."""
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
        self._built_for: tuple[int, int] | None = None

    def _build(self) -> None:
        from scenes.menu import MenuScene

        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        rects = stacked_rects(w // 2, int(h * 0.42), int(380 * s), int(60 * s), int(16 * s), 3)
        tr = self.ctx.tr

        def restart() -> None:
            self.ctx.stack.pop()
            self.restart()

        self.buttons = ButtonColumn([
            Button(rects[0], tr.gettext("Resume"), self.ctx.stack.pop),
            Button(rects[1], tr.gettext("Restart"), restart),
            Button(rects[2], tr.gettext("Quit to menu"), lambda: self.ctx.stack.reset(MenuScene(self.ctx))),
        ])
        self._built_for = self.ctx.size

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._built_for != self.ctx.size:
            self._build()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._built_for != self.ctx.size:
            self._build()
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(theme.DIM)
        surface.blit(veil, (0, 0))
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        panel = pygame.Rect(0, 0, int(520 * s), int(400 * s))
        panel.center = (w // 2, int(h * 0.5))
        draw_panel(surface, panel)
        blit_text(surface, self.ctx.tr.gettext("Paused"), self.ctx.assets.font(int(48 * s), "title"),
                  (w // 2, panel.top + int(50 * s)), theme.ACCENT, "center")
        self.buttons.draw(surface, self.ctx.assets.font(int(28 * s)))
