"""The gettext layer: one Translator object, passed to whoever draws text.

Message ids are English source text, so English needs no catalogue to run and
a missing ``.mo`` file falls back to English. ``N_`` marks strings for
``pybabel extract`` where they are defined as data.
"""
from __future__ import annotations

import gettext
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parents[2] / "locale"
DOMAIN = "messages"
LANGUAGES: tuple[str, ...] = ("en", "ru", "cs")


def N_(message: str) -> str:
    """Mark a string for extraction; it is translated where it is shown."""
    return message


class Translator:
    """Translations for one language, with plural forms."""

    def __init__(self, language: str = "en", locale_dir: Path = LOCALE_DIR) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unsupported language {language!r}")
        self.language = language
        self._catalogue: gettext.NullTranslations = gettext.translation(
            DOMAIN, localedir=str(locale_dir), languages=[language], fallback=True
        )

    def gettext(self, message: str) -> str:
        return self._catalogue.gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        return self._catalogue.ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        return self._catalogue.pgettext(context, message)

    def format(self, message: str, **params: object) -> str:
        """Translate, then fill ``{placeholders}``."""
        return self.gettext(message).format(**params)
