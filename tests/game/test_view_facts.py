"""The facts a view hands out (``PlayerView.table``) are the rules' own, on the true state.

Seeded random games with both expansions, at many decision points: every seat's abilities in force, sources
of each tag, whether its cards work, weapon reach, hand limit, draw count, the next living seat, every
distance (also as in each seat's own turn), the suit in force and every check, against ``game.hooks`` and
``game.distance`` asked about the game state itself. The games are dealt so that the cases where the AI's old
copy of these rules went wrong come up (Belle Star's turn, Vera Custer's borrowed ability, Hangover, Curse and
Blessing, ghosts), and the test says that they did.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import distance, hooks
from game.ai import RandomAgent
from game.cards import cards_in_game
from game.characters import characters_for
from game.engine import Game
from game.eventcards import BLESSING, CURSE, HANGOVER, EventCard
from game.events import EventRevealed, PlayerEliminated, TurnStarted
from game.flow import StartTurn
from game.opentable import OpenTable
from game.setup import GameSetup
from game.state import GameState, Rules
from game.vocabulary import Tag

RULES = Rules(expansions=("dodge_city", "high_noon"))
TAGS: tuple[Tag, ...] = ("mustang", "scope", "barrel", "unlimited_bang", "others_cards_off")
FOCUS = ("Belle Star", "Vera Custer", "Paul Regret", "Rose Doolan", "Sean Mallory", "Bill Noface", "Pixie Pete")
"""Characters whose abilities change distances, sources, hand limits or draw counts: one or two in every game."""
GAMES = 24
EVERY = 2
"""Every how many decisions the facts are compared."""


def mismatches(table: OpenTable, state: GameState) -> list[str]:
    """Every fact of ``table`` that differs from the rules' answer on ``state``."""
    found: list[str] = []

    def compare(what: str, shown: object, truth: object) -> None:
        if shown != truth:
            found.append(f"{what}: view {shown!r}, rules {truth!r}")

    players = state.players
    living = [seat for seat, player in enumerate(players) if player.alive]
    for seat, player in enumerate(players):
        shown = table.players[seat]
        compare(
            f"seat {seat}",
            (shown.hp, shown.max_hp, shown.alive, shown.ghost, tuple(shown.in_play), shown.abilities),
            (player.hp, player.max_hp, player.alive, player.ghost, tuple(player.in_play), player.abilities),
        )
        compare(f"abilities of {seat}", table.abilities(seat), hooks.abilities(state, seat))
        for tag in TAGS:
            compare(f"{tag} sources of {seat}", table.tag_count(seat, tag), hooks.tag_count(state, seat, tag))
        compare(f"cards of {seat} work", table.cards_work(seat), hooks.cards_work(state, seat))
        compare(f"reach of {seat}", table.weapon_reach(seat), distance.weapon_reach(state, seat))
        compare(f"hand limit of {seat}", table.hand_limit(seat), hooks.hand_limit(state, seat))
        compare(f"draw count of {seat}", table.draw_count(seat), hooks.draw_count(state, seat))
        compare(f"next alive after {seat}", table.next_alive(seat), state.next_alive(seat))
        compare(f"turn after {seat}", table.next_turn(seat), hooks.next_turn(state, seat))
        upcoming = state.events_deck[-1] if state.events_deck else None
        revealed = any(isinstance(task, StartTurn) and task.revealed for task in state.stack)
        compare(f"event at the turn of {seat}", table.event_at_turn_of(seat),
                hooks.event_at_turn_of(state, seat, upcoming, revealed))
        for target in range(len(players)):
            compare(f"distance {seat}>{target}", table.distance(seat, target), distance.distance(state, seat, target))
    for seat in living:
        compare(f"distances from {seat}", dict(table.distances_from(seat)), distance.distances_from(state, seat))
    turn = state.turn
    for seat in living:
        state.turn = seat  # the test may look at the state as in another seat's turn
        in_his_turn = table.in_turn_of(seat)
        for viewer in living:
            compare(f"in {seat}'s turn, distances from {viewer}", dict(in_his_turn.distances_from(viewer)),
                    distance.distances_from(state, viewer))
            for tag in TAGS:
                compare(f"in {seat}'s turn, {tag} sources of {viewer}", in_his_turn.tag_count(viewer, tag),
                        hooks.tag_count(state, viewer, tag))
    state.turn = turn
    compare("round leader", table.round_leader(), hooks.round_leader(state))
    compare("suit in force", table.forced_suit, hooks.forced_suit(state))
    for card in cards_in_game(state.rules.expansions, state.rules.beginner):
        compare(f"suit of {card}", table.suit_of(card), hooks.suit_of(state, card))
        for reason in hooks.CHECK_PASSES:
            passes = hooks.check_passes(state, reason, card)
            compare(f"{reason} check of {card}", table.check_passes(reason, card), passes)
    return found


