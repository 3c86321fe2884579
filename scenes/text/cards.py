"""Every user-visible text about cards, characters and roles, as gettext msgids.

The English text is the msgid: a card's English name (as ``game/`` spells it) is
also the msgid of its displayed name. Everything here is marked with ``N_`` so
``pybabel extract`` finds it; nothing here is translated until it is shown, so
the lookups return msgids and the ``translated`` methods (or a ``Translator``)
turn them into the current language.

Texts are grouped by expansion: the base game here, Dodge City in
``scenes.text.dodge_city`` and the High Noon events in ``scenes.text.high_noon``.
Each set adds its tuple of ``CardText``/``CharacterText`` entries to
``CARD_TEXTS_BY_EXPANSION`` and ``CHARACTER_TEXTS_BY_EXPANSION``; a card name shared
with the base game (Barrel, Bang!...) keeps the base entry. The text types live in
``scenes.text.translatable`` and are re-exported here.
"""
from __future__ import annotations

from game.cards import Kind, Suit
from game.eventcards import EVENT_NAMES, EventCard
from game.roles import Role
from scenes.app.i18n import N_, Translator
from scenes.text.dodge_city import DODGE_CITY_CARD_TEXTS, DODGE_CITY_CHARACTER_TEXTS
from scenes.text.high_noon import HIGH_NOON_EVENT_TEXTS
from scenes.text.translatable import CardText as CardText
from scenes.text.translatable import CharacterText as CharacterText
from scenes.text.translatable import EventText as EventText
from scenes.text.translatable import RoleText as RoleText

# --------------------------------------------------------------------------- cards

