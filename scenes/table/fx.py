"""The animations of the expansions' events, drawn over the table while they play.

A green card used from the play area glows on its seat and shows its face; a
character's ability at work rings the seat and names the character; a High
Noon event flies from the stack to the middle of the table, large enough to
read, then to its place; a ghost rises pale over its seat, or fades away; a card
paid as a cost flies with a tag saying so.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.eventcards import EVENT_NAMES, EventCard
from game.events import AbilityUsed, CardPlayed, EventRevealed, GhostLeft, GhostReturned
from scenes.table.model import ability_character
from scenes.ui import theme
from scenes.ui.widgets import blit_text, draw_panel

if TYPE_CHECKING:
    from scenes.table.draw import TableDrawer

GREEN_GLOW = (120, 230, 120)
GHOST_PALE = (210, 235, 250)
REVEAL_GROW = 2.4
"""The revealed event is shown this many times the deck's width at the middle of its flight."""


def ease(progress: float) -> float:
    return 1 - (1 - progress) ** 3


def between(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


class EffectsDrawer:
    """Draws the current expansion event of a TableDrawer's scene."""

    def __init__(self, drawer: TableDrawer) -> None:
        self.drawer = drawer

    def revealing(self) -> bool:
        current = self.drawer.scene.events.current
        return current is not None and isinstance(current.event, EventRevealed)

    def draw(self, surface: pygame.Surface) -> None:
        current = self.drawer.scene.events.current
        if current is None:
            return
        event, progress = current.event, current.progress
        if isinstance(event, EventRevealed):
            self.reveal(surface, event.event, progress)
        elif isinstance(event, (GhostReturned, GhostLeft)):
            self.ghost(surface, event.player, progress if isinstance(event, GhostReturned) else 1 - progress,
                       isinstance(event, GhostLeft))
        elif isinstance(event, AbilityUsed):
            self.ability(surface, event, progress)
        elif isinstance(event, CardPlayed) and event.from_play:
            self.green_use(surface, event, progress)

    # --- High Noon ------------------------------------------------------------------------

    def reveal(self, surface: pygame.Surface, event: EventCard, progress: float) -> None:
        """From the stack to the middle, held there a moment, then to its place as the event in force."""
        drawer = self.drawer
        layout = drawer.scene.layout
        now, upcoming = drawer.noon.spots()
        big_w = int(layout.deck.width * REVEAL_GROW)
        middle = (layout.center.centerx, min(layout.center.centery, layout.hand.top - big_w * 0.8))
        if progress < 0.3:
            t = ease(progress / 0.3)
            centre = between(upcoming.center, middle, t)
            width = int(upcoming.width + (big_w - upcoming.width) * t)
        elif progress < 0.75:
            centre, width = middle, big_w
        else:
            t = ease((progress - 0.75) / 0.25)
            centre = between(middle, now.center, t)
            width = int(big_w + (now.width - big_w) * t)
        image = drawer.scene.renderer.event(event, max(24, width))
        rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
        if 0.3 <= progress < 0.75:
            glow = rect.inflate(int(18 * layout.scale), int(18 * layout.scale))
            pygame.draw.rect(surface, theme.HIGHLIGHT, glow, max(2, int(4 * layout.scale)), border_radius=12)
        surface.blit(image, rect)
        if 0.3 <= progress < 0.75:
            font = drawer.font(26, "title")
            text = drawer.tr("New event: {event}").format(event=drawer.tr(EVENT_NAMES[event]))
            box = pygame.Rect(0, 0, font.size(text)[0] + int(24 * layout.scale), font.get_linesize() + 8)
            box.midtop = (rect.centerx, rect.bottom + int(8 * layout.scale))
            box.clamp_ip(surface.get_rect())
            draw_panel(surface, box, alpha=240)
            blit_text(surface, text, font, box.center, theme.HIGHLIGHT, "center")

    def ghost(self, surface: pygame.Surface, seat: int, presence: float, leaving: bool) -> None:
        """A pale ghost over the seat: rising into view as it comes back, drifting up and away as it leaves."""
        rect = self.drawer.scene.seat_rect(seat)
        alpha = int(200 * max(0.0, min(1.0, presence)))
        height = int(rect.height * 0.8)
        width = int(height * 0.7)
        rise = int(rect.height * 0.3 * (1 - presence)) * (-1 if leaving else 1)
        figure = pygame.Surface((width, height), pygame.SRCALPHA)
        colour = (*GHOST_PALE, alpha)
        pygame.draw.ellipse(figure, colour, (0, 0, width, int(width * 0.9)))
        pygame.draw.rect(figure, colour, (0, width // 2 - 1, width, height - width // 2 - height // 8))
        wave = max(2, width // 8)
        bottom = height - height // 8 - 2
        for i in range(4):
            centre = (wave + i * (width - 2 * wave) // 3, bottom)
            pygame.draw.circle(figure, colour, centre, wave)
        eye = (40, 50, 70, alpha)
        pygame.draw.ellipse(figure, eye, (width * 0.25, width * 0.3, width * 0.15, width * 0.22))
        pygame.draw.ellipse(figure, eye, (width * 0.6, width * 0.3, width * 0.15, width * 0.22))
        surface.blit(figure, figure.get_rect(center=(rect.centerx, rect.centery + rise)))

    # --- Dodge City -------------------------------------------------------------------------

    def ability(self, surface: pygame.Surface, event: AbilityUsed, progress: float) -> None:
        """A ring round the seat and the name of the character whose ability acts, rising."""
        drawer = self.drawer
        scene = drawer.scene
        rect = scene.seat_rect(event.player)
        s = scene.layout.scale
        pulse = int(4 + 8 * abs(math.sin(progress * math.pi * 2)))
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(pulse, pulse), max(2, int(4 * s)), border_radius=10)
        character = drawer.tr(ability_character(scene.model.seats[event.player], event.ability))
        font = drawer.font(30, "title")
        rise = int(30 * s * progress)
        box = pygame.Rect(0, 0, font.size(character)[0] + int(20 * s), font.get_linesize() + 6)
        box.center = (rect.centerx, rect.centery - rise)
        draw_panel(surface, box, alpha=230)
        blit_text(surface, character, font, box.center, theme.ACCENT, "center")

    def green_use(self, surface: pygame.Surface, event: CardPlayed, progress: float) -> None:
        """The green card lights up where it lies, and its face is shown beside it."""
        drawer = self.drawer
        scene = drawer.scene
        s = scene.layout.scale
        chip = next((rect for owner, card, rect in drawer.seats.chips if card == event.card), None)
        seat = scene.seat_rect(event.player)
        glow = max(2, int((3 + 3 * math.sin(progress * math.pi * 3)) * s))
        if chip is not None:
            pygame.draw.rect(surface, GREEN_GLOW, chip.inflate(8, 8), glow, border_radius=7)
        width = int(110 * s)
        image = drawer.card_image(event.card, width)
        anchor = chip.center if chip is not None else seat.center
        rect = image.get_rect(midbottom=(anchor[0], anchor[1] - int(8 * s)))
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, GREEN_GLOW, rect.inflate(6, 6), max(2, int(3 * s)), border_radius=8)
        surface.blit(image, rect)
