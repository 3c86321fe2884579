"""Rule hooks: the few named places where characters, cards in play and events change a rule.

A rule that an ability or a High Noon event can change is decided here, and
only here: which abilities a player has, whether the cards in front of him
work, the suit a card shows, cards drawn in phase 1, the hand limit, the
BANG! cards allowed, what answers a BANG! effect or a Duel, who may be
targeted, what a Beer heals, whose turn comes next. Each hook reads small
tables keyed by ability tag or event name, so a new character or event is a
table row, not a branch in the turn flow.
"""
from __future__ import annotations

from collections.abc import Callable

from game import messages
from game.cards import Kind, Suit
from game.characters import CHARACTERS
from game.eventcards import (
    BLESSING,
    CURSE,
    GHOST_TOWN,
    GOLD_RUSH,
    HANGOVER,
    SHOOTOUT,
    THE_REVEREND,
    THE_SERMON,
    THIRST,
    TRAIN_ARRIVAL,
)
from game.public import PublicSeat, PublicTable
from game.roles import Role
from game.state import GameState

NO_ABILITIES: frozenset[str] = frozenset()

MISSED_EFFECTS = frozenset({"missed", "dodge"})
"""Cards with the Missed! symbol (Dodge and Bible also draw a card)."""
BANG_EFFECTS = frozenset({"bang"})
"""Cards that are BANG! cards."""
_CALAMITY_MISSED = MISSED_EFFECTS | BANG_EFFECTS
_CALAMITY_BANG = BANG_EFFECTS | {"missed"}


# --- who can do what -------------------------------------------------------------


def abilities(state: PublicTable, seat: int) -> frozenset[str]:
    """What a player's character can do now: nothing under Hangover; Vera Custer's borrowed ability included."""
    if state.event == HANGOVER:
        return NO_ABILITIES
    return state.players[seat].abilities


def has_ability(state: PublicTable, seat: int, ability: str) -> bool:
    return ability in abilities(state, seat)


def at_table(state: PublicTable, ability: str) -> bool:
    """Whether some character at the table has ``ability``, or may borrow it (Vera Custer)."""
    present = state.abilities_at_table
    return ability in present or "copy_ability" in present


def seats_that_may_have(state: GameState, ability: str) -> tuple[int, ...]:
    """The seats whose character has ``ability`` or may borrow it (Vera Custer): fixed for a game, so found once."""
    found = state.holders.get(ability)
    if found is None:
        found = state.holders[ability] = tuple(
            seat
            for seat, player in enumerate(state.players)
            if ability in CHARACTERS[player.character].abilities
            or "copy_ability" in CHARACTERS[player.character].abilities
        )
    return found


def others_cards_off(state: PublicTable) -> bool:
    """Belle Star's turn: no card in front of another player has any effect."""
    return at_table(state, "others_cards_off") and "others_cards_off" in abilities(state, state.turn)


def turn_decides_cards(state: PublicTable) -> bool:
    """Whether whose turn it is can change which cards in play work (Belle Star may be at the table): the only
    way the turn enters a distance, a reach or a count of sources."""
    return at_table(state, "others_cards_off")


def cards_work(state: PublicTable, owner: int) -> bool:
    """Whether the cards in front of ``owner`` have any effect now (see ``others_cards_off``)."""
    return owner == state.turn or not others_cards_off(state)


def tag_count(state: PublicTable, seat: int, tag: str) -> int:
    """Sources of ``tag`` a player has: his character's ability plus his cards in play that work now."""
    player = state.players[seat]
    count = 1 if tag in abilities(state, seat) else 0
    if player.in_play:
        tagged = state.cards_tagged(tag)
        for card in player.in_play:
            if card in tagged and cards_work(state, seat):
                count += 1
    return count


# --- suits and "draw!" -----------------------------------------------------------

SUIT_IN_FORCE: dict[str, Suit] = {BLESSING: Suit.HEARTS, CURSE: Suit.SPADES}
"""Events under which every card counts as one suit, for checks and suit abilities."""

CHECK_PASSES: dict[str, Callable[[Suit, int], bool]] = {
    "dynamite": lambda suit, rank: not (suit is Suit.SPADES and 2 <= rank <= 9),
    "jail": lambda suit, rank: suit is Suit.HEARTS,
    "barrel": lambda suit, rank: suit is Suit.HEARTS,
}


