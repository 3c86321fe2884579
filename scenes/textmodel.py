"""The shapes of the texts shown about cards, characters, roles and events: msgids, translated on demand."""
from __future__ import annotations

from dataclasses import dataclass

from scenes.i18n import Translator


@dataclass(frozen=True, slots=True)
class CardText:
    """A playing card's texts: displayed name, the line printed on the card, the tooltip text."""

    name: str
    short: str
    """Fits on the card (about 28 characters at most)."""
    full: str
    """The exact rule, one to three sentences, for the tooltip."""

    def translated(self, translator: Translator) -> CardText:
        """The same texts in the translator's language."""
        return CardText(translator.gettext(self.name), translator.gettext(self.short), translator.gettext(self.full))


@dataclass(frozen=True, slots=True)
class CharacterText:
    """A character's name, a short ability line for the card and the full ability."""

    name: str
    short: str
    full: str

    def translated(self, translator: Translator) -> CharacterText:
        """The same texts in the translator's language."""
        return CharacterText(
            translator.gettext(self.name), translator.gettext(self.short), translator.gettext(self.full)
        )


@dataclass(frozen=True, slots=True)
class RoleText:
    """A role's name, a short goal for the role card and the full goal."""

    name: str
    short: str
    goal: str

    def translated(self, translator: Translator) -> RoleText:
        """The same texts in the translator's language."""
        return RoleText(translator.gettext(self.name), translator.gettext(self.short), translator.gettext(self.goal))


@dataclass(frozen=True, slots=True)
class EventText:
    """A High Noon event's name, a short effect line for the card and the full effect."""

    name: str
    short: str
    full: str

    def translated(self, translator: Translator) -> EventText:
        """The same texts in the translator's language."""
        return EventText(translator.gettext(self.name), translator.gettext(self.short), translator.gettext(self.full))
