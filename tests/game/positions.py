"""Canned positions for the AI tests: a scenario table, card lookups, one agent's decision."""
from __future__ import annotations

from typing import Any

from game.actions import Action, DiscardCard, PickCard, PlayCard, Respond
from game.ai import make_agent
from game.ai.cardinfo import NAME
from game.scenario import Scenario


def table(players: list[dict[str, Any]], turn: str, **extra: Any) -> Scenario:
    """A scenario game laid out at ``turn``'s play phase unless ``start`` says otherwise."""
    return Scenario({"title": "position", "players": players, "turn": turn, "start": "play", **extra})


def card(scenario: Scenario, who: str, name: str) -> int:
    """The id of the first card called ``name`` in ``who``'s hand or play area."""
    player = scenario.game.state.players[scenario.seats[who]]
    return next(c for c in [*player.hand, *player.in_play] if NAME[c] == name)


def decide(scenario: Scenario, who: str, level: str, seed: int = 1) -> Action:
    """What an agent of ``level`` playing ``who`` decides now (he must be the one awaited)."""
    seat = scenario.seats[who]
    assert scenario.game.decider == seat
    return make_agent(level, seed).choose(scenario.game.view_for(seat))


def named(action: Action) -> str:
    """The card an action plays, or the action's kind."""
    if isinstance(action, (PlayCard, Respond, PickCard, DiscardCard)):
        return NAME[action.card]
    return type(action).__name__
