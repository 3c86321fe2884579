"""The settings screen: language, display, text size, animation speed, AI pacing, volume, sound, hints, tips.

Each value is named with a message context per setting (``pgettext``), so a
translator can agree "Normal" with "text size" in one place and with "pace" in
another. A change applies at once and is saved; when it cannot be saved, the
screen says so under the settings.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from scenes.app.context import AppContext
from scenes.app.i18n import LANGUAGES, Translator
from scenes.app.scene import Scene
from scenes.app.settings import AI_PACES, ANIMATION_SPEEDS, SETTING_LABELS, UI_SCALES, Settings
from scenes.ui import theme
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_backdrop, draw_board, draw_panel, wrap

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "cs": "Čeština"}


def _nearest(values: tuple[float, ...], current: float) -> int:
    return min(range(len(values)), key=lambda i: abs(values[i] - current))


def _next(values: tuple[float, ...], current: float) -> float:
    return values[(_nearest(values, current) + 1) % len(values)]


def display_names(tr: Translator) -> tuple[str, str]:
    """(windowed, full screen)."""
    return tr.pgettext("display", "Window"), tr.pgettext("display", "Full screen")


def text_size_names(tr: Translator) -> tuple[str, ...]:
    """In the order of ``UI_SCALES``."""
    return (tr.pgettext("text size", "Small"), tr.pgettext("text size", "Normal"),
            tr.pgettext("text size", "Large"), tr.pgettext("text size", "Largest"))


def animation_speed_names(tr: Translator) -> tuple[str, ...]:
    """In the order of ``ANIMATION_SPEEDS``."""
    return (tr.pgettext("animation speed", "Slow"), tr.pgettext("animation speed", "Normal"),
            tr.pgettext("animation speed", "Fast"), tr.pgettext("animation speed", "Instant"))


def ai_pace_names(tr: Translator) -> tuple[str, ...]:
    """In the order of ``AI_PACES``."""
    return (tr.pgettext("AI pacing", "Slow"), tr.pgettext("AI pacing", "Normal"), tr.pgettext("AI pacing", "Fast"))


def sound_names(tr: Translator) -> tuple[str, str]:
    """(on, off)."""
    return tr.pgettext("sound", "On"), tr.pgettext("sound", "Off")


def shown_names(tr: Translator) -> tuple[str, str]:
    """(shown, not shown) for the hints and the tips."""
    return tr.pgettext("hints or tips", "Shown"), tr.pgettext("hints or tips", "Off")


def _volume_label(volume: float) -> str:
    return f"{round(volume * 100)} %"


class SettingsScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.column = ButtonColumn([])
        self.labels: list[tuple[str, pygame.Rect]] = []
        self._built_for: object = None
        self.notice_lines: list[str] = []
        self.notice_rect = pygame.Rect(0, 0, 0, 0)

    def rows(self) -> list[tuple[str, str, list[str], Callable[[Settings], Settings]]]:
        """(label msgid, current value, every value it can take, change) for each setting, in the current language."""
        tr = self.ctx.tr
        s = self.ctx.settings
        languages = list(LANGUAGES)
        volumes = [_volume_label(step / 10) for step in range(11)]
        return [
            (SETTING_LABELS["language"], LANGUAGE_NAMES[s.language], list(LANGUAGE_NAMES.values()),
             lambda v: replace(v, language=languages[(languages.index(v.language) + 1) % len(languages)])),
            (SETTING_LABELS["fullscreen"], display_names(tr)[s.fullscreen], list(display_names(tr)),
             lambda v: replace(v, fullscreen=not v.fullscreen)),
            (SETTING_LABELS["ui_scale"], text_size_names(tr)[_nearest(UI_SCALES, s.ui_scale)],
             list(text_size_names(tr)), lambda v: replace(v, ui_scale=_next(UI_SCALES, v.ui_scale))),
            (SETTING_LABELS["animation_speed"],
             animation_speed_names(tr)[_nearest(ANIMATION_SPEEDS, s.animation_speed)], list(animation_speed_names(tr)),
             lambda v: replace(v, animation_speed=_next(ANIMATION_SPEEDS, v.animation_speed))),
            (SETTING_LABELS["ai_delay"], ai_pace_names(tr)[_nearest(AI_PACES, s.ai_delay)], list(ai_pace_names(tr)),
             lambda v: replace(v, ai_delay=_next(AI_PACES, v.ai_delay))),
            (SETTING_LABELS["volume"], _volume_label(s.volume), volumes,
             lambda v: replace(v, volume=0.0 if v.volume >= 0.99 else min(1.0, round(v.volume + 0.1, 1)))),
            (SETTING_LABELS["muted"], sound_names(tr)[s.muted], list(sound_names(tr)),
             lambda v: replace(v, muted=not v.muted)),
            (SETTING_LABELS["hints"], shown_names(tr)[not s.hints], list(shown_names(tr)),
             lambda v: replace(v, hints=not v.hints)),
            (SETTING_LABELS["tips"], shown_names(tr)[not s.tips], list(shown_names(tr)),
             lambda v: replace(v, tips=not v.tips)),
        ]

    def _change(self, change: Callable[[Settings], Settings]) -> None:
        self.ctx.apply_settings(change(self.ctx.settings))
        self._built_for = None

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, rows and notice fonts."""
        size, ts = self.ctx.size, self.ctx.text_scale
        return (self.ctx.assets.font(text_size(size, 60), "title"), self.ctx.assets.font(text_size(size, 30, ts)),
                self.ctx.assets.font(text_size(size, 24, ts)))

    def _build(self) -> None:
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        tr = self.ctx.tr
        title, font, notice_font = self._fonts()
        rows = self.rows()
        pad = max(6, int(16 * r))
        label_w = max(font.size(tr.gettext(label))[0] for label, _, _, _ in rows)
        value_w = max(font.size(value)[0] for _, _, values, _ in rows for value in values) + 2 * pad
        value_w = max(value_w, int(300 * r))
        gap = pad * 2
        left = (w - (label_w + gap + value_w)) // 2
        row_h = font.get_linesize() + pad
        notice = self.ctx.save_problem.describe(tr) if self.ctx.save_problem else ""
        self.notice_lines = wrap(notice, notice_font, min(w - 4 * pad, int(1100 * r))) if notice else []
        notice_h = len(self.notice_lines) * notice_font.get_linesize() + 2 * pad if notice else 0
        title_bottom = int(h * 0.06) + title.get_linesize() + pad
        rows_space = h - title_bottom - notice_h - 2 * pad - (row_h + pad)
        pitch = min(row_h + pad, max(row_h + 2, rows_space // (len(rows) + 1)))
        block = len(rows) * pitch + row_h + pad + (notice_h + pad if notice else 0)
        top = title_bottom + max(0, (h - title_bottom - block) // 3)
        buttons: list[Button] = []
        self.labels = []
        focus = self.column.focus
        for i, (label, value, _, change) in enumerate(rows):
            y = top + i * pitch
            self.labels.append((label, pygame.Rect(left, y, label_w, row_h)))
            buttons.append(Button(pygame.Rect(left + label_w + gap, y, value_w, row_h), value,
                                  partial(self._change, change)))
        y = top + len(rows) * pitch + pad // 2
        back_w = max(int(300 * r), font.size(tr.gettext("Back"))[0] + 2 * pad)
        buttons.append(Button(pygame.Rect(w // 2 - back_w // 2, y, back_w, row_h), tr.gettext("Back"),
                              self.ctx.stack.pop))
        notice_w = max((notice_font.size(line)[0] for line in self.notice_lines), default=0) + 2 * pad
        self.notice_rect = pygame.Rect(w // 2 - notice_w // 2, y + row_h + pad, notice_w, notice_h)
        self.column = ButtonColumn(buttons)
        self.column.focus = focus
        for i, button in enumerate(buttons):
            button.focused = i == focus
        self._built_for = self._key()

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.settings, self.ctx.save_problem)

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return self.column.handle_event(event)

    def exit(self) -> None:
        # The problem was shown where the change was made; the next screen starts clean.
        self.ctx.save_problem = None

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        draw_backdrop(surface)
        w, h = surface.get_size()
        tr = self.ctx.tr
        title, font, notice_font = self._fonts()
        heading = blit_text(surface, tr.gettext("Settings"), title,
                            (w // 2, int(h * 0.06) + title.get_linesize() // 2), theme.ACCENT, "center")
        draw_board(surface, [rect for _, rect in self.labels] + [button.rect for button in self.column.buttons],
                   max(6, int(20 * theme.scale_for(self.ctx.size))), heading.bottom + 2)
        for label, rect in self.labels:
            blit_text(surface, tr.gettext(label), font, (rect.right, rect.centery), theme.TEXT, "midright")
        self.column.draw(surface, font)
        if self.notice_lines:
            draw_panel(surface, self.notice_rect)
            pygame.draw.rect(surface, theme.DANGER, self.notice_rect, 2, border_radius=8)
            line_h = notice_font.get_linesize()
            y = self.notice_rect.top + (self.notice_rect.height - line_h * len(self.notice_lines)) // 2
            for i, line in enumerate(self.notice_lines):
                blit_text(surface, line, notice_font, (w // 2, y + i * line_h), theme.TEXT, "midtop")
