"""Game log lines written from events, in the current language."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.cards import Card
from game.events import (
    HIDDEN,
    AbilityUsed,
    CardMoved,
    CardPlayed,
    CardShown,
    CheckDrawn,
    DeckReshuffled,
    Event,
    GameOver,
    LifeGained,
    LifeLost,
    PenaltyApplied,
    PlayerEliminated,
    RewardGiven,
    RoleRevealed,
    ShotMissed,
    TurnStarted,
    Zone,
)
from scenes.i18n import N_, Translator
from scenes.texts import role_name

SIDE_NAMES = {"law": N_("the Sheriff and his Deputies"), "outlaws": N_("the Outlaws"), "renegade": N_("the Renegade")}
GAME_OVER = {
    "law": N_("Game over: the Sheriff and his Deputies win"),
    "outlaws": N_("Game over: the Outlaws win"),
    "renegade": N_("Game over: the Renegade wins"),
}
CHECK_NAMES = {"dynamite": N_("Dynamite"), "jail": N_("Jail"), "barrel": N_("Barrel")}


def log_line(
    event: Event,
    names: Sequence[str],
    cards: Sequence[Card],
    tr: Translator,
    viewer: int | None,
    previous: Event | None = None,
) -> str | None:
    """One translated line for an event, or None for events not worth a line.

    ``previous`` is the event before it: a card that was just played is not
    reported again when it reaches the discard pile or a play area.
    """
    _ = tr.gettext

    def card(card_id: int) -> str:
        return _(cards[card_id].name) if card_id != HIDDEN else _("a card")

    if isinstance(event, TurnStarted):
        return _("— {player}'s turn —").format(player=names[event.player])
    if isinstance(event, CardPlayed):
        if event.as_answer:
            return _("{player} answers with {card}").format(player=names[event.player], card=card(event.card))
        if event.target is not None and event.target != event.player:
            return _("{player} plays {card} on {target}").format(
                player=names[event.player], card=card(event.card), target=names[event.target])
        return _("{player} plays {card}").format(player=names[event.player], card=card(event.card))
    if isinstance(event, CheckDrawn):
        if event.card == HIDDEN:
            return _("{player}: no card left to \"draw!\"").format(player=names[event.player])
        text = _("{player} draws! {card} for {reason}: success") if event.success else _(
            "{player} draws! {card} for {reason}: failure")
        return text.format(player=names[event.player], card=card(event.card), reason=_(CHECK_NAMES[event.reason]))
    if isinstance(event, LifeLost):
        return tr.ngettext("{player} loses {count} life point", "{player} loses {count} life points",
                           event.amount).format(player=names[event.player], count=event.amount)
    if isinstance(event, LifeGained):
        return tr.ngettext("{player} regains {count} life point", "{player} regains {count} life points",
                           event.amount).format(player=names[event.player], count=event.amount)
    if isinstance(event, ShotMissed):
        return _("{player} avoids the shot").format(player=names[event.player])
    if isinstance(event, PlayerEliminated):
        return _("{player} is out of the game").format(player=names[event.player])
    if isinstance(event, RoleRevealed):
        return _("{player} was the {role}").format(player=names[event.player], role=_(role_name(event.role)))
    if isinstance(event, PenaltyApplied):
        return _("{player} eliminated a Deputy and discards every card").format(player=names[event.player])
    if isinstance(event, RewardGiven):
        return _("{player} draws 3 cards as a reward").format(player=names[event.player])
    if isinstance(event, DeckReshuffled):
        return _("The discard pile is shuffled into a new deck")
    if isinstance(event, AbilityUsed):
        return _("{player} uses a special ability").format(player=names[event.player])
    if isinstance(event, CardShown):
        return _("{player} shows {card}").format(player=names[event.player], card=card(event.card))
    if isinstance(event, GameOver):
        return _(GAME_OVER[event.side])
    if isinstance(event, CardMoved):
        if isinstance(previous, CardPlayed) and previous.card == event.card:
            return None
        return _moved(event, names, card, tr, viewer)
    return None


def _moved(
    event: CardMoved, names: Sequence[str], card: Callable[[int], str], tr: Translator, viewer: int | None
) -> str | None:
    _ = tr.gettext
    name = card(event.card)
    if event.source is Zone.DECK and event.destination is Zone.HAND and event.destination_player is not None:
        if event.destination_player == viewer:
            return _("You draw {card}").format(card=name)
        return _("{player} draws a card").format(player=names[event.destination_player])
    if event.destination is Zone.HAND and event.source in (Zone.HAND, Zone.IN_PLAY, Zone.SELECTION, Zone.DISCARD):
        if event.destination_player is None:
            return None
        if event.source_player is not None and event.source_player != event.destination_player:
            return _("{player} takes {card} from {victim}").format(
                player=names[event.destination_player], card=name, victim=names[event.source_player])
        if event.source is Zone.SELECTION or event.source is Zone.DISCARD:
            return _("{player} takes {card}").format(player=names[event.destination_player], card=name)
        return None
    if event.destination is Zone.DISCARD and event.source_player is not None and event.source is not Zone.DECK:
        return _("{player} discards {card}").format(player=names[event.source_player], card=name)
    if event.destination is Zone.IN_PLAY and event.source is Zone.IN_PLAY and event.destination_player is not None:
        return _("{card} passes to {player}").format(card=name, player=names[event.destination_player])
    return None
