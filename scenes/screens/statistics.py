"""Statistics across games: choose a player (by name) or an AI level on the left; on the right their games,
wins, average length and streaks, and bars of games and wins per role and per character.

Keys: Up/Down choose, Page Up/Down scroll the bars by character, R resets (pressed twice: the first press
asks), Tab moves through the buttons, Escape goes back. Mouse: click a name (the wheel moves through a long
list; over a chart, it scrolls the chart), click the buttons. Every bar of a chart too long for its box scrolls
into view: a player may have played all 31 characters.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.statistics import ROLES, Line
from scenes.app.context import AppContext
from scenes.app.i18n import N_
from scenes.app.scene import Scene
from scenes.records.describe import kind_text
from scenes.text.cards import character_text, role_name
from scenes.ui import theme
from scenes.ui.scroll import ScrollWindow, draw_scrollbar
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import (
    Button,
    blit_text,
    button_row,
    draw_panel,
    draw_screen_title,
    fit_text,
    list_step,
    move_focus,
    wrap,
)

GAMES_COLOUR = (96, 70, 50)
SHOWN_OF = N_("{first}\u2013{last} of {count}")
"""Which bars of a scrolled chart are in sight, after its heading."""


@dataclass
class Chart:
    """A chart's rows as last drawn: where they are, how many fit, how many there are, which are in sight."""

    window: ScrollWindow
    rows: pygame.Rect
    page: int
    count: int


class StatisticsScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.window = ScrollWindow()
        self.confirming = False
        self.buttons: list[Button] = []
        self.name_rects: list[tuple[int, pygame.Rect]] = []
        self.role_window = ScrollWindow()
        self.character_window = ScrollWindow()
        self.charts: list[Chart] = []
        """The charts as last drawn, for the wheel and the page keys."""
        self.mouse = (0, 0)
        self._built_for: object = None

    def lines(self) -> list[tuple[str, Line]]:
        """Who has statistics, as shown: human players by games played, then the AI levels."""
        games = self.ctx.games
        if games is None:
            return []
        statistics = games.statistics
        players = sorted(statistics.players.items(), key=lambda item: (-item[1].games, item[0]))
        levels = [(kind_text(self.ctx.tr, level), statistics.levels[level])
                  for level in ("easy", "normal", "hard", "random") if level in statistics.levels]
        return players + levels

    # --- actions -----------------------------------------------------------------------------

    def reset(self) -> None:
        if not self.confirming:
            self.confirming = True
            self._built_for = None
            return
        if self.ctx.games is not None:
            self.ctx.games.reset_statistics()
        self.confirming = False
        self.selected = 0
        self.window.reveal(0)
        self._built_for = None

    def choose(self, index: int) -> None:
        count = len(self.lines())
        previous = self.selected
        self.selected = max(0, min(index, count - 1)) if count else 0
        self.window.reveal(self.selected)
        if self.selected != previous:
            self.role_window.reveal(0)
            self.character_window.reveal(0)
        self.confirming = False
        self._built_for = None

    # --- layout ------------------------------------------------------------------------------

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return font(text_size(size, 60), "title"), font(text_size(size, 26, ts)), font(text_size(size, 21, ts))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, self.confirming)

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        _, font, _ = self._fonts()
        pad = max(6, int(14 * r))
        button_h = font.get_linesize() + pad
        labels: list[tuple[str, Callable[[], None], int]] = [
            (tr.gettext("Reset statistics?") if self.confirming else tr.gettext("Reset statistics"), self.reset,
             pygame.K_r),
            (tr.gettext("Back"), self.ctx.stack.pop, pygame.K_ESCAPE),
        ]
        focus = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
        self.buttons = button_row(labels, font, min_width=int(200 * r), pad=pad, center_x=w // 2,
                                  top=h - pad - button_h, height=button_h, focus=focus)
        self.buttons[0].enabled = bool(self.lines())
        self._built_for = self._key()

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    # --- input -----------------------------------------------------------------------------------

    def scroll_chart(self, window: ScrollWindow, pages: int) -> None:
        """Move a chart's bars by ``pages`` of what fits (negative: up)."""
        chart = next((chart for chart in self.charts if chart.window is window), None)
        if chart is not None:
            window.scroll(pages * max(1, chart.page - 1))

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_chart(self.character_window, -1 if event.key == pygame.K_PAGEUP else 1)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            step = list_step(event.key, self.selected, len(self.lines()))
            if step is not None:
                self.choose(step)
                return True
            if event.key == pygame.K_ESCAPE and self.confirming:
                self.confirming = False
                return True
            if event.key == pygame.K_TAB:
                move_focus(self.buttons, -1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            chart = next((chart for chart in self.charts if chart.rows.collidepoint(self.mouse)), None)
            if chart is not None:
                chart.window.scroll(-event.y)
            else:
                self.choose(self.selected - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in self.name_rects:
                if rect.collidepoint(event.pos):
                    self.choose(index)
                    return True
        return any(button.handle_event(event) for button in self.buttons)

    # --- drawing -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure()
        tr = self.ctx.tr
        w, h = surface.get_size()
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(14 * r))
        draw_screen_title(surface, tr.gettext("Statistics"), title, int(h * 0.03))
        top = int(h * 0.03) + title.get_linesize() + pad
        bottom = self.buttons[0].rect.top - pad
        margin = max(10, int(w * 0.04))
        lines = self.lines()
        self.charts = []
        if self.confirming:
            ask = tr.gettext("Every player's and every AI level's statistics will be lost. Press R again to "
                             "reset them, Escape to keep them.")
            blit_text(surface, fit_text(ask, small, w - 20), small, (w // 2, bottom), theme.HIGHLIGHT, "midbottom")
            bottom -= small.get_linesize() + pad // 2
        if not lines:
            box = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
            draw_panel(surface, box)
            y = box.top + 2 * pad
            for line in wrap(tr.gettext("No finished games yet: statistics appear here after the first one."),
                             font, box.width - 4 * pad):
                blit_text(surface, line, font, (box.centerx, y), theme.MUTED, "midtop")
                y += font.get_linesize()
        else:
            self.selected = min(self.selected, len(lines) - 1)
            names_w = min(int(w * 0.28), max(font.size(name)[0] for name, _ in lines) + 4 * pad)
            names = pygame.Rect(margin, top, names_w, bottom - top)
            self._draw_names(surface, names, lines, font, pad)
            detail = pygame.Rect(names.right + pad, top, w - margin - names.right - pad, bottom - top)
            self._draw_line(surface, detail, lines[self.selected], font, small, pad)
        for button in self.buttons:
            button.draw(surface, font)

    def _draw_names(self, surface: pygame.Surface, box: pygame.Rect, lines: list[tuple[str, Line]],
                    font: pygame.font.Font, pad: int) -> None:
        draw_panel(surface, box)
        self.name_rects = []
        row_h = font.get_linesize() + pad
        visible = max(1, (box.height - pad) // row_h)
        y = box.top + pad // 2
        for index in self.window.rows(len(lines), visible):
            rect = pygame.Rect(box.left + 4, y, box.width - 8, row_h - 2)
            if index == self.selected:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=6)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 2, border_radius=6)
            blit_text(surface, fit_text(lines[index][0], font, rect.width - 2 * pad), font,
                      (rect.left + pad, rect.centery), theme.TEXT, "midleft")
            self.name_rects.append((index, rect))
            y += row_h
        draw_scrollbar(surface, box, self.window, len(lines), visible)

    def _draw_line(self, surface: pygame.Surface, box: pygame.Rect, entry: tuple[str, Line], font: pygame.font.Font,
                   small: pygame.font.Font, pad: int) -> None:
        tr = self.ctx.tr
        name, line = entry
        draw_panel(surface, box)
        inner = box.inflate(-4 * pad, -2 * pad)
        title = self.ctx.assets.font(text_size(self.ctx.size, 40), "title")
        blit_text(surface, fit_text(name, title, inner.width), title, inner.topleft, theme.ACCENT)
        y = inner.top + title.get_linesize() + pad // 2
        rate = round(100 * line.wins / line.games) if line.games else 0
        tiles = [
            (str(line.games), tr.ngettext("game", "games", line.games)),
            (f"{line.wins} ({rate} %)", tr.ngettext("win", "wins", line.wins)),
            (f"{line.average_length:.1f}", tr.gettext("turns a game on average")),
            (str(line.best_streak), tr.gettext("longest winning streak")),
            (str(line.streak), tr.gettext("current winning streak")),
        ]
        y = self._draw_tiles(surface, pygame.Rect(inner.left, y, inner.width, 0), tiles, font, small, pad) + pad
        swatch = small.get_linesize() // 2
        x = inner.left
        for colour, label in ((GAMES_COLOUR, tr.pgettext("chart legend", "played")),
                              (theme.ACCENT, tr.pgettext("chart legend", "won"))):
            pygame.draw.rect(surface, colour, pygame.Rect(x, y + swatch // 2, swatch * 2, swatch), border_radius=2)
            x = blit_text(surface, label, small, (x + swatch * 2 + 6, y), theme.MUTED).right + 3 * pad
        y += small.get_linesize() + pad // 2
        roles = [(tr.gettext(role_name(role)), line.games_by_role[role], line.wins_by_role[role]) for role in ROLES]
        played = sorted(line.games_by_character.items(), key=lambda item: (-item[1], item[0]))
        characters = [(tr.gettext(character_text(character).name), games, line.wins_by_character.get(character, 0))
                      for character, games in played]
        charts = pygame.Rect(inner.left, y, inner.width, inner.bottom - y)
        if charts.width >= 2 * int(260 * reading_scale(self.ctx.size)):
            half = (charts.width - 2 * pad) // 2
            self._draw_bars(surface, tr.gettext("By role"), roles, pygame.Rect(charts.left, y, half, charts.height),
                            small, self.role_window)
            self._draw_bars(surface, tr.gettext("By character"), characters,
                            pygame.Rect(charts.right - half, y, half, charts.height), small, self.character_window)
        else:
            heading_h = self._heading_font().get_linesize()
            share = min(charts.height // 2, heading_h + len(roles) * int(small.get_linesize() * 1.3))
            bottom = self._draw_bars(surface, tr.gettext("By role"), roles,
                                     pygame.Rect(charts.left, y, charts.width, share), small, self.role_window)
            rest = pygame.Rect(charts.left, bottom + pad // 2, charts.width, charts.bottom - bottom - pad // 2)
            self._draw_bars(surface, tr.gettext("By character"), characters, rest, small, self.character_window)

    def _draw_tiles(self, surface: pygame.Surface, area: pygame.Rect, tiles: list[tuple[str, str]],
                    font: pygame.font.Font, small: pygame.font.Font, pad: int) -> int:
        """The key numbers, each big over its caption, in a row (two rows when narrow); returns the bottom."""
        number = self.ctx.assets.font(text_size(self.ctx.size, 44, self.ctx.text_scale), "title")
        per_row = len(tiles) if area.width >= len(tiles) * int(170 * reading_scale(self.ctx.size)) else 3
        width = (area.width - (per_row - 1) * pad) // per_row
        captions = [wrap(caption, small, width - pad) for _, caption in tiles]
        height = number.get_linesize() + max(len(lines) for lines in captions) * small.get_linesize() + pad
        for index, ((value, _), lines) in enumerate(zip(tiles, captions, strict=True)):
            row, column = divmod(index, per_row)
            tile = pygame.Rect(area.left + column * (width + pad), area.top + row * (height + pad), width, height)
            pygame.draw.rect(surface, theme.BACKGROUND, tile, border_radius=8)
            blit_text(surface, fit_text(value, number, width - pad), number, (tile.centerx, tile.top + pad // 2),
                      theme.HIGHLIGHT, "midtop")
            y = tile.top + pad // 2 + number.get_linesize()
            for text in lines:
                blit_text(surface, text, small, (tile.centerx, y), theme.MUTED, "midtop")
                y += small.get_linesize()
        rows = (len(tiles) + per_row - 1) // per_row
        return area.top + rows * height + (rows - 1) * pad

    def _heading_font(self) -> pygame.font.Font:
        return self.ctx.assets.font(text_size(self.ctx.size, 26, self.ctx.text_scale), "title")

    def _draw_bars(self, surface: pygame.Surface, heading: str, bars: list[tuple[str, int, int]], box: pygame.Rect,
                   font: pygame.font.Font, window: ScrollWindow) -> int:
        """A heading and one bar per entry: games played, and the wins inside it; returns the bottom. When the
        bars do not all fit, ``window`` says which are in sight, and a scroll bar and "1-8 of 15" say where."""
        line_h = font.get_linesize()
        if box.height < 2 * line_h:
            return box.top
        heading_font = self._heading_font()
        top = box.top + heading_font.get_linesize()
        if not bars:
            blit_text(surface, heading, heading_font, box.topleft, theme.ACCENT)
            return top
        row_h = max(line_h, min(int(line_h * 1.8), (box.bottom - top) // len(bars)))
        page = max(1, (box.bottom - top) // row_h)
        shown = window.rows(len(bars), page)
        rows = pygame.Rect(box.left, top, box.width, page * row_h)
        self.charts.append(Chart(window, rows, page, len(bars)))
        right = box.right
        heading_right = blit_text(surface, heading, heading_font, box.topleft, theme.ACCENT).right
        if len(bars) > page:
            right -= 12  # room for the scroll bar
            draw_scrollbar(surface, rows, window, len(bars), page)
            where = self.ctx.tr.gettext(SHOWN_OF).format(first=shown.start + 1, last=shown.stop, count=len(bars))
            blit_text(surface, fit_text(where, font, max(8, box.right - heading_right - 8)), font,
                      (box.right, box.top + (heading_font.get_linesize() - line_h) // 2), theme.MUTED, "topright")
        label_w = min(box.width * 2 // 5, max(font.size(label)[0] for label, _, _ in bars) + 12)
        most = max(1, max(games for _, games, _ in bars))
        numbers_w = font.size("000 / 000")[0] + 8
        bar_room = max(4, right - box.left - label_w - numbers_w)
        y = top
        for label, games, wins in (bars[index] for index in shown):
            text_y = y + (row_h - line_h) // 2
            blit_text(surface, fit_text(label, font, label_w - 8), font, (box.left, text_y))
            bar_h = max(4, row_h - max(4, row_h // 3))
            bar_y = y + (row_h - bar_h) // 2
            if games:
                pygame.draw.rect(surface, GAMES_COLOUR,
                                 pygame.Rect(box.left + label_w, bar_y, max(2, bar_room * games // most), bar_h),
                                 border_radius=3)
            if wins:
                pygame.draw.rect(surface, theme.ACCENT,
                                 pygame.Rect(box.left + label_w, bar_y, max(2, bar_room * wins // most), bar_h),
                                 border_radius=3)
            blit_text(surface, f"{wins} / {games}", font, (right, text_y), theme.TEXT, "topright")
            y += row_h
        return y

