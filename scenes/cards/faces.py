"""Playing-card faces and backs, laid out around the emblem.

A face: a coloured frame by kind (brown, blue, green), the name fitted at the top, a
divider, the emblem (``emblems``), the short effect line, and the suit and rank in the
corner: the rank and the suit's shape, once (the four shapes differ without colour).
"""
from __future__ import annotations

import math

import pygame

from game.cards import RANK_NAMES, Card, Kind, Suit
from scenes.app.assets import Assets
from scenes.cards.art import illustration_for, paint_setting, paint_subject
from scenes.cards.emblems import Overlay, blit_overlay, emblem_for, paint_emblem
from scenes.cards.fitting import FittedText, TextFitter
from scenes.cards.frame import blit_lines, card_metrics, paint_divider, paint_frame, round_corners
from scenes.cards.palette import BACK_RED, BRASS, CREAM, INK, KIND_COLOURS, SOFT_INK, SUIT_COLOURS, Colour, shade
from scenes.cards.pen import Pen, star_points, supersampled
from scenes.cards.symbols import paint_suit

EMBLEM_MIN_SIZE = 12
"""Below this many pixels high the art panel is left out (the card is then only text)."""
CORNER_SHARE = 0.42
"""A pictogram beside a drawn subject takes this share of the panel's height, in its top left corner."""
CORNER_MIN_SIZE = 9


