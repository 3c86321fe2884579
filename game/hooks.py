"""Rule hooks: the few named places where characters, cards in play and events change a rule.

A rule that an ability or a High Noon event can change is decided here: which
abilities a player has, whether the cards in front of him work, the suit a
card shows, cards drawn in phase 1, the hand limit, the BANG! cards allowed,
how Calamity Janet plays and answers, what answers a BANG! effect or a Duel,
who may be targeted, what a Beer heals and when one may be drunk, whose turn
comes next and how it begins. Each hook reads small tables keyed by ability
tag or event, so a new character or event is a table row, not a branch in the
turn flow. This module is the only reader of the event in force in the rules
(``tests/game/test_vocabulary.py`` checks it); abilities that trigger at a
moment of their own (Bart Cassidy's draw when hit, Vulture Sam's heritage)
live in the step they belong to and ask ``has_ability`` here.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

from game import messages
from game.cards import Kind, Suit
from game.characters import CHARACTERS
from game.eventcards import HANGOVER, EventCard
from game.public import PublicSeat, PublicTable
from game.roles import Role
from game.state import GameState
from game.vocabulary import CheckReason, EffectKey, Tag

NO_ABILITIES: frozenset[Tag] = frozenset()

MISSED_EFFECTS: frozenset[EffectKey] = frozenset({"missed", "dodge"})
"""Cards with the Missed! symbol (Dodge and Bible also draw a card)."""
BANG_EFFECTS: frozenset[EffectKey] = frozenset({"bang"})
"""Cards that are BANG! cards."""
_CALAMITY_MISSED = MISSED_EFFECTS | BANG_EFFECTS
_CALAMITY_BANG: frozenset[EffectKey] = BANG_EFFECTS | {"missed"}


# --- who can do what -------------------------------------------------------------


def abilities_off(state: PublicTable) -> bool:
    """Hangover: no character has his ability now (the cards in play still work)."""
    return state.event == HANGOVER


def abilities(state: PublicTable, seat: int) -> frozenset[Tag]:
    """What a player's character can do now: nothing under Hangover; Vera Custer's borrowed ability included."""
    if state.event == HANGOVER:  # ``abilities_off`` written out: asked many times for every listing
        return NO_ABILITIES
    return state.players[seat].abilities


def has_ability(state: PublicTable, seat: int, ability: Tag) -> bool:
    return ability in abilities(state, seat)


def ability_refusal(state: PublicTable) -> str:
    """Why a player may use no ability of his character now, as a message key (Hangover, or he has none)."""
    return messages.HANGOVER_NO_ABILITY if abilities_off(state) else messages.NO_ABILITY


def at_table(state: PublicTable, ability: Tag) -> bool:
    """Whether some character at the table has ``ability``, or may borrow it (Vera Custer)."""
    present = state.abilities_at_table
    return ability in present or "copy_ability" in present


def seats_that_may_have(state: GameState, ability: Tag) -> tuple[int, ...]:
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


def tag_count(state: PublicTable, seat: int, tag: Tag) -> int:
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

SUIT_IN_FORCE: dict[EventCard, Suit] = {EventCard.BLESSING: Suit.HEARTS, EventCard.CURSE: Suit.SPADES}
"""Events under which every card counts as one suit, for checks and suit abilities."""

CHECK_PASSES: dict[CheckReason, Callable[[Suit, int], bool]] = {
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


def check_passes(state: PublicTable, reason: CheckReason, card: int) -> bool:
    """Whether ``card`` drawn for a "draw!" (``"dynamite"``, ``"jail"`` or ``"barrel"``) passes it now."""
    return CHECK_PASSES[reason](suit_of(state, card), state.cards[card].rank)


# --- the start of a turn, the draw phase and the hand limit -------------------------------

GHOST_EVENTS: frozenset[EventCard] = frozenset({EventCard.GHOST_TOWN})
"""Events under which the eliminated players come back for their turns (Ghost Town)."""
TURN_START_DAMAGE: dict[EventCard, int] = {EventCard.HIGH_NOON: 1}
"""Events under which each player loses life at the start of his turn (High Noon)."""


def ghosts_return(state: PublicTable) -> bool:
    """Ghost Town: an eliminated player comes back as a ghost for each of his turns."""
    return state.event in GHOST_EVENTS


def turn_start_damage(state: GameState) -> int:
    """Life points a player loses as his turn begins (High Noon: one)."""
    return TURN_START_DAMAGE.get(state.event, 0) if state.event is not None else 0


DRAW_COUNT: dict[Tag, Callable[[PublicSeat], int]] = {
    "draw_three": lambda player: 3,
    "draw_per_wound": lambda player: 1 + max(0, player.max_hp - player.hp),
}
"""Characters who draw another number of cards in phase 1 (Pixie Pete, Bill Noface)."""
EVENT_DRAW_CHANGE: dict[EventCard, int] = {EventCard.THIRST: -1, EventCard.TRAIN_ARRIVAL: 1}
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


HAND_LIMIT: dict[Tag, int] = {"hand_limit_ten": 10}
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


# --- playing cards: Calamity Janet, the BANG! cards allowed, cards an event bars ----------------

SWAPPED_EFFECT: Mapping[EffectKey, EffectKey] = {"missed": "bang"}
"""Calamity Janet plays a Missed! as a Bang! (and answers with either: ``missed_answers``, ``bang_answers``)."""


def swaps_missed_and_bang(own: frozenset[Tag]) -> bool:
    """Calamity Janet: her Missed! cards count as Bang! cards and the other way round (``own``: the player's
    abilities now, as ``abilities`` gives them)."""
    return "bang_missed_swap" in own


def played_effect(effect: EffectKey, swap: bool) -> EffectKey:
    """The effect a hand card printed with ``effect`` is played with (``swap``: ``swaps_missed_and_bang``)."""
    return SWAPPED_EFFECT.get(effect, effect) if swap else effect


def hand_effect(state: PublicTable, seat: int, card: int) -> EffectKey:
    """The effect a hand card has when ``seat`` plays it: Calamity Janet's Missed! is a Bang!."""
    effect = state.cards[card].definition.effect
    if effect in SWAPPED_EFFECT and "bang_missed_swap" in abilities(state, seat):
        return SWAPPED_EFFECT[effect]
    return effect


