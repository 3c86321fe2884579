"""What each seat holds (cards in hand, cards in play), and what it held before a stretch of history."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.events import CardMoved, Event, Zone


@dataclass(frozen=True)
class Holdings:
    """How many cards each seat holds in hand, and which cards it has in play."""

    hand_counts: tuple[int, ...]
    in_play: tuple[frozenset[int], ...]

    @classmethod
    def before(cls, now: Holdings, history: Sequence[Event]) -> Holdings:
        """What was held before ``history``, from what is held after it: its card moves undone, last first."""
        hands = list(now.hand_counts)
        in_play = [set(cards) for cards in now.in_play]
        for event in reversed(history):
            if not isinstance(event, CardMoved):
                continue
            if event.destination is Zone.HAND and event.destination_player is not None:
                hands[event.destination_player] -= 1
            if event.destination is Zone.IN_PLAY and event.destination_player is not None:
                in_play[event.destination_player].discard(event.card)
            if event.source is Zone.HAND and event.source_player is not None:
                hands[event.source_player] += 1
            if event.source is Zone.IN_PLAY and event.source_player is not None:
                in_play[event.source_player].add(event.card)
        return cls(tuple(max(0, count) for count in hands), tuple(frozenset(cards) for cards in in_play))
