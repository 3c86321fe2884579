"""The coach's corner of the table: notes over the top of the log column, and rings that point.

A note is a small panel (a title, paragraphs, an optional red line, optional
buttons) laid out at the largest text size that fits; the notes of one frame
stack downwards from the top of the log column, which keeps the newest log
lines in view below them. A ring pulses around whatever a lesson or a hint
points at.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from scenes.ui import theme
from scenes.ui.widgets import Button, blit_text, report_overflow, wrap

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

NOTE_SIZES = (28, 26, 24, 22, 20, 18)
"""Text sizes tried for a note, largest first (at the table's scale and the player's text size)."""
MAX_SHARE = 0.72
"""A column of notes takes at most this share of the log column's height."""


@dataclass
class Note:
    """What one panel says."""

    title: str
    paragraphs: list[str]
    colour: tuple[int, int, int] = theme.ACCENT
    alert: str = ""
    """A line in red under the text (why a move was refused)."""
    buttons: list[tuple[str, int | None, Callable[[], None]]] = field(default_factory=list)
    """The buttons at the bottom: label, hotkey and what a click does."""


@dataclass
class NoteLayout:
    """Where a note goes and its text, broken into lines, at the size chosen."""

    rect: pygame.Rect
    font: pygame.font.Font
    title_font: pygame.font.Font
    titles: list[str]
    lines: list[str]
    alert: list[str]


@dataclass
class PlacedNote:
    rect: pygame.Rect
    buttons: list[Button]


class Corner:
    """Lays out and draws the notes of one frame in a table's log column."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def column(self) -> pygame.Rect:
        """Where notes go: the log column under its title row (which keeps the hint button), less a margin."""
        layout = self.scene.layout
        margin = max(2, int(6 * layout.scale))
        top = layout.log.top + int(10 * layout.scale) + self.font(26, "title").get_linesize() + margin
        return pygame.Rect(layout.log.left + margin, top, layout.log.width - 2 * margin,
                           layout.log.bottom - margin - top)

    def font(self, size: int, role: str = "text") -> pygame.font.Font:
        return self.scene.drawer.font(size, role)

    def layout_note(self, note: Note, top: int, room: int) -> NoteLayout:
        """The note at ``top`` at the largest text size that fits ``room`` pixels of height."""
        area = self.column()
        pad = self.pad()
        inner = area.width - 2 * pad
        layout: NoteLayout | None = None
        for size in NOTE_SIZES:
            font, title_font = self.font(size), self.font(size + 2, "title")
            lines = [line for paragraph in note.paragraphs for line in wrap(paragraph, font, inner)]
            alert = wrap(note.alert, font, inner) if note.alert else []
            titles = wrap(note.title, title_font, inner)
            height = pad + len(titles) * title_font.get_linesize() + pad // 2 + len(lines) * font.get_linesize() \
                + pad + pad // 2
            if alert:
                height += len(alert) * font.get_linesize() + pad // 2
            if note.buttons:
                height += self.button_height(font) + pad // 2
            layout = NoteLayout(pygame.Rect(area.left, top, area.width, height), font, title_font, titles, lines,
                                alert)
            widest = max([font.size(line)[0] for line in [*lines, *alert]]
                         + [title_font.size(line)[0] for line in titles])
            if height <= room and widest <= inner and self.buttons_fit(note, font, inner):
                return layout
        assert layout is not None
        report_overflow(f"note {note.title!r} does not fit the log column ({room} px)")
        return layout

    def pad(self) -> int:
        return max(4, int(12 * self.scene.layout.scale))

    def button_height(self, font: pygame.font.Font) -> int:
        return font.get_linesize() + max(6, int(14 * self.scene.layout.scale))

    def button_pad(self) -> int:
        """Room around a button's label (a button shortens a label with less than 12 pixels to spare)."""
        return max(16, int(24 * self.scene.layout.scale))

    def buttons_fit(self, note: Note, font: pygame.font.Font, inner: int) -> bool:
        pad = self.button_pad()
        return sum(font.size(label)[0] + pad for label, _, _ in note.buttons) + pad * max(0, len(note.buttons) - 1) \
            <= inner

    def draw(self, surface: pygame.Surface, notes: list[Note]) -> list[PlacedNote]:
        """Draw ``notes`` from the top of the column down; the buttons returned are where they were drawn."""
        area = self.column()
        s = self.scene.layout.scale
        pad = self.pad()
        gap = max(3, int(8 * s))
        top = area.top
        limit = area.top + int(area.height * MAX_SHARE)
        placed = []
        for note in notes:
            layout = self.layout_note(note, top, max(0, limit - top))
            rect = layout.rect
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)  # opaque: the log is under it
            pygame.draw.rect(surface, note.colour, rect, max(2, int(3 * s)), border_radius=8)
            y = rect.top + pad
            for line in layout.titles:
                blit_text(surface, line, layout.title_font, (rect.left + pad, y), note.colour)
                y += layout.title_font.get_linesize()
            y += pad // 2
            for line in layout.lines:
                blit_text(surface, line, layout.font, (rect.left + pad, y), theme.TEXT)
                y += layout.font.get_linesize()
            if layout.alert:
                y += pad // 2
                for line in layout.alert:
                    blit_text(surface, line, layout.font, (rect.left + pad, y), theme.DANGER)
                    y += layout.font.get_linesize()
            buttons = self.place_buttons(note, layout.font, rect, pad)
            for button in buttons:
                button.draw(surface, layout.font)
            placed.append(PlacedNote(rect, buttons))
            top = rect.bottom + gap
        if placed:
            self.draw_log_below(surface, placed[-1].rect.bottom)
        return placed

    def place_buttons(self, note: Note, font: pygame.font.Font, rect: pygame.Rect, pad: int) -> list[Button]:
        """The note's buttons, right-aligned at its bottom."""
        height = self.button_height(font)
        inner_pad = self.button_pad()
        right = rect.right - pad
        buttons = []
        for label, hotkey, on_click in reversed(note.buttons):
            width = font.size(label)[0] + inner_pad
            button_rect = pygame.Rect(right - width, rect.bottom - pad - height, width, height)
            buttons.append(Button(button_rect, label, on_click, hotkey=hotkey))
            right -= width + pad
        return list(reversed(buttons))

    def draw_log_below(self, surface: pygame.Surface, top: int) -> None:
        """The newest lines of the log under the notes, which cover the top of the log column."""
        scene = self.scene
        log = scene.layout.log
        s = scene.layout.scale
        area = pygame.Rect(log.left + 2, top, log.width - 4, log.bottom - 2 - top)
        if area.height <= 0:
            return
        surface.fill(theme.PANEL, area)
        font = self.font(18)
        inner = log.inflate(-int(24 * s), 0)
        lines = scene.drawer.log_lines(font, inner.width)
        line_h = font.get_linesize()
        room = max(0, (area.height - int(8 * s)) // line_h)
        shown = lines[max(0, len(lines) - room):] if room else []
        y = area.top + int(6 * s)
        for line, heading in shown:
            blit_text(surface, line, font, (inner.left, y), theme.ACCENT if heading else theme.TEXT)
            y += line_h


def ring(surface: pygame.Surface, rect: pygame.Rect, clock: float, scale: float,
         colour: tuple[int, int, int] = theme.HIGHLIGHT) -> None:
    """A pulsing frame around ``rect``: what to look at or click."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    grow = max(4, int((6 + 6 * pulse) * scale))
    width = max(2, int((3 + 2 * pulse) * scale))
    pygame.draw.rect(surface, colour, rect.inflate(2 * grow, 2 * grow), width, border_radius=10)
