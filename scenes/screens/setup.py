"""New game set-up: 3-8 seats, each human or an AI of some level, with a name; the expansions, the beginner
game, a single game or a series; an optional seed. The choices are remembered in the settings for next time."""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from game.ai import LEVELS
from game.series import Series
from game.session import HUMAN, SeatConfig
from game.setup import MAX_PLAYERS, MIN_PLAYERS
from scenes.app.context import AppContext
from scenes.app.i18n import N_, Translator
from scenes.app.scene import Scene
from scenes.records.settle import settle_unfinished_first
from scenes.records.store import is_demo
from scenes.table.config import TableConfig, best_ai, default_names
from scenes.ui import theme
from scenes.ui.confirm import ConfirmScene
from scenes.ui.text_sizes import reading_scale, text_size
from scenes.ui.widgets import Button, blit_text, draw_backdrop, draw_board, draw_panel, wrap

KIND_LABELS = {HUMAN: N_("Human"), "easy": N_("AI (easy)"), "normal": N_("AI (normal)"), "hard": N_("AI (hard)")}
"""The kinds a seat can be set to. The uniform-random agent of the tests is not offered."""
ASK_LABEL = N_("Always ask before a hit")
ASK_EXPLANATION = N_(
    "When on, a player who can only take the hit is asked too, so a pause never gives away who holds a Missed! "
    "card. On by default when two or more people play."
)
MAX_NAME = 14
SERIES_STEPS = (1, 3, 5, 10, 0)
"""Games in a row the set-up offers: one game, series of 3, 5 or 10, and 0 for "until we stop"."""
BEGINNER_NOTE = N_("Beginner game: without the cards with a book symbol (Dynamite, Jail, Duel, General Store, "
                   "Indians!).")
THREE_PLAYERS_NOTE = N_("Three players: the Deputy, the Outlaw and the Renegade, face up; each wins at once by "
                        "eliminating his target (the Renegade, the Outlaw, the Deputy) himself.")
EIGHT_PLAYERS_NOTE = N_("Eight players: two Renegades, each of whom wins only alone.")
NO_HUMAN_TITLE = N_("Nobody plays at this table")
NO_HUMAN_QUESTION = N_("No one at this table is human: the AI players will play it out while you watch. "
                       "Start anyway?")
FIT_STEPS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
"""Text shrinks by these factors, only as far as needed, for the two columns to fit the window."""

def series_label(tr: Translator, games: int) -> str:
    """How a number of games in a row reads on its button: one game, a series of N, until we stop."""
    if games == 1:
        return tr.gettext("One game")
    if games == 0:
        return tr.gettext("A series until we stop")
    return tr.ngettext("A series of {count} game", "A series of {count} games", games).format(count=games)


def seat_kinds() -> list[str]:
    """Human first, then the AI levels that exist, plainest first."""
    return [HUMAN, *(level for level in ("easy", "normal", "hard") if level in LEVELS)]


