"""The shapes of the texts shown about cards, characters, roles and events: msgids, translated on demand."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Self

from scenes.app.i18n import Translator


class Translatable:
    """Texts that are all msgids: ``translated`` gives the same shape in a translator's language."""

    __slots__ = ()

    def translated(self, translator: Translator) -> Self:
        return type(self)(*(translator.gettext(getattr(self, f.name)) for f in fields(self)))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class CardText(Translatable):
    """A playing card's texts: displayed name, the line printed on the card, the tooltip text."""

    name: str
    short: str
    """Fits on the card (about 28 characters at most)."""
    full: str
    """The exact rule, one to three sentences, for the tooltip."""


@dataclass(frozen=True, slots=True)
class CharacterText(Translatable):
    """A character's name, a short ability line for the card and the full ability."""

    name: str
    short: str
    full: str


@dataclass(frozen=True, slots=True)
class RoleText(Translatable):
    """A role's name, a short goal for the role card and the full goal."""

    name: str
    short: str
    goal: str


@dataclass(frozen=True, slots=True)
class EventText(Translatable):
    """A High Noon event's name, a short effect line for the card and the full effect."""

    name: str
    short: str
    full: str
