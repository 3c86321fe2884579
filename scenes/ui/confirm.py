"""A question over the screen that asks it: a title, a few lines saying what will happen, go ahead or go back.

The focus starts on going back, so an Enter pressed once too often (or held down) never does what is asked about.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.context import AppContext
from scenes.ui import theme
from scenes.ui.modal import ModalScene
from scenes.ui.text_sizes import LEGIBLE_SIZE, reading_scale
from scenes.ui.widgets import Button, blit_text, stacked_rects, wrap


class ConfirmScene(ModalScene):
    """Escape and Back leave the panel; the go-ahead button leaves it, then runs ``on_confirm``."""

    title_size = 40

    def __init__(self, ctx: AppContext, title: str, message: str, confirm: str, back: str,
                 on_confirm: Callable[[], None]) -> None:
        """``title``, ``message``, ``confirm`` and ``back`` are msgids, translated as the panel is drawn."""
        super().__init__(ctx)
        self.title_msgid = title
        self.message = message
        self.confirm_label = confirm
        self.back_label = back
        self.on_confirm = on_confirm
        self.buttons.focus = 1

    def title(self) -> str:
        return self.ctx.tr.gettext(self.title_msgid)

    def _body_font(self, scale: float) -> pygame.font.Font:
        return self.ctx.assets.font(max(LEGIBLE_SIZE, int(26 * scale * min(self.ctx.text_scale, 1.15))))

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = reading_scale((w, h))
        width = min(w - 20, int(820 * s))
        lines = len(wrap(self.ctx.tr.gettext(self.message), self._body_font(s), width - int(60 * s)))
        height = int(100 * s) + lines * self._body_font(s).get_linesize() + int(2 * 58 * s + 60 * s)
        panel = pygame.Rect(0, 0, width, min(h - 20, height))
        panel.center = (w // 2, h // 2)
        return panel

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        rects = stacked_rects(panel.centerx, panel.bottom - int(150 * scale), int(420 * scale), int(58 * scale),
                              int(14 * scale), 2)
        tr = self.ctx.tr
        return [
            Button(rects[0], tr.gettext(self.confirm_label), self.confirm),
            Button(rects[1], tr.gettext(self.back_label), self.escape),
        ]

    def confirm(self) -> None:
        self.ctx.stack.pop()
        self.on_confirm()

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        body = self._body_font(scale)
        y = panel.top + int(90 * scale)
        for line in wrap(self.ctx.tr.gettext(self.message), body, panel.width - int(60 * scale)):
            blit_text(surface, line, body, (panel.centerx, y), theme.TEXT, "midtop")
            y += body.get_linesize()
