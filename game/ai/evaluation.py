"""How good a full (sampled) game state is for one seat: a learned chance to win.

The hard level's play-outs end when its turn is over; what the table then looks
like is scored by a logistic model per role over a few features of each side
(life, cards, equipment, who is still alive), one model per role and table size.
The weights were fitted offline on normal-level self-play (``python -m game.ai.fit``)
and are plain numbers here.
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
SIZES = (4, 5, 6, 7)
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


WEIGHTS: dict[tuple[str, int], tuple[float, ...]] = {
    ("sheriff", 4): (
        -1.978, 1.978, 3.257, 0.738, -1.913, 3.257, 0.738, 0.000,
        0.000, 0.000, 1.228, -2.075, -0.690, 2.595, -3.153, -0.775,
    ),
    ("sheriff", 5): (
        -2.225, 0.742, 2.671, 0.653, -1.865, 2.671, 0.653, -0.822,
        2.450, 0.928, 1.743, -2.961, -0.836, 1.414, -2.084, -0.663,
    ),
    ("sheriff", 6): (
        -2.014, -0.671, 2.430, 0.564, -1.740, 2.430, 0.564, -0.693,
        2.219, 0.747, 1.467, -2.744, -0.654, 0.785, -1.137, -0.379,
    ),
    ("sheriff", 7): (
        -1.478, -1.478, 2.607, 0.709, -1.268, 2.607, 0.709, -0.003,
        1.466, 0.436, 1.444, -2.783, -0.865, 0.208, -1.111, 0.098,
    ),
    ("deputy", 5): (
        -2.201, 0.734, 1.248, 0.463, -1.830, 5.259, 1.311, -0.860,
        1.248, 0.463, 1.741, -2.956, -0.834, 1.413, -2.080, -0.662,
    ),
    ("deputy", 6): (
        -1.989, -0.663, 1.137, 0.371, -1.706, 4.780, 1.132, -0.740,
        1.137, 0.371, 1.464, -2.738, -0.653, 0.784, -1.135, -0.378,
    ),
    ("deputy", 7): (
        -1.543, -1.543, 0.005, -0.002, -1.168, 5.236, 1.421, -0.017,
        1.484, 0.437, 1.471, -2.817, -0.865, 0.239, -1.145, 0.099,
    ),
    ("outlaw", 4): (
        0.672, -0.672, 0.009, -0.004, 1.384, -5.035, -1.271, 0.000,
        0.000, 0.000, -1.217, 3.050, 1.146, 0.528, -1.872, -0.134,
    ),
    ("outlaw", 5): (
        1.153, -0.384, 0.010, -0.004, 1.356, -5.007, -1.440, 0.257,
        -0.833, -0.679, -1.761, 3.495, 1.100, 0.240, -0.718, 0.178,
    ),
    ("outlaw", 6): (
        0.918, 0.306, 0.003, -0.001, 1.915, -5.295, -1.410, 0.534,
        -0.840, -0.445, -1.524, 2.979, 0.869, 0.574, -0.904, -0.168,
    ),
    ("outlaw", 7): (
        1.262, 1.262, 0.002, -0.001, 0.690, -5.027, -1.407, 0.195,
        -1.195, -0.303, -1.267, 2.682, 0.890, 0.315, -0.012, -0.240,
    ),
    ("renegade", 4): (
        -2.424, 2.424, 2.796, 0.353, 0.687, -0.475, -0.552, 0.000,
        0.000, 0.000, 0.075, -0.595, -0.449, -0.213, 2.796, 0.353,
    ),
    ("renegade", 5): (
        -3.439, 1.146, 2.507, 0.321, -0.188, -1.131, -0.301, 1.234,
        -2.765, -0.735, -0.114, 0.177, -0.320, -0.169, 2.507, 0.321,
    ),
    ("renegade", 6): (
        -3.152, -1.051, 2.279, 0.365, -1.594, 0.306, 0.143, 0.948,
        -2.344, -0.786, 0.244, -0.207, -0.447, -0.375, 2.279, 0.365,
    ),
    ("renegade", 7): (
        -1.854, -1.854, 2.563, 0.197, -0.992, -0.430, -0.249, 0.661,
        -1.726, -1.063, -0.440, 0.429, -0.219, -0.278, 2.563, 0.197,
    ),
}
"""Fitted per role and table size by ``python -m game.ai.fit --games 6000 --seed 90000`` (``FEATURES`` order)."""


def weights_for(role: str, players: int) -> tuple[float, ...]:
    """The fitted weights of one role at a table of this size (the nearest size fitted)."""
    size = min(max(players, 4), 7)
    if role == "deputy" and size == 4:
        size = 5
    return WEIGHTS[role, size]
