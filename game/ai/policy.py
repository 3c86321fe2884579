"""The heuristic policy shared by every level: one function from a situation to a decision."""
from __future__ import annotations

from collections.abc import Sequence

from game.actions import Action
from game.ai.answers import answer, discard, pick
from game.ai.playphase import choose_play
from game.ai.situation import Situation


def decide(sit: Situation, legal: Sequence[Action]) -> Action:
    """The normal policy's decision: dispatch on what the game waits for."""
    kind = sit.view.waiting_kind
    if kind == "play":
        return choose_play(sit, legal)
    if kind == "respond":
        return answer(sit, legal)
    if kind == "pick":
        return pick(sit, legal)
    if kind == "discard":
        return discard(sit, legal)
    return legal[0]
