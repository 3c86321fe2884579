"""Every decision outside the play phase: answers, last chances, picks, the draw phase, discards.

What is being answered (a Bang!, Gatling, Indians!, a Duel, a "draw!") is read
from the recent public history, exactly as a player at the table would know it.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    Action,
    ChooseCard,
    ChoosePlayer,
    ChooseSource,
    DiscardCard,
    KeepCards,
    Pass,
    PickCard,
    Respond,
    UseAbility,
)
from game.ai.cardinfo import ABILITIES, BLUE, BURDENS, EFFECT, GREEN, has_in_play
from game.ai.playphase import in_play_worth, sid_pair
from game.ai.situation import Situation, stalled
from game.eventcards import THE_SERMON
from game.events import CardMoved, CardPlayed, CheckDrawn, Event, TurnStarted, Zone
from game.view import PlayerView
from game.vocabulary import CheckReason, EffectKey, Tag

ATTACKS: frozenset[EffectKey] = frozenset({"bang", "missed", "gatling", "indians", "duel"})
LOOK_BACK = 120
"""How many recent events an answer looks through to find what it answers."""


def last_attack(history: Sequence[Event]) -> tuple[int, CardPlayed | None]:
    """The index and the play of the newest Bang!, Gatling, Indians! or Duel in ``history``."""
    start = max(0, len(history) - LOOK_BACK + 1)
    recent = history[start:]  # one slice: indexing the history event by event costs more
    for offset in range(len(recent) - 1, -1, -1):
        event = recent[offset]
        if type(event) is CardPlayed and not event.as_answer and EFFECT[event.card] in ATTACKS:
            return start + offset, event
    return -1, None


def quick_answer(view: PlayerView, legal: Sequence[Action], characters: Sequence[str]) -> Action | None:
    """The answer to a shot or Indians! when every card that answers is alike (no table needed), else None.

    ``characters`` are the seats' characters (public and fixed for the game).
    """
    if view.waiting_kind != "respond":
        return None
    cards = []
    for action in legal:
        if isinstance(action, Respond):
            cards.append(action.card)
        elif not isinstance(action, Pass):
            return None
    if not cards or any(EFFECT[c] != EFFECT[cards[0]] for c in cards) or EFFECT[cards[0]] == "beer":
        return None
    hand = view.hand
    if any(GREEN[c] or c not in hand for c in cards):
        return None  # a green card in play: which one to give up is worth a thought
    _, attack = last_attack(view.public_history)
    if attack is None:
        return None
    effect = EFFECT[attack.card]
    shooter = characters[attack.player]
    if effect == "duel" or shooter == VERA or (effect in ("bang", "missed") and "double_missed" in ABILITIES[shooter]):
        return None
    return Respond(cards[0])


VERA = "Vera Custer"
"""She may have borrowed any ability: her shots are read in full."""


def answer(sit: Situation, legal: Sequence[Action]) -> Action:
    """Respond to a shot, Indians!, a Duel or a lethal hit."""
    cards = [a.card for a in legal if isinstance(a, Respond)]
    if sit.hp <= 0:
        return last_chance(sit, legal, cards)
    if not cards:
        return Pass()
    history = sit.view.public_history
    index, attack = last_attack(history)
    effect = "bang" if attack is None else EFFECT[attack.card]
    if effect in ("duel", "indians"):
        cheapest = Respond(sit.cheapest(cards))
        if effect == "duel" and attack is not None:
            return cheapest if keep_dueling(sit, attack, len(cards)) else Pass()
        return cheapest
    if effect in ("bang", "missed") and attack is not None and attack.target == sit.me:
        needed = 2 if "double_missed" in _abilities(sit, attack.player) else 1
        needed -= sum(1 for event in history[index + 1 :] if dodged(event, sit.me))
        if needed > len(cards):
            return Pass()
    return Respond(min(cards, key=lambda c: (answer_cost(sit, c), c)))


GREEN_IN_PLAY_COST = 5.0
"""What a green Missed! card in my play area is worth keeping: less than one in hand (it can be taken from
there, and my hand keeps its room)."""
DRAWS_BACK = 4.0
"""Dodge and the Bible draw a card when they cancel a shot: they cost that much less to use."""


def answer_cost(sit: Situation, card: int) -> float:
    """What answering a shot with ``card`` costs me: its keep value (a green card in play a fixed worth), less
    the card that Dodge and the Bible draw."""
    cost = sit.keep_value(card) if card in sit.hand else GREEN_IN_PLAY_COST
    if EFFECT[card] == "dodge":
        cost -= DRAWS_BACK
    return cost


def dodged(event: Event, seat: int) -> bool:
    """Whether an event is ``seat`` cancelling part of a shot: an answer card or a successful Barrel."""
    if isinstance(event, CardPlayed):
        return event.player == seat and event.as_answer
    return isinstance(event, CheckDrawn) and event.player == seat and event.success


def _abilities(sit: Situation, seat: int) -> frozenset[Tag]:
    return sit.table.abilities(seat)


def keep_dueling(sit: Situation, attack: CardPlayed, bangs: int) -> bool:
    """Whether to discard a Bang! in a Duel rather than lose a life point."""
    rival = attack.player if attack.target == sit.me else attack.target
    if rival is None:
        return True
    if sit.hp <= 1:
        return True
    if sit.event == THE_SERMON and rival == sit.view.turn:
        return True  # he may not answer with a BANG! card in his Sermon turn: one Bang! wins the Duel
    if "draw_on_answer" in sit.abilities and sit.view.turn != sit.me:
        return True  # Molly Stark gets every Bang! back
    if sit.rel[rival] > 0.3 and sit.hp >= 3:
        return False
    theirs = sit.seats[rival].hand_count
    return bangs >= 2 or theirs <= 1 or sit.hp <= sit.low() or theirs * 0.3 < bangs - 0.2


def last_chance(sit: Situation, legal: Sequence[Action], cards: list[int]) -> Action:
    """At 0 life: a Beer, else Sid Ketchum's two cheapest cards, else out."""
    beers = [c for c in cards if EFFECT[c] == "beer"]
    if beers:
        return Respond(beers[0])
    if any(isinstance(a, UseAbility) for a in legal):
        pair = UseAbility(sid_pair(sit))
        if pair in legal:
            return pair
    return Pass()


