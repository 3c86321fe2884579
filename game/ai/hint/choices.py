"""Why an answer or a choice is good now: life points, the cards to answer with, the rival's hand, what is on offer.

Answers to a shot, Indians! or a Duel, the discard phase, the General Store,
Kit Carlson's three cards, a "draw!" chosen by Lucky Duke, the draw phase's
source, the characters' abilities, Vera Custer's choice and Brawl's card.
"""
from __future__ import annotations

from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    ChooseCard,
    ChooseSource,
    Pass,
    PickCard,
    Source,
    TargetCard,
    UseAbility,
)
from game.ai.answers import check_reason, last_attack
from game.ai.cardinfo import (
    ABILITIES,
    EFFECT,
    GREEN,
    MISSED_LIKE,
    NAME,
    TAGS,
    VALUE,
    WEAPON,
    weapon_in_play,
)
from game.ai.hint.facts import BURDENS, Table
from game.ai.hint.line import Line, counted
from game.ai.hint.plays import loss, rescue, shot
from game.ai.hint.roles import who
from game.eventcards import THE_SERMON
from game.messages import N_, Nn_
from game.vocabulary import CheckReason


def respond(t: Table, card: int) -> list[Line]:
    hp = t.mine.hp
    if EFFECT[card] == "beer" and hp <= 0:
        return [Line(N_("Drink it, or you are out of the game."))]
    count = len(t.answers())
    lines = [Line(N_("You have only one life point left."))] if hp <= 1 else [
        counted(Nn_("You are at {hp} of {max_hp} life points and hold {count} card to answer with.",
                    "You are at {hp} of {max_hp} life points and hold {count} cards to answer with."),
                count, {"hp": hp, "max_hp": t.mine.max_hp, "count": count})]
    rival = duel_rival(t)
    if rival is not None:
        if t.event == THE_SERMON and rival == t.view.turn:
            lines.append(Line(N_("It is {player}'s turn under The Sermon: {player} may answer with no Bang!."),
                              {"player": t.names[rival]}))
        else:
            lines.append(t.holds(rival))
    return lines


def duel_rival(t: Table) -> int | None:
    """The other side of the Duel being answered, if one is."""
    _, attack = last_attack(t.view.public_history)
    if attack is None or EFFECT[attack.card] != "duel":
        return None
    rival = attack.player if attack.target == t.me else attack.target
    return rival if rival is not None and rival != t.me else None


def decline(t: Table) -> list[Line]:
    others = [a for a in t.view.legal if not isinstance(a, Pass)]
    if t.mine.hp <= 0:
        return [] if others else [Line(N_("Nothing you hold can save you now."))]
    answers = t.answers()
    if not answers:
        return [] if others else [Line(N_("You hold nothing that answers it."))]
    if duel_rival(t) is not None:
        return [counted(Nn_("At {hp} of {max_hp} life points you can lose this Duel and keep your {count} card "
                            "for later.",
                            "At {hp} of {max_hp} life points you can lose this Duel and keep your {count} cards "
                            "for later."), len(answers),
                        {"hp": t.mine.hp, "max_hp": t.mine.max_hp, "count": len(answers)})]
    _, attack = last_attack(t.view.public_history)
    if attack is not None and attack.target == t.me and EFFECT[attack.card] in ("bang", "missed") and (
            "double_missed" in t.table.abilities(attack.player)):
        return [counted(Nn_("It takes {count} card to cancel this shot, and you hold fewer.",
                            "It takes {count} cards to cancel this shot, and you hold fewer."), 2, {"count": 2})]
    return []


def discard(t: Table, card: int) -> list[Line]:
    lines = [Line(N_("{card} is the card you need least now."), {"card": NAME[card]}, cards=("card",))]
    spared = spare(t, card)
    return lines + ([spared] if spared is not None else [])


def spare(t: Table, card: int) -> Line | None:
    """Why a card is easy to give up here: what I hold or have in play that does the same."""
    name = NAME[card]
    if WEAPON[card]:
        current = weapon_in_play(t.mine)
        if current is not None and VALUE[current] >= VALUE[card] and "unlimited_bang" not in TAGS[card]:
            return Line(N_("Your {weapon} in play reaches as far."), {"weapon": NAME[current]},
                        cards=("weapon",))
    if EFFECT[card] == "equip" and any(NAME[c] == name for c in t.mine.in_play):
        return Line(N_("You already have a {card} in play."), {"card": name}, cards=("card",))
    if any(c != card and NAME[c] == name for c in t.view.hand):
        return Line(N_("Another {card} stays in your hand."), {"card": name}, cards=("card",))
    if EFFECT[card] == "beer" and t.mine.hp >= t.mine.max_hp:
        return t.my_life()
    return None


def want(t: Table, card: int) -> list[Line]:
    """Why a card on offer is worth having here: what it would change, what I lack."""
    effect = EFFECT[card]
    if WEAPON[card]:
        reach = VALUE[card]
        before = t.in_reach(t.seats, t.my_reach())
        after = t.in_reach(t.seats, reach)
        if after > before:
            return [counted(Nn_("With reach {reach}, {count} player is in your reach instead of {before}.",
                                "With reach {reach}, {count} players are in your reach instead of {before}."),
                            after, {"reach": reach, "count": after, "before": before})]
        return []
    if effect in ("beer", "heal_self", "heal_anyone") and t.mine.hp < t.mine.max_hp:
        return [t.my_life()]
    if effect in MISSED_LIKE and not GREEN[card] and t.sit.count("missed") == 0:
        return [Line(N_("You hold no Missed! card."))]
    if effect == "bang" and t.bangs_held() == 0:
        return [Line(N_("You hold no Bang! card."))]
    return []


