"""The scenario runner: ``python -m game.scenario PATH [PATH ...]``.

A scenario lays out a table, stacks the deck, scripts every decision and states
what must hold (see ``../shared/docs/scenarios.md``; the format is a contract).
Each file prints ``PASS <file>: <title>`` or ``FAIL <file>: <title>: <reason>``, and so does each path
that cannot be read or folder that cannot be listed; the last line is ``N passed, M failed``; the exit
status is 0 only if all passed.
"""
from __future__ import annotations

import errno
import io
import json
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.actions import Action
from game.engine import Game
from game.save import read_text_file
from game.scenario.checks import Expectations
from game.scenario.errors import ScenarioError, clipped, listed
from game.scenario.steps import Steps
from game.scenario.table import CardSpec, Table

TOP_KEYS = {
    "title", "rules", "seed", "players", "deck", "discard", "turn", "start", "bangs_played", "steps", "expect",
    "event", "events", "round",
}
MAX_SCENARIO_BYTES = 1 << 20
"""A scenario is a few kilobytes; anything past a mebibyte is refused unread."""
MAX_REASON = 1000
"""A FAIL line's reason is cut after this many characters, whatever it quotes."""
OS_REASONS: dict[int, str] = {
    errno.ENOENT: "no such file or folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOTDIR: "a file stands where a folder should be",
    errno.ELOOP: "too many symbolic links",
    errno.ENAMETOOLONG: "the name is too long",
}


@dataclass(frozen=True, slots=True)
class ScenarioResult:
    path: str
    title: str
    passed: bool
    reason: str = ""

    def line(self) -> str:
        path, title = one_line(self.path), one_line(self.title)
        if self.passed:
            return f"PASS {path}: {title}"
        return f"FAIL {path}: {title}: {clipped(one_line(self.reason), MAX_REASON)}"


def one_line(text: str) -> str:
    """``text`` with line breaks and other unprintable characters escaped, so each result stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class Scenario:
    """One scenario file turned into a running game: its table, its steps and its checks."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise ScenarioError("the file must hold a JSON object")
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ScenarioError(f"unknown key(s) {listed(unknown)}")
        self.data = data
        self.table = Table(data)
        self.rules = self.table.rules
        self.seats = self.table.seats
        self.game = Game(self.table.state)
        self.steps = Steps(self.game, self.table)
        self.expectations = Expectations(self.game, self.table)

    def parse_card(self, text: Any) -> CardSpec:
        """``Name`` or ``Name@<rank><suit>`` checked against the cards of this game."""
        return self.table.parse_card(text)

    def actions_for(self, step: dict[str, Any], player: int) -> list[Action]:
        """The engine decisions a step stands for (a discard step is one per card)."""
        return self.steps.actions_for(step, player)

    def decide(self, step: dict[str, Any], number: int) -> None:
        """Play one decision step (or check that an ``illegal`` one is refused and changes nothing)."""
        self.steps.decide(step, number)

    def check(self, expect: Any, where: str) -> None:
        """Raise a ScenarioError naming the first ``expect`` key that does not hold."""
        self.expectations.check(expect, where)

    def run(self) -> None:
        steps = self.data.get("steps", [])
        if not isinstance(steps, list):
            raise ScenarioError("'steps' must be a list")
        for number, step in enumerate(steps, start=1):
            if not isinstance(step, dict):
                raise ScenarioError(f"step {number} must be an object")
            if "expect" in step:
                if set(step) != {"expect"}:
                    raise ScenarioError(f"step {number}: an expect step holds only 'expect'")
                self.check(step["expect"], f"step {number}")
            else:
                self.decide(step, number)
        self.check(self.data.get("expect", {}), "final expect")


def read_scenario(path: Path) -> Any:
    """The JSON value of a scenario file; every way of failing is a ScenarioError naming it."""
    try:
        text = read_text_file(path, MAX_SCENARIO_BYTES)
    except OSError as error:
        raise ScenarioError(f"cannot read the file: {os_reason(error)}") from None
    except UnicodeDecodeError as error:
        raise ScenarioError(f"cannot read the file: {error}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(f"bad JSON: {error.msg} at line {error.lineno}") from None
    except RecursionError:
        raise ScenarioError("bad JSON: nested too deeply") from None
    except ValueError as error:  # an integer too long to convert
        raise ScenarioError(f"bad JSON: {str(error).split(';')[0]}") from None


def run_file(path: Path, shown_as: str | None = None) -> ScenarioResult:
    """Run one scenario file; every problem becomes a FAIL with its reason, never an exception."""
    label = shown_as or str(path)
    title = path.stem
    try:
        data = read_scenario(path)
    except ScenarioError as error:
        return ScenarioResult(label, title, False, str(error))
    if isinstance(data, dict) and isinstance(data.get("title"), str):
        title = data["title"]
    try:
        if not isinstance(data, dict) or not isinstance(data.get("title"), str):
            raise ScenarioError("missing 'title'")
        if not title.isprintable():
            raise ScenarioError("'title' must be one line of printable text")
        scenario = Scenario(data)
        scenario.run()
    except ScenarioError as error:
        return ScenarioResult(label, title, False, str(error))
    except Exception as error:  # the contract: one FAIL line per file, never a traceback
        return ScenarioResult(label, title, False, f"engine error: {type(error).__name__}: {error}")
    return ScenarioResult(label, title, True)


def os_reason(error: OSError) -> str:
    """Why a file or folder could not be used, in a few plain words."""
    if error.errno in OS_REASONS:
        return OS_REASONS[error.errno]
    return error.strerror or str(error)


def scenario_files(paths: list[str]) -> Iterator[Path | ScenarioResult]:
    """Each path that is not a folder (``run_file`` says what is wrong with it), and the ``*.json`` files of
    each folder, recursively, in order; a folder that cannot be listed comes as its FAIL result."""
    for text in paths:
        path = Path(text)
        if is_folder(path):
            yield from folder_files(path)
        else:
            yield path


def is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder; one that cannot be examined is not, and ``run_file`` says why."""
    try:
        return stat.S_ISDIR(path.stat().st_mode)
    except OSError:
        return False


def folder_files(folder: Path) -> Iterator[Path | ScenarioResult]:
    """The ``*.json`` files under ``folder`` sorted as paths; a symbolic link is never followed into."""
    try:
        with os.scandir(folder) as listing:
            entries = sorted((entry.name, entry.is_dir(follow_symlinks=False)) for entry in listing)
    except OSError as error:
        yield ScenarioResult(str(folder), folder.name, False, f"cannot list the folder: {os_reason(error)}")
        return
    for name, is_subfolder in entries:
        if is_subfolder:
            yield from folder_files(folder / name)
        elif name.endswith(".json"):
            yield folder / name


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m game.scenario PATH [PATH ...]", file=sys.stderr)
        return 2
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")  # a title in Czech must not fail on an ASCII terminal
    passed = failed = 0
    for entry in scenario_files(args):
        result = entry if isinstance(entry, ScenarioResult) else run_file(entry)
        print(result.line())
        if result.passed:
            passed += 1
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def run_command_line() -> int:
    """``main`` for the shell: a reader that stops early (``| head``) ends the run quietly."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1