BASE_CARD_TEXTS: tuple[CardText, ...] = (
    CardText(
        N_("Bang!"),
        N_("Shoot a player in reach"),
        N_(
            "Shoot one player within your weapon's reach: they lose 1 life point unless they cancel the shot. "
            "You may play only one Bang! card in each of your turns."
        ),
    ),
    CardText(
        N_("Missed!"),
        N_("Cancel a shot at you"),
        N_(
            "Play it when you are shot to cancel that one shot, a Bang! or your part of a Gatling. "
            "It is only ever played as an answer, never on its own in your turn."
        ),
    ),
    CardText(
        N_("Beer"),
        N_("Regain 1 life point"),
        N_(
            "Regain 1 life point, never above your maximum. Out of your turn you may play it only to survive "
            "a hit that would eliminate you. It heals nothing once only two players are left."
        ),
    ),
    CardText(
        N_("Saloon"),
        N_("Everyone regains 1 life"),
        N_("Every player still in the game, you too, regains 1 life point, never above their maximum."),
    ),
    CardText(
        N_("Stagecoach"),
        N_("Draw 2 cards"),
        N_("Draw two cards from the deck."),
    ),
    CardText(
        N_("Wells Fargo"),
        N_("Draw 3 cards"),
        N_("Draw three cards from the deck."),
    ),
    CardText(
        N_("General Store"),
        N_("Everyone picks a card"),
        N_(
            "Turn up one card from the deck for each player still in the game. Starting with you and going "
            "clockwise, every player takes one of them into their hand."
        ),
    ),
    CardText(
        N_("Panic!"),
        N_("Take a card at distance 1"),
        N_(
            "Take a card from a player at distance 1: a random one from their hand or one you choose from "
            "their play area. Your weapon does not extend this distance; Scope, Mustang and the like do "
            "change it."
        ),
    ),
    CardText(
        N_("Cat Balou"),
        N_("Make a player discard"),
        N_(
            "Pick any player, at any distance, who must discard a card: a random one from their hand or one "
            "you choose from their play area."
        ),
    ),
    CardText(
        N_("Duel"),
        N_("Challenge any player"),
        N_(
            "Challenge a player at any distance. Starting with them, each of you in turn discards a Bang!; "
            "the first who does not loses 1 life point. Bang! cards discarded in a Duel do not count as your "
            "Bang! for the turn."
        ),
    ),
    CardText(
        N_("Gatling"),
        N_("Shoot every other player"),
        N_(
            "Shoots every other player, whatever the distance: each of them cancels it (Missed!, Barrel) or "
            "loses 1 life point. It is not a Bang! card, so you may still play your Bang! this turn."
        ),
    ),
    CardText(
        N_("Indians!"),
        N_("Others discard a Bang!"),
        N_(
            "Every other player must discard a Bang! card or lose 1 life point. Missed! and Barrel are "
            "no help against it."
        ),
    ),
    CardText(
        N_("Barrel"),
        N_("A heart dodges a shot"),
        N_(
            "When you are shot you may \"draw!\": a heart cancels the shot like a Missed!; any other card "
            "still leaves you free to answer with a Missed! card."
        ),
    ),
    CardText(
        N_("Scope"),
        N_("You see others 1 closer"),
        N_(
            "You see every other player at a distance one less than usual, but never less than 1. It "
            "counts for your weapon and for Panic!."
        ),
    ),
    CardText(
        N_("Mustang"),
        N_("Others see you 1 further"),
        N_("Every other player sees you at a distance one more than usual."),
    ),
    CardText(
        N_("Jail"),
        N_("Jail a player, not Sheriff"),
        N_(
            "Put it in front of any player but the Sheriff. At the start of their turn they \"draw!\": on a "
            "heart they walk free and play normally, otherwise they miss the turn; the Jail is discarded "
            "either way. A jailed player can still answer shots."
        ),
    ),
    CardText(
        N_("Dynamite"),
        N_("Explodes on 2-9 of spades"),
        N_(
            "Put it in front of yourself. At the start of your turn, before any Jail, \"draw!\": a 2 to 9 of "
            "spades makes it explode, you lose 3 life points and it is discarded; any other card passes it "
            "to the player on your left."
        ),
    ),
    CardText(
        N_("Volcanic"),
        N_("Reach 1, Bang! at will"),
        N_(
            "Weapon with reach 1. While it is in play you may play any number of Bang! cards in your turn. "
            "A new weapon replaces the one you have."
        ),
    ),
    CardText(
        N_("Schofield"),
        N_("Weapon, reach 2"),
        N_(
            "Weapon with reach 2: you can shoot players up to distance 2. A new weapon replaces the one you "
            "have; without one you shoot with a Colt .45, reach 1."
        ),
    ),
    CardText(
        N_("Remington"),
        N_("Weapon, reach 3"),
        N_(
            "Weapon with reach 3: you can shoot players up to distance 3. A new weapon replaces the one you "
            "have; without one you shoot with a Colt .45, reach 1."
        ),
    ),
    CardText(
        N_("Rev. Carabine"),
        N_("Weapon, reach 4"),
        N_(
            "Weapon with reach 4: you can shoot players up to distance 4. A new weapon replaces the one you "
            "have; without one you shoot with a Colt .45, reach 1."
        ),
    ),
    CardText(
        N_("Winchester"),
        N_("Weapon, reach 5"),
        N_(
            "Weapon with reach 5: you can shoot players up to distance 5. A new weapon replaces the one you "
            "have; without one you shoot with a Colt .45, reach 1."
        ),
    ),
)

CARD_TEXTS_BY_EXPANSION: dict[str, tuple[CardText, ...]] = {
    "base": BASE_CARD_TEXTS,
    "dodge_city": DODGE_CITY_CARD_TEXTS,
}


# ---------------------------------------------------------------------- characters

