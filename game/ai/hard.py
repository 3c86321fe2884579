"""The hard level: the normal player's knowledge plus look-ahead by determinized play-outs.

In its own play phase, when the normal policy sees more than one sensible
option, the hard player samples complete games consistent with what it knows
(``determinize``), plays each option in each sample, lets the normal policy
play out the rest of its turn (and everyone's answers; an Outlaw also the next
player's turn), and keeps the option whose outcomes have the best average
chance to win (``evaluation``). The work is a fixed number of simulated
decisions, never a clock, so the same seeds always give the same game. It also
reads the history a little more shrewdly than the normal player (``ShrewdBelief``).
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.actions import FROM_HAND, Action, EndTurn, PlayCard, TargetCard
from game.ai.act_weights import FITTED
from game.ai.belief import Belief, Evidence, Seen
from game.ai.cardinfo import EFFECT
from game.ai.determinize import CardMemory, RoleSampler, clone, sample_state
from game.ai.evaluation import weights_for, win_chance
from game.ai.normal import NormalAgent, decide
from game.ai.playphase import FUTILE, forbidden_target, rank_plays
from game.ai.situation import Situation
from game.ai.stance import ENDGAME_CAUTION, presumed_friend, relations, sure_enemy
from game.engine import Game
from game.events import CardPlayed, Event, TurnStarted
from game.opentable import OpenTable
from game.roles import OUTLAW, Role
from game.state import GameState
from game.view import PlayerView
from game.vocabulary import EffectKey

STEP_BUDGET = 720
"""Simulated decisions one look-ahead may spend in total (checked between samples), at up to six players.

More samples help both sides (the play-outs are noisy); with 720 the slowest
decisions (p99) took 30-47 ms on the development machine, against a 50 ms limit.
"""
FULL_TABLE = 6
"""Beyond this many players a simulated decision costs more, about in proportion to the players (more turns
and targets to weigh): the budget shrinks in the same proportion (at seven players 617, at eight 540)."""
EXPANSION_SHARE = 5 / 6
"""With the expansions a simulated decision costs about a fifth more (more cards, characters and choices to
weigh): the budget is this share of the base game's. With 720 at seven players and 600 with both expansions,
p99 was 50-53 ms; with 600 at eight players 54-62 ms."""
MAX_CANDIDATES = 6
"""Options compared at most (bolder attacks and ending the turn included)."""
MARGIN = 45.0
"""Plays scoring this far below the best are not worth a look."""
OBVIOUS = 75.0
"""Plays scoring at least this much (drawing cards, equipment) are made without looking ahead."""
MIN_SAMPLES = 2
MAX_SAMPLES = 30
"""Samples per look-ahead at most (when few options leave budget to spare)."""
EXPECTED_STEPS = 7
"""Typical play-out length of one turn, to share the budget between samples and options."""
PLAYOUT_LIMIT = 40
"""A play-out stops after this many decisions per turn it covers even if the turns are not over."""
HORIZONS = {OUTLAW: 1}
"""Turns of the following players a play-out also plays, by role (else 0: it stops when my turn is over).

An Outlaw's chances hinge on what the next players do to a wounded Sheriff, which
the end of his own turn does not show yet; the law's look-ahead does best short
at five players or more (``SMALL_TABLE``).
"""
SMALL_TABLE = 4
"""At this many players or fewer everyone looks through the next player's turn: at three he hunts or is hunted
by me and his turn decides the game; at four the Sheriff stands alone against three enemies, one of whom plays
next (his look-ahead through that turn, law's wins on 400 four-player bench seeds: 28.0 % before, 31.0 % after;
with both expansions 29.5 % before, 41.0 % after)."""


def horizon_of(role: Role, players: int) -> int:
    """How many turns of the following players a look-ahead of this role at this table plays out."""
    return 1 if players <= SMALL_TABLE else HORIZONS.get(role, 0)


BOLD: frozenset[EffectKey] = frozenset(
    {"bang", "missed", "duel", "jail", "panic", "cat_balou", "shot_near", "shot_near_draw", "shot_reach", "shot_any",
     "steal_any"}
)
BOLD_OPTIONS = 2
"""Attacks beyond the normal policy's caution that the look-ahead also weighs."""
HEURISTIC_WEIGHT = 0.05
"""How much the normal policy's score still counts next to the play-outs' average."""


