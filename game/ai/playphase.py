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
    ABILITIES,
    EFFECT,
    GREEN,
    NAME,
    TAGS,
    VALUE,
    WEAPON,
    distances,
    next_alive,
    tag_count,
    weapon_in_play,
    weapon_reach,
)
from game.ai.situation import Situation

NEVER = -1000.0
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
    best: Action = EndTurn()
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
            effect = EFFECT[card]
            if GREEN[card] and card in sit.hand:
                score = _place_green(sit, action, memo)
            else:
                scorer = SCORERS.get("bang" if effect == "missed" else effect)
                score = NEVER if scorer is None else scorer(sit, action, memo)
            memo[key] = score
        if action.cost is not None and score > 0:
            score -= COST_WEIGHT * sit.keep_value(action.cost)
        return score
    if isinstance(action, EndTurn):
        return 0.0
    if isinstance(action, UseAbility):
        return _ability(sit, action, memo)
    return NEVER


COST_WEIGHT = 3.0
"""What the second card of a "discard another card" play costs, per point of its keep value."""


def forbidden_target(sit: Situation, target: int) -> bool:
    """Role rules no level breaks: a Deputy never attacks the Sheriff, the Renegade not before the end."""
    if target != sit.sheriff:
        return False
    if sit.role == "deputy":
        return True
    return sit.role == "renegade" and sit.rel[target] > -1.0


# --- cards that help me -----------------------------------------------------------


