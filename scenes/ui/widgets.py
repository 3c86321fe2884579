"""Small drawing helpers and the one widget every scene uses: a button."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

import pygame

from scenes.ui import art, theme

Anchor = str
TEXT_CACHE_LIMIT = 4000
TEXT_CACHE_BYTES = 12_000_000
"""The rendered lines are dropped past this many lines or bytes (a screen's texts take a few MB at 1920x1080)."""
VEIL_CACHE_BYTES = 16_000_000
"""Translucent rectangles: two full-window ones at 1920x1080 and the smaller ones of a screen."""


Key = TypeVar("Key", bound=Hashable)


class CountedPictures(dict[Key, pygame.Surface]):
    """Pictures by key that count the bytes they hold (``clear`` forgets both)."""

    def __init__(self) -> None:
        super().__init__()
        self.bytes = 0

    def keep(self, key: Key, image: pygame.Surface) -> None:
        self[key] = image
        self.bytes += image.get_width() * image.get_height() * image.get_bytesize()

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


_text_cache: CountedPictures[tuple[str, pygame.font.Font, tuple[int, int, int]]] = CountedPictures()
_panel_cache: CountedPictures[tuple[int, int, int]] = CountedPictures()


_audit: list[str] | None = None


def start_text_audit() -> list[str]:
    """Record every text that runs off the screen or is cut short from now on (used by the tests)."""
    global _audit
    _audit = []
    return _audit


def stop_text_audit() -> None:
    global _audit
    _audit = None


def report_overflow(what: str) -> None:
    if _audit is not None:
        _audit.append(what)


def render_text(text: str, font: pygame.font.Font, color: tuple[int, int, int]) -> pygame.Surface:
    """A rendered line, cached: the table redraws the same texts every frame."""
    key = (text, font, color)  # the font itself: an id could come back for another font once this one is gone
    image = _text_cache.get(key)
    if image is None:
        if len(_text_cache) >= TEXT_CACHE_LIMIT or _text_cache.bytes >= TEXT_CACHE_BYTES:
            _text_cache.clear()
        image = font.render(text, True, color)
        _text_cache.keep(key, image)
    return image


def forget_pictures() -> None:
    """Drop the rendered lines and veils (the window changed size: they are of the old one)."""
    _text_cache.clear()
    _panel_cache.clear()


def blit_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    pos: tuple[int, int],
    color: tuple[int, int, int] = theme.TEXT,
    anchor: Anchor = "topleft",
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos``; returns its rect."""
    image = render_text(text, font, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if _audit is not None and not surface.get_rect().contains(rect):
        report_overflow(f"{text!r} runs off the screen at {rect}")
    return rect


def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, shortened with an ellipsis until it is at most ``width`` pixels wide."""
    while font.size(text)[0] > width and len(text) > 2:
        text = text[:-2] + "…"
    return text


DASHES = frozenset({"—", "\u2013", "-"})
"""Words that never stand alone at either end of a line: they stay with the word beside them."""


def _unbreakable(paragraph: str) -> list[str]:
    """The paragraph's words, a lone dash joined to its neighbour: to the word before it, or after it when it
    opens the paragraph ("— Event: Curse —" never leaves a "—" alone on a line)."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and (word in DASHES or (len(words) == 1 and words[0] in DASHES)):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split text into lines no wider than ``width`` (a word wider than the line is cut between letters;
    a dash stays with its neighbour)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _unbreakable(paragraph):
            candidate = f"{line} {word}".strip()
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            if any(font.size(part)[0] > width for part in word.split(" ") if part not in DASHES):
                *whole, line = _cut(word, font, width)
                lines.extend(whole)
            else:
                line = word  # a word with its dash, a little wider than the line: kept whole
        lines.append(line)
    return lines


def _cut(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """``word`` in pieces no wider than ``width`` (a 20-letter name in a narrow log), at least a letter each;
    a dash joined to it stays with the piece beside it."""
    opening, _, rest = word.partition(" ") if word.split(" ")[0] in DASHES else ("", "", word)
    body, _, closing = rest.rpartition(" ") if rest.split(" ")[-1] in DASHES and " " in rest else (rest, "", "")
    pieces: list[str] = []
    piece = f"{opening} " if opening else ""
    for letter in body:
        if piece.strip() and font.size(piece + letter)[0] > width:
            pieces.append(piece)
            piece = ""
        piece += letter
    if closing and font.size(f"{piece} {closing}")[0] > width and len(piece) > 1:
        pieces.append(piece[:-1])
        piece = piece[-1]
    return [*pieces, f"{piece} {closing}" if closing else piece]


def veil(size: tuple[int, int], color: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent rectangle of one colour, cached by size and colour."""
    key = (size[0], size[1], hash(color))
    image = _panel_cache.get(key)
    if image is None:
        if len(_panel_cache) >= 200 or _panel_cache.bytes >= VEIL_CACHE_BYTES:
            _panel_cache.clear()
        image = pygame.Surface(size, pygame.SRCALPHA)
        image.fill(color)
        _panel_cache.keep(key, image)
    return image


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 235, border: int = 2) -> None:
    """A dark translucent panel in a brass frame (a dark line outside a bright one)."""
    surface.blit(veil(rect.size, (*theme.PANEL, alpha)), rect)
    pygame.draw.rect(surface, art.BRASS_DARK, rect, border + 1, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect.inflate(-2, -2), max(1, border - 1), border_radius=8)