class ShrewdEvidence(Evidence):
    """The fitted public reading (``FITTED``), plus a second look at every Bang! and Duel: an Outlaw hits the Sheriff
    when he can.

    A player who had the Sheriff within reach and fired his Bang! at someone else,
    or who challenged someone else to a Duel (any distance), is probably not an
    Outlaw (distances and reach are the rules' in his turn on the table as it is now, which
    a turn later is nearly always as it was).
    """

    shared = False
    """It leaves out its owner's own shots, and reads the others' on the table as he last saw it."""
    weights = FITTED

    def __init__(self, known: list[Role | None], me: int) -> None:
        super().__init__(known, me)
        self.table: OpenTable | None = None
        """The table at the latest reading."""

    def observe(self, view: Seen) -> None:
        if len(view.public_history) != self.cursor:
            self.table = view.table
        super().observe(view)

    def _played(self, event: CardPlayed) -> None:
        super()._played(event)
        shooter, sheriff, effect = event.player, self.sheriff, EFFECT[event.card]
        reach = SHOT_REACH.get(effect)
        table = self.table
        if reach is None or sheriff < 0 or event.target in (sheriff, None) or event.as_answer or table is None:
            return
        seats = table.players
        if shooter == self.me or not seats[shooter].alive or not seats[sheriff].alive:
            return
        if reach == ANY_DISTANCE:
            passed = True
        else:
            in_his_turn = table.in_turn_of(shooter)
            limit = in_his_turn.weapon_reach(shooter) if reach == WEAPON_REACH else reach
            passed = in_his_turn.distance(shooter, sheriff) <= limit
        if passed:
            self.evidence[shooter] -= PASSED_ON_THE_SHERIFF
            self.changed()


class ShrewdBelief(Belief):
    """The hard level's suspicion model: the normal one on the shrewd, fitted reading."""

    reading = ShrewdEvidence


WEAPON_REACH = -1
ANY_DISTANCE = 99
SHOT_REACH: dict[EffectKey, int] = {
    "bang": WEAPON_REACH, "missed": WEAPON_REACH, "shot_reach": WEAPON_REACH, "duel": ANY_DISTANCE,
    "shot_any": ANY_DISTANCE, "shot_near": 1, "shot_near_draw": 1,
}
"""How far each single-target attack reaches: who aimed one elsewhere with the Sheriff in reach passed on him."""


PASSED_ON_THE_SHERIFF = 0.8
"""Evidence against being an Outlaw for shooting someone else with the Sheriff in reach."""


