"""The shapes of the rules reference: blocks of text in sections, sections in groups."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    """A piece of a section: a paragraph, a subheading, a term (a card, a role) with its text, or a detail of it."""

    kind: str
    """"p" paragraph, "sub" subheading, "item" a term and its text, "detail" a muted line under the item before it."""
    text: str
    term: str = ""
    name: str = ""
    """The name the reference's search finds this block by; empty: the search does not list it."""
    picture: tuple[str, str] | None = None
    """What the entry shows beside the text: ("card", English name), ("character", English name),
    ("event", event key), ("role", role key) or ("badge", "bang"/"missed"/"draw"/"cost")."""


@dataclass(frozen=True)
class Section:
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Group:
    """Sections that belong together in the list on the left ("Basics", "Cards: Dodge City")."""

    title: str
    sections: tuple[Section, ...]
