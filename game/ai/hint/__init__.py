"""A hint: what the hard AI would do in a player's place, and why, in plain words.

Built on ``Game.view_for(player)`` alone, like every agent: the hard agent
chooses, and the reason is read from the same view. Nothing hidden (other
hands, the deck, hidden roles) can change a hint.

A reason says only what is true and public at that moment, about this
position: who did what to whom (the public history), the life points, the
cards in play, how many cards each player holds, who is in reach before and
after, what the player holds. It never restates what a card does in general,
names a role as likely without an act of that player to point to (a prior is
not evidence: "nothing is known yet"), gives a comparison when nothing
changes, or names a card the player does not hold. A decision may come with no
reason at all rather than a vague one.

The reason is a few translatable lines (``line``); the client words the
decision itself, since it knows the buttons' labels. ``facts`` reads the
table, ``roles`` says who a player is, ``plays`` explains the play phase and
``choices`` the answers and every other choice.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.actions import (
    Action,
    ChooseCard,
    ChoosePlayer,
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
from game.ai.hard import HardAgent
from game.ai.hint import choices, plays
from game.ai.hint.facts import Table
from game.ai.hint.line import Line
from game.view import PlayerView

__all__ = ["Hint", "Line", "hint_for", "why"]


@dataclass(frozen=True, slots=True)
class Hint:
    """The decision the hard AI would take, and why."""

    action: Action
    why: tuple[Line, ...]


def hint_for(view: PlayerView, seed: int = 0) -> Hint:
    """The hard AI's decision for the player of ``view`` with its reason; ``view.legal`` must not be empty."""
    agent = HardAgent(seed)
    action = agent.choose(view)
    return Hint(action, tuple(why(Table(view, agent), action)))


def why(t: Table, action: Action) -> list[Line]:
    """The reason for one decision at this table (possibly none)."""
    if isinstance(action, PlayCard):
        return plays.play(t, action)
    if isinstance(action, EndTurn):
        return plays.end_turn(t)
    if isinstance(action, Respond):
        return choices.respond(t, action.card)
    if isinstance(action, Pass):
        return choices.decline(t)
    if isinstance(action, DiscardCard):
        return choices.discard(t, action.card)
    if isinstance(action, PickCard):
        return choices.pick(t, action.card)
    if isinstance(action, KeepCards):
        return choices.keep(t, action.cards)
    if isinstance(action, ChooseSource):
        return choices.source(t, action.source)
    if isinstance(action, UseAbility):
        return choices.ability(t, action)
    if isinstance(action, ChoosePlayer):
        return choices.borrow(t, action.seat)
    if isinstance(action, ChooseCard):
        return choices.brawl(t, action.target, action.target_card)
    return []
