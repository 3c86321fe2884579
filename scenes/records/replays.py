"""Replays: every finished game, newest first; watch one, delete one, or choose how many are kept."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from scenes.app.i18n import N_
from scenes.app.settings import REPLAYS_KEPT
from scenes.records.listing import ListTexts, RecordListScene
from scenes.records.problems import StoreProblem
from scenes.records.store import Entry


class ReplaysScene(RecordListScene):
    texts = ListTexts(
        title=N_("Replays"),
        empty=N_("No replays yet. Every finished game is kept here, to be watched again."),
        open=N_("Watch"),
    )

    def load_entries(self) -> tuple[list[Entry], list[StoreProblem]]:
        return self.ctx.games.replays() if self.ctx.games is not None else ([], [])

    def open_entry(self, entry: Entry) -> None:
        if self.ctx.games is None:
            return
        record = self.opened(self.ctx.games.load_replay(entry))
        if record is None:
            return
        assert record.game.setup is not None
        self.ctx.go(self.ctx.screens.replay(record.seats, record.game.setup, record.game.log), replace=False)

    def delete_entry(self, entry: Entry) -> StoreProblem | None:
        return self.ctx.games.delete(entry) if self.ctx.games is not None else None

    def extra_buttons(self) -> list[tuple[str, Callable[[], None], int | None]]:
        kept = self.ctx.settings.replays_kept
        return [(self.ctx.tr.gettext("Keep the last {count}").format(count=kept), self.keep_more, pygame.K_k)]

    def keep_more(self) -> None:
        """The next number of replays to keep (after the largest, the smallest): the oldest past it go."""
        kept = self.ctx.settings.replays_kept
        following = [count for count in REPLAYS_KEPT if count > kept]
        count = following[0] if following else REPLAYS_KEPT[0]
        self.ctx.apply_settings(replace(self.ctx.settings, replays_kept=count))
        if self.ctx.games is not None:
            self.ctx.games.set_replays_kept(count)
        self.reload()
