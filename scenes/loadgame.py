"""Saved games: the list of games saved from the pause menu; load one to play on, or delete it.

Also where a loaded record becomes a table: ``resumed_table`` (Continue, ``--continue``, Load).
"""
from __future__ import annotations

from game.record import TableRecord
from scenes.context import AppContext
from scenes.gamestore import Entry, StoreProblem, session_for
from scenes.i18n import N_
from scenes.recordlist import ListTexts, RecordListScene
from scenes.setup import TableConfig
from scenes.table import TableScene


def resumed_table(ctx: AppContext, record: TableRecord, *, same_game: bool = True) -> TableScene:
    """The table of a loaded record, where it stopped (a human whose cards would show is handed over first).

    ``same_game``: the autosave's game goes on (it keeps its id); a saved game loaded again is a new game.
    """
    game = record.game
    assert game.setup is not None  # records hold dealt games only
    session = session_for(record)
    if same_game and ctx.games is not None:
        ctx.games.continues(session, record)
    setup = game.setup
    config = TableConfig(record.seats, setup.seed, setup.rules.ask_always, setup.rules.expansions,
                         setup.rules.beginner, setup.characters)
    return TableScene(ctx, config, session)


class LoadScene(RecordListScene):
    texts = ListTexts(
        title=N_("Saved games"),
        empty=N_("No saved games yet. During a game, press Escape and choose “Save game”."),
        open=N_("Load"),
    )

    def load_entries(self) -> tuple[list[Entry], list[StoreProblem]]:
        return self.ctx.games.saves() if self.ctx.games is not None else ([], [])

    def open_entry(self, entry: Entry) -> None:
        if self.ctx.games is None:
            return
        record = self.opened(self.ctx.games.load(entry))
        if record is None:
            return
        self.ctx.go(resumed_table(self.ctx, record, same_game=False))

    def delete_entry(self, entry: Entry) -> StoreProblem | None:
        return self.ctx.games.delete(entry) if self.ctx.games is not None else None
