"""The stack of pending steps: the heart of out-of-turn play.

The top task either runs by itself (drawing, a check, damage) or waits for one
player's decision (``waiting`` is that seat, else -1). ``decider`` is simply the
waiting seat of the top task. Tasks are small mutable records of ints so the
whole stack saves to JSON; each kind registers itself by class name when its
module is imported (``game.engine`` imports them all).
"""
from __future__ import annotations

import dataclasses
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from game import messages
from game.actions import Action
from game.errors import IllegalActionError

if TYPE_CHECKING:
    from game.state import GameState


class WaitingKind(Enum):
    """The four kinds of decision the scenario contract names."""

    PLAY = "play"
    RESPOND = "respond"
    PICK = "pick"
    DISCARD = "discard"


EXPECTED: dict[WaitingKind, str] = {
    WaitingKind.PLAY: messages.EXPECT_PLAY,
    WaitingKind.RESPOND: messages.EXPECT_RESPOND,
    WaitingKind.PICK: messages.EXPECT_PICK,
    WaitingKind.DISCARD: messages.EXPECT_DISCARD,
}

NO_PLAYER = -1

TASK_TYPES: dict[str, type[Task]] = {}


class Task:
    """One pending step; subclasses are slotted dataclasses with a ``waiting`` field."""

    __slots__ = ()
    kind: ClassVar[WaitingKind] = WaitingKind.RESPOND
    turn_flow: ClassVar[bool] = False
    """A step of the turn itself: effects in progress have all resolved."""
    waiting: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        TASK_TYPES[cls.__name__] = cls

    def run(self, state: GameState) -> None:
        """Advance by itself: pop, push, or set ``waiting``."""
        raise NotImplementedError

    def legal(self, state: GameState) -> list[Action]:
        """The waiting player's legal decisions."""
        return []

    def decide(self, state: GameState, action: Action) -> None:
        """Apply one decision already known to be legal."""
        raise NotImplementedError

    def refusal(self, state: GameState, action: Action) -> IllegalActionError:
        """Why ``action`` is not legal here."""
        return IllegalActionError(messages.NOT_LEGAL)

    def checked(self, state: GameState, passed: bool) -> None:
        """The "draw!" this step asked for (pushed on top of it) came out ``passed``."""
        raise NotImplementedError(f"{type(self).__name__} asked for no check")


def task_to_dict(task: Task) -> dict[str, Any]:
    data: dict[str, Any] = {"task": type(task).__name__}
    for f in dataclasses.fields(task):  # type: ignore[arg-type]
        value = getattr(task, f.name)
        data[f.name] = list(value) if isinstance(value, list) else value
    return data


def task_from_dict(data: Any) -> Task:
    """Rebuild a task; raises ValueError on an unknown or malformed one."""
    if not isinstance(data, dict) or data.get("task") not in TASK_TYPES:
        raise ValueError(f"unknown pending step {data!r}")
    cls = TASK_TYPES[data["task"]]
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    fields = {k: v for k, v in data.items() if k != "task"}
    if set(fields) != names:
        raise ValueError(f"malformed pending step {data!r}")
    for key, value in fields.items():
        ok = isinstance(value, (int, str)) or (isinstance(value, list) and all(isinstance(v, int) for v in value))
        if not ok:
            raise ValueError(f"malformed pending step {data!r}")
        if isinstance(value, list):
            fields[key] = list(value)
    task: Task = cls(**fields)
    return task
