"""What the awaited player is being asked, as a translatable message.

Scenes show it above the choices ("Bang! from Kit Carlson: play a Missed!, or
take the hit"); it is derived from the pending step, never stored.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game import messages
from game.engine import Game
from game.flow import Check, DiscardPhase, DrawPhase, PlayPhase
from game.resolve import Duel, Dying, GeneralStore, Indians, Shot

CHECK_REASONS = {"dynamite": messages.CHECK_DYNAMITE, "jail": messages.CHECK_JAIL, "barrel": messages.CHECK_BARREL}


@dataclass(frozen=True, slots=True)
class Prompt:
    """A msgid with parameters; ``plural`` and ``count`` for ngettext when the text counts."""

    key: str
    params: dict[str, object] = field(default_factory=dict)
    plural: str | None = None
    count: int | None = None
    translate_params: tuple[str, ...] = ()
    """Parameters that are themselves msgids (a check's reason)."""


def prompt_for(game: Game) -> Prompt | None:
    """Describe the decision the game waits for; None when it is over."""
    if game.over:
        return None
    state = game.state
    top = state.stack[-1]
    names = [p.name for p in state.players]
    if isinstance(top, PlayPhase):
        return Prompt(messages.PROMPT_PLAY)
    if isinstance(top, Shot):
        if not top.bang_card:
            return Prompt(messages.PROMPT_GATLING, {"source": names[top.source]})
        if top.needed > 1:
            return Prompt(messages.PROMPT_BANG_TWO, {"source": names[top.source], "needed": top.needed})
        return Prompt(messages.PROMPT_BANG, {"source": names[top.source]})
    if isinstance(top, Indians):
        return Prompt(messages.PROMPT_INDIANS, {"source": names[top.source]})
    if isinstance(top, Duel):
        opponent = top.challenger if top.current == top.target else top.target
        return Prompt(messages.PROMPT_DUEL, {"opponent": names[opponent]})
    if isinstance(top, Dying):
        player = state.players[top.player]
        key = messages.PROMPT_DYING_SID if "heal_by_discarding" in player.abilities else messages.PROMPT_DYING
        return Prompt(key, {"hp": player.hp})
    if isinstance(top, Check):
        return Prompt(messages.PROMPT_CHECK, {"reason": CHECK_REASONS[top.reason]}, translate_params=("reason",))
    if isinstance(top, GeneralStore):
        return Prompt(messages.PROMPT_STORE)
    if isinstance(top, DrawPhase):
        if "kit_carlson_draw" in state.players[top.player].abilities:
            return Prompt(messages.PROMPT_KIT)
        return Prompt(messages.PROMPT_SOURCE)
    if isinstance(top, DiscardPhase):
        player = state.players[top.player]
        excess = len(player.hand) - max(player.hp, 0)
        return Prompt(messages.PROMPT_DISCARD_ONE, {"count": excess}, messages.PROMPT_DISCARD_MANY, excess)
    return None
