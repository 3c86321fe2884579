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

from game.ai.cardinfo import EFFECT, GREEN, GREEN_MISSED, TAGS, VALUE, WEAPON
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role
from game.state import GameState
from game.vocabulary import EffectKey, Tag

CARD_WORTH: dict[EffectKey, float] = {
    "missed": 1.0, "beer": 1.0, "bang": 0.7, "panic": 0.8, "cat_balou": 0.7, "duel": 0.6, "gatling": 0.8,
    "indians": 0.6, "jail": 0.6, "draw": 1.0, "saloon": 0.6, "general_store": 0.4, "equip": 0.5, "dynamite": 0.1,
    "dodge": 1.1, "shot_near": 0.6, "shot_near_draw": 0.7, "shot_reach": 0.7, "shot_any": 0.7, "steal_any": 0.7,
    "brawl": 0.5, "heal_self": 0.7, "heal_anyone": 0.6,
}
"""What a card in hand is worth (its chance to matter later)."""
GEAR_WORTH: dict[Tag, float] = {"barrel": 1.5, "mustang": 1.2, "scope": 0.6, "jail": -2.5, "dynamite": -0.8}
HAND_WORTH = tuple(CARD_WORTH.get(effect, 0.5) for effect in EFFECT)
IN_PLAY_WORTH = tuple(
    1.0 if GREEN_MISSED[card] else 0.6 if GREEN[card] else
    next((GEAR_WORTH[tag] for tag in GEAR_WORTH if tag in tags), 0.3 + 0.15 * VALUE[card] if WEAPON[card] else 0.3)
    for card, tags in enumerate(TAGS)
)
LIFE_WORTH = tuple(0.0 if hp <= 0 else 1.0 - 0.5**hp for hp in range(12))
"""Life points have diminishing worth: the last one is worth most (losing it is death)."""

GROUPS = (SHERIFF, DEPUTY, OUTLAW, RENEGADE)
SIZES = (4, 5, 6, 7)
"""Table sizes of the base game's models; the expansions' models cover 3 to 8."""
FEATURES = (
    "bias", "players", "my_life", "my_cards",
    *(f"{group}_{what}" for group in GROUPS for what in ("alive", "life", "cards")),
)


GROUP_BASE = {Role(group): 4 + 3 * index for index, group in enumerate(GROUPS)}
"""Where each role's three features (alive, life, cards) begin in the row."""


def features(state: GameState, me: int) -> list[float]:
    """The evaluation's inputs for ``me`` in ``state`` (roles as the state has them)."""
    values = [1.0, (len(state.players) - 5.5) / 1.5, 0.0, 0.0] + [0.0] * (3 * len(GROUPS))
    hand_worth = HAND_WORTH.__getitem__
    in_play_worth = IN_PLAY_WORTH.__getitem__
    for seat, player in enumerate(state.players):
        if not player.alive:
            continue
        life = LIFE_WORTH[min(max(player.hp, 0), 11)]
        cards = 0.25 * (sum(map(hand_worth, player.hand)) + sum(map(in_play_worth, player.in_play)))
        if seat == me:
            values[2] = life
            values[3] = cards
        base = GROUP_BASE[player.role]
        values[base] += 1.0
        values[base + 1] += life
        values[base + 2] += cards
    return values


def win_chance(state: GameState, me: int, weights: Sequence[float]) -> float:
    """The model's chance that ``me`` wins from ``state`` (1 or 0 once the game is over)."""
    if state.winners is not None:
        return 1.0 if me in state.winners else 0.0
    return chance(weights, features(state, me))


def chance(weights: Sequence[float], values: Sequence[float]) -> float:
    """The logistic model's probability for one row of features (the sum clamped to ±30)."""
    total = sum(w * x for w, x in zip(weights, values, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, total))))


