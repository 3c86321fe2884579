"""The catalogue is the real deck: 80 cards with their printed suits and ranks.

``docs/cards.json`` is the repository's copy of the card data (read by these tests and by
tools/lint_scenarios.py); ``../shared/docs/cards.json`` stays the reference, and when it is beside the
checkout the copy must be that very file.
"""
from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.cards import RANK_NAMES, Kind, catalogue
from game.characters import BASE_CHARACTERS
from game.roles import ROLE_DISTRIBUTION, Role

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "docs" / "cards.json"
REFERENCE = next(
    (found for folder in ROOT.parents if (found := folder / "shared" / "docs" / "cards.json").is_file()), None
)
"""``shared/docs/cards.json`` beside the checkout (or beside a folder above it), when there is one."""
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def first_difference(ours: Any, theirs: Any, where: str = "cards.json") -> str | None:
    """Where two JSON values first differ, said for a reader (``ours``: the copy, ``theirs``: the reference)."""
    if isinstance(ours, dict) and isinstance(theirs, dict):
        for key in [*ours, *(key for key in theirs if key not in ours)]:
            if key not in theirs:
                return f"{where}.{key}: only in the repository's copy"
            if key not in ours:
                return f"{where}.{key}: only in the reference"
            found = first_difference(ours[key], theirs[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(ours, list) and isinstance(theirs, list):
        for index, (mine, other) in enumerate(zip(ours, theirs, strict=False)):
            found = first_difference(mine, other, f"{where}[{index}]")
            if found:
                return found
        if len(ours) != len(theirs):
            return f"{where}: {len(ours)} entries in the repository's copy, {len(theirs)} in the reference"
        return None
    if ours == theirs and type(ours) is type(theirs):
        return None
    return f"{where}: {ours!r} in the repository's copy, {theirs!r} in the reference"


def test_base_deck_has_80_cards_63_brown_17_blue() -> None:
    cards = catalogue()
    assert len(cards) == 80
    kinds = Counter(card.definition.kind for card in cards)
    assert kinds == {Kind.BROWN: 63, Kind.BLUE: 17}


def test_copies_per_name_match_the_printed_deck() -> None:
    counts = Counter(card.name for card in catalogue())
    assert counts["Bang!"] == 25
    assert counts["Missed!"] == 12
    assert counts["Beer"] == 6
    assert counts["Panic!"] == 4 and counts["Cat Balou"] == 4
    assert counts["Jail"] == 3 and counts["Schofield"] == 3 and counts["Duel"] == 3
    assert sum(counts.values()) == 80


def test_dynamite_explodes_on_ten_cards_of_the_base_deck() -> None:
    exploding = [c.label for c in catalogue() if c.suit.value == "S" and 2 <= c.rank <= 9]
    assert len(exploding) == 10
    hearts = [c for c in catalogue() if c.suit.value == "H"]
    assert len(hearts) == 20


def test_catalogue_matches_cards_json_card_by_card() -> None:
    data = json.loads(CARDS.read_text(encoding="utf-8"))
    ours = [(c.name, SUITS[c.suit.value], RANK_NAMES[c.rank - 2], c.definition.kind.value) for c in catalogue()]
    theirs = [(c["name"], c["suit"], c["rank"], c["kind"]) for c in data["base"]]
    assert ours == theirs
    life = {c["name"]: c["hp"] for c in data["characters"]["base"]}
    assert {c.name: c.hp for c in BASE_CHARACTERS} == life


def test_sixteen_characters_with_their_life_points() -> None:
    assert len(BASE_CHARACTERS) == 16
    three = {c.name for c in BASE_CHARACTERS if c.hp == 3}
    assert three == {"El Gringo", "Paul Regret"}


@pytest.mark.parametrize(
    ("players", "deputies", "outlaws"), [(4, 0, 2), (5, 1, 2), (6, 1, 3), (7, 2, 3)]
)
def test_role_distribution(players: int, deputies: int, outlaws: int) -> None:
    roles = Counter(ROLE_DISTRIBUTION[players])
    assert roles[Role.SHERIFF] == 1 and roles[Role.RENEGADE] == 1
    assert roles[Role.DEPUTY] == deputies and roles[Role.OUTLAW] == outlaws


@pytest.mark.skipif(
    REFERENCE is None,
    reason="no shared/docs/cards.json beside the checkout (a clean clone, CI): "
    "docs/cards.json cannot be compared with the reference here; every other test reads docs/cards.json",
)
def test_the_repository_s_card_data_is_the_reference_copy() -> None:
    assert REFERENCE is not None
    ours, theirs = CARDS.read_bytes(), REFERENCE.read_bytes()
    found = first_difference(json.loads(ours), json.loads(theirs))
    update = f"if the reference is right, copy it: cp {REFERENCE} {CARDS}"
    assert found is None, f"{CARDS} differs from the reference {REFERENCE} at {found}; {update}"
    assert ours == theirs, f"{CARDS} holds the reference's data written differently from {REFERENCE}; {update}"


def test_the_comparison_names_the_first_change_and_where_it_is() -> None:
    data = json.loads(CARDS.read_text(encoding="utf-8"))
    assert first_difference(data, copy.deepcopy(data)) is None
    changed = copy.deepcopy(data)
    changed["base"][3]["rank"] = "joker"
    changed["high_noon"].pop()
    rank = data["base"][3]["rank"]
    assert first_difference(changed, data) == (
        f"cards.json.base[3].rank: 'joker' in the repository's copy, {rank!r} in the reference"
    )
    changed["base"][3]["rank"] = rank
    assert first_difference(changed, data) == (
        "cards.json.high_noon: 12 entries in the repository's copy, 13 in the reference"
    )
    less = {key: value for key, value in data.items() if key != "roles"}
    assert first_difference(less, data) == "cards.json.roles: only in the reference"
    assert first_difference(data, less) == "cards.json.roles: only in the repository's copy"
    assert first_difference({"a": 1}, {"a": True}) == "cards.json.a: 1 in the repository's copy, True in the reference"
