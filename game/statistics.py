"""Statistics across games: for every human player (by name) and every AI level, the games, wins, wins by
role and by character, the average length and the longest winning streak.

An AI level counts each seat it played as one game of its own (three normal AIs at a table are three
games of the normal level). A game is counted once, by its id, whatever happens to the table after.
Plain data saved as JSON; ``Statistics.from_dict`` checks every number and refuses data that does not
add up (wins by role that do not sum to the wins, a streak longer than the wins ...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS
from game.characters import CHARACTERS
from game.engine import Game
from game.events import TurnStarted
from game.roles import Role
from game.session import SeatConfig

STATISTICS_FORMAT = "bang-statistics"
STATISTICS_VERSION = 1
ROLES: tuple[Role, ...] = tuple(Role)
MAX_COUNT = 10**9
MAX_PLAYERS_KEPT = 1000
"""Human names kept; a new name past this is not counted (nobody plays with a thousand names)."""
MAX_IDS_KEPT = 2000
"""Ids of the games already counted, newest last; enough to never count a game twice in practice."""
MAX_NAME = 40
LINE_KEYS = frozenset({"games", "wins", "turns", "streak", "best_streak", "games_by_role", "wins_by_role",
                       "games_by_character", "wins_by_character"})


@dataclass(slots=True)
class Line:
    """One player's (or one AI level's) statistics."""

    games: int = 0
    wins: int = 0
    turns: int = 0
    """Turns of all the games played: the average length is ``turns / games``."""
    streak: int = 0
    """Games won in a row up to the last one."""
    best_streak: int = 0
    games_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    wins_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    games_by_character: dict[str, int] = field(default_factory=dict)
    wins_by_character: dict[str, int] = field(default_factory=dict)

    @property
    def average_length(self) -> float:
        return self.turns / self.games if self.games else 0.0

    def add(self, *, won: bool, role: Role, character: str, turns: int) -> None:
        self.games += 1
        self.turns += turns
        self.games_by_role[role] += 1
        self.games_by_character[character] = self.games_by_character.get(character, 0) + 1
        if won:
            self.wins += 1
            self.wins_by_role[role] += 1
            self.wins_by_character[character] = self.wins_by_character.get(character, 0) + 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games, "wins": self.wins, "turns": self.turns, "streak": self.streak,
            "best_streak": self.best_streak, "games_by_role": dict(self.games_by_role),
            "wins_by_role": dict(self.wins_by_role),
            "games_by_character": dict(sorted(self.games_by_character.items())),
            "wins_by_character": dict(sorted(self.wins_by_character.items())),
        }


@dataclass(slots=True)
class Statistics:
    players: dict[str, Line] = field(default_factory=dict)
    """Human players by name."""
    levels: dict[str, Line] = field(default_factory=dict)
    """AI levels by name (``easy``, ``normal``, ``hard``)."""
    counted: list[str] = field(default_factory=list)
    """Ids of the games counted, newest last."""

    def record(self, game_id: str, seats: tuple[SeatConfig, ...] | list[SeatConfig], game: Game) -> bool:
        """Count a finished game once; False (nothing changes) if it is not over or was counted already."""
        outcome = game.outcome
        if outcome is None or game_id in self.counted:
            return False
        turns = sum(1 for event in game.history if type(event) is TurnStarted)
        for seat, (config, player) in enumerate(zip(seats, game.state.players, strict=True)):
            if config.human:
                line = self.players.get(config.name)
                if line is None and len(self.players) < MAX_PLAYERS_KEPT:
                    line = self.players[config.name] = Line()
            else:
                line = self.levels.setdefault(config.kind, Line())
            if line is not None:
                line.add(won=seat in outcome.winners, role=player.role, character=player.character, turns=turns)
        self.counted.append(game_id)
        del self.counted[:-MAX_IDS_KEPT]
        return True

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATISTICS_FORMAT,
            "version": STATISTICS_VERSION,
            "players": {name: line.to_dict() for name, line in sorted(self.players.items())},
            "levels": {name: line.to_dict() for name, line in sorted(self.levels.items())},
            "counted": list(self.counted),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """:raises ValueError: naming the first thing that is malformed or does not add up."""
        if not isinstance(data, dict) or data.get("format") != STATISTICS_FORMAT:
            raise ValueError("not a statistics file of this game")
        if data.get("version") != STATISTICS_VERSION or type(data.get("version")) is not int:
            raise ValueError(f"statistics version {str(data.get('version'))[:20]!r} is not supported")
        if set(data) != {"format", "version", "players", "levels", "counted"}:
            raise ValueError("statistics must hold exactly format, version, players, levels and counted")
        players, levels, counted = data["players"], data["levels"], data["counted"]
        if not isinstance(players, dict) or len(players) > MAX_PLAYERS_KEPT:
            raise ValueError(f"players must be an object of at most {MAX_PLAYERS_KEPT} names")
        if not isinstance(levels, dict) or any(level not in LEVELS for level in levels):
            raise ValueError("levels must be an object keyed by AI levels")
        if not isinstance(counted, list) or len(counted) > MAX_IDS_KEPT or not all(
                isinstance(i, str) and 0 < len(i) <= 64 for i in counted) or len(set(counted)) != len(counted):
            raise ValueError("counted must be a list of different game ids")
        for name in players:
            if not 0 < len(name) <= MAX_NAME or not name.isprintable():
                raise ValueError(f"player name {name[:50]!r} is not a name")
        return cls({name: _line(raw, name) for name, raw in players.items()},
                   {name: _line(raw, name) for name, raw in levels.items()}, list(counted))


def _count(value: Any, what: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{what} must be a whole number from 0 to {MAX_COUNT}")
    return value


def _counts(value: Any, what: str, keys: frozenset[str] | tuple[str, ...], exact: bool) -> dict[str, int]:
    if not isinstance(value, dict) or (set(value) != set(keys) if exact else not set(value) <= set(keys)):
        raise ValueError(f"{what} must be counts keyed by {'every' if exact else 'known'} name")
    return {key: _count(number, f"{what} {key}") for key, number in value.items()}


def _role_counts(value: Any, what: str) -> dict[Role, int]:
    return {Role(role): count for role, count in _counts(value, what, ROLES, True).items()}


def _line(raw: Any, name: str) -> Line:
    if not isinstance(raw, dict) or set(raw) != LINE_KEYS:
        raise ValueError(f"{name}: statistics must hold exactly {sorted(LINE_KEYS)}")
    known = frozenset(CHARACTERS)
    line = Line(
        games=_count(raw["games"], f"{name}: games"),
        wins=_count(raw["wins"], f"{name}: wins"),
        turns=_count(raw["turns"], f"{name}: turns"),
        streak=_count(raw["streak"], f"{name}: streak"),
        best_streak=_count(raw["best_streak"], f"{name}: best_streak"),
        games_by_role=_role_counts(raw["games_by_role"], f"{name}: games by role"),
        wins_by_role=_role_counts(raw["wins_by_role"], f"{name}: wins by role"),
        games_by_character=_counts(raw["games_by_character"], f"{name}: games by character", known, False),
        wins_by_character=_counts(raw["wins_by_character"], f"{name}: wins by character", known, False),
    )
    adds_up = (
        line.wins <= line.games
        and line.streak <= line.best_streak <= line.wins
        and line.games <= line.turns
        and sum(line.games_by_role.values()) == line.games
        and sum(line.wins_by_role.values()) == line.wins
        and all(line.wins_by_role[role] <= line.games_by_role[role] for role in ROLES)
        and sum(line.games_by_character.values()) == line.games
        and sum(line.wins_by_character.values()) == line.wins
        and all(wins <= line.games_by_character.get(character, 0)
                for character, wins in line.wins_by_character.items())
    )
    if not adds_up:
        raise ValueError(f"{name}: the statistics do not add up")
    return line
