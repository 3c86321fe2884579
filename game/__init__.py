"""The rules core of Bang!: a pure, deterministic decision machine.

Clients (the pygame scenes, AI agents, the scenario runner, the simulator) read
what the core waits for, submit one decision and consume the events it caused.
"""
from __future__ import annotations

from game.actions import (
    Action,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
)
from game.engine import Game
from game.errors import BangError, IllegalActionError, SaveError, SetupError
from game.setup import GameSetup

__all__ = [
    "Action",
    "BangError",
    "ChooseSource",
    "DiscardCard",
    "EndTurn",
    "Game",
    "GameSetup",
    "IllegalActionError",
    "KeepCards",
    "Pass",
    "PickCard",
    "PlayCard",
    "Respond",
    "SaveError",
    "SetupError",
    "UseAbility",
]
