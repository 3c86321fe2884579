"""The High Noon texts: the 13 event cards, as gettext msgids.

An event revealed before the Sheriff's turn holds for the whole round, until the next
one covers it; The Daltons and The Doctor act once, when revealed; High Noon comes last
and holds to the end of the game.
"""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.text.translatable import EventText

HIGH_NOON_EVENT_TEXTS: tuple[EventText, ...] = (
    EventText(
        N_("Blessing"),
        N_("Every card is a heart"),
        N_(
            "Until the Sheriff's next turn, every card counts as a heart, for \"draw!\" checks and for anything "
            "else that looks at suits."
        ),
    ),
    EventText(
        N_("Curse"),
        N_("Every card is a spade"),
        N_(
            "Until the Sheriff's next turn, every card counts as a spade, for \"draw!\" checks and for anything "
            "else that looks at suits."
        ),
    ),
    EventText(
        N_("Ghost Town"),
        N_("The dead come back for their turn"),
        N_(
            "Until the Sheriff's next turn, eliminated players come back as ghosts in their own turn: they draw "
            "three cards, cannot be eliminated, and leave again when the turn ends."
        ),
    ),
    EventText(
        N_("Gold Rush"),
        N_("Turns pass to the right"),
        N_(
            "Until the Sheriff's next turn, play passes to the right, counter-clockwise. Dynamite and the General "
            "Store still go clockwise."
        ),
    ),
    EventText(
        N_("Hangover"),
        N_("No character abilities"),
        N_("Until the Sheriff's next turn, every character loses their ability."),
    ),
    EventText(
        N_("Shootout"),
        N_("Two Bang! cards per turn"),
        N_("Until the Sheriff's next turn, each player may play a second Bang! card in their turn."),
    ),
    EventText(
        N_("The Daltons"),
        N_("Blue cards in play: discard one"),
        N_(
            "When it is revealed, every player with blue cards in play discards one of them, of their choice; a "
            "Jail or Dynamite may be the one."
        ),
    ),
    EventText(
        N_("The Doctor"),
        N_("The most wounded regain 1 life"),
        N_("When it is revealed, the player or players with the fewest life points regain 1 life point."),
    ),
    EventText(
        N_("The Reverend"),
        N_("No Beer may be played"),
        N_("Until the Sheriff's next turn, nobody may play a Beer card. Saloon still works."),
    ),
    EventText(
        N_("The Sermon"),
        N_("No Bang! in your own turn"),
        N_(
            "Until the Sheriff's next turn, the player whose turn it is may not play Bang! cards, not even in a "
            "Duel."
        ),
    ),
    EventText(
        N_("Thirst"),
        N_("Draw one card fewer"),
        N_("Until the Sheriff's next turn, every player draws one card fewer in their draw phase."),
    ),
    EventText(
        N_("Train Arrival"),
        N_("Draw one card more"),
        N_("Until the Sheriff's next turn, every player draws one card more in their draw phase."),
    ),
    EventText(
        N_("High Noon"),
        N_("Lose 1 life when your turn starts"),
        N_(
            "The last event: from now until the end of the game, every player loses 1 life point at the start of "
            "their turn."
        ),
    ),
)
