"""A hint's reason as data: translatable lines (msgids with parameters) the client words."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.messages import N_
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role


@dataclass(frozen=True, slots=True)
class Line:
    """One translatable line: a msgid with parameters."""

    key: str
    params: dict[str, object] = field(default_factory=dict)
    plural: str | None = None
    count: int | None = None
    cards: tuple[str, ...] = ()
    """Parameters that are card names (msgids the client translates)."""
    words: tuple[str, ...] = ()
    """Other parameters that are msgids: role and character names."""


def counted(forms: tuple[str, str], count: int, params: dict[str, object], cards: tuple[str, ...] = ()) -> Line:
    """A line whose wording depends on ``count`` (singular and plural msgids)."""
    return Line(forms[0], params, plural=forms[1], count=count, cards=cards)


ROLE_NAMES: dict[Role, str] = {
    SHERIFF: N_("Sheriff"), DEPUTY: N_("Deputy"), OUTLAW: N_("Outlaw"), RENEGADE: N_("Renegade")
}
