"""Why a play of the play phase is good now: what it changes at this table, what its target has to answer with.

Never what the card does in general: who comes into reach, who has the player in
reach, the target's life points, Barrel and cards in hand, the hidden roles an
area attack hits, the cards the player keeps for the others' turns.
"""
from __future__ import annotations

from game.actions import FROM_HAND, PlayCard
from game.ai.cardinfo import (
    EFFECT,
    GREEN,
    GREEN_MISSED,
    MISSED_LIKE,
    NAME,
    TAGS,
    VALUE,
    WEAPON,
)
from game.ai.hint.facts import BURDENS, LAW, Table, with_in_play
from game.ai.hint.line import Line, counted
from game.ai.hint.roles import deeds, friend, who
from game.eventcards import THE_SERMON
from game.messages import N_, Nn_
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from game.vocabulary import EffectKey

FEW_CARDS = 2
"""A target holding this many cards or fewer has little to cancel a shot with: worth saying."""
SHOTS: frozenset[EffectKey] = frozenset({"bang", "missed", "shot_near", "shot_near_draw", "shot_reach", "shot_any"})
"""Effects of a play that shoots its target (a Missed! played as a Bang! by Calamity Janet)."""
STEALS: tuple[EffectKey, ...] = ("panic", "cat_balou", "steal_any")
AREA: tuple[EffectKey, ...] = ("gatling", "indians", "brawl")
ANSWERS_IN_TURN: tuple[EffectKey, ...] = ("missed", "dodge", "beer")
"""Cards worth keeping for the other players' turns."""


def play(t: Table, action: PlayCard) -> list[Line]:
    card, target, taken = action.card, action.target, action.target_card
    effect = EFFECT[card]
    lines: list[Line]
    if GREEN[card] and card in t.view.hand:
        lines = green(t, card)
    elif target is not None and target != t.me and hostile(t, action):
        lines = [*who(t, target), *tactics(t, action)]
    elif effect == "equip":
        lines = equipment(t, card)
    elif taken is not None and taken is not FROM_HAND and target is not None:
        lines = rescue(t, target, taken)
    elif effect == "heal_anyone" and target is not None and target != t.me:
        info = t.seats[target]
        lines = [*friend(t, target), Line(N_("{player} is at {hp} of {max_hp} life points."),
                                            {"player": t.names[target], "hp": info.hp, "max_hp": info.max_hp})]
    else:
        lines = own_card(t, card)
    if action.cost is not None:
        lines.append(Line(N_("{card} is the card you can best spare to pay for it."),
                          {"card": NAME[action.cost]}, cards=("card",)))
    return lines


def hostile(t: Table, action: PlayCard) -> bool:
    taken = action.target_card
    if taken is not None and taken is not FROM_HAND and EFFECT[taken] in BURDENS:
        return False
    return EFFECT[action.card] not in ("beer", "heal_anyone", "heal_self")


def tactics(t: Table, action: PlayCard) -> list[Line]:
    """Why this card at this target now: what the target has to answer with, what it loses."""
    target = action.target
    assert target is not None
    seat = t.seats[target]
    name = t.names[target]
    effect = EFFECT[action.card]
    if effect == "jail":
        if seat.hand_count == 0:
            return [Line(N_("In Jail, {player} will probably miss a turn."), {"player": name})]
        return [counted(Nn_("{player} holds {count} card: in Jail, it probably stays unplayed next turn.",
                            "{player} holds {count} cards: in Jail, they probably stay unplayed next turn."),
                        seat.hand_count, {"player": name, "count": seat.hand_count})]
    if effect == "duel":
        return duel(t, target)
    if effect in STEALS:
        taken = action.target_card
        if taken is None or taken is FROM_HAND:
            return [counted(Nn_("{player} holds {count} card: one fewer to answer with.",
                                "{player} holds {count} cards: one fewer to answer with."),
                            seat.hand_count, {"player": name, "count": seat.hand_count})]
        return [loss(t, target, taken)]
    if effect in SHOTS:
        return shot(t, target)
    return []


