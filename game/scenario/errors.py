"""The two ways a scenario fails (a broken file or run, and a step the engine or the file refuses), and how
a reason shows the values it names."""
from __future__ import annotations

import re
from collections.abc import Iterable

MAX_DIGITS = 20
MAX_SHOWN = 80
"""A reason cuts a value from the file after this many characters."""
LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


class ScenarioError(Exception):
    """The scenario failed; the message is the reason printed after FAIL."""


class StepRefused(Exception):
    """A decision that cannot be made as the step words it (the card is not where the step says): it counts
    as refused, exactly like a refusal by the engine."""


def clipped(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` short enough to read on one line: each number of more than MAX_DIGITS digits as its first
    digits and its length, then the whole cut after ``limit`` characters."""
    text = LONG_NUMBER.sub(lambda number: f"{number[0][:MAX_DIGITS]}…({len(number[0])} digits)", text)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}…({len(text)} characters)"


def shown(value: object) -> str:
    """``repr(value)`` as a reason quotes a value from the file, clipped."""
    return clipped(repr(value))


def listed(names: Iterable[str]) -> str:
    """Keys from the file, sorted and clipped one by one, for ``unknown key(s) ...``."""
    return ", ".join(clipped(name) for name in sorted(names))