def draw_board(surface: pygame.Surface, parts: Sequence[pygame.Rect], pad: int, top: int) -> None:
    """A framed panel under a screen's controls: round all of ``parts`` by ``pad``, but not above ``top`` (the
    title's foot) nor off the screen."""
    if not parts:
        return
    board = parts[0].unionall(list(parts[1:])).inflate(2 * pad, 2 * pad)
    board.top, board.height = max(board.top, top), board.bottom - max(board.top, top)
    draw_panel(surface, board.clip(surface.get_rect()), alpha=190)


def draw_backdrop(surface: pygame.Surface) -> None:
    """A full screen's background: dark saloon planks under a lamp, drawn once per window size."""
    surface.blit(art.backdrop(surface.get_size()), (0, 0))


class Button:
    """A clickable label; Enter/Space activate it while it has keyboard focus."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        on_click: Callable[[], None],
        *,
        enabled: bool = True,
        hotkey: int | None = None,
    ) -> None:
        self.rect = rect
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.hotkey = hotkey
        self.hovered = False
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click()
            return True
        elif event.type == pygame.KEYDOWN and self.enabled and self._activated_by(event.key):
            self.on_click()
            return True
        return False

    def _activated_by(self, key: int) -> bool:
        if self.hotkey is not None and key == self.hotkey:
            return True
        return self.focused and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def draw(self, surface: pygame.Surface, font: pygame.font.Font) -> None:
        if not self.enabled:
            color = theme.BUTTON_DISABLED
        elif self.hovered or self.focused:
            color = theme.BUTTON_HOVER
        else:
            color = theme.BUTTON
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        edge = theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=8)
        label = self.label
        if font.size(label)[0] > self.rect.width - 12:
            report_overflow(f"button label {label!r} does not fit {self.rect.width} px")
        while font.size(label)[0] > self.rect.width - 12 and len(label) > 2:
            label = label[:-2] + "…"
        blit_text(surface, label, font, self.rect.center, theme.TEXT if self.enabled else theme.MUTED, "center")


def move_focus(buttons: Sequence[Button], step: int) -> None:
    """Tab (step 1) or Shift+Tab (-1) through the enabled buttons; from none, to the first or the last."""
    enabled = [i for i, button in enumerate(buttons) if button.enabled]
    if not enabled:
        return
    current = next((i for i, button in enumerate(buttons) if button.focused), None)
    if current not in enabled:
        target = enabled[0] if step > 0 else enabled[-1]
    else:
        target = enabled[(enabled.index(current) + step) % len(enabled)]
    for i, button in enumerate(buttons):
        button.focused = i == target


class ButtonColumn:
    """Buttons stacked vertically with keyboard focus (Up/Down/Tab, Enter)."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus = -1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            step = -1 if event.key == pygame.K_UP or (event.mod & pygame.KMOD_SHIFT) else 1
            enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
            if enabled:
                if self.focus not in enabled:
                    self.focus = enabled[0] if step > 0 else enabled[-1]
                else:
                    self.focus = enabled[(enabled.index(self.focus) + step) % len(enabled)]
            for i, button in enumerate(self.buttons):
                button.focused = i == self.focus
            return True
        return any(button.handle_event(event) for button in self.buttons)

    def draw(self, surface: pygame.Surface, font: pygame.font.Font) -> None:
        for button in self.buttons:
            button.draw(surface, font)


def button_row(specs: Sequence[tuple[str, Callable[[], None], int | None]], font: pygame.font.Font, *,
               min_width: int, pad: int, center_x: int, top: int, height: int, focus: int = -1) -> list[Button]:
    """Buttons side by side, centred on ``center_x``, each as wide as its label needs (at least ``min_width``);
    the one at ``focus`` keeps the keyboard focus (a list's bottom row, laid out again when the texts change)."""
    widths = [max(min_width, font.size(label)[0] + 3 * pad) for label, _, _ in specs]
    x = center_x - (sum(widths) + pad * (len(widths) - 1)) // 2
    buttons = []
    for index, ((label, action, hotkey), width) in enumerate(zip(specs, widths, strict=True)):
        button = Button(pygame.Rect(x, top, width, height), label, action, hotkey=hotkey)
        button.focused = index == focus
        buttons.append(button)
        x += width + pad
    return buttons


def stacked_rects(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height) for i in range(count)]


def draw_screen_title(surface: pygame.Surface, text: str, font: pygame.font.Font, top: int) -> int:
    """A full screen's background and its title, centred on one line from ``top``, a brass rule under it; the y
    just below it."""
    draw_backdrop(surface)
    drawn = blit_text(surface, text, font, (surface.get_width() // 2, top), theme.ACCENT, "midtop")
    art.title_rule(surface, (drawn.centerx, drawn.bottom), drawn.width // 2 + font.get_linesize(),
                   theme.scale_for(surface.get_size()))
    return top + font.get_linesize()


LIST_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
"""Keys that move a list's selection one row."""


def list_step(key: int, selected: int, count: int, page: int = 1) -> int | None:
    """Where a list's selection goes on ``key`` (Up/Down one row, Page Up/Down a page, Home/End the ends), kept
    within the ``count`` rows; None for any other key."""
    if count <= 0:
        return None
    moves = {**LIST_STEPS, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
    if key in moves:
        return max(0, min(count - 1, selected + moves[key]))
    if key == pygame.K_HOME:
        return 0
    if key == pygame.K_END:
        return count - 1
    return None
