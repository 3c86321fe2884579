"""The play phase: a score for every legal play; the best positive one is played, else the turn ends.

Scores share one scale (ending the turn is 0): drawing cards first, then
equipment, then taking an enemy's best card or freeing a friend, Jail, Bang!,
Duel, the area attacks, and healing. Targets come from the player's relations,
so the role play lives here: nobody shoots a presumed friend, a Deputy never
targets the Sheriff, the Renegade spares the Sheriff until the end.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.actions import FROM_HAND, Action, EndTurn, PlayCard, UseAbility
from game.ai.cardinfo import (
    BLUE,
    EFFECT,
    GREEN,
    GREEN_MISSED,
    NAME,
    TAGS,
    VALUE,
    WEAPON,
    weapon_in_play,
)
from game.ai.renegade import AREA_GUARD, area_relation, living_with_role, two_deputies
from game.ai.situation import Situation
from game.eventcards import BLESSING, CURSE, THE_DALTONS, THE_REVEREND, THE_SERMON, THIRST, TRAIN_ARRIVAL
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from game.vocabulary import EffectKey, Tag

NEVER = -1000.0
FUTILE = -2000.0
"""A play the rules in force make pointless (a Duel in my Sermon turn, a Jail under Blessing, a shot that
cannot hit): not even the hard level's look-ahead tries it."""
ATTACK_THRESHOLD = -0.15
"""Relations below this are worth a Bang!."""


