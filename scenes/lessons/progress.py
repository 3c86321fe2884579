"""What the player has learnt, kept with the settings: lessons finished and tips already shown."""
from __future__ import annotations

from dataclasses import replace

from scenes.app.context import AppContext
from scenes.app.settings import NAME_LISTS


def remember(ctx: AppContext, **changes: object) -> None:
    """Change settings that only record progress, and save them, leaving everything else in effect as it is
    (a ``--speed`` given on the command line stays)."""
    ctx.settings = replace(ctx.settings, **changes)  # type: ignore[arg-type]
    ctx.persistent = replace(ctx.persistent, **changes)  # type: ignore[arg-type]
    if ctx.store is not None:
        ctx.save_problem = ctx.store.save(ctx.persistent)


def lessons_done(ctx: AppContext) -> frozenset[str]:
    """The keys of the lessons finished."""
    return frozenset(ctx.settings.lessons_done)


def mark_done(ctx: AppContext, key: str) -> None:
    """Remember (and save) that the lesson ``key`` was finished."""
    done = ctx.settings.lessons_done
    if key not in done:
        remember(ctx, lessons_done=(*done, key)[-NAME_LISTS["lessons_done"]:])


def tip_entry(tip: str, player: str) -> str:
    return f"{tip}/{player}"


def tip_seen(ctx: AppContext, tip: str, player: str) -> bool:
    return tip_entry(tip, player) in ctx.settings.tips_seen


def mark_tip(ctx: AppContext, tip: str, player: str) -> None:
    """Remember (and save) that ``player`` has seen ``tip``; the oldest entries go when the list is full."""
    entry = tip_entry(tip, player)
    seen = ctx.settings.tips_seen
    if entry not in seen:
        remember(ctx, tips_seen=(*seen, entry)[-NAME_LISTS["tips_seen"]:])
