"""High Noon on the table: the event in force beside the piles, the next one (the stack lies face up), and
the direction turns pass in (reversed by Gold Rush).

The event in force stands right of the "draw!" spot, the next one left of the
deck, each as large as the free felt between the piles and the seats allows;
hovering either shows its whole text. Below the piles an arc shows whose turn
comes after the viewer's: to the left normally, to the right under Gold Rush.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.eventcards import EventCard
from scenes.table.seat import ring_reach
from scenes.ui import art, theme, widgets
from scenes.ui.widgets import blit_text

if TYPE_CHECKING:
    from scenes.table.draw import TableDrawer

CARD_RATIO = 1.5
NEXT_SHARE = 0.8
"""The next event is drawn this much smaller than the one in force."""


class NoonDrawer:
    """Draws the High Noon events and the turn direction for a TableDrawer."""

    def __init__(self, drawer: TableDrawer) -> None:
        self.drawer = drawer
        self.event_rects: dict[str, pygame.Rect] = {}
        """Where the event in force ("now") and the next one ("next") are drawn this frame."""
        self._arrow: tuple[object, pygame.Surface, pygame.Rect] | None = None
        self._spots: tuple[object, pygame.Rect, pygame.Rect] | None = None

    def forget(self) -> None:
        self._arrow = None
        self._spots = None

    def spots(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the event in force and the next event go: right of the "draw!" spot and left of the deck, as
        large as the deck's cards if there is room, lower or smaller where a seat is in the way (a label above
        each card, the count of events left below the next one, all clear of the seats)."""
        layout = self.drawer.scene.layout
        key = (tuple(layout.deck), tuple(layout.seats[0]), len(layout.seats), self.drawer.scene.ctx.text_scale)
        if self._spots is None or self._spots[0] != key:
            s = layout.scale
            gap = max(4, int(14 * s))
            label = self.drawer.font(18).get_linesize() + 2
            now = self._fit(lambda w: layout.check.right + gap, label, 0)
            upcoming = self._fit(lambda w: layout.deck.left - gap - w, label, label + 4, NEXT_SHARE)
            self._spots = (key, now, upcoming)
        return self._spots[1], self._spots[2]

    def _fit(self, left_for: Callable[[int], int], above: int, below: int, share: float = 1.0) -> pygame.Rect:
        """The largest card (up to ``share`` of the deck's width) at ``left_for(width)``, from the deck's row
        downwards, whose labels (``above`` and ``below`` it) touch no seat and stay above the viewer's seat."""
        layout = self.drawer.scene.layout
        s = layout.scale
        obstacles = [seat.inflate(4, 4) for seat in layout.seats[1:]] + [layout.deck, layout.discard, layout.check]
        floor = layout.seats[0].top - max(2, int(4 * s))
        widest = int(layout.deck.width * share)
        for width in range(widest, max(20, widest // 2) - 1, -max(1, widest // 10)):
            height = int(width * CARD_RATIO)
            for drop in range(0, int(90 * s) + 1, max(1, int(6 * s))):
                card = pygame.Rect(left_for(width), layout.deck.top + drop, width, height)
                whole = pygame.Rect(card.left, card.top - above, width, height + above + below)
                if whole.bottom <= floor and whole.collidelist(obstacles) < 0:
                    return card
        width = max(20, widest // 2)
        return pygame.Rect(left_for(width), layout.deck.top, width, int(width * CARD_RATIO))

    def draw(self, surface: pygame.Surface) -> None:
        model = self.drawer.scene.model
        self.event_rects = {}
        if not model.high_noon:
            return
        now, upcoming = self.spots()
        small = self.drawer.font(18)
        tr = self.drawer.tr
        renderer = self.drawer.scene.renderer
        hints = self.drawer.seats.hints
        revealing = self.drawer.effects.revealing()
        spread = max(3, int(8 * self.drawer.scene.layout.scale))
        for spot, card in ((now, model.event), (upcoming, model.next_event)):
            if card is not None and not revealing:  # set on the leather like the piles
                surface.blit(art.drop_shadow(spot.size, spread), (spot.left - spread // 2, spot.top - spread // 2))
        if model.event is not None and not revealing:
            surface.blit(renderer.event(model.event, now.width), now)
            self.event_rects["now"] = now
            name = model.event
            hints.append((now, lambda: renderer.event_full_text(name)))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, now, 1, border_radius=6)
        blit_text(surface, tr("Event"), small, (now.centerx, now.top - 2), theme.ACCENT, "midbottom")
        if model.next_event is not None and not revealing:
            surface.blit(renderer.event(model.next_event, upcoming.width), upcoming)
            self.event_rects["next"] = upcoming
            upcoming_name = model.next_event
            hints.append((upcoming, lambda: renderer.event_full_text(upcoming_name)))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, upcoming, 1, border_radius=6)
        deck_left = self.drawer.scene.layout.deck.left - 3
        label = tr("Next")
        blit_text(surface, label, small, (min(upcoming.centerx, deck_left - small.size(label)[0] // 2),
                                          upcoming.top - 2), theme.MUTED, "midbottom")
        left = self.drawer.scene.ctx.tr.ngettext("{count} left", "{count} left", model.events_left).format(
            count=model.events_left)
        # a label wider than the card moves left, off the deck
        blit_text(surface, left, small, (min(upcoming.centerx, deck_left - small.size(left)[0] // 2),
                                         upcoming.bottom + 4), theme.MUTED, "midtop")

    # --- the direction of play ---------------------------------------------------------------

    def draw_direction(self, surface: pygame.Surface) -> None:
        """An arc under the piles pointing to whose turn follows the viewer's."""
        reversed_ = self.drawer.scene.model.event == EventCard.GOLD_RUSH
        image, rect = self._direction(reversed_)
        surface.blit(image, rect)
        if reversed_:
            text = self.drawer.tr("Gold Rush: turns pass to the right, the other way round.")
        else:
            text = self.drawer.tr("Turns pass to the left (clockwise).")
        self.drawer.seats.hints.append((rect, lambda: text))

    def direction_rect(self) -> pygame.Rect:
        """Where the arc and its label go."""
        return self._direction(self.drawer.scene.model.event == EventCard.GOLD_RUSH)[1]

    def _direction(self, reversed_: bool) -> tuple[pygame.Surface, pygame.Rect]:
        scene = self.drawer.scene
        key = (scene.ctx.size, reversed_, scene.ctx.tr.language, scene.ctx.text_scale, len(scene.model.seats))
        if self._arrow is None or self._arrow[0] != key:
            image, rect = self._render_direction(reversed_)
            self._arrow = (key, image, rect)
        return self._arrow[1], self._arrow[2]

    def _render_direction(self, reversed_: bool) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.drawer.scene.layout
        s = layout.scale
        labels_bottom = layout.deck.bottom + 4 + self.drawer.font(20).get_linesize()
        own_top = layout.seats[0].top
        height = max(12, own_top - labels_bottom - max(1, int(3 * s)) - ring_reach(s))
        width = max(40, layout.check.right - layout.deck.left)
        area = pygame.Rect(0, 0, width, height)
        area.midtop = (layout.center.centerx, labels_bottom + max(1, int(3 * s)))
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        colour = theme.HIGHLIGHT if reversed_ else (*theme.MUTED, 150)
        font = self.drawer.font(18)
        if reversed_:
            label = self.drawer.tr("Gold Rush: turns pass to the right")
        else:
            label = self.drawer.tr("Turns pass to the left")
        text_h = font.get_linesize()
        arc_h = max(6, height - text_h)
        thickness = max(2, int(3 * s))
        points = []
        for i in range(25):
            angle = math.pi * i / 24
            points.append((width / 2 + (width / 2 - thickness * 3) * math.cos(angle),
                           arc_h * 0.15 + (arc_h * 0.7) * math.sin(angle)))
        pygame.draw.lines(image, colour, False, points, thickness)
        tip = points[0] if reversed_ else points[-1]
        before = points[1] if reversed_ else points[-2]
        dx, dy = tip[0] - before[0], tip[1] - before[1]
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        size = max(5, int(12 * s))
        head = [(tip[0] + ux * size * 0.6, tip[1] + uy * size * 0.6),
                (tip[0] - ux * size * 0.5 - uy * size * 0.6, tip[1] - uy * size * 0.5 + ux * size * 0.6),
                (tip[0] - ux * size * 0.5 + uy * size * 0.6, tip[1] - uy * size * 0.5 - ux * size * 0.6)]
        pygame.draw.polygon(image, colour, head)
        while font.size(label)[0] > width and len(label) > 2:  # text at its own size: shortened, never squeezed
            label = label[:-2] + "…"
        rendered = widgets.render_text(label, font, colour[:3])  # through the module: audits see it
        image.blit(rendered, rendered.get_rect(midbottom=(width // 2, height)))
        return image, area
