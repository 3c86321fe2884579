"""The main menu: new game, rules reference, settings, quit; and, once, what went wrong with the settings file."""
from __future__ import annotations

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.readable import reading_scale, text_size
from scenes.scene import Scene
from scenes.widgets import Button, ButtonColumn, blit_text, draw_panel, stacked_rects, wrap


class MenuScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons = ButtonColumn([])
        self._layout_for: object = None
        self.notice_lines: list[str] = []
        self.notice_rect = pygame.Rect(0, 0, 0, 0)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, subtitle, buttons and notice."""
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return (font(int(150 * theme.scale_for(size)), "title"), font(text_size(size, 30, ts)),
                font(text_size(size, 32, ts)), font(text_size(size, 24, ts)))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, self.ctx.notice)

    def _build(self) -> None:
        from scenes.lessons.listing import LessonsScene
        from scenes.rules import RulesScene
        from scenes.settings_scene import SettingsScene
        from scenes.setup import SetupScene

        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        tr = self.ctx.tr
        _, _, font, notice_font = self._fonts()
        labels = [tr.gettext("New game"), tr.gettext("Learn to play"), tr.gettext("Rules reference"),
                  tr.gettext("Settings"), tr.gettext("Quit")]
        pad = max(6, int(16 * r))
        width = max(int(420 * theme.scale_for(self.ctx.size)), max(font.size(label)[0] for label in labels) + 4 * pad)
        height = font.get_linesize() + 2 * pad
        gap = max(6, int(18 * theme.scale_for(self.ctx.size)))
        notice = self.ctx.notice.describe(tr) if self.ctx.notice else ""
        self.notice_lines = wrap(notice, notice_font, min(int(w * 0.8), int(1100 * r))) if notice else []
        line_h = notice_font.get_linesize()
        notice_h = len(self.notice_lines) * line_h + 2 * pad if notice else 0
        top = int(h * 0.43)
        bottom_room = h - pad - notice_h - pad
        top = min(top, bottom_room - len(labels) * height - (len(labels) - 1) * gap)
        rects = stacked_rects(w // 2, top, width, height, gap, len(labels))
        notice_w = max((notice_font.size(line)[0] for line in self.notice_lines), default=0) + 2 * pad
        self.notice_rect = pygame.Rect(w // 2 - notice_w // 2, h - pad - notice_h, notice_w, notice_h)
        self.buttons = ButtonColumn(
            [
                Button(rects[0], labels[0], lambda: self.ctx.go(SetupScene(self.ctx), replace=False),
                       hotkey=pygame.K_n),
                Button(rects[1], labels[1], lambda: self.ctx.go(LessonsScene(self.ctx), replace=False),
                       hotkey=pygame.K_h),
                Button(rects[2], labels[2], lambda: self.ctx.go(RulesScene(self.ctx), replace=False),
                       hotkey=pygame.K_r),
                Button(rects[3], labels[3], lambda: self.ctx.go(SettingsScene(self.ctx), replace=False),
                       hotkey=pygame.K_s),
                Button(rects[4], labels[4], self.ctx.quit, hotkey=pygame.K_q),
            ]
        )
        self._layout_for = self._key()

    def pause(self) -> None:
        # The settings problem was on screen; once the player moves on it is not repeated.
        self.ctx.notice = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._layout_for != self._key():
            self._build()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.quit()
            return True
        return self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout_for != self._key():
            self._build()
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        title, subtitle, font, notice_font = self._fonts()
        pygame.draw.ellipse(surface, theme.FELT, pygame.Rect(w * 0.1, h * 0.12, w * 0.8, h * 0.76))
        top = self.buttons.buttons[0].rect.top
        title_y = min(int(h * 0.25), top - subtitle.get_linesize() * 2 - title.get_linesize() // 2)
        blit_text(surface, self.ctx.tr.gettext("BANG!"), title, (w // 2 + 4, title_y + 4), (20, 10, 5), "center")
        blit_text(surface, self.ctx.tr.gettext("BANG!"), title, (w // 2, title_y), theme.ACCENT, "center")
        blit_text(surface, self.ctx.tr.gettext("The Wild West card game"), subtitle,
                  (w // 2, (title_y + title.get_linesize() // 2 + top) // 2), theme.TEXT, "center")
        self.buttons.draw(surface, font)
        if self.notice_lines:
            draw_panel(surface, self.notice_rect)
            pygame.draw.rect(surface, theme.DANGER, self.notice_rect, 2, border_radius=8)
            line_h = notice_font.get_linesize()
            y = self.notice_rect.top + (self.notice_rect.height - line_h * len(self.notice_lines)) // 2
            for i, line in enumerate(self.notice_lines):
                blit_text(surface, line, notice_font, (w // 2, y + i * line_h), theme.TEXT, "midtop")