# --- picks and the draw phase ---------------------------------------------------------


def pick(sit: Situation, legal: Sequence[Action]) -> Action:
    """General Store, Lucky Duke's "draw!", Kit Carlson's cards, the draw phase's source (Jesse Jones, Pedro
    Ramirez, Pat Brennan), Vera Custer's ability, Brawl's card, The Daltons' card."""
    first = legal[0]
    if isinstance(first, KeepCards):
        return keep_pair(sit, legal)
    if isinstance(first, ChooseSource):
        return draw_source(sit, legal)
    if isinstance(first, ChoosePlayer):
        return borrow_ability(sit, legal)
    if isinstance(first, ChooseCard):
        return brawl_choice(sit, legal)
    picks = [a.card for a in legal if isinstance(a, PickCard)]
    if picks and all(card in sit.view.selection for card in picks):
        return PickCard(max(picks, key=lambda c: (sit.keep_value(c), -c)))
    if picks and all(card in sit.mine.in_play for card in picks):
        return give_up_blue_card(sit, picks)
    if not picks:
        return first
    return lucky_pick(sit, picks)


ABILITY_WORTH: dict[Tag, float] = {
    "unlimited_bang": 3.0,
    "barrel": 3.0,
    "double_missed": 2.5,
    "draw_three": 2.5,
    "heal_by_discarding": 2.0,
    "draw_when_hit": 2.0,
    "mustang": 2.0,
    "scope": 1.5,
    "any_card_missed": 2.5,
    "lucky_check": 1.5,
    "black_jack_draw": 1.5,
    "kit_carlson_draw": 1.5,
    "life_for_cards": 1.5,
    "discard_two_shoot": 1.5,
    "steal_when_hit": 1.5,
    "draw_from_player": 1.0,
    "draw_on_death": 1.0,
    "heal_on_death": 1.0,
    "draw_from_play": 1.5,
    "draw_on_answer": 1.5,
    "diamond_immunity": 1.5,
    "others_cards_off": 1.5,
    "copy_ability": 0.0,
}
"""How much an ability is worth borrowing (Vera Custer), roughly: more cards, more shots, fewer hits."""


