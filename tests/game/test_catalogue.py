"""The catalogue is the real deck: 80 cards with their printed suits and ranks."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from game.cards import RANK_NAMES, Kind, catalogue
from game.characters import BASE_CHARACTERS
from game.roles import ROLE_DISTRIBUTION, Role

SHARED_CARDS = Path(__file__).resolve().parents[3] / "shared" / "docs" / "cards.json"
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


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


@pytest.mark.skipif(not SHARED_CARDS.exists(), reason="shared/docs/cards.json is not beside the checkout")
def test_catalogue_matches_cards_json_card_by_card() -> None:
    data = json.loads(SHARED_CARDS.read_text(encoding="utf-8"))
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
