"""The rules reference's entries for cards and characters, with the texts the table's tooltips show.

Each card name gets its tooltip text, then what its symbols mean (its kind, the discard cost, the book symbol,
a green card's timing) and the suit and rank of every copy, all read from the catalogue in ``game.cards``.
"""
from __future__ import annotations

from collections import defaultdict

from game.cards import Card, Kind, Suit, catalogue
from game.characters import BASE_CHARACTERS, DODGE_CITY_CHARACTERS, Character
from game.hooks import MISSED_EFFECTS
from scenes.app.i18n import N_, Translator
from scenes.text.cards import COST_LABEL, KIND_LABELS, card_text, character_text
from scenes.text.log_texts import suit_and_rank
from scenes.text.rules_blocks import Block, Section
from scenes.ui.search import fold

CARDS_BASE = N_("Cards: base game")
CARDS_DODGE_CITY = N_("Cards: Dodge City")
CHARACTERS_BASE = N_("Characters: base game")
CHARACTERS_DODGE_CITY = N_("Characters: Dodge City")

CARDS_BASE_INTRO = N_("The base game's deck holds 80 cards of 22 names. Each entry lists the suit and rank of "
                      "every copy.")
CARDS_DODGE_CITY_INTRO = N_(
    "With Dodge City, its 40 cards are shuffled into the deck: 22 new names, green cards among them, and more "
    "copies of base cards."
)
BROWN_CARDS = N_("Brown cards: played once, then discarded")
BLUE_CARDS = N_("Blue cards: stay in play")
GREEN_CARDS = N_("Green cards: put in play, used later")
REPRINTS = N_("Base cards with more copies in Dodge City")
REPRINT_TEXT = N_("As in the base game.")
BOOK_LABEL = N_("Book symbol: left out of the beginner game.")
GREEN_ANSWER = N_(
    "Green card: put it in play in your turn; usable from your next turn on, also out of your turn as an answer."
)
GREEN_OWN_TURN = N_("Green card: put it in play in your turn; usable from your next turn on, in your turns only.")
CHARACTERS_INTRO = N_(
    "Each player also gets a character with a special ability; the number in brackets is its life points."
)
CHARACTERS_DODGE_CITY_INTRO = N_(
    "With Dodge City its 15 characters are dealt together with the base game's; the number in brackets is the life "
    "points."
)

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def copies_line(tr: Translator, copies: list[Card]) -> str:
    """ "25 copies: 2♠ … A♣", spades first, by rank within a suit."""
    ordered = sorted(copies, key=lambda card: (SUIT_ORDER.index(card.suit), card.rank))
    listed = ", ".join(suit_and_rank(card) for card in ordered)
    return tr.ngettext("{count} copy: {cards}", "{count} copies: {cards}", len(copies)).format(
        count=len(copies), cards=listed)


def symbols_line(tr: Translator, card: Card) -> str:
    """What a card's frame and symbols say: its kind, the discard cost, the book symbol, a green card's timing."""
    definition = card.definition
    if definition.kind is Kind.GREEN:
        parts = [tr.gettext(GREEN_ANSWER if definition.effect in MISSED_EFFECTS else GREEN_OWN_TURN)]
    else:
        parts = [tr.gettext(KIND_LABELS[definition.kind])]
    if definition.cost:
        parts.append(tr.gettext(COST_LABEL))
    if definition.book:
        parts.append(tr.gettext(BOOK_LABEL))
    return " ".join(parts)


def _copies(expansion: str) -> dict[str, list[Card]]:
    copies: dict[str, list[Card]] = defaultdict(list)
    for card in catalogue(("dodge_city",)):
        if card.definition.expansion == expansion:
            copies[card.name].append(card)
    return copies


def _card_entry(tr: Translator, name: str, copies: list[Card]) -> tuple[Block, ...]:
    shown = tr.gettext(name)
    return (Block("item", tr.gettext(card_text(name).full), shown, shown, ("card", name)),
            Block("detail", symbols_line(tr, copies[0])),
            Block("detail", copies_line(tr, copies)))


def _by_name(tr: Translator, names: list[str]) -> list[str]:
    return sorted(names, key=lambda name: fold(tr.gettext(name)))


def _card_blocks(tr: Translator, expansion: str, new_only: bool) -> list[Block]:
    copies = _copies(expansion)
    base_names = set(_copies("base")) if new_only else set()
    blocks: list[Block] = []
    for kind, heading in ((Kind.BROWN, BROWN_CARDS), (Kind.BLUE, BLUE_CARDS), (Kind.GREEN, GREEN_CARDS)):
        names = [name for name, cards in copies.items() if cards[0].definition.kind is kind and name not in base_names]
        if names:
            blocks.append(Block("sub", tr.gettext(heading)))
            for name in _by_name(tr, names):
                blocks += _card_entry(tr, name, copies[name])
    reprints = [name for name in copies if name in base_names]
    if reprints:
        blocks.append(Block("sub", tr.gettext(REPRINTS)))
        for name in _by_name(tr, reprints):
            blocks.append(Block("item", tr.gettext(REPRINT_TEXT), tr.gettext(name), picture=("card", name)))
            blocks.append(Block("detail", copies_line(tr, copies[name])))
    return blocks


def _character_blocks(tr: Translator, characters: tuple[Character, ...]) -> list[Block]:
    ordered = sorted(characters, key=lambda c: fold(tr.gettext(c.name)))
    return [Block("item", tr.gettext(character_text(c.name).full), f"{tr.gettext(c.name)} ({c.hp})",
                  tr.gettext(c.name), ("character", c.name)) for c in ordered]


def card_sections(tr: Translator) -> tuple[Section, Section]:
    """The base game's cards, then Dodge City's: brown, blue and green, then the base cards it adds copies of."""
    t = tr.gettext
    return (Section(t(CARDS_BASE), (Block("p", t(CARDS_BASE_INTRO)), *_card_blocks(tr, "base", False))),
            Section(t(CARDS_DODGE_CITY), (Block("p", t(CARDS_DODGE_CITY_INTRO)),
                                          *_card_blocks(tr, "dodge_city", True))))


def character_sections(tr: Translator) -> tuple[Section, Section]:
    """The 16 characters of the base game and the 15 of Dodge City, each with life points and ability."""
    t = tr.gettext
    return (Section(t(CHARACTERS_BASE), (Block("p", t(CHARACTERS_INTRO)), *_character_blocks(tr, BASE_CHARACTERS))),
            Section(t(CHARACTERS_DODGE_CITY), (Block("p", t(CHARACTERS_DODGE_CITY_INTRO)),
                                               *_character_blocks(tr, DODGE_CITY_CHARACTERS))))