def duel(t: Table, target: int) -> list[Line]:
    seat = t.seats[target]
    name = t.names[target]
    if seat.hand_count == 0:
        return [Line(N_("{player} holds no card to answer the Duel with."), {"player": name})]
    mine = t.sit.count("bang")
    if mine == 0:
        return [Line(N_("You hold no card to answer with in the Duel, and {player} holds {theirs}."),
                     {"player": name, "theirs": seat.hand_count})]
    return [counted(Nn_("You hold {count} card to answer with in the Duel, and {player} holds {theirs}.",
                        "You hold {count} cards to answer with in the Duel, and {player} holds {theirs}."),
                    mine, {"count": mine, "player": name, "theirs": seat.hand_count})]


def shot(t: Table, target: int) -> list[Line]:
    """What ``target`` has against a shot: life points, a Barrel, cards in hand."""
    seat = t.seats[target]
    name = t.names[target]
    params: dict[str, object] = {"player": name}
    if seat.hp <= 1:
        return [Line(N_("{player} has only one life point left."), params)]
    barrel = t.table.tag_count(target, "barrel") > 0
    if barrel:
        if seat.hp < seat.max_hp:
            return [Line(N_("{player} is down to {hp} of {max_hp} life points."),
                         {**params, "hp": seat.hp, "max_hp": seat.max_hp})]
        return []
    if seat.hand_count == 0:
        return [Line(N_("{player} has no Barrel and no card in hand."), params)]
    if seat.hand_count <= FEW_CARDS:
        return [counted(Nn_("{player} has no Barrel and holds only {count} card.",
                            "{player} has no Barrel and holds only {count} cards."),
                        seat.hand_count, {**params, "count": seat.hand_count})]
    if seat.hp < seat.max_hp:
        return [Line(N_("{player} has no Barrel and is at {hp} of {max_hp} life points."),
                     {**params, "hp": seat.hp, "max_hp": seat.max_hp})]
    return [Line(N_("{player} has no Barrel."), params)]


def loss(t: Table, target: int, card: int) -> Line:
    """What ``target`` loses with ``card`` taken from his play area, in distances and answers."""
    name = t.names[target]
    params: dict[str, object] = {"player": name, "card": NAME[card]}
    tags = TAGS[card]
    seats = t.seats
    without = with_in_play(seats, target, remove=(card,))
    if WEAPON[card]:
        reach = VALUE[card]
        his_near = t.table.distances_from(target)
        reached = his_near[t.me] <= reach
        if reached and his_near[t.me] > 1:
            return Line(N_("Without the {card}, {player} can no longer reach you."), params, cards=("card",))
        others = [s for s, info in enumerate(seats) if s != target and info.alive]
        before = sum(1 for s in others if his_near[s] <= reach)
        after = sum(1 for s in others if his_near[s] <= 1)
        if after != before:
            return counted(Nn_("Without the {card}, {player} has {count} player in reach instead of {before}.",
                               "Without the {card}, {player} has {count} players in reach instead of {before}."),
                           after, {**params, "count": after, "before": before}, cards=("card",))
    elif "mustang" in tags:
        before = t.near[target]
        after = t.table_with(without).distance(t.me, target)
        reach = t.my_reach()
        if after <= reach < before:
            return Line(N_("Without the {card}, {player} comes into your reach."), params, cards=("card",))
        if after != before:
            return Line(N_("Without the {card}, {player} is at distance {after} from you instead of {before}."),
                        {**params, "after": after, "before": before}, cards=("card",))
    elif "scope" in tags:
        before = t.table.distance(target, t.me)
        after = t.table_with(without).distance(target, t.me)
        reach = t.table.weapon_reach(target)
        if before <= reach < after:
            return Line(N_("Without the {card}, you are out of {player}'s reach."), params, cards=("card",))
        if after != before:
            return Line(N_("Without the {card}, {player} sees you at distance {after} instead of {before}."),
                        {**params, "after": after, "before": before}, cards=("card",))
    elif "barrel" in tags and t.table_with(without).tag_count(target, "barrel") == 0 and not any(
            GREEN_MISSED[c] for c in seats[target].in_play):
        count = seats[target].hand_count
        if count == 0:
            return Line(N_("Without the {card}, {player} has nothing left to stop a shot."), params,
                        cards=("card",))
        return counted(Nn_("Without the {card}, only the {count} card in {player}'s hand can stop a shot.",
                           "Without the {card}, only the {count} cards in {player}'s hand can stop a shot."),
                       count, {**params, "count": count}, cards=("card",))
    elif GREEN_MISSED[card]:
        return Line(N_("Without the {card}, {player} has one answer fewer to a shot."), params, cards=("card",))
    elif GREEN[card]:
        return Line(N_("{player} loses the {card} before getting to use it."), params, cards=("card",))
    return Line(N_("{player} loses the {card}."), params, cards=("card",))


