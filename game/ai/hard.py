"""The hard level: the normal player's knowledge plus look-ahead by determinized play-outs.

In its own play phase, when the normal policy sees more than one sensible
option, the hard player samples a few complete games consistent with what it
knows (``determinize``), plays each option in each sample, lets every seat play
on with the normal policy until its own next turn, and keeps the option whose
outcomes evaluate best on average. The work is a fixed number of simulated
decisions, never a clock, so the same seeds always give the same game.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.actions import Action, EndTurn, PlayCard
from game.ai.cardinfo import EFFECT
from game.ai.determinize import CardMemory, RoleSampler, clone, sample_state
from game.ai.evaluation import WEIGHTS, win_chance
from game.ai.normal import NormalAgent
from game.ai.playphase import rank_plays
from game.ai.policy import decide
from game.ai.situation import Situation
from game.ai.stance import relations
from game.engine import Game
from game.events import Event, TurnStarted
from game.view import PlayerView

STEP_BUDGET = 320
"""Simulated decisions one look-ahead may spend in total."""
MAX_CANDIDATES = 4
MARGIN = 30.0
"""Plays scoring this far below the best are not worth a look."""
OBVIOUS = 75.0
"""Plays scoring at least this much (drawing cards, equipment) are made without looking ahead."""
MIN_SAMPLES = 2
MAX_SAMPLES = 16
EXPECTED_STEPS = 7
HEURISTIC_WEIGHT = 0.05
"""How much the normal policy's score still counts next to the play-outs' average."""


class HardAgent(NormalAgent):
    """Normal heuristics, plus short determinized play-outs to choose between close options."""

    level = "hard"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.memory = CardMemory()
        self.looked_ahead = 0
        """How many decisions used look-ahead (for tests and benchmarks)."""

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        sit = self.situation(view)
        if view.waiting_kind != "play":
            return decide(sit, legal)
        ranked = rank_plays(sit, legal)
        options = candidates(ranked)
        if len(options) == 1:
            return options[0][1]
        self.memory.observe(view)
        self.looked_ahead += 1
        return self.look_ahead(view, sit, options)

    def look_ahead(self, view: PlayerView, sit: Situation, options: list[tuple[float, Action]]) -> Action:
        """The option whose determinized play-outs evaluate best."""
        rng = self.rng
        me = view.me
        if not sit.rel:  # reading the relations first brings the suspicion model up to date
            return options[0][1]
        sampler = RoleSampler(view, self.belief)
        public = self.belief.public_probabilities(view)
        samples = max(MIN_SAMPLES, min(MAX_SAMPLES, STEP_BUDGET // (EXPECTED_STEPS * len(options))))
        depth = 40
        totals = [0.0] * len(options)
        spent = 0
        done = 0
        for _ in range(samples):
            if spent >= STEP_BUDGET:
                break
            roles = sampler.sample(rng)
            base = sample_state(view, self.memory, roles, rng)
            minds = self.minds(view, sit, roles, public)
            weights = WEIGHTS[roles[me]]
            seed = rng.getrandbits(64)
            for index, (_, action) in enumerate(options):
                game = Game(clone(base, random.Random(seed)))
                spent += 1
                if not turn_passed(game.apply(me, action), me):
                    spent += playout(game, minds, me, depth)
                totals[index] += 100.0 * win_chance(game.state, me, weights)
            done += 1
        best = max(
            range(len(options)),
            key=lambda i: (totals[i] / max(done, 1) + HEURISTIC_WEIGHT * options[i][0], -i),
        )
        return options[best][1]

    def minds(
        self, view: PlayerView, sit: Situation, roles: Sequence[str], public: dict[int, tuple[float, float, float]]
    ) -> list[list[float]]:
        """Every seat's relations in a sample: mine as I hold them, the others' from the public reading."""
        seats = view.seats
        shown = [seat.role if seat.role is not None and seat.seat != view.me else None for seat in seats]
        result: list[list[float]] = []
        for seat, info in enumerate(seats):
            if seat == view.me:
                result.append(list(sit.rel))
            elif not info.alive:
                result.append([0.0] * len(seats))
            else:
                known = list(shown)
                known[seat] = roles[seat]
                result.append(relations(roles[seat], seat, seats, public, known))
        return result


def candidates(ranked: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """The plays worth comparing: close to the best, one per distinct effect and target, and ending the turn."""
    best_score, best = ranked[0]
    if best_score <= 0.0 or best_score >= OBVIOUS:
        return [(best_score, best if best_score > 0.0 else EndTurn())]
    chosen: list[tuple[float, Action]] = []
    seen: set[tuple[str, int | None, int | None]] = set()
    for score, action in ranked:
        if score <= 0.0 or score < best_score - MARGIN or len(chosen) >= MAX_CANDIDATES - 1:
            break
        if isinstance(action, PlayCard):
            key = (EFFECT[action.card], action.target, action.target_card)
            if key in seen:
                continue
            seen.add(key)
        chosen.append((score, action))
    chosen.append((0.0, EndTurn()))
    return chosen


def playout(game: Game, minds: Sequence[Sequence[float]], me: int, limit: int) -> int:
    """Let every seat play the normal policy until ``me``'s turn is over, the end, or ``limit`` decisions."""
    steps = 0
    while steps < limit:
        seat = game.decider
        if seat is None:
            break
        view = game.view_for(seat)
        legal = view.legal
        action = legal[0] if len(legal) == 1 else decide(Situation(view, minds[seat]), legal)
        steps += 1
        if turn_passed(game.apply(seat, action), me):
            break
    return steps


def turn_passed(events: Sequence[Event], me: int) -> bool:
    """Whether another player's turn has begun."""
    return any(isinstance(event, TurnStarted) and event.player != me for event in events)
