"""Sections of text laid out for a scrolling box: lines at content coordinates, and the named places in them.

A term (a card's or a role's name) starts its block in the accent colour; a detail block is a muted line under the
item before it, and it belongs to that item's place, so outlining an entry outlines its details too.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.text.rules_blocks import Section
from scenes.ui import theme
from scenes.ui.widgets import wrap

TERM_SEPARATOR = " — "


@dataclass(frozen=True)
class Line:
    """One line of the laid-out text, at ``y`` from the top of the content."""

    y: int
    text: str
    font: pygame.font.Font
    color: tuple[int, int, int]
    indent: int = 0
    term: str = ""
    """The start of ``text`` drawn in the accent colour (a card's or a role's name)."""


@dataclass(frozen=True)
class Anchor:
    """A place in the text: an entry the search finds (by ``name``) or one with a card to show, and its rows."""

    name: str
    section: int
    top: int
    bottom: int
    picture: tuple[str, str] | None = None


def flow_sections(sections: list[Section], width: int, body: pygame.font.Font, heading: pygame.font.Font,
                  sub: pygame.font.Font, pad: int) -> tuple[list[Line], list[int], list[Anchor], int]:
    """Every section wrapped to ``width``: the lines, each section's top, the named places, the height."""
    lines: list[Line] = []
    tops: list[int] = []
    anchors: list[Anchor] = []
    y = 0
    paragraph_gap = body.get_linesize() // 2
    indent = pad * 2
    for number, section in enumerate(sections):
        if number:
            y += body.get_linesize()
        tops.append(y)
        lines.append(Line(y, section.title, heading, theme.ACCENT))
        anchors.append(Anchor(section.title, number, y, y + heading.get_linesize()))
        y += heading.get_linesize() + paragraph_gap // 2
        for block in section.blocks:
            if block.kind == "sub":
                y += paragraph_gap // 2
                if block.name:
                    anchors.append(Anchor(block.name, number, y, y + sub.get_linesize()))
                lines.append(Line(y, block.text, sub, theme.HIGHLIGHT))
                y += sub.get_linesize()
                continue
            detail = block.kind == "detail"
            if detail:
                y -= paragraph_gap
            text = f"{block.term}{TERM_SEPARATOR}{block.text}" if block.term else block.text
            offset = indent if block.kind in ("item", "detail") else 0
            start = y
            first_offset = offset if detail else 0
            for i, line in enumerate(wrap(text, body, width - offset)):
                term = f"{block.term}{TERM_SEPARATOR}" if block.term and i == 0 else ""
                if term and not line.startswith(term):
                    term = block.term if line.startswith(block.term) else ""
                color = theme.MUTED if detail else theme.TEXT
                lines.append(Line(y, line, body, color, offset if i else first_offset, term))
                y += body.get_linesize()
            if block.name or block.picture:
                anchors.append(Anchor(block.name, number, start, y, block.picture))
            elif detail and anchors and anchors[-1].section == number and anchors[-1].bottom >= start:
                last = anchors[-1]
                anchors[-1] = Anchor(last.name, last.section, last.top, y, last.picture)
            y += paragraph_gap
    return lines, tops, anchors, y
