"""The animations of the expansions' events, drawn over the table while they play.

A green card used from the play area glows on its seat and shows its face; a
character's ability at work rings the seat and names the character; a High
Noon event flies from the stack to the middle of the table, large enough to
read, then to its place; a ghost rises pale over its seat, or fades away; a card
paid as a cost flies with a tag saying so; an arrow goes from a shooter to each target
(``marks``) with a muzzle flash and a bullet along it, a hit on the viewer flashes and shakes his seat,
a shot missed strikes sparks and veers off, a Dynamite bursts, an eliminated player's seat is struck through.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.eventcards import EVENT_NAMES, EventCard
from game.events import AbilityUsed, CardPlayed, EventRevealed, GhostLeft, GhostReturned
from scenes.table.marks import BULLET_SHARE, Burst
from scenes.table.model import ability_character
from scenes.ui import art, theme
from scenes.ui.widgets import blit_text, draw_panel, veil

if TYPE_CHECKING:
    from scenes.table.draw import TableDrawer

GREEN_GLOW = (120, 230, 120)
GHOST_PALE = (210, 235, 250)
SHAKE_SHARE = 0.4
"""The viewer's seat, hit, shakes for this share of its flash; the red stays a little longer."""
REVEAL_GROW = 2.4
"""The revealed event is shown this many times the deck's width at the middle of its flight."""
TURN_SHARE = 0.15
"""The share of the reveal the event spends turning over in the middle, as soon as it arrives there."""
FLAME = (255, 226, 130)
FIRE = (240, 130, 40)
BULLET = (226, 196, 120)
SMOKE = (70, 60, 55)


Point = tuple[int, int]


def edge_point(rect: pygame.Rect, towards: tuple[int, int]) -> Point:
    """Where the line from ``rect``'s centre to ``towards`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    reach = min(rect.width / 2 / abs(dx) if dx else math.inf, rect.height / 2 / abs(dy) if dy else math.inf)
    reach = min(reach, 1.0)
    return round(cx + dx * reach), round(cy + dy * reach)


def arrow(surface: pygame.Surface, start: Point, end: Point, colour: tuple[int, int, int, int], width: int) -> None:
    """A translucent arrow from ``start`` to ``end``, its head at ``end``."""
    length = math.hypot(end[0] - start[0], end[1] - start[1])
    if length < 2:
        return
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    head = width * 3
    box = pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]), abs(end[1] - start[1]))
    box.inflate_ip(2 * head + 4, 2 * head + 4)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    a = (start[0] - box.left, start[1] - box.top)
    b = (end[0] - box.left, end[1] - box.top)
    neck = (b[0] - ux * head, b[1] - uy * head)
    pygame.draw.line(layer, colour, a, neck, width)
    pygame.draw.polygon(layer, colour, [b, (neck[0] - uy * head * 0.6, neck[1] + ux * head * 0.6),
                                        (neck[0] + uy * head * 0.6, neck[1] - ux * head * 0.6)])
    surface.blit(layer, box)


def star(centre: tuple[float, float], outer: float, inner: float, points: int, turn: float = 0.0) -> list[Point]:
    """A star's outline: ``points`` tips at ``outer`` from ``centre``, the notches between them at ``inner``."""
    corners = []
    for i in range(2 * points):
        angle = turn + math.pi * i / points
        reach = outer if i % 2 == 0 else inner
        corners.append((round(centre[0] + reach * math.cos(angle)), round(centre[1] + reach * math.sin(angle))))
    return corners