WEIGHTS: dict[tuple[str, int], tuple[float, ...]] = {
    (SHERIFF, 4): (
        -1.892, 1.892, 3.365, 0.676, -1.861, 3.365, 0.676, 0.000,
        0.000, 0.000, 1.427, -2.198, -0.878, 2.091, -2.748, -0.775,
    ),
    (SHERIFF, 5): (
        -1.935, 0.645, 2.362, 0.555, -1.366, 2.362, 0.555, -0.917,
        2.821, 0.654, 1.334, -2.450, -0.701, 1.401, -2.255, -0.601,
    ),
    (SHERIFF, 6): (
        -2.069, -0.690, 2.137, 0.660, -1.516, 2.137, 0.660, -0.731,
        2.191, 0.617, 1.007, -2.098, -0.661, 0.605, -0.422, -0.432,
    ),
    (SHERIFF, 7): (
        -1.323, -1.323, 2.499, 0.616, -0.971, 2.499, 0.616, 0.038,
        1.274, 0.396, 1.171, -2.465, -0.694, -0.511, -0.068, -0.167,
    ),
    (DEPUTY, 5): (
        -1.919, 0.640, 1.433, 0.325, -1.339, 4.664, 1.113, -0.953,
        1.433, 0.325, 1.332, -2.447, -0.700, 1.402, -2.253, -0.601,
    ),
    (DEPUTY, 6): (
        -2.052, -0.684, 1.119, 0.306, -1.489, 4.215, 1.322, -0.770,
        1.119, 0.306, 1.004, -2.093, -0.660, 0.605, -0.419, -0.432,
    ),
    (DEPUTY, 7): (
        -1.412, -1.412, 0.004, -0.001, -0.813, 5.014, 1.233, 0.026,
        1.288, 0.396, 1.191, -2.489, -0.694, -0.514, -0.064, -0.168,
    ),
    (OUTLAW, 4): (
        1.069, -1.069, 0.009, -0.004, 0.439, -4.916, -1.351, 0.000,
        0.000, 0.000, -1.513, 3.196, 1.259, 0.405, -1.477, -0.116,
    ),
    (OUTLAW, 5): (
        1.448, -0.483, 0.008, -0.003, 0.691, -5.263, -1.309, 0.337,
        -1.267, -0.397, -0.956, 2.747, 0.990, 0.192, -0.524, 0.223,
    ),
    (OUTLAW, 6): (
        1.294, 0.431, 0.002, -0.001, 1.500, -4.525, -1.560, 0.682,
        -1.075, -0.438, -1.237, 2.485, 0.798, 0.330, -0.893, -0.141,
    ),
    (OUTLAW, 7): (
        0.750, 0.750, 0.002, -0.001, 1.310, -4.961, -1.280, 0.160,
        -1.130, -0.295, -1.102, 2.482, 0.778, 0.817, -0.583, -0.059,
    ),
    (RENEGADE, 4): (
        -2.477, 2.477, 2.348, 0.369, 1.225, -1.045, -0.489, 0.000,
        0.000, 0.000, -0.081, -0.376, -0.293, 0.314, 2.348, 0.369,
    ),
    (RENEGADE, 5): (
        -3.535, 1.178, 2.388, 0.307, -0.086, -0.889, -0.364, 1.263,
        -2.919, -0.764, -0.563, 0.695, -0.265, -0.003, 2.388, 0.307,
    ),
    (RENEGADE, 6): (
        -3.002, -1.001, 1.731, 0.495, -1.333, -0.104, -0.116, 0.639,
        -1.970, -0.599, 0.492, -0.509, -0.257, -0.031, 1.731, 0.495,
    ),
    (RENEGADE, 7): (
        -1.638, -1.638, 1.602, 0.442, -0.858, -0.730, -0.266, 0.321,
        -1.315, -0.821, -0.150, 0.359, -0.380, 0.257, 1.602, 0.442,
    ),
}
"""Fitted per role and table size by ``python -m game.ai.fit --games 6000 --seed 90000`` (``FEATURES`` order)."""


def weights_for(role: Role, players: int, expansions: bool = False) -> tuple[float, ...]:
    """The fitted weights of one role at a table of this size (the nearest size fitted); a game with an
    expansion (or with three or eight players) reads the models fitted on games with both expansions."""
    if expansions or players not in SIZES:
        size = min(max(players, 3), 8)
        found = EXPANSION_WEIGHTS.get((role, size))
        if found is not None:
            return found
    size = min(max(players, 4), 7)
    if role == DEPUTY and size == 4:
        size = 5
    return WEIGHTS[role, size]