def forced_suit(state: PublicTable) -> Suit | None:
    """The one suit every card counts as now (Blessing: hearts; Curse: spades), if an event says so."""
    return SUIT_IN_FORCE.get(state.event) if state.event is not None else None


def suit_of(state: PublicTable, card: int) -> Suit:
    """The suit a card counts as now (Blessing: every card a heart; Curse: a spade)."""
    forced = forced_suit(state)
    return forced if forced is not None else state.cards[card].suit


def check_passes(state: PublicTable, reason: str, card: int) -> bool:
    """Whether ``card`` drawn for a "draw!" (``dynamite``, ``jail`` or ``barrel``) passes it now."""
    return CHECK_PASSES[reason](suit_of(state, card), state.cards[card].rank)


# --- the draw phase and the hand limit ------------------------------------------------

DRAW_COUNT: dict[str, Callable[[PublicSeat], int]] = {
    "draw_three": lambda player: 3,
    "draw_per_wound": lambda player: 1 + max(0, player.max_hp - player.hp),
}
"""Characters who draw another number of cards in phase 1 (Pixie Pete, Bill Noface)."""
EVENT_DRAW_CHANGE: dict[str, int] = {THIRST: -1, TRAIN_ARRIVAL: 1}
GHOST_DRAW = 3


def draw_count(state: PublicTable, seat: int) -> int:
    """Cards drawn in phase 1: two, a ghost's three, a character's own number, one fewer or more by event."""
    player = state.players[seat]
    count = GHOST_DRAW if player.ghost else 2
    own = abilities(state, seat)
    if not own.isdisjoint(DRAW_COUNT):
        for ability in own:
            rule = DRAW_COUNT.get(ability)
            if rule is not None:
                count = rule(player)
    if state.event is not None:
        count += EVENT_DRAW_CHANGE.get(state.event, 0)
    return max(0, count)


HAND_LIMIT: dict[str, int] = {"hand_limit_ten": 10}
"""Characters with a fixed hand limit (Sean Mallory)."""
GHOST_KEEPS_ALL = 1_000
"""A ghost discards nothing at the end of his turn: he leaves with every card."""


def hand_limit(state: PublicTable, seat: int) -> int:
    """Cards a player may keep at the end of his turn: his life points, or his character's limit."""
    if state.players[seat].ghost:
        return GHOST_KEEPS_ALL
    own = abilities(state, seat)
    if not own.isdisjoint(HAND_LIMIT):
        for ability in own:
            if ability in HAND_LIMIT:
                return HAND_LIMIT[ability]
    return max(state.players[seat].hp, 0)


# --- BANG! cards and answers ------------------------------------------------------------

EVENT_BANG_LIMIT: dict[str, int] = {SHOOTOUT: 2}


def bang_cards_barred(state: GameState, seat: int) -> bool:
    """The Sermon: the player whose turn it is may use no BANG! card at all (not even in a Duel)."""
    return state.event == THE_SERMON and seat == state.turn


def may_play_bang_card(state: GameState, seat: int) -> bool:
    """Whether a BANG! card may be played now: one a turn, two in a Shootout, any with Volcanic or Willy the Kid."""
    if bang_cards_barred(state, seat):
        return False
    if tag_count(state, seat, "unlimited_bang") > 0:
        return True
    limit = EVENT_BANG_LIMIT.get(state.event, 1) if state.event is not None else 1
    return state.bangs_played < limit


def bang_card_refusal(state: GameState, seat: int) -> str:
    """Why a BANG! card may not be played now, as a message key."""
    if bang_cards_barred(state, seat):
        return messages.SERMON_NO_BANG
    if state.event == SHOOTOUT:
        return messages.SHOOTOUT_LIMIT
    return messages.ONE_BANG


def hand_effect(state: GameState, seat: int, card: int) -> str:
    """The effect a hand card has when ``seat`` plays it: Calamity Janet's Missed! is a Bang!."""
    effect = state.cards[card].definition.effect
    if effect == "missed" and "bang_missed_swap" in abilities(state, seat):
        return "bang"
    return effect


