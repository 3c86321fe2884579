"""A new game: roles dealt, the Sheriff revealed, characters, life, hands; the Sheriff starts.

Three players play Dodge City's variant (Deputy, Outlaw and Renegade, face up;
the Deputy starts); eight play with Dodge City's roles (two Renegades).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.cards import KNOWN_EXPANSIONS, cards_in_game
from game.characters import CHARACTERS, characters_for
from game.errors import SetupError
from game.events import CardMoved, Zone
from game.flow import StartTurn, opening_stack
from game.highnoon import new_events_deck
from game.roles import ROLE_DISTRIBUTION, Role
from game.state import GameState, PlayerState, Rules

MIN_PLAYERS = 3
MAX_PLAYERS = 8


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything a new game is made from; with the decision log, everything a replay needs."""

    names: tuple[str, ...]
    seed: int = 0
    rules: Rules = field(default_factory=Rules)
    characters: tuple[str, ...] = ()
    """Fixed characters by seat; empty: dealt at random."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "seed": self.seed,
            "expansions": list(self.rules.expansions),
            "ask_always": self.rules.ask_always,
            "beginner": self.rules.beginner,
            "characters": list(self.characters),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        """Raises SetupError on anything malformed."""
        try:
            names = tuple(str(n) for n in data["names"])
            seed = data["seed"]
            if not isinstance(seed, int):
                raise SetupError(f"seed must be an integer, not {seed!r}")
            rules = Rules(
                tuple(str(e) for e in data["expansions"]), bool(data["ask_always"]), bool(data["beginner"])
            )
            characters = tuple(str(c) for c in data.get("characters", []))
        except (KeyError, TypeError) as error:
            raise SetupError(f"malformed game setup: {error}") from error
        return cls(names, seed, rules, characters)


def new_state(setup: GameSetup) -> GameState:
    """Deal a new game; raises SetupError for an impossible table."""
    count = len(setup.names)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise SetupError(f"Bang! is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
    if len(set(setup.names)) != count:
        raise SetupError("player names must be different")
    unknown = set(setup.rules.expansions) - KNOWN_EXPANSIONS
    if unknown:
        raise SetupError(f"unknown expansions: {sorted(unknown)}")
    pool = [c.name for c in characters_for(setup.rules.expansions)]
    if setup.characters and (len(setup.characters) != count or any(c not in pool for c in setup.characters)):
        raise SetupError("fixed characters must name one character of the game's expansions per seat")
    rng = random.Random(setup.seed)
    roles: list[Role] = list(ROLE_DISTRIBUTION[count])
    rng.shuffle(roles)
    characters = list(setup.characters) if setup.characters else rng.sample(pool, count)
    players = []
    for name, role, character in zip(setup.names, roles, characters, strict=False):
        hp = CHARACTERS[character].hp + (1 if role is Role.SHERIFF else 0)
        players.append(PlayerState(name, role, character, hp, hp))
    deck = list(cards_in_game(setup.rules.expansions, setup.rules.beginner))
    rng.shuffle(deck)
    first = roles.index(Role.SHERIFF if Role.SHERIFF in roles else Role.DEPUTY)
    state = GameState(setup.rules, players, deck, [], rng, turn=first)
    if "high_noon" in setup.rules.expansions:
        state.events_deck = new_events_deck(rng)
    for seat, player in enumerate(players):
        for _ in range(player.max_hp):
            card = state.deck.pop()
            player.hand.append(card)
            state.emit(CardMoved(card, Zone.DECK, Zone.HAND, None, seat, (seat,)))
    state.stack = opening_stack(StartTurn(first))
    return state
