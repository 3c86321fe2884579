"""Hot-seat handover: hides every private card until the next player is at the screen, and says what he is
called for ("Ann must answer Indians! from Bill"), from public facts only.

Escape opens the pause menu over it (pause, settings, rules, quit), as it does over the table.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.ui import theme
from scenes.ui.text_sizes import LEGIBLE_SIZE
from scenes.ui.widgets import Button, blit_text, draw_backdrop, wrap


class HandoverScene(Scene):
    """Opaque on purpose: nothing of the table shows through."""

    def __init__(self, ctx: AppContext, name: str, on_ready: Callable[[], None],
                 on_pause: Callable[[], None] | None = None, reason: Callable[[], str] | None = None) -> None:
        super().__init__(ctx)
        self.name = name
        self.reason = reason
        """What the player is called for, in the current language (asked at each frame: the language may
        change in the pause menu's settings)."""
        self.on_ready = on_ready
        self.on_pause = on_pause
        self.button: Button | None = None

    def _ready(self) -> None:
        self.ctx.stack.pop()
        self.on_ready()

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, hint and button fonts: the text size setting applies, and small windows keep them legible."""
        s = theme.scale_for(self.ctx.size)
        t = self.ctx.text_scale
        font = self.ctx.assets.font
        return (font(max(24, int(60 * s * t)), "title"), font(max(LEGIBLE_SIZE, int(26 * s * t))),
                font(max(16, int(30 * s * t))))

    def _button(self) -> Button:
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        label = self.ctx.tr.gettext("I am {name}: show my cards").format(name=self.name)
        width = max(int(520 * s), self._fonts()[2].size(label)[0] + 40)
        rect = pygame.Rect(0, 0, min(width, w - 20), max(36, int(70 * s)))
        rect.center = (w // 2, int(h * 0.6))
        if self.button is None or self.button.rect != rect or self.button.label != label:
            self.button = Button(rect, label, self._ready, hotkey=pygame.K_RETURN)
        return self.button

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_pause is None:
                return False
            self.on_pause()
            return True
        self._button().handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        title, body, button = self._fonts()
        text = self.ctx.tr.gettext("Pass the computer to {name}").format(name=self.name)
        blit_text(surface, text, title, (w // 2, int(h * 0.36)), theme.ACCENT, "center")
        y = int(h * 0.36) + title.get_linesize() * 3 // 4
        for line in wrap(self.reason() if self.reason is not None else "", button, w - 40):
            blit_text(surface, line, button, (w // 2, y), theme.TEXT, "midtop")
            y += button.get_linesize()
        y = max(y + body.get_linesize() // 2, int(h * 0.47))
        hint = self.ctx.tr.gettext("Everyone else, look away: the next screen shows private cards.")
        for line in wrap(hint, body, w - 40):
            blit_text(surface, line, body, (w // 2, y), theme.MUTED, "midtop")
            y += body.get_linesize()
        self._button().draw(surface, button)
        if self.on_pause is not None:
            pause = self.ctx.tr.gettext("Escape: pause menu")
            blit_text(surface, pause, body, (w // 2, int(h * 0.6) + self._button().rect.height), theme.MUTED,
                      "midtop")
