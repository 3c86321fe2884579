"""The rules reference's basics: roles for 3 to 8 players, a turn, distance, life, rewards, card kinds and symbols.

Written in our own words from the official rules. The roles dealt at each player count and the cards that carry
a symbol are read from the game's own tables, so the reference cannot disagree with what the table deals.
"""
from __future__ import annotations

from collections import Counter

from game.cards import catalogue
from game.roles import ROLE_DISTRIBUTION, Role
from scenes.app.i18n import N_, Translator
from scenes.text.cards import role_goal, role_name
from scenes.text.rules_blocks import Block, Section

ROLES = N_("Roles and how each wins")
TURN = N_("A turn")
DISTANCE = N_("Distance and reach")
LIFE = N_("Life points and elimination")
REWARDS = N_("Rewards and penalties")
SYMBOLS = N_("Card kinds and symbols")

ROLES_DEALT = N_(
    "Each player is dealt a secret role. The Sheriff shows his at once; every other role stays hidden until its "
    "player is eliminated, so you have to work out from the way people play who is on your side."
)
ROLES_BY_COUNT = N_("The roles dealt, by the number of players:")
ROLES_THREE_AND_EIGHT = N_(
    "Three and eight players play Dodge City's rules for them, with any expansions: see Variants."
)
GAME_END = N_(
    "The game ends at once when the Sheriff is eliminated, or when every Outlaw and the Renegade are. If the Sheriff "
    "falls and the Renegade is the only one left, the Renegade wins; if the Sheriff falls otherwise, the Outlaws win. "
    "If the Outlaws and the Renegade are all out, the Sheriff and the Deputies win, the fallen Deputies too."
)
TURN_ORDER = N_("The Sheriff takes the first turn; then play passes clockwise, to the left. A turn has three phases.")
PHASE_DRAW = N_(
    "1. Draw two cards from the deck. When the deck runs out, the discard pile is shuffled to make a new one."
)
PHASE_PLAY = N_(
    "2. Play any number of cards, one at a time, or none, with three limits: only one Bang! card per turn; never two "
    "cards with the same name in play in front of you; only one weapon (a new one replaces the old)."
)
PHASE_DISCARD = N_(
    "3. Discard down to as many cards as you have life points. Then the player on your left takes his turn."
)
CARD_KINDS = N_(
    "Brown cards act once and go to the discard pile. Blue cards stay in play in front of you (the Jail in front of "
    "another player) until something removes them."
)
OUT_OF_TURN = N_(
    "Out of your turn you play cards only to answer: a Missed! against a shot, a Bang! in a Duel or against "
    "Indians!, a Beer to survive a hit that would eliminate you."
)
DRAW_CHECK = N_(
    "Some cards make you \"draw!\": turn up the top card of the deck; its suit, and sometimes its rank, decides what "
    "happens, then it is discarded. At the start of your turn, before you draw, Dynamite is checked first, then Jail."
)
DISTANCE_SEATS = N_(
    "The distance to another player is the number of seats between you, counted the shorter way round the table: "
    "your two neighbours are at distance 1. Eliminated players no longer count, so the table closes up as the game "
    "goes on."
)
DISTANCE_CHANGES = N_(
    "A Mustang (or Paul Regret's ability) makes everyone else see you one further away. A Scope (or Rose Doolan's "
    "ability) makes you see everyone else one closer, but never closer than 1."
)
REACH = N_(
    "Your weapon's reach is how far your Bang! cards go: you can shoot a player whose distance from you is no more "
    "than your reach. Everyone starts with a Colt .45, reach 1; a weapon card replaces it: Volcanic 1, Schofield 2, "
    "Remington 3, Rev. Carabine 4, Winchester 5."
)
OTHER_DISTANCES = N_(
    "Panic! takes a card only from a player at distance 1: your weapon does not help there, Scope and Mustang do. "
    "Cat Balou, Duel and Jail reach any player; Gatling and Indians! hit everyone else."
)
DISTANCE_BADGES = N_(
    "At the table, a badge by every other seat shows its distance from you, \"{reach}\" when your Bang! cards "
    "reach it and \"{panic}\" at distance 1; hover it to see how the distance is made up."
)
LIFE_POINTS = N_(
    "Your character card shows your life points; the Sheriff has one more. You start with as many cards as your life "
    "points, and at the end of your turn you may keep no more cards than you have life points left."
)
LIFE_LOSS = N_(
    "Bang!, Gatling, Indians!, a lost Duel and Dynamite cost life points; Beer and Saloon give them back, never above "
    "your starting number."
)
ELIMINATION = N_(
    "When you lose your last life point you are eliminated, unless you play a Beer at that very moment (Beer does "
    "nothing once only two players are left). An eliminated player shows his role and discards every card in his "
    "hand and in play."
)
REWARD = N_(
    "Whoever eliminates an Outlaw draws three cards from the deck as a reward, even if he is an Outlaw himself."
)
PENALTY = N_("If the Sheriff eliminates a Deputy, he must discard every card in his hand and in play in front of him.")
CREDIT = N_(
    "The player who played the Bang!, Gatling, Indians! or Duel is the one who eliminated; nobody is credited for "
    "Dynamite."
)