class HardAgent(NormalAgent):
    """Normal heuristics, plus short determinized play-outs to choose between close options."""

    level = "hard"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.memory = CardMemory()
        self.looked_ahead = 0
        """How many decisions used look-ahead (for tests and benchmarks)."""

    def new_belief(self) -> Belief:
        """The normal model with a sharper reading of who passed on the Sheriff."""
        return ShrewdBelief()

    def choose(self, view: PlayerView) -> Action:
        """The normal choice, or in the play phase the best option by look-ahead."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        sit = self.situation(view)
        if view.waiting_kind != "play":
            return decide(sit, legal)
        ranked = rank_plays(sit, legal)
        best = ranked[0][1]
        if isinstance(best, PlayCard) and best.card in sit.foresight:
            return best
        options = candidates(sit, ranked)
        if len(options) == 1:
            return options[0][1]
        self.memory.observe(view)
        self.looked_ahead += 1
        return self.look_ahead(view, sit, options)

    def look_ahead(self, view: PlayerView, sit: Situation, options: list[tuple[float, Action]]) -> Action:
        """The option whose determinized play-outs evaluate best."""
        rng = self.rng
        me = view.me
        self.relations(view)  # brings the suspicion model up to date before sampling roles from it
        sampler = RoleSampler(view, self.belief)
        public = self.belief.public_probabilities(view)
        endgame = self.endgame_caution(view)
        horizon = horizon_of(view.role, len(view.seats))
        expected = EXPECTED_STEPS * (1 + horizon)
        budget = step_budget(len(view.seats), bool(view.rules.expansions))
        samples = max(MIN_SAMPLES, min(MAX_SAMPLES, budget // (expected * len(options))))
        totals = [0.0] * len(options)
        spent = 0
        done = 0
        for _ in range(samples):
            if spent >= budget:
                break
            roles = sampler.sample(rng)
            base = self.sampled_state(view, roles, rng)
            minds = self.minds(view, sit, roles, public, endgame)
            weights = weights_for(roles[me], len(roles), bool(view.rules.expansions))
            seed = rng.getrandbits(64)
            for index, (_, action) in enumerate(options):
                game = PlayOut(clone(base, random.Random(seed)), view.legal)
                spent += 1
                turns = turns_begun(game.apply(me, action), me)
                if turns <= horizon:
                    spent += playout(game, minds, me, PLAYOUT_LIMIT * (1 + horizon), horizon + 1 - turns)
                totals[index] += 100.0 * win_chance(game.state, me, weights)
            done += 1
        best = max(
            range(len(options)),
            key=lambda i: (totals[i] / max(done, 1) + HEURISTIC_WEIGHT * options[i][0], -i),
        )
        return options[best][1]

    def sampled_state(self, view: PlayerView, roles: Sequence[Role], rng: random.Random) -> GameState:
        """One complete game consistent with what I know, the hidden roles dealt as ``roles``."""
        return sample_state(view, self.memory, roles, rng)

    def minds(
        self, view: PlayerView, sit: Situation, roles: Sequence[Role], public: dict[int, tuple[float, float, float]],
        endgame: float = ENDGAME_CAUTION,
    ) -> list[list[float]]:
        """Every seat's relations in a sample: mine as I hold them, the others' from the public reading (``endgame``:
        the law's caution once the Outlaws are gone)."""
        seats, table = view.seats, view.table
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
                result.append(relations(roles[seat], seat, seats, table, public, known, endgame=endgame))
        return result


class PlayOut(Game):
    """A look-ahead game from a sampled state at my play phase: its first legal decisions are my view's.

    The sample agrees with my view in everything the listing reads (my hand, the table, hand sizes), so the view's
    decisions are taken as they are instead of listed again (``tests/game/test_ai_shortcuts.py`` checks that the
    listing would give the very same)."""

    def __init__(self, state: GameState, legal: tuple[Action, ...]) -> None:
        super().__init__(state)
        self._expect_legal(legal)


def step_budget(players: int, expansions: bool) -> int:
    """Simulated decisions one look-ahead may spend at this table (the slowest decisions stay under 50 ms)."""
    budget = STEP_BUDGET * FULL_TABLE // max(players, FULL_TABLE)
    return round(budget * EXPANSION_SHARE) if expansions else budget


def candidates(sit: Situation, ranked: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """The plays worth comparing: close to the best, bolder attacks, and ending the turn; one per effect and target.

    Ending the turn is no option while a BANG! card can be fired at a player who cannot be a teammate
    (``sure_enemy``: an Outlaw's shot at the Sheriff, anyone's in the last fights) and the normal policy sees some
    good in it; that shot is then among the options even when another play ranks first. A shot not fired is
    lost, since the next turn allows one again, but the play-outs' scoring counts a BANG! card in hand as worth
    about a life point off a healthy enemy, or more: it held such shots back in 1-4 % of these turns (the Sheriff
    left alone with his enemies in 7-10 %), and in the last duel kept two or three BANG! cards in hand while a
    Duel or a Panic! ranked first. At a player who may be a teammate holding back can be prudence, and stays an
    option (``docs/ai.md``, "Issue 24, a third look" and "a fourth look")."""
    best_score, best = ranked[0]
    if best_score >= OBVIOUS:
        return [(best_score, best)]
    chosen: list[tuple[float, Action]] = []
    seen: set[tuple[EffectKey, int | None, TargetCard | None]] = set()
    for score, action in ranked:
        if score <= 0.0 or score < best_score - MARGIN or len(chosen) >= MAX_CANDIDATES - 1:
            break
        if isinstance(action, PlayCard):
            key = (EFFECT[action.card], action.target, action.target_card)
            if key in seen:
                continue
            seen.add(key)
        chosen.append((score, action))
    chosen.extend(bold_options(sit, ranked, seen))
    sure_shot = next((item for item in ranked if item[0] > 0.0 and fires_at_a_sure_enemy(sit, item[1])), None)
    if sure_shot is None:
        chosen.append((0.0, EndTurn()))
    elif not any(fires_at_a_sure_enemy(sit, action) for _, action in chosen):
        chosen.append(sure_shot)
    return chosen


def fires_at_a_sure_enemy(sit: Situation, play: Action) -> bool:
    """Whether ``play`` is a BANG! card fired at a player who cannot be my teammate."""
    return (
        isinstance(play, PlayCard)
        and EFFECT[play.card] == "bang"
        and play.target is not None
        and sure_enemy(sit.role, sit.seats, play.target)
    )


def bold_options(
    sit: Situation, ranked: list[tuple[float, Action]], seen: set[tuple[EffectKey, int | None, TargetCard | None]]
) -> list[tuple[float, Action]]:
    """Attacks the normal policy finds too risky (no presumed friend, no role rule broken), most likely enemy first."""
    found: list[tuple[float, Action]] = []
    for score, action in ranked:
        if score > 0.0 or score <= FUTILE or not isinstance(action, PlayCard) or action.target in (None, sit.me):
            continue
        effect = EFFECT[action.card]
        target = action.target
        assert target is not None
        if effect not in BOLD or (action.target_card is not None and action.target_card is not FROM_HAND):
            continue
        if forbidden_target(sit, target) or presumed_friend(sit.rel[target]):
            continue
        if effect == "duel" and sit.count("bang") == 0 and sit.seats[target].hand_count > 0:
            continue  # a gamble the normal policy already weighed and turned down: any card he holds may be a Bang!
        key = (effect, target, action.target_card)
        if key not in seen:
            seen.add(key)
            found.append((sit.rel[target], action))
    found.sort(key=lambda item: item[0])
    return [(0.0, action) for _, action in found[:BOLD_OPTIONS]]


def playout(game: Game, minds: Sequence[Sequence[float]], me: int, limit: int, turns: int = 1) -> int:
    """Let every seat play the normal policy until ``turns`` more turns have begun, the end, or ``limit`` decisions."""
    steps = 0
    while steps < limit:
        seat = game.decider
        if seat is None:
            break
        view = game.view_for(seat)
        legal = view.legal
        action = legal[0] if len(legal) == 1 else decide(Situation(view, minds[seat]), legal)
        steps += 1
        turns -= turns_begun(game.apply(seat, action), me)
        if turns <= 0:
            break
    return steps


def turns_begun(events: Sequence[Event], me: int) -> int:
    """How many turns of players other than ``me`` have begun in ``events``."""
    return sum(1 for event in events if isinstance(event, TurnStarted) and event.player != me)
