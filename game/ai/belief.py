"""Role suspicion from what a player has seen: who attacked or helped whom, and revealed roles.

Every hidden seat carries an *evidence* number: positive leans Outlaw, negative
leans law (Deputy). Single-target acts move it, bang-server "karma" style:
attacking the Sheriff is the strongest Outlaw sign; attacking someone who looks
like an Outlaw looks lawful and the reverse; the Sheriff's own attacks are a hint
about their target; area attacks (Gatling, Indians!) reveal nothing. When a
dead player's role is revealed, the acts against him are read again with the
truth. Probabilities come from the evidence and the role counts still unseen
(a few Sinkhorn sweeps so that every role count adds up).

The model reads only the public history (``view.history``) and the seats, plus
its owner's own role and the attacks on its owner (which it knows for sure).
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.cardinfo import EFFECT
from game.events import (
    AbilityUsed,
    CardMoved,
    CardPlayed,
    LifeLost,
    PhaseChanged,
    PlayerEliminated,
    RoleRevealed,
    TurnStarted,
)
from game.roles import ROLE_DISTRIBUTION
from game.view import PlayerView, SeatView

SHERIFF, DEPUTY, OUTLAW, RENEGADE = "sheriff", "deputy", "outlaw", "renegade"
HIDDEN_ROLES = (DEPUTY, OUTLAW, RENEGADE)
LAW = frozenset({SHERIFF, DEPUTY})

HOSTILE_WEIGHT = {"bang": 1.0, "duel": 0.9, "jail": 0.8, "panic": 0.5, "cat_balou": 0.6}
"""How much one single-target attack of each kind says about the attacker."""
READ_AS: dict[str, str] = {
    "missed": "bang",  # Calamity Janet's Missed! played as a Bang!
    "shot_near": "bang",
    "shot_near_draw": "bang",
    "shot_reach": "bang",
    "shot_any": "bang",
    "discard_two_shoot": "bang",
    "steal_any": "panic",
}
"""Dodge City's attacks read like the base game's: a BANG! effect is a shot, Rag Time and Conestoga a Panic!."""
HELP_WEIGHT = {"heal_anyone": 0.6}
"""Single-target help: Tequila given to another player."""

HOSTILE, HELPFUL = True, False
"""How an act is read (``Belief._act``'s last argument, given by position: a keyword costs a slower call)."""
RESCUE_WEIGHT = {"jail": 0.7, "dynamite": 0.4}
"""Taking a Jail or Dynamite away from a player (Panic!, Cat Balou): help, this much."""


def _play_reading(card: int) -> tuple[float, bool, bool] | None:
    """What playing ``card`` at another player says: (weight, hostile, whether it takes a card, which may be a
    rescue), or None when it says nothing."""
    effect = READ_AS.get(EFFECT[card], EFFECT[card])
    weight = HOSTILE_WEIGHT.get(effect)
    if weight is not None:
        return weight, True, effect in ("panic", "cat_balou")
    helped = HELP_WEIGHT.get(effect)
    return None if helped is None else (helped, False, False)


PLAY_READING: tuple[tuple[float, bool, bool] | None, ...] = tuple(_play_reading(card) for card in range(len(EFFECT)))
"""``_play_reading`` of every card id, worked out once."""

Probs = tuple[float, float, float]
"""Probability of (Deputy, Outlaw, Renegade) for one seat."""


def role_counts(players: int) -> dict[str, int]:
    """How many of each role a table of this size deals (a fresh dict)."""
    return dict(_COUNTS[players if players in _COUNTS else min(max(players, 4), 7)])


_COUNTS: dict[int, dict[str, int]] = {
    players: {role: sum(1 for r in roles if r.value == role) for role in (SHERIFF, DEPUTY, OUTLAW, RENEGADE)}
    for players, roles in ROLE_DISTRIBUTION.items()
}


def sinkhorn(weights: dict[int, list[float]], counts: Sequence[float], sweeps: int = 2) -> dict[int, Probs]:
    """Scale seat-by-role weights so every seat sums to 1 and every role column to its count."""
    rows: list[Probs] = [(row[0], row[1], row[2]) for row in weights.values()]
    return dict(zip(weights, balance(rows, counts, sweeps), strict=True))


def balance(rows: list[Probs], counts: Sequence[float], sweeps: int = 2) -> list[Probs]:
    """``sinkhorn`` on the rows alone, in their order."""
    wanted_deputies, wanted_outlaws, wanted_renegades = counts[0], counts[1], counts[2]
    deputies = outlaws = renegades = 0.0
    for deputy, outlaw, renegade in rows:
        deputies += deputy
        outlaws += outlaw
        renegades += renegade
    for _ in range(sweeps):
        # Every role column scaled to add up to its count (all zero when it holds next to nothing)...
        deputy_scale = wanted_deputies / deputies if deputies > 1e-12 else 0.0
        outlaw_scale = wanted_outlaws / outlaws if outlaws > 1e-12 else 0.0
        renegade_scale = wanted_renegades / renegades if renegades > 1e-12 else 0.0
        # ...then every seat's row to add up to 1 (plain loops: a few times faster than comprehensions here),
        # adding up the next sweep's columns on the way (the same sums, in the same order).
        scaled: list[Probs] = []
        deputies = outlaws = renegades = 0.0
        for deputy, outlaw, renegade in rows:
            deputy *= deputy_scale
            outlaw *= outlaw_scale
            renegade *= renegade_scale
            total = deputy + outlaw + renegade
            if total > 1e-12:
                deputy /= total
                outlaw /= total
                renegade /= total
            scaled.append((deputy, outlaw, renegade))
            deputies += deputy
            outlaws += outlaw
            renegades += renegade
        rows = scaled
    return rows


class Belief:
    """One player's running estimate of everybody's role, fed incrementally from its views."""

    def __init__(self, sharp: float = 1.0) -> None:
        self.sharp = sharp
        """How strongly evidence turns into conviction (1.0: normal)."""
        self.me = -1
        self.players = 0
        self.cursor = 0
        self.my_role = ""
        self.sheriff = -1
        self.known: list[str | None] = []
        self.evidence: list[float] = []
        self.private: list[float] = []
        self.acts: list[tuple[int, int, float, bool]] = []
        self._probs: dict[int, Probs] | None = None
        self.seats: tuple[SeatView, ...] = ()
        """The table at the latest observation (for reading acts in context)."""
        self.version = 0
        """Grows whenever the evidence or a known role changes."""
        self.turns = 0
        """Turns begun so far (agents re-read their relations at most once a turn, or when someone dies)."""
        self.quiet_turns = 0
        """Turns begun since the last life point was lost (or since the start): how long the table has been stuck."""

    # --- feeding ---------------------------------------------------------------------

    def _reset(self, view: PlayerView) -> None:
        seats = view.seats
        self.me = view.me
        self.players = len(seats)
        self.cursor = 0
        self.my_role = view.role
        self.known = [s.role for s in seats]
        self.known[view.me] = view.role
        self.sheriff = next((i for i, s in enumerate(seats) if s.role == SHERIFF), -1)
        self.evidence = [0.0] * self.players
        self.private = [0.0] * self.players
        self.acts = []
        self._probs = None
        self.version += 1
        self.turns = 0
        self.quiet_turns = 0

    def observe(self, view: PlayerView) -> None:
        """Read the events this player has not seen yet (a new game starts a fresh model)."""
        history = view.history
        length = len(history)
        if view.me != self.me or len(view.seats) != self.players or length < self.cursor:
            self._reset(view)
        if length == self.cursor:
            return
        self.seats = view.seats
        for event in history[self.cursor :]:
            kind = type(event)
            if kind is CardMoved or kind is PhaseChanged:
                continue  # the most common events, and they say nothing about roles
            if kind is CardPlayed:
                assert isinstance(event, CardPlayed)
                if not event.as_answer and event.target is not None and event.target != event.player:
                    self._played(event)
            elif kind is TurnStarted:
                self.turns += 1
                self.quiet_turns += 1
            elif kind is LifeLost or kind is PlayerEliminated:
                self.quiet_turns = 0
            elif kind is AbilityUsed:
                assert isinstance(event, AbilityUsed)
                if event.ability == "discard_two_shoot" and event.target is not None:
                    self._act(event.player, event.target, HOSTILE_WEIGHT["bang"], HOSTILE)
            elif kind is RoleRevealed:
                assert isinstance(event, RoleRevealed)
                self._revealed(event.player, event.role)
        self.cursor = length

    def _played(self, event: CardPlayed) -> None:
        reading = PLAY_READING[event.card]
        target = event.target
        if reading is None or target is None:
            return
        weight, hostile, takes = reading
        if takes:
            target_card = event.target_card
            if target_card is not None and target_card >= 0:
                rescue = RESCUE_WEIGHT.get(EFFECT[target_card])
                if rescue is not None:
                    self._act(event.player, target, rescue, HELPFUL)
                    return
        self._act(event.player, target, weight, hostile)

    def _lean(self, seat: int) -> float:
        """Public lean of a seat: +1 Outlaw, -1 law, from its known role or its evidence."""
        role = self.known[seat] if seat != self.me else None
        if role is None:
            return math.tanh(self.evidence[seat])
        return 1.0 if role == OUTLAW else (-1.0 if role in LAW else 0.0)

    def _act(self, actor: int, target: int, weight: float, hostile: bool) -> None:
        self.acts.append((actor, target, weight, hostile))
        evidence = self.evidence
        sheriff = self.sheriff
        sign = 1.0 if hostile else -1.0
        if target == sheriff:
            evidence[actor] += (1.3 if hostile else -1.0) * weight
        else:
            evidence[actor] -= sign * 0.6 * weight * self._lean(target)
            if actor == sheriff:
                evidence[target] += sign * 0.35 * weight
            else:
                evidence[target] -= sign * 0.35 * weight * self._lean(actor)  # his evidence just moved
        if target == self.me and actor != sheriff:
            if self.my_role in LAW:
                self.private[actor] += sign * 0.9 * weight
            elif self.my_role == OUTLAW:
                self.private[actor] -= sign * 0.7 * weight
        self.changed()

    def _revealed(self, seat: int, role: str) -> None:
        self.known[seat] = role
        truth = 1.0 if role == OUTLAW else (-1.0 if role == DEPUTY else 0.0)
        if truth:
            evidence = self.evidence
            sheriff = self.sheriff
            for actor, target, weight, hostile in self.acts:
                if target == seat:
                    evidence[actor] -= (1.0 if hostile else -1.0) * 0.8 * weight * truth
                elif actor == seat and target != sheriff:
                    evidence[target] -= (1.0 if hostile else -1.0) * 0.4 * weight * truth
        self.changed()

    def changed(self) -> None:
        """Forget the derived probabilities after new evidence."""
        self._probs = None
        self.version += 1

    # --- reading -----------------------------------------------------------------------

    def probabilities(self, view: PlayerView) -> dict[int, Probs]:
        """(Deputy, Outlaw, Renegade) probabilities of every living seat whose role this player does not know."""
        if self._probs is None:
            self._probs = self._solve(view, public=False)
        return self._probs

    def public_probabilities(self, view: PlayerView) -> dict[int, Probs]:
        """The same from public evidence alone, own role unknown: how the table may read everyone."""
        return self._solve(view, public=True)

    def _solve(self, view: PlayerView, *, public: bool) -> dict[int, Probs]:
        counts = role_counts(self.players)
        known = self.known
        me = self.me
        hidden: list[int] = []
        for seat, info in enumerate(view.seats):
            role = known[seat]
            if public and seat == me and info.alive:
                role = None
            if role is None:
                if info.alive:
                    hidden.append(seat)
            else:
                counts[role] -= 1
        if not hidden:
            return {}
        sharp = self.sharp
        evidence = self.evidence
        private = self.private
        exp = math.exp
        weights: list[Probs] = []
        for seat in hidden:
            value = evidence[seat] + (0.0 if public else private[seat])
            value = (-4.0 if value < -4.0 else 4.0 if value > 4.0 else value) * sharp
            weights.append((exp(-value), exp(value), exp(-0.35 * value)))
        column = (max(counts[DEPUTY], 0), max(counts[OUTLAW], 0), max(counts[RENEGADE], 0))
        return dict(zip(hidden, balance(weights, column), strict=True))