def cases(state: GameState) -> set[str]:
    """The cases a decision point covers, of those the old copy of the rules got wrong or left out."""
    covered = set()
    if hooks.others_cards_off(state):
        covered.add("Belle Star's turn")
    if any(player.borrowed is not None for player in state.players):
        covered.add("a borrowed ability")
    if any(player.ghost for player in state.players):
        covered.add("a ghost")
    if not all(player.alive for player in state.players):
        covered.add("a dead seat")
    if state.event in (HANGOVER, CURSE, BLESSING):
        covered.add(state.event)
    return covered


def dealt(index: int) -> GameSetup:
    """A seeded table of 3 to 8 players with one or two of ``FOCUS`` and Belle Star every other game."""
    rng = random.Random(7_000 + index)
    players = 3 + index % 6
    pool = [c.name for c in characters_for(RULES.expansions) if c.name not in FOCUS]
    focus = [c for c in FOCUS if c != "Belle Star"]
    chosen = (["Belle Star"] if index % 2 == 0 else []) + rng.sample(focus, 2 - index % 2)
    characters = chosen + rng.sample(pool, players - len(chosen))
    rng.shuffle(characters)
    return GameSetup(tuple(f"P{seat}" for seat in range(players)), 7_000 + index, RULES, tuple(characters))


@pytest.fixture(scope="module")
def checked() -> Counter[str]:
    """Play the games and compare the facts at every ``EVERY``-th decision; the cases covered, counted."""
    covered: Counter[str] = Counter()
    for index in range(GAMES):
        setup = dealt(index)
        game = Game.new(setup)
        agents = [RandomAgent(setup.seed * 10 + seat) for seat in range(len(setup.names))]
        step = 0
        while not game.over and step < 1_500:
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            if step % EVERY == 0:
                found = mismatches(view.table, game.state)
                assert not found, f"game {index}, decision {step}: {found[:5]}"
                covered["decisions"] += 1
                covered.update(cases(game.state))
            game.apply(seat, agents[seat].choose(view))
            step += 1
    return covered


def test_every_fact_a_view_gives_is_the_rules_own(checked: Counter[str]) -> None:
    assert checked["decisions"] > 1_000


@pytest.mark.parametrize(
    "case", ["Belle Star's turn", "a borrowed ability", "a ghost", "a dead seat", HANGOVER, CURSE, BLESSING]
)
def test_the_games_cover_the_cases_the_old_copy_got_wrong(checked: Counter[str], case: str) -> None:
    assert checked[case] > 0


def test_a_fact_that_is_not_the_rules_is_caught() -> None:
    """The comparison is not empty: a table read under another event, or in another seat's turn, differs."""
    game = Game.new(dealt(4))
    agents = [RandomAgent(seat) for seat in range(len(game.state.players))]
    for _ in range(30):
        seat = game.decider
        assert seat is not None
        game.apply(seat, agents[seat].choose(game.view_for(seat)))
    assert game.decider is not None
    table = game.view_for(game.decider).table
    state = game.state
    assert not mismatches(table, state)
    state.event = CURSE if state.event != CURSE else BLESSING
    assert any(line.startswith("suit of") for line in mismatches(table, state))
    state.event = None
    belle = next(seat for seat, player in enumerate(state.players) if player.character == "Belle Star")
    state.turn = belle
    elsewhere = (belle + 1) % len(state.players)
    wrong = OpenTable(table.players, elsewhere, None, state.rules.expansions, table.cards, table.abilities_at_table,
                      table.first_seat)
    assert any(line.startswith("cards of") for line in mismatches(wrong, state))


def test_the_event_foreseen_for_a_turn_is_the_event_in_force_when_it_comes() -> None:
    """Asked at every decision about every living seat, the view's forecast is what the game then does,
    unless an elimination or an event that changes the turn order (Gold Rush, Ghost Town) comes between."""
    reorders = {EventCard.GOLD_RUSH, EventCard.GHOST_TOWN}
    checked = 0
    for index in range(12):
        setup = GameSetup(tuple(f"P{seat}" for seat in range(3 + index % 6)), 8_100 + index, RULES)
        game = Game.new(setup)
        agents = [RandomAgent(setup.seed * 10 + seat) for seat in range(len(setup.names))]
        waiting: dict[int, EventCard | None] = {}
        in_force = game.state.event
        seen = 0
        while not game.over:
            for event in game.history[seen:]:
                if isinstance(event, EventRevealed):
                    in_force = event.event
                reordered = isinstance(event, EventRevealed) and event.event in reorders
                if isinstance(event, PlayerEliminated) or reordered:
                    waiting.clear()
                elif isinstance(event, TurnStarted) and event.player in waiting:
                    assert waiting.pop(event.player) == in_force, f"game {index}, seat {event.player}"
                    checked += 1
            seen = len(game.history)
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            for other, player in enumerate(view.seats):
                if player.alive and other != view.turn and other not in waiting:
                    waiting[other] = view.table.event_at_turn_of(other)
            game.apply(seat, agents[seat].choose(view))
    assert checked > 200
