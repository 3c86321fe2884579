"""New game set-up: 4-7 seats, each human or an AI of some level, with a name; an optional seed."""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.ai import LEVELS
from game.session import HUMAN, SeatConfig
from scenes import theme
from scenes.context import AppContext
from scenes.i18n import N_, Translator
from scenes.readable import reading_scale, text_size
from scenes.scene import Scene
from scenes.widgets import Button, blit_text, draw_panel, wrap

DEFAULT_NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus")
KIND_LABELS = {HUMAN: N_("Human"), "easy": N_("AI (easy)"), "normal": N_("AI (normal)"), "hard": N_("AI (hard)")}
"""The kinds a seat can be set to. The uniform-random agent of the tests is not offered."""
ASK_LABEL = N_("Always ask before a hit")
ASK_EXPLANATION = N_(
    "When on, a player who can only take the hit is asked too, so a pause never gives away who holds a Missed! "
    "card. On by default when two or more people play."
)
MAX_NAME = 14


def default_names(tr: Translator) -> tuple[str, ...]:
    """Seven distinct first names that fit the language, one per seat."""
    return (
        tr.pgettext("default player name", "Ann"), tr.pgettext("default player name", "Bill"),
        tr.pgettext("default player name", "Cole"), tr.pgettext("default player name", "Dora"),
        tr.pgettext("default player name", "Earl"), tr.pgettext("default player name", "Faye"),
        tr.pgettext("default player name", "Gus"),
    )


def seat_kinds() -> list[str]:
    """Human first, then the AI levels that exist, plainest first."""
    return [HUMAN, *(level for level in ("easy", "normal", "hard") if level in LEVELS)]


def best_ai() -> str:
    return next((level for level in ("normal", "easy", "hard") if level in LEVELS), "random")


@dataclass(frozen=True)
class TableConfig:
    """Everything the table scene needs to deal a game."""

    seats: tuple[SeatConfig, ...]
    seed: int
    ask_always: bool | None = None
    """Ask humans even when they can only take the hit; None: on when two or more humans play."""
    expansions: tuple[str, ...] = ()
    beginner: bool = False
    characters: tuple[str, ...] = ()
    """Fixed characters by seat (a series' survivors keep theirs); empty: dealt at random."""

    @classmethod
    def demo(cls, players: int, seed: int | None, names: Sequence[str] = DEFAULT_NAMES) -> TableConfig:
        level = best_ai()
        return cls(tuple(SeatConfig(names[i], level) for i in range(players)),
                   seed if seed is not None else random.SystemRandom().randrange(1 << 30))


class SetupScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.count = 5
        self.defaults = default_names(ctx.tr)
        self.names = list(self.defaults)
        self.kinds = [HUMAN] + [best_ai()] * 6
        self.seed_text = "" if ctx.options.seed is None else str(ctx.options.seed)
        self.ask_always: bool | None = None
        self.editing: int | None = None
        """Seat whose name is being typed, or -1 for the seed."""
        self.buttons: list[Button] = []
        self.name_rects: list[pygame.Rect] = []
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.ask_rect = pygame.Rect(0, 0, 0, 0)
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.explanation: list[str] = []
        self.explanation_top = 0
        self._built_for: object = None
        self.focus = -1
        """Keyboard focus: an index into ``focus_items()``, -1 for none."""

    # --- layout --------------------------------------------------------------------

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, rows, and the smaller text (explanation, hint), at the player's text size."""
        size, ts = self.ctx.size, self.ctx.text_scale
        return (self.ctx.assets.font(text_size(size, 64), "title"), self.ctx.assets.font(text_size(size, 28, ts)),
                self.ctx.assets.font(text_size(size, 24, ts)))

    def _key(self) -> object:
        return (self.ctx.size, self.count, self.ctx.text_scale, self.ctx.tr.language)

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        r = reading_scale(self.ctx.size)
        title, font, small = self._fonts()
        pad = max(6, int(14 * r))
        gap = max(4, int(10 * r))
        labels = [tr.gettext("Players"), tr.gettext("Seed (optional)"), tr.gettext(ASK_LABEL)]
        choices = [tr.gettext(KIND_LABELS[kind]) for kind in seat_kinds()]
        choices += [tr.gettext("Yes"), tr.gettext("No"), tr.gettext("Start"), tr.gettext("Back")]
        gutter = font.size("7.")[0] + pad
        left_w = max([font.size("n")[0] * MAX_NAME + 2 * pad, *(font.size(label)[0] for label in labels)])
        right_w = max(int(300 * r), max(font.size(choice)[0] for choice in choices) + 3 * pad)
        left = (w - (gutter + left_w + pad + right_w)) // 2 + gutter
        right = left + left_w + pad
        self.explanation = wrap(tr.gettext(ASK_EXPLANATION), small, left_w + pad + right_w)
        row_h = font.get_linesize() + pad
        title_bottom = int(h * 0.04) + title.get_linesize() + pad
        rows = self.count + 3
        explanation_h = len(self.explanation) * small.get_linesize() + gap
        room = h - title_bottom - explanation_h - row_h - 2 * small.get_linesize()
        pitch = max(row_h + 2, min(row_h + 2 * gap, room // rows))
        block = rows * pitch + explanation_h + row_h
        top = max(title_bottom, title_bottom + (h - small.get_linesize() * 2 - title_bottom - block) // 2)
        step = font.size("+")[0] + 2 * pad
        self.players_rect = pygame.Rect(left, top, left_w, row_h)
        count_w = font.size("7")[0] + 2 * pad
        self.buttons = [
            Button(pygame.Rect(right, top, row_h, row_h), "-", self._fewer, enabled=self.count > 4,
                   hotkey=pygame.K_MINUS),
            Button(pygame.Rect(right + row_h + count_w, top, max(row_h, step), row_h), "+", self._more,
                   enabled=self.count < 7, hotkey=pygame.K_EQUALS),
        ]
        self.name_rects = []
        for seat in range(self.count):
            y = top + (seat + 1) * pitch
            self.name_rects.append(pygame.Rect(left, y, left_w, row_h))
            self.buttons.append(Button(pygame.Rect(right, y, right_w, row_h), tr.gettext(KIND_LABELS[self.kinds[seat]]),
                                       partial(self._cycle, seat)))
        y = top + (self.count + 1) * pitch
        self.seed_rect = pygame.Rect(right, y, right_w, row_h)
        y += pitch
        self.ask_rect = pygame.Rect(left, y, left_w, row_h)
        label = tr.gettext("Yes") if self._asking() else tr.gettext("No")
        self.buttons.append(Button(pygame.Rect(right, y, right_w, row_h), label, self._toggle_asking))
        self.explanation_top = y + row_h + gap // 2
        y = self.explanation_top + len(self.explanation) * small.get_linesize() + gap
        self.buttons.append(Button(pygame.Rect(right, y, right_w, row_h), tr.gettext("Start"), self._start,
                                   hotkey=pygame.K_RETURN))
        self.buttons.append(Button(pygame.Rect(left, y, left_w, row_h), tr.gettext("Back"), self.ctx.stack.pop))
        self._built_for = self._key()
        self._sync_focus()

    def _ensure_built(self) -> None:
        if self._built_for != self._key():
            self._build()

    # --- actions -----------------------------------------------------------------------

    def _fewer(self) -> None:
        self.count = max(4, self.count - 1)
        self._build()

    def _more(self) -> None:
        self.count = min(7, self.count + 1)
        self._build()

    def _cycle(self, seat: int) -> None:
        kinds = seat_kinds()
        current = kinds.index(self.kinds[seat]) if self.kinds[seat] in kinds else 0
        self.kinds[seat] = kinds[(current + 1) % len(kinds)]
        self._build()

    def _asking(self) -> bool:
        if self.ask_always is not None:
            return self.ask_always
        return sum(1 for kind in self.kinds[: self.count] if kind == HUMAN) >= 2

    def _toggle_asking(self) -> None:
        self.ask_always = not self._asking()
        self._build()

    def config(self) -> TableConfig:
        seed = int(self.seed_text) if self.seed_text else random.SystemRandom().randrange(1 << 30)
        names: list[str] = []
        for seat in range(self.count):
            name = self.names[seat].strip() or self.defaults[seat]
            while name in names:
                name += "'"
            names.append(name)
        seats = tuple(SeatConfig(names[i], self.kinds[i]) for i in range(self.count))
        return TableConfig(seats, seed, self._asking())

    def _start(self) -> None:
        from scenes.table import TableScene

        self.ctx.go(TableScene(self.ctx, self.config()))

    # --- input -----------------------------------------------------------------------

    def focus_items(self) -> list[tuple[str, int]]:
        """Tab order: the player count, each seat's name and kind, the seed, the options, Back, Start."""
        items = [("button", 0), ("button", 1)]
        for seat in range(self.count):
            items += [("name", seat), ("button", 2 + seat)]
        items.append(("seed", 0))
        items += [("button", i) for i in range(2 + self.count, len(self.buttons))]
        return items

    def _focused(self) -> tuple[str, int] | None:
        items = self.focus_items()
        return items[self.focus % len(items)] if self.focus >= 0 else None

    def _move_focus(self, step: int) -> None:
        items = self.focus_items()
        self.focus = (0 if step > 0 else len(items) - 1) if self.focus < 0 else (self.focus + step) % len(items)
        self._sync_focus()

    def _sync_focus(self) -> None:
        focused = self._focused()
        for i, button in enumerate(self.buttons):
            button.focused = focused == ("button", i)

    def _activate(self) -> None:
        focused = self._focused()
        if focused is None:
            return
        kind, index = focused
        if kind == "name":
            self.editing = index
        elif kind == "seed":
            self.editing = -1
        elif index < len(self.buttons):
            self.buttons[index].on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure_built()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            self.editing = None
            backwards = event.key == pygame.K_UP or bool(event.mod & pygame.KMOD_SHIFT)
            self._move_focus(-1 if backwards else 1)
            return True
        if event.type == pygame.KEYDOWN and self.editing is not None:
            return self._type(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (
            self.focus >= 0
        ):
            self._activate()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.editing = None
            for seat, rect in enumerate(self.name_rects):
                if rect.collidepoint(event.pos):
                    self.editing = seat
                    return True
            if self.seed_rect.collidepoint(event.pos):
                self.editing = -1
                return True
        return any(button.handle_event(event) for button in self.buttons)

    def _type(self, event: pygame.event.Event) -> bool:
        assert self.editing is not None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.editing = None
            return True
        if self.editing == -1:
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif event.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += event.unicode
            return True
        name = self.names[self.editing]
        if event.key == pygame.K_BACKSPACE:
            name = name[:-1]
        elif event.unicode and event.unicode.isprintable() and len(name) < MAX_NAME:
            name += event.unicode
        self.names[self.editing] = name
        return True

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_built()
        tr = self.ctx.tr
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        title, font, small = self._fonts()
        blit_text(surface, tr.gettext("New game"), title, (w // 2, int(h * 0.04) + title.get_linesize() // 2),
                  theme.ACCENT, "center")
        first = self.buttons[0].rect
        blit_text(surface, tr.gettext("Players"), font, self.players_rect.midleft, theme.TEXT, "midleft")
        blit_text(surface, str(self.count), font, ((first.right + self.buttons[1].rect.left) // 2, first.centery),
                  theme.HIGHLIGHT, "center")
        for seat, rect in enumerate(self.name_rects):
            blit_text(surface, f"{seat + 1}.", font, (rect.left - font.size(" ")[0], rect.centery), theme.MUTED,
                      "midright")
            self._draw_field(surface, rect, self.names[seat], self.editing == seat, font)
        blit_text(surface, tr.gettext("Seed (optional)"), font, (self.ask_rect.left, self.seed_rect.centery),
                  theme.TEXT, "midleft")
        self._draw_field(surface, self.seed_rect, self.seed_text, self.editing == -1, font)
        blit_text(surface, tr.gettext(ASK_LABEL), font, self.ask_rect.midleft, theme.TEXT, "midleft")
        for i, line in enumerate(self.explanation):
            blit_text(surface, line, small, (self.ask_rect.left, self.explanation_top + i * small.get_linesize()),
                      theme.MUTED)
        hint = tr.gettext("Click a name to type it; click a kind to change who plays that seat.")
        hint_y = h - small.get_linesize() // 2 - max(4, int(h * 0.01))
        if hint_y - small.get_linesize() // 2 > self.buttons[-1].rect.bottom:
            blit_text(surface, hint, small, (w // 2, hint_y), theme.MUTED, "center")
        for button in self.buttons:
            button.draw(surface, font)
        focused = self._focused()
        ring = None
        if focused is not None and focused[0] == "name":
            ring = self.name_rects[focused[1]]
        elif focused is not None and focused[0] == "seed":
            ring = self.seed_rect
        if ring is not None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, ring.inflate(6, 6), 2, border_radius=8)

    @staticmethod
    def _draw_field(surface: pygame.Surface, rect: pygame.Rect, text: str, editing: bool,
                    font: pygame.font.Font) -> None:
        """A text box; while typing, a cursor, and the end of a text too long to show whole."""
        draw_panel(surface, rect, border=3 if editing else 2)
        shown = text + ("|" if editing else "")
        inner = rect.inflate(-16, -4)
        while shown and font.size(shown)[0] > inner.width:
            shown = shown[1:]
        blit_text(surface, shown, font, (inner.left, rect.centery), theme.TEXT, "midleft")
