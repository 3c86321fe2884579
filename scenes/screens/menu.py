"""The main menu: continue the unfinished game (who plays, the round, when it was saved), new game, saved
games, replays, statistics, rules reference, settings, quit; and, once, what went wrong with a file."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.record import TableRecord
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.records.describe import players_text, status_text, when_text
from scenes.records.problems import StoreProblem
from scenes.ui import art, theme
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, ButtonColumn, blit_text, draw_panel, fit_text, stacked_rects, wrap

HORIZON = 0.62
"""The desert's horizon behind the title, as a share of the window's height."""


class MenuScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons = ButtonColumn([])
        self._layout_for: object = None
        self.notice_lines: list[str] = []
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.unfinished: TableRecord | None = None
        """The autosave's game, offered as "Continue"."""
        self.problems: list[StoreProblem] = []
        """Files that could not be used (set aside), said once under the menu."""
        self.continue_detail = ""
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.oval = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Look for an unfinished game again (back from a table, say) and collect the files' problems."""
        games = self.ctx.games
        if games is None:
            return
        self.unfinished, problem = games.unfinished()
        for found in [*games.take_problems(), *([problem] if problem is not None else [])]:
            if found not in self.problems:
                self.problems.append(found)
        self._layout_for = None

    def _continue(self) -> None:
        record, self.unfinished = self.unfinished, None
        if record is not None:
            self.ctx.go(self.ctx.screens.resumed_table(record), replace=False)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, subtitle, buttons and notice."""
        size, ts = self.ctx.size, self.ctx.text_scale
        font = self.ctx.assets.font
        return (font(int(150 * theme.scale_for(size)), "title"), font(text_size(size, 30, ts)),
                font(text_size(size, 32, ts)), font(text_size(size, 24, ts)))

    def _key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, self.ctx.notice, id(self.unfinished),
                len(self.problems))

    def _notice(self) -> str:
        tr = self.ctx.tr
        parts = [self.ctx.notice.describe(tr)] if self.ctx.notice else []
        parts.extend(problem.describe(tr) for problem in self.problems)
        return "\n".join(parts)

    def _entries(self) -> list[tuple[str, Callable[[], None], int]]:
        """Label, action and hotkey of each item, top to bottom."""
        tr = self.ctx.tr
        screens = self.ctx.screens

        def push(scene: Callable[[], Scene]) -> Callable[[], None]:
            return lambda: self.ctx.go(scene(), replace=False)

        entries = [(tr.gettext("Continue"), self._continue, pygame.K_c)] if self.unfinished is not None else []
        entries += [
            (tr.gettext("New game"), push(screens.setup), pygame.K_n),
            (tr.gettext("Learn to play"), push(screens.lessons), pygame.K_h),
            (tr.gettext("Saved games"), push(screens.saved_games), pygame.K_l),
            (tr.gettext("Replays"), push(screens.replays), pygame.K_p),
            (tr.gettext("Statistics"), push(screens.statistics), pygame.K_t),
            (tr.gettext("Rules reference"), push(screens.rules), pygame.K_r),
            (tr.gettext("Settings"), push(screens.settings), pygame.K_s),
            (tr.gettext("Quit"), self.ctx.quit, pygame.K_q),
        ]
        return entries

    def _build(self) -> None:
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        _, _, font, notice_font = self._fonts()
        entries = self._entries()
        labels = [label for label, _, _ in entries]
        count = len(entries)
        self.continue_detail = self._continue_detail()
        pad = max(6, int(16 * r))
        gap = max(6, int(18 * theme.scale_for(self.ctx.size)))
        notice = self._notice()
        self.notice_lines = wrap(notice, notice_font, min(int(w * 0.8), int(1100 * r))) if notice else []
        line_h = notice_font.get_linesize()
        notice_h = len(self.notice_lines) * line_h + 2 * pad if notice else 0
        bottom_room = h - pad - notice_h - pad
        height = font.get_linesize() + 2 * pad
        detail_h = notice_font.get_linesize() if self.continue_detail else 0
        if count * height + (count - 1) * gap + detail_h > (bottom_room - int(h * 0.2)):
            # Many items in a small window: tighter buttons leave the title its room.
            pad, gap = max(3, pad // 2), max(3, gap // 2)
            height = font.get_linesize() + 2 * pad
        widest = max([font.size(label)[0] for label in labels] + [notice_font.size(self.continue_detail)[0]])
        width = min(w - 2 * pad, max(int(420 * theme.scale_for(self.ctx.size)), widest + 4 * pad))
        column = count * height + (count - 1) * gap + detail_h
        top = min(int(h * 0.43), bottom_room - column)
        rects = stacked_rects(w // 2, top, width, height, gap, count)
        if self.continue_detail:
            rects[0].height += detail_h
            for rect in rects[1:]:
                rect.y += detail_h
        notice_w = max((notice_font.size(line)[0] for line in self.notice_lines), default=0) + 2 * pad
        self.notice_rect = pygame.Rect(w // 2 - notice_w // 2, h - pad - notice_h, notice_w, notice_h)
        focus = self.buttons.focus
        self.buttons = ButtonColumn([Button(rect, label, action, hotkey=hotkey)
                                     for rect, (label, action, hotkey) in zip(rects, entries, strict=True)])
        if 0 <= focus < count:
            self.buttons.focus = focus
            self.buttons.buttons[focus].focused = True
        self._layout_for = self._key()

    def _oval(self, title: pygame.Rect) -> pygame.Rect:
        """The felt oval behind the menu: its top edge above the title's ink by a margin wherever the title
        stands (a Continue item pushes the title up; the oval's top then rises with it)."""
        w, h = self.ctx.size
        width, bottom = w * 0.8, h * 0.88
        margin = max(6, title.height // 6)
        half_width = width / 2
        # How far the ellipse's edge drops below its top at the title's corners, for an oval about this tall.
        half_height = (bottom - h * 0.12) / 2
        ratio = min(1.0, (title.width / 2 + margin) / half_width)
        drop = half_height * (1 - (1 - ratio * ratio) ** 0.5)
        top = max(0.0, min(h * 0.12, title.top - margin - drop))
        return pygame.Rect(round(w * 0.1), round(top), round(width), round(bottom - top))

    def _sign(self) -> pygame.Surface:
        """The oval sign the title and the menu stand on: dark, translucent wood in a brass ring."""
        size = self.oval.size

        def make() -> pygame.Surface:
            sign = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(sign, (*theme.PANEL, 200), sign.get_rect())
            edge = max(2, int(4 * theme.scale_for(self.ctx.size)))
            pygame.draw.ellipse(sign, art.BRASS_DARK, sign.get_rect(), edge + 2)
            pygame.draw.ellipse(sign, art.BRASS, sign.get_rect().inflate(-4, -4), edge)
            return sign

        return art.cache.get(("menu sign", size), make)

    def _continue_detail(self) -> str:
        """Who plays, the round and when it was saved ("Ann and 4 AI players · Round 3, Ann to play · today at …")."""
        record = self.unfinished
        if record is None:
            return ""
        tr = self.ctx.tr
        summary = record.summary()
        return " · ".join([players_text(tr, summary), status_text(tr, summary), when_text(tr, record.saved_at)])

    def pause(self) -> None:
        # The files' problems were on screen; once the player moves on they are not repeated.
        self.ctx.notice = None
        self.problems = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._layout_for != self._key():
            self._build()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.quit()
            return True
        return self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout_for != self._key():
            self._build()
        w, h = surface.get_size()
        title, subtitle, font, notice_font = self._fonts()
        top = self.buttons.buttons[0].rect.top
        title_y = min(int(h * 0.25), top - subtitle.get_linesize() * 2 - title.get_linesize() // 2)
        name = self.ctx.tr.gettext("BANG!")
        self.title_rect = pygame.Rect((0, 0), title.size(name))
        self.title_rect.center = (w // 2, title_y)
        self.oval = self._oval(self.title_rect)
        surface.blit(art.desert((w, h), int(h * HORIZON)), (0, 0))
        surface.blit(self._sign(), self.oval)
        blit_text(surface, name, title, (w // 2 + 4, title_y + 4), (20, 10, 5), "center")
        blit_text(surface, name, title, (w // 2, title_y), theme.ACCENT, "center")
        blit_text(surface, self.ctx.tr.gettext("The Wild West card game"), subtitle,
                  (w // 2, (title_y + title.get_linesize() // 2 + top) // 2), theme.TEXT, "center")
        self.buttons.draw(surface, font)
        if self.continue_detail:
            first = self.buttons.buttons[0]
            label_y = first.rect.top + (first.rect.height - notice_font.get_linesize()) // 2
            surface.fill(theme.BUTTON_HOVER if first.hovered or first.focused else theme.BUTTON,
                         first.rect.inflate(-8, -8))
            blit_text(surface, first.label, font, (first.rect.centerx, label_y), theme.TEXT, "center")
            detail = fit_text(self.continue_detail, notice_font, first.rect.width - 16)
            blit_text(surface, detail, notice_font, (first.rect.centerx, label_y + font.get_linesize() // 2 + 2),
                      theme.MUTED, "midtop")
        if self.notice_lines:
            draw_panel(surface, self.notice_rect)
            pygame.draw.rect(surface, theme.DANGER, self.notice_rect, 2, border_radius=8)
            line_h = notice_font.get_linesize()
            y = self.notice_rect.top + (self.notice_rect.height - line_h * len(self.notice_lines)) // 2
            for i, line in enumerate(self.notice_lines):
                blit_text(surface, line, notice_font, (w // 2, y + i * line_h), theme.TEXT, "midtop")
