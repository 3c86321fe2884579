"""The catalogues are complete in every language, with real plural forms."""
from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from scenes.i18n import LANGUAGES, Translator
from tools.catalogues import extract, po_path, problems


def test_every_catalogue_is_complete_and_in_step_with_the_source() -> None:
    template = extract()
    assert len(template) > 200
    found = [line for language in LANGUAGES for line in problems(language, template)]
    assert found == []


@pytest.mark.parametrize("language", ["ru", "cs"])
def test_russian_and_czech_declare_three_plural_forms(language: str) -> None:
    with po_path(language).open("rb") as file:
        catalog = read_po(file, locale=language)
    assert catalog.num_plurals == 3


@pytest.mark.parametrize(
    ("language", "forms"),
    [("en", ["1 card", "2 cards", "5 cards"]), ("ru", None), ("cs", None)],
)
def test_plurals_differ_for_one_two_and_five(language: str, forms: list[str] | None) -> None:
    tr = Translator(language)
    texts = [tr.ngettext("{count} card", "{count} cards", n).format(count=n) for n in (1, 2, 5, 21, 22, 25)]
    if forms is not None:
        assert texts[:3] == forms
    else:
        assert len(set(t.split(" ", 1)[1] for t in texts[:3])) == 3, texts
        assert texts[3].split(" ", 1)[1] == texts[0].split(" ", 1)[1] or language == "cs"


def test_official_names_are_used() -> None:
    assert Translator("ru").gettext("Bang!") == "Бэнг!"
    assert Translator("ru").gettext("Missed!") == "Мимо!"
    assert Translator("cs").gettext("Missed!") == "Vedle!"
    assert Translator("cs").gettext("Jail") == "Vězení"
    assert Translator("cs").gettext("Sheriff") == "Šerif"


@pytest.mark.parametrize("language", ["ru", "cs"])
def test_the_core_plural_prompt_is_translated_with_its_plural_forms(language: str) -> None:
    from game import messages

    tr = Translator(language)
    forms = {tr.ngettext(messages.PROMPT_DISCARD_ONE, messages.PROMPT_DISCARD_MANY, n) for n in (1, 3, 5)}
    assert len(forms) == 3
    assert messages.PROMPT_DISCARD_MANY not in forms
