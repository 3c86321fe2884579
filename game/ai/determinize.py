"""Determinization: a full game state consistent with what one player knows, sampled with its own RNG.

The cards the player cannot see (other hands, the draw pile) are dealt at
random from the cards it has not seen anywhere, honouring what the public
history showed about other hands (a General Store pick, a card taken from play,
a hit taken without a Missed!);
the hidden roles are drawn from its suspicion model under the role counts. The
sample starts at the player's own play phase, the one place where the core's
pending steps are known exactly from the view (the stack is just that phase).
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.belief import HIDDEN_ROLES, Belief, role_counts
from game.ai.cardinfo import ABILITIES, EFFECT
from game.cards import cards_in_game
from game.eventcards import HIGH_NOON, SHUFFLED_EVENTS, EventCard
from game.events import HIDDEN, CardMoved, CardPlayed, LifeLost, TurnStarted, Zone
from game.flow import PlayPhase, opening_stack
from game.roles import DEPUTY, OUTLAW, RENEGADE, Role
from game.state import GameState, PlayerState, Rules
from game.view import PlayerView
from game.vocabulary import EffectKey


class CardMemory:
    """What the public history tells about other hands.

    ``held``: cards seen going into a hand (a General Store pick, a card taken
    from play). ``lacks``: effects a hand showed it did not hold: a player who
    took a Bang! or Gatling hit had no Missed!, one who lost a life to Indians!
    or a Duel had no Bang! (Calamity Janet: neither); forgotten when he gets a card.
    """

    def __init__(self) -> None:
        self.me = -1
        self.cursor = 0
        self.held: list[set[int]] = []
        self.lacks: list[set[EffectKey]] = []
        self._calamity: list[bool] = []
        """Seats that may answer with either card (Calamity Janet): a hit shows they hold neither."""
        self._attack: EffectKey | None = None
        """The answer the attack being resolved asks for (what a hit shows its victim lacked)."""

    def observe(self, view: PlayerView) -> None:
        """Read the new events since the last call (a new game starts afresh)."""
        history = view.history
        if view.me != self.me or len(self.held) != len(view.seats) or len(history) < self.cursor:
            self.me = view.me
            self.cursor = 0
            self.held = [set() for _ in view.seats]
            self.lacks = [set() for _ in view.seats]
            self._calamity = ["bang_missed_swap" in ABILITIES[seat.character] for seat in view.seats]
            self._attack = None
        if len(history) == self.cursor:
            return
        for event in history[self.cursor :]:
            if isinstance(event, CardMoved):
                self._moved(event)
            elif isinstance(event, CardPlayed):
                if not event.as_answer and EFFECT[event.card] in SHOTS:
                    self._attack = SHOTS[EFFECT[event.card]]
            elif isinstance(event, LifeLost):
                if event.source is not None and self._attack is not None and event.player != self.me:
                    lacking = self.lacks[event.player]
                    lacking.add(self._attack)
                    if self._calamity[event.player]:
                        lacking.update(("missed", "bang"))
            elif isinstance(event, TurnStarted):
                self._attack = None
        self.cursor = len(history)

    def _moved(self, event: CardMoved) -> None:
        held = self.held
        if event.source is Zone.HAND and event.source_player is not None:
            if event.card == HIDDEN:
                held[event.source_player].clear()
            else:
                held[event.source_player].discard(event.card)
        target = event.destination_player
        if event.destination is Zone.HAND and target is not None and target != self.me:
            self.lacks[target].clear()
            if event.card != HIDDEN:
                held[target].add(event.card)


SHOTS: dict[EffectKey, EffectKey] = {
    "bang": "missed",
    "missed": "missed",
    "gatling": "missed",
    "indians": "bang",
    "duel": "bang",
    "shot_near": "missed",
    "shot_near_draw": "missed",
    "shot_reach": "missed",
    "shot_any": "missed",
}
"""For each attack, the answer a player who lost a life to it did not hold."""


class RoleSampler:
    """Every way to deal the unseen roles, weighted by the suspicion model; drawn with the agent's RNG."""

    def __init__(self, view: PlayerView, belief: Belief) -> None:
        probs = belief.probabilities(view)
        self.known: list[Role | None] = list(belief.known)
        self.hidden = sorted(probs)
        counts = role_counts(len(view.seats))
        for role in self.known:
            if role is not None:
                counts[role] -= 1
        pool = [role for role in HIDDEN_ROLES for _ in range(max(counts[role], 0))]
        self.deals: list[tuple[Role, ...]] = []
        self.weights: list[float] = []
        if len(pool) != len(self.hidden):
            pool = (pool + [OUTLAW] * len(self.hidden))[: len(self.hidden)]
        index = {DEPUTY: 0, OUTLAW: 1, RENEGADE: 2}
        for deal in distinct_deals(pool):
            weight = 1.0
            for seat, role in zip(self.hidden, deal, strict=True):
                weight *= probs[seat][index[role]] + 1e-6
            self.deals.append(deal)
            self.weights.append(weight)

    def sample(self, rng: random.Random) -> list[Role]:
        """Every seat's role in one sampled deal (known roles kept)."""
        roles = [role or OUTLAW for role in self.known]
        if self.deals:
            deal = rng.choices(self.deals, weights=self.weights)[0]
            for seat, role in zip(self.hidden, deal, strict=True):
                roles[seat] = role
        return roles


