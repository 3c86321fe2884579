"""Run the data folder through everything a session does, and print what the store said, as JSON.

``python -m tests.scenes.folder_probe FOLDER``: the folder-fault tests run it as a process without root's file
rights (``setpriv``), so that file modes bite; an exception escapes as a traceback and a non-zero status.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from scenes.app.i18n import Translator
from scenes.records.problems import StoreProblem
from scenes.records.store import GameStore
from tests.scenes.test_gamestore import play, session


def main(folder: Path) -> dict[str, list[str]]:
    tr = Translator("en")

    def said(*problems: StoreProblem | None) -> list[str]:
        return [problem.describe(tr) for problem in problems if problem is not None]

    store = GameStore(folder)
    report = {"start": said(*store.take_problems())}
    report["unfinished"] = said(store.unfinished()[1])
    table = session()
    store.watch(table)
    play(table, 20)
    store.writer.flush()
    report["autosave"] = said(store.autosave_problem())
    report["save_as"] = said(store.save_as("Friday", table))
    play(table)
    store.writer.flush()
    report["kept"] = said(*store.keeping_problems(table))
    report["saves"] = said(*store.saves()[1])
    report["replays"] = said(*store.replays()[1])
    report["statistics"] = said(store.reset_statistics())
    store.close()
    report["later"] = said(*store.take_problems())
    return report


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]))))
