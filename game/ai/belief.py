"""Role suspicion from what a player has seen: who attacked or helped whom, and revealed roles.

Every hidden seat carries an *evidence* number: positive leans Outlaw, negative
leans law (Deputy). Single-target acts move it, bang-server "karma" style:
attacking the Sheriff is the strongest Outlaw sign; attacking someone who looks
like an Outlaw looks lawful and the reverse; the Sheriff's own attacks are a hint
about their target; area attacks (Gatling, Indians!) reveal nothing. When a
dead player's role is revealed, the acts against him are read again with the
truth. Probabilities come from the evidence and the role counts still unseen
(a few Sinkhorn sweeps so that every role count adds up).

The public part (``Evidence``) reads only the public history
(``view.public_history``) and the seats, so one reading serves the whole table;
each player's ``Belief`` adds his own role and what the attacks on him tell him
(which he knows for sure).
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Protocol

from game.actions import FROM_HAND
from game.ai.act_weights import PLAIN
from game.ai.cardinfo import EFFECT
from game.events import (
    AbilityUsed,
    CardMoved,
    CardPlayed,
    Event,
    LifeLost,
    PhaseChanged,
    PlayerEliminated,
    RoleRevealed,
    TurnStarted,
)
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, RENEGADE, ROLE_DISTRIBUTION, SHERIFF, Role
from game.state import NOBODY
from game.view import SeatView

HIDDEN_ROLES = (DEPUTY, OUTLAW, RENEGADE)
LAW = frozenset({SHERIFF, DEPUTY})

HOSTILE, HELPFUL = True, False
"""How an act is read (``Evidence._act``'s last argument, given by position: a keyword costs a slower call)."""


class Seen(Protocol):
    """What the suspicion model reads of a player's view: a ``PlayerView``, or one kept for fitting the weights."""

    @property
    def me(self) -> int: ...

    @property
    def role(self) -> Role: ...

    @property
    def seats(self) -> tuple[SeatView, ...]: ...

    @property
    def table(self) -> OpenTable: ...

    @property
    def public_history(self) -> Sequence[Event]: ...

    @property
    def notes(self) -> dict[object, object]: ...

    @property
    def winners(self) -> tuple[int, ...] | None: ...


Probs = tuple[float, float, float]
"""Probability of (Deputy, Outlaw, Renegade) for one seat."""
CERTAIN: dict[Role, Probs] = {SHERIFF: (1.0, 0.0, 0.0), DEPUTY: (1.0, 0.0, 0.0), OUTLAW: (0.0, 1.0, 0.0),
                             RENEGADE: (0.0, 0.0, 1.0)}
"""The probabilities of a seat whose role is known (the Sheriff counts as law, like a Deputy)."""


def role_counts(players: int) -> dict[Role, int]:
    """How many of each role a table of this size deals (a fresh dict)."""
    return dict(_COUNTS[players if players in _COUNTS else min(max(players, 4), 7)])


_COUNTS: dict[int, dict[Role, int]] = {
    players: {role: sum(1 for r in roles if r is role) for role in (SHERIFF, DEPUTY, OUTLAW, RENEGADE)}
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


class Evidence:
    """What the public history says about the hidden roles: evidence per seat, the acts read, roles revealed.

    It reads only public events and knows no one's own role, so one reading serves
    every player at the table who reads the same way: it is kept in the view's
    notebook (``PlayerView.notes``) and every such player brings it up to date.
    A reading that weighs its owner's own knowledge says ``shared = False`` and
    each player keeps his own.
    """

    shared = True
    weights = PLAIN
    """How much each act says (a subclass may weigh them otherwise)."""

    def __init__(self, known: list[Role | None], me: int = NOBODY) -> None:
        """The reading before any event of a table whose open roles are ``known`` (``public_roles``), by ``me``
        (``NOBODY``: the table's shared reading)."""
        self.me = me
        self.players = len(known)
        self.cursor = 0
        self.known = known
        """Roles everybody knows: the Sheriff's, the dead's, all of them at three players."""
        self.sheriff = known.index(SHERIFF) if SHERIFF in known else -1
        self.evidence = [0.0] * self.players
        self.acts: list[tuple[int, int, float, bool]] = []
        """Single-target acts read so far: (actor, target, weight, hostile)."""
        self.version = 0
        """Grows whenever the evidence or a known role changes."""
        self.turns = 0
        """Turns begun so far (agents re-read their relations at most once a turn, or when someone dies)."""
        self.quiet_turns = 0
        """Turns begun since the last life point was lost (or since the start): how long the table has been stuck."""
        self.turns_since_a_fall = 0
        """Turns begun since the last player was eliminated (or since the start)."""
        self._readings = self.weights.play_readings
        self.outlaws_left = role_counts(self.players)[OUTLAW] - sum(1 for role in known if role == OUTLAW)
        """Outlaws still alive, as the revealed roles show."""
        self.aggression = [0.0] * self.players
        """First blows struck since the Outlaws are gone (see ``_endgame_act``)."""

    def observe(self, view: Seen) -> None:
        """Read the public events of ``view`` not read yet."""
        history = view.public_history
        length = len(history)
        if length == self.cursor:
            return
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
                self.turns_since_a_fall += 1
            elif kind is LifeLost:
                self.quiet_turns = 0
            elif kind is PlayerEliminated:
                self.quiet_turns = self.turns_since_a_fall = 0
            elif kind is AbilityUsed:
                assert isinstance(event, AbilityUsed)
                if event.ability == "discard_two_shoot" and event.target is not None:
                    self._act(event.player, event.target, self.weights.shot, HOSTILE)
            elif kind is RoleRevealed:
                assert isinstance(event, RoleRevealed)
                self._revealed(event.player, event.role)
        self.cursor = length

    def _played(self, event: CardPlayed) -> None:
        reading = self._readings[event.card]
        target = event.target
        if reading is None or target is None:
            return
        weight, hostile, takes = reading
        if takes:
            target_card = event.target_card
            if target_card is not None and target_card is not FROM_HAND:
                rescue = self.weights.rescues.get(EFFECT[target_card])
                if rescue is not None:
                    self._act(event.player, target, rescue, HELPFUL)
                    return
        self._act(event.player, target, weight, hostile)

    def _lean(self, seat: int) -> float:
        """Public lean of a seat: +1 Outlaw, -1 law, from its known role or its evidence."""
        role = self.known[seat]
        if role is None:
            return math.tanh(self.evidence[seat])
        return 1.0 if role == OUTLAW else (-1.0 if role in LAW else 0.0)

    def _act(self, actor: int, target: int, weight: float, hostile: bool) -> None:
        if hostile and self.outlaws_left <= 0 and self.sheriff >= 0 and actor != self.sheriff:
            self._endgame_act(actor, target, weight)
        self.acts.append((actor, target, weight, hostile))
        evidence = self.evidence
        sheriff = self.sheriff
        weights = self.weights
        sign = 1.0 if hostile else -1.0
        if target == sheriff:
            evidence[actor] += (weights.at_sheriff if hostile else -weights.sheriff_helped) * weight
        else:
            evidence[actor] -= sign * weights.by_lean * weight * self._lean(target)
            if actor == sheriff:
                evidence[target] += sign * weights.by_sheriff * weight
            else:
                evidence[target] -= sign * weights.back_lean * weight * self._lean(actor)  # his evidence just moved
        self.changed()

    def _endgame_act(self, actor: int, target: int, weight: float) -> None:
        """With the Outlaws gone every hidden player is a Deputy or the Renegade, and a Deputy strikes only at the one
        he takes for the Renegade: an attack on the Sheriff, or on a player the table does not suspect, is the
        Renegade's sign (hitting back at him, or at the one everybody suspects, is what a Deputy does too)."""
        if sum(1 for role in self.known if role is None) < 3:
            return  # a Deputy with one other hidden player left knows him for the Renegade and strikes first too
        weights = self.weights
        if target == self.sheriff:
            self.aggression[actor] += weights.first_blow * weights.at_sheriff * weight
        else:
            # Scaled so that a target suspected no more than the average hidden player counts in full.
            hidden = sum(1 for role in self.known if role is None)
            unsuspected = (1.0 - self.renegade_chance(target)) * hidden / (hidden - 1)
            self.aggression[actor] += weights.first_blow * weight * min(1.0, unsuspected)

    def renegade_chance(self, seat: int) -> float:
        """How likely the table takes a hidden ``seat`` for the Renegade, once the Outlaws are gone (one Renegade
        among the hidden seats, the rest Deputies)."""
        hidden = [other for other, role in enumerate(self.known) if role is None]
        if seat not in hidden:
            return 0.0
        odds = self.renegade_odds(hidden)
        return odds[hidden.index(seat)] / sum(odds)

    def renegade_odds(self, seats: Iterable[int]) -> list[float]:
        """How much likelier the public history makes each of ``seats`` the Renegade than a Deputy (up to a common
        factor): his lean towards the Outlaws' side and the first blows he struck once they were gone."""
        weights = self.weights
        limit, lean = weights.limit, weights.endgame_lean
        evidence, aggression = self.evidence, self.aggression
        return [math.exp(lean * max(-limit, min(limit, evidence[seat])) + aggression[seat]) for seat in seats]

    def _revealed(self, seat: int, role: Role) -> None:
        if role == OUTLAW and self.known[seat] != OUTLAW:
            self.outlaws_left -= 1
        self.known[seat] = role
        truth = 1.0 if role == OUTLAW else (-1.0 if role == DEPUTY else 0.0)
        if truth:
            evidence = self.evidence
            sheriff = self.sheriff
            on_target, on_actor = self.weights.revealed_target, self.weights.revealed_actor
            for actor, target, weight, hostile in self.acts:
                if target == seat:
                    evidence[actor] -= (1.0 if hostile else -1.0) * on_target * weight * truth
                elif actor == seat and target != sheriff:
                    evidence[target] -= (1.0 if hostile else -1.0) * on_actor * weight * truth
        self.changed()

    def changed(self) -> None:
        """Mark new evidence (its readers work out their probabilities again)."""
        self.version += 1


def public_roles(view: Seen) -> list[Role | None]:
    """Every seat's role as everybody knew it before the first event of ``view``'s history: the Sheriff's,
    every role at three players, and the roles of players dead before it began (a built table); a role
    revealed in the history is left to its event, so that the acts before it are read as they were seen."""
    seats = view.seats
    roles = [seat.role for seat in seats]
    if SHERIFF not in roles or view.winners is not None:
        return roles  # the three-player game (or the end): every role open from the start
    mine = seats[view.me]
    if mine.alive and mine.role != SHERIFF:
        roles[view.me] = None
    for event in view.public_history:
        if type(event) is RoleRevealed:
            assert isinstance(event, RoleRevealed)
            roles[event.player] = None
    return roles


class Belief:
    """One player's running estimate of everybody's role: the table's public reading (``Evidence``), what the
    attacks on him tell him privately, and his own role."""

    reading: type[Evidence] = Evidence
    """How this player reads the public history."""

    def __init__(self, sharp: float = 1.0) -> None:
        self.sharp = sharp
        """How strongly evidence turns into conviction (1.0: normal)."""
        self.me = -1
        self.my_role: Role | None = None
        self.public: Evidence | None = None
        """The reading of the public history this player goes by (the table's, or his own)."""
        self._notes: dict[object, object] | None = None
        """The notebook of the table that reading belongs to."""
        self.private: list[float] = []
        """Evidence only I have: what the attacks on me say about their authors."""
        self._acts_read = 0
        self._public_version = -1
        self._probs: dict[int, Probs] | None = None
        self._known: list[Role | None] = []
        self._known_version = -1
        self.version = 0
        """Grows whenever the evidence, my private evidence or a known role changes."""

    # --- feeding ---------------------------------------------------------------------

    def _reset(self, view: Seen) -> Evidence:
        self.me = view.me
        self.my_role = view.role
        self._notes = view.notes
        self.private = [0.0] * len(view.seats)
        self._acts_read = 0
        self._public_version = -1
        self.version += 1
        kind = self.reading
        if not kind.shared:
            return kind(public_roles(view), view.me)
        public = view.notes.get(kind)
        if not isinstance(public, kind) or public.cursor > len(view.public_history):
            public = kind(public_roles(view))
            if kind not in view.notes:
                view.notes[kind] = public
        return public

    def observe(self, view: Seen) -> None:
        """Read the events this player has not seen yet (a new game starts a fresh model)."""
        public = self.public
        if public is None or view.me != self.me or view.notes is not self._notes or (
            len(view.public_history) < public.cursor
        ):
            public = self.public = self._reset(view)
        public.observe(view)
        acts = public.acts
        if len(acts) > self._acts_read:
            me = self.me
            for actor, target, weight, hostile in acts[self._acts_read :]:
                if target == me:
                    self._attacked(actor, weight, hostile, public.sheriff)
            self._acts_read = len(acts)
        if public.version != self._public_version:
            self._public_version = public.version
            self.changed()

    def _attacked(self, actor: int, weight: float, hostile: bool, sheriff: int) -> None:
        """What an act aimed at me tells me about its author, knowing my own role."""
        if actor != sheriff:
            sign = 1.0 if hostile else -1.0
            if self.my_role in LAW:
                self.private[actor] += sign * self.reading.weights.private_law * weight
            elif self.my_role == OUTLAW:
                self.private[actor] -= sign * self.reading.weights.private_outlaw * weight

    def changed(self) -> None:
        """Forget the derived probabilities after new evidence."""
        self._probs = None
        self.version += 1

    # --- what the reading holds ----------------------------------------------------------

    @property
    def evidence(self) -> list[float]:
        return self._reading().evidence

    @property
    def aggression(self) -> list[float]:
        return self._reading().aggression

    def unread(self) -> list[bool]:
        """Seats about whom nothing has been read yet, publicly or by me."""
        evidence, private = self.evidence, self.private
        return [evidence[seat] == 0.0 and private[seat] == 0.0 for seat in range(len(evidence))]

    @property
    def turns(self) -> int:
        return self._reading().turns

    @property
    def quiet_turns(self) -> int:
        return self._reading().quiet_turns

    @property
    def turns_since_a_fall(self) -> int:
        return self._reading().turns_since_a_fall

    @property
    def known(self) -> list[Role | None]:
        """Every role I know: the public ones and my own."""
        public = self._reading()
        if len(self._known) != public.players or self._known_version != self.version:
            self._known = list(public.known)
            self._known[self.me] = self.my_role
            self._known_version = self.version
        return self._known

    def _reading(self) -> Evidence:
        if self.public is None:
            raise RuntimeError("the model has not observed a view yet")
        return self.public

    # --- reading -----------------------------------------------------------------------

    def probabilities(self, view: Seen) -> dict[int, Probs]:
        """(Deputy, Outlaw, Renegade) probabilities of every living seat whose role this player does not know."""
        if self._probs is None:
            self._probs = self._solve(view, public=False)
        return self._probs

    def public_probabilities(self, view: Seen) -> dict[int, Probs]:
        """The same from public evidence alone, own role unknown: how the table may read everyone."""
        return self._solve(view, public=True)

    def _solve(self, view: Seen, *, public: bool) -> dict[int, Probs]:
        counts = role_counts(len(view.seats))
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
        reading = self.reading.weights
        limit = reading.limit
        column = (max(counts[DEPUTY], 0), max(counts[OUTLAW], 0), max(counts[RENEGADE], 0))
        if column[1] == 0 and column[2] == 1 and column[0] == len(hidden) - 1:
            # Every hidden seat a Deputy but one, the Renegade: the exact chances go with each seat's odds.
            lean, aggression = reading.endgame_lean, self.aggression
            odds = []
            for seat in hidden:
                value = evidence[seat] + (0.0 if public else private[seat])
                value = (-limit if value < -limit else limit if value > limit else value) * sharp
                odds.append(exp(lean * value + aggression[seat]))
            total = sum(odds)
            return {seat: (1.0 - value / total, 0.0, value / total) for seat, value in zip(hidden, odds, strict=True)}
        renegade = -reading.renegade_lean
        weights: list[Probs] = []
        for seat in hidden:
            value = evidence[seat] + (0.0 if public else private[seat])
            value = (-limit if value < -limit else limit if value > limit else value) * sharp
            weights.append((exp(-value), exp(value), exp(renegade * value)))
        return dict(zip(hidden, balance(weights, column), strict=True))
