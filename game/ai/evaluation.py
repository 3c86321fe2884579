"""How good a full (sampled) game state is for one seat: a learned chance to win.

The hard level's play-outs end when its turn is over; what the table then looks
like is scored by a logistic model per role over a few features of each side
(life, cards, equipment, who is still alive). The weights were fitted offline on
normal-level self-play (``python -m game.ai.fit``) and are plain numbers here.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.cardinfo import EFFECT, TAGS, VALUE, WEAPON
from game.state import GameState

CARD_WORTH: dict[str, float] = {
    "missed": 1.0, "beer": 1.0, "bang": 0.7, "panic": 0.8, "cat_balou": 0.7, "duel": 0.6, "gatling": 0.8,
    "indians": 0.6, "jail": 0.6, "draw": 1.0, "saloon": 0.6, "general_store": 0.4, "equip": 0.5, "dynamite": 0.1,
}
"""What a card in hand is worth (its chance to matter later)."""
GEAR_WORTH: dict[str, float] = {"barrel": 1.5, "mustang": 1.2, "scope": 0.6, "jail": -2.5, "dynamite": -0.8}
HAND_WORTH = tuple(CARD_WORTH.get(effect, 0.5) for effect in EFFECT)
IN_PLAY_WORTH = tuple(
    next((GEAR_WORTH[tag] for tag in GEAR_WORTH if tag in tags), 0.3 + 0.15 * VALUE[card] if WEAPON[card] else 0.3)
    for card, tags in enumerate(TAGS)
)
LIFE_WORTH = tuple(0.0 if hp <= 0 else 1.0 - 0.5**hp for hp in range(12))
"""Life points have diminishing worth: the last one is worth most (losing it is death)."""

GROUPS = ("sheriff", "deputy", "outlaw", "renegade")
FEATURES = (
    "bias", "players", "my_life", "my_cards",
    *(f"{group}_{what}" for group in GROUPS for what in ("alive", "life", "cards")),
)


def features(state: GameState, me: int) -> list[float]:
    """The evaluation's inputs for ``me`` in ``state`` (roles as the state has them)."""
    values = [1.0, (len(state.players) - 5.5) / 1.5, 0.0, 0.0] + [0.0] * (3 * len(GROUPS))
    for seat, player in enumerate(state.players):
        if not player.alive:
            continue
        life = LIFE_WORTH[min(max(player.hp, 0), 11)]
        cards = 0.25 * (sum(HAND_WORTH[c] for c in player.hand) + sum(IN_PLAY_WORTH[c] for c in player.in_play))
        if seat == me:
            values[2] = life
            values[3] = cards
        base = 4 + 3 * GROUPS.index(player.role.value)
        values[base] += 1.0
        values[base + 1] += life
        values[base + 2] += cards
    return values


def win_chance(state: GameState, me: int, weights: Sequence[float]) -> float:
    """The model's chance that ``me`` wins from ``state`` (1 or 0 once the game is over)."""
    if state.winners is not None:
        return 1.0 if me in state.winners else 0.0
    total = sum(w * x for w, x in zip(weights, features(state, me), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, total))))


WEIGHTS: dict[str, tuple[float, ...]] = {
    "sheriff": (
        -2.265, 0.064, 2.595, 0.611, -1.879, 2.595, 0.611, -0.292,
        1.292, 0.664, 1.459, -2.589, -0.745, 0.797, -1.233, -0.507,
    ),
    "deputy": (
        -2.143, 0.129, 0.649, -0.023, -1.655, 4.848, 1.215, -0.115,
        0.809, 0.639, 1.352, -2.605, -0.758, 0.155, -0.749, -0.167,
    ),
    "outlaw": (
        1.902, 0.010, 0.088, 0.019, 0.663, -4.570, -1.365, 0.154,
        -0.558, -0.483, -1.338, 2.749, 0.917, 1.060, -1.545, -0.189,
    ),
    "renegade": (
        -4.887, -0.234, 2.687, 0.350, 0.218, -0.666, -0.290, 1.308,
        -2.506, -0.815, 0.070, -0.222, -0.399, -0.259, 2.687, 0.350,
    ),
}
"""Fitted per role by ``python -m game.ai.fit --games 4000 --seed 90000`` (features in ``FEATURES`` order)."""