def borrow_ability(sit: Situation, legal: Sequence[Action]) -> Action:
    """Vera Custer takes the ability most useful to her now: she keeps it until her next turn."""
    choices = [a for a in legal if isinstance(a, ChoosePlayer)]
    return max(
        choices,
        key=lambda a: (sum(ability_worth(sit, tag) for tag in ABILITIES[sit.seats[a.seat].character]), -a.seat),
    )


def ability_worth(sit: Situation, tag: Tag) -> float:
    """What one ability would be worth to me for the coming round, from my hand, my life and the table."""
    worth = ABILITY_WORTH.get(tag, 0.5)
    hand = sit.hand
    hp = sit.hp
    if tag == "draw_per_wound":
        return 1.2 * (sit.max_hp - hp)
    if tag == "heal_by_discarding":
        return worth + (1.5 if hp <= 2 and len(hand) >= 2 else 0.0) - (1.5 if hp >= sit.max_hp else 0.0)
    if tag == "double_beer":
        return 0.3 + 1.2 * sum(1 for c in hand if EFFECT[c] == "beer")
    if tag == "hand_limit_ten":
        return 0.4 * max(0, len(hand) + 2 - hp)
    if tag == "any_card_missed":
        return worth + (1.0 if hp <= 2 else 0.0) - 0.5 * sit.count("missed")
    if tag == "life_for_cards":
        return worth if hp >= 4 else 0.3
    if tag == "blue_for_cards":
        return 1.2 * min(2, sum(1 for c in hand if BLUE[c]))
    if tag in ("barrel", "mustang", "scope"):
        return worth * (0.5 if has_in_play(sit.mine, tag) else 1.0)
    if tag == "unlimited_bang":
        return 0.8 + 1.1 * max(0, sit.count("bang") - 1)
    if tag == "double_missed":
        return 0.8 + 0.8 * min(2, sit.count("bang"))
    if tag in ("heal_on_death", "draw_on_death", "take_cards_of_dead"):
        dying = sum(1 for seat in sit.seats if seat.alive and seat.seat != sit.me and seat.hp <= 1)
        return 0.7 + 0.8 * dying
    if tag == "draw_on_empty_hand":
        return 0.4 + (1.2 if len(hand) <= 1 else 0.0)
    return worth


def brawl_choice(sit: Situation, legal: Sequence[Action]) -> Action:
    """Brawl: an enemy loses his most useful card in play (never his Jail or Dynamite), a friend his Jail or
    Dynamite, or else a random hand card (a friend the card in play he needs least)."""
    choices = [a for a in legal if isinstance(a, ChooseCard)]
    target = choices[0].target
    in_play = [a for a in choices if a.target_card is not FROM_HAND]
    burdens = [a for a in in_play if EFFECT[_card_in_play(a)] in BURDENS]
    if sit.rel[target] < 0:
        useful = [a for a in in_play if a not in burdens]
        if useful:
            return max(useful, key=lambda a: (in_play_worth(_card_in_play(a)), -_card_in_play(a)))
    elif burdens:
        return burdens[0]
    hand = [a for a in choices if a.target_card is FROM_HAND]
    if hand:
        return hand[0]
    return min(in_play, key=lambda a: (a not in burdens, in_play_worth(_card_in_play(a)), _card_in_play(a)))


def _card_in_play(choice: ChooseCard) -> int:
    """The card in play a Brawl choice takes (not a random hand card)."""
    card = choice.target_card
    assert card is not FROM_HAND
    return card


def give_up_blue_card(sit: Situation, cards: list[int]) -> Action:
    """The Daltons: give up a Jail or Dynamite first, else the card in play I need least."""
    burdens = [c for c in cards if EFFECT[c] in BURDENS]
    return PickCard(burdens[0] if burdens else min(cards, key=lambda c: (in_play_worth(c), c)))


def keep_pair(sit: Situation, legal: Sequence[Action]) -> Action:
    """Kit Carlson keeps the two cards worth most."""
    best = max(
        (a for a in legal if isinstance(a, KeepCards)),
        key=lambda a: sum(sit.keep_value(c, (*sit.hand, *a.cards)) for c in a.cards),
    )
    return best


