"""The words the rules are written in: effect keys and tags.

A catalogue row names its effect (how the card resolves when played) and its
tags (what it gives while in play); a character's abilities are tags too,
shared with cards where the rule is the same: Jourdonnais has ``"barrel"``
like a Barrel in play.

Both are ``Literal`` aliases, not enums: a word is a plain interned string, as
cheap to compare and hash as before, and mypy still checks it. Comparing an
``EffectKey`` with a word that is none (``effect == "heal_anyon"``) or with a
tag (``effect == "barrel"``) is an error under ``--strict``, and so is a
misspelt key in a table typed ``dict[Tag, ...]``. The rules compare these words
on every legal-move listing: an enum member, read as ``Tag.BARREL``, costs an
attribute lookup on the enum class each time (about 65 ns on CPython 3.11,
against 4 for a constant), which made the simulator 4-6 % slower.
"""
from __future__ import annotations

from typing import Literal, TypeGuard, get_args

EffectKey = Literal[
    "bang",
    "missed",
    "dodge",
    "beer",
    "saloon",
    "heal_self",
    "heal_anyone",
    "draw",
    "general_store",
    "duel",
    "indians",
    "gatling",
    "shot_reach",
    "shot_near",
    "shot_near_draw",
    "shot_any",
    "panic",
    "steal_any",
    "cat_balou",
    "brawl",
    "equip",
    "dynamite",
    "jail",
]
"""How a card resolves when played or used: the key of its entry in ``game.effects.EFFECTS``."""

Tag = Literal[
    # Cards in play, and the characters who have the same as an ability.
    "barrel",
    "mustang",
    "scope",
    "unlimited_bang",
    "weapon",
    "dynamite",
    "jail",
    # The base game's characters.
    "draw_when_hit",
    "black_jack_draw",
    "bang_missed_swap",
    "steal_when_hit",
    "draw_from_player",
    "kit_carlson_draw",
    "lucky_check",
    "draw_from_discard",
    "heal_by_discarding",
    "double_missed",
    "draw_on_empty_hand",
    "take_cards_of_dead",
    # Dodge City's characters.
    "diamond_immunity",
    "others_cards_off",
    "draw_per_wound",
    "life_for_cards",
    "discard_two_shoot",
    "any_card_missed",
    "heal_on_death",
    "draw_on_death",
    "blue_for_cards",
    "draw_on_answer",
    "draw_from_play",
    "draw_three",
    "hand_limit_ten",
    "double_beer",
    "copy_ability",
]
"""What a card in play or a character gives: the rules look these up (``game.hooks``)."""

CheckReason = Literal["dynamite", "jail", "barrel"]
"""What a "draw!" is for: the tag of the card it is drawn for."""

EFFECT_KEYS: frozenset[str] = frozenset(get_args(EffectKey))
TAGS: frozenset[str] = frozenset(get_args(Tag))
CHECK_REASONS: frozenset[str] = frozenset(get_args(CheckReason))


def is_tag(word: object) -> TypeGuard[Tag]:
    """Whether ``word`` (read from a file) is a tag."""
    return isinstance(word, str) and word in TAGS


def is_check_reason(word: object) -> TypeGuard[CheckReason]:
    """Whether ``word`` (read from a file) is what a "draw!" may be for."""
    return isinstance(word, str) and word in CHECK_REASONS