IN_REACH = N_("in reach of your gun")
PANIC_REACHES = N_("Panic! reaches")
"""The lines of the table's distance badges (scenes/table/seat.py), quoted as the badges show them."""
BROWN_TERM = N_("Brown cards")
BROWN_RULE = N_(
    "Played from your hand in your turn, or as an answer out of it; they act once and go to the discard pile."
)
BLUE_TERM = N_("Blue cards")
BLUE_RULE = N_(
    "Put in play in front of you (the Jail in front of another player); they act for as long as they stay there."
)
GREEN_TERM = N_("Green cards (Dodge City)")
GREEN_RULE = N_(
    "Put in play in your turn like a blue card, but not usable in the turn you put it there. From your next turn "
    "on, you use it by discarding it from play. Only the green cards that cancel a shot also work out of your turn, "
    "as an answer. A green card that goes back to a hand must be put in play again and wait again. At the table, a "
    "green card that must still wait shows a clock."
)
BANG_TERM = N_("The BANG! symbol")
BANG_RULE = N_(
    "A red burst, on cards that are not Bang! cards: the card shoots like a Bang!, so a Missed!, a Barrel or a green "
    "card that cancels shots answers it, but it does not count as your Bang! for the turn."
)
MISSED_TERM = N_("The Missed! symbol")
MISSED_RULE = N_("A struck-through ring: like a Missed!, the card cancels a shot at you.")
DRAW_TERM = N_("The draw symbol")
DRAW_RULE = N_("A card with a plus: the card also lets you draw a card from the deck.")
COST_TERM = N_("The discard symbol")
COST_RULE = N_(
    "A small card struck out in red, at the top left. A card with it is played together with a second card from "
    "your hand, which you discard as its cost: {cards}. The game asks you for that card once you have chosen the "
    "target, if the card has one."
)
BOOK_TERM = N_("The book symbol")
BOOK_RULE = N_("The beginner game leaves out the cards that carry it: {cards}")
CORNER_TERM = N_("Suit and rank")
CORNER_RULE = N_(
    "The corner of every card shows a suit and a rank, such as Q\u2665. They matter only for \"draw!\" and for what "
    "reads suits (Black Jack, Apache Kid, Blessing, Curse). Each card's entry lists its copies."
)
ONE_NAME = N_(
    "You may never have two cards with the same name in play, blue or green. Cards with different names that do "
    "the same, such as Mustang and Hideout, add up."
)


