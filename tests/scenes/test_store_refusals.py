"""Edited files that still look like games (reliability review, D9): each is refused with the reason that fits
it, the same way for saved games, autosaves and replays; a malformed version is damage, not an older game."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.record import record_text
from scenes.records.problems import WHY_DAMAGED, WHY_EDITED, WHY_OLDER, StoreProblem
from scenes.records.store import GameStore
from tests.game.records import play, record_of, swap_keeping_the_table


def swapped(data: dict[str, Any]) -> None:
    swap_keeping_the_table(data["game"])


def setting(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = data
        for key in parents:
            target = target[key]
        target[last] = value

    return apply


EDITS: dict[str, tuple[Callable[[dict[str, Any]], None], str, bool]] = {
    # name: (edit, reason, whether a list can tell)
    "two decisions of one player swapped": (swapped, WHY_EDITED, False),
    "round 999999": (setting("summary.round", 999999), WHY_DAMAGED, True),
    "round as text": (setting("summary.round", "3"), WHY_DAMAGED, True),
    "round one more": (lambda data: setting("summary.round", data["summary"]["round"] + 1)(data), WHY_EDITED, False),
    "record version as text": (setting("version", "1"), WHY_DAMAGED, True),
    "record version 0": (setting("version", 0), WHY_DAMAGED, True),
    "save version 0": (setting("game.version", 0), WHY_DAMAGED, False),
    "save version as text": (setting("game.version", "1"), WHY_DAMAGED, False),
}
KINDS = ("saved game", "autosave", "replay")


def text_for(kind: str, edit: Callable[[dict[str, Any]], None]) -> str:
    game = play(5, decisions=None if kind == "replay" else 80)
    data = json.loads(record_text(record_of(game, label="Friday" if kind == "saved game" else "")))
    edit(data)
    return json.dumps(data)


def refusal(store: GameStore, kind: str, text: str, listed: bool) -> StoreProblem:
    """Put ``text`` where a ``kind`` goes, open it as the game would, and return the problem reported."""
    if kind == "autosave":
        store.autosave_path.write_text(text)
        record, problem = store.unfinished()
        assert record is None and problem is not None
        return problem
    folder = store.saves_dir if kind == "saved game" else store.replays_dir
    folder.mkdir(parents=True)
    (folder / "edited.json").write_text(text)
    entries, problems = store.saves() if kind == "saved game" else store.replays()
    if listed:
        assert entries == [] and len(problems) == 1
        return problems[0]
    assert problems == [] and len(entries) == 1  # the list cannot tell: loading finds it out
    record, problem = store.load(entries[0]) if kind == "saved game" else store.load_replay(entries[0])
    assert record is None and problem is not None
    return problem


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(EDITS))
def test_an_edited_file_is_refused_with_its_reason_whatever_kind_it_is(tmp_path: Path, name: str, kind: str) -> None:
    edit, why, listed = EDITS[name]
    problem = refusal(GameStore(tmp_path), kind, text_for(kind, edit), listed and kind != "autosave")
    assert problem.why == why != WHY_OLDER
    assert problem.path is not None and ".broken-" in problem.path.name  # set aside, not read again
