"""The rule vocabulary: every word is known to the type checker, and the rules read the event in force in one place."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    ChooseCard,
    ChooseSource,
    PlayCard,
    action_from_dict,
    action_to_dict,
    is_well_formed,
)
from game.cards import EXPANSION_CARDS
from game.characters import CHARACTERS
from game.effects import EFFECTS
from game.eventcards import ALL_EVENTS, EVENT_NAMES, SHUFFLED_EVENTS, EventCard, event_named
from game.hooks import CHECK_PASSES
from game.state import NOBODY
from game.vocabulary import CHECK_REASONS, EFFECT_KEYS, TAGS

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"

EVENT_READERS = {
    "game/hooks.py": "the rules' hooks: what the event in force changes",
    "game/snapshot.py": "reading a saved state back and checking the event deck",
    "game/view.py": "handing the event in force, which is public, to a player's view",
    "game/scenario/checks.py": "comparing it with what a scenario file expects",
    "game/ai/determinize.py": "copying a sampled state for the hard level's look-ahead",
}
"""The modules of game/ that may read ``state.event``, and why. The state saves its own (``self.event``) and the
event deck's own handling (game/highnoon.py) only turns cards over; the rest of the rules ask ``game.hooks``."""


def _event_readers() -> dict[str, list[int]]:
    """Each module of game/ that reads ``<...>state.event``, with the lines."""
    found: dict[str, list[int]] = {}
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr == "event" and isinstance(node.ctx, ast.Load)):
                continue
            owner = node.value
            if (isinstance(owner, ast.Name) and owner.id == "state") or (
                isinstance(owner, ast.Attribute) and owner.attr == "state"
            ):
                found.setdefault(path.relative_to(ROOT).as_posix(), []).append(node.lineno)
    return found


def test_only_the_hooks_and_the_named_exceptions_read_the_event_in_force() -> None:
    readers = _event_readers()
    assert "game/hooks.py" in readers, "the guard finds the hooks' own reads (it looks where they are)"
    strays = {module: lines for module, lines in readers.items() if module not in EVENT_READERS}
    assert strays == {}, "ask game.hooks what the event in force changes instead"


def test_every_named_exception_still_reads_the_event() -> None:
    assert set(_event_readers()) == set(EVENT_READERS), "an exception no longer needed: take it off the list"


def test_every_effect_key_has_an_entry_and_every_entry_a_key() -> None:
    assert set(EFFECTS) == EFFECT_KEYS
    printed = {definition.effect for rows in EXPANSION_CARDS.values() for definition, _ in rows}
    assert printed <= EFFECT_KEYS


def test_every_tag_of_a_card_or_a_character_is_a_word_of_the_vocabulary() -> None:
    tags = {tag for rows in EXPANSION_CARDS.values() for definition, _ in rows for tag in definition.tags}
    abilities = {ability for character in CHARACTERS.values() for ability in character.abilities}
    assert tags | abilities <= TAGS
    assert tags | abilities >= TAGS, "a word no card or character has: remove it"
    assert set(CHECK_PASSES) == CHECK_REASONS <= TAGS


def test_each_event_has_one_english_name_and_is_found_by_it() -> None:
    assert tuple(EVENT_NAMES) == ALL_EVENTS == (*SHUFFLED_EVENTS, EventCard.HIGH_NOON)
    assert len(set(EVENT_NAMES.values())) == len(EventCard)
    for event, name in EVENT_NAMES.items():
        assert event_named(name) is event
    assert event_named("gold_rush") is None, "a scenario names an event by its English name, not its key"


def test_the_sentinels_are_distinct_and_the_log_writes_them_as_it_always_has() -> None:
    assert len({FROM_HAND, DECK, DISCARD, NOBODY}) == 4
    assert action_to_dict(PlayCard(3, 1, FROM_HAND))["target_card"] == -1
    assert action_to_dict(ChooseCard(2, FROM_HAND))["target_card"] == -1
    assert (action_to_dict(ChooseSource(DECK))["source"], action_to_dict(ChooseSource(DISCARD))["source"]) == (-1, -2)
    for action in (PlayCard(3, 1, FROM_HAND), ChooseCard(2, FROM_HAND), ChooseSource(DECK), ChooseSource(DISCARD)):
        assert action_from_dict(action_to_dict(action)) == action
    assert action_from_dict({"type": "source", "source": 2}) == ChooseSource(2)


@pytest.mark.parametrize(
    "mixed_up",
    [ChooseSource(FROM_HAND), PlayCard(3, 1, DECK), ChooseCard(2, DISCARD), PlayCard(3, 1, "from_hand")],  # type: ignore[arg-type]
    ids=["hand-as-source", "deck-as-card", "pile-as-card", "a-string-equal-to-the-sentinel"],
)
def test_a_sentinel_in_the_wrong_place_is_no_decision(mixed_up: object) -> None:
    assert not is_well_formed(mixed_up)


TYPO = '''
from game.vocabulary import EffectKey

def is_tequila(effect: EffectKey) -> bool:
    return effect == "heal_anyon"
'''


def test_mypy_catches_a_misspelt_effect_key(tmp_path: Path) -> None:
    """The review's example: a misspelt word no longer passes the type checker unnoticed. (mypy runs in its own
    process: in this one it would leave the garbage collector tuned for itself, and the scenes' fonts unclosed.)"""
    module = tmp_path / "typo.py"
    module.write_text(TYPO, encoding="utf-8")
    command = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), str(module)]
    checked = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert "Non-overlapping equality check" in checked.stdout and "heal_anyon" in checked.stdout