def role_count(tr: Translator, role: Role, count: int) -> str:
    """ "Sheriff", "2 Deputies", "3 Outlaws" in the current language."""
    if count == 1 or role is Role.SHERIFF:
        return tr.gettext(role_name(role))
    if role is Role.DEPUTY:
        return tr.ngettext("{count} Deputy", "{count} Deputies", count).format(count=count)
    if role is Role.OUTLAW:
        return tr.ngettext("{count} Outlaw", "{count} Outlaws", count).format(count=count)
    return tr.ngettext("{count} Renegade", "{count} Renegades", count).format(count=count)


def players_label(tr: Translator, count: int) -> str:
    """ "3 players" in the current language."""
    return tr.ngettext("{count} player", "{count} players", count).format(count=count)


def roles_dealt(tr: Translator, count: int) -> str:
    """The roles of a game of ``count`` players, Sheriff first: "Sheriff, Deputy, 2 Outlaws, Renegade"."""
    counts = Counter(ROLE_DISTRIBUTION[count])
    return ", ".join(role_count(tr, role, counts[role]) for role in Role if counts[role])


def names_with(tr: Translator, symbol: str) -> str:
    """The translated names of the cards carrying ``symbol`` ("cost" or "book"), both sets, in catalogue order."""
    cards = catalogue(("dodge_city",))
    names = dict.fromkeys(card.name for card in cards if getattr(card.definition, symbol))
    return ", ".join(tr.gettext(name) for name in names)


def _paragraphs(tr: Translator, *texts: str) -> tuple[Block, ...]:
    return tuple(Block("p", tr.gettext(text)) for text in texts)


def _item(tr: Translator, term: str, text: str, picture: tuple[str, str] | None = None) -> Block:
    name = tr.gettext(term)
    return Block("item", text, name, name, picture)


def basics_sections(tr: Translator) -> tuple[Section, ...]:
    t = tr.gettext
    roles = [Block("p", t(ROLES_DEALT))]
    roles += [Block("item", t(role_goal(role)), t(role_name(role)), t(role_name(role)), ("role", role.value))
              for role in Role]
    roles.append(Block("p", t(ROLES_BY_COUNT)))
    roles += [Block("item", roles_dealt(tr, count), players_label(tr, count)) for count in sorted(ROLE_DISTRIBUTION)]
    roles += [Block("p", t(ROLES_THREE_AND_EIGHT)), Block("p", t(GAME_END))]
    symbols = (
        _item(tr, BROWN_TERM, t(BROWN_RULE)),
        _item(tr, BLUE_TERM, t(BLUE_RULE)),
        _item(tr, GREEN_TERM, t(GREEN_RULE)),
        _item(tr, BANG_TERM, t(BANG_RULE), ("badge", "bang")),
        _item(tr, MISSED_TERM, t(MISSED_RULE), ("badge", "missed")),
        _item(tr, DRAW_TERM, t(DRAW_RULE), ("badge", "draw")),
        _item(tr, COST_TERM, tr.format(COST_RULE, cards=names_with(tr, "cost")), ("badge", "cost")),
        _item(tr, BOOK_TERM, tr.format(BOOK_RULE, cards=names_with(tr, "book"))),
        _item(tr, CORNER_TERM, t(CORNER_RULE)),
        Block("p", t(ONE_NAME)),
    )
    return (
        Section(t(ROLES), tuple(roles)),
        Section(t(TURN), _paragraphs(tr, TURN_ORDER, PHASE_DRAW, PHASE_PLAY, PHASE_DISCARD, CARD_KINDS, OUT_OF_TURN,
                                     DRAW_CHECK)),
        Section(t(DISTANCE), (*_paragraphs(tr, DISTANCE_SEATS, DISTANCE_CHANGES, REACH, OTHER_DISTANCES),
                              Block("p", tr.format(DISTANCE_BADGES, reach=t(IN_REACH), panic=t(PANIC_REACHES))))),
        Section(t(LIFE), _paragraphs(tr, LIFE_POINTS, LIFE_LOSS, ELIMINATION)),
        Section(t(REWARDS), _paragraphs(tr, REWARD, PENALTY, CREDIT)),
        Section(t(SYMBOLS), symbols),
    )