BASE_CHARACTER_TEXTS: tuple[CharacterText, ...] = (
    CharacterText(
        N_("Bart Cassidy"),
        N_("Draws a card for each life lost"),
        N_("Each time he loses a life point, he draws a card from the deck."),
    ),
    CharacterText(
        N_("Black Jack"),
        N_("A red second draw: one more card"),
        N_(
            "In his draw phase he shows the second card he draws; if it is a heart or a diamond, he draws "
            "one more card."
        ),
    ),
    CharacterText(
        N_("Calamity Janet"),
        N_("Bang! and Missed! swap roles"),
        N_(
            "She may play Bang! cards as Missed! and Missed! cards as Bang!. A Missed! played as a Bang! "
            "counts as her Bang! for the turn."
        ),
    ),
    CharacterText(
        N_("El Gringo"),
        N_("Takes a card from who hurts him"),
        N_(
            "Each time a card played by another player costs him life, he takes a random card from that "
            "player's hand for each life point lost. Dynamite gives him nothing."
        ),
    ),
    CharacterText(
        N_("Jesse Jones"),
        N_("May draw from a player's hand"),
        N_(
            "In his draw phase he may take his first card at random from another player's hand instead of "
            "from the deck."
        ),
    ),
    CharacterText(
        N_("Jourdonnais"),
        N_("Always has a Barrel"),
        N_(
            "He always counts as having a Barrel in play. With a real Barrel as well, he may \"draw!\" twice "
            "against one shot."
        ),
    ),
    CharacterText(
        N_("Kit Carlson"),
        N_("Sees 3 cards, keeps 2"),
        N_(
            "In his draw phase he looks at the top three cards of the deck, keeps two of them and puts the "
            "third back on top."
        ),
    ),
    CharacterText(
        N_("Lucky Duke"),
        N_("Flips 2 on a draw!, picks one"),
        N_("Whenever he must \"draw!\", he turns up two cards and chooses the one that counts."),
    ),
    CharacterText(
        N_("Paul Regret"),
        N_("Others see him 1 further"),
        N_("Every other player sees him at a distance one more than usual, as if he had a Mustang in play."),
    ),
    CharacterText(
        N_("Pedro Ramirez"),
        N_("May draw from the discard pile"),
        N_(
            "In his draw phase he may take his first card from the top of the discard pile instead of from "
            "the deck."
        ),
    ),
    CharacterText(
        N_("Rose Doolan"),
        N_("Sees others 1 closer"),
        N_(
            "She sees every other player at a distance one less than usual (never below 1), as if she had a "
            "Scope in play."
        ),
    ),
    CharacterText(
        N_("Sid Ketchum"),
        N_("Discard 2 cards: regain 1 life"),
        N_(
            "At any time he may discard two cards from his hand to regain 1 life point, even to survive a "
            "hit that would eliminate him."
        ),
    ),
    CharacterText(
        N_("Slab the Killer"),
        N_("His Bang! needs 2 Missed!"),
        N_(
            "A player shot by one of his Bang! cards needs two Missed! effects to cancel it. This holds only "
            "for his Bang! cards, not for Gatling or a Duel."
        ),
    ),
    CharacterText(
        N_("Suzy Lafayette"),
        N_("Draws when her hand is empty"),
        N_(
            "As soon as she has no card in her hand, she draws one from the deck; during a Duel, only once "
            "the Duel is over."
        ),
    ),
    CharacterText(
        N_("Vulture Sam"),
        N_("Takes the cards of the dead"),
        N_(
            "When another player is eliminated, he takes every card that player had, in hand and in play, "
            "into his own hand."
        ),
    ),
    CharacterText(
        N_("Willy the Kid"),
        N_("Plays any number of Bang!"),
        N_("He may play any number of Bang! cards in his turn."),
    ),
)

CHARACTER_TEXTS_BY_EXPANSION: dict[str, tuple[CharacterText, ...]] = {
    "base": BASE_CHARACTER_TEXTS,
    "dodge_city": DODGE_CITY_CHARACTER_TEXTS,
}


# --------------------------------------------------------------------------- roles

ROLE_TEXTS: dict[str, RoleText] = {
    Role.SHERIFF.value: RoleText(
        N_("Sheriff"),
        N_("Eliminate the Outlaws and the Renegade"),
        N_(
            "Eliminate every Outlaw and the Renegade. Your role is shown to all from the start, and you "
            "have one extra life point."
        ),
    ),
    Role.DEPUTY.value: RoleText(
        N_("Deputy"),
        N_("Protect the Sheriff"),
        N_(
            "Protect the Sheriff: you win with him once every Outlaw and the Renegade is out, even if you "
            "fell along the way."
        ),
    ),
    Role.OUTLAW.value: RoleText(
        N_("Outlaw"),
        N_("Eliminate the Sheriff"),
        N_(
            "Eliminate the Sheriff. When he falls, every Outlaw wins, the dead ones too, unless the "
            "Renegade is the last one left."
        ),
    ),
    Role.RENEGADE.value: RoleText(
        N_("Renegade"),
        N_("Be the last one standing"),
        N_("Be the last player left alive: take out everyone else, and the Sheriff last of all."),
    ),
}


# ------------------------------------------------------------- labels used with cards