EXPANSION_WEIGHTS: dict[tuple[str, int], tuple[float, ...]] = {
    (SHERIFF, 4): (
        -1.892, 1.892, 2.761, 0.525, -1.073, 2.761, 0.525, 0.000,
        0.000, 0.000, 0.689, -1.575, -0.482, 1.310, -1.433, -0.666,
    ),
    (SHERIFF, 5): (
        -2.874, 0.958, 2.607, 0.437, -1.087, 2.607, 0.437, -0.760,
        2.150, 0.661, 1.136, -2.086, -0.542, 0.835, -1.562, -0.401,
    ),
    (SHERIFF, 6): (
        -2.672, -0.891, 1.627, 0.713, -0.759, 1.627, 0.713, -0.219,
        1.420, 0.332, 0.748, -1.395, -0.569, 0.644, -0.396, -0.588,
    ),
    (SHERIFF, 7): (
        -2.039, -2.039, 2.905, 0.555, -1.170, 2.905, 0.555, -0.150,
        1.357, 0.420, 1.154, -1.993, -0.763, -0.009, -0.303, -0.332,
    ),
    (SHERIFF, 8): (
        -0.842, -1.404, 1.733, 0.504, 0.233, 1.733, 0.504, -0.176,
        1.060, 0.369, 0.553, -1.165, -0.611, 0.386, -0.406, -0.372,
    ),
    (DEPUTY, 3): (
        -0.720, 1.200, 2.304, 0.369, 0.000, 0.000, 0.000, -0.902,
        2.304, 0.369, 0.120, -0.420, -0.655, 1.947, -3.057, -0.639,
    ),
    (DEPUTY, 5): (
        -2.850, 0.950, 1.092, 0.329, -1.020, 5.099, 0.878, -0.786,
        1.092, 0.329, 1.133, -2.081, -0.541, 0.832, -1.555, -0.401,
    ),
    (DEPUTY, 6): (
        -2.658, -0.886, 0.724, 0.164, -0.717, 3.186, 1.428, -0.241,
        0.724, 0.164, 0.746, -1.392, -0.568, 0.644, -0.394, -0.588,
    ),
    (DEPUTY, 7): (
        -2.199, -2.199, 0.006, -0.002, -0.888, 5.841, 1.112, -0.161,
        1.370, 0.422, 1.172, -2.014, -0.764, 0.004, -0.315, -0.332,
    ),
    (DEPUTY, 8): (
        -0.937, -1.562, 0.003, -0.001, 0.588, 3.469, 1.010, -0.182,
        1.067, 0.370, 0.558, -1.172, -0.611, 0.391, -0.411, -0.372,
    ),
    (OUTLAW, 3): (
        -1.114, 1.856, 1.997, 0.512, 0.000, 0.000, 0.000, 2.881,
        -3.514, -0.348, 0.272, 1.997, 0.512, 0.445, -0.907, -0.450,
    ),
    (OUTLAW, 4): (
        -0.156, 0.156, 0.007, -0.003, 2.973, -4.563, -0.880, 0.000,
        0.000, 0.000, -0.611, 2.146, 0.838, -0.046, -1.096, 0.075,
    ),
    (OUTLAW, 5): (
        0.111, -0.037, 0.010, -0.004, 2.670, -4.580, -0.994, 0.485,
        -1.136, -0.415, -1.347, 2.551, 0.820, 0.107, -0.191, -0.148,
    ),
    (OUTLAW, 6): (
        0.261, 0.087, 0.001, -0.000, 2.524, -3.456, -1.345, -0.043,
        -0.531, -0.091, -0.585, 1.293, 0.760, 0.079, -0.522, -0.064,
    ),
    (OUTLAW, 7): (
        1.069, 1.069, 0.002, -0.001, 2.603, -5.849, -1.295, -0.023,
        -0.727, -0.278, -1.316, 2.184, 0.834, 0.618, -0.834, 0.085,
    ),
    (OUTLAW, 8): (
        -0.050, -0.083, 0.001, -0.000, 2.345, -3.693, -1.096, -0.078,
        -0.550, -0.170, -0.392, 1.164, 0.740, -0.044, 0.037, -0.018,
    ),
    (RENEGADE, 3): (
        -0.325, 0.541, 2.528, 0.432, 0.000, 0.000, 0.000, -0.559,
        -0.269, -0.558, 1.910, -3.032, -0.667, -1.937, 2.528, 0.432,
    ),
    (RENEGADE, 4): (
        -1.728, 1.728, 1.818, 0.271, -1.197, 0.241, -0.345, 0.000,
        0.000, 0.000, 0.020, -0.607, -0.479, 1.178, 1.818, 0.271,
    ),
    (RENEGADE, 5): (
        -2.913, 0.971, 1.686, 0.326, -0.698, -1.168, -0.220, 0.760,
        -1.873, -0.741, 0.058, 0.121, -0.352, 0.977, 1.686, 0.326,
    ),
    (RENEGADE, 6): (
        -2.681, -0.894, 1.605, 0.558, -1.836, 0.654, -0.419, 0.873,
        -1.649, -0.790, -0.163, 0.175, -0.527, 0.112, 1.605, 0.558,
    ),
    (RENEGADE, 7): (
        -2.278, -2.278, 2.311, 0.355, -1.443, 0.378, 0.152, 0.816,
        -1.783, -0.839, 0.283, 0.037, -0.206, -0.453, 2.311, 0.355,
    ),
    (RENEGADE, 8): (
        -1.106, -1.844, 5.139, 1.554, -2.047, -0.536, -0.279, 0.681,
        -1.216, -0.663, -0.265, 0.324, -0.166, 0.681, -0.848, -0.333,
    ),
}
"""Fitted per role and table size on games with Dodge City and High Noon (3 to 8 players) by
``python -m game.ai.fit --games 6000 --seed 90000 --players 3..8 --expansions dodge_city,high_noon``
(``FEATURES`` order)."""
