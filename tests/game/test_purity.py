"""The rules core stays pure: no pygame, no module-level randomness, no pickle or eval."""
from __future__ import annotations

import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
SOURCES = sorted(GAME.rglob("*.py"))


def test_there_are_sources_to_check() -> None:
    assert len(SOURCES) > 10


def test_no_pygame_in_the_rules_core() -> None:
    offenders = [p.name for p in SOURCES if re.search(r"^\s*(import|from)\s+pygame", p.read_text(), re.M)]
    assert offenders == []


def test_no_module_level_random_calls() -> None:
    pattern = re.compile(r"\brandom\.(random|randint|randrange|choice|choices|shuffle|sample|seed|uniform)\(")
    offenders = [p.name for p in SOURCES if pattern.search(p.read_text())]
    assert offenders == []


def test_no_pickle_eval_or_exec() -> None:
    pattern = re.compile(r"\bpickle\b|\beval\(|\bexec\(")
    offenders = [p.name for p in SOURCES if pattern.search(p.read_text())]
    assert offenders == []
