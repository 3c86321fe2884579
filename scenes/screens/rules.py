"""The rules reference: groups of sections in a list on the left, a search by name above it, the text on the right.

The text is laid out once per window size, language and text size into lines at content coordinates; scrolling
moves a window over them in pixels and stops where the last line reaches the bottom of the box, so the box is
never left almost empty. Typing letters searches the names of the cards, characters, events, roles and sections
in the current language; Enter or a click shows the entry chosen, outlined.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.app.context import AppContext
from scenes.app.i18n import N_
from scenes.app.scene import Scene
from scenes.cards.frame import card_height
from scenes.cards.portrait import Portraits
from scenes.text.rules import Group, Section, rules_groups
from scenes.ui import theme
from scenes.ui.scroll import draw_scrollbar
from scenes.ui.search import Entry, Search
from scenes.ui.text_flow import Anchor, Line, flow_sections
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, blit_text, draw_backdrop, draw_panel, wrap

SCROLL_HINT = N_("Type a name, or click the search box for an index of them all; Enter shows the entry. "
                 "Keys 1-{last} jump to a group.")
SEARCH_PLACEHOLDER = N_("Search by name")
NO_MATCH = N_("Nothing is called that")
SCROLLBAR_ROOM = 14
"""The width the list of matches leaves at its right for ``draw_scrollbar``'s bar."""
GROUP_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
              pygame.K_9)
LIST_FITS = (1.0, 0.92, 0.85, 0.78, 0.7)
"""The list on the left shrinks by these factors, only as far as needed, to fit the window's height."""


@dataclass(frozen=True)
class ListRow:
    """A row of the list on the left: a group (level 0) or one of its sections (level 1)."""

    rect: pygame.Rect
    section: int
    lines: list[str]
    level: int


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
    search: pygame.Rect
    results: pygame.Rect
    """Where the list of matches goes while something is typed (the list of groups' place)."""
    toc: list[ListRow]
    toc_font: pygame.font.Font
    back: pygame.Rect
    hint: list[str]
    hint_font: pygame.font.Font
    lines: list[Line]
    content_height: int
    section_tops: list[int]
    group_starts: list[int]
    """The first section of each group."""
    anchors: list[Anchor]
    step: int
    """One line of body text: what an arrow key scrolls."""

    @property
    def result_height(self) -> int:
        return self.toc_font.get_linesize() + self.toc_font.get_linesize() // 3


class RulesScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.scroll = 0
        """Pixels of content above the top of the text area."""
        self.back: Button | None = None
        self.search = Search()
        self.marked: Anchor | None = None
        """The entry the search last showed, outlined in the text."""
        self.pointer: tuple[int, int] | None = None
        """Where the mouse was last seen: the entry under it shows its card."""
        self._portraits: Portraits | None = None
        self._geometry: Geometry | None = None
        self._geometry_for: object = None
        self._drag_offset: int | None = None
        """While the scrollbar's thumb is dragged: where in the thumb it was grabbed."""

    # --- layout ------------------------------------------------------------------------------

    def groups(self) -> list[Group]:
        return rules_groups(self.ctx.tr)

    def sections(self) -> list[Section]:
        return [section for group in self.groups() for section in group.sections]

    def geometry(self) -> Geometry:
        key = (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale)
        if self._geometry is None or self._geometry_for != key:
            self._geometry = self._layout()
            self._geometry_for = key
            self.marked = None
            self.search.set_entries([Entry(anchor.name, index) for index, anchor in enumerate(self._geometry.anchors)
                                     if anchor.name])
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
        hint_font, button_font = fonts.font(size(19)), fonts.font(size(26))
        margin, pad = max(8, int(24 * r)), max(6, int(14 * r))
        title_y = margin + title.get_linesize() // 2
        button_h = button_font.get_linesize() + int(18 * r)
        back_w = max(int(200 * r), button_font.size(self.ctx.tr.gettext("Back"))[0] + 2 * pad)
        back = pygame.Rect(margin, h - margin - button_h, back_w, button_h)
        top = margin + title.get_linesize() + margin // 2
        bottom = back.top - margin // 2

        groups = self.groups()
        sections = [section for group in groups for section in group.sections]
        toc_width = int(w * 0.24)
        bar = max(8, int(14 * r))
        readable = body.size("n")[0] * 95 + 2 * pad + bar + pad
        panel_w = min(w - toc_width - 3 * margin, readable)
        left = (w - (toc_width + margin + panel_w)) // 2
        toc_font, toc, search = self._list(groups, pygame.Rect(left, top, toc_width, bottom - top), pad)
        results = pygame.Rect(left, search.bottom + pad // 2, toc_width, bottom - search.bottom - pad // 2)
        panel = pygame.Rect(left + toc_width + margin, top, panel_w, bottom - top)
        back.left = left
        view = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 3 * pad - bar, panel.height - 2 * pad)
        track = pygame.Rect(panel.right - pad - bar, view.top, bar, view.height)

        lines, tops, anchors, height = flow_sections(sections, view.width, body, heading, sub, pad)
        starts, first = [], 0
        for group in groups:
            starts.append(first)
            first += len(group.sections)
        hint_text = self.ctx.tr.format(SCROLL_HINT, last=len(groups))
        hint = wrap(hint_text, hint_font, panel.right - back.right - margin)
        return Geometry(title, title_y, panel, view, track, search, results, toc, toc_font, back, hint, hint_font,
                        lines, height, tops, starts, anchors, body.get_linesize())

    def _list(self, groups: list[Group], room: pygame.Rect, pad: int
              ) -> tuple[pygame.font.Font, list[ListRow], pygame.Rect]:
        """The search box and the list of groups and sections under it, in the largest font that fits ``room``."""
        for fit in LIST_FITS:
            font = self.ctx.assets.font(text_size(self.ctx.size, 22 * fit, self.ctx.text_scale))
            gap = max(2, int(pad * fit) // 2)
            search = pygame.Rect(room.left, room.top, room.width, font.get_linesize() + 2 * gap)
            rows: list[ListRow] = []
            y = search.bottom + 2 * gap
            first = 0
            for number, group in enumerate(groups, start=1):
                labels = [(f"{number}. {group.title}", first, 0)]
                if len(group.sections) > 1:
                    labels += [(section.title, first + i, 1) for i, section in enumerate(group.sections)]
                for label, section, level in labels:
                    indent = level * font.get_linesize()
                    wrapped = wrap(label, font, room.width - 2 * gap - font.get_linesize() // 2 - indent)
                    rect = pygame.Rect(room.left + indent, y, room.width - indent,
                                       len(wrapped) * font.get_linesize() + gap)
                    rows.append(ListRow(rect, section, wrapped, level))
                    y = rect.bottom + gap // 2
                first += len(group.sections)
            if y <= room.bottom:
                break
        return font, rows, search

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

    def jump_to_group(self, index: int) -> None:
        starts = self.geometry().group_starts
        if 0 <= index < len(starts):
            self.jump_to_section(starts[index])

    def show_entry(self, entry: Entry | None) -> None:
        """Scroll the entry a search found to the top of the text area and outline it."""
        if entry is None:
            return
        anchor = self.geometry().anchors[entry.place]
        self.marked = anchor
        self.scroll_to(anchor.top - self.geometry().step // 2)

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

    def hovered(self) -> Anchor | None:
        """The entry with a card under the mouse pointer in the text area."""
        geometry = self.geometry()
        if self.pointer is None or not geometry.view.collidepoint(self.pointer):
            return None
        y = self.pointer[1] - geometry.view.top + self.scroll
        return next((a for a in geometry.anchors if a.picture and a.top <= y < a.bottom), None)

    def shown_picture(self) -> tuple[str, str] | None:
        """The card beside the text: the entry under the pointer's, else the one the search showed."""
        for anchor in (self.hovered(), self.marked):
            if anchor is not None and anchor.picture is not None:
                return anchor.picture
        return None

    def picture_room(self) -> pygame.Rect:
        """The free part of the left column, under the list of groups or of matches."""
        geometry = self.geometry()
        if self.search.active:
            rows = self.result_rows()
            used = rows[-1][0].bottom if rows else geometry.results.top + 2 * geometry.toc_font.get_linesize()
        else:
            used = geometry.toc[-1].rect.bottom
        top = used + geometry.step
        return pygame.Rect(geometry.search.left, top, geometry.search.width, max(0, geometry.panel.bottom - top))

    def result_rows(self) -> list[tuple[pygame.Rect, int]]:
        """The matches shown in the list's place: each row's rect and its index among the matches."""
        geometry = self.geometry()
        row_h = geometry.result_height
        box = geometry.results
        page = max(1, box.height // row_h)
        count = len(self.search.matches)
        rows = self.search.window.rows(count, page)
        width = box.width - (SCROLLBAR_ROOM if count > page else 0)
        return [(pygame.Rect(box.left, box.top + i * row_h, width, row_h), index) for i, index in enumerate(rows)]

    # --- input ---------------------------------------------------------------------------------

    def _button(self) -> Button:
        rect = self.geometry().back
        if self.back is None or self.back.rect != rect or self.back.label != self.ctx.tr.gettext("Back"):
            self.back = Button(rect, self.ctx.tr.gettext("Back"), self.ctx.stack.pop, hotkey=pygame.K_ESCAPE)
        return self.back

    def handle_event(self, event: pygame.event.Event) -> bool:
        geometry = self.geometry()
        if event.type == pygame.MOUSEWHEEL:
            if self.search.active and self.pointer is not None and geometry.results.collidepoint(self.pointer):
                self.search.window.scroll(-event.y)
            else:
                self.scroll_to(self.scroll - event.y * 3 * geometry.step)
            return True
        if event.type == pygame.KEYDOWN and (self._search_key(event) or self._key(event)):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._press(event.pos):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEMOTION and self._drag_offset is not None:
            track, thumb = geometry.track, self.thumb()
            room = max(1, track.height - thumb.height)
            self.scroll_to((event.pos[1] - self._drag_offset - track.top) * self.max_scroll() / room)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_offset is not None:
            self._drag_offset = None
            return True
        return self._button().handle_event(event)

    def _search_key(self, event: pygame.event.Event) -> bool:
        if self.search.active and event.key == pygame.K_ESCAPE:
            self.search.clear()
            self.marked = None
            return True
        if self.search.active and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show_entry(self.search.chosen())
            return True
        return self.search.handle_key(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        moves = {pygame.K_DOWN: self.geometry().step * 2, pygame.K_UP: -self.geometry().step * 2,
                 pygame.K_PAGEDOWN: self.page(), pygame.K_SPACE: self.page(), pygame.K_PAGEUP: -self.page()}
        if key in moves:
            self.scroll_to(self.scroll + moves[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll())
        elif key == pygame.K_TAB:
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            self.jump_to_section(max(0, self.current_section() + step))
        elif key in GROUP_KEYS:
            self.jump_to_group(GROUP_KEYS.index(key))
        else:
            return False
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        geometry = self.geometry()
        if geometry.search.collidepoint(pos):
            if self.search.active:
                self.search.clear()
            else:
                self.search.open_index()
            return True
        if self.search.active:
            for rect, index in self.result_rows():
                if rect.collidepoint(pos):
                    self.search.choose(index)
                    self.show_entry(self.search.chosen())
                    return True
        else:
            for row in geometry.toc:
                if row.rect.collidepoint(pos):
                    self.jump_to_section(row.section)
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
        draw_backdrop(surface)
        w = surface.get_width()
        blit_text(surface, self.ctx.tr.gettext("Rules reference"), geometry.title, (w // 2, geometry.title_y),
                  theme.ACCENT, "center")
        self._draw_search(surface, geometry)
        if self.search.active:
            self._draw_results(surface, geometry)
        else:
            self._draw_toc(surface, geometry)
        draw_panel(surface, geometry.panel)
        view = geometry.view
        surface.set_clip(view)
        if self.marked is not None:
            mark = pygame.Rect(view.left - 4, view.top + self.marked.top - self.scroll - 2, view.width + 8,
                               self.marked.bottom - self.marked.top + 4)
            pygame.draw.rect(surface, theme.HIGHLIGHT, mark, 2, border_radius=6)
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
        self._draw_picture(surface)
        button = self._button()
        button.draw(surface, self.ctx.assets.font(text_size(self.ctx.size, 26, self.ctx.text_scale)))
        line_h = geometry.hint_font.get_linesize()
        y = button.rect.centery - line_h * len(geometry.hint) // 2
        for i, text in enumerate(geometry.hint):
            blit_text(surface, text, geometry.hint_font, (geometry.panel.right, y + i * line_h), theme.MUTED,
                      "topright")

    def _draw_picture(self, surface: pygame.Surface) -> None:
        shown = self.shown_picture()
        room = self.picture_room()
        width = min(int(room.width * 0.75), int(room.height / 1.5), int(300 * reading_scale(self.ctx.size)))
        if shown is None or width < 72:
            return
        if self._portraits is None:
            self._portraits = Portraits(self.ctx.assets, self.ctx.tr)
        picture = self._portraits.picture(shown, width, self.ctx.tr)
        if picture is not None:
            top = room.top + (room.height - max(picture.get_height(), card_height(width))) // 2
            surface.blit(picture, picture.get_rect(midtop=(room.centerx, top)))

    def _draw_search(self, surface: pygame.Surface, geometry: Geometry) -> None:
        box = geometry.search
        draw_panel(surface, box, border=3 if self.search.active else 1)
        font = geometry.toc_font
        x, y = box.left + font.get_linesize() // 2, box.centery
        if not self.search.query:
            if self.search.active:
                x = blit_text(surface, "|", font, (x, y), theme.HIGHLIGHT, "midleft").right
            blit_text(surface, self.ctx.tr.gettext(SEARCH_PLACEHOLDER), font, (x, y), theme.MUTED, "midleft")
            return
        room = box.width - font.get_linesize()
        shown = self.search.query
        while shown and font.size(shown + "|")[0] > room:
            shown = shown[1:]
        blit_text(surface, shown + "|", font, (x, y), theme.HIGHLIGHT, "midleft")

    def _draw_results(self, surface: pygame.Surface, geometry: Geometry) -> None:
        font = geometry.toc_font
        box = geometry.results
        matches = self.search.matches
        if not matches:
            for i, text in enumerate(wrap(self.ctx.tr.gettext(NO_MATCH), font, box.width - font.get_linesize())):
                blit_text(surface, text, font, (box.left + font.get_linesize() // 2,
                                                box.top + i * font.get_linesize()), theme.MUTED)
            return
        for rect, index in self.result_rows():
            chosen = index == self.search.selected
            if chosen:
                draw_panel(surface, rect, border=2)
            elif self.pointer is not None and rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=8)
            name = matches[index].name
            while font.size(name)[0] > rect.width - font.get_linesize() and len(name) > 1:
                name = name[:-2] + "…"
            blit_text(surface, name, font, (rect.left + font.get_linesize() // 2, rect.centery),
                      theme.HIGHLIGHT if chosen else theme.TEXT, "midleft")
        page = max(1, box.height // geometry.result_height)
        draw_scrollbar(surface, box, self.search.window, len(matches), page)

    def _draw_toc(self, surface: pygame.Surface, geometry: Geometry) -> None:
        current = self.current_section()
        line_h = geometry.toc_font.get_linesize()
        for row in geometry.toc:
            here = row.section == current and (row.level == 1 or not self._has_sections(geometry, row))
            if here:
                draw_panel(surface, row.rect, border=2)
            elif self.pointer is not None and row.rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.PANEL_EDGE, row.rect, 1, border_radius=8)
            color = theme.HIGHLIGHT if here else (theme.ACCENT if row.level == 0 else theme.TEXT)
            top = row.rect.top + (row.rect.height - len(row.lines) * line_h) // 2
            for i, text in enumerate(row.lines):
                blit_text(surface, text, geometry.toc_font, (row.rect.left + line_h // 2, top + i * line_h), color)

    @staticmethod
    def _has_sections(geometry: Geometry, row: ListRow) -> bool:
        """Whether a group's row has rows of its own sections under it (then they, not it, show the current one)."""
        index = geometry.toc.index(row)
        return index + 1 < len(geometry.toc) and geometry.toc[index + 1].level == 1

    def _draw_scrollbar(self, surface: pygame.Surface, geometry: Geometry) -> None:
        if self.max_scroll() == 0:
            return
        radius = geometry.track.width // 2
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, geometry.track, border_radius=radius)
        color = theme.BUTTON_HOVER if self._drag_offset is not None else theme.PANEL_EDGE
        pygame.draw.rect(surface, color, self.thumb(), border_radius=radius)
