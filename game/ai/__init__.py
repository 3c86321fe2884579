"""AI opponents: one interface, several levels.

An agent sees only ``Game.view_for(its seat)`` (own hand, the public table and
history, its legal decisions) and returns one of ``view.legal``. Each agent owns
a seeded RNG separate from the game's, so changing an agent never reshuffles
the deck.

Levels: ``random`` (uniform, for fuzzing), ``easy`` (plain play with human-like
mistakes), ``normal`` (role-aware heuristics on a suspicion model) and ``hard``
(normal plus look-ahead by determinized play-outs).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from game.actions import Action
from game.ai.easy import EasyAgent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.view import PlayerView


class Agent(Protocol):
    """Anything that picks a decision from what its player may know."""

    def choose(self, view: PlayerView) -> Action:
        """Return one of ``view.legal``."""
        ...


class RandomAgent:
    """Uniformly random among the legal decisions: powers the fuzz tests and the simulator's baseline."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        """Any legal decision, uniformly."""
        return self.rng.choice(view.legal)


LEVELS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent, "easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent
}
"""Every level by name; each is called with the agent's own seed."""


def make_agent(level: str, seed: int) -> Agent:
    """An agent of the named level; raises KeyError for an unknown level."""
    return LEVELS[level](seed)
