"""Shown once when the last human at the table is eliminated: the AI plays on; skip to the result, or watch."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.context import AppContext
from scenes.ui import theme
from scenes.ui.modal import ModalScene
from scenes.ui.text_sizes import reading_scale
from scenes.ui.widgets import Button, blit_text, stacked_rects, wrap


class OutOfGameScene(ModalScene):
    """Over the table (which stays visible, every card now shown); Escape means Watch."""

    title_size = 40

    def __init__(self, ctx: AppContext, *, several: bool, skip: Callable[[], None],
                 watch: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.several = several
        """Every one of several humans is out (hot-seat), not the one human."""
        self.skip = skip
        self.watch = watch

    def title(self) -> str:
        tr = self.ctx.tr
        if self.several:
            return tr.gettext("Every human player is out — the game goes on")
        return tr.gettext("You are out — the game goes on")

    def explanation(self) -> str:
        return self.ctx.tr.gettext("The AI players finish the game. Every role and every hand is now shown to you.")

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = reading_scale((w, h))
        panel = pygame.Rect(0, 0, min(w - 20, int(820 * s)), int(380 * s))
        panel.center = (w // 2, h // 2)
        return panel

    def _choose(self, action: Callable[[], None]) -> None:
        self.ctx.stack.pop()
        action()

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        rects = stacked_rects(panel.centerx, panel.top + int(200 * scale), int(460 * scale), int(58 * scale),
                              int(14 * scale), 2)
        tr = self.ctx.tr
        return [
            Button(rects[0], tr.gettext("Skip to the result"), lambda: self._choose(self.skip), hotkey=pygame.K_s),
            Button(rects[1], tr.gettext("Watch"), lambda: self._choose(self.watch), hotkey=pygame.K_w),
        ]

    def escape(self) -> None:
        self._choose(self.watch)

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        body = self.ctx.assets.font(int(24 * scale * self.ctx.text_scale))
        y = panel.top + int(100 * scale)
        for line in wrap(self.explanation(), body, panel.width - int(60 * scale)):
            blit_text(surface, line, body, (panel.centerx, y), theme.TEXT, "midtop")
            y += body.get_linesize()
