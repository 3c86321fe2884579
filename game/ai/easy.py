"""The easy level: plays sensibly but plainly, with human-like mistakes.

It knows only the obvious (the Sheriff, its own role, who shot the Sheriff, who
shot it) and it draws no further conclusions. It plays good cards, but now and
then picks a worse play or target, forgets a card and ends its turn, or throws
away the wrong card. It still never breaks its role: a Deputy does not shoot the
Sheriff.
"""
from __future__ import annotations

from game.actions import Action, DiscardCard, EndTurn
from game.ai.answers import answer, pick
from game.ai.belief import LAW, Belief, Evidence
from game.ai.normal import NormalAgent
from game.ai.playphase import rank_plays
from game.roles import OUTLAW, Role
from game.view import PlayerView

BLUNDER = 0.3
"""Chance of playing some other sensible card or target than the best."""
FORGET = 0.12
"""Chance of ending the turn while something good was still playable."""
SLOPPY_DISCARD = 0.4
"""Chance of discarding the second-worst card instead of the worst."""


class PlainEvidence(Evidence):
    """Only direct evidence: who attacked the Sheriff. No second-hand reasoning."""

    def _act(self, actor: int, target: int, weight: float, hostile: bool) -> None:
        if not hostile:
            return
        self.acts.append((actor, target, weight, hostile))
        if target == self.sheriff:
            self.evidence[actor] += 1.5 * weight
        self.changed()

    def _revealed(self, seat: int, role: Role) -> None:
        self.known[seat] = role
        self.changed()


class PlainBelief(Belief):
    """The plain public reading, plus who attacked me."""

    reading = PlainEvidence

    def _attacked(self, actor: int, weight: float, hostile: bool, sheriff: int) -> None:
        if hostile and actor != sheriff and self.me != sheriff:
            if self.my_role in LAW:
                self.private[actor] += 1.0 * weight
            elif self.my_role == OUTLAW:
                self.private[actor] -= 1.0 * weight


class EasyAgent(NormalAgent):
    """A plain player: obvious cards, little thought on targets, the odd mistake."""

    level = "easy"

    def new_belief(self) -> Belief:
        """Only what is plain to see."""
        return PlainBelief(sharp=0.7)

    def choose(self, view: PlayerView) -> Action:
        """The normal choice, with now and then a plain mistake."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        sit = self.situation(view)
        kind = view.waiting_kind
        rng = self.rng
        if kind == "play":
            good = [action for score, action in rank_plays(sit, legal) if score > 0]
            if not good or rng.random() < FORGET:
                return EndTurn()
            if len(good) > 1 and rng.random() < BLUNDER:
                return rng.choice(good)
            return good[0]
        if kind == "discard":
            cards = sorted((a.card for a in legal if isinstance(a, DiscardCard)), key=lambda c: (sit.keep_value(c), c))
            if len(cards) > 1 and rng.random() < SLOPPY_DISCARD:
                return DiscardCard(cards[1])
            return DiscardCard(cards[0])
        if kind == "pick":
            if rng.random() < BLUNDER:
                return rng.choice(legal)
            return pick(sit, legal)
        return answer(sit, legal)