def pick(t: Table, card: int) -> list[Line]:
    if card in t.view.selection:
        return [Line(N_("{card} is the most useful card on offer."), {"card": NAME[card]}, cards=("card",)),
                *want(t, card)]
    if card in t.mine.in_play:
        if EFFECT[card] in BURDENS:
            return [Line(N_("Giving up the {card} rids you of it."), {"card": NAME[card]}, cards=("card",))]
        return [Line(N_("{card} is the card in play you need least."), {"card": NAME[card]}, cards=("card",))]
    owner = next((seat.seat for seat in t.seats if card in seat.in_play), None)
    if owner is not None:
        if EFFECT[card] in BURDENS:
            return rescue(t, owner, card)
        return [Line(N_("Taking the {card} from {player} is worth more than the cards you would draw."),
                     {"card": NAME[card], "player": t.names[owner]}, cards=("card",)),
                loss(t, owner, card)]
    return [lucky(t, card)]


def lucky(t: Table, card: int) -> Line:
    """Lucky Duke chooses the "draw!" card that counts: which of them pass (an event may turn every suit)."""
    picks = [a.card for a in t.view.legal if isinstance(a, PickCard)]
    reason = check_reason(t.sit)
    passing = [passes(t, drawn, reason) for drawn in picks]
    if all(passing):
        return Line(N_("Any of them passes the \"draw!\"."))
    if not any(passing):
        return Line(N_("None of them passes the \"draw!\"."))
    return Line(N_("{card} passes the \"draw!\"."), {"card": NAME[card]}, cards=("card",))


def passes(t: Table, card: int, reason: CheckReason) -> bool:
    """Whether ``card`` passes a "draw!" for ``reason`` under the suit in force (Blessing: a heart, Curse: a spade)."""
    return t.table.check_passes(reason, card)


def keep(t: Table, cards: tuple[int, ...]) -> list[Line]:
    back = [card for card in t.view.selection if card not in cards]
    if len(back) != 1:
        return []
    return [Line(N_("{card} goes back on top of the deck: of the three, you need it least."),
                 {"card": NAME[back[0]]}, cards=("card",))]


def source(t: Table, source: Source) -> list[Line]:
    if source is DECK:
        top = t.view.discard[-1] if t.view.discard else None
        if any(isinstance(a, ChooseSource) and a.source is DISCARD for a in t.view.legal) and top is not None:
            return [Line(N_("{card} on the discard pile is worth less to you than an unseen card."),
                         {"card": NAME[top]}, cards=("card",))]
        return [Line(N_("Nothing better is on offer: draw from the deck."))]
    if source is DISCARD:
        top = t.view.discard[-1] if t.view.discard else None
        if top is None:
            return []
        return [Line(N_("{card} on the discard pile is worth taking."), {"card": NAME[top]}, cards=("card",)),
                *want(t, top)]
    return [*who(t, source), t.holds(source)]


def ability(t: Table, action: UseAbility) -> list[Line]:
    cards = action.cards
    hp, max_hp = t.mine.hp, t.mine.max_hp
    if action.target is not None:
        lines = [*who(t, action.target), *shot(t, action.target)]
        if len(cards) == 2:
            lines.append(pair(t, cards))
        return lines
    if len(cards) == 2:
        return [t.my_life(), pair(t, cards)]
    if len(cards) == 1:
        return [Line(N_("{card} is worth less to you than two new cards."), {"card": NAME[cards[0]]},
                     cards=("card",))]
    return [Line(N_("You are at {hp} of {max_hp} life points: one of them is worth two new cards now."),
                 {"hp": hp, "max_hp": max_hp})]


def pair(t: Table, cards: tuple[int, ...]) -> Line:
    """The two cards an ability is paid with: the two I need least."""
    if NAME[cards[0]] == NAME[cards[1]]:
        return Line(N_("Two {card} cards are the ones you need least."), {"card": NAME[cards[0]]},
                    cards=("card",))
    return Line(N_("{card} and {other} are the two cards you need least."),
                {"card": NAME[cards[0]], "other": NAME[cards[1]]}, cards=("card", "other"))


def borrow(t: Table, seat: int) -> list[Line]:
    character = t.seats[seat].character
    if not ABILITIES.get(character):
        return []
    return [Line(N_("{player}'s {character} has the ability most useful to you this round."),
                 {"player": t.names[seat], "character": character}, words=("character",))]


def brawl(t: Table, target: int, card: TargetCard) -> list[Line]:
    name = t.names[target]
    if card is FROM_HAND:
        if any(isinstance(a, ChooseCard) and a.target_card is not FROM_HAND for a in t.view.legal):
            return [Line(N_("A card from the hand costs {player} less than the cards in play."),
                         {"player": name})]
        return [Line(N_("{player} has no card in play."), {"player": name})]
    if EFFECT[card] in BURDENS:
        return [Line(N_("It frees {player} of the {card}."), {"player": name, "card": NAME[card]},
                     cards=("card",))]
    return [loss(t, target, card)]
