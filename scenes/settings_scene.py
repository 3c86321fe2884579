"""The settings screen: language, window, text size, animation speed, AI pacing, sound."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.i18n import LANGUAGES, N_
from scenes.scene import Scene
from scenes.settings import AI_PACES, ANIMATION_SPEEDS, UI_SCALES, Settings
from scenes.widgets import Button, ButtonColumn, blit_text

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština"}
SPEED_NAMES = {0.5: N_("slow"), 1.0: N_("normal"), 2.0: N_("fast"), 0.0: N_("instant")}
PACE_NAMES = {0.9: N_("slow"), 0.45: N_("normal"), 0.2: N_("fast")}
SCALE_NAMES = {0.85: N_("small"), 1.0: N_("normal"), 1.15: N_("large"), 1.3: N_("largest")}


def _next(values: tuple[float, ...], current: float) -> float:
    index = min(range(len(values)), key=lambda i: abs(values[i] - current))
    return values[(index + 1) % len(values)]


class SettingsScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.column = ButtonColumn([])
        self.labels: list[tuple[str, pygame.Rect]] = []
        self._built_for: object = None

    def rows(self) -> list[tuple[str, str, Callable[[Settings], Settings]]]:
        """(label, current value, change) for each setting, in the current language."""
        tr = self.ctx.tr
        s = self.ctx.settings
        languages = list(LANGUAGES)
        return [
            (N_("Language"), LANGUAGE_NAMES[s.language],
             lambda v: replace(v, language=languages[(languages.index(v.language) + 1) % len(languages)])),
            (N_("Window"), tr.gettext("full screen") if s.fullscreen else tr.gettext("window"),
             lambda v: replace(v, fullscreen=not v.fullscreen)),
            (N_("Text size"), tr.gettext(SCALE_NAMES.get(s.ui_scale, N_("normal"))),
             lambda v: replace(v, ui_scale=_next(UI_SCALES, v.ui_scale))),
            (N_("Animation speed"), tr.gettext(SPEED_NAMES.get(s.animation_speed, N_("normal"))),
             lambda v: replace(v, animation_speed=_next(ANIMATION_SPEEDS, v.animation_speed))),
            (N_("AI pacing"), tr.gettext(PACE_NAMES.get(s.ai_delay, N_("normal"))),
             lambda v: replace(v, ai_delay=_next(AI_PACES, v.ai_delay))),
            (N_("Volume"), f"{round(s.volume * 100)} %",
             lambda v: replace(v, volume=0.0 if v.volume >= 0.99 else min(1.0, round(v.volume + 0.1, 1)))),
            (N_("Sound"), tr.gettext("off") if s.muted else tr.gettext("on"), lambda v: replace(v, muted=not v.muted)),
        ]

    def _change(self, change: Callable[[Settings], Settings]) -> None:
        self.ctx.apply_settings(change(self.ctx.settings))
        self._built_for = None

    def _build(self) -> None:
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        row_h, gap = int(56 * s), int(12 * s)
        top = int(h * 0.18)
        buttons: list[Button] = []
        self.labels = []
        focus = self.column.focus
        for i, (label, value, change) in enumerate(self.rows()):
            y = top + i * (row_h + gap)
            self.labels.append((label, pygame.Rect(w // 2 - int(460 * s), y, int(420 * s), row_h)))
            buttons.append(Button(pygame.Rect(w // 2 + int(20 * s), y, int(380 * s), row_h), value,
                                  partial(self._change, change)))
        y = top + len(self.labels) * (row_h + gap) + gap
        buttons.append(Button(pygame.Rect(w // 2 - int(190 * s), y, int(380 * s), int(60 * s)),
                              self.ctx.tr.gettext("Back"), self.ctx.stack.pop))
        self.column = ButtonColumn(buttons)
        self.column.focus = focus
        for i, button in enumerate(buttons):
            button.focused = i == focus
        self._built_for = (self.ctx.size, self.ctx.settings)

    def _ensure(self) -> None:
        if self._built_for != (self.ctx.size, self.ctx.settings):
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return self.column.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        tr = self.ctx.tr
        blit_text(surface, tr.gettext("Settings"), self.ctx.assets.font(int(60 * s), "title"),
                  (w // 2, int(h * 0.09)), theme.ACCENT, "center")
        font = self.ctx.assets.font(int(28 * s * self.ctx.text_scale))
        for label, rect in self.labels:
            blit_text(surface, tr.gettext(label), font, (rect.right, rect.centery), theme.TEXT, "midright")
        self.column.draw(surface, font)
