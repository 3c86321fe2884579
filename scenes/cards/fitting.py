"""Text laid out in a box: the largest readable font whose wrapped lines fit.

Text is fitted by ``TextFitter``: the largest font whose wrapped lines fit the box,
never below ``MIN_TEXT_HEIGHT`` pixels; the overflow tests use the same fitting.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.app.assets import Assets

MIN_TEXT_HEIGHT = 9
"""The smallest font height in pixels (ascent plus descent) used on a card: a 9 px font."""

DASHES = frozenset({"\u2014", "\u2013"})
"""A dash standing alone between words never starts a line: it is joined to the word before it."""


def _pieces(text: str) -> list[tuple[str, str]]:
    """The text's breakable pieces with what joins each to the one before: a space, or nothing after a
    hyphen inside a word (a line may end after "Человек-" in "Человек-без-Имени"). A lone dash stays with
    the word before it: a line may end with a dash, never start with one."""
    pieces: list[tuple[str, str]] = []
    for word in text.split():
        if word in DASHES and pieces:
            last, joint = pieces[-1]
            pieces[-1] = (f"{last} {word}", joint)
            continue
        parts = word.split("-")
        for index, part in enumerate(parts):
            piece = part + ("-" if index < len(parts) - 1 else "")
            if piece:
                pieces.append((piece, " " if index == 0 else ""))
    return pieces


def wrap_words(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap (also after a hyphen inside a word); a piece wider than ``width`` stays whole."""
    lines: list[str] = []
    current = ""
    for piece, joint in _pieces(text):
        candidate = f"{current}{joint}{piece}" if current else piece
        if current and font.size(candidate)[0] > width:
            lines.append(current)
            current = piece
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def balanced_wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Word wrap into as few lines as greedy wrapping needs, with line widths evened out."""
    lines = wrap_words(font, text, width)
    if len(lines) < 2:
        return lines
    low = max(font.size(piece)[0] for piece, _ in _pieces(text))
    high = width
    while low < high:
        middle = (low + high) // 2
        if len(wrap_words(font, text, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap_words(font, text, max(low, min(width, high)))


def break_long_words(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Word wrap that also cuts words wider than ``width`` (for tooltips, never for card names)."""
    lines: list[str] = []
    for line in wrap_words(font, text, width):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


@dataclass(frozen=True, eq=False)
class FittedText:
    """A text laid out in a box: its lines and the font they are drawn with."""

    text: str
    lines: tuple[str, ...]
    font: pygame.font.Font
    size: int
    role: str
    max_width: int
    max_lines: int
    fits: bool
    """False when even the smallest readable font overflows the box (the text is still all there)."""

    @property
    def line_height(self) -> int:
        """Pixels from one line's top to the next."""
        return self.font.get_linesize()

    @property
    def height(self) -> int:
        """The height of the whole block."""
        return self.line_height * len(self.lines)

    @property
    def width(self) -> int:
        """The width of the widest line as rendered."""
        return max((self.font.size(line)[0] for line in self.lines), default=0)


class TextFitter:
    """Chooses the largest font that fits a text in a box, never below ``MIN_TEXT_HEIGHT``."""

    MAX_SIZE = 120
    FEWER_LINES_SHRINK = 0.8

    def __init__(self, assets: Assets, min_height: int = MIN_TEXT_HEIGHT) -> None:
        self.assets = assets
        self.min_height = min_height
        self._ladders: dict[str, list[tuple[int, int]]] = {}
        self._fits: dict[tuple[str, str, int, int, int, bool], FittedText] = {}

    def ladder(self, role: str) -> list[tuple[int, int]]:
        """Readable font sizes of a role, largest first, one per distinct pixel height: (size, height).

        Only heights: a font is opened for good when a text is set in it (``Assets.font_height``).
        """
        ladder = self._ladders.get(role)
        if ladder is None:
            by_height: dict[int, int] = {}
            for size in range(4, self.MAX_SIZE + 1):
                height = self.assets.font_height(size, role)
                if height >= self.min_height and height not in by_height:
                    by_height[height] = size
            ladder = [(by_height[h], h) for h in sorted(by_height, reverse=True)]
            self._ladders[role] = ladder
        return ladder

    def font_for_height(self, role: str, height: int) -> pygame.font.Font:
        """The largest readable font of ``role`` at most ``height`` pixels high (the smallest readable one if none)."""
        ladder = self.ladder(role)
        size = next((size for size, font_height in ladder if font_height <= height), ladder[-1][0])
        return self.assets.font(size, role)

    def fit(
        self, text: str, role: str, max_width: int, max_lines: int, max_height: int, fewer_lines: bool = False
    ) -> FittedText:
        """Lay ``text`` out in at most ``max_lines`` lines of ``max_width`` px, font at most ``max_height`` px high.

        The largest font that fits wins; with ``fewer_lines`` (names), a text that fits in fewer lines with
        a font at least ``FEWER_LINES_SHRINK`` of the largest is set that way instead.
        """
        key = (text, role, max_width, max_lines, max_height, fewer_lines)
        cached = self._fits.get(key)
        if cached is not None:
            return cached
        ladder = self.ladder(role)
        result = self._first_fit(text, role, ladder, max_width, max_lines, max_height, fewer_lines)
        if result is None:
            size = ladder[-1][0]
            font = self.assets.font(size, role)
            lines = balanced_wrap(font, text, max_width)
            result = FittedText(text, tuple(lines), font, size, role, max_width, max_lines, False)
        self._fits[key] = result
        return result

    def _first_fit(
        self,
        text: str,
        role: str,
        ladder: list[tuple[int, int]],
        max_width: int,
        max_lines: int,
        max_height: int,
        fewer_lines: bool,
    ) -> FittedText | None:
        floor = max(self.min_height, max_height * self.FEWER_LINES_SHRINK)
        for lines_allowed in [*range(1, max_lines), max_lines] if fewer_lines else [max_lines]:
            for index, (size, height) in enumerate(ladder):
                if height > max_height and index < len(ladder) - 1:
                    continue
                if lines_allowed < max_lines and height < floor:
                    break
                font = self.assets.font(size, role)
                lines = balanced_wrap(font, text, max_width)
                if len(lines) <= lines_allowed and all(font.size(line)[0] <= max_width for line in lines):
                    return FittedText(text, tuple(lines), font, size, role, max_width, max_lines, True)
        return None

    def clear(self) -> None:
        """Forget fitted layouts (fonts stay cached in the assets)."""
        self._fits.clear()

