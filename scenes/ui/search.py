"""A search over named entries: typed letters filter the names, the arrow keys choose one, Enter picks it.

Opened with nothing typed, it is an index: every name, in alphabetical order.

Names match in any case and without accents ("konestoga" finds "Konestoga", "vezeni" finds "Vězení"); a name that
starts with the query comes first, then one with a word that starts with it, then any other that contains it.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import pygame

from scenes.ui.scroll import ScrollWindow

MAX_QUERY = 24


def fold(text: str) -> str:
    """``text`` in lower case without accents, so that a search need not type them."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


@dataclass(frozen=True)
class Entry:
    """One name the search can find and where it leads (a place the caller understands, such as a scroll offset)."""

    name: str
    place: int


def _rank(name: str, query: str) -> int | None:
    folded = fold(name)
    if folded.startswith(query):
        return 0
    if any(word.startswith(query) for word in folded.replace("-", " ").split()):
        return 1
    return 2 if query in folded else None


class Search:
    """The query typed so far, the entries it matches and the one chosen among them."""

    def __init__(self) -> None:
        self.query = ""
        self.browsing = False
        """The index is open: with nothing typed, every name is listed."""
        self.selected = 0
        self.window = ScrollWindow()
        self._entries: list[Entry] = []
        self._matches: list[Entry] = []

    def set_entries(self, entries: list[Entry]) -> None:
        self._entries = entries
        self._refilter()

    @property
    def active(self) -> bool:
        return bool(self.query) or self.browsing

    def open_index(self) -> None:
        self.browsing = True
        self._refilter()

    @property
    def matches(self) -> list[Entry]:
        return self._matches

    def chosen(self) -> Entry | None:
        return self._matches[self.selected] if self._matches else None

    def choose(self, index: int) -> None:
        if 0 <= index < len(self._matches):
            self.selected = index
            self.window.reveal(index)

    def clear(self) -> None:
        self.query = ""
        self.browsing = False
        self._refilter()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Typing, Backspace and, while something is typed, the Up and Down arrows; True if the key was used."""
        if event.key == pygame.K_BACKSPACE:
            if not self.query:
                return False
            self.query = self.query[:-1]
            self._refilter()
            return True
        if self.active and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.choose(max(0, min(len(self._matches) - 1, self.selected + step)))
            return True
        text = getattr(event, "unicode", "")
        typing = bool(text) and text.isprintable() and (text.isalpha() or bool(self.query))
        typing = typing and not (text.isspace() and not self.query)
        if typing and len(self.query) < MAX_QUERY:
            self.query += text
            self._refilter()
            return True
        return False

    def _refilter(self) -> None:
        query = fold(self.query.strip())
        ranked: list[tuple[int, str, Entry]] = []
        for entry in self._entries:
            rank = _rank(entry.name, query) if query else (0 if self.browsing else None)
            if rank is not None:
                ranked.append((rank, fold(entry.name), entry))
        ranked.sort(key=lambda item: (item[0], item[1]))
        self._matches = [entry for _, _, entry in ranked]
        self.selected = 0
        self.window = ScrollWindow()
