"""Statistics across games: choose a player (by name) or an AI level on the left; on the right their games,
wins, average length and streaks, and bars of games and wins per role and per character.

Keys: Up/Down choose, R resets (pressed twice: the first press asks), Tab moves through the buttons,
Escape goes back. Mouse: click a name, click the buttons.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.statistics import ROLES, Line
from scenes import theme
from scenes.context import AppContext
from scenes.readable import reading_scale, text_size
from scenes.recordtext import kind_text
from scenes.scene import Scene
from scenes.texts import character_text, role_name
from scenes.widgets import Button, blit_text, draw_panel, wrap

MAX_CHARACTER_BARS = 8
GAMES_COLOUR = (96, 70, 50)


class StatisticsScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.confirming = False
        self.buttons: list[Button] = []
        self.name_rects: list[tuple[int, pygame.Rect]] = []
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
        self._built_for = None

    def choose(self, index: int) -> None:
        count = len(self.lines())
        self.selected = max(0, min(index, count - 1)) if count else 0
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
        widths = [max(int(200 * r), font.size(label)[0] + 3 * pad) for label, _, _ in labels]
        x = w // 2 - (sum(widths) + pad) // 2
        focus = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
        self.buttons = []
        for (label, action, hotkey), width in zip(labels, widths, strict=True):
            self.buttons.append(Button(pygame.Rect(x, h - pad - button_h, width, button_h), label, action,
                                       hotkey=hotkey))
            x += width + pad
        self.buttons[0].enabled = bool(self.lines())
        for i, button in enumerate(self.buttons):
            button.focused = i == focus
        self._built_for = self._key()

    def _ensure(self) -> None:
        if self._built_for != self._key():
            self._build()

    # --- input -----------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.choose(self.selected + (1 if event.key == pygame.K_DOWN else -1))
                return True
            if event.key == pygame.K_ESCAPE and self.confirming:
                self.confirming = False
                return True
            if event.key == pygame.K_TAB:
                current = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                target = (current + step) % len(self.buttons)
                for i, button in enumerate(self.buttons):
                    button.focused = i == target
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
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(14 * r))
        blit_text(surface, tr.gettext("Statistics"), title, (w // 2, int(h * 0.03) + title.get_linesize() // 2),
                  theme.ACCENT, "center")
        top = int(h * 0.03) + title.get_linesize() + pad
        bottom = self.buttons[0].rect.top - pad
        margin = max(10, int(w * 0.04))
        lines = self.lines()
        if self.confirming:
            ask = tr.gettext("Every player's and every AI level's statistics will be lost. Press R again to "
                             "reset them, Escape to keep them.")
            blit_text(surface, _fit(ask, small, w - 20), small, (w // 2, bottom), theme.HIGHLIGHT, "midbottom")
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
        first = max(0, min(self.selected - visible + 1, len(lines) - visible)) if self.selected >= visible else 0
        y = box.top + pad // 2
        for index in range(first, min(len(lines), first + visible)):
            rect = pygame.Rect(box.left + 4, y, box.width - 8, row_h - 2)
            if index == self.selected:
                pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=6)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 2, border_radius=6)
            blit_text(surface, _fit(lines[index][0], font, rect.width - 2 * pad), font,
                      (rect.left + pad, rect.centery), theme.TEXT, "midleft")
            self.name_rects.append((index, rect))
            y += row_h

    def _draw_line(self, surface: pygame.Surface, box: pygame.Rect, entry: tuple[str, Line], font: pygame.font.Font,
                   small: pygame.font.Font, pad: int) -> None:
        tr = self.ctx.tr
        name, line = entry
        draw_panel(surface, box)
        x, y = box.left + 2 * pad, box.top + pad
        blit_text(surface, _fit(name, font, box.width - 4 * pad), font, (x, y), theme.ACCENT)
        y += font.get_linesize() + pad // 2
        rate = round(100 * line.wins / line.games) if line.games else 0
        facts = [
            tr.ngettext("{count} game", "{count} games", line.games).format(count=line.games),
            tr.ngettext("{count} win", "{count} wins", line.wins).format(count=line.wins) + f" ({rate} %)",
            tr.gettext("average length {turns} turns").format(turns=f"{line.average_length:.1f}"),
            tr.gettext("longest winning streak {count}").format(count=line.best_streak),
            tr.gettext("current streak {count}").format(count=line.streak),
        ]
        for text in wrap(" · ".join(facts), small, box.width - 4 * pad):
            blit_text(surface, text, small, (x, y), theme.TEXT)
            y += small.get_linesize()
        y += pad // 2
        legend = tr.gettext("Bars: games played (dark) and won (light).")
        blit_text(surface, _fit(legend, small, box.width - 4 * pad), small, (x, y), theme.MUTED)
        y += small.get_linesize() + pad // 2
        roles = [(tr.gettext(role_name(role)), line.games_by_role[role], line.wins_by_role[role]) for role in ROLES]
        played = sorted(line.games_by_character.items(), key=lambda item: (-item[1], item[0]))[:MAX_CHARACTER_BARS]
        characters = [(tr.gettext(character_text(character).name), games, line.wins_by_character.get(character, 0))
                      for character, games in played]
        room = box.bottom - pad - y
        role_h = room * len(roles) // max(1, len(roles) + len(characters) + 2)
        y = self._draw_bars(surface, tr.gettext("By role"), roles, pygame.Rect(x, y, box.width - 4 * pad, role_h),
                            small)
        self._draw_bars(surface, tr.gettext("By character"), characters,
                        pygame.Rect(x, y + pad // 2, box.width - 4 * pad, box.bottom - pad - y - pad // 2), small)

    def _draw_bars(self, surface: pygame.Surface, heading: str, bars: list[tuple[str, int, int]], box: pygame.Rect,
                   font: pygame.font.Font) -> int:
        """A heading and one bar per entry: games played, and the wins inside it; returns the bottom."""
        line_h = font.get_linesize()
        if box.height < 2 * line_h:
            return box.top
        blit_text(surface, heading, font, box.topleft, theme.ACCENT)
        top = box.top + line_h
        if not bars:
            return top
        row_h = max(line_h, min(int(line_h * 1.6), (box.bottom - top) // len(bars)))
        label_w = min(box.width // 3, max(font.size(label)[0] for label, _, _ in bars) + 12)
        most = max(1, max(games for _, games, _ in bars))
        numbers_w = font.size("0000 / 0000")[0]
        bar_room = box.width - label_w - numbers_w - 12
        y = top
        for label, games, wins in bars:
            if y + line_h > box.bottom:
                break
            blit_text(surface, _fit(label, font, label_w - 8), font, (box.left, y + (row_h - line_h) // 2))
            bar_h = max(4, row_h - 8)
            bar_y = y + (row_h - bar_h) // 2
            if games:
                pygame.draw.rect(surface, GAMES_COLOUR,
                                 pygame.Rect(box.left + label_w, bar_y, max(2, bar_room * games // most), bar_h),
                                 border_radius=3)
            if wins:
                pygame.draw.rect(surface, theme.ACCENT,
                                 pygame.Rect(box.left + label_w, bar_y, max(2, bar_room * wins // most), bar_h),
                                 border_radius=3)
            blit_text(surface, f"{wins} / {games}", font, (box.right, y + (row_h - line_h) // 2), theme.TEXT,
                      "topright")
            y += row_h
        return y


def _fit(text: str, font: pygame.font.Font, width: int) -> str:
    while font.size(text)[0] > width and len(text) > 2:
        text = text[:-2] + "…"
    return text
