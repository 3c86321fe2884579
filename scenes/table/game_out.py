"""Shown once when the last human at the table is eliminated: the AI plays on; skip to the result, or watch."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.ui import theme
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_panel, stacked_rects, wrap


class OutOfGameScene(Scene):
    """Over the table (which stays visible, every card now shown); Escape means Watch."""

    transparent = True

    def __init__(self, ctx: AppContext, *, several: bool, skip: Callable[[], None],
                 watch: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.several = several
        """Every one of several humans is out (hot-seat), not the one human."""
        self.skip = skip
        self.watch = watch
        self.buttons = ButtonColumn([])
        self._built_for: object = None

    def title(self) -> str:
        tr = self.ctx.tr
        if self.several:
            return tr.gettext("Every human player is out — the game goes on")
        return tr.gettext("You are out — the game goes on")

    def explanation(self) -> str:
        return self.ctx.tr.gettext("The AI players finish the game. Every role and every hand is now shown to you.")

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = theme.scale_for((w, h))
        panel = pygame.Rect(0, 0, min(w - 20, int(820 * s)), int(380 * s))
        panel.center = (w // 2, h // 2)
        return panel

    def _choose(self, action: Callable[[], None]) -> None:
        self.ctx.stack.pop()
        action()

    def _build(self) -> None:
        s = theme.scale_for(self.ctx.size)
        panel = self.panel()
        rects = stacked_rects(panel.centerx, panel.top + int(200 * s), int(460 * s), int(58 * s), int(14 * s), 2)
        tr = self.ctx.tr
        self.buttons = ButtonColumn([
            Button(rects[0], tr.gettext("Skip to the result"), lambda: self._choose(self.skip), hotkey=pygame.K_s),
            Button(rects[1], tr.gettext("Watch"), lambda: self._choose(self.watch), hotkey=pygame.K_w),
        ])
        self._built_for = (self.ctx.size, tr.language)

    def _ensure(self) -> None:
        if self._built_for != (self.ctx.size, self.ctx.tr.language):
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._choose(self.watch)
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(theme.DIM)
        surface.blit(dim, (0, 0))
        s = theme.scale_for(surface.get_size())
        panel = self.panel()
        draw_panel(surface, panel)
        title = self.ctx.assets.font(int(40 * s * min(self.ctx.text_scale, 1.15)), "title")
        blit_text(surface, self.title(), title, (panel.centerx, panel.top + int(50 * s)), theme.ACCENT, "center")
        body = self.ctx.assets.font(int(24 * s * self.ctx.text_scale))
        y = panel.top + int(100 * s)
        for line in wrap(self.explanation(), body, panel.width - int(60 * s)):
            blit_text(surface, line, body, (panel.centerx, y), theme.TEXT, "midtop")
            y += body.get_linesize()
        self.buttons.draw(surface, self.ctx.assets.font(int(28 * s * min(self.ctx.text_scale, 1.15))))
