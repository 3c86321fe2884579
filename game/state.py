"""The table: players, piles, the turn and the stack of pending steps.

Everything here is plain data that saves to JSON and loads back identically,
including the state of the one seeded random generator.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.cards import Card, catalogue
from game.characters import CHARACTERS, Character
from game.events import Event
from game.roles import Role

if TYPE_CHECKING:
    from game.tasks import Task

STATE_VERSION = 1


@dataclass(frozen=True, slots=True)
class Rules:
    """Table options fixed for a whole game."""

    expansions: tuple[str, ...] = ()
    ask_always: bool = False
    """Also ask a player whose only answer is to decline (hot-seat secrecy)."""


@dataclass(slots=True)
class PlayerState:
    """One seat."""

    name: str
    role: Role
    character: str
    hp: int
    max_hp: int
    hand: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)
    alive: bool = True

    @property
    def abilities(self) -> frozenset[str]:
        return CHARACTERS[self.character].abilities

    @property
    def character_card(self) -> Character:
        return CHARACTERS[self.character]


@dataclass(slots=True)
class GameState:
    """The whole game at one moment.

    Piles are lists whose *last* element is the top card.
    """

    rules: Rules
    players: list[PlayerState]
    deck: list[int]
    discard: list[int]
    rng: random.Random
    turn: int = 0
    bangs_played: int = 0
    selection: list[int] = field(default_factory=list)
    stack: list[Task] = field(default_factory=list)
    winners: list[int] | None = None
    winning_side: str | None = None
    events: list[Event] = field(default_factory=list)
    """Output buffer of the decision being applied; not part of the saved state."""
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    """The catalogue of this game's expansions, indexed by card id (derived, not saved)."""

    def __post_init__(self) -> None:
        self.cards = catalogue(self.rules.expansions)

    @property
    def over(self) -> bool:
        return self.winners is not None

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def alive_seats(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.alive]

    def alive_count(self) -> int:
        return sum(1 for p in self.players if p.alive)

    def next_alive(self, seat: int) -> int:
        """The next living seat clockwise (to the left) after ``seat``."""
        count = len(self.players)
        for step in range(1, count + 1):
            candidate = (seat + step) % count
            if self.players[candidate].alive:
                return candidate
        return seat

    def to_dict(self) -> dict[str, Any]:
        """The saved form: JSON-ready, complete and canonical."""
        from game.tasks import task_to_dict

        version, internal, gauss = self.rng.getstate()
        return {
            "version": STATE_VERSION,
            "rules": {"expansions": list(self.rules.expansions), "ask_always": self.rules.ask_always},
            "players": [
                {
                    "name": p.name,
                    "role": p.role.value,
                    "character": p.character,
                    "hp": p.hp,
                    "max_hp": p.max_hp,
                    "hand": list(p.hand),
                    "in_play": list(p.in_play),
                    "alive": p.alive,
                }
                for p in self.players
            ],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "selection": list(self.selection),
            "turn": self.turn,
            "bangs_played": self.bangs_played,
            "stack": [task_to_dict(task) for task in self.stack],
            "winners": None if self.winners is None else list(self.winners),
            "winning_side": self.winning_side,
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a state from ``to_dict`` output; raises ValueError, KeyError or TypeError on bad data."""
        from game.tasks import task_from_dict

        if data.get("version") != STATE_VERSION:
            raise ValueError(f"unsupported state version {data.get('version')!r}")
        rules = Rules(tuple(data["rules"]["expansions"]), bool(data["rules"]["ask_always"]))
        players = []
        for p in data["players"]:
            if p["character"] not in CHARACTERS:
                raise ValueError(f"unknown character {p['character']!r}")
            players.append(
                PlayerState(
                    name=str(p["name"]),
                    role=Role(p["role"]),
                    character=p["character"],
                    hp=_int(p["hp"]),
                    max_hp=_int(p["max_hp"]),
                    hand=_ints(p["hand"]),
                    in_play=_ints(p["in_play"]),
                    alive=bool(p["alive"]),
                )
            )
        rng = random.Random()
        version, internal, gauss = data["rng"]
        rng.setstate((version, tuple(_ints(internal)), gauss))
        state = cls(
            rules=rules,
            players=players,
            deck=_ints(data["deck"]),
            discard=_ints(data["discard"]),
            rng=rng,
            turn=_int(data["turn"]),
            bangs_played=_int(data["bangs_played"]),
            selection=_ints(data["selection"]),
            stack=[task_from_dict(t) for t in data["stack"]],
            winners=None if data["winners"] is None else _ints(data["winners"]),
            winning_side=data["winning_side"],
        )
        check_cards(state)
        return state


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected an integer, got {value!r}")
    return value


def _ints(values: Any) -> list[int]:
    if not isinstance(values, list):
        raise ValueError(f"expected a list of integers, got {values!r}")
    return [_int(v) for v in values]


def all_card_locations(state: GameState) -> list[int]:
    """Every card id in every pile, hand, play area and selection."""
    found = [*state.deck, *state.discard, *state.selection]
    for p in state.players:
        found.extend(p.hand)
        found.extend(p.in_play)
    return found


def check_cards(state: GameState) -> None:
    """Raise ValueError unless every card of the catalogue is in exactly one place."""
    found = sorted(all_card_locations(state))
    if found != list(range(len(state.cards))):
        raise ValueError("the cards in the state do not match the catalogue")
