"""The end of a lesson, over the table: what was learnt, then the next lesson, again, or the list."""
from __future__ import annotations

import pygame

from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.lessons.lesson import Lesson, lessons
from scenes.lessons.navigate import open_lessons, start_lesson
from scenes.ui import theme
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_panel, report_overflow, wrap


class LessonSummaryScene(Scene):
    transparent = True

    def __init__(self, ctx: AppContext, lesson: Lesson) -> None:
        super().__init__(ctx)
        self.lesson = lesson
        self.buttons = ButtonColumn([])
        self._built_for: object = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[tuple[str, bool]] = []
        """(text, starts a point) for each line of the summary."""

    def next_lesson(self) -> Lesson | None:
        keys = [lesson.key for lesson in lessons()]
        if self.lesson.key not in keys:
            return None
        later = lessons()[keys.index(self.lesson.key) + 1:]
        return later[0] if later else None

    def fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return font(text_size(size, 44, ts), "title"), font(text_size(size, 28, ts)), font(text_size(size, 28, ts))

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        title_font, font, button_font = self.fonts()
        pad = max(8, int(24 * r))
        width = min(w - 2 * pad, max(int(900 * r), int(w * 0.55)))
        inner = width - 3 * pad
        self.lines = []
        for point in self.lesson.summary:
            for i, line in enumerate(wrap(tr.gettext(point), font, inner)):
                self.lines.append((line, i == 0))
        nxt = self.next_lesson()
        labels = [(tr.gettext("Next lesson"), pygame.K_RETURN, (lambda: start_lesson(self.ctx, nxt)) if nxt else None),
                  (tr.gettext("Play it again"), pygame.K_r, lambda: start_lesson(self.ctx, self.lesson)),
                  (tr.gettext("All lessons"), pygame.K_ESCAPE, lambda: open_lessons(self.ctx))]
        labels = [(label, key, action) for label, key, action in labels if action is not None]
        button_h = button_font.get_linesize() + pad
        title_h = title_font.get_linesize() * 2 + font.get_linesize()
        height = pad + title_h + pad + len(self.lines) * font.get_linesize() + pad + button_h + pad
        self.panel = pygame.Rect(0, 0, width, min(height, h - 2 * pad))
        self.panel.center = (w // 2, h // 2)
        if height > h - 2 * pad:
            report_overflow(f"lesson summary of {self.lesson.key!r} is {height} px high")
        gap = pad // 2
        widths = [button_font.size(label)[0] + 2 * pad for label, _, _ in labels]
        left = self.panel.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        buttons = []
        for (label, key, action), bw in zip(labels, widths, strict=True):
            assert action is not None
            rect = pygame.Rect(left, self.panel.bottom - pad - button_h, bw, button_h)
            buttons.append(Button(rect, label, action, hotkey=key))
            left += bw + gap
        if sum(widths) + gap * (len(widths) - 1) > width:
            report_overflow("lesson summary buttons are wider than the panel")
        self.buttons = ButtonColumn(buttons)
        self._built_for = self._key()

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale)

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        tr = self.ctx.tr
        surface.blit(_veil(surface.get_size()), (0, 0))
        draw_panel(surface, self.panel, alpha=250)
        pygame.draw.rect(surface, theme.GOOD, self.panel, 3, border_radius=8)
        title_font, font, button_font = self.fonts()
        r = reading_scale(self.ctx.size)
        pad = max(8, int(24 * r))
        y = self.panel.top + pad
        blit_text(surface, tr.gettext("Lesson complete"), title_font, (self.panel.centerx, y), theme.GOOD, "midtop")
        y += title_font.get_linesize()
        title = tr.gettext("Lesson {number}: {title}").format(number=self.lesson.number,
                                                             title=tr.gettext(self.lesson.title))
        blit_text(surface, title, font, (self.panel.centerx, y), theme.ACCENT, "midtop")
        y += title_font.get_linesize()
        blit_text(surface, tr.gettext("What you learnt:"), font, (self.panel.left + pad, y), theme.MUTED)
        y += font.get_linesize() + pad // 2
        for line, first in self.lines:
            if first:
                dot = (self.panel.left + pad + pad // 3, y + font.get_linesize() // 2)
                pygame.draw.circle(surface, theme.ACCENT, dot, max(3, pad // 6))
            blit_text(surface, line, font, (self.panel.left + 2 * pad, y), theme.TEXT)
            y += font.get_linesize()
        self.buttons.draw(surface, button_font)


def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(theme.DIM)
    return veil
