"""The two ways a scenario fails: a broken file or run, and a step the engine (or the file) refuses."""
from __future__ import annotations


class ScenarioError(Exception):
    """The scenario failed; the message is the reason printed after FAIL."""


class StepRefused(Exception):
    """A decision that cannot be made as the step words it (the card is not where the step says): it counts
    as refused, exactly like a refusal by the engine."""

