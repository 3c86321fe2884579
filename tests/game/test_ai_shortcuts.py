"""The normal AI's shortcuts give exactly what the long way gives: the stuck-table count kept while reading the
history, Sinkhorn's sweeps in plain loops, a play read from a per-card table
with the leans written out, the hand's effects listed once per decision, and a sampled copy's decisions taken from the
view instead of listed again."""
from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from game.actions import FROM_HAND
from game.ai import make_agent
from game.ai.act_weights import PLAIN, READ_AS
from game.ai.belief import Belief, Evidence, Probs, sinkhorn
from game.ai.cardinfo import EFFECT, GREEN
from game.ai.determinize import CardMemory, RoleSampler, clone, sample_state
from game.ai.situation import Situation, stall_limit, stalled
from game.engine import Game
from game.events import CardPlayed, LifeLost, PlayerEliminated, TurnStarted
from game.roles import Role
from game.setup import GameSetup
from game.state import Rules
from game.view import PlayerView

TABLES = [(7, ()), (8, ("dodge_city", "high_noon")), (4, ("dodge_city",))]


def views(players: int, expansions: tuple[str, ...], seed: int) -> Iterator[PlayerView]:
    """Every view a seat decides on in one seeded game between random agents."""
    game = Game.new(GameSetup(tuple("ABCDEFGH"[:players]), seed, Rules(expansions=expansions)))
    agents = [make_agent("random", seed * 10 + seat) for seat in range(players)]
    while not game.over:
        seat = game.decider
        assert seat is not None
        view = game.view_for(seat)
        yield view
        game.apply(seat, agents[seat].choose(view))


def quiet_turns_read_back(view: PlayerView) -> int:
    """Turns begun since the last life point was lost, counted from the newest event back."""
    count = 0
    for event in reversed(view.history):
        if type(event) in (LifeLost, PlayerEliminated):
            break
        if type(event) is TurnStarted:
            count += 1
    return count


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_the_quiet_turn_count_kept_while_reading_matches_the_history(
    players: int, expansions: tuple[str, ...]
) -> None:
    beliefs = [Belief() for _ in range(players)]
    checked = 0
    for seed in (3, 4):
        for view in views(players, expansions, seed):
            belief = beliefs[view.me]
            belief.observe(view)
            assert belief.quiet_turns == quiet_turns_read_back(view)
            alive = sum(1 for seat in view.seats if seat.alive)
            assert (belief.quiet_turns > stall_limit(alive)) == stalled(view, alive)
            checked += 1
    assert checked > 100


def sinkhorn_by_rows(weights: dict[int, list[float]], counts: Sequence[float], sweeps: int = 2) -> dict[int, Probs]:
    """The textbook sweeps, row by row and column by column (the shape the model had before it was made faster)."""
    rows = {seat: list(w) for seat, w in weights.items()}
    for _ in range(sweeps):
        for column in range(3):
            total = sum(row[column] for row in rows.values())
            scale = counts[column] / total if total > 1e-12 else 0.0
            for row in rows.values():
                row[column] *= scale
        for row in rows.values():
            total = row[0] + row[1] + row[2]
            if total > 1e-12:
                row[0] /= total
                row[1] /= total
                row[2] /= total
    return {seat: (row[0], row[1], row[2]) for seat, row in rows.items()}


def test_sinkhorn_gives_the_textbook_numbers_to_the_last_bit() -> None:
    rng = random.Random(15)
    for _ in range(2000):
        seats = rng.sample(range(8), rng.randint(1, 7))
        weights = {seat: [rng.uniform(0.0, 60.0) if rng.random() > 0.05 else 0.0 for _ in range(3)] for seat in seats}
        counts = [rng.randint(0, 3) for _ in range(3)]
        expected = sinkhorn_by_rows(weights, counts)
        got = sinkhorn(weights, counts)
        assert got == expected
        assert list(got) == list(expected)


class LongWayEvidence(Evidence):
    """The model's reading of a play as it was written before the per-card table."""

    def _played(self, event: CardPlayed) -> None:
        effect = EFFECT[event.card]
        effect = READ_AS.get(effect, effect)
        weight = dict(PLAIN.hostile).get(effect)
        if weight is None or event.target is None:
            helped = dict(PLAIN.helpful).get(effect)
            if helped is not None and event.target is not None:
                self._act(event.player, event.target, helped, False)
            return
        target_card = event.target_card
        if effect in ("panic", "cat_balou") and target_card is not None and target_card is not FROM_HAND:
            aimed = EFFECT[target_card]
            if aimed in ("jail", "dynamite"):
                self._act(event.player, event.target, 0.7 if aimed == "jail" else 0.4, False)
                return
        self._act(event.player, event.target, weight, True)


