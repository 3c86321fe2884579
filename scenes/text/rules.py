"""The rules reference's content: the base game's rules in sections, in the player's language.

Written in our own words from the official rules (the Sheriff, roles, the three phases
of a turn, distance, elimination, rewards and penalties), then every card and
character with the texts the table shows in its tooltips, so the two never disagree.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.cards import Kind, catalogue
from game.characters import BASE_CHARACTERS
from game.roles import Role
from scenes.app.i18n import N_, Translator
from scenes.text.cards import card_text, character_text, role_goal, role_name

ROLES = N_("Roles and how each wins")
TURN = N_("A turn")
DISTANCE = N_("Distance and reach")
LIFE = N_("Life points and elimination")
REWARDS = N_("Rewards and penalties")
CARDS = N_("Cards")
CHARACTERS = N_("Characters")

ROLES_DEALT = N_(
    "Each player is dealt a secret role. The Sheriff shows his at once; every other role stays hidden until its "
    "player is eliminated, so you have to work out from the way people play who is on your side."
)
ROLE_COUNTS = N_(
    "4 players: Sheriff, Renegade, 2 Outlaws. 5 players: Sheriff, Deputy, Renegade, 2 Outlaws. 6 players: Sheriff, "
    "Deputy, Renegade, 3 Outlaws. 7 players: Sheriff, 2 Deputies, Renegade, 3 Outlaws."
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
BROWN_CARDS = N_("Brown cards: played once, then discarded")
BLUE_CARDS = N_("Blue cards: stay in play")
CHARACTERS_INTRO = N_(
    "Each player also gets a character with a special ability; the number in brackets is its life points."
)


@dataclass(frozen=True)
class Block:
    """A piece of a section: a paragraph, a subheading, or a term (a card, a role) with its text."""

    kind: str
    """"p" paragraph, "sub" subheading, "item" a term and its text."""
    text: str
    term: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    blocks: tuple[Block, ...]


def rules_sections(tr: Translator) -> list[Section]:
    """The whole reference in the translator's language, section by section."""
    t = tr.gettext
    roles = [Block("p", t(ROLES_DEALT)), Block("p", t(ROLE_COUNTS))]
    roles += [Block("item", t(role_goal(role)), t(role_name(role))) for role in Role]
    roles.append(Block("p", t(GAME_END)))
    return [
        Section(t(ROLES), tuple(roles)),
        Section(t(TURN), tuple(Block("p", t(text)) for text in (TURN_ORDER, PHASE_DRAW, PHASE_PLAY, PHASE_DISCARD,
                                                                   CARD_KINDS, OUT_OF_TURN, DRAW_CHECK))),
        Section(t(DISTANCE), tuple(Block("p", t(text)) for text in (DISTANCE_SEATS, DISTANCE_CHANGES, REACH,
                                                                       OTHER_DISTANCES))),
        Section(t(LIFE), tuple(Block("p", t(text)) for text in (LIFE_POINTS, LIFE_LOSS, ELIMINATION))),
        Section(t(REWARDS), tuple(Block("p", t(text)) for text in (REWARD, PENALTY, CREDIT))),
        Section(t(CARDS), tuple(_card_blocks(tr))),
        Section(t(CHARACTERS), (Block("p", t(CHARACTERS_INTRO)), *(
            Block("item", t(character_text(c.name).full), f"{t(character_text(c.name).name)} ({c.hp})")
            for c in BASE_CHARACTERS))),
    ]


def _card_blocks(tr: Translator) -> list[Block]:
    """Brown cards, then blue ones, in the order of their names, each with how many copies the deck holds."""
    cards = catalogue()
    copies = Counter(card.name for card in cards)
    kinds = {card.name: card.definition.kind for card in cards}
    blocks: list[Block] = []
    for kind, heading in ((Kind.BROWN, BROWN_CARDS), (Kind.BLUE, BLUE_CARDS)):
        blocks.append(Block("sub", tr.gettext(heading)))
        names = sorted((name for name in copies if kinds[name] is kind), key=lambda name: tr.gettext(name).lower())
        for name in names:
            text = card_text(name)
            blocks.append(Block("item", tr.gettext(text.full), f"{tr.gettext(text.name)} (\u00d7{copies[name]})"))
    return blocks
