"""A modal panel over the scene below it: the screen dimmed, a panel with a title, a column of buttons.

Subclasses say what the panel holds (``panel``, ``title``, ``make_buttons``)
and what Escape does (``escape``); the buttons are laid out again whenever the
window's size or the language changes, keeping the keyboard focus.
"""
from __future__ import annotations

import pygame

from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.ui import theme
from scenes.ui.text_sizes import LEGIBLE_SIZE, reading_scale
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_panel


class ModalScene(Scene):
    """Over the scene below it, which stays visible (dimmed); takes every input event."""

    transparent = True
    title_size = 48
    """The title's font size at the reference window size."""
    button_size = 28

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons = ButtonColumn([])
        self._built_for: object = None

    def panel(self) -> pygame.Rect:
        """Where the panel stands in the window."""
        raise NotImplementedError

    def title(self) -> str:
        """The panel's title, translated."""
        raise NotImplementedError

    def make_buttons(self, panel: pygame.Rect, scale: float) -> list[Button]:
        """The panel's buttons, top to bottom."""
        raise NotImplementedError

    def escape(self) -> None:
        """What Escape does: leave the panel."""
        self.ctx.stack.pop()

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        """Anything the panel shows besides its title and buttons."""

    def ensure(self) -> None:
        """Lay the buttons out again if the window or the language changed since."""
        key = (self.ctx.size, self.ctx.tr.language)
        if self._built_for == key:
            return
        focus = self.buttons.focus
        self.buttons = ButtonColumn(self.make_buttons(self.panel(), reading_scale(self.ctx.size)))
        self.buttons.focus = focus
        for i, button in enumerate(self.buttons.buttons):
            button.focused = i == focus
        self._built_for = key

    def rebuild(self) -> None:
        """Lay the buttons out again at the next frame (their labels or states changed)."""
        self._built_for = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.ensure()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure()
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(theme.DIM)
        surface.blit(dim, (0, 0))
        scale = reading_scale(surface.get_size())
        panel = self.panel()
        draw_panel(surface, panel)
        grown = min(self.ctx.text_scale, 1.15)
        title = self.ctx.assets.font(max(LEGIBLE_SIZE, int(self.title_size * scale * grown)), "title")
        blit_text(surface, self.title(), title, (panel.centerx, panel.top + int(50 * scale)), theme.ACCENT, "center")
        self.draw_body(surface, panel, scale)
        self.buttons.draw(surface, self.ctx.assets.font(max(LEGIBLE_SIZE, int(self.button_size * scale * grown))))
