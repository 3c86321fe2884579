"""Saved games: the list of games saved from the pause menu; load one to play on, or delete it."""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.records.listing import ListTexts, RecordListScene
from scenes.records.problems import StoreProblem
from scenes.records.settle import settle_unfinished_first
from scenes.records.store import Entry, is_demo


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
        loaded = record

        def start() -> None:
            self.ctx.go(self.ctx.screens.resumed_table(loaded, same_game=False))

        if loaded.game.over or is_demo(loaded.seats):
            start()  # it takes no autosave: over already, or nobody plays
        else:
            settle_unfinished_first(self.ctx, start)

    def delete_entry(self, entry: Entry) -> StoreProblem | None:
        return self.ctx.games.delete(entry) if self.ctx.games is not None else None
