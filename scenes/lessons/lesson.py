"""Lesson files: reading them and checking their shape, before any of them is played.

A lesson file is JSON::

    {"title": "Bang! and Missed!",                  the lesson's name in the list (a msgid)
     "blurb": "Shoot, and dodge a shot.",           one line under the name (a msgid)
     "learner": "Ann",                              the seat the learner plays
     "scenario": {...},                             a scenario (scenarios.md) without steps or expect
     "script": [...],                               the steps, in order
     "summary": ["...", "..."],                     what was learnt (msgids), shown at the end
     "others": "easy",                              optional: an AI plays the seats the script leaves free
     "playable": false}                             optional: the table cannot play it yet (listed nowhere)

A scenario that sets ``"rules": {"expansions": [...]}`` plays with those expansions, and the list of
lessons tags the lesson with their names.

A practice lesson has ``"practice": {"players": 5, "ai": "easy"}`` instead of a
scenario and a script: an ordinary game with hints.

Steps (each an object):

- ``{"say": TEXT, "point": [...]}``: a text to read; the learner presses Next;
- ``{"say": TEXT, "point": [...], "want": DECISION or [DECISION, ...], "wrong": TEXT, "forbidden": TEXT,
  "mistakes": [DECISION, ...]}``: the learner must take one of the wanted decisions; ``wrong`` is what the
  lesson says to any other decision the rules allow, ``forbidden`` what it adds to the engine's refusal of
  a decision the rules forbid; ``mistakes`` are wrong decisions the check tries (a learner would), each
  with an optional ``"why"``: why that decision is wrong here, said instead of ``wrong`` or ``forbidden``;
- ``{"do": ..., "by": NAME, ...}``: a decision of another seat, exactly as in a scenario;
- ``{"expect": {...}}``: checks, exactly as in a scenario.

A wanted decision is written like a scenario step without ``by``; a field left
out is free (``{"do": "play", "card": "Bang!"}`` takes a Bang! at anyone), and
``{"do": "any"}`` takes any legal decision. Points name what to highlight:
``seat:NAME``, ``role:NAME``, ``character:NAME``, ``badge:NAME`` (the distance
badge), ``card:CARD`` (in the learner's hand), ``pick:CARD`` (among the cards shown to choose from),
``in_play:NAME:CARD``, ``deck``,
``discard``, ``check``, ``hand``, ``prompt``, ``log``, ``button:end``,
``button:pass``, ``button:ability``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.save import read_text_file

DATA_DIR = Path(__file__).resolve().parent / "data"
MAX_LESSON_BYTES = 256 * 1024
LESSON_KEYS = {"title", "blurb", "learner", "scenario", "script", "summary", "others", "playable", "practice"}
SAY_KEYS = {"say", "point"}
TASK_KEYS = {"say", "point", "want", "wrong", "forbidden", "mistakes"}
DECISION_KEYS = {"do", "by", "card", "cards", "target", "target_card", "from", "cost"}
WANT_KEYS = DECISION_KEYS - {"by"}
DECISIONS = ("play", "respond", "pass", "pick", "discard", "end", "ability")
POINT_PLACES = ("deck", "discard", "check", "hand", "prompt", "log")
POINT_NAMED = ("seat", "role", "character", "badge")
BUTTONS = ("end", "pass", "ability")
AI_LEVELS = ("easy", "normal", "hard")


class LessonError(Exception):
    """A lesson file that cannot be used; the message names the problem."""


@dataclass(frozen=True)
class Point:
    """Something on the table to highlight."""

    kind: str
    """``seat``, ``role``, ``character``, ``badge``, ``card``, ``pick``, ``in_play``, ``button`` or a place."""
    name: str = ""
    """The player (seat, role, character, badge, in_play) or the button."""
    card: str = ""
    """The card's English name (card, in_play)."""


@dataclass(frozen=True)
class Step:
    """One step of a script; exactly one of its kinds applies (see ``kind``)."""

    number: int
    say: str = ""
    point: tuple[Point, ...] = ()
    want: tuple[dict[str, Any], ...] = ()
    wrong: str = ""
    forbidden: str = ""
    mistakes: tuple[dict[str, Any], ...] = ()
    whys: tuple[str, ...] = ()
    """For each of ``mistakes``: why that decision is wrong here (msgid), or "" to say ``wrong``."""
    decision: dict[str, Any] | None = None
    expect: dict[str, Any] | None = None

    @property
    def kind(self) -> str:
        """``say``, ``task`` (the learner decides), ``decision`` (another seat decides) or ``expect``."""
        if self.decision is not None:
            return "decision"
        if self.expect is not None:
            return "expect"
        return "task" if self.want else "say"


