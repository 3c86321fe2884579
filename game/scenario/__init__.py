"""The scenario runner: ``python -m game.scenario PATH [PATH ...]``; the format is a contract (scenarios.md).

``table`` sets the table a file describes, ``steps`` plays its decisions, ``checks`` compares its
``expect`` objects, ``runner`` ties them into one ``Scenario`` per file and prints one line per file.
"""
from __future__ import annotations

from game.scenario.errors import ScenarioError, StepRefused
from game.scenario.runner import (
    MAX_SCENARIO_BYTES,
    Scenario,
    ScenarioResult,
    main,
    read_scenario,
    run_command_line,
    run_file,
    scenario_files,
)
from game.scenario.steps import KINDS_OF_STEP
from game.scenario.table import CardSpec

__all__ = [
    "KINDS_OF_STEP",
    "MAX_SCENARIO_BYTES",
    "CardSpec",
    "Scenario",
    "ScenarioError",
    "ScenarioResult",
    "StepRefused",
    "main",
    "read_scenario",
    "run_command_line",
    "run_file",
    "scenario_files",
]
