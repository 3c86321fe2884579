"""A Babel extractor for the lesson files: every text of a lesson becomes a message of the catalogues.

``babel.cfg`` maps ``scenes/lessons/data/*.json`` to ``extract_lessons``; each
message carries a comment naming its lesson and step, for the translators.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

Message = tuple[int, str | None, str, list[str]]


def extract_lessons(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[Message]:
    """(line, function, message, comments) for every text of one lesson file."""
    text = fileobj.read().decode("utf-8")
    data = json.loads(text)
    if not isinstance(data, dict):
        return
    lines = text.splitlines()

    def line_of(message: str) -> int:
        needle = json.dumps(message, ensure_ascii=False)[1:-1]
        return next((number for number, line in enumerate(lines, start=1) if needle in line), 1)

    def message(value: Any, where: str) -> Iterator[Message]:
        if isinstance(value, str) and value:
            yield line_of(value), None, value, [f"lesson {where}"]

    title = data.get("title", "")
    yield from message(title, "title")
    yield from message(data.get("blurb"), f"\u201c{title}\u201d: the line under its name")
    for number, step in enumerate(data.get("script", []), start=1):
        if isinstance(step, dict):
            for key in ("say", "wrong", "forbidden"):
                yield from message(step.get(key), f"\u201c{title}\u201d, step {number} ({key})")
            for mistake in step.get("mistakes", []):
                if isinstance(mistake, dict):
                    where = f"\u201c{title}\u201d, step {number} (why a mistake is wrong)"
                    yield from message(mistake.get("why"), where)
    for point in data.get("summary", []):
        yield from message(point, f"\u201c{title}\u201d: what was learnt")