@dataclass(frozen=True)
class Lesson:
    """One lesson, read from its file."""

    key: str
    """The file's stem without its number (``bang-and-missed``): how progress remembers it."""
    number: int
    """The place in the list of lessons (from 1); the file's number until ``lessons`` places it."""
    path: Path
    title: str
    blurb: str
    summary: tuple[str, ...]
    learner: str = ""
    scenario: dict[str, Any] | None = None
    steps: tuple[Step, ...] = ()
    others: str | None = None
    playable: bool = True
    practice: dict[str, Any] = field(default_factory=dict)

    @property
    def is_practice(self) -> bool:
        return bool(self.practice)

    @property
    def expansions(self) -> tuple[str, ...]:
        """The expansions the lesson's table plays with (``dodge_city``, ``high_noon``), as its scenario says."""
        rules = (self.scenario or {}).get("rules")
        wanted = rules.get("expansions", []) if isinstance(rules, dict) else []
        return tuple(name for name in wanted if isinstance(name, str))

    def texts(self) -> list[str]:
        """Every text of the lesson (msgids), in order."""
        found = [self.title, self.blurb]
        for step in self.steps:
            found += [text for text in (step.say, step.wrong, step.forbidden, *step.whys) if text]
        return found + list(self.summary)


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where} must be a non-empty text")
    if "{" in value or "}" in value:
        raise LessonError(f"{where} must not hold braces: the texts are shown as they are")
    return value


def _point(value: Any, where: str, names: set[str]) -> Point:
    if not isinstance(value, str):
        raise LessonError(f"{where}: a point must be a text like \"seat:Bill\"")
    kind, _, rest = value.partition(":")
    if kind in POINT_PLACES and not rest:
        return Point(kind)
    if kind in POINT_NAMED and rest in names:
        return Point(kind, rest)
    if kind in ("card", "pick") and rest:
        return Point(kind, card=rest)
    if kind == "in_play":
        name, _, card = rest.partition(":")
        if name in names and card:
            return Point(kind, name, card)
    if kind == "button" and rest in BUTTONS:
        return Point(kind, rest)
    raise LessonError(f"{where}: cannot point at {value!r}")


def _decision(value: Any, where: str, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LessonError(f"{where} must be an object")
    unknown = set(value) - keys
    if unknown:
        raise LessonError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    do = value.get("do")
    if do not in (*DECISIONS, "any") or (do == "any" and len(value) > 1):
        raise LessonError(f"{where}: unknown decision {do!r}")
    return dict(value)


def _wants(value: Any, where: str) -> tuple[dict[str, Any], ...]:
    items = value if isinstance(value, list) else [value]
    if not items:
        raise LessonError(f"{where}: 'want' lists no decision")
    return tuple(_decision(item, f"{where} want", WANT_KEYS) for item in items)


def _step(value: Any, number: int, names: set[str], learner: str) -> Step:
    where = f"step {number}"
    if not isinstance(value, dict):
        raise LessonError(f"{where} must be an object")
    if "expect" in value:
        if set(value) != {"expect"} or not isinstance(value["expect"], dict):
            raise LessonError(f"{where}: an expect step holds only an 'expect' object")
        return Step(number, expect=dict(value["expect"]))
    if "do" in value:
        decision = _decision(value, where, DECISION_KEYS)
        if decision.get("by") not in names:
            raise LessonError(f"{where}: 'by' must name a player")
        if decision["by"] == learner:
            raise LessonError(f"{where}: the learner's decisions are wanted (\"want\"), not scripted")
        return Step(number, decision=decision)
    keys = TASK_KEYS if "want" in value else SAY_KEYS
    unknown = set(value) - keys
    if unknown:
        raise LessonError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    points = value.get("point", [])
    if not isinstance(points, list):
        raise LessonError(f"{where}: 'point' must be a list")
    step = Step(
        number,
        say=_text(value.get("say"), f"{where} 'say'"),
        point=tuple(_point(p, where, names) for p in points),
    )
    if "want" not in value:
        return step
    mistakes = value.get("mistakes", [])
    if not isinstance(mistakes, list):
        raise LessonError(f"{where}: 'mistakes' must be a list")
    return Step(
        number,
        say=step.say,
        point=step.point,
        want=_wants(value["want"], where),
        wrong=_text(value["wrong"], f"{where} 'wrong'") if "wrong" in value else "",
        forbidden=_text(value["forbidden"], f"{where} 'forbidden'") if "forbidden" in value else "",
        mistakes=tuple(_decision(_without_why(m), f"{where} mistake", WANT_KEYS) for m in mistakes),
        whys=tuple(_text(m["why"], f"{where} mistake 'why'") if isinstance(m, dict) and "why" in m else ""
                   for m in mistakes),
    )


def _without_why(mistake: Any) -> Any:
    return {key: value for key, value in mistake.items() if key != "why"} if isinstance(mistake, dict) else mistake


def lesson_from_data(data: Any, path: Path) -> Lesson:
    """A lesson from a parsed file; raises LessonError naming the problem."""
    if not isinstance(data, dict):
        raise LessonError("the file must hold a JSON object")
    unknown = set(data) - LESSON_KEYS
    if unknown:
        raise LessonError(f"unknown key(s) {', '.join(sorted(unknown))}")
    number_text, _, key = path.stem.partition("-")
    if not number_text.isdigit() or not key:
        raise LessonError("the file name must be NN-name.json")
    title = _text(data.get("title"), "'title'")
    blurb = _text(data.get("blurb"), "'blurb'")
    summary = data.get("summary")
    if not isinstance(summary, list) or not summary:
        raise LessonError("'summary' must list what the lesson taught")
    points = tuple(_text(line, "a summary line") for line in summary)
    playable = data.get("playable", True)
    if not isinstance(playable, bool):
        raise LessonError("'playable' must be true or false")
    common = Lesson(key, int(number_text), path, title, blurb, points, playable=playable)
    if "practice" in data:
        practice = data["practice"]
        if set(data) & {"scenario", "script", "learner", "others"}:
            raise LessonError("a practice game has no scenario, script, learner or others")
        if (not isinstance(practice, dict) or set(practice) != {"players", "ai"}
                or practice["ai"] not in AI_LEVELS or practice["players"] not in range(4, 8)):
            raise LessonError("'practice' must be {\"players\": 4-7, \"ai\": \"easy\"|\"normal\"|\"hard\"}")
        return replace(common, practice=dict(practice))
    scenario = data.get("scenario")
    if not isinstance(scenario, dict):
        raise LessonError("'scenario' must be a scenario object")
    if set(scenario) & {"steps", "expect"}:
        raise LessonError("the scenario lays out the table only: its steps are the script's")
    players = scenario.get("players")
    names = {p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)} if isinstance(
        players, list) else set()
    learner = data.get("learner")
    if not isinstance(learner, str) or learner not in names:
        raise LessonError("'learner' must name a player of the scenario")
    others = data.get("others")
    if others is not None and others not in AI_LEVELS:
        raise LessonError("'others' must be an AI level: easy, normal or hard")
    script = data.get("script")
    if not isinstance(script, list) or not script:
        raise LessonError("'script' must list the steps")
    steps = tuple(_step(value, number, names, learner) for number, value in enumerate(script, start=1))
    if not any(step.kind == "task" for step in steps):
        raise LessonError("the learner takes no decision: a lesson is played, not only read")
    return replace(common, learner=learner, scenario=scenario, steps=steps, others=others)


