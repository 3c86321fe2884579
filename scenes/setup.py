"""New game set-up: 4-7 seats, each human or an AI of some level, with a name; an optional seed."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import pygame

from game.ai import LEVELS
from game.session import HUMAN, SeatConfig
from scenes import theme
from scenes.context import AppContext
from scenes.i18n import N_
from scenes.scene import Scene
from scenes.widgets import Button, blit_text, draw_panel

DEFAULT_NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus")
KIND_LABELS = {HUMAN: N_("Human"), "random": N_("AI (random)"), "easy": N_("AI (easy)"),
               "normal": N_("AI (normal)"), "hard": N_("AI (hard)")}
MAX_NAME = 14


def seat_kinds() -> list[str]:
    """Human first, then the AI levels that exist, plainest first."""
    order = ["easy", "normal", "hard", "random"]
    return [HUMAN, *(level for level in order if level in LEVELS)]


def best_ai() -> str:
    return next((level for level in ("normal", "easy", "random") if level in LEVELS), "random")


@dataclass(frozen=True)
class TableConfig:
    """Everything the table scene needs to deal a game."""

    seats: tuple[SeatConfig, ...]
    seed: int
    ask_always: bool | None = None
    """Ask humans even when they can only take the hit; None: on when two or more humans play."""

    @classmethod
    def demo(cls, players: int, seed: int | None) -> TableConfig:
        level = best_ai()
        return cls(tuple(SeatConfig(DEFAULT_NAMES[i], level) for i in range(players)),
                   seed if seed is not None else random.SystemRandom().randrange(1 << 30))


class SetupScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.count = 5
        self.names = list(DEFAULT_NAMES)
        self.kinds = [HUMAN] + [best_ai()] * 6
        self.seed_text = "" if ctx.options.seed is None else str(ctx.options.seed)
        self.ask_always: bool | None = None
        self.editing: int | None = None
        """Seat whose name is being typed, or -1 for the seed."""
        self.buttons: list[Button] = []
        self.name_rects: list[pygame.Rect] = []
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.ask_rect = pygame.Rect(0, 0, 0, 0)
        self._built_for: tuple[int, int, int] | None = None
        self.focus = -1
        """Keyboard focus: an index into ``focus_items()``, -1 for none."""

    # --- layout --------------------------------------------------------------------

    def _build(self) -> None:
        tr = self.ctx.tr
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        row_h, gap = int(56 * s), int(10 * s)
        left = w // 2 - int(420 * s)
        top = int(h * 0.2)
        self.buttons = [
            Button(pygame.Rect(left + int(360 * s), top, int(56 * s), row_h), "-", self._fewer,
                   enabled=self.count > 4, hotkey=pygame.K_MINUS),
            Button(pygame.Rect(left + int(500 * s), top, int(56 * s), row_h), "+", self._more,
                   enabled=self.count < 7, hotkey=pygame.K_EQUALS),
        ]
        self.name_rects = []
        for seat in range(self.count):
            y = top + (seat + 1) * (row_h + gap)
            self.name_rects.append(pygame.Rect(left + int(80 * s), y, int(360 * s), row_h))
            self.buttons.append(Button(pygame.Rect(left + int(460 * s), y, int(380 * s), row_h),
                                       tr.gettext(KIND_LABELS[self.kinds[seat]]),
                                       partial(self._cycle, seat)))
        y = top + (self.count + 1) * (row_h + gap)
        self.seed_rect = pygame.Rect(left + int(460 * s), y, int(380 * s), row_h)
        y += row_h + gap
        label = tr.gettext("Yes") if self._asking() else tr.gettext("No")
        self.buttons.append(Button(pygame.Rect(left + int(460 * s), y, int(380 * s), row_h), label,
                                   self._toggle_asking))
        self.ask_rect = pygame.Rect(left + int(80 * s), y, int(360 * s), row_h)
        y += row_h + 2 * gap
        self.buttons.append(Button(pygame.Rect(left + int(460 * s), y, int(380 * s), int(64 * s)),
                                   tr.gettext("Start"), self._start, hotkey=pygame.K_RETURN))
        self.buttons.append(Button(pygame.Rect(left + int(80 * s), y, int(360 * s), int(64 * s)),
                                   tr.gettext("Back"), self.ctx.stack.pop))
        self._built_for = (*self.ctx.size, self.count)
        self._sync_focus()

    def _ensure_built(self) -> None:
        if self._built_for != (*self.ctx.size, self.count):
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
            name = self.names[seat].strip() or DEFAULT_NAMES[seat]
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
        s = theme.scale_for((w, h))
        font = self.ctx.assets.font(int(28 * s))
        title = self.ctx.assets.font(int(64 * s), "title")
        blit_text(surface, tr.gettext("New game"), title, (w // 2, int(h * 0.09)), theme.ACCENT, "center")
        left = self.name_rects[0].left - int(80 * s)
        first = self.buttons[0].rect
        blit_text(surface, tr.gettext("Players"), font, (left + int(80 * s), first.centery), theme.TEXT, "midleft")
        blit_text(surface, str(self.count), font, ((first.right + self.buttons[1].rect.left) // 2, first.centery),
                  theme.HIGHLIGHT, "center")
        for seat, rect in enumerate(self.name_rects):
            blit_text(surface, f"{seat + 1}.", font, (left + int(40 * s), rect.centery), theme.MUTED, "center")
            draw_panel(surface, rect, border=3 if self.editing == seat else 2)
            text = self.names[seat] + ("|" if self.editing == seat else "")
            blit_text(surface, text, font, (rect.left + 12, rect.centery), theme.TEXT, "midleft")
        blit_text(surface, tr.gettext("Seed (optional)"), font, (left + int(80 * s), self.seed_rect.centery),
                  theme.TEXT, "midleft")
        draw_panel(surface, self.seed_rect, border=3 if self.editing == -1 else 2)
        blit_text(surface, self.seed_text + ("|" if self.editing == -1 else ""), font,
                  (self.seed_rect.left + 12, self.seed_rect.centery), theme.TEXT, "midleft")
        blit_text(surface, tr.gettext("Ask even when only a hit can be taken"), font,
                  (self.ask_rect.left, self.ask_rect.centery), theme.TEXT, "midleft")
        hint = tr.gettext("Click a name to type it; click a kind to change who plays that seat.")
        blit_text(surface, hint, self.ctx.assets.font(int(22 * s)), (w // 2, int(h * 0.95)), theme.MUTED, "center")
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