class SetupScene(Scene):
    """Two columns: the players (how many, each one's name and who plays him) and the game's options."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        remembered = ctx.settings
        self.count = remembered.players
        self.defaults = default_names(ctx.tr)
        self.names = [name or default for name, default in zip(remembered.seat_names, self.defaults, strict=False)]
        self.names += list(self.defaults[len(self.names):])
        self.kinds = [kind if kind in seat_kinds() else best_ai() for kind in remembered.seat_kinds]
        self.dodge_city = remembered.dodge_city
        self.high_noon = remembered.high_noon
        self.beginner = remembered.beginner
        self.series = remembered.series if remembered.series in SERIES_STEPS else 1
        self.seed_text = "" if ctx.options.seed is None else str(ctx.options.seed)
        self.ask_always: bool | None = None
        self.editing: int | None = None
        """Seat whose name is being typed, or -1 for the seed."""
        self.buttons: list[Button] = []
        self.name_rects: list[pygame.Rect] = []
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.option_labels: list[tuple[str, pygame.Rect]] = []
        """The options' names, each beside its button (and the seed's field)."""
        self.notes: list[str] = []
        self.notes_top = 0
        self.notes_left = 0
        self.fit = 1.0
        self._built_for: object = None
        self.focus = -1
        """Keyboard focus: an index into ``focus_items()``, -1 for none."""

    # --- layout --------------------------------------------------------------------

    def _fonts(self, fit: float | None = None) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """Title, rows, and the smaller text (notes, hint), at the player's text size, shrunk by ``fit``."""
        size, ts = self.ctx.size, self.ctx.text_scale * (self.fit if fit is None else fit)
        return (self.ctx.assets.font(text_size(size, 64), "title"), self.ctx.assets.font(text_size(size, 28, ts)),
                self.ctx.assets.font(text_size(size, 24, ts)))

    def _key(self) -> object:
        return (self.ctx.size, self.count, self.ctx.text_scale, self.ctx.tr.language, self.beginner)

    def _reserved_note_lines(self, small: pygame.font.Font, width: int) -> int:
        """Lines the notes take at most, whatever the count and the options: the room the layout keeps for them,
        so that a note appearing or going never moves a control."""
        tr = self.ctx.tr

        def lines(msgid: str) -> int:
            return len(wrap(tr.gettext(msgid), small, width))

        return lines(ASK_EXPLANATION) + max(lines(THREE_PLAYERS_NOTE), lines(EIGHT_PLAYERS_NOTE)) + lines(
            BEGINNER_NOTE)

    def option_rows(self) -> list[tuple[str, str, Callable[[], None]]]:
        """The options in the right-hand column: (name, value on its button, what a click does)."""
        tr = self.ctx.tr

        def on_off(value: bool) -> str:
            return tr.pgettext("an option", "On") if value else tr.pgettext("an option", "Off")

        return [
            (tr.pgettext("expansion", "Dodge City"), on_off(self.dodge_city), self._toggle_dodge_city),
            (tr.pgettext("expansion", "High Noon"), on_off(self.high_noon), self._toggle_high_noon),
            (tr.gettext("Beginner game"), on_off(self.beginner), self._toggle_beginner),
            (tr.gettext("Games"), series_label(tr, self.series), self._next_series),
            (tr.gettext(ASK_LABEL), tr.gettext("Yes") if self._asking() else tr.gettext("No"), self._toggle_asking),
        ]

    def _note_texts(self) -> list[str]:
        tr = self.ctx.tr
        notes = [tr.gettext(ASK_EXPLANATION)]
        if self.count == 3:
            notes.append(tr.gettext(THREE_PLAYERS_NOTE))
        elif self.count == 8:
            notes.append(tr.gettext(EIGHT_PLAYERS_NOTE))
        if self.beginner:
            notes.append(tr.gettext(BEGINNER_NOTE))
        return notes

    def _measure(self, fit: float) -> tuple[int, int, int, int, int, int, int]:
        """Widths and heights at this text size: gutter, name, kind, option label, option value, row, pitch."""
        tr = self.ctx.tr
        r = reading_scale(self.ctx.size) * fit
        _, font, _ = self._fonts(fit)
        pad = max(5, int(14 * r))
        values = [tr.gettext(KIND_LABELS[kind]) for kind in seat_kinds()]
        values += [tr.gettext("Yes"), tr.gettext("No"), tr.pgettext("an option", "On"),
                   tr.pgettext("an option", "Off")] + [series_label(tr, games) for games in SERIES_STEPS]
        labels = [label for label, _, _ in self.option_rows()] + [tr.gettext("Seed (optional)")]
        gutter = font.size("8.")[0] + pad
        name_w = max(font.size("n")[0] * MAX_NAME + 2 * pad, font.size(tr.gettext("Players"))[0])
        kind_w = max(int(200 * r), max(font.size(value)[0] for value in values[:len(seat_kinds())]) + 3 * pad)
        label_w = max(font.size(label)[0] for label in labels) + pad
        value_w = max(int(200 * r), max(font.size(value)[0] for value in values) + 3 * pad)
        row_h = font.get_linesize() + pad
        return gutter, name_w, kind_w, label_w, value_w, row_h, pad

    def _choose_fit(self) -> float:
        """The largest text size at which both columns fit side by side and above the Start button."""
        w, h = self.ctx.size
        title, _, _ = self._fonts(1.0)
        for fit in FIT_STEPS:
            gutter, name_w, kind_w, label_w, value_w, row_h, pad = self._measure(fit)
            width = gutter + name_w + pad + kind_w + 3 * pad + label_w + value_w
            small = self._fonts(fit)[2]
            note_lines = self._reserved_note_lines(small, label_w + value_w)
            left_rows = MAX_PLAYERS + 1
            right_h = 6 * (row_h + 2) + note_lines * small.get_linesize()
            height = int(h * 0.04) + title.get_linesize() + pad + max(left_rows * (row_h + 2), right_h) + 2 * row_h
            if width <= w - 2 * pad and height <= h:
                return fit
        return FIT_STEPS[-1]

    def _build(self) -> None:
        """Every control in a fixed slot, laid out for the fullest form (eight seats, the longest notes): a
        change of the count or of an option never moves a control under the pointer; the seats beyond the
        count are left empty."""
        tr = self.ctx.tr
        w, h = self.ctx.size
        self.fit = self._choose_fit()
        title, font, small = self._fonts()
        gutter, name_w, kind_w, label_w, value_w, row_h, pad = self._measure(self.fit)
        gap = max(2, pad // 2)
        total = gutter + name_w + pad + kind_w + 3 * pad + label_w + value_w
        left = (w - total) // 2 + gutter
        kind_x = left + name_w + pad
        right = kind_x + kind_w + 3 * pad
        value_x = right + label_w
        title_bottom = int(h * 0.04) + title.get_linesize() + pad
        notes = self._note_texts()
        self.notes = [line for note in notes for line in wrap(note, small, label_w + value_w)]
        note_lines = self._reserved_note_lines(small, label_w + value_w)
        rows = MAX_PLAYERS + 1
        block = rows * (row_h + 2 * gap) + row_h + gap
        room = h - title_bottom - small.get_linesize()
        pitch = row_h + 2 * gap if block <= room else row_h + 2
        top = title_bottom + max(0, (room - rows * pitch - row_h - note_lines * small.get_linesize()) // 3)
        self.players_rect = pygame.Rect(left, top, name_w, row_h)
        count_w = font.size("8")[0] + 2 * pad
        self.buttons = [
            Button(pygame.Rect(kind_x, top, row_h, row_h), "-", self._fewer, enabled=self.count > MIN_PLAYERS,
                   hotkey=pygame.K_MINUS),
            Button(pygame.Rect(kind_x + row_h + count_w, top, row_h, row_h), "+", self._more,
                   enabled=self.count < MAX_PLAYERS, hotkey=pygame.K_EQUALS),
        ]
        self.name_rects = []
        for seat in range(self.count):
            y = top + (seat + 1) * pitch
            self.name_rects.append(pygame.Rect(left, y, name_w, row_h))
            self.buttons.append(Button(pygame.Rect(kind_x, y, kind_w, row_h), tr.gettext(KIND_LABELS[self.kinds[seat]]),
                                       partial(self._cycle, seat)))
        self.option_labels = []
        for i, (label, value, action) in enumerate(self.option_rows()):
            y = top + i * pitch
            self.option_labels.append((label, pygame.Rect(right, y, label_w, row_h)))
            self.buttons.append(Button(pygame.Rect(value_x, y, value_w, row_h), value, action))
        y = top + len(self.option_labels) * pitch
        self.option_labels.append((tr.gettext("Seed (optional)"), pygame.Rect(right, y, label_w, row_h)))
        self.seed_rect = pygame.Rect(value_x, y, value_w, row_h)
        self.notes_left = right
        self.notes_top = y + row_h + gap
        bottom = max(top + rows * pitch, self.notes_top + note_lines * small.get_linesize() + gap)
        self.buttons.append(Button(pygame.Rect(value_x, bottom, value_w, row_h), tr.gettext("Start"), self._start,
                                   hotkey=pygame.K_RETURN))
        self.buttons.append(Button(pygame.Rect(left, bottom, name_w, row_h), tr.gettext("Back"), self.ctx.stack.pop))
        self._built_for = self._key()
        self._sync_focus()

    def _ensure_built(self) -> None:
        if self._built_for != self._key():
            self._build()

    # --- actions -----------------------------------------------------------------------

    def _fewer(self) -> None:
        self.count = max(MIN_PLAYERS, self.count - 1)
        self._build()

    def _more(self) -> None:
        self.count = min(MAX_PLAYERS, self.count + 1)
        self._build()

    def _cycle(self, seat: int) -> None:
        kinds = seat_kinds()
        current = kinds.index(self.kinds[seat]) if self.kinds[seat] in kinds else 0
        self.kinds[seat] = kinds[(current + 1) % len(kinds)]
        self._build()

    def _toggle_dodge_city(self) -> None:
        self.dodge_city = not self.dodge_city
        self._build()

    def _toggle_high_noon(self) -> None:
        self.high_noon = not self.high_noon
        self._build()

    def _toggle_beginner(self) -> None:
        self.beginner = not self.beginner
        self._build()

    def _next_series(self) -> None:
        self.series = SERIES_STEPS[(SERIES_STEPS.index(self.series) + 1) % len(SERIES_STEPS)]
        self._build()

    def _asking(self) -> bool:
        if self.ask_always is not None:
            return self.ask_always
        return sum(1 for kind in self.kinds[: self.count] if kind == HUMAN) >= 2

    def _toggle_asking(self) -> None:
        self.ask_always = not self._asking()
        self._build()

    def expansions(self) -> tuple[str, ...]:
        return tuple(name for name, on in (("dodge_city", self.dodge_city), ("high_noon", self.high_noon)) if on)

    def config(self) -> TableConfig:
        seed = int(self.seed_text) if self.seed_text else random.SystemRandom().randrange(1 << 30)
        names: list[str] = []
        for seat in range(self.count):
            name = self.names[seat].strip() or self.defaults[seat]
            while name in names:
                name += "'"
            names.append(name)
        seats = tuple(SeatConfig(names[i], self.kinds[i]) for i in range(self.count))
        return TableConfig(seats, seed, self._asking(), self.expansions(), self.beginner)

    def new_series(self, config: TableConfig) -> Series | None:
        """The series these choices start, or None for a single game."""
        if self.series == 1:
            return None
        names = tuple(seat.name for seat in config.seats)
        return Series(names, config.seed, config.rules(), None if self.series == 0 else self.series)

    def remember(self) -> None:
        """Keep these choices in the settings for the next game (names only where they are not the defaults).

        Only these fields change: the rest of the settings in effect (a one-off ``--speed``) stay as they are.
        """
        names = tuple("" if name.strip() in ("", default) else name.strip()
                      for name, default in zip(self.names, self.defaults, strict=False))
        changes = {"players": self.count, "seat_kinds": tuple(self.kinds), "seat_names": names,
                   "dodge_city": self.dodge_city, "high_noon": self.high_noon, "beginner": self.beginner,
                   "series": self.series}
        ctx = self.ctx
        if all(getattr(ctx.persistent, name) == value for name, value in changes.items()):
            return
        ctx.settings = replace(ctx.settings, **changes)  # type: ignore[arg-type]
        ctx.persistent = replace(ctx.persistent, **changes)  # type: ignore[arg-type]
        if ctx.store is not None:
            ctx.save_problem = ctx.store.save(ctx.persistent)

    def _start(self) -> None:
        """Start the game; a table where no seat is human is started only once the player has said so."""
        if any(kind == HUMAN for kind in self.kinds[: self.count]):
            self._begin()
            return
        self.ctx.stack.push(ConfirmScene(self.ctx, NO_HUMAN_TITLE, NO_HUMAN_QUESTION, N_("Start"), N_("Back"),
                                         self._begin))

    def _begin(self) -> None:
        config = self.config()
        series = self.new_series(config)
        self.remember()
        if series is not None:
            config = config.for_game(series)
        table = config

        def start() -> None:
            self.ctx.go(self.ctx.screens.table(table, series=series))

        if is_demo(config.seats):
            start()  # a table where nobody plays keeps its own autosave
        else:
            settle_unfinished_first(self.ctx, start)

    # --- input -----------------------------------------------------------------------

    def focus_items(self) -> list[tuple[str, int]]:
        """Tab order: the player count, each seat's name and kind, the options, the seed, Start, Back."""
        items = [("button", 0), ("button", 1)]
        for seat in range(self.count):
            items += [("name", seat), ("button", 2 + seat)]
        first_option = 2 + self.count
        options = len(self.option_labels) - 1
        items += [("button", i) for i in range(first_option, first_option + options)]
        items.append(("seed", 0))
        items += [("button", i) for i in range(first_option + options, len(self.buttons))]
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
        draw_backdrop(surface)
        w, h = surface.get_size()
        title, font, small = self._fonts()
        heading = blit_text(surface, tr.gettext("New game"), title,
                            (w // 2, int(h * 0.04) + title.get_linesize() // 2), theme.ACCENT, "center")
        notes = pygame.Rect(self.notes_left, self.notes_top, 1, small.get_linesize() * len(self.notes))
        numbers = [rect.move(-font.size(f" {len(self.name_rects)}.")[0], 0) for rect in self.name_rects[:1]]
        parts = [self.players_rect, self.seed_rect, notes, *numbers, *self.name_rects,
                 *(rect for _, rect in self.option_labels), *(button.rect for button in self.buttons)]
        draw_board(surface, parts, max(6, int(20 * theme.scale_for(self.ctx.size))), heading.bottom + 2)
        first = self.buttons[0].rect
        blit_text(surface, tr.gettext("Players"), font, self.players_rect.midleft, theme.TEXT, "midleft")
        blit_text(surface, str(self.count), font, ((first.right + self.buttons[1].rect.left) // 2, first.centery),
                  theme.HIGHLIGHT, "center")
        for seat, rect in enumerate(self.name_rects):
            blit_text(surface, f"{seat + 1}.", font, (rect.left - font.size(" ")[0], rect.centery), theme.MUTED,
                      "midright")
            self._draw_field(surface, rect, self.names[seat], self.editing == seat, font)
        for label, rect in self.option_labels:
            blit_text(surface, label, font, rect.midleft, theme.TEXT, "midleft")
        self._draw_field(surface, self.seed_rect, self.seed_text, self.editing == -1, font)
        for i, line in enumerate(self.notes):
            blit_text(surface, line, small, (self.notes_left, self.notes_top + i * small.get_linesize()),
                      theme.MUTED)
        hint = tr.gettext("Click a name to type it; click a kind to change who plays that seat.")
        hint_y = h - small.get_linesize() // 2 - max(4, int(h * 0.01))
        if hint_y - small.get_linesize() // 2 > self.buttons[-1].rect.bottom and small.size(hint)[0] < w:
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