def read_lesson(path: Path) -> Lesson:
    """One lesson file; raises LessonError naming the problem."""
    try:
        text = read_text_file(path, MAX_LESSON_BYTES)
        data = json.loads(text)
    except (OSError, UnicodeDecodeError) as error:
        raise LessonError(f"cannot read the file: {error}") from None
    except (json.JSONDecodeError, RecursionError, ValueError) as error:
        raise LessonError(f"bad JSON: {error}") from None
    return lesson_from_data(data, path)


@dataclass(frozen=True)
class LessonFile:
    """A lesson file as found: its lesson, or why it cannot be used."""

    path: Path
    lesson: Lesson | None
    problem: str = ""

    @property
    def name(self) -> str:
        return self.path.stem


_read: dict[tuple[Path, int, int], LessonFile] = {}
"""Lesson files already read, by path, modification time and size: the list is read again only when it changed."""


def lesson_files(directory: Path = DATA_DIR) -> list[LessonFile]:
    """Every lesson file in order, each read or with its problem (a broken file never hides the others)."""
    found = []
    for path in sorted(directory.glob("*.json")):
        try:
            status = path.stat()
        except OSError as error:
            found.append(LessonFile(path, None, f"cannot read the file: {error}"))
            continue
        key = (path, status.st_mtime_ns, status.st_size)
        if key not in _read:
            try:
                _read[key] = LessonFile(path, read_lesson(path))
            except LessonError as error:
                _read[key] = LessonFile(path, None, str(error))
        found.append(_read[key])
    return found


def lessons(directory: Path = DATA_DIR, *, playable_only: bool = True) -> list[Lesson]:
    """The lessons that could be read, in order and numbered as the list shows them: those the table can play,
    the practice game after every taught lesson whatever its file number, then (unless ``playable_only``) those
    the table cannot play yet."""
    read = [f.lesson for f in lesson_files(directory) if f.lesson is not None]
    ordered = sorted((lesson for lesson in read if lesson.playable), key=lambda lesson: lesson.is_practice)
    if not playable_only:
        ordered += [lesson for lesson in read if not lesson.playable]
    return [replace(lesson, number=position) for position, lesson in enumerate(ordered, start=1)]
