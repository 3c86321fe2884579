"""Seating distance and weapon reach.

Distance counts living seats the short way round; the target's ``mustang``
sources (Mustang, Hideout, Paul Regret) add one each, the viewer's ``scope``
sources (Scope, Binocular, Rose Doolan) take one each, never below 1. Which
sources count now is the hooks' business (Belle Star, Hangover).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.cards import Card
from game.characters import CHARACTERS
from game.hooks import abilities_off, others_cards_off, tag_count
from game.public import PublicTable


def seat_distance(state: PublicTable, viewer: int, target: int) -> int:
    """Steps between two living seats the short way round, dead seats skipped."""
    if viewer == target:
        return 0
    players = state.players
    count = len(players)
    clockwise = 0
    seat = viewer
    while seat != target:
        seat = (seat + 1) % count
        if players[seat].alive:
            clockwise += 1
    living = sum(1 for p in players if p.alive)
    return min(clockwise, living - clockwise)


def distance(state: PublicTable, viewer: int, target: int) -> int:
    """The distance at which ``viewer`` sees ``target``."""
    if viewer == target:
        return 0
    base = seat_distance(state, viewer, target)
    modified = base + tag_count(state, target, "mustang") - tag_count(state, viewer, "scope")
    return max(1, modified)


def distances_from(state: PublicTable, viewer: int) -> dict[int, int]:
    """The distance at which ``viewer`` sees every other living player, in one pass.

    Every legal-move list needs this, so it is written out by hand (no helper calls per seat).
    """
    players = state.players
    mustangs = state.cards_tagged("mustang")
    living = [seat for seat, player in enumerate(players) if player.alive]
    count = len(living)
    position = living.index(viewer)
    base = -tag_count(state, viewer, "scope")
    belle_star_turn = others_cards_off(state)
    no_abilities = abilities_off(state)
    result: dict[int, int] = {}
    for index, seat in enumerate(living):
        if seat == viewer:
            continue
        steps = index - position if index > position else position - index
        if count - steps < steps:
            steps = count - steps
        player = players[seat]
        distance = base + steps
        if not no_abilities and "mustang" in player.abilities:
            distance += 1
        if player.in_play and (not belle_star_turn or seat == state.turn):
            for card in player.in_play:
                if card in mustangs:
                    distance += 1
        result[seat] = distance if distance > 1 else 1
    return result


def seats_within(state: PublicTable, viewer: int, limit: int, others: list[int]) -> list[int]:
    """Those of ``others`` (the other living players, clockwise from ``viewer``'s left) that ``viewer`` sees
    at ``limit`` or less, in that order.

    The same as asking ``distances_from`` for each, but a seat more than ``limit`` plus the viewer's scopes
    steps away is out of range whatever it has in play (Mustangs only add), so only the few near seats
    are looked at: most listings ask for reach 1.
    """
    if limit < 1:
        return []
    count = len(others) + 1
    steps_in_range = limit + tag_count(state, viewer, "scope")
    found = []
    for index, seat in enumerate(others):
        steps = index + 1 if 2 * (index + 1) <= count else count - index - 1
        if steps <= steps_in_range and steps + tag_count(state, seat, "mustang") <= steps_in_range:
            found.append(seat)
    return found


def weapon_reach(state: PublicTable, seat: int) -> int:
    """The reach of the weapon in play, or the Colt .45's 1."""
    cards = state.cards
    for card in state.players[seat].in_play:
        definition = cards[card].definition
        if "weapon" in definition.tags:
            return definition.value
    return 1


@dataclass(frozen=True, slots=True)
class DistanceExplained:
    """A distance taken apart for the player who asks: seats, then each modifier and its source."""

    seats: int
    modifiers: tuple[tuple[str, int], ...]
    """(card or character name, +1 or -1)."""
    total: int


def explain_distance(
    alive: Sequence[bool],
    in_play: Sequence[Sequence[int]],
    characters: Sequence[str],
    cards: Sequence[Card],
    viewer: int,
    target: int,
) -> DistanceExplained:
    """Explain a distance from public information only (what every player sees on the table)."""
    count = len(alive)
    clockwise = 0
    seat = viewer
    while seat != target:
        seat = (seat + 1) % count
        if alive[seat]:
            clockwise += 1
    living = sum(1 for a in alive if a)
    seats = min(clockwise, living - clockwise)
    modifiers: list[tuple[str, int]] = []
    for seat, tag, delta in ((target, "mustang", 1), (viewer, "scope", -1)):
        if tag in CHARACTERS[characters[seat]].abilities:
            modifiers.append((characters[seat], delta))
        modifiers.extend((cards[c].name, delta) for c in in_play[seat] if tag in cards[c].definition.tags)
    total = max(1, seats + sum(delta for _, delta in modifiers)) if viewer != target else 0
    return DistanceExplained(seats, tuple(modifiers), total)