def layer_around(centre: Point, reach: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A transparent layer covering ``reach`` pixels round ``centre``, and where it goes."""
    box = pygame.Rect(0, 0, 2 * reach + 4, 2 * reach + 4)
    box.center = centre
    return pygame.Surface(box.size, pygame.SRCALPHA), box


def bullet(surface: pygame.Surface, at: tuple[float, float], heading: tuple[float, float], size: int,
           alpha: int = 255) -> None:
    """A bullet at ``at`` flying along the unit vector ``heading``, a pale streak behind it."""
    x, y = at
    tail = (x - heading[0] * size * 5, y - heading[1] * size * 5)
    reach = size * 6
    layer, box = layer_around((round(x), round(y)), reach)
    local = (x - box.left, y - box.top)
    pygame.draw.line(layer, (*FLAME, alpha // 2), (tail[0] - box.left, tail[1] - box.top), local, max(1, size))
    pygame.draw.circle(layer, (*BULLET, alpha), (round(local[0]), round(local[1])), size)
    pygame.draw.circle(layer, (60, 40, 20, alpha), (round(local[0]), round(local[1])), size, 1)
    surface.blit(layer, box)


def ease(progress: float) -> float:
    return 1 - (1 - progress) ** 3


def rect_pad(scale: float) -> int:
    """How far in from the seat's sides the strokes of an elimination start."""
    return max(8, int(40 * scale))


def between(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


class EffectsDrawer:
    """Draws the current expansion event of a TableDrawer's scene."""

    def __init__(self, drawer: TableDrawer) -> None:
        self.drawer = drawer
        self.arrows: list[tuple[int, int, Point, Point]] = []
        """The attack arrows drawn in the last frame: shooter, target, from, to (for the tests)."""
        self.bursts: list[tuple[str, int]] = []
        """The bursts drawn in the last frame: kind and seat (for the tests)."""
        self.bullets: list[tuple[int, int, tuple[float, float]]] = []
        """The bullets flying in the last frame: shooter, target, where (for the tests)."""

    def revealing(self) -> bool:
        current = self.drawer.scene.events.current
        return current is not None and isinstance(current.event, EventRevealed)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_hits(surface)
        self.draw_arrows(surface)
        self.draw_bursts(surface)
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

    # --- who shoots whom, and a hit on the viewer ----------------------------------------------------

    def draw_arrows(self, surface: pygame.Surface) -> None:
        """An arrow from the shooter's seat to each target's, from edge to edge, fading out."""
        scene = self.drawer.scene
        self.arrows, self.bullets = [], []
        s = scene.layout.scale
        width = max(3, int(7 * s))
        for mark in scene.events.marks.arrows:
            start_rect, end_rect = scene.seat_rect(mark.shooter), scene.seat_rect(mark.target)
            start = edge_point(start_rect, end_rect.center)
            end = edge_point(end_rect, start_rect.center)
            self.arrows.append((mark.shooter, mark.target, start, end))
            alpha = int(230 * min(1.0, 2.5 * mark.fading))
            arrow(surface, start, end, (*theme.DANGER, alpha), width)
            flight = mark.age / (mark.life * BULLET_SHARE)
            if flight < 0.5:  # the muzzle flash, shrinking
                size = width * 4.5 * (1.2 - flight)
                pygame.draw.polygon(surface, FIRE, star(start, size, size * 0.45, 7, flight * 3))
                pygame.draw.polygon(surface, FLAME, star(start, size * 0.6, size * 0.3, 7, flight * 3 + 0.4))
            if flight < 1:
                length = max(1.0, math.hypot(end[0] - start[0], end[1] - start[1]))
                heading = ((end[0] - start[0]) / length, (end[1] - start[1]) / length)
                at = between(start, end, flight)
                self.bullets.append((mark.shooter, mark.target, at))
                bullet(surface, at, heading, max(3, int(width * 1.1)))

    def draw_hits(self, surface: pygame.Surface) -> None:
        """The viewer's seat, hit: shaken for a moment, and flashed red."""
        scene = self.drawer.scene
        for flash in scene.events.marks.flashes:
            rect = scene.seat_rect(flash.seat)
            strength = flash.fading
            amplitude = max(2, int(10 * scene.layout.scale))
            shaking = max(0.0, 1 - flash.age / (flash.life * SHAKE_SHARE))
            shake = int(amplitude * shaking * math.sin(flash.age * 55))
            if shake:  # the seat's picture moved on the empty table, not over itself
                picture = self.drawer.seats.picture(flash.seat)
                region = picture.image.get_rect(topleft=picture.position).inflate(2 * amplitude, 0)
                surface.blit(self.drawer.background(surface.get_size()), region, region)
                surface.blit(picture.image, (picture.position[0] + shake, picture.position[1]))
            moved = rect.move(shake, 0)
            surface.blit(veil(moved.size, (*theme.DANGER, 10 * int(12 * strength))), moved)  # few cached veils
            pulse = max(3, int(8 * scene.layout.scale * (0.6 + 0.4 * abs(math.sin(flash.age * 12)))))
            pygame.draw.rect(surface, theme.DANGER, moved.inflate(pulse, pulse), max(3, pulse // 2),
                             border_radius=10)

    # --- a shot missed, a Dynamite exploding, a player eliminated ---------------------------------------

    def draw_bursts(self, surface: pygame.Surface) -> None:
        self.bursts = []
        for burst in self.drawer.scene.events.marks.bursts:
            self.bursts.append((burst.kind, burst.seat))
            if burst.kind == "hit":
                self.hit(surface, burst)
            elif burst.kind == "miss":
                self.miss(surface, burst)
            elif burst.kind == "boom":
                self.boom(surface, burst)
            else:
                self.fallen(surface, burst)

    def hit(self, surface: pygame.Surface, burst: Burst) -> None:
        """A seat hit: a red flash fading, and a ring round it (the viewer's own seat shakes too: draw_hits)."""
        if any(flash.seat == burst.seat for flash in self.drawer.scene.events.marks.flashes):
            return
        rect = self.drawer.scene.seat_rect(burst.seat)
        strength = 1 - burst.progress
        surface.blit(veil(rect.size, (*theme.DANGER, 10 * int(10 * strength))), rect)  # few cached veils
        ring = max(3, int(6 * self.drawer.scene.layout.scale * strength))
        pygame.draw.rect(surface, theme.DANGER, rect.inflate(ring, ring), max(2, ring // 2), border_radius=10)

    def miss(self, surface: pygame.Surface, burst: Burst) -> None:
        """Sparks where the bullet strikes the seat's edge, and the bullet glancing off to one side."""
        scene = self.drawer.scene
        rect = scene.seat_rect(burst.seat)
        shooter = scene.events.marks.shooter_of(burst.seat)
        source = scene.seat_rect(shooter).center if shooter is not None else (rect.centerx, rect.top - rect.height)
        point = edge_point(rect, source)
        length = max(1.0, math.hypot(point[0] - source[0], point[1] - source[1]))
        incoming = ((point[0] - source[0]) / length, (point[1] - source[1]) / length)
        back = math.atan2(-incoming[1], -incoming[0])
        p = burst.progress
        s = scene.layout.scale
        reach = max(16, int(90 * s))
        layer, box = layer_around(point, reach)
        centre = (point[0] - box.left, point[1] - box.top)
        alpha = int(255 * (1 - p))
        for i in range(7):
            angle = back + (i - 3) * 0.38
            inner, outer = reach * 0.25 * p, reach * (0.35 + 0.6 * p)
            pygame.draw.line(layer, (*FLAME, alpha), (centre[0] + inner * math.cos(angle),
                                                      centre[1] + inner * math.sin(angle)),
                             (centre[0] + outer * math.cos(angle), centre[1] + outer * math.sin(angle)),
                             max(2, int(4 * s)))
        pygame.draw.circle(layer, (255, 255, 230, alpha), centre, max(3, int(12 * s * (1 - p))))
        surface.blit(layer, box)
        veer = back + math.pi - 1.0  # glancing off: away from the seat, turned from its course
        heading = (math.cos(veer), math.sin(veer))
        distance = reach * 2.2 * p
        bullet(surface, (point[0] + heading[0] * distance, point[1] + heading[1] * distance), heading,
               max(3, int(7 * s)), alpha)

    def boom(self, surface: pygame.Surface, burst: Burst) -> None:
        """A fireball over the seat, its flames jagged, then smoke."""
        rect = self.drawer.scene.seat_rect(burst.seat)
        p = burst.progress
        reach = max(16, int(rect.height * 0.75))
        radius = max(4, int(reach * ease(min(1.0, p * 1.6))))
        layer, box = layer_around(rect.center, reach + 4)
        centre = (box.width // 2, box.height // 2)
        alpha = int(235 * (1 - p * p))
        pygame.draw.circle(layer, (*SMOKE, int(alpha * 0.35)), centre, radius)
        pygame.draw.polygon(layer, (*FIRE, alpha), star(centre, radius * 0.95, radius * 0.6, 11, p))
        pygame.draw.polygon(layer, (*FLAME, alpha), star(centre, radius * 0.65, radius * 0.4, 9, -p))
        if p < 0.45:
            pygame.draw.circle(layer, (255, 255, 235, int(255 * (1 - p / 0.45))), centre, max(2, radius // 3))
        surface.blit(layer, box)

    def fallen(self, surface: pygame.Surface, burst: Burst) -> None:
        """The seat struck through: one stroke, then the other, each drawn as if with a brush."""
        seat = self.drawer.scene.seat_rect(burst.seat)
        rect = pygame.Rect((0, 0), seat.size).inflate(-rect_pad(self.drawer.scene.layout.scale), 0)
        width = max(4, int(12 * self.drawer.scene.layout.scale))
        p = burst.progress
        layer = pygame.Surface(seat.size, pygame.SRCALPHA)  # translucent: the seat's texts show through
        for start, end, share in ((rect.topleft, rect.bottomright, 0.0), (rect.topright, rect.bottomleft, 0.4)):
            t = max(0.0, min(1.0, (p - share) / 0.35))
            if t <= 0:
                continue
            tip = between(start, end, ease(t))
            pygame.draw.line(layer, (40, 10, 5, 170), start, tip, width + 4)
            pygame.draw.line(layer, (*theme.DANGER, 190), start, tip, width)
        surface.blit(layer, seat)

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
            self.sunburst(surface, rect, (progress - 0.3) / 0.45)
        turning = (progress - 0.3) / TURN_SHARE
        if 0 <= turning < 1:  # arrived in the middle, it turns over: face, edge, back, edge, face
            image = self.turned(image, turning)
            rect = image.get_rect(center=rect.center)
        elif 0.3 <= progress < 0.75:
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

    def sunburst(self, surface: pygame.Surface, card: pygame.Rect, progress: float) -> None:
        """Rays of the noon sun behind the revealed event, turning slowly and fading in and out."""
        reach = int(max(card.size) * 0.95)
        layer, box = layer_around(card.center, reach)
        centre = (box.width // 2, box.height // 2)
        alpha = int(80 * math.sin(math.pi * progress))
        turn = progress * 0.6
        for i in range(12):
            angle = turn + math.pi * i / 6
            pygame.draw.polygon(layer, (*FLAME, alpha), [
                centre, (centre[0] + reach * math.cos(angle - 0.12), centre[1] + reach * math.sin(angle - 0.12)),
                (centre[0] + reach * math.cos(angle + 0.12), centre[1] + reach * math.sin(angle + 0.12))])
        surface.blit(layer, box)

    def turned(self, face: pygame.Surface, turning: float) -> pygame.Surface:
        """The card ``turning`` of the way through a full turn: narrowed to its edge, its back shown halfway."""
        squeeze = abs(math.cos(math.pi * 2 * turning))
        showing = face if turning < 0.25 or turning >= 0.75 else art.event_back(face.get_size(),
                                                                              self.drawer.scene.layout.scale)
        return pygame.transform.smoothscale(showing, (max(1, int(face.get_width() * squeeze)), face.get_height()))

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
