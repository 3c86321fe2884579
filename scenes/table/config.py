"""What a table is dealt for: the seats, the seed and the rules (``TableConfig``), and the players' default names.

Whoever opens a table (the set-up screen, a loaded game, a lesson, the
demo) describes it with a ``TableConfig``; the table deals the game from it.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.ai import LEVELS
from game.series import Series
from game.session import SeatConfig
from game.state import Rules
from scenes.app.i18n import Translator

DEFAULT_NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")
"""The players' names before translation (``default_names``)."""


def default_names(tr: Translator) -> tuple[str, ...]:
    """Eight distinct first names that fit the language, one per seat."""
    return (
        tr.pgettext("default player name", "Ann"), tr.pgettext("default player name", "Bill"),
        tr.pgettext("default player name", "Cole"), tr.pgettext("default player name", "Dora"),
        tr.pgettext("default player name", "Earl"), tr.pgettext("default player name", "Faye"),
        tr.pgettext("default player name", "Gus"), tr.pgettext("default player name", "Hank"),
    )


def best_ai() -> str:
    return next((level for level in ("normal", "easy", "hard") if level in LEVELS), "random")


@dataclass(frozen=True)
class TableConfig:
    """Everything the table scene needs to deal a game."""

    seats: tuple[SeatConfig, ...]
    seed: int
    ask_always: bool | None = None
    """Ask humans even when they can only take the hit; None: on when two or more humans play."""
    expansions: tuple[str, ...] = ()
    beginner: bool = False
    characters: tuple[str, ...] = ()
    """Fixed characters by seat (a series' survivors keep theirs); empty: dealt at random."""

    @classmethod
    def demo(cls, players: int, seed: int | None, names: Sequence[str] = DEFAULT_NAMES,
             expansions: tuple[str, ...] = ()) -> TableConfig:
        level = best_ai()
        return cls(tuple(SeatConfig(names[i], level) for i in range(players)),
                   seed if seed is not None else random.SystemRandom().randrange(1 << 30), expansions=expansions)

    def for_game(self, series: Series) -> TableConfig:
        """This table dealt as the series' next game: its seed, and the survivors' characters."""
        setup = series.next_setup()
        return replace(self, seed=setup.seed, characters=setup.characters)

    def rules(self) -> Rules:
        humans = sum(1 for seat in self.seats if seat.human)
        ask = humans >= 2 if self.ask_always is None else self.ask_always
        return Rules(self.expansions, ask, self.beginner)