def distinct_deals(pool: Sequence[Role]) -> list[tuple[Role, ...]]:
    """Every distinct order of ``pool`` (a multiset of roles), sorted: 210 for the seven hidden roles of eight
    players, where all orders would be 5 040."""
    counts: dict[Role, int] = {}
    for role in pool:
        counts[role] = counts.get(role, 0) + 1
    kinds = sorted(counts)
    deals: list[tuple[Role, ...]] = []
    current: list[Role] = []

    def extend() -> None:
        if len(current) == len(pool):
            deals.append(tuple(current))
            return
        for role in kinds:
            if counts[role]:
                counts[role] -= 1
                current.append(role)
                extend()
                current.pop()
                counts[role] += 1

    extend()
    return deals


def sample_state(view: PlayerView, memory: CardMemory, roles: Sequence[Role], rng: random.Random) -> GameState:
    """A complete state at ``view.me``'s play phase, consistent with the view."""
    seats = view.seats
    me = view.me
    seen = set(view.hand) | set(view.discard) | set(view.selection)
    for shown in seats:
        seen.update(shown.in_play)
    in_game = cards_in_game(view.rules.expansions, view.rules.beginner)
    unseen = [card for card in in_game if card not in seen]
    unseen_set = set(unseen)
    hands: list[list[int]] = [[] for _ in seats]
    hands[me] = list(view.hand)
    claimed: set[int] = set()
    for seat, info in enumerate(seats):
        if seat == me or not info.alive:
            continue
        known = sorted(memory.held[seat] & unseen_set - claimed)[: info.hand_count]
        hands[seat] = known
        claimed.update(known)
    pool = [card for card in unseen if card not in claimed]
    rng.shuffle(pool)
    for seat, info in enumerate(seats):
        if seat == me or not info.alive:
            continue
        missing = info.hand_count - len(hands[seat])
        if missing <= 0:
            continue
        lacking = memory.lacks[seat]
        fitting = [card for card in pool if EFFECT[card] not in lacking] if lacking else pool
        dealt = fitting[len(fitting) - missing :] if len(fitting) >= missing else pool[len(pool) - missing :]
        hands[seat].extend(dealt)
        taken = set(dealt)
        pool = [card for card in pool if card not in taken]
    players = [
        PlayerState(
            name=info.name,
            role=roles[seat],
            character=info.character,
            hp=info.hp,
            max_hp=info.max_hp,
            hand=hands[seat],
            in_play=list(info.in_play),
            alive=info.alive,
            borrowed=info.borrowed,
            ghost=info.ghost,
        )
        for seat, info in enumerate(seats)
    ]
    state = GameState(
        rules=Rules(view.rules.expansions, beginner=view.rules.beginner),
        players=players,
        deck=pool,
        discard=list(view.discard),
        rng=random.Random(rng.getrandbits(64)),
        turn=view.turn,
        bangs_played=view.bangs_played,
        fresh=list(view.fresh),
        used=dict(view.used),
        round=view.round,
        event=view.event,
        events_deck=sampled_events(view, rng),
    )
    state.stack = opening_stack(PlayPhase(me))
    return state


def sampled_events(view: PlayerView, rng: random.Random) -> list[EventCard]:
    """The High Noon stack still to come: the next one is face up, the order of the others is unknown
    (High Noon always last)."""
    if view.next_event is None:
        return []
    shown = {view.next_event, *([view.event] if view.event is not None else [])}
    later = [event for event in SHUFFLED_EVENTS if event not in shown]
    rng.shuffle(later)
    hidden = view.events_left - 1
    last = HIGH_NOON
    rest = [last, *later[: max(0, hidden - 1)]] if hidden > 0 and view.next_event is not last else []
    return [*rest, view.next_event]


def clone(state: GameState, rng: random.Random) -> GameState:
    """A copy of a sampled state (only its plain data; the stack is the play phase again)."""
    players = [
        PlayerState(
            p.name, p.role, p.character, p.hp, p.max_hp, list(p.hand), list(p.in_play), p.alive, p.borrowed, p.ghost
        )
        for p in state.players
    ]
    copy = GameState(
        rules=state.rules,
        players=players,
        deck=list(state.deck),
        discard=list(state.discard),
        rng=random.Random(rng.getrandbits(64)),
        turn=state.turn,
        bangs_played=state.bangs_played,
        fresh=list(state.fresh),
        used=dict(state.used),
        round=state.round,
        event=state.event,
        events_deck=list(state.events_deck),
    )
    copy.stack = opening_stack(PlayPhase(state.turn))
    return copy
