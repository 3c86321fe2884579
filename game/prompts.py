"""What the awaited player is being asked, as a translatable message.

Scenes show it above the choices ("Bang! from Kit Carlson: play a Missed!, or
take the hit"); it is derived from the pending step, never stored. The same
step also says, in the third person, what the player is called for ("Ann must
answer Indians! from Bill"): a hot-seat handover tells the table, from public
facts only.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game import messages
from game.attacks import NO_CARD, Duel, Indians, Shot
from game.checks import Check
from game.choices import Brawl, GeneralStore
from game.damage import Dying
from game.engine import Game
from game.flow import DiscardPhase, DrawPhase, PlayPhase, VeraChoice
from game.highnoon import Daltons
from game.hooks import abilities, draw_count, hand_limit
from game.vocabulary import CheckReason

CHECK_REASONS: dict[CheckReason, str] = {
    "dynamite": messages.CHECK_DYNAMITE,
    "jail": messages.CHECK_JAIL,
    "barrel": messages.CHECK_BARREL,
}


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
        if top.card == NO_CARD:
            return Prompt(messages.PROMPT_DOC, {"source": names[top.source]})
        if not top.bang_card:
            card = state.cards[top.card].name
            if card == "Gatling":
                return Prompt(messages.PROMPT_GATLING, {"source": names[top.source]})
            return Prompt(messages.PROMPT_SHOT, {"source": names[top.source], "card": card}, translate_params=("card",))
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
        sid = "heal_by_discarding" in abilities(state, top.player)
        key = messages.PROMPT_DYING_SID if sid else messages.PROMPT_DYING
        return Prompt(key, {"hp": player.hp})
    if isinstance(top, Check):
        return Prompt(messages.PROMPT_CHECK, {"reason": CHECK_REASONS[top.reason]}, translate_params=("reason",))
    if isinstance(top, GeneralStore):
        return Prompt(messages.PROMPT_STORE)
    if isinstance(top, Brawl):
        return Prompt(messages.PROMPT_BRAWL, {"target": names[top.victims[top.index]]})
    if isinstance(top, Daltons):
        return Prompt(messages.PROMPT_DALTONS)
    if isinstance(top, VeraChoice):
        return Prompt(messages.PROMPT_VERA)
    if isinstance(top, DrawPhase):
        if state.selection:
            keep = draw_count(state, top.player)
            return Prompt(messages.PROMPT_KIT_ONE, {"count": keep}, messages.PROMPT_KIT_MANY, keep)
        if "draw_from_play" in abilities(state, top.player):
            return Prompt(messages.PROMPT_PAT)
        return Prompt(messages.PROMPT_SOURCE)
    if isinstance(top, DiscardPhase):
        player = state.players[top.player]
        excess = len(player.hand) - hand_limit(state, top.player)
        return Prompt(messages.PROMPT_DISCARD_ONE, {"count": excess}, messages.PROMPT_DISCARD_MANY, excess)
    return None


def called_for(game: Game) -> Prompt | None:
    """What the awaited player is called to the screen for, said to everyone ("Ann must answer Indians! from
    Bill"); only what the whole table sees: who attacks and with what, never a hand. None when it is over."""
    if game.over:
        return None
    state = game.state
    top = state.stack[-1]
    names = [p.name for p in state.players]
    decider = game.decider
    player = names[decider] if decider is not None else ""
    if isinstance(top, Shot):
        source = names[top.source]
        if top.card == NO_CARD:
            return Prompt(messages.CALLED_DOC, {"player": player, "source": source})
        if top.bang_card:
            return Prompt(messages.CALLED_BANG, {"player": player, "source": source})
        card = state.cards[top.card].name
        if card == "Gatling":
            return Prompt(messages.CALLED_GATLING, {"player": player, "source": source})
        return Prompt(messages.CALLED_SHOT, {"player": player, "source": source, "card": card},
                      translate_params=("card",))
    if isinstance(top, Indians):
        return Prompt(messages.CALLED_INDIANS, {"player": player, "source": names[top.source]})
    if isinstance(top, Duel):
        opponent = top.challenger if top.current == top.target else top.target
        return Prompt(messages.CALLED_DUEL, {"player": player, "opponent": names[opponent]})
    if isinstance(top, Dying):
        return Prompt(messages.CALLED_DYING, {"player": player})
    if isinstance(top, Check):
        return Prompt(messages.CALLED_CHECK, {"player": player, "reason": CHECK_REASONS[top.reason]},
                      translate_params=("reason",))
    if isinstance(top, GeneralStore):
        return Prompt(messages.CALLED_STORE, {"player": player})
    if isinstance(top, Brawl):
        return Prompt(messages.CALLED_BRAWL, {"player": player, "target": names[top.victims[top.index]]})
    if isinstance(top, Daltons):
        return Prompt(messages.CALLED_DALTONS, {"player": player})
    if isinstance(top, VeraChoice):
        return Prompt(messages.CALLED_VERA, {"player": player})
    return Prompt(messages.CALLED_TURN, {"player": player})