def equipment(t: Table, card: int) -> list[Line]:
    """What a blue card changes at this table: who is in my reach, who has me in reach."""
    tags = TAGS[card]
    seats = t.seats
    if WEAPON[card]:
        return weapon(t, card)
    if "barrel" in tags:
        return defence(t)
    if "mustang" in tags:
        after_seats = with_in_play(seats, t.me, add=(card,))
        before, after = t.threats(seats), t.threats(after_seats)
        if after == 0 and before > 0:
            return [counted(Nn_("With it, the {count} player who has you in reach now no longer will.",
                                "With it, none of the {count} players who have you in reach now still will."),
                            before, {"count": before})]
        if after != before:
            return [counted(Nn_("With it, {count} player has you in reach instead of {before}.",
                                "With it, {count} players have you in reach instead of {before}."),
                            after, {"count": after, "before": before})]
        near_before, near_after = t.seen_near(seats), t.seen_near(after_seats)
        if near_after == 0 and near_before > 0:
            return [counted(Nn_("With it, the {count} player who sees you at distance 1 now no longer will.",
                                "With it, none of the {count} players who see you at distance 1 now still will."),
                            near_before, {"count": near_before})]
        if near_after != near_before:
            return [counted(Nn_("With it, {count} player sees you at distance 1 instead of {before}.",
                                "With it, {count} players see you at distance 1 instead of {before}."),
                            near_after, {"count": near_after, "before": near_before})]
        return []
    if "scope" in tags:
        after_seats = with_in_play(seats, t.me, add=(card,))
        reach = t.my_reach()
        before, after = t.in_reach(seats, reach), t.in_reach(after_seats, reach)
        if after != before:
            return [counted(Nn_("With it, {count} player is in your reach instead of {before}.",
                                "With it, {count} players are in your reach instead of {before}."),
                            after, {"count": after, "before": before})]
        near_before, near_after = t.at_distance_one(seats), t.at_distance_one(after_seats)
        if near_after != near_before:
            return [counted(Nn_("With it, you see {count} player at distance 1 instead of {before}.",
                                "With it, you see {count} players at distance 1 instead of {before}."),
                            near_after, {"count": near_after, "before": near_before})]
    return []


def weapon(t: Table, card: int) -> list[Line]:
    reach = VALUE[card]
    before = t.in_reach(t.seats, t.my_reach())
    after = t.in_reach(t.seats, reach)
    lines: list[Line] = []
    if "unlimited_bang" in TAGS[card]:
        bangs = t.bangs_held()
        if bangs >= 2:
            lines.append(counted(Nn_("You hold {count} Bang! card: the Volcanic lets you play them all this turn.",
                                     "You hold {count} Bang! cards: the Volcanic lets you play them all this "
                                     "turn."), bangs, {"count": bangs}))
    if after != before and after > 0:
        lines.append(counted(Nn_("With reach {reach}, {count} player is in your reach instead of {before}.",
                                 "With reach {reach}, {count} players are in your reach instead of {before}."),
                             after, {"reach": reach, "count": after, "before": before}))
    elif not lines and reach > t.my_reach() and not t.mine.ghost:
        if after == len(t.alive_others()):
            lines.append(Line(N_("Everyone is in your reach already; with reach {reach} it stays so when "
                                 "distances grow."), {"reach": reach}))
        else:
            lines.append(Line(N_("Nobody new comes into your reach yet; reach {reach} is ready for when "
                                 "distances change."), {"reach": reach}))
    return lines