def fresh(reading: type[Evidence], rng: random.Random) -> Evidence:
    """A five-seat public reading with a revealed Outlaw and some evidence already gathered."""
    evidence = reading([Role.SHERIFF, None, Role.OUTLAW, None, None])
    evidence.evidence = [rng.uniform(-2.0, 2.0) for _ in range(5)]
    return evidence


def test_every_play_is_read_exactly_as_the_long_way_reads_it() -> None:
    rng = random.Random(7)
    aimed_at = [None, FROM_HAND, *range(len(EFFECT))]
    checked = 0
    for card in range(len(EFFECT)):
        for target_card in [*rng.sample(aimed_at, 12), None, FROM_HAND]:
            player, target = rng.sample(range(5), 2)
            event = CardPlayed(player, card, target, target_card)
            seed = rng.random()
            short, long = fresh(Evidence, random.Random(seed)), fresh(LongWayEvidence, random.Random(seed))
            short._played(event)
            long._played(event)
            assert (short.evidence, short.acts) == (long.evidence, long.acts)
            checked += 1
    assert checked > 1000


def counted_the_long_way(sit: Situation, effect: str) -> int:
    """``Situation.count`` as it was written: Calamity Janet counts Bang! and Missed! as both."""
    if effect == "missed":
        wanted = {"missed", "dodge", "bang"} if sit.calamity else {"missed", "dodge"}
    else:
        wanted = {"bang", "missed"} if sit.calamity and effect == "bang" else {effect}
    return sum(1 for card in sit.hand if EFFECT[card] in wanted and not GREEN[card])


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_hand_counts_and_keep_values_match_the_long_way(players: int, expansions: tuple[str, ...]) -> None:
    checked = 0
    for view in views(players, expansions, 6):
        sit = Situation(view, [0.0] * players)
        for effect in ("bang", "missed", "beer", "dodge", "panic"):
            assert sit.count(effect) == counted_the_long_way(sit, effect)
        for card in view.hand:
            # against a copy of my hand, the effects are listed afresh instead of once per decision
            assert sit.keep_value(card) == sit.keep_value(card, list(view.hand))
            checked += 1
    assert checked > 100


class OwnEvidence(Evidence):
    """The public reading kept by one player alone (as every player kept it before it was shared)."""

    shared = False


class OwnBelief(Belief):
    reading = OwnEvidence


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_one_shared_public_reading_gives_every_player_what_his_own_would(
    players: int, expansions: tuple[str, ...]
) -> None:
    checked = 0
    for seed in (6, 7):
        shared = [Belief() for _ in range(players)]
        own = [OwnBelief() for _ in range(players)]
        for view in views(players, expansions, seed):
            mine, alone = shared[view.me], own[view.me]
            mine.observe(view)
            alone.observe(view)
            assert mine.probabilities(view) == alone.probabilities(view)
            assert (mine.evidence, mine.private, mine.known) == (alone.evidence, alone.private, alone.known)
            assert (mine.turns, mine.quiet_turns) == (alone.turns, alone.quiet_turns)
            checked += 1
        readings = {id(belief.public) for belief in shared if belief.public is not None}
        assert len(readings) == 1  # the whole table read the events once
    assert checked > 100


def test_a_model_that_starts_late_reads_the_earlier_acts_as_they_were_seen() -> None:
    """A player first asked after someone died reads that player's earlier acts without his role, as the table
    saw them then, and the role only from its reveal: what a player who watched from the start holds."""
    late_checked = 0
    for seed in range(8, 14):
        game = Game.new(GameSetup(tuple("ABCDE"), seed, Rules()))
        agents = [make_agent("random", seed * 10 + seat) for seat in range(5)]
        watchers = [OwnBelief() for _ in range(5)]
        for place, watcher in enumerate(watchers):
            watcher.observe(game.view_for(place))
        while not game.over:
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            watchers[seat].observe(view)
            if any(not other.alive for other in view.seats):
                late = OwnBelief()
                late.observe(view)
                assert late.evidence == watchers[seat].evidence
                assert late.probabilities(view) == watchers[seat].probabilities(view)
                late_checked += 1
            game.apply(seat, agents[seat].choose(view))
    assert late_checked > 20


@pytest.mark.parametrize(("players", "expansions"), TABLES)
def test_a_sampled_state_lists_exactly_the_views_decisions(players: int, expansions: tuple[str, ...]) -> None:
    """The hard level hands its view's decisions to the copies it plays out (``game.ai.hard.PlayOut``): the copy's own
    listing must give the very same, whatever the sample put in the hidden hands, the deck and the roles."""
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        for view in views(players, expansions, seed):
            if view.waiting_kind != "play" or len(view.legal) < 2:
                continue
            belief = Belief()
            belief.observe(view)
            memory = CardMemory()
            memory.observe(view)
            roles = RoleSampler(view, belief).sample(rng)
            copy = Game(clone(sample_state(view, memory, roles, rng), rng))
            assert copy.legal_actions(view.me) == list(view.legal)
            checked += 1
    assert checked > 30