def paint_card(
    assets: Assets, fitter: TextFitter, card: Card, width: int, fits: dict[str, FittedText], suit: Suit | None = None
) -> pygame.Surface:
    """The face of ``card`` at ``width`` px; ``fits`` are its laid-out texts; ``suit`` the suit it counts as
    when an event says so (Curse, Blessing), else the printed one."""
    m = card_metrics(width)
    inner = m.inner
    name_fit, short_fit = fits["name"], fits.get("short")
    definition = card.definition
    frame = KIND_COLOURS.get(definition.kind, KIND_COLOURS[Kind.BROWN])

    # The corner index: rank and suit shape.
    suit = card.suit if suit is None else suit
    rank_font = fitter.font_for_height("title", m.index_height)
    rank_text = RANK_NAMES[card.rank - 2]
    rank_w = rank_font.size(rank_text)[0]
    shape = max(8.0, rank_font.get_height() * 1.0)
    index_h = max(rank_font.get_height(), round(shape))
    index_top = inner.bottom - m.pad - index_h
    index_left = inner.left + m.pad + max(1, m.width * 0.01)
    shape_center = (index_left + rank_w + 1 + shape * 0.45, index_top + index_h / 2)

    # Vertical flow: name at the top, short line above the index, emblem between.
    name_top = inner.top + m.pad
    divider_y = name_top + max(name_fit.height, name_fit.line_height) + max(2, m.width * 0.03)
    divider_size = max(1.5, m.width * 0.025)
    short_h = short_fit.height if short_fit else 0
    short_top = index_top - max(1, round(m.width * 0.02)) - short_h
    area_top = divider_y + divider_size + max(1, m.width * 0.02)
    area_bottom = short_top - max(1, m.width * 0.02)
    inset = max(1.0, m.pad * 0.5)
    panel = (inner.left + inset, area_top, inner.width - 2 * inset, area_bottom - area_top)
    illustrated = panel[3] >= EMBLEM_MIN_SIZE
    illustration = illustration_for(definition.name)
    if illustration.subject is None:
        emblem_size = min(panel[3] * 0.94, m.text_width * 0.62)
        emblem_x = m.width / 2 - emblem_size / 2
        emblem_y = area_top + (panel[3] - emblem_size) / 2
    else:
        emblem_size = panel[3] * CORNER_SHARE
        emblem_x = panel[0] + emblem_size * 0.1
        if illustration.corner_right:
            emblem_x = panel[0] + panel[2] - emblem_size * 1.1
        emblem_y = panel[1] + emblem_size * 0.1
    emblem = emblem_for(definition) if illustrated and emblem_size >= CORNER_MIN_SIZE else None
    overlay: list[Overlay | None] = [None]

    def paint(pen: Pen) -> None:
        paint_frame(pen, m, frame)
        paint_divider(pen, inner.left + m.pad, inner.right - m.pad, divider_y, shade(frame, 0.9), divider_size)
        if illustrated:
            paint_setting(pen, illustration.setting, panel, frame)
            paint_subject(pen, illustration, _beside_corner(panel, illustration.corner_right), panel,
                          definition.value)
        if emblem is not None:
            if illustration.subject is not None:
                _roundel(pen, emblem_x, emblem_y, emblem_size, frame)
            overlay[0] = paint_emblem(pen, emblem, emblem_x, emblem_y, emblem_size, definition.value)
        paint_suit(pen, suit, shape_center, shape)

    surface = supersampled((m.width, m.height), paint)
    blit_lines(surface, name_fit, m.width / 2, name_top, INK)
    if short_fit:
        blit_lines(surface, short_fit, m.width / 2, short_top, SOFT_INK)
    surface.blit(rank_font.render(rank_text, True, SUIT_COLOURS[suit]),
                 (round(index_left), index_top + (index_h - rank_font.get_height()) // 2))
    if overlay[0] is not None:
        blit_overlay(assets, surface, overlay[0], emblem_x, emblem_y, emblem_size)
    return surface


def _beside_corner(panel: tuple[float, float, float, float], right: bool) -> tuple[float, float, float, float]:
    """The part of the panel a drawn subject fills: clear of most of the corner pictogram."""
    x, y, w, h = panel
    shift = h * CORNER_SHARE * 0.6
    return (x, y, w - shift, h) if right else (x + shift, y, w - shift, h)


def _roundel(pen: Pen, x: float, y: float, s: float, frame: Colour) -> None:
    """A parchment disc behind a corner pictogram, so it reads over the picture."""
    centre = (x + s / 2, y + s / 2)
    pen.circle(CREAM, centre, s * 0.54)
    pen.circle(shade(frame, 0.8), centre, s * 0.54, max(0.5, s * 0.05))


def _crossed_rifles(pen: Pen, centre: tuple[float, float], reach: float, colour: Colour) -> None:
    """Two rifles crossed behind the back's star, as dark silhouettes in the red."""
    for sign in (1, -1):
        tip = (centre[0] + sign * reach * 0.8, centre[1] - reach)
        butt = (centre[0] - sign * reach * 0.8, centre[1] + reach)
        pen.line(colour, tip, butt, reach * 0.06)
        stock = (butt[0] + sign * reach * 0.16, butt[1] - reach * 0.2)
        pen.polygon(colour, [butt, stock, (stock[0] + sign * reach * 0.1, stock[1] - reach * 0.16),
                             (butt[0] + sign * reach * 0.04, butt[1] - reach * 0.06)])


def _rope(pen: Pen, centre: tuple[float, float], radius: float, thickness: float, colour: Colour) -> None:
    """A ring of rope: short slanted twists around a circle."""
    twists = 36
    for i in range(twists):
        a = math.radians(i * 360 / twists)
        b = math.radians((i + 0.7) * 360 / twists)
        inside, outside = radius - thickness, radius + thickness
        pen.line(colour, (centre[0] + inside * math.cos(a), centre[1] + inside * math.sin(a)),
                 (centre[0] + outside * math.cos(b), centre[1] + outside * math.sin(b)), thickness * 0.8)


def paint_back(width: int, hand: bool) -> pygame.Surface:
    """The back of a playing card; ``hand`` gives it a light edge, so overlapping backs in a fan stay apart."""
    m = card_metrics(width)

    def paint(pen: Pen) -> None:
        pen.rect(shade(BACK_RED, 0.5), (0, 0, m.width, m.height), radius=m.radius)
        pen.rect(BACK_RED, (0.8, 0.8, m.width - 1.6, m.height - 1.6), radius=m.radius - 0.8)
        inset = m.border + 0.5
        inner = (inset, inset, m.width - 2 * inset, m.height - 2 * inset)
        step = max(6.0, m.width / 7)
        lattice = shade(BACK_RED, 1.12)
        cx, cy = m.width / 2, m.height / 2
        for i in range(-12, 13):
            offset = i * step
            pen.line(lattice, (cx + offset - m.height, cy - m.height), (cx + offset + m.height, cy + m.height),
                     max(0.5, m.width * 0.012))
            pen.line(lattice, (cx + offset + m.height, cy - m.height), (cx + offset - m.height, cy + m.height),
                     max(0.5, m.width * 0.012))
        # Cover the lattice outside the inner panel with the frame again.
        frame_w = inset
        pen.rect(BACK_RED, (0, 0, m.width, frame_w))
        pen.rect(BACK_RED, (0, m.height - frame_w, m.width, frame_w))
        pen.rect(BACK_RED, (0, 0, frame_w, m.height))
        pen.rect(BACK_RED, (m.width - frame_w, 0, frame_w, m.height))
        pen.rect(CREAM, inner, max(0.8, m.width * 0.02), radius=max(2, m.radius - m.border))
        r = m.width * 0.26
        _crossed_rifles(pen, (cx, cy), m.width * 0.42, shade(BACK_RED, 0.62))
        _rope(pen, (cx, cy), r * 1.16, max(0.8, m.width * 0.022), shade(BRASS, 0.8))
        pen.circle(CREAM, (cx, cy), r)
        pen.circle(shade(BACK_RED, 0.8), (cx, cy), r, max(0.8, m.width * 0.025))
        pen.polygon(BRASS, star_points((cx, cy), r * 0.8, r * 0.4, 6))
        pen.polygon(shade(BRASS, 0.6), star_points((cx, cy), r * 0.8, r * 0.4, 6), max(0.5, m.width * 0.01))
        for point in star_points((cx, cy), r * 0.8, r * 0.4, 6)[::2]:
            pen.circle(BRASS, point, r * 0.1)
        pen.circle(BACK_RED, (cx, cy), r * 0.14)
        # The outer edge: light for hand cards, so overlapping backs in a fan stay apart.
        if hand:
            pen.rect(CREAM, (0, 0, m.width, m.height), max(1.0, m.width * 0.018), radius=m.radius)
        else:
            pen.rect(shade(BACK_RED, 0.5), (0, 0, m.width, m.height), max(0.8, m.width * 0.012), radius=m.radius)

    surface = supersampled((m.width, m.height), paint)
    round_corners(surface, m.radius)
    return surface
