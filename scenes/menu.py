"""The main menu: new game, rules reference, quit."""
from __future__ import annotations

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.scene import Scene
from scenes.widgets import Button, ButtonColumn, blit_text, stacked_rects


class MenuScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons = ButtonColumn([])
        self._layout_for: object = None

    def _build(self) -> None:
        from scenes.rules import RulesScene
        from scenes.settings_scene import SettingsScene
        from scenes.setup import SetupScene

        w, h = self.ctx.size
        scale = theme.scale_for(self.ctx.size)
        rects = stacked_rects(w // 2, int(h * 0.43), int(420 * scale), int(64 * scale), int(18 * scale), 4)
        tr = self.ctx.tr
        self.buttons = ButtonColumn(
            [
                Button(rects[0], tr.gettext("New game"), lambda: self.ctx.go(SetupScene(self.ctx), replace=False),
                       hotkey=pygame.K_n),
                Button(rects[1], tr.gettext("Rules reference"),
                       lambda: self.ctx.go(RulesScene(self.ctx), replace=False), hotkey=pygame.K_r),
                Button(rects[2], tr.gettext("Settings"),
                       lambda: self.ctx.go(SettingsScene(self.ctx), replace=False), hotkey=pygame.K_s),
                Button(rects[3], tr.gettext("Quit"), self.ctx.quit, hotkey=pygame.K_q),
            ]
        )
        self._layout_for = (self.ctx.size, self.ctx.tr.language)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._layout_for != (self.ctx.size, self.ctx.tr.language):
            self._build()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.quit()
            return True
        return self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout_for != (self.ctx.size, self.ctx.tr.language):
            self._build()
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        scale = theme.scale_for((w, h))
        pygame.draw.ellipse(surface, theme.FELT, pygame.Rect(w * 0.1, h * 0.12, w * 0.8, h * 0.76))
        title = self.ctx.assets.font(int(150 * scale), "title")
        blit_text(surface, self.ctx.tr.gettext("BANG!"), title, (w // 2 + 4, int(h * 0.25) + 4), (20, 10, 5), "center")
        blit_text(surface, self.ctx.tr.gettext("BANG!"), title, (w // 2, int(h * 0.25)), theme.ACCENT, "center")
        subtitle = self.ctx.assets.font(int(30 * scale))
        blit_text(surface, self.ctx.tr.gettext("The Wild West card game"), subtitle,
                  (w // 2, int(h * 0.35)), theme.TEXT, "center")
        self.buttons.draw(surface, self.ctx.assets.font(int(32 * scale)))
        if self.ctx.notice:
            notice = self.ctx.tr.gettext("The settings file could not be used; defaults are in effect: {problem}")
            blit_text(surface, notice.format(problem=self.ctx.notice), self.ctx.assets.font(int(20 * scale)),
                      (w // 2, int(h * 0.95)), theme.DANGER, "center")
