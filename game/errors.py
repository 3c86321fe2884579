"""The core's exceptions: every refusal carries a translatable message."""
from __future__ import annotations

from typing import Any


class BangError(Exception):
    """Base of every error the rules core raises on purpose."""


class IllegalActionError(BangError, ValueError):
    """A decision the rules do not allow now; the game state is unchanged.

    ``key`` is a gettext msgid with ``{name}`` placeholders filled from ``params``.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(key.format(**params))


class SetupError(BangError, ValueError):
    """A table that cannot be set up (bad player count, unknown character ...)."""


class SaveError(BangError, ValueError):
    """A save file that cannot be read; nothing was loaded."""


class SeatError(BangError, ValueError):
    """A query about a seat the table does not have: not a whole number (``True`` is not one), or past the
    last seat. A programming error, not a refusal to show a player: the message is plain English."""