def rank_plays(sit: Situation, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Every legal play with its score, best first (ties keep the core's order)."""
    memo: dict[object, float] = {}
    scored = [(score_play(sit, action, memo), index, action) for index, action in enumerate(legal)]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(score, action) for score, _, action in scored]


def choose_play(sit: Situation, legal: Sequence[Action]) -> Action:
    """The best play, or ending the turn when nothing scores above it."""
    best: Action = legal[-1] if isinstance(legal[-1], EndTurn) else EndTurn()
    best_score = 0.0
    memo: dict[object, float] = {}
    for action in legal:
        score = score_play(sit, action, memo)
        if score > best_score:
            best, best_score = action, score
    return best


def score_play(sit: Situation, action: Action, memo: dict[object, float]) -> float:
    """How good one play-phase decision is right now (0 = as good as ending the turn)."""
    if isinstance(action, PlayCard):
        card = action.card
        key = (NAME[card], action.target, action.target_card)
        score = memo.get(key)
        if score is None:
            if GREEN[card]:
                score = _place_green(sit, action, memo) if card in sit.hand else _use_green(sit, action, memo)
            else:
                scorer = HAND_SCORER[card]
                score = NEVER if scorer is None else scorer(sit, action, memo)
            memo[key] = score
        if action.cost is not None and score > 0:
            score -= cost_weight(sit, 2) * sit.keep_value(action.cost)
        return score
    if isinstance(action, EndTurn):
        return 0.0
    if isinstance(action, UseAbility):
        return _ability(sit, action, memo)
    return NEVER


COST_WEIGHT = 3.0
"""What the second card of a "discard another card" play costs, per point of its keep value."""
SPARE_COST_WEIGHT = 1.0
"""The same when the cards paid would be over my hand limit anyway at the end of the turn."""


def cost_weight(sit: Situation, paid: int) -> float:
    """What a card paid costs per point of its keep value: little when I would discard it anyway, more when the
    next turn brings fewer cards (Thirst) and less when it brings more (Train Arrival)."""
    weight = COST_WEIGHT
    if sit.overflow() - paid >= 0:
        weight = SPARE_COST_WEIGHT
    if sit.events:
        upcoming = sit.my_next_event()
        if upcoming == THIRST:
            weight *= 1.3
        elif upcoming == TRAIN_ARRIVAL:
            weight *= 0.8
    return weight


def forbidden_target(sit: Situation, target: int) -> bool:
    """Role rules no level breaks: a Deputy never attacks the Sheriff, the Renegade not before the end."""
    if target != sit.sheriff:
        return False
    if sit.role == DEPUTY:
        return True
    return sit.role == RENEGADE and sit.rel[target] > -1.0


# --- cards that help me -----------------------------------------------------------


def _draw(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    return 100.0 + VALUE[action.card]


def weapon_score(sit: Situation, card: int | None) -> float:
    """How useful a weapon (None: the Colt .45) would be to me now."""
    reach = 1 if card is None else VALUE[card]
    score = 0.15 * reach
    enemies = sit.enemies()
    rel = sit.rel
    for seat in enemies:
        if sit.distance(seat) <= reach:
            score -= rel[seat]
    if card is not None and "unlimited_bang" in TAGS[card] and not sit.unlimited_bang():
        near = sum(-rel[s] for s in enemies if sit.distance(s) <= 1)
        score += 0.7 * max(0, sit.count("bang") - 1) * near
    return score


def _equip(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    card = action.card
    tags = TAGS[card]
    if WEAPON[card]:
        key = ("weapon", card)
        if key not in memo:
            current = memo.get("weapon")
            if current is None:
                current = memo["weapon"] = weapon_score(sit, weapon_in_play(sit.mine))
            gain = weapon_score(sit, card) - current
            memo[key] = 75.0 + 5.0 * gain if gain > 0.05 else NEVER
        return memo[key]
    if sit.ghost:
        return 80.0 if "scope" in tags and _reach_gain(sit) else FUTILE  # the rest leaves with me at the end
    if "barrel" in tags:
        score = 90.0
    elif "mustang" in tags:
        score = 85.0
    elif "scope" in tags:
        score = 80.0
    else:
        return 10.0
    if sit.view.next_event == THE_DALTONS and not _blue_in_play(sit):
        # The Daltons come before my next turn and take a lone blue card: keep it in hand unless I must discard.
        return 5.0 if sit.overflow() > 0 else NEVER
    return score


def _blue_in_play(sit: Situation) -> bool:
    return any(BLUE[card] for card in sit.mine.in_play)


def _reach_gain(sit: Situation) -> bool:
    """Whether one more point of reach would bring an enemy into my weapon's reach (a ghost's Scope)."""
    reach = sit.reach()
    return any(sit.distance(seat) == reach + 1 for seat in sit.enemies())


def _beer(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    if sit.alive <= 2 or sit.hp >= sit.max_hp or sit.ghost:
        return NEVER
    if sit.hp <= sit.max_hp - 2 or sit.hp <= 2 or sit.overflow() > 0 or (sit.alive == 3 and sit.role == RENEGADE):
        # The Renegade drinks up before his last duel: with two players left a Beer heals nobody.
        return 30.0 + 5.0 * (sit.max_hp - sit.hp)
    if sit.events and (sit.my_next_event() == THE_REVEREND or sit.bleeding()):
        # Drink while I may: The Reverend bars Beer from the next round; High Noon takes a life point a turn.
        sit.foresight.add(action.card)
        return 28.0
    return NEVER


def _saloon(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    gain = 1.5 if sit.hp < sit.max_hp and not sit.ghost else 0.0
    for seat, info in enumerate(sit.seats):
        if seat != sit.me and info.alive and info.hp < info.max_hp:
            gain += sit.rel[seat] * (1.5 if info.hp <= 1 else 1.0)
    if gain > 0.5:
        return 30.0 + 5.0 * gain
    return 1.0 if sit.overflow() > 0 and gain > -0.5 else NEVER


def _general_store(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    rel, me = sit.rel, sit.me
    balance = sum(rel[s] for s, info in enumerate(sit.seats) if s != me and info.alive)
    if balance > -1.0:
        return 12.0
    return 2.0 if sit.overflow() > 0 else NEVER


def _dynamite(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """Only an Outlaw lights Dynamite: it goes round the table and may blow up on the Sheriff."""
    if sit.role != OUTLAW or sit.hp < 3 or sit.ghost or sit.event_on_turn_of(sit.me) == CURSE:
        return NEVER
    nxt = sit.table.next_alive(sit.me)
    if sit.rel[nxt] > 0.2:
        return NEVER
    return 8.0


def sid_pair(sit: Situation) -> tuple[int, ...]:
    """The two cards Sid Ketchum would miss least."""
    hand = sorted(sit.hand, key=lambda c: (sit.keep_value(c), c))
    return tuple(sorted(hand[:2]))


def _sid_ketchum(sit: Situation, action: UseAbility, memo: dict[object, float]) -> float:
    if "sid" not in memo:
        pair = sid_pair(sit)
        cost = sum(sit.keep_value(c) for c in pair)
        score = NEVER
        if sit.hp < sit.max_hp and not sit.ghost:  # a ghost's life points do him no good: he leaves at the end
            if sit.hp <= 2:
                score = 50.0 - 2.0 * cost
            elif sit.overflow() >= 2 or cost < 6.0:
                score = 25.0 - cost
        memo["sid"] = score
        memo[("sid", pair)] = score
    return memo.get(("sid", tuple(action.cards)), NEVER)


# --- cards that hurt others -----------------------------------------------------------


def spared_hunter(sit: Situation, target: int) -> bool:
    """Three players: the one who hunts me is not to be hurt while my target can still finish him off (and win),
    unless I finish him myself now."""
    return sit.three and sit.alive == 3 and target == sit.hunter and sit.seats[target].hp > 1


def _bang(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    if sit.three and spared_hunter(sit, target):
        return FUTILE
    key = ("bang", target)
    if key not in memo:
        rel = sit.rel[target]
        hit = -1.0
        if rel <= ATTACK_THRESHOLD or sit.expansions:
            hit = sit.shot_hit_chance(target, double="double_missed" in sit.abilities)
        if 0.0 <= hit < HOPELESS:
            memo[key] = FUTILE
        elif rel > ATTACK_THRESHOLD:
            memo[key] = NEVER
        else:
            info = sit.seats[target]
            value = -rel * hit
            value *= 2.0 if info.hp <= 1 else (1.3 if info.hp == 2 else 1.0)
            if sit.role in (SHERIFF, DEPUTY) and threatens_sheriff(sit, target):
                value *= 1.3
            if info.hp > 1 and "steal_when_hit" in sit.table.abilities(target):
                value *= 0.85  # El Gringo takes a card from the shooter's hand
            memo[key] = 40.0 + 20.0 * value
    score = memo[key]
    if sit.calamity and sit.hp <= 2 and sit.count("missed") <= 1 and sit.seats[target].hp > 1:
        score -= 30.0
    return score


HOPELESS = 0.05
"""A shot this unlikely to hit (a Barrel under Blessing, a sure green Missed!) is kept for later."""


def threatens_sheriff(sit: Situation, seat: int) -> bool:
    """Whether ``seat`` has the Sheriff within his weapon's reach in his turn."""
    sheriff = sit.sheriff
    if sheriff < 0 or seat == sheriff:
        return False
    return sit.table.in_turn_of(seat).in_reach(seat, sheriff)


def _duel(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    info = sit.seats[target]
    sermon = sit.event == THE_SERMON  # no BANG! card of mine in my Sermon turn, not even in a Duel
    if info.ghost or (sermon and info.hand_count > 0 and not sit.ghost) or spared_hunter(sit, target):
        return FUTILE
    rel = sit.rel[target]
    if rel > -0.3:
        return NEVER
    if sit.ghost:
        return 45.0 + 20.0 * -rel  # a ghost loses nothing in a Duel
    mine = 0 if sermon else sit.count("bang")
    theirs = info.hand_count * 0.3
    # With an empty hand he has nothing to answer with: the Duel is a sure hit, whatever I hold.
    win = 1.0 if info.hand_count == 0 else (mine + 0.5) / (mine + theirs + 1.0)
    value = -rel * (2.0 * win - 0.7) * (1.6 if info.hp <= 1 else 1.0)
    return 35.0 + 20.0 * value if value > 0.15 else NEVER


def _jail(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    upcoming = sit.event_on_turn_of(target) if sit.events else None
    if upcoming == BLESSING:
        return FUTILE  # every "draw!" is a heart: he walks out
    rel = sit.rel[target]
    if sit.three and sit.alive == 3:
        # Three players: Jail holds back the one who hunts me; jailing my target would only spare his.
        if target != sit.hunter:
            return FUTILE
        rel = THREE_DISARM
    if rel > -0.35:
        return NEVER
    info = sit.seats[target]
    shots = sit.table.in_turn_of(target).tag_count(target, "unlimited_bang")
    value = -rel * (1.0 + 0.1 * info.hand_count + 0.1 * shots)
    if upcoming == CURSE:
        value *= 1.3  # every "draw!" is a spade: he stays in
    return 55.0 + 10.0 * value


THREE_DISARM = -0.8
"""Three players: taking cards from the player who hunts me, or jailing him, protects me."""


def _area(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    indians = EFFECT[action.card] == "indians"
    relations, me, sheriff = sit.rel, sit.me, sit.sheriff  # every living seat's relation is read below
    guard = sit.role in (DEPUTY, RENEGADE) and relations[sheriff] > -1.0 if sheriff >= 0 else False
    seven = sit.role == RENEGADE and two_deputies(len(sit.seats))
    # Every Outlaw left is one more shot at the Sheriff before his next turn: a guarded Sheriff is never brought
    # within that many life points of death.
    frail = max(2, 1 + living_with_role(sit.seats, OUTLAW)) if guard else 0
    net = 0.0
    for seat, info in enumerate(sit.seats):
        if seat == me or not info.alive:
            continue
        hit = 0.8**info.hand_count if indians else sit.shot_hit_chance(seat)
        rel = relations[seat]
        if info.hp <= 1 and (rel > 0.3 or forbidden_target(sit, seat)):
            return NEVER
        if guard and seat == sheriff and info.hp <= frail:
            return NEVER
        if sit.role == RENEGADE:
            rel = area_relation(sit.seats, seat, sheriff, rel, guard, seven)
        elif guard and seat == sheriff:
            rel = max(rel, 1.0) * AREA_GUARD
        net -= rel * hit * (1.8 if info.hp <= 1 else 1.0)
    if net > 0.3:
        return 45.0 + 15.0 * net
    return 1.0 if net > 0.0 and sit.overflow() > 0 else NEVER


IN_PLAY_WORTH: dict[Tag, float] = {"barrel": 1.0, "mustang": 0.8, "scope": 0.5, "unlimited_bang": 0.6}


def in_play_worth(card: int) -> float:
    """How much a card in front of a player helps him (a Jail or Dynamite too little to matter here)."""
    tags = TAGS[card]
    for tag, worth in IN_PLAY_WORTH.items():
        if tag in tags:
            return worth
    if WEAPON[card]:
        return 0.25 + 0.12 * VALUE[card]
    if GREEN[card]:
        return 0.8 if GREEN_MISSED[card] else 0.5
    return 0.3


_in_play_worth = in_play_worth


def _take(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """Panic! and Cat Balou: hurt an enemy, or rid a friend (or myself) of Jail or Dynamite."""
    target, taken = action.target, action.target_card
    if target is None or taken is None:
        return NEVER
    panic = EFFECT[action.card] in ("panic", "steal_any")
    rel = sit.rel[target]
    if sit.three and sit.alive == 3 and target == sit.hunter:
        # Three players: disarm the hunter (his hand, his weapon), never his defence (my target shoots at him).
        burden = taken is not FROM_HAND and EFFECT[taken] in ("jail", "dynamite")
        defensive = taken is not FROM_HAND and (GREEN_MISSED[taken] or not (WEAPON[taken] or GREEN[taken]))
        rel = 1.0 if defensive and not burden else THREE_DISARM
    if target == sit.me:
        if taken is not FROM_HAND and EFFECT[taken] == "dynamite" and sit.hp <= 4:
            return 50.0 + (10.0 if sit.hp <= 3 else 0.0)
        return NEVER
    hostile = taken is FROM_HAND or EFFECT[taken] not in ("jail", "dynamite")
    if hostile and (forbidden_target(sit, target) or rel > 0.0):
        return NEVER
    if taken is FROM_HAND:
        gain = -rel * (0.7 if panic else 0.5) + (0.2 if panic else 0.0)
        if sit.seats[target].hand_count == 1:
            gain += -rel * 0.2
    else:
        aimed = EFFECT[taken]
        if aimed == "jail":
            gain = rel * 1.2
        elif aimed == "dynamite":
            gain = rel * 0.6
        else:
            gain = -rel * _in_play_worth(taken)
            if panic and not any(EFFECT[c] == EFFECT[taken] and TAGS[c] == TAGS[taken] for c in sit.mine.in_play):
                gain += 0.25 * _in_play_worth(taken)
    if gain > 0.25:
        return 50.0 + 20.0 * gain
    return 1.0 if gain > 0.05 and sit.overflow() > 0 else NEVER


# --- Dodge City -----------------------------------------------------------------------------

GREEN_WORTH: dict[EffectKey, float] = {
    "missed": 70.0,
    "dodge": 72.0,
    "draw": 62.0,
    "shot_near": 55.0,
    "shot_near_draw": 58.0,
    "shot_reach": 57.0,
    "shot_any": 58.0,
    "gatling": 52.0,
    "steal_any": 52.0,
    "cat_balou": 50.0,
    "heal_self": 48.0,
}
"""A green card put into play now, to be used from the next turn (it no longer weighs on my hand)."""


def _place_green(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    if sit.ghost:
        return FUTILE  # usable only from my next turn, and a ghost leaves with every card
    return GREEN_WORTH.get(EFFECT[action.card], 30.0)


GREEN_PATIENCE = 3.0
"""A green card in play waits for a better moment: it scores this much below the same effect from hand, so
hand cards go first and a green card is kept when the first shot was enough."""


def _use_green(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """A green card used from my play area: like the same effect from hand, but a green card in play can wait
    (it takes no room in my hand), so it is used after the hand cards and a shot only at a clear enemy."""
    effect = EFFECT[action.card]
    scorer = SCORERS.get(effect)
    if scorer is None:
        return NEVER
    score = scorer(sit, action, memo)
    if score <= 0:
        return score
    if sit.ghost:
        return score + 1.0  # it leaves with me at the end of my turn: use it now
    if effect == "draw":
        return score
    return score - GREEN_PATIENCE


def _shot(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """A BANG! effect that is not a BANG! card: scored like a Bang!, a little better (the limit stays free)."""
    score = _bang(sit, action, memo)
    return score + 2.0 if score > 0 else score


def _brawl(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    net = 0.0
    for seat, info in enumerate(sit.seats):
        if seat == sit.me or not info.alive or (info.hand_count == 0 and not info.in_play):
            continue
        worth = max([_in_play_worth(c) for c in info.in_play] + [0.5 if info.hand_count else 0.0])
        rel = sit.rel[seat]
        if sit.three and sit.alive == 3 and seat == sit.hunter:
            rel = THREE_DISARM * 0.5
        net -= rel * worth
    return 40.0 + 12.0 * net if net > 0.4 else NEVER


def _heal_self(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    missing = sit.max_hp - sit.hp
    if missing <= 0 or sit.ghost:
        return NEVER
    return 30.0 + 5.0 * min(missing, VALUE[action.card])


def _heal_anyone(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None:
        return NEVER
    if target == sit.me:
        return _heal_self(sit, action, memo)
    info = sit.seats[target]
    rel = sit.rel[target]
    if info.hp >= info.max_hp or rel < 0.3 or info.ghost:
        return NEVER
    return 20.0 + 10.0 * rel * (2.0 if info.hp <= 1 else 1.0)


def _ability(sit: Situation, action: UseAbility, memo: dict[object, float]) -> float:
    """Sid Ketchum (two cards for a life point), Chuck Wengam (a life point for two cards), Doc Holyday (two
    cards for a shot), Jose Delgado (a blue card for two cards)."""
    if not action.cards:
        return _chuck_wengam(sit)
    if action.target is not None:
        shot = _bang(sit, PlayCard(action.cards[0], action.target), memo)
        cost = sum(sit.keep_value(c) for c in action.cards)
        return shot - cost_weight(sit, 2) * cost if shot > 0 else NEVER
    if len(action.cards) == 1:
        return 60.0 - cost_weight(sit, 1) * sit.keep_value(action.cards[0])
    return _sid_ketchum(sit, action, memo)


LIFE_PRICE = {2: 40.0, 3: 17.0, 4: 9.0}
"""What Chuck Wengam's life point costs him at each life total (5 and more: 6)."""
TWO_CARDS = 15.0


def _chuck_wengam(sit: Situation) -> float:
    """A life point for two cards: worth it with life to spare and room in the hand for the cards."""
    hp = sit.hp
    price = LIFE_PRICE.get(hp, 6.0)
    if sit.role == SHERIFF:
        price *= 1.5
    if sit.bleeding():
        price *= 2.0
    if any(EFFECT[c] == "beer" for c in sit.hand) and sit.alive > 2 and sit.event != THE_REVEREND:
        price *= 0.6  # a Beer gives the life point back
    gain = TWO_CARDS
    room = (hp - 1) - (len(sit.hand) + 2)
    if room < 0 and "hand_limit_ten" not in sit.abilities:
        gain += 4.0 * room  # cards over the limit are discarded unless I can play them
    score = gain - price
    return 10.0 + score if score > 0 else NEVER


Scorer = Callable[[Situation, PlayCard, dict[object, float]], float]
"""Scores playing one card (see ``score_play``); the memo holds what plays of the same decision share."""

SCORERS: dict[EffectKey, Scorer] = {
    "draw": _draw,
    "equip": _equip,
    "beer": _beer,
    "saloon": _saloon,
    "general_store": _general_store,
    "dynamite": _dynamite,
    "bang": _bang,
    "duel": _duel,
    "jail": _jail,
    "gatling": _area,
    "indians": _area,
    "panic": _take,
    "cat_balou": _take,
    "steal_any": _take,
    "shot_near": _shot,
    "shot_near_draw": _shot,
    "shot_reach": _shot,
    "shot_any": _shot,
    "brawl": _brawl,
    "heal_self": _heal_self,
    "heal_anyone": _heal_anyone,
}
HAND_SCORER: tuple[Scorer | None, ...] = tuple(
    None if green else SCORERS.get("bang" if effect == "missed" else effect)
    for green, effect in zip(GREEN, EFFECT, strict=True)
)
"""The scorer of every card played from the hand, by card id (a Missed! is Calamity Janet's Bang!; green cards are
scored apart)."""
