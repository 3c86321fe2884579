"""A series of games: the survivors of a game keep their characters for the next one, the eliminated draw
new ones at random, roles are dealt anew, and a table counts each player's games and wins (by role).

A series is plain data saved as JSON; ``Series.from_dict`` refuses one that does not add up.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.characters import CHARACTERS, characters_for
from game.engine import Game
from game.errors import SetupError
from game.roles import ROLE_DISTRIBUTION, Role, Side
from game.setup import MAX_PLAYERS, MIN_PLAYERS, GameSetup
from game.state import Rules

SERIES_FORMAT = "bang-series"
SERIES_VERSION = 1


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game of a series: who played which character and role, and who won."""

    seed: int
    characters: tuple[str, ...]
    roles: tuple[Role, ...]
    survivors: tuple[bool, ...]
    winners: tuple[int, ...]
    side: Side


@dataclass(slots=True)
class Standing:
    """One player's line of the series table."""

    games: int = 0
    wins: int = 0
    wins_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(Role, 0))


@dataclass(slots=True)
class Series:
    """A series for a fixed table of players; ``planned`` games, or ``None`` to play until they stop."""

    names: tuple[str, ...]
    seed: int
    rules: Rules = field(default_factory=Rules)
    planned: int | None = None
    records: list[GameRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS or len(set(self.names)) != len(self.names):
            raise SetupError(f"a series needs {MIN_PLAYERS} to {MAX_PLAYERS} players with different names")
        if self.planned is not None and self.planned < 1:
            raise SetupError("a series has at least one game")

    @property
    def finished(self) -> bool:
        return self.planned is not None and len(self.records) >= self.planned

    def next_setup(self) -> GameSetup:
        """The next game: survivors keep their characters, the eliminated draw new ones at random."""
        index = len(self.records)
        seed = self.seed + index
        if not self.records:
            return GameSetup(self.names, seed, self.rules)
        last = self.records[-1]
        draw = random.Random(seed * 7_919 + 1)
        pool = [c.name for c in characters_for(self.rules.expansions) if c.name not in last.characters]
        draw.shuffle(pool)
        characters = [
            character if survived else pool.pop()
            for character, survived in zip(last.characters, last.survivors, strict=True)
        ]
        return GameSetup(self.names, seed, self.rules, tuple(characters))

    def record(self, game: Game) -> GameRecord:
        """Add a finished game to the series; raises ValueError for a game that is not over or not ours."""
        outcome = game.outcome
        state = game.state
        if outcome is None or tuple(p.name for p in state.players) != self.names:
            raise ValueError("only a finished game of this series' table can be recorded")
        if game.setup is None or game.setup.seed != self.seed + len(self.records):
            raise ValueError("the game was not dealt as this series' next game")
        entry = GameRecord(
            seed=game.setup.seed,
            characters=tuple(p.character for p in state.players),
            roles=tuple(p.role for p in state.players),
            survivors=tuple(p.alive for p in state.players),
            winners=outcome.winners,
            side=outcome.side,
        )
        self.records.append(entry)
        return entry

    def characters_kept(self) -> bool:
        """Whether every survivor of a game played the next one with the same character."""
        return all(
            new == old
            for before, after in zip(self.records, self.records[1:], strict=False)
            for new, old, survived in zip(after.characters, before.characters, before.survivors, strict=True)
            if survived
        )

    def table(self) -> dict[str, Standing]:
        """Games, wins and wins by role for every player."""
        standings = {name: Standing() for name in self.names}
        for entry in self.records:
            for seat, name in enumerate(self.names):
                line = standings[name]
                line.games += 1
                if seat in entry.winners:
                    line.wins += 1
                    line.wins_by_role[entry.roles[seat]] += 1
        return standings

    # --- saving --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SERIES_FORMAT,
            "version": SERIES_VERSION,
            "names": list(self.names),
            "seed": self.seed,
            "expansions": list(self.rules.expansions),
            "beginner": self.rules.beginner,
            "ask_always": self.rules.ask_always,
            "planned": self.planned,
            "records": [
                {
                    "seed": r.seed,
                    "characters": list(r.characters),
                    "roles": list(r.roles),
                    "survivors": list(r.survivors),
                    "winners": list(r.winners),
                    "side": r.side,
                }
                for r in self.records
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Series:
        """A series from ``to_dict`` output; raises ValueError when it is malformed or does not add up."""
        if not isinstance(data, dict) or data.get("format") != SERIES_FORMAT:
            raise ValueError("not a series of this game")
        if data.get("version") != SERIES_VERSION:
            raise ValueError(f"series version {data.get('version')!r} is not supported")
        names = data.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("the series' names must be a list of names")
        seed, planned = data.get("seed"), data.get("planned")
        if type(seed) is not int or (planned is not None and type(planned) is not int):
            raise ValueError("the series' seed and planned games must be whole numbers")
        expansions = data.get("expansions")
        if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
            raise ValueError("the series' expansions must be a list of names")
        flags = (data.get("beginner"), data.get("ask_always"))
        if not all(type(flag) is bool for flag in flags):
            raise ValueError("the series' beginner and ask_always must be true or false")
        rules = Rules(tuple(expansions), bool(flags[1]), bool(flags[0]))
        try:
            series = cls(tuple(names), seed, rules, planned)
        except SetupError as error:
            raise ValueError(str(error)) from None
        records = data.get("records")
        if not isinstance(records, list):
            raise ValueError("the series' games must be a list")
        for index, raw in enumerate(records):
            series.records.append(_record(raw, series, index))
        if planned is not None and len(series.records) > planned:
            raise ValueError("the series has more games than were planned")
        return series


def _record(raw: Any, series: Series, index: int) -> GameRecord:
    """One saved game of a series, checked against the series: it must add up."""
    count = len(series.names)
    if not isinstance(raw, dict) or set(raw) != {"seed", "characters", "roles", "survivors", "winners", "side"}:
        raise ValueError(f"game {index + 1} of the series is malformed")
    characters, roles, survivors, winners = raw["characters"], raw["roles"], raw["survivors"], raw["winners"]
    well_formed = (
        raw["seed"] == series.seed + index
        and isinstance(characters, list)
        and len(characters) == count
        and all(isinstance(c, str) and c in CHARACTERS for c in characters)
        and isinstance(roles, list)
        and sorted(roles) == sorted(_roles(count))
        and isinstance(survivors, list)
        and len(survivors) == count
        and all(type(s) is bool for s in survivors)
        and isinstance(winners, list)
        and all(type(w) is int and 0 <= w < count for w in winners)
        and len(set(winners)) == len(winners)
        and winners
        and raw["side"] in tuple(Side)
    )
    if not well_formed:
        raise ValueError(f"game {index + 1} of the series does not add up")
    if series.records:
        last = series.records[-1]
        pairs = zip(characters, last.characters, last.survivors, strict=True)
        kept = all(new == old for new, old, survived in pairs if survived)
        if not kept:
            raise ValueError(f"game {index + 1}: a survivor of the game before must keep his character")
    roles_dealt = tuple(Role(role) for role in roles)
    return GameRecord(raw["seed"], tuple(characters), roles_dealt, tuple(survivors), tuple(winners), Side(raw["side"]))


def _roles(count: int) -> tuple[Role, ...]:
    return ROLE_DISTRIBUTION[count]
