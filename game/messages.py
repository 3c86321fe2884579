"""Refusal messages: gettext msgids (English text with ``{placeholders}``).

The core never translates; ``N_`` only marks the strings for ``pybabel extract``.
Placeholders named ``card`` and ``target`` hold English card and player names;
the client translates card names before formatting.
"""
from __future__ import annotations


def N_(message: str) -> str:
    """Mark a string for extraction without translating it."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction; the client picks the form with ngettext."""
    return singular, plural


GAME_OVER = N_("The game is over.")
NOT_AWAITED = N_("It is not your decision: the game is waiting for {player}.")
WRONG_KIND = N_("That is not a decision you can make now: {expected}.")
EXPECT_PLAY = N_("play a card or end your turn")
EXPECT_RESPOND = N_("answer or take it")
EXPECT_PICK = N_("choose among the cards shown")
EXPECT_DISCARD = N_("discard down to your hand limit")
NOT_IN_HAND = N_("You do not hold {card}.")
NOT_IN_SELECTION = N_("{card} is not among the cards you may choose.")
NEEDS_TARGET = N_("{card} needs a target.")
NO_TARGET_WANTED = N_("{card} does not take a target.")
BAD_TARGET = N_("There is no such player.")
TARGET_DEAD = N_("{target} is out of the game.")
TARGET_SELF = N_("You cannot aim {card} at yourself.")
ONE_BANG = N_("Only one Bang! per turn.")
OUT_OF_REACH = N_("{target} is at distance {distance}; your weapon reaches {reach}.")
TOO_FAR = N_("{card} reaches only players at distance 1; {target} is at distance {distance}.")
JAIL_SHERIFF = N_("The Sheriff cannot be put in Jail.")
DUPLICATE = N_("{target} already has a {card} in play: no two cards of one name.")
ONLY_AS_ANSWER = N_("{card} can only be played as an answer.")
NO_CARDS = N_("{target} has no card to take.")
NO_SUCH_TARGET_CARD = N_("{target} has no such card in play.")
OWN_HAND = N_("You can only take a card from your own play area.")
NOT_AN_ANSWER = N_("{card} does not answer this.")
NO_ABILITY = N_("Your character has no such ability now.")
ABILITY_COST = N_("The ability costs exactly two cards from your hand.")
FULL_LIFE = N_("You are already at full life.")
NOT_LEGAL = N_("That decision is not allowed now.")
BAD_SOURCE = N_("You cannot draw from there.")
NOT_A_BLUE_CARD = N_("{card} is not one of your blue cards in play.")
SHOOTOUT_LIMIT = N_("Shootout: two BANG! cards this turn, no more.")
HANGOVER_NO_ABILITY = N_("Hangover: no character has an ability this round.")
SERMON_NO_BANG = N_("The Sermon: no BANG! cards in your turn this round.")
REVEREND_NO_BEER = N_("The Reverend: no Beer this round.")
DIAMOND_IMMUNITY = N_("{target} is not affected by diamond cards: {card} cannot aim at him.")
DIAMOND_IMMUNITY_ABILITY = N_("{target} is not affected by diamond cards: discard at least one card of another suit.")
GREEN_NOT_YET = N_("{card} can't be used in the turn it was played.")
NOT_GREEN = N_("{card} is not used from the play area: it works by itself.")
NEEDS_COST = N_("{card} needs another card from your hand to discard with it.")
COST_NOT_IN_HAND = N_("The card discarded with {card} must be another card from your hand.")
NO_COST_WANTED = N_("{card} costs no other card.")
ABILITY_NO_COST = N_("This ability costs no cards.")
LAST_LIFE_POINT = N_("Not with your last life point.")
ONCE_PER_TURN = N_("Only once per turn.")
TWICE_PER_TURN = N_("Only twice per turn.")
ABILITY_BLUE_CARD = N_("Discard one blue-bordered card from your hand.")
ABILITY_NEEDS_TARGET = N_("Choose another player within your weapon's reach.")
BRAWL_ORDER = N_("Choose for {target} now: Brawl goes round from your left.")
BAD_CHOICE_OF_PLAYER = N_("Choose another living player.")
NOT_A_DECISION = N_("That is not a decision of this game.")
MALFORMED_DECISION = N_("That decision is malformed: its cards, players and sources must be whole numbers.")


