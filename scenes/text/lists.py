"""Names in a sentence: "Ann", "Ann and Bill", "Ann, Bill and Cole", joined as the language joins them."""
from __future__ import annotations

from collections.abc import Sequence

from scenes.app.i18n import Translator


def names_list(tr: Translator, names: Sequence[str]) -> str:
    """The names with commas between them and the language's "and" before the last one."""
    if len(names) <= 1:
        return "".join(names)
    return tr.gettext("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
