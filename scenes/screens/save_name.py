"""Save the game under a name (from the pause menu): type a name, Enter saves, Escape cancels.

A name already used asks once more before the older save is replaced. The file is on disk when the
panel closes; a folder that cannot be written is said in plain words and nothing is lost.
"""
from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.record import MAX_LABEL
from game.session import Session
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.ui import theme
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, blit_text, draw_panel, veil, wrap


def default_label(session: Session) -> str:
    """The humans' names (or the first players') and the date: "Ann, Bill 2026-11-30 14:32"."""
    names = [seat.name for seat in session.seats if seat.human] or [seat.name for seat in session.seats[:2]]
    return f"{', '.join(names)} {time.strftime('%Y-%m-%d %H:%M')}"[:MAX_LABEL]


class SaveNameScene(Scene):
    transparent = True

    def __init__(self, ctx: AppContext, session: Session, on_saved: Callable[[str], None]) -> None:
        super().__init__(ctx)
        self.session = session
        self.on_saved = on_saved
        self.label = default_label(session)
        self.replacing = False
        """The name is taken and the player was asked once: the next Enter replaces the older save."""
        self.problem = ""
        self.buttons: list[Button] = []
        self.field = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._built_for: object = None

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return font(text_size(size, 44), "title"), font(text_size(size, 28, ts)), font(text_size(size, 22, ts))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, self.replacing)

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(16 * r))
        width = min(w - 2 * pad, max(int(760 * r), font.size("n" * 30)[0] + 4 * pad))
        height = title.get_linesize() + font.get_linesize() * 2 + small.get_linesize() * 4 + 7 * pad
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + pad + title.get_linesize() + pad
        self.field = pygame.Rect(self.panel.left + 2 * pad, top, width - 4 * pad, font.get_linesize() + pad)
        button_h = font.get_linesize() + pad
        save_label = tr.gettext("Replace") if self.replacing else tr.gettext("Save")
        labels = [(save_label, self.save), (tr.gettext("Cancel"), self.ctx.stack.pop)]
        widths = [max(int(160 * r), font.size(label)[0] + 3 * pad) for label, _ in labels]
        x = self.panel.centerx - (sum(widths) + pad) // 2
        y = self.panel.bottom - pad - button_h
        self.buttons = []
        for (label, action), bw in zip(labels, widths, strict=True):
            self.buttons.append(Button(pygame.Rect(x, y, bw, button_h), label, action))
            x += bw + pad
        self._built_for = self._key()

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    def save(self) -> None:
        games = self.ctx.games
        label = " ".join(self.label.split())
        if not label or games is None:
            return
        if not self.replacing and games.label_taken(label):
            self.replacing = True
            return
        problem = games.save_as(label, self.session)
        if problem is not None:
            self.problem = problem.describe(self.ctx.tr)
            return
        self.ctx.stack.pop()
        self.on_saved(label)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ctx.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
            elif event.key == pygame.K_BACKSPACE:
                self._edit(self.label[:-1])
            elif event.key == pygame.K_TAB:
                focused = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
                for i, button in enumerate(self.buttons):
                    button.focused = i == (focused + 1) % len(self.buttons)
            elif event.unicode and event.unicode.isprintable() and len(self.label) < MAX_LABEL:
                self._edit(self.label + event.unicode)
            return True
        for button in self.buttons:
            button.handle_event(event)
        return True

    def _edit(self, label: str) -> None:
        self.label = label
        self.replacing = False
        self.problem = ""

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        tr = self.ctx.tr
        title, font, small = self._fonts()
        surface.blit(veil(surface.get_size(), theme.DIM), (0, 0))
        draw_panel(surface, self.panel, alpha=250)
        pad = max(6, int(16 * reading_scale(self.ctx.size)))
        blit_text(surface, tr.gettext("Save the game"), title, (self.panel.centerx, self.panel.top + pad),
                  theme.ACCENT, "midtop")
        draw_panel(surface, self.field, border=3)
        shown = self.label + "|"
        while shown and font.size(shown)[0] > self.field.width - 2 * pad:
            shown = shown[1:]
        blit_text(surface, shown, font, (self.field.left + pad, self.field.centery), theme.TEXT, "midleft")
        if self.problem:
            note, colour = self.problem, theme.DANGER
        elif self.replacing:
            name = " ".join(self.label.split())
            note = tr.gettext("A save named “{name}” exists. Press Enter again to replace it.").format(name=name)
            colour = theme.HIGHLIGHT
        else:
            note, colour = tr.gettext("Type a name; Enter saves, Escape cancels."), theme.MUTED
        y = self.field.bottom + pad // 2
        for line in wrap(note, small, self.panel.width - 4 * pad)[:4]:
            blit_text(surface, line, small, (self.panel.left + 2 * pad, y), colour)
            y += small.get_linesize()
        for button in self.buttons:
            button.draw(surface, font)

