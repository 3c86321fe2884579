"""First-time tips in ordinary games: the situations they explain and how each is recognised.

Each tip is one short text that says what is happening and which lesson
teaches it; it shows the first time its situation comes up for a player name
(``progress`` remembers), unless tips are turned off in the settings.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game import messages
from game.actions import Action, Respond
from game.cards import Kind
from game.events import CheckDrawn, Event
from game.state import WaitingKind
from scenes.app.i18n import N_

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


@dataclass(frozen=True)
class Tip:
    key: str
    text: str
    """A msgid."""
    lesson: str
    """The key of the lesson that teaches it."""


TIPS = {
    "lethal": Tip("lethal", N_("That hit would put you out of the game, but you hold a Beer: drink it now and you "
                               "stay in with 1 life point."), "life-and-beer"),
    "jail": Tip("jail", N_("You are in Jail: a \"draw!\" decides your turn. A heart sets you free and you play as "
                           "usual; anything else and you skip this turn. Either way the Jail is discarded."),
                "jail-and-dynamite"),
    "dynamite": Tip("dynamite", N_("The Dynamite in front of you is checked: a spade from 2 to 9 makes it explode "
                                   "(3 life points lost); anything else passes it to the next player."),
                    "jail-and-dynamite"),
    "hand_limit": Tip("hand_limit", N_("You hold more cards than your life points, so you must discard down to "
                                       "that number now. Keep the cards you need most, like Missed! and Beer."),
                      "hand-limit"),
    "green": Tip("green", N_("Your new green card cannot be used in the turn you put it into play: from your "
                             "next turn on it can, and a Missed!-like one even in the others' turns."),
                 "green-cards"),
}


def waiting_tip(scene: TableScene, legal: Sequence[Action]) -> Tip | None:
    """A tip for the decision the viewer faces now, if it is one of the tips' situations."""
    game = scene.session.game
    prompt = scene.prompt()
    if prompt is not None and prompt.key in (messages.PROMPT_DYING, messages.PROMPT_DYING_SID):
        beers = [a for a in legal if isinstance(a, Respond) and game.state.cards[a.card].definition.effect == "beer"]
        if beers:
            return TIPS["lethal"]
    if game.waiting_kind is WaitingKind.DISCARD:
        return TIPS["hand_limit"]
    state = game.state
    viewer = scene.viewer
    if game.waiting_kind is WaitingKind.PLAY and state.turn == viewer:
        fresh = set(state.fresh)
        if any(card in fresh and state.cards[card].definition.kind is Kind.GREEN
               for card in state.players[viewer].in_play):
            return TIPS["green"]
    return None


def event_tip(event: Event, viewer: int) -> Tip | None:
    """A tip for an event just shown to the viewer (his Jail or Dynamite checked)."""
    if isinstance(event, CheckDrawn) and event.player == viewer and event.reason in ("jail", "dynamite"):
        return TIPS[event.reason]
    return None
