"""Checking a scenario's ``expect`` objects against the game (the keys are the contract's)."""
from __future__ import annotations

import json
from typing import Any

from game.distance import distance
from game.engine import Game
from game.eventcards import EVENT_NAMES
from game.scenario.errors import MAX_SHOWN, ScenarioError, clipped, shown
from game.scenario.table import CardSpec, Table


class Expectations:
    """Compares what a scenario expects with what ``game`` shows, naming cards and players as ``table`` does."""

    def __init__(self, game: Game, table: Table) -> None:
        self.game = game
        self.table = table
        self.cards = table.cards

    def check(self, expect: Any, where: str) -> None:
        if not isinstance(expect, dict):
            raise ScenarioError(f"{where}: 'expect' must be an object")
        for key, wanted in expect.items():
            actual = self.actual(key, wanted)
            if not self.same(key, actual, wanted):
                seen = str(self._label(actual)) if key in ("deck_top", "discard_top") else self.show(actual)
                expected = clipped(json.dumps(wanted), max(MAX_SHOWN, 2 * len(seen)))
                raise ScenarioError(f"{where}: {key} is {seen}, expected {expected}")

    def _label(self, card: int | None) -> str | None:
        return None if card is None else self.cards[card].label

    def actual(self, key: str, wanted: Any) -> Any:
        game = self.game
        state = game.state
        if "." in key:
            name, _, field = key.rpartition(".")
            if name in self.table.seats:
                player = state.players[self.table.seats[name]]
                if field in ("hp", "max_hp", "alive"):
                    return getattr(player, field)
                if field in ("hand", "in_play"):
                    return list(getattr(player, field))
                if field == "hand_count":
                    return len(player.hand)
            raise ScenarioError(f"unknown check {shown(key)}")
        if key == "deck_count":
            return len(state.deck)
        if key == "discard_count":
            return len(state.discard)
        if key == "deck_top":
            return state.deck[-1] if state.deck else None
        if key == "discard_top":
            return state.discard[-1] if state.discard else None
        if key == "discard":
            return list(state.discard)
        if key == "turn":
            return state.players[state.turn].name
        if key == "waiting_for":
            decider = game.decider
            return None if decider is None else state.players[decider].name
        if key == "waiting_kind":
            kind = game.waiting_kind
            return None if kind is None else kind.value
        if key == "distance":
            if not isinstance(wanted, dict) or any(type(d) is not int for d in wanted.values()):
                raise ScenarioError("'distance' must be an object like {\"A>B\": 2}")
            result = {}
            for pair in wanted:
                viewer, _, target = pair.partition(">")
                result[pair] = distance(state, self.table.seat(viewer), self.table.seat(target))
            return result
        if key == "event":
            return None if state.event is None else EVENT_NAMES[state.event]
        if key == "events_count":
            return len(state.events_deck)
        if key == "events_top":
            return EVENT_NAMES[state.events_deck[-1]] if state.events_deck else None
        if key == "game_over":
            return game.over
        if key == "winners":
            return sorted(state.players[i].name for i in (state.winners or []))
        raise ScenarioError(f"unknown check {shown(key)}")

    def same(self, key: str, actual: Any, wanted: Any) -> bool:
        field = key.rpartition(".")[2]
        if field in ("hand", "in_play", "discard"):
            return self.same_cards(actual, self.table.card_list(wanted, key))
        if key in ("deck_top", "discard_top"):
            if wanted is None or actual is None:
                return wanted is None and actual is None
            return self.table.parse_card(wanted).matches(self.cards[actual])
        if key == "winners":
            if not isinstance(wanted, list) or not all(isinstance(name, str) for name in wanted):
                raise ScenarioError("'winners' must be a list of names")
            return bool(sorted(wanted) == actual)
        if isinstance(wanted, bool) or isinstance(actual, bool):
            return type(wanted) is type(actual) and wanted == actual
        return bool(actual == wanted)

    def same_cards(self, actual: list[int], wanted: list[CardSpec]) -> bool:
        """Multiset match: exact copies first, then names."""
        left = list(actual)
        for spec in sorted(wanted, key=lambda s: s.rank is None):
            match = next((c for c in left if spec.matches(self.cards[c])), None)
            if match is None:
                return False
            left.remove(match)
        return not left

    def show(self, actual: Any) -> str:
        if isinstance(actual, list) and all(isinstance(c, int) and not isinstance(c, bool) for c in actual):
            return "[" + ", ".join(self.cards[c].label for c in actual) + "]"
        return json.dumps(actual)
