"""The rules reference: sections with a list to jump between them, a scrollbar, mouse and keyboard scrolling.

The text is laid out once per window size, language and text size into lines at
content coordinates; scrolling moves a window over them in pixels and stops where
the last line reaches the bottom of the box, so the box is never left almost empty.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.app.context import AppContext
from scenes.app.i18n import N_
from scenes.app.scene import Scene
from scenes.text.rules import Section, rules_sections
from scenes.ui import theme
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, blit_text, draw_panel, wrap

SCROLL_HINT = N_("Scroll with the mouse wheel, the arrow keys, Page Up/Down, Home and End; "
                 "keys 1-{last} jump to a section.")
TERM_SEPARATOR = " — "
SECTION_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
                pygame.K_9)


@dataclass(frozen=True)
class Line:
    """One line of the laid-out text, at ``y`` from the top of the content."""

    y: int
    text: str
    font: pygame.font.Font
    color: tuple[int, int, int]
    indent: int = 0
    term: str = ""
    """The start of ``text`` drawn in the accent colour (a card's or a role's name)."""


@dataclass
class Geometry:
    """Where everything goes for one window size, language and text size."""

    title: pygame.font.Font
    title_y: int
    panel: pygame.Rect
    view: pygame.Rect
    """The text area inside the panel; lines are clipped to it."""
    track: pygame.Rect
    """The scrollbar's track, at the panel's right edge."""
    toc: list[tuple[pygame.Rect, int, list[str]]]
    """Each section's entry in the list on the left: its rect, its index and its wrapped lines."""
    toc_font: pygame.font.Font
    back: pygame.Rect
    hint: list[str]
    hint_font: pygame.font.Font
    lines: list[Line]
    content_height: int
    section_tops: list[int]
    step: int
    """One line of body text: what an arrow key scrolls."""


class RulesScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.scroll = 0
        """Pixels of content above the top of the text area."""
        self.back: Button | None = None
        self._geometry: Geometry | None = None
        self._geometry_for: object = None
        self._drag_offset: int | None = None
        """While the scrollbar's thumb is dragged: where in the thumb it was grabbed."""

    # --- layout ------------------------------------------------------------------------------

    def sections(self) -> list[Section]:
        return rules_sections(self.ctx.tr)

    def geometry(self) -> Geometry:
        key = (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale)
        if self._geometry is None or self._geometry_for != key:
            self._geometry = self._layout()
            self._geometry_for = key
            self.scroll = min(self.scroll, self.max_scroll())
        return self._geometry

    def _layout(self) -> Geometry:
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        ts = self.ctx.text_scale
        fonts = self.ctx.assets

        def size(nominal: float) -> int:
            return text_size(self.ctx.size, nominal, ts)

        title = fonts.font(text_size(self.ctx.size, 56), "title")
        body, heading, sub = fonts.font(size(23)), fonts.font(size(34), "title"), fonts.font(size(27), "title")
        toc_font, hint_font, button_font = fonts.font(size(22)), fonts.font(size(19)), fonts.font(size(26))
        margin, pad = max(8, int(24 * r)), max(6, int(14 * r))
        title_y = margin + title.get_linesize() // 2
        button_h = button_font.get_linesize() + int(18 * r)
        back_w = max(int(200 * r), button_font.size(self.ctx.tr.gettext("Back"))[0] + 2 * pad)
        back = pygame.Rect(margin, h - margin - button_h, back_w, button_h)
        top = margin + title.get_linesize() + margin // 2
        bottom = back.top - margin // 2

        sections = self.sections()
        entries = [f"{index + 1}. {section.title}" for index, section in enumerate(sections)]
        toc_width = min(int(w * 0.24), max(toc_font.size(entry)[0] for entry in entries) + 2 * pad)
        bar = max(8, int(14 * r))
        readable = body.size("n")[0] * 95 + 2 * pad + bar + pad
        panel_w = min(w - toc_width - 3 * margin, readable)
        left = (w - (toc_width + margin + panel_w)) // 2
        toc: list[tuple[pygame.Rect, int, list[str]]] = []
        y = top
        for index, entry in enumerate(entries):
            wrapped = wrap(entry, toc_font, toc_width - 2 * pad)
            rect = pygame.Rect(left, y, toc_width, len(wrapped) * toc_font.get_linesize() + pad)
            toc.append((rect, index, wrapped))
            y = rect.bottom + pad // 2
        panel = pygame.Rect(left + toc_width + margin, top, panel_w, bottom - top)
        back.left = left
        view = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 3 * pad - bar, panel.height - 2 * pad)
        track = pygame.Rect(panel.right - pad - bar, view.top, bar, view.height)

        lines, tops, height = self._lines(sections, view.width, body, heading, sub, pad)
        hint_text = self.ctx.tr.format(SCROLL_HINT, last=len(sections))
        hint = wrap(hint_text, hint_font, panel.right - back.right - margin)
        return Geometry(title, title_y, panel, view, track, toc, toc_font, back, hint, hint_font, lines, height, tops,
                        body.get_linesize())

    @staticmethod
    def _lines(sections: list[Section], width: int, body: pygame.font.Font, heading: pygame.font.Font,
               sub: pygame.font.Font, pad: int) -> tuple[list[Line], list[int], int]:
        """Every section wrapped to ``width``: the lines, each section's top and the content's height."""
        lines: list[Line] = []
        tops: list[int] = []
        y = 0
        paragraph_gap = body.get_linesize() // 2
        indent = pad * 2
        for number, section in enumerate(sections):
            if number:
                y += body.get_linesize()
            tops.append(y)
            lines.append(Line(y, section.title, heading, theme.ACCENT))
            y += heading.get_linesize() + paragraph_gap // 2
            for block in section.blocks:
                if block.kind == "sub":
                    y += paragraph_gap // 2
                    lines.append(Line(y, block.text, sub, theme.HIGHLIGHT))
                    y += sub.get_linesize()
                    continue
                text = f"{block.term}{TERM_SEPARATOR}{block.text}" if block.term else block.text
                offset = indent if block.kind == "item" else 0
                for i, line in enumerate(wrap(text, body, width - offset)):
                    term = f"{block.term}{TERM_SEPARATOR}" if block.term and i == 0 else ""
                    if term and not line.startswith(term):
                        term = block.term if line.startswith(block.term) else ""
                    lines.append(Line(y, line, body, theme.TEXT, offset if i else 0, term))
                    y += body.get_linesize()
                y += paragraph_gap
        return lines, tops, y

    # --- scrolling ---------------------------------------------------------------------------

    def max_scroll(self) -> int:
        geometry = self._geometry or self.geometry()
        return max(0, geometry.content_height - geometry.view.height)

    def scroll_to(self, value: float) -> None:
        self.scroll = int(min(max(0, value), self.max_scroll()))

    def page(self) -> int:
        geometry = self.geometry()
        return max(geometry.step, geometry.view.height - geometry.step)

    def current_section(self) -> int:
        """The section at the top of the text area (the last one whose heading is at or above it)."""
        tops = self.geometry().section_tops
        current = 0
        for index, top in enumerate(tops):
            if top <= self.scroll + self.geometry().step:
                current = index
        if self.scroll >= self.max_scroll() > 0:
            # At the very end the last sections may be too short to reach the top: the list shows the last one.
            current = max(current, next((i for i, top in enumerate(tops) if top >= self.scroll), current))
        return current

    def jump_to_section(self, index: int) -> None:
        tops = self.geometry().section_tops
        if 0 <= index < len(tops):
            self.scroll_to(tops[index])

    def visible_lines(self) -> list[Line]:
        """The lines wholly or partly inside the text area at the current scroll."""
        geometry = self.geometry()
        bottom = self.scroll + geometry.view.height
        return [line for line in geometry.lines
                if line.y + line.font.get_linesize() > self.scroll and line.y < bottom]

    def thumb(self) -> pygame.Rect:
        geometry = self.geometry()
        track = geometry.track
        if geometry.content_height <= geometry.view.height:
            return track.copy()
        height = max(track.width * 2, track.height * geometry.view.height // geometry.content_height)
        top = track.top + (track.height - height) * self.scroll // max(1, self.max_scroll())
        return pygame.Rect(track.left, top, track.width, height)

    # --- input ---------------------------------------------------------------------------------

    def _button(self) -> Button:
        rect = self.geometry().back
        if self.back is None or self.back.rect != rect or self.back.label != self.ctx.tr.gettext("Back"):
            self.back = Button(rect, self.ctx.tr.gettext("Back"), self.ctx.stack.pop, hotkey=pygame.K_ESCAPE)
        return self.back

    def handle_event(self, event: pygame.event.Event) -> bool:
        geometry = self.geometry()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * 3 * geometry.step)
            return True
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._press(event.pos):
            return True
        if event.type == pygame.MOUSEMOTION and self._drag_offset is not None:
            track, thumb = geometry.track, self.thumb()
            room = max(1, track.height - thumb.height)
            self.scroll_to((event.pos[1] - self._drag_offset - track.top) * self.max_scroll() / room)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_offset is not None:
            self._drag_offset = None
            return True
        return self._button().handle_event(event)

    def _key(self, key: int) -> bool:
        moves = {pygame.K_DOWN: self.geometry().step * 2, pygame.K_UP: -self.geometry().step * 2,
                 pygame.K_PAGEDOWN: self.page(), pygame.K_SPACE: self.page(), pygame.K_PAGEUP: -self.page()}
        if key in moves:
            self.scroll_to(self.scroll + moves[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll())
        elif key in SECTION_KEYS:
            self.jump_to_section(SECTION_KEYS.index(key))
        else:
            return False
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        geometry = self.geometry()
        for rect, index, _ in geometry.toc:
            if rect.collidepoint(pos):
                self.jump_to_section(index)
                return True
        if geometry.track.inflate(geometry.track.width, 0).collidepoint(pos) and self.max_scroll() > 0:
            thumb = self.thumb()
            if thumb.collidepoint(pos):
                self._drag_offset = pos[1] - thumb.top
            else:
                self.scroll_to(self.scroll + (self.page() if pos[1] > thumb.centery else -self.page()))
            return True
        return False

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        geometry = self.geometry()
        surface.fill(theme.BACKGROUND)
        w = surface.get_width()
        blit_text(surface, self.ctx.tr.gettext("Rules reference"), geometry.title, (w // 2, geometry.title_y),
                  theme.ACCENT, "center")
        self._draw_toc(surface, geometry)
        draw_panel(surface, geometry.panel)
        view = geometry.view
        surface.set_clip(view)
        for line in self.visible_lines():
            position = (view.left + line.indent, view.top + line.y - self.scroll)
            if line.term:
                term = blit_text(surface, line.term, line.font, position, theme.ACCENT)
                rest = line.text[len(line.term):]
                blit_text(surface, rest, line.font, (term.right, position[1]), line.color)
            else:
                blit_text(surface, line.text, line.font, position, line.color)
        surface.set_clip(None)
        self._draw_scrollbar(surface, geometry)
        button = self._button()
        button.draw(surface, self.ctx.assets.font(text_size(self.ctx.size, 26, self.ctx.text_scale)))
        line_h = geometry.hint_font.get_linesize()
        y = button.rect.centery - line_h * len(geometry.hint) // 2
        for i, text in enumerate(geometry.hint):
            blit_text(surface, text, geometry.hint_font, (geometry.panel.right, y + i * line_h), theme.MUTED,
                      "topright")

    def _draw_toc(self, surface: pygame.Surface, geometry: Geometry) -> None:
        current = self.current_section()
        line_h = geometry.toc_font.get_linesize()
        for rect, index, wrapped in geometry.toc:
            if index == current:
                draw_panel(surface, rect, border=2)
            color = theme.HIGHLIGHT if index == current else theme.TEXT
            top = rect.top + (rect.height - len(wrapped) * line_h) // 2
            for i, text in enumerate(wrapped):
                blit_text(surface, text, geometry.toc_font, (rect.left + line_h // 2, top + i * line_h), color)

    def _draw_scrollbar(self, surface: pygame.Surface, geometry: Geometry) -> None:
        if self.max_scroll() == 0:
            return
        radius = geometry.track.width // 2
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, geometry.track, border_radius=radius)
        color = theme.BUTTON_HOVER if self._drag_offset is not None else theme.PANEL_EDGE
        pygame.draw.rect(surface, color, self.thumb(), border_radius=radius)
