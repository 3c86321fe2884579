"""One decision's facts as its player sees them, and what each card in hand is worth keeping.

A ``Situation`` is built from a ``PlayerView`` and the player's relations; it
keeps the view's facts (abilities, distances, the hand limit) and hand counts at
hand so the policies stay cheap.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.ai.cardinfo import (
    EFFECT,
    GREEN,
    GREEN_MISSED,
    MISSED_LIKE,
    PLAIN_EFFECT,
    TAGS,
    VALUE,
    has_in_play,
)
from game.ai.renegade import living_with_role
from game.cards import Suit
from game.eventcards import HIGH_NOON, SHOOTOUT, THE_REVEREND, THE_SERMON
from game.events import LifeLost, PlayerEliminated, TurnStarted
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, SHERIFF, THREE_PLAYER_TARGET
from game.view import PlayerView, SeatView
from game.vocabulary import EffectKey, Tag

DEFENSIVE_MISSED_CHANCE = 0.13
"""Rough chance that one unknown card is a Missed! (12 of 80, plus a margin)."""


OUT_OF_SIGHT = 99
"""The distance ``Situation.distance`` gives for a dead seat: beyond any reach."""

ENEMY = -0.15
"""Relations below this make a seat an enemy (see ``Situation.enemies``)."""

STALL_ROUNDS = 8
"""Rounds without a life point lost after which a table counts as stuck."""
STALL_PUSH = 0.45
FIRM_FRIEND = 0.6


def stall_limit(alive: int) -> int:
    """Turns begun without a life point lost beyond which a table of ``alive`` players counts as stuck."""
    return STALL_ROUNDS * max(alive, 2)


def stalled(view: PlayerView, alive: int) -> bool:
    """Whether no life point was lost in the last few rounds (public history, read back from the newest event)."""
    turns = 0
    limit = stall_limit(alive)
    for event in reversed(view.public_history):
        kind = type(event)
        if kind is LifeLost or kind is PlayerEliminated:
            return False
        if kind is TurnStarted:
            turns += 1
            if turns > limit:
                return True
    return False




class Situation:
    """My seat, the table and how I stand towards every seat, for one decision."""

    __slots__ = (
        "_distances",
        "_enemies",
        "_hand_effects",
        "_hand_plain",
        "_keep",
        "_limit",
        "_quiet_turns",
        "_rel",
        "_rel_source",
        "abilities",
        "alive",
        "calamity",
        "dodge_city",
        "event",
        "events",
        "expansions",
        "foresight",
        "ghost",
        "hand",
        "hp",
        "hunter",
        "max_hp",
        "me",
        "role",
        "seats",
        SHERIFF,
        "table",
        "target",
        "three",
        "view",
    )

    def __init__(
        self,
        view: PlayerView,
        rel: Sequence[float] | Callable[[], Sequence[float]],
        quiet_turns: Callable[[], int] | None = None,
    ) -> None:
        """``rel``: my relations, or how to work them out on first use. ``quiet_turns``: how many turns have begun
        since the last life point was lost, asked only once ``rel`` has been worked out (a suspicion model that
        reads the history keeps that count, which spares scanning the history back); without it the history is
        read back."""
        self.view = view
        self.me = view.me
        self.role = view.role
        seats = view.seats
        self.seats = seats
        mine = seats[view.me]
        self.hp = mine.hp
        self.max_hp = mine.max_hp
        event = view.event
        self.event = event
        table = view.table
        self.table: OpenTable = table
        """What the rules make of the table now (``PlayerView.table``)."""
        self.abilities = table.abilities(view.me)
        self.calamity = "bang_missed_swap" in self.abilities
        expansions = view.rules.expansions
        self.expansions = bool(expansions)
        self.dodge_city = "dodge_city" in expansions
        self.events = event is not None or view.next_event is not None
        """A High Noon event is in force or comes next."""
        self.ghost = mine.ghost
        """I am a ghost (Ghost Town): nothing can hurt me and I leave with every card at the end of my turn."""
        self.hand = view.hand
        if callable(rel):
            self._rel: Sequence[float] | None = None
            self._rel_source: Callable[[], Sequence[float]] | None = rel
        else:
            self._rel = rel
            self._rel_source = None
        self._quiet_turns = quiet_turns
        alive = 0
        for seat in seats:
            if seat.alive:
                alive += 1
        self.alive = alive
        sheriff = -1
        for index, seat in enumerate(seats):
            if seat.role == SHERIFF:
                sheriff = index
                break
        self.sheriff = sheriff
        self._limit: int | None = None
        self.target = self.hunter = -1
        self.three = sheriff < 0 and len(seats) == 3
        """The 3-player game (no Sheriff, every role face up, a target each)."""
        if self.three:
            roles = [seat.role for seat in seats]
            wanted = THREE_PLAYER_TARGET.get(view.role)
            self.target = roles.index(wanted) if wanted in roles else -1
            self.hunter = next(
                (s for s, role in enumerate(roles) if role and THREE_PLAYER_TARGET.get(role) == view.role), -1
            )
        self._distances: Mapping[int, int] | None = None
        self._enemies: tuple[int, ...] | None = None
        self._keep: dict[int, float] = {}
        """Keep values of cards against my hand, as worked out so far in this decision."""
        self._hand_effects: list[EffectKey] | None = None
        self._hand_plain: list[EffectKey | None] | None = None
        self.foresight: set[int] = set()
        """Cards the policy plays for what comes after this turn (an event to come): a look-ahead that ends
        with the turn cannot weigh them, so it leaves them to the policy."""

    @property
    def rel(self) -> Sequence[float]:
        """My relation to every seat (computed on first use: many decisions never need it).

        When nobody has lost a life point for several rounds the table is stuck (everyone defends,
        nobody dares): every seat that is not a firm friend then counts as somewhat more hostile, except to the law
        once the Outlaws are gone (``_waits_for_the_renegade``).
        """
        if self._rel is None:
            assert self._rel_source is not None
            rel = self._rel_source()
            if not self.three and (self.ghost or (self._stalled() and not self._waits_for_the_renegade())):
                # A ghost has nothing to lose either: every card he keeps leaves with him.
                me = self.me
                rel = [r - STALL_PUSH if r < FIRM_FRIEND and seat != me else r for seat, r in enumerate(rel)]
            self._rel = rel
        return self._rel

    def _waits_for_the_renegade(self) -> bool:
        """The law once every Outlaw lies dead: it strikes only at whom it takes for the Renegade, however long the
        table stays quiet (nothing but his first blow, ``Evidence.aggression``, tells him from a Deputy, and a
        Deputy who strikes first looks the Renegade himself). The Renegade, who can win only by fighting, strikes."""
        if self.role not in (SHERIFF, DEPUTY):
            return False
        return living_with_role(self.seats, OUTLAW) <= 0

    def _stalled(self) -> bool:
        if self._quiet_turns is None:
            return stalled(self.view, self.alive)
        return self._quiet_turns() > stall_limit(self.alive)

    @property
    def mine(self) -> SeatView:
        """My own seat."""
        return self.seats[self.me]

    def distance(self, seat: int) -> int:
        """How far I see ``seat`` now (0 for myself, ``OUT_OF_SIGHT`` for the dead)."""
        if self._distances is None:
            self._distances = self.table.distances_from(self.me)
        if seat == self.me:
            return 0
        return self._distances.get(seat, OUT_OF_SIGHT)

    def count(self, effect: EffectKey, cards: Sequence[int] | None = None) -> int:
        """Cards in hand with ``effect``; Calamity Janet counts Bang! and Missed! as both; Dodge is a Missed!."""
        if effect == "missed":
            wanted: frozenset[EffectKey] | tuple[EffectKey, ...] = CALAMITY_MISSED if self.calamity else MISSED_LIKE
        else:
            wanted = ("bang", "missed") if self.calamity and effect == "bang" else (effect,)
        plain = self._plain_effects() if cards is None else [PLAIN_EFFECT[card] for card in cards]
        total = 0
        for one in wanted:
            total += plain.count(one)
        return total

    def _plain_effects(self) -> list[EffectKey | None]:
        """``PLAIN_EFFECT`` of every card in my hand (worked out once per decision)."""
        if self._hand_plain is None:
            self._hand_plain = [PLAIN_EFFECT[card] for card in self.hand]
        return self._hand_plain

    def _effects_of(self, cards: Sequence[int]) -> list[EffectKey]:
        """The effect of every card of ``cards`` (my hand's worked out once per decision)."""
        if cards is not self.hand:
            return [EFFECT[card] for card in cards]
        if self._hand_effects is None:
            self._hand_effects = [EFFECT[card] for card in cards]
        return self._hand_effects

    def reach(self) -> int:
        """My weapon's reach."""
        return self.table.weapon_reach(self.me)

    def unlimited_bang(self) -> bool:
        """Whether I may play any number of Bang! cards in my turn (Volcanic, Willy the Kid)."""
        return self.table.in_turn_of(self.me).tag_count(self.me, "unlimited_bang") > 0

    def enemies(self, threshold: float = ENEMY) -> tuple[int, ...]:
        """Living seats I would attack."""
        if threshold == ENEMY and self._enemies is not None:
            return self._enemies
        seats = self.seats
        me = self.me
        found = tuple([s for s, r in enumerate(self.rel) if r < threshold and seats[s].alive and s != me])
        if threshold == ENEMY:
            self._enemies = found
        return found

    def low(self) -> int:
        """Life at or below which I play for my life: two, three for the Sheriff with the expansions (more
        ways to be shot at, from further away)."""
        return 3 if self.role == SHERIFF and self.view.rules.expansions else 2

    def overflow(self) -> int:
        """Cards above my hand limit if the turn ended now."""
        limit = self._limit
        if limit is None:
            limit = self._limit = self.table.hand_limit(self.me)
        return len(self.hand) - limit

    # --- the High Noon events ----------------------------------------------------------

    def event_on_turn_of(self, seat: int) -> str | None:
        """The event in force at ``seat``'s next turn (his current one if it is his turn now)."""
        return self.table.event_at_turn_of(seat)

    def my_next_event(self) -> str | None:
        """The event in force at my next turn (from my own turn: always the next one, if any)."""
        view = self.view
        if view.turn == self.me:
            return view.next_event or view.event
        return self.table.event_at_turn_of(self.me)

    def bleeding(self) -> bool:
        """High Noon takes a life point at the start of each of my turns from now (or from my next turn)."""
        return self.view.event == HIGH_NOON or self.my_next_event() == HIGH_NOON

    def barrel_pass(self) -> float:
        """Chance that one Barrel "draw!" cancels a shot now (a heart: every card under Blessing, none under
        Curse)."""
        forced = self.table.forced_suit
        if forced is None:
            return 0.25
        return 1.0 if forced is Suit.HEARTS else 0.0

    # --- what a card is worth keeping ------------------------------------------------

    def keep_value(self, card: int, hand: Sequence[int] | None = None) -> float:
        """How much I want ``card`` in my hand (roughly 0..10); duplicates are worth less."""
        if hand is not None:
            return self._keep_value(card, hand)
        value = self._keep.get(card)
        if value is None:
            value = self._keep[card] = self._keep_value(card, self.hand)
        return value

    def _keep_value(self, card: int, cards: Sequence[int]) -> float:
        effect = EFFECT[card]
        if GREEN[card]:
            return self._green_value(card)
        low = self.hp <= self.low()
        if effect in MISSED_LIKE or (self.calamity and effect == "bang"):
            if "any_card_missed" in self.abilities:
                return 4.0 + (0.5 if effect == "dodge" else 0.0)
            # Card ids are unique, so leaving ``card`` itself out is one fewer when it is among ``cards``.
            mine = 1 if card in cards else 0
            if self.calamity:
                same = self._effects_of(cards).count(effect) - mine
            else:
                same = self.count("missed", None if cards is self.hand else cards) - mine
            same += self._green_missed_in_play()
            value = 6.5 + (3.0 if low else 0.0) - 1.0 * same
            if self.calamity:
                value += 0.5
            if effect == "dodge":
                value += 0.5
            return value
        same = self._effects_of(cards).count(effect) - (1 if card in cards else 0)
        if effect == "bang":
            upcoming = self.my_next_event() if self.events else None
            dup = 0.3 if self.unlimited_bang() else 1.0 if upcoming == SHOOTOUT else 1.8
            value = 5.5 - dup * same
            if upcoming == THE_SERMON:
                value -= 2.0  # only an answer to Indians! or a Duel until the Sermon is over
            return value
        if effect == "beer":
            if self.alive <= 2:
                return 0.2
            value = 5.0 + (4.0 if low else 0.0) - (1.0 if self.hp >= self.max_hp else 0.0) - 0.5 * same
            if self.events:
                if self.view.event == THE_REVEREND:
                    value *= 0.4  # no Beer until the next event, not even to survive
                if self.bleeding():
                    value += 2.0
            if "double_beer" in self.abilities:
                value += 1.0
            return value
        if effect == "draw":
            return 6.0 + VALUE[card]
        if effect == "equip":
            return self._equip_value(card)
        if effect == "dynamite":
            return 1.0
        if effect in ("heal_self", "heal_anyone"):
            bleeding = self.events and self.bleeding()
            return BASE_VALUE[effect] + (2.0 if low else 0.0) + (1.5 if bleeding else 0.0) - 0.5 * same
        return BASE_VALUE.get(effect, 3.0) - 0.5 * same

    def _green_missed_in_play(self) -> int:
        in_play = self.mine.in_play
        if not in_play:
            return 0
        return sum(1 for card in in_play if GREEN_MISSED[card])

    def _green_value(self, card: int) -> float:
        """A green card in hand: worth what it will do once put into play."""
        effect = EFFECT[card]
        if effect in MISSED_LIKE:
            return 6.0 + (2.0 if self.hp <= 2 else 0.0) + (0.5 if effect == "dodge" else 0.0)
        if effect == "draw":
            return 6.0 + VALUE[card]
        if effect == "heal_self":
            return 3.5 + (2.0 if self.hp <= 2 else 0.0)
        return GREEN_VALUE.get(effect, 4.5)

    def _equip_value(self, card: int) -> float:
        tags = TAGS[card]
        mine = self.mine
        if "weapon" in tags:
            return 2.0 + 0.8 * max(0, VALUE[card] - self.table.weapon_reach(self.me))
        for tag, value in GEAR_VALUE:
            if tag in tags:
                return 1.0 if has_in_play(mine, tag) else value
        return 2.0

    def cheapest(self, cards: Sequence[int]) -> int:
        """The card of ``cards`` I would miss least."""
        return min(cards, key=lambda c: (self.keep_value(c), c))

    def shot_hit_chance(self, seat: int, *, double: bool = False) -> float:
        """Chance that a BANG! effect at ``seat`` costs him a life point (Barrel and Missed! odds)."""
        target = self.seats[seat]
        if target.ghost:
            return 0.0
        table = self.table
        abilities = table.abilities(seat)
        barrels = table.tag_count(seat, "barrel")
        hand = target.hand_count
        if "any_card_missed" in abilities:
            dodge = 1.0 - (1.0 - ANY_CARD_ANSWERS) ** hand
        elif "bang_missed_swap" in abilities:
            dodge = 1.0 - (1.0 - 2.2 * DEFENSIVE_MISSED_CHANCE) ** hand
        else:
            dodge = 1.0 - (1.0 - DEFENSIVE_MISSED_CHANCE) ** hand
        if double:
            dodge *= dodge * 0.7
        if self.dodge_city and target.in_play and table.cards_work(seat):
            greens = sum(1 for card in target.in_play if GREEN_MISSED[card] and card not in self.view.fresh)
            if greens >= (2 if double else 1):
                dodge = 1.0
            elif greens:
                dodge = max(dodge, 0.8)
        if self.event is None:
            return (0.75**barrels) * (1.0 - 0.85 * dodge)
        return ((1.0 - self.barrel_pass()) ** barrels) * (1.0 - 0.85 * dodge)


GEAR_VALUE: tuple[tuple[Tag, float], ...] = (("barrel", 7.0), ("mustang", 6.0), ("scope", 4.0))
"""What a Barrel, Mustang or Scope in hand is worth while I have none of its kind in play."""
CALAMITY_MISSED: frozenset[EffectKey] = MISSED_LIKE | {"bang"}
"""What counts as a Missed! in Calamity Janet's hand."""
ANY_CARD_ANSWERS = 0.8
"""Elena Fuente answers a shot with any card: nearly every card she holds is a Missed!."""

BASE_VALUE: dict[EffectKey, float] = {
    "panic": 5.5,
    "cat_balou": 5.0,
    "duel": 4.5,
    "jail": 4.5,
    "gatling": 5.5,
    "indians": 4.5,
    "saloon": 4.0,
    "general_store": 3.0,
    "shot_near": 4.5,
    "shot_any": 4.5,
    "steal_any": 4.5,
    "brawl": 4.0,
    "heal_self": 4.0,
    "heal_anyone": 3.5,
}
GREEN_VALUE: dict[EffectKey, float] = {
    "shot_near": 4.5,
    "shot_near_draw": 5.0,
    "shot_reach": 5.0,
    "shot_any": 5.5,
    "gatling": 5.0,
    "steal_any": 5.0,
    "cat_balou": 4.5,
}
"""Green cards in hand by the effect they have once in play (the Missed! ones, Pony Express and the Canteen
are valued apart)."""
