"""The normal level: role-aware heuristics on top of the suspicion model."""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.actions import Action
from game.ai.answers import answer, discard, pick, quick_answer
from game.ai.belief import Belief
from game.ai.playphase import choose_play
from game.ai.renegade import living_with_role
from game.ai.situation import Situation
from game.ai.stance import ENDGAME_CAUTION, FRIENDLY_FIRE, endgame_caution, relations
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from game.view import PlayerView


class NormalAgent:
    """Estimates roles from the public history, attacks likely enemies, protects likely friends."""

    level = "normal"
    caution = FRIENDLY_FIRE
    """How much a possible teammate weighs against attacking (see ``stance``)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.belief = self.new_belief()
        self.last_relations: list[float] = []
        """Relations behind the latest decision that needed them (read by the simulator's role counts)."""
        self._cache_key: tuple[object, ...] = ()
        self._inputs: tuple[object, ...] = ()
        """What the latest relations were worked out from: evidence version, seat and table."""
        self._characters: tuple[str, ...] = ()

    def new_belief(self) -> Belief:
        """The suspicion model this level reasons with."""
        return Belief()

    def relations(self, view: PlayerView) -> list[float]:
        """Read the new events and return how I stand towards every seat."""
        belief = self.belief
        belief.observe(view)
        seats = view.seats
        if view.role == RENEGADE or len(seats) == 3:  # their relations follow the life points too
            table: tuple[object, ...] = tuple([seat.hp if seat.alive else -99 for seat in seats])
        else:
            table = tuple([seat.alive for seat in seats])
        key = (belief.turns, view.me, table)
        if key != self._cache_key:
            # A new turn re-reads the relations, but with no new evidence and the same table they come out the same.
            lawful = view.role in (SHERIFF, DEPUTY)
            endgame = self.endgame_caution(view) if lawful else ENDGAME_CAUTION
            inputs = (belief.version, view.me, table, endgame)
            if inputs != self._inputs:
                self.last_relations = relations(
                    view.role, view.me, seats, view.table, belief.probabilities(view), belief.known, self.caution,
                    belief.unread() if lawful else None, endgame,
                )
                self._inputs = inputs
            self._cache_key = key
        return self.last_relations

    def endgame_caution(self, view: PlayerView) -> float:
        """The law's caution at this table now, as ``stance.endgame_caution`` wears it down once the Outlaws are gone
        (it goes by the public history: every lawman's is the same)."""
        seats = view.seats
        if living_with_role(seats, OUTLAW) > 0:
            return ENDGAME_CAUTION
        return endgame_caution(self.belief.turns_since_a_fall / sum(1 for seat in seats if seat.alive))

    def situation(self, view: PlayerView) -> Situation:
        """The facts of this decision; relations are worked out only if the decision needs them."""
        return Situation(view, lambda: self.relations(view), self._quiet_turns)

    def _quiet_turns(self) -> int:
        """Turns begun since the last life point was lost, as of the view my relations were last read from."""
        return self.belief.quiet_turns

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal``."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if not self._characters:
            self._characters = tuple(seat.character for seat in view.seats)
        quick = quick_answer(view, legal, self._characters)
        if quick is not None:
            return quick
        return decide(self.situation(view), legal)



def decide(sit: Situation, legal: Sequence[Action]) -> Action:
    """The normal policy's decision: dispatch on what the game waits for."""
    kind = sit.view.waiting_kind
    if kind == "play":
        return choose_play(sit, legal)
    if kind == "respond":
        return answer(sit, legal)
    if kind == "pick":
        return pick(sit, legal)
    if kind == "discard":
        return discard(sit, legal)
    return legal[0]