EVENT_BANG_LIMIT: dict[EventCard, int] = {EventCard.SHOOTOUT: 2}
BANG_BARRING_EVENTS: frozenset[EventCard] = frozenset({EventCard.THE_SERMON})
"""Events under which the player whose turn it is may use no BANG! card (The Sermon)."""
BEER_BARRING_EVENTS: frozenset[EventCard] = frozenset({EventCard.THE_REVEREND})
"""Events under which nobody may drink a Beer, not even to survive (The Reverend)."""
CARD_BARRING_EVENTS = BANG_BARRING_EVENTS | BEER_BARRING_EVENTS


def bang_cards_barred(state: GameState, seat: int) -> bool:
    """The Sermon: the player whose turn it is may use no BANG! card at all (not even in a Duel)."""
    return seat == state.turn and state.event in BANG_BARRING_EVENTS


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
    if state.event in EVENT_BANG_LIMIT:
        return messages.SHOOTOUT_LIMIT
    return messages.ONE_BANG


def beers_barred(state: GameState) -> bool:
    """The Reverend: no Beer may be drunk, in one's turn or at a lethal hit."""
    return state.event in BEER_BARRING_EVENTS


def cards_may_be_barred(state: GameState) -> bool:
    """Whether the event in force forbids some cards (``card_barred``): when not, the listing asks no further."""
    return state.event in CARD_BARRING_EVENTS


def card_barred(state: GameState, seat: int, effect: EffectKey, bang_card: bool) -> str | None:
    """A message key when the event in force forbids this card now (The Reverend's Beer, The Sermon's BANG!)."""
    if effect == "beer" and beers_barred(state):
        return messages.REVEREND_NO_BEER
    if bang_card and bang_cards_barred(state, seat):
        return messages.SERMON_NO_BANG
    return None


# --- answers ------------------------------------------------------------------------------


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

BEER_HEAL: dict[Tag, int] = {"double_beer": 2}
"""Characters whose Beer heals more (Tequila Joe)."""


def beer_heal(state: GameState, seat: int) -> int:
    """Life a Beer gives: nothing with two players left, two for Tequila Joe, else one."""
    if state.alive_count() <= 2:
        return 0
    for ability in abilities(state, seat):
        if ability in BEER_HEAL:
            return BEER_HEAL[ability]
    return 1


# --- turn order -----------------------------------------------------------------------------

REVERSING_EVENTS: frozenset[EventCard] = frozenset({EventCard.GOLD_RUSH})
"""Events under which the turn passes to the right (Gold Rush)."""


def next_turn(state: PublicTable, seat: int) -> int:
    """Whose turn follows ``seat``: the next living player to the left; to the right in a Gold Rush;
    with Ghost Town the dead take their turns too."""
    players = state.players
    count = len(players)
    step = -1 if state.event in REVERSING_EVENTS else 1
    ghosts = ghosts_return(state)
    for distance in range(1, count + 1):
        candidate = (seat + step * distance) % count
        if players[candidate].alive or ghosts:
            return candidate
    return seat


def round_leader(state: PublicTable) -> int:
    """The seat whose turn begins a round: the Sheriff's (at three players, the Deputy's, or while he is
    out of the game the next living player's)."""
    leader = state.first_seat
    return leader if state.players[leader].alive else state.next_alive(leader)


def event_at_turn_of(
    state: PublicTable, seat: int, upcoming: EventCard | None, revealed: bool = False
) -> EventCard | None:
    """The event in force when ``seat``'s next turn begins (in his own turn: the one in force now), with
    ``upcoming`` the next event of the stack: it is revealed as the round leader's turn begins (``revealed``:
    it has been, and his turn has not begun yet: The Daltons' discards come first).

    Counted with the turn order in force now; an event revealed on the way (Gold Rush) may change it later.
    """
    if upcoming is None or revealed or seat == state.turn:
        return state.event
    leader = round_leader(state)
    current = state.turn
    for _ in range(len(state.players)):
        current = next_turn(state, current)
        if current == leader:
            return upcoming
        if current == seat:
            return state.event
    return state.event
