"""The rules reference's High Noon events and its variants: three and eight players, the beginner game, a series.

The events keep the texts their tooltips show; the three-player targets follow ``game.roles``.
"""
from __future__ import annotations

from game.eventcards import ALL_EVENTS, EventCard
from game.roles import THREE_PLAYER_TARGET, Role
from scenes.app.i18n import N_, Translator
from scenes.text.cards import event_text, role_name
from scenes.text.rules_basics import names_with, players_label, roles_dealt
from scenes.text.rules_blocks import Block, Section
from scenes.ui.search import fold

EVENTS = N_("High Noon events")
VARIANTS = N_("Variants")

EVENT_DECK = N_(
    "With High Noon, 13 event cards lie face up beside the Sheriff: the twelve events shuffled, and the High Noon "
    "card always at the bottom, so it comes last."
)
EVENT_FIRST_TURN = N_(
    "The Sheriff's first turn has no event. From his second turn on, the top card is revealed just before his "
    "turn begins and covers the one before it: each event holds for a whole round, from the Sheriff's turn to his "
    "next one. The table shows the event in force and, smaller, the one that comes next."
)
EVENT_ONCE = N_(
    "The Daltons and The Doctor act once, when they are revealed. High Noon, the last card, stays in force until "
    "the game ends. At three players the rounds begin with the Deputy's turn."
)
EVENTS_LIST = N_("The 13 events")

THREE_PLAYERS = N_("Three players")
THREE_SETUP = N_(
    "Three players play Dodge City's variant: there is no Sheriff. The Deputy, the Outlaw and the Renegade are "
    "dealt face up, and the Deputy takes the first turn. Each has a target:"
)
THREE_TARGETS: dict[Role, str] = {
    Role.DEPUTY: N_("must eliminate the Renegade."),
    Role.OUTLAW: N_("must eliminate the Deputy."),
    Role.RENEGADE: N_("must eliminate the Outlaw."),
}
THREE_WIN = N_(
    "You win at once if you eliminate your own target yourself while all three are still in the game. If the first "
    "player to fall is eliminated any other way, the two left play on and the last one alive wins."
)
THREE_OTHER = N_(
    "Whoever eliminates any player draws three cards. With no Sheriff, the Jail may be played on anyone; Beer "
    "still does nothing once only two players are left."
)
EIGHT_PLAYERS = N_("Eight players")
EIGHT_RULE = N_(
    "Eight players add Dodge City's second Renegade. The two Renegades are not a team: each wins only as the last "
    "player left alive. If the Sheriff falls while anyone but one Renegade is still in the game, the Outlaws win."
)
BEGINNER = N_("The beginner game")
BEGINNER_RULE = N_(
    "Turn on \"Beginner game\" in the new game's options to play without the cards that carry a book symbol; "
    "everything else is played as usual. In the base game and in Dodge City alike, these are: {cards}"
)
SERIES = N_("A series of games")
SERIES_RULE = N_(
    "Set \"Games\" in the new game's options to a series of 3, 5 or 10 games, or until you stop. The same players "
    "play game after game: the survivors of a game keep their characters for the next one, the eliminated draw new "
    "ones at random, and the roles are dealt anew."
)
SERIES_TABLE = N_(
    "After each game the series table shows every player's games and wins, by role."
)


def event_sections(tr: Translator) -> tuple[Section]:
    """How the event deck works, then the 13 events: the twelve by name, High Noon last."""
    t = tr.gettext
    shuffled = sorted((e for e in ALL_EVENTS if e is not EventCard.HIGH_NOON),
                      key=lambda e: fold(t(event_text(e).name)))
    blocks = [Block("p", t(text)) for text in (EVENT_DECK, EVENT_FIRST_TURN, EVENT_ONCE)]
    blocks.append(Block("sub", t(EVENTS_LIST)))
    for event in (*shuffled, EventCard.HIGH_NOON):
        texts = event_text(event).translated(tr)
        blocks.append(Block("item", texts.full, texts.name, texts.name, ("event", event.value)))
    return (Section(t(EVENTS), tuple(blocks)),)


def variant_sections(tr: Translator) -> tuple[Section]:
    """Three and eight players, the beginner game and a series of games."""
    t = tr.gettext
    blocks = [Block("sub", t(THREE_PLAYERS), name=t(THREE_PLAYERS)), Block("p", t(THREE_SETUP))]
    blocks += [Block("item", t(THREE_TARGETS[role]), t(role_name(role)), picture=("role", role.value))
               for role in THREE_PLAYER_TARGET]
    blocks += [Block("p", t(THREE_WIN)), Block("p", t(THREE_OTHER))]
    blocks += [Block("sub", t(EIGHT_PLAYERS), name=t(EIGHT_PLAYERS)),
               Block("item", roles_dealt(tr, 8), players_label(tr, 8)), Block("p", t(EIGHT_RULE))]
    blocks += [Block("sub", t(BEGINNER), name=t(BEGINNER)),
               Block("p", tr.format(BEGINNER_RULE, cards=names_with(tr, "book")))]
    blocks += [Block("sub", t(SERIES), name=t(SERIES)), Block("p", t(SERIES_RULE)), Block("p", t(SERIES_TABLE))]
    return (Section(t(VARIANTS), tuple(blocks)),)