def defence(t: Table) -> list[Line]:
    """Who has me in reach now, and whether I hold a Missed! to answer them."""
    threats = t.threats(t.seats)
    if threats == 0:
        return []
    if t.sit.count("missed") == 0:
        return [counted(Nn_("{count} player has you in reach, and you hold no Missed! card.",
                            "{count} players have you in reach, and you hold no Missed! card."),
                        threats, {"count": threats})]
    return [counted(Nn_("{count} player has you in reach.", "{count} players have you in reach."),
                    threats, {"count": threats})]


def green(t: Table, card: int) -> list[Line]:
    """A green card put into play: what it will face at this table, and the room it makes in the hand."""
    effect = EFFECT[card]
    lines: list[Line] = []
    if effect in MISSED_LIKE or GREEN_MISSED[card]:
        lines = defence(t)
    elif effect == "heal_self" and t.mine.hp < t.mine.max_hp:
        lines = [t.my_life()]
    elif effect in ("shot_near", "shot_near_draw"):
        near = t.at_distance_one(t.seats)
        if near:
            lines = [counted(Nn_("{count} player is at distance 1 from you.",
                                 "{count} players are at distance 1 from you."), near, {"count": near})]
    elif effect == "shot_reach":
        count = t.in_reach(t.seats, t.my_reach())
        if count:
            lines = [counted(Nn_("{count} player is in your reach.", "{count} players are in your reach."),
                             count, {"count": count})]
    held, limit = len(t.view.hand), t.table.hand_limit(t.me)
    if held > limit:
        lines.append(counted(Nn_("You hold {count} card and may keep only {limit} at the end of the turn.",
                                 "You hold {count} cards and may keep only {limit} at the end of the turn."),
                             held, {"count": held, "limit": limit}))
    return lines


def rescue(t: Table, target: int, taken: int) -> list[Line]:
    name = t.names[target]
    if target == t.me:
        hp = t.mine.hp
        if EFFECT[taken] == "dynamite":
            return [counted(Nn_("You have {count} life point: if the Dynamite blows up on you, it costs 3.",
                                "You have {count} life points: if the Dynamite blows up on you, it costs 3."),
                            hp, {"count": hp})]
        return [Line(N_("It rids you of your {card}."), {"card": NAME[taken]}, cards=("card",))]
    if t.seats[target].role == SHERIFF and t.view.role in LAW:
        return [Line(N_("It frees {player}, the Sheriff, of the {card}."), {"player": name, "card": NAME[taken]},
                     cards=("card",))]
    return [Line(N_("It frees {player} of the {card}."), {"player": name, "card": NAME[taken]}, cards=("card",)),
            *([] if t.three else deeds(t, target))]