def _draw(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    return 100.0 + VALUE[action.card]


def weapon_score(sit: Situation, card: int | None) -> float:
    """How useful a weapon (None: the Colt .45) would be to me now."""
    reach = 1 if card is None else VALUE[card]
    score = 0.15 * reach
    for seat in sit.enemies():
        if sit.distance(seat) <= reach:
            score -= sit.rel[seat]
    if card is not None and "unlimited_bang" in TAGS[card] and not sit.unlimited_bang():
        near = sum(-sit.rel[s] for s in sit.enemies() if sit.distance(s) <= 1)
        score += 0.7 * max(0, sit.count("bang") - 1) * near
    return score


def _equip(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    card = action.card
    tags = TAGS[card]
    if WEAPON[card]:
        key = ("weapon", card)
        if key not in memo:
            gain = weapon_score(sit, card) - weapon_score(sit, weapon_in_play(sit.mine))
            memo[key] = 75.0 + 5.0 * gain if gain > 0.05 else NEVER
        return memo[key]
    if "barrel" in tags:
        return 90.0
    if "mustang" in tags:
        return 85.0
    if "scope" in tags:
        return 80.0
    return 10.0


def _beer(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    if sit.alive <= 2 or sit.hp >= sit.max_hp:
        return NEVER
    if sit.hp <= sit.max_hp - 2 or sit.hp <= 2 or sit.overflow() > 0:
        return 30.0 + 5.0 * (sit.max_hp - sit.hp)
    return NEVER


def _saloon(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    gain = 1.5 if sit.hp < sit.max_hp else 0.0
    for seat, info in enumerate(sit.seats):
        if seat != sit.me and info.alive and info.hp < info.max_hp:
            gain += sit.rel[seat] * (1.5 if info.hp <= 1 else 1.0)
    if gain > 0.5:
        return 30.0 + 5.0 * gain
    return 1.0 if sit.overflow() > 0 and gain > -0.5 else NEVER


def _general_store(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    balance = sum(sit.rel[s] for s, info in enumerate(sit.seats) if s != sit.me and info.alive)
    if balance > -1.0:
        return 12.0
    return 2.0 if sit.overflow() > 0 else NEVER


def _dynamite(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """Only an Outlaw lights Dynamite: it goes round the table and may blow up on the Sheriff."""
    if sit.role != "outlaw" or sit.hp < 3:
        return NEVER
    nxt = next_alive(sit.seats, sit.me)
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
        if sit.hp < sit.max_hp:
            if sit.hp <= 2:
                score = 50.0 - 2.0 * cost
            elif sit.overflow() >= 2 or cost < 6.0:
                score = 25.0 - cost
        memo["sid"] = score
        memo[("sid", pair)] = score
    return memo.get(("sid", tuple(action.cards)), NEVER)


# --- cards that hurt others -----------------------------------------------------------


def _bang(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    key = ("bang", target)
    if key not in memo:
        rel = sit.rel[target]
        if rel > ATTACK_THRESHOLD:
            memo[key] = NEVER
        else:
            info = sit.seats[target]
            value = -rel * sit.shot_hit_chance(target, double="double_missed" in sit.abilities)
            value *= 2.0 if info.hp <= 1 else (1.3 if info.hp == 2 else 1.0)
            if sit.role in ("sheriff", "deputy") and threatens_sheriff(sit, target):
                value *= 1.3
            if info.hp > 1 and "steal_when_hit" in ABILITIES[info.character]:
                value *= 0.85  # El Gringo takes a card from the shooter's hand
            memo[key] = 40.0 + 20.0 * value
    score = memo[key]
    if sit.calamity and sit.hp <= 2 and sit.count("missed") <= 1 and sit.seats[target].hp > 1:
        score -= 30.0
    return score


def threatens_sheriff(sit: Situation, seat: int) -> bool:
    """Whether ``seat`` has the Sheriff within his weapon's reach."""
    sheriff = sit.sheriff
    if sheriff < 0 or seat == sheriff:
        return False
    return distances(sit.seats, seat)[sheriff] <= weapon_reach(sit.seats[seat])


def _duel(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    rel = sit.rel[target]
    if rel > -0.3:
        return NEVER
    info = sit.seats[target]
    mine = sit.count("bang")
    theirs = info.hand_count * 0.3
    win = (mine + 0.5) / (mine + theirs + 1.0)
    value = -rel * (2.0 * win - 0.7) * (1.6 if info.hp <= 1 else 1.0)
    return 35.0 + 20.0 * value if value > 0.15 else NEVER


def _jail(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    target = action.target
    if target is None or forbidden_target(sit, target):
        return NEVER
    rel = sit.rel[target]
    if rel > -0.35:
        return NEVER
    info = sit.seats[target]
    value = -rel * (1.0 + 0.1 * info.hand_count + 0.1 * tag_count(info, "unlimited_bang"))
    return 55.0 + 10.0 * value


def _area(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    indians = EFFECT[action.card] == "indians"
    guard = sit.role in ("deputy", "renegade") and sit.rel[sit.sheriff] > -1.0 if sit.sheriff >= 0 else False
    net = 0.0
    for seat, info in enumerate(sit.seats):
        if seat == sit.me or not info.alive:
            continue
        hit = 0.8**info.hand_count if indians else sit.shot_hit_chance(seat)
        rel = sit.rel[seat]
        if info.hp <= 1 and (rel > 0.3 or forbidden_target(sit, seat)):
            return NEVER
        if guard and seat == sit.sheriff:
            if info.hp <= 2:
                return NEVER
            rel = max(rel, 1.0) * 2.5
        net -= rel * hit * (1.8 if info.hp <= 1 else 1.0)
    if net > 0.3:
        return 45.0 + 15.0 * net
    return 1.0 if net > 0.0 and sit.overflow() > 0 else NEVER


IN_PLAY_WORTH = {"barrel": 1.0, "mustang": 0.8, "scope": 0.5, "unlimited_bang": 0.6}


def _in_play_worth(card: int) -> float:
    tags = TAGS[card]
    for tag, worth in IN_PLAY_WORTH.items():
        if tag in tags:
            return worth
    if WEAPON[card]:
        return 0.25 + 0.12 * VALUE[card]
    return 0.3


def _take(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    """Panic! and Cat Balou: hurt an enemy, or rid a friend (or myself) of Jail or Dynamite."""
    target, taken = action.target, action.target_card
    if target is None or taken is None:
        return NEVER
    panic = EFFECT[action.card] in ("panic", "steal_any")
    rel = sit.rel[target]
    if target == sit.me:
        if EFFECT[taken] == "dynamite" and sit.hp <= 4:
            return 50.0 + (10.0 if sit.hp <= 3 else 0.0)
        return NEVER
    hostile = taken == FROM_HAND or EFFECT[taken] not in ("jail", "dynamite")
    if hostile and (forbidden_target(sit, target) or rel > 0.0):
        return NEVER
    if taken == FROM_HAND:
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

GREEN_WORTH: dict[str, float] = {
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
"""A green card put into play now, to be used from the next turn."""


def _place_green(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    return GREEN_WORTH.get(EFFECT[action.card], 30.0)


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
        net -= sit.rel[seat] * worth
    return 40.0 + 12.0 * net if net > 0.4 else NEVER


def _heal_self(sit: Situation, action: PlayCard, memo: dict[object, float]) -> float:
    missing = sit.max_hp - sit.hp
    if missing <= 0:
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
    if info.hp >= info.max_hp or rel < 0.3:
        return NEVER
    return 20.0 + 10.0 * rel * (2.0 if info.hp <= 1 else 1.0)


def _ability(sit: Situation, action: UseAbility, memo: dict[object, float]) -> float:
    """Sid Ketchum (two cards for a life point), Chuck Wengam (a life point for two cards), Doc Holyday (two
    cards for a shot), Jose Delgado (a blue card for two cards)."""
    if not action.cards:
        return 15.0 if sit.hp >= 3 and len(sit.hand) <= 4 else NEVER
    if action.target is not None:
        shot = _bang(sit, PlayCard(action.cards[0], action.target), memo)
        cost = sum(sit.keep_value(c) for c in action.cards)
        return shot - COST_WEIGHT * cost if shot > 0 else NEVER
    if len(action.cards) == 1:
        return 60.0 - COST_WEIGHT * sit.keep_value(action.cards[0])
    return _sid_ketchum(sit, action, memo)


SCORERS: dict[str, Callable[[Situation, PlayCard, dict[object, float]], float]] = {
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
