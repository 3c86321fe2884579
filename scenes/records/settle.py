"""Before a new game of the player's takes the autosave: ask what becomes of the unfinished one, if any."""
from __future__ import annotations

from collections.abc import Callable

from scenes.app.context import AppContext


def settle_unfinished_first(ctx: AppContext, start: Callable[[], None]) -> None:
    """Run ``start`` (which opens a new game of the player's) at once, or once the player has said whether the
    unfinished game is kept as a saved game or discarded; it never runs if the player goes back."""
    record = ctx.games.unfinished()[0] if ctx.games is not None else None
    if record is None:
        start()
        return
    ctx.go(ctx.screens.unfinished_game(record, start), replace=False)