# --- prompts: what the awaited player is asked -------------------------------------

PROMPT_PLAY = N_("Your turn: play cards, then end your turn.")
PROMPT_BANG = N_("Bang! from {source}: play a Missed!, or take the hit.")
PROMPT_BANG_TWO = N_("Bang! from {source}: it takes {needed} Missed! to cancel; play one, or take the hit.")
PROMPT_GATLING = N_("Gatling from {source}: play a Missed!, or take the hit.")
PROMPT_INDIANS = N_("Indians! from {source}: discard a Bang!, or lose a life point.")
PROMPT_DUEL = N_("Duel with {opponent}: discard a Bang!, or lose a life point.")
PROMPT_DYING = N_("You are at {hp} life points: drink a Beer, or you are out of the game.")
PROMPT_DYING_SID = N_("You are at {hp} life points: drink a Beer or discard two cards to heal, or you are out.")
PROMPT_CHECK = N_("Lucky Duke: choose the card that counts for the \"draw!\" ({reason}).")
PROMPT_STORE = N_("General Store: choose a card.")
PROMPT_KIT_ONE, PROMPT_KIT_MANY = Nn_(
    "Kit Carlson: keep {count} of these cards; the others go back on the deck.",
    "Kit Carlson: keep {count} of these cards; the others go back on the deck.",
)
PROMPT_SHOT = N_("{card} from {source}: play a Missed!, or take the hit.")
PROMPT_DOC = N_("Doc Holyday's shot from {source}: play a Missed!, or take the hit.")
PROMPT_BRAWL = N_("Brawl: choose the card {target} discards (a random card from the hand, or one in play).")
PROMPT_VERA = N_("Vera Custer: choose whose ability you have until your next turn.")
PROMPT_DALTONS = N_("The Daltons: discard one of your blue cards in play.")
PROMPT_PAT = N_("Draw from the deck, or take one card in play in front of any player instead.")
PROMPT_SOURCE = N_("Draw your first card from the deck, or from where your ability allows.")
PROMPT_DISCARD_ONE, PROMPT_DISCARD_MANY = Nn_(
    "Discard {count} card: your hand is over its limit.", "Discard {count} cards: your hand is over its limit."
)
CHECK_DYNAMITE = N_("Dynamite")
CHECK_JAIL = N_("Jail")
CHECK_BARREL = N_("Barrel")

# What the hot-seat handover says the next player is called for: public facts only (who attacks, what with).
CALLED_TURN = N_("{player}'s turn.")
CALLED_BANG = N_("{player} must answer a Bang! from {source}.")
CALLED_SHOT = N_("{player} must answer {card} from {source}.")
CALLED_GATLING = N_("{player} must answer a Gatling from {source}.")
CALLED_DOC = N_("{player} must answer Doc Holyday's shot from {source}.")
CALLED_INDIANS = N_("{player} must answer Indians! from {source}.")
CALLED_DUEL = N_("{player} must answer a Duel with {opponent}.")
CALLED_DYING = N_("{player} has no life points left: a last chance to stay in the game.")
CALLED_CHECK = N_("{player} chooses the card that counts for a \"draw!\" ({reason}).")
CALLED_STORE = N_("{player} chooses a card from the General Store.")
CALLED_BRAWL = N_("{player} chooses the card {target} discards for the Brawl.")
CALLED_DALTONS = N_("{player} discards a blue card in play for The Daltons.")
CALLED_VERA = N_("{player} chooses whose ability to take until the next turn.")