def own_card(t: Table, card: int) -> list[Line]:
    effect = EFFECT[card]
    hp, max_hp = t.mine.hp, t.mine.max_hp
    if effect == "draw":
        others = any(isinstance(a, PlayCard) and EFFECT[a.card] != "draw" for a in t.view.legal)
        if not others:
            return []
        return [counted(Nn_("Draw the {count} card first: it may change what is best to play.",
                            "Draw the {count} cards first: they may change what is best to play."),
                        VALUE[card], {"count": VALUE[card]})]
    if effect in ("beer", "heal_self", "heal_anyone"):
        heal = VALUE[card] if effect != "beer" else (2 if "double_beer" in t.sit.abilities else 1)
        return [Line(N_("You are at {hp} of {max_hp} life points: it brings you to {after}."),
                     {"hp": hp, "max_hp": max_hp, "after": min(hp + max(heal, 1), max_hp)})]
    if effect == "saloon":
        lines = [t.my_life()] if hp < max_hp else []
        wounded = sum(1 for s in t.alive_others() if t.seats[s].hp < t.seats[s].max_hp)
        if wounded:
            lines.append(counted(Nn_("{count} other player is wounded.", "{count} other players are wounded."),
                                 wounded, {"count": wounded}))
        return lines
    if effect == "general_store":
        alive = t.sit.alive
        return [counted(Nn_("You pick first of the {count} card turned up.",
                            "You pick first of the {count} cards turned up."), alive, {"count": alive})]
    if effect in AREA:
        return area(t)
    if effect == "dynamite":
        return [Line(N_("If it does not blow up on you first, it passes to {player}."),
                     {"player": t.names[t.table.next_alive(t.me)]})]
    return []


def area(t: Table) -> list[Line]:
    """How many of the players an area attack hits are against me (from the role cards dealt and shown)."""
    if t.three or t.view.role == RENEGADE:
        return []
    _, counts = t.hidden_counts()
    against = t.against_me(counts) + (1 if t.view.role == OUTLAW and t.sheriff >= 0 and t.seats[
        t.sheriff].alive else 0)
    if against <= 0:
        return []
    return [counted(Nn_("It hits every other player, and {count} of them is against you.",
                        "It hits every other player, and {count} of them are against you."),
                    against, {"count": against})]


def end_turn(t: Table) -> list[Line]:
    hand = t.view.hand
    if not hand:
        return []
    limit = t.table.hand_limit(t.me)
    if len(hand) > limit:
        if limit == max(t.mine.hp, 0):
            return [counted(Nn_("Nothing is worth playing now; you will keep {count} card, your life points.",
                                "Nothing is worth playing now; you will keep {count} cards, your life points."),
                            limit, {"count": limit})]
        return [counted(Nn_("Nothing is worth playing now; you will keep {count} card.",
                            "Nothing is worth playing now; you will keep {count} cards."), limit,
                        {"count": limit})]
    lines = kept(t)
    return lines + no_bang(t)


def kept(t: Table) -> list[Line]:
    """The answers I keep for the others' turns, by name (only those I hold)."""
    names: list[str] = []
    for card in t.view.hand:
        if EFFECT[card] in ANSWERS_IN_TURN and not GREEN[card] and NAME[card] not in names:
            names.append(NAME[card])
    if not names:
        return [Line(N_("Nothing you hold is worth playing now: keep your cards."))]
    if len(names) == 1:
        return [Line(N_("Nothing else is worth playing now: keep your {card} for the others' turns."),
                     {"card": names[0]}, cards=("card",))]
    return [Line(N_("Nothing else is worth playing now: keep your {card} and {other} for the others' turns."),
                 {"card": names[0], "other": names[1]}, cards=("card", "other"))]


def no_bang(t: Table) -> list[Line]:
    """Why the Bang! I hold is not played: the rules of the turn, or nobody in reach."""
    if not t.bangs_held():
        return []
    targets = {a.target for a in t.view.legal if isinstance(a, PlayCard) and EFFECT[a.card] == "bang"}
    if t.event == THE_SERMON and t.view.turn == t.me:
        return [Line(N_("Under The Sermon your Bang! must wait for another turn."))]
    if not targets and t.view.bangs_played > 0:
        played = t.view.bangs_played
        return [counted(Nn_("You have already played {count} Bang! card this turn.",
                            "You have already played {count} Bang! cards this turn."), played, {"count": played})]
    if not targets and t.in_reach(t.seats, t.my_reach()) == 0:
        return [Line(N_("Nobody is in your reach, so your Bang! must wait."))]
    if targets == {t.sheriff} and t.view.role in (DEPUTY, RENEGADE):
        return [Line(N_("The only player your Bang! could hit is the Sheriff."))]
    return []
