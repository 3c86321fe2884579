"""Asked before a new game takes the place of the unfinished one: keep it as a saved game, discard it, or go back.

The autosave holds one game of the player's; nothing replaces it without the player's say.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.record import TableRecord
from scenes.app.context import AppContext
from scenes.records.describe import players_text
from scenes.ui import theme
from scenes.ui.modal import ModalScene
from scenes.ui.text_sizes import reading_scale
from scenes.ui.widgets import Button, blit_text, stacked_rects, wrap


class UnfinishedGameScene(ModalScene):
    """Over the screen that starts the new game; Escape is Cancel."""

    title_size = 40

    def __init__(self, ctx: AppContext, record: TableRecord, start: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.record = record
        self.start = start
        self.problem = ""
        """Why keeping it failed, said in the panel (the player may then discard it or go back)."""

    def described(self) -> str:
        """"Ann and 6 AI players, round 5": the unfinished game as the menu's Continue shows it."""
        tr = self.ctx.tr
        summary = self.record.summary()
        return tr.gettext("{players}, round {round}").format(players=players_text(tr, summary), round=summary.round)

    def title(self) -> str:
        return self.ctx.tr.gettext("Your unfinished game")

    def explanation(self) -> str:
        return self.ctx.tr.gettext("Your unfinished game ({game}) will be discarded when a new game starts.").format(
            game=self.described())

    def panel(self) -> pygame.Rect:
        w, h = self.ctx.size
        s = reading_scale((w, h))
        panel = pygame.Rect(0, 0, min(w - 20, int(860 * s)), min(h - 20, int(520 * s)))
        panel.center = (w // 2, h // 2)
        return panel

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        rects = stacked_rects(panel.centerx, panel.bottom - int(230 * scale), int(520 * scale), int(58 * scale),
                              int(14 * scale), 3)
        tr = self.ctx.tr
        return [
            Button(rects[0], tr.gettext("Keep it as a saved game"), self.keep, hotkey=pygame.K_k),
            Button(rects[1], tr.gettext("Discard it"), self.discard, hotkey=pygame.K_d),
            Button(rects[2], tr.gettext("Cancel"), self.escape),
        ]

    def keep(self) -> None:
        games = self.ctx.games
        problem = games.keep_unfinished(self.described()) if games is not None else None
        if problem is not None:
            self.problem = problem.describe(self.ctx.tr)
            return
        self.go_on()

    def discard(self) -> None:
        games = self.ctx.games
        problem = games.discard_unfinished() if games is not None else None
        if problem is not None:
            self.problem = problem.describe(self.ctx.tr)
            return
        self.go_on()

    def go_on(self) -> None:
        self.ctx.stack.pop()
        self.start()

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        body = self.ctx.assets.font(int(24 * scale * min(self.ctx.text_scale, 1.15)))
        y = panel.top + int(100 * scale)
        width = panel.width - int(60 * scale)
        for line in wrap(self.explanation(), body, width):
            blit_text(surface, line, body, (panel.centerx, y), theme.TEXT, "midtop")
            y += body.get_linesize()
        for line in wrap(self.problem, body, width):
            blit_text(surface, line, body, (panel.centerx, y), theme.DANGER, "midtop")
            y += body.get_linesize()