def missed_answers(state: GameState, seat: int) -> list[int]:
    """Cards ``seat`` may use against a BANG! effect: hand cards that count as Missed! (Calamity Janet's
    Bang!, any card for Elena Fuente), then the green Missed! cards in his play area that may be used now."""
    player = state.players[seat]
    cards = state.cards
    own = abilities(state, seat)
    if "any_card_missed" in own:
        answers = list(player.hand)
    else:
        effects = _CALAMITY_MISSED if "bang_missed_swap" in own else MISSED_EFFECTS
        green = Kind.GREEN
        answers = [
            card
            for card in player.hand
            if cards[card].definition.effect in effects and cards[card].definition.kind is not green
        ]
    if player.in_play and state.rules.expansions and cards_work(state, seat):
        fresh = state.fresh
        answers.extend(
            card
            for card in player.in_play
            if cards[card].definition.kind is Kind.GREEN
            and cards[card].definition.effect in MISSED_EFFECTS
            and card not in fresh
        )
    return answers


def bang_answers(state: GameState, seat: int) -> list[int]:
    """Hand cards ``seat`` may discard as a BANG! against Indians! or in a Duel (Calamity Janet: Missed! too)."""
    if bang_cards_barred(state, seat):
        return []
    player = state.players[seat]
    cards = state.cards
    effects = _CALAMITY_BANG if "bang_missed_swap" in abilities(state, seat) else BANG_EFFECTS
    return [card for card in player.hand if cards[card].definition.effect in effects]


def missed_needed(state: GameState, source: int, bang_card: bool) -> int:
    """Missed! effects that cancel one shot: Slab the Killer's BANG! cards need two."""
    return 2 if bang_card and has_ability(state, source, "double_missed") else 1


# --- targets ----------------------------------------------------------------------------


def immune(state: GameState, source: int, card: int, target: int) -> bool:
    """Apache Kid: a diamond card another player plays has no effect on him (not in a Duel: the caller decides)."""
    return (
        target != source
        and "diamond_immunity" in abilities(state, target)
        and suit_of(state, card) is Suit.DIAMONDS
    )


def immune_to_cards(state: GameState, source: int, cards: tuple[int, ...], target: int) -> bool:
    """Apache Kid and an effect paid with several cards (Doc Holyday's two): immune only if all are diamonds."""
    return bool(cards) and all(immune(state, source, card, target) for card in cards)


def may_be_jailed(state: GameState, target: int) -> bool:
    """Jail goes on anyone but the Sheriff (at three players there is none)."""
    return state.players[target].role is not Role.SHERIFF


# --- life ---------------------------------------------------------------------------------

BEER_HEAL: dict[str, int] = {"double_beer": 2}
"""Characters whose Beer heals more (Tequila Joe)."""


def beer_heal(state: GameState, seat: int) -> int:
    """Life a Beer gives: nothing with two players left, two for Tequila Joe, else one."""
    if state.alive_count() <= 2:
        return 0
    for ability in abilities(state, seat):
        if ability in BEER_HEAL:
            return BEER_HEAL[ability]
    return 1


def card_barred(state: GameState, seat: int, effect: str, bang_card: bool) -> str | None:
    """A message key when the event in force forbids this card now (The Reverend's Beer, The Sermon's BANG!)."""
    if effect == "beer" and state.event == THE_REVEREND:
        return messages.REVEREND_NO_BEER
    if bang_card and bang_cards_barred(state, seat):
        return messages.SERMON_NO_BANG
    return None


# --- turn order -----------------------------------------------------------------------------


def next_turn(state: GameState, seat: int) -> int:
    """Whose turn follows ``seat``: the next living player to the left; to the right in a Gold Rush;
    with Ghost Town the dead take their turns too."""
    players = state.players
    count = len(players)
    step = -1 if state.event == GOLD_RUSH else 1
    ghosts = state.event == GHOST_TOWN
    for distance in range(1, count + 1):
        candidate = (seat + step * distance) % count
        if players[candidate].alive or ghosts:
            return candidate
    return seat


def round_leader(state: GameState) -> int:
    """The seat whose turn begins a round: the Sheriff's (at three players, the Deputy's, or while he is
    out of the game the next living player's)."""
    players = state.players
    roles = [p.role for p in players]
    leader = roles.index(Role.SHERIFF if Role.SHERIFF in roles else Role.DEPUTY)
    return leader if players[leader].alive else state.next_alive(leader)
