"""Keep the gettext catalogues in step with the source.

``python tools/catalogues.py update`` extracts every marked string into
``locale/messages.pot``, merges it into each ``locale/<lang>/LC_MESSAGES/messages.po``
(creating missing ones) and fills the English catalogue (msgstr = msgid, since
English is the source language). ``check`` fails when a catalogue lacks a source
string, has an untranslated, fuzzy or obsolete entry, or breaks a placeholder.
"""
from __future__ import annotations

import copy
import re
import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
POT = LOCALE / "messages.pot"
LANGUAGES = ("en", "ru", "cs")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def forms(text: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """A message's id or string, one entry per plural form; a missing string is one empty form."""
    if text is None:
        return ("",)
    return (text,) if isinstance(text, str) else tuple(text)


def extract() -> Catalog:
    """Extract the source strings (to messages.pot) and return them."""
    LOCALE.mkdir(exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", str(ROOT / "babel.cfg"),
         "--no-location", "--omit-header", "--sort-output", "-k", "N_", "-k", "Nn_:1,2", "-k", "tr",
         "-o", str(POT), "game", "scenes", "main.py"],
        cwd=ROOT, check=True, capture_output=True,
    )
    with POT.open("rb") as file:
        return read_po(file)


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "messages.po"


def read(language: str) -> Catalog:
    with po_path(language).open("rb") as file:
        return read_po(file, locale=language)


def write(catalog: Catalog, language: str) -> None:
    path = po_path(language)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalog, omit_header=False, sort_output=True, width=100, no_location=True)


def update(languages: tuple[str, ...] = LANGUAGES) -> None:
    template = extract()
    for language in languages:
        path = po_path(language)
        catalog = read(language) if path.exists() else Catalog(locale=language, domain="messages")
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)  # update shares the template's messages
        catalog.project = "Bang!"
        catalog.version = "1"
        catalog.fuzzy = False
        catalog.msgid_bugs_address = ""
        catalog.copyright_holder = "the Bang! desktop project"
        catalog.obsolete.clear()
        if language == "en":
            for message in catalog:
                if message.id:
                    message.string = message.id
                    message.flags.discard("fuzzy")
        write(catalog, language)


def problems(language: str, template: Catalog) -> list[str]:
    """Everything wrong with one catalogue, as readable lines."""
    path = po_path(language)
    if not path.exists():
        return [f"{language}: {path.relative_to(ROOT)} is missing"]
    catalog = read(language)
    found: list[str] = []
    for message in template:
        if message.id and catalog.get(message.id, message.context) is None:
            found.append(f"{language}: missing {message.id!r}")
    for message in catalog:
        if not message.id:
            continue
        strings = forms(message.string)
        if "fuzzy" in message.flags:
            found.append(f"{language}: fuzzy {message.id!r}")
        if not all(strings):
            found.append(f"{language}: untranslated {message.id!r}")
            continue
        ids = forms(message.id)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for string in strings:
            if set(PLACEHOLDER.findall(string)) - wanted - set(PLACEHOLDER.findall(ids[0])):
                found.append(f"{language}: placeholder mismatch in {message.id!r}")
        if template.get(message.id, message.context) is None:
            found.append(f"{language}: obsolete {message.id!r}")
    if catalog.obsolete:
        found.append(f"{language}: {len(catalog.obsolete)} obsolete entries")
    return found


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update(tuple(argv[1:]) or LANGUAGES)
        return 0
    if argv[:1] == ["check"]:
        template = extract()
        found = [line for language in (argv[1:] or LANGUAGES) for line in problems(language, template)]
        print("\n".join(found) if found else "catalogues complete")
        return 1 if found else 0
    print("usage: python tools/catalogues.py update|check [LANG ...]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