def draw_source(sit: Situation, legal: Sequence[Action]) -> Action:
    """Jesse Jones draws from the enemy with most cards; Pedro Ramirez takes a good discard; Pat Brennan takes a
    card in play instead of drawing when it is worth more than the cards he would draw."""
    takes = [a.card for a in legal if isinstance(a, PickCard)]
    if takes:
        taken_from_me = taken_since_my_turn(sit)
        takes = [card for card in takes if card not in taken_from_me]
    if takes and not stalled(sit.view, sit.alive):  # a stuck table needs new cards, not the same ones going round
        best = max(takes, key=lambda c: (take_worth(sit, c), -c))
        if take_worth(sit, best) > draw_worth(sit):
            return PickCard(best)
    sources = [a.source for a in legal if isinstance(a, ChooseSource)]
    if DISCARD in sources and sit.view.discard:
        top = sit.view.discard[-1]
        if sit.keep_value(top) >= 5.0:
            return ChooseSource(DISCARD)
    seats = [s for s in sources if isinstance(s, int)]
    if seats:
        target = min(seats, key=lambda s: (sit.rel[s] - 0.15 * min(sit.seats[s].hand_count, 5), s))
        if sit.rel[target] < 0.1:
            return ChooseSource(target)
    return ChooseSource(DECK)


AVERAGE_CARD = 4.5
"""What one unseen card drawn is worth, on the keep-value scale."""
HARM = 5.0
"""What taking a card from in front of a player is worth per point of its worth to him and of my hostility."""
REPLAYED = 0.7
"""A green card taken back into a hand must be played again and wait a turn: it is worth less to me."""


def draw_worth(sit: Situation) -> float:
    """What the draw phase's cards are worth: as many average cards as the rules have me draw now."""
    return AVERAGE_CARD * sit.table.draw_count(sit.me)


def taken_since_my_turn(sit: Situation) -> set[int]:
    """Cards taken from my play area into someone's hand since my last turn began. Pat Brennan does not take such a
    card back: its taker can do the same again, and the two would pass it to and fro instead of drawing."""
    me = sit.me
    taken: set[int] = set()
    starts = 0
    for event in reversed(sit.view.public_history):
        kind = type(event)
        if kind is TurnStarted:
            assert isinstance(event, TurnStarted)
            if event.player == me:
                starts += 1
                if starts == 2:  # the first is this turn's own
                    break
        elif kind is CardMoved:
            assert isinstance(event, CardMoved)
            if event.source is Zone.IN_PLAY and event.source_player == me and event.destination is Zone.HAND:
                taken.add(event.card)
    return taken


def take_worth(sit: Situation, card: int) -> float:
    """Pat Brennan: what taking ``card`` from a play area into my hand is worth (its use to me, the loss to its
    owner; a friend's Jail or Dynamite taken is a help)."""
    owner = next((seat.seat for seat in sit.seats if card in seat.in_play), -1)
    if owner < 0 or owner == sit.me:
        return -100.0
    rel = sit.rel[owner]
    effect = EFFECT[card]
    if effect == "jail":
        return sit.keep_value(card) + 6.0 * rel
    if effect == "dynamite":
        return 1.0 + 3.0 * rel
    own = sit.keep_value(card) * (REPLAYED if GREEN[card] else 1.0)
    return own - HARM * rel * in_play_worth(card)


def check_reason(sit: Situation) -> CheckReason:
    """Which "draw!" Lucky Duke is choosing for: Dynamite or Jail in his turn, else a Barrel."""
    if sit.view.turn != sit.me:
        return "barrel"
    mine = sit.mine
    if has_in_play(mine, "dynamite"):
        history = sit.view.public_history
        for index in range(len(history) - 1, max(-1, len(history) - LOOK_BACK), -1):
            event = history[index]
            if isinstance(event, TurnStarted):
                return "dynamite"
            if isinstance(event, CheckDrawn) and event.player == sit.me and event.reason == "dynamite":
                return "jail"
        return "dynamite"
    return "jail" if has_in_play(mine, "jail") else "barrel"


def lucky_pick(sit: Situation, picks: list[int]) -> Action:
    """Lucky Duke picks the card that passes his check, by the suit it counts as now (Curse: every card a
    spade, Blessing: a heart)."""
    reason = check_reason(sit)
    good = [c for c in picks if sit.table.check_passes(reason, c)]
    return PickCard((good or picks)[0])


# --- discards -------------------------------------------------------------------------


def discard(sit: Situation, legal: Sequence[Action]) -> Action:
    """Discard the card I would miss least."""
    cards = [a.card for a in legal if isinstance(a, DiscardCard)]
    return DiscardCard(sit.cheapest(cards))