REACH_LABEL = N_("Reach {reach}")
"""A weapon's reach, as shown on seats and in tooltips."""
DEFAULT_WEAPON = N_("Colt .45")
"""The weapon everyone has when no weapon card is in play."""
WEAPON_WITH_REACH = N_("{weapon}, reach {reach}")
RANK_OF_SUIT = N_("{rank} of {suit}")
"""The suit and rank line of a card's tooltip, e.g. "Q of Hearts"."""
RANK_OF_SUIT_IN_FORCE = N_("{rank} of {suit} ({event}: {effect})")
"""The same line while an event makes every card one suit: "10 of Spades (Curse: every card is a spade)"."""

SUIT_NAMES: dict[Suit, str] = {
    Suit.HEARTS: N_("Hearts"),
    Suit.DIAMONDS: N_("Diamonds"),
    Suit.CLUBS: N_("Clubs"),
    Suit.SPADES: N_("Spades"),
}

COST_LABEL = N_("Cost: discard another card from your hand with it.")
"""The "discard another card" symbol, as a line of the card's tooltip."""
EVENT_LABEL = N_("High Noon event card")
"""The second line of an event card's tooltip."""

KIND_LABELS: dict[Kind, str] = {
    Kind.BROWN: N_("Brown card: played once, then discarded."),
    Kind.BLUE: N_("Blue card: stays in play in front of you."),
    Kind.GREEN: N_("Green card: put in play, used from a later turn on."),
}


# ------------------------------------------------------------------------- lookups

CARD_TEXTS: dict[str, CardText] = {}
for _expansion_texts in CARD_TEXTS_BY_EXPANSION.values():
    for _text in _expansion_texts:
        CARD_TEXTS.setdefault(_text.name, _text)

CHARACTER_TEXTS: dict[str, CharacterText] = {}
for _expansion_characters in CHARACTER_TEXTS_BY_EXPANSION.values():
    for _character in _expansion_characters:
        CHARACTER_TEXTS.setdefault(_character.name, _character)


_EVENT_TEXTS_BY_NAME: dict[str, EventText] = {text.name: text for text in HIGH_NOON_EVENT_TEXTS}
EVENT_TEXTS: dict[EventCard, EventText] = {
    event: _EVENT_TEXTS_BY_NAME[name] for event, name in EVENT_NAMES.items() if name in _EVENT_TEXTS_BY_NAME
}
"""Each event's texts, by event (their msgids are English, its name on the card first)."""


def card_text(name: str) -> CardText:
    """The texts (msgids) of the card with this English name; KeyError if it has none."""
    try:
        return CARD_TEXTS[name]
    except KeyError:
        raise KeyError(f"no texts for card {name!r}: add a CardText to scenes/text/cards.py") from None


def character_text(name: str) -> CharacterText:
    """The texts (msgids) of the character with this English name; KeyError if it has none."""
    try:
        return CHARACTER_TEXTS[name]
    except KeyError:
        raise KeyError(f"no texts for character {name!r}: add a CharacterText to scenes/text/cards.py") from None


def event_text(event: EventCard) -> EventText:
    """The texts (msgids) of a High Noon event; KeyError if it has none."""
    try:
        return EVENT_TEXTS[event]
    except KeyError:
        raise KeyError(f"no texts for event {event!r}: add an EventText to scenes/text/high_noon.py") from None


def _role_key(role: str | Role) -> str:
    return role.value if isinstance(role, Role) else role


def role_text(role: str | Role) -> RoleText:
    """The texts (msgids) of a role, given as ``Role`` or its value ("sheriff", ...)."""
    return ROLE_TEXTS[_role_key(role)]


def role_name(role: str | Role) -> str:
    """The msgid of a role's name."""
    return role_text(role).name


def role_goal(role: str | Role) -> str:
    """The msgid of a role's full goal."""
    return role_text(role).goal


def suit_name(translator: Translator, suit: Suit) -> str:
    """The suit's name in the current language ("Hearts")."""
    return translator.gettext(SUIT_NAMES[suit])


def reach_label(translator: Translator, reach: int) -> str:
    """ "Reach 3" in the current language."""
    return translator.format(REACH_LABEL, reach=reach)


def weapon_label(translator: Translator, weapon: str | None, reach: int) -> str:
    """ "Remington, reach 3", or the Colt .45 when ``weapon`` is None; ``weapon`` is an English card name."""
    name = translator.gettext(weapon) if weapon else translator.gettext(DEFAULT_WEAPON)
    return translator.format(WEAPON_WITH_REACH, weapon=name, reach=reach)
