"""Missed! effects: answers to a BANG! effect, never played in one's own play phase."""
from __future__ import annotations

from game.effects.base import Effect, NoTarget, Play
from game.state import GameState


def _answer_only(state: GameState, play: Play) -> None:
    raise AssertionError("a Missed! effect is used through the shot it answers (game.attacks.use_missed)")


ENTRIES: tuple[Effect, ...] = (
    Effect("missed", NoTarget(), _answer_only, answer_only=True),
    Effect("dodge", NoTarget(), _answer_only, answer_only=True),
)
"""Missed! (and the green Ten Gallon Hat, Iron Plate, Sombrero); Dodge and Bible, which also draw a card."""
