"""One seat of the table: name, role, character, life, hand size, reach, cards in play, distance.

Every part a player may want explained leaves a hint behind (a rect and the
text to show on hover or right-click): the character's ability (Vera Custer's
borrowed one too), the role's goal (and, at three players, the target), the
cards in play, how a distance is made up, a revealed hand.
Cards in play are name labels in the card's colour, readable at any window size;
a green card that cannot be used before its owner's next turn carries a clock;
the cards a click would use or choose now are outlined. A ghost (Ghost Town) is
drawn pale, with its name.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.cards import Kind
from game.distance import DistanceExplained, explain_distance
from game.roles import THREE_PLAYER_TARGET, Role
from game.vocabulary import EffectKey
from scenes.cards.palette import KIND_COLOURS
from scenes.text.cards import character_text, role_name
from scenes.ui import theme
from scenes.ui.widgets import blit_text, veil

if TYPE_CHECKING:
    from scenes.table.draw import TableDrawer

Hint = tuple[pygame.Rect, Callable[[], str]]
WARNING_CARDS: frozenset[EffectKey] = frozenset({"jail", "dynamite"})
WARNING_COLOUR = (150, 46, 36)
NAME_GAP = 8
CHIP_FONT_SIZES = (24, 22, 20, 18, 16)
"""Cards in play are labelled in the first size at which every label fits the seat."""
GHOST_TINT = (150, 190, 220, 70)
GHOST_COLOUR = (190, 225, 245)
FRESH_VEIL = (10, 20, 10, 110)
FALLEN_WOOD = (128, 92, 60)


SEAT_MARGIN = 8
"""The seat's picture reaches this far beyond its panel (the outlines of its turn and of a target)."""


def ring_reach(scale: float) -> int:
    """How far beyond its panel an outline round a seat may reach (a lesson's pulsing ring, the focus, an ability
    at work): a label near a seat keeps this far off it, so that no ring covers it."""
    return max(8, int(18 * scale))


@dataclass
class SeatPicture:
    """A seat as last drawn, with what it recorded (in screen coordinates) and the key it was drawn for."""

    key: tuple[object, ...]
    image: pygame.Surface
    position: tuple[int, int]
    """Where the picture goes on the screen (its seat's top-left corner, less the margin)."""
    hints: list[Hint]
    role_rects: list[tuple[int, pygame.Rect]]
    character_rects: list[tuple[int, pygame.Rect]]
    chips: list[tuple[int, int, pygame.Rect]]
    card_rects: list[tuple[int, pygame.Rect]]


class SeatDrawer:
    """Draws the seats of a TableDrawer's scene and records their hints."""

    def __init__(self, drawer: TableDrawer) -> None:
        self.drawer = drawer
        self.hints: list[Hint] = []
        self.badges: list[tuple[int, pygame.Rect]] = []
        self.role_rects: list[tuple[int, pygame.Rect]] = []
        self.character_rects: list[tuple[int, pygame.Rect]] = []
        self.chips: list[tuple[int, int, pygame.Rect]] = []
        """Cards in play as drawn: (owner, card, rect)."""
        self.frame_targets: set[int] = set()
        self.frame_clickable: set[int] = set()
        self._cache: dict[int, SeatPicture] = {}

    def reset(self) -> None:
        """A new frame: forget what the last one recorded; read once what every seat's look depends on."""
        self.hints, self.badges, self.role_rects, self.character_rects = [], [], [], []
        self.chips = []
        scene = self.drawer.scene
        self.frame_targets = scene.target_seats()
        self.frame_clickable = scene.chip_cards() if scene.awaiting_me else set()

    def tr(self, text: str) -> str:
        return str(self.drawer.scene.ctx.tr.gettext(text))

    # --- a whole seat -------------------------------------------------------------------

    def forget(self) -> None:
        self._cache.clear()

    def seat_key(self, seat: int, rect: pygame.Rect) -> tuple[object, ...]:
        """Everything a seat's look depends on: the same key, the same picture."""
        scene = self.drawer.scene
        model = scene.model
        info = model.seats[seat]
        in_play = tuple(info.in_play)
        return (scene.ctx.size, scene.ctx.tr.language, scene.ctx.text_scale, tuple(rect), info.name, info.character,
                info.hp, info.max_hp, info.alive, info.hand_count, in_play, info.role, info.known_hand is not None,
                info.borrowed, info.ghost, seat == model.turn, seat in self.frame_targets, bool(self.frame_targets),
                seat == scene.viewer, self.badge_key(seat), tuple(card in model.fresh for card in in_play),
                tuple(card in self.frame_clickable for card in in_play), self.three_player_target(seat))

    def badge_key(self, seat: int) -> tuple[object, ...] | None:
        """What of the distance badge the cards in play make room for."""
        badge = self.badge(seat)
        return None if badge is None else (tuple(badge[2]), badge[0][0])

    def picture(self, seat: int) -> SeatPicture:
        """The seat's picture, drawn again only when something on it changed."""
        rect = self.drawer.scene.seat_rect(seat)
        key = self.seat_key(seat, rect)
        cached = self._cache.get(seat)
        if cached is None or cached.key != key:
            cached = self._render(seat, rect, key)
            self._cache[seat] = cached
        return cached

    def record(self, picture: SeatPicture) -> None:
        """The hints, chips and rects recorded when the picture was drawn, recorded again for this frame."""
        self.hints.extend(picture.hints)
        self.role_rects.extend(picture.role_rects)
        self.character_rects.extend(picture.character_rects)
        self.chips.extend(picture.chips)
        self.drawer.card_rects.extend(picture.card_rects)

    def draw(self, surface: pygame.Surface, seat: int) -> None:
        """The seat from its picture, and its distance badge."""
        picture = self.picture(seat)
        surface.blit(picture.image, picture.position)
        self.record(picture)
        self.draw_distance(surface, seat, self.drawer.scene.seat_rect(seat))

    def _render(self, seat: int, rect: pygame.Rect, key: tuple[object, ...]) -> SeatPicture:
        canvas = pygame.Surface((rect.width + 2 * SEAT_MARGIN, rect.height + 2 * SEAT_MARGIN), pygame.SRCALPHA)
        local = pygame.Rect(SEAT_MARGIN, SEAT_MARGIN, rect.width, rect.height)
        card_rects = self.drawer.card_rects
        marks = (len(self.hints), len(self.role_rects), len(self.character_rects), len(self.chips), len(card_rects))
        self.draw_body(canvas, seat, local)
        dx, dy = rect.left - SEAT_MARGIN, rect.top - SEAT_MARGIN
        picture = SeatPicture(
            key, canvas, (dx, dy),
            [(r.move(dx, dy), text) for r, text in self.hints[marks[0]:]],
            [(s, r.move(dx, dy)) for s, r in self.role_rects[marks[1]:]],
            [(s, r.move(dx, dy)) for s, r in self.character_rects[marks[2]:]],
            [(owner, card, r.move(dx, dy)) for owner, card, r in self.chips[marks[3]:]],
            [(card, r.move(dx, dy)) for card, r in card_rects[marks[4]:]],
        )
        del self.hints[marks[0]:], self.role_rects[marks[1]:], self.character_rects[marks[2]:]
        del self.chips[marks[3]:], card_rects[marks[4]:]
        return picture

    def draw_body(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """Everything inside the seat, drawn at ``rect``."""
        scene = self.drawer.scene
        model = scene.model
        info = model.seats[seat]
        s = scene.layout.scale
        targets = self.frame_targets
        # the seat's panel is part of the table's background (see TableDrawer.background)
        if seat == model.turn and info.alive:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, int(4 * s)), border_radius=8)
        if seat in targets:
            pygame.draw.rect(surface, theme.GOOD, rect, max(3, int(6 * s)), border_radius=8)
        pad = max(3, int(10 * s))
        name_font, small = self.drawer.font(28, "title"), self.drawer.font(21)
        top = rect.top + pad
        role_rect = self.draw_role(surface, seat, (rect.right - pad, top), small)
        name_room = (role_rect.left if role_rect else rect.right - pad) - rect.left - pad - NAME_GAP
        name_rect = self.blit_fitted(surface, info.name, name_font, (rect.left + pad, top), name_room,
                                     GHOST_COLOUR if info.ghost else theme.TEXT)
        y = top + max(name_font.get_linesize(), role_rect.height if role_rect else 0)
        character = self.tr(character_text(info.character).name)
        if info.borrowed is not None:
            character = self.tr("{character} as {borrowed}").format(
                character=character, borrowed=self.tr(character_text(info.borrowed).name))
        right_text = self.hand_text(seat)
        right_rect = blit_text(surface, right_text, small, (rect.right - pad, y), theme.TEXT, "topright")
        if info.known_hand is not None and seat != scene.viewer:
            self.hints.append((right_rect, lambda: self.hand_hint(seat)))
        character_room = right_rect.left - rect.left - pad - NAME_GAP
        character_rect = self.blit_fitted(surface, character, small, (rect.left + pad, y), character_room,
                                          theme.ACCENT if info.borrowed else theme.MUTED)
        who = name_rect.union(character_rect)
        self.character_rects.append((seat, who))
        self.hints.append((who, lambda: self.character_hint(seat)))
        y += small.get_linesize()
        radius = max(3, int(8 * s), small.get_linesize() // 3)
        for life in range(info.max_hp):
            center = (rect.left + pad + radius + life * (2 * radius + int(5 * s)), y + radius + 1)
            if life < max(info.hp, 0):
                pygame.draw.circle(surface, theme.DANGER, center, radius)
            pygame.draw.circle(surface, theme.TEXT, center, radius, 1)
        reach = self.tr("reach {reach}").format(reach=self.reach(seat))
        blit_text(surface, reach, small, (rect.right - pad, y), theme.MUTED, "topright")
        y += max(2 * radius + 2, small.get_linesize()) + max(2, int(6 * s))
        target = self.three_player_target(seat)
        if target is not None:
            y = self.draw_target(surface, seat, target, pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, 0))
        badge = self.badge(seat)
        avoid = badge[2].move(rect.left - scene.seat_rect(seat).left, rect.top - scene.seat_rect(seat).top).inflate(
            4, 4) if badge is not None else None
        self.draw_in_play(surface, seat, info.in_play, pygame.Rect(rect.left + pad, y, rect.width - 2 * pad,
                                                                     rect.bottom - pad - y), avoid)
        if info.ghost:
            self.draw_ghost(surface, rect)
        elif not info.alive:
            surface.blit(veil(rect.size, (20, 10, 5, 170)), rect)
            label = blit_text(surface, self.tr("Out of the game"), self.drawer.font(24, "title"), rect.center,
                              theme.DANGER, "center")
            self.draw_fallen(surface, pygame.Rect(rect.left, rect.top, rect.width, label.top - rect.top))
        elif targets and seat not in targets:
            surface.blit(veil(rect.size, (0, 0, 0, 110)), rect)

    def draw_fallen(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """A wooden grave marker over "Out of the game", as tall as the room above the words allows."""
        height = min(int(room.height * 0.7), int(60 * self.drawer.scene.layout.scale))
        if height < 12:
            return
        width, beam = height * 2 // 3, max(3, height // 6)
        post = pygame.Rect(0, 0, beam, height)
        post.midbottom = (room.centerx, room.bottom - max(2, height // 10))
        bar = pygame.Rect(0, 0, width, beam)
        bar.center = (room.centerx, post.top + height // 3)
        for part in (post, bar):
            pygame.draw.rect(surface, FALLEN_WOOD, part)
            pygame.draw.rect(surface, theme.PANEL, part, 1)

    def character_hint(self, seat: int) -> str:
        """The character's whole ability; for Vera Custer, also the ability she has borrowed."""
        scene = self.drawer.scene
        info = scene.model.seats[seat]
        text = scene.renderer.character_full_text(info.character)
        if info.borrowed is None:
            return text
        borrowed = scene.renderer.character_full_text(info.borrowed).split("\n")
        intro = self.tr("Until her next turn she also has the ability of {character}:").format(
            character=borrowed[0])
        return "\n".join([text, "", intro, *borrowed[2:]])

    # --- the 3-player game and ghosts ---------------------------------------------------------

    def three_player_target(self, seat: int) -> int | None:
        """At three players (roles face up): the seat whose role is this seat's target, while both play."""
        model = self.drawer.scene.model
        if not model.open_roles or len(model.seats) != 3:
            return None
        role = model.seats[seat].role
        if role is None or not model.seats[seat].alive:
            return None
        wanted = THREE_PLAYER_TARGET.get(role)
        return next((other for other, info in enumerate(model.seats)
                     if wanted is not None and info.role is wanted and info.alive), None)

    def draw_target(self, surface: pygame.Surface, seat: int, target: int, area: pygame.Rect) -> int:
        """A line naming the player this seat must eliminate; returns the y below it."""
        model = self.drawer.scene.model
        font = self.drawer.font(20)
        text = self.tr("Target: {player} ({role})").format(
            player=model.seats[target].name, role=self.tr(role_name(model.seats[target].role or "")))
        drawn = self.blit_fitted(surface, text, font, area.topleft, area.width, theme.ACCENT)
        self.hints.append((drawn, lambda: self.target_hint(seat, target)))
        return drawn.bottom + max(2, int(4 * self.drawer.scene.layout.scale))

    def target_hint(self, seat: int, target: int) -> str:
        model = self.drawer.scene.model
        return self.tr("{player} wins at once by eliminating {target} ({role}) himself while all three play; "
                       "otherwise the last one standing wins.").format(
            player=model.seats[seat].name, target=model.seats[target].name,
            role=self.tr(role_name(model.seats[target].role or "")))

    def draw_ghost(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A pale veil and the word "Ghost": an eliminated player back for his turn only."""
        surface.blit(veil(rect.size, GHOST_TINT), rect)
        font = self.drawer.font(22, "title")
        label = blit_text(surface, self.tr("Ghost — this turn only"), font,
                          (rect.right - max(3, int(10 * self.drawer.scene.layout.scale)), rect.bottom - 4),
                          GHOST_COLOUR, "bottomright")
        self.hints.append((label, lambda: self.tr(
            "Ghost Town: an eliminated player comes back for his own turn. He cannot lose life points and leaves "
            "again, discarding every card, when the turn ends.")))

    def hand_text(self, seat: int) -> str:
        count = self.drawer.scene.model.seats[seat].hand_count
        return str(self.drawer.scene.ctx.tr.ngettext("{count} card", "{count} cards", count).format(count=count))

    def hand_hint(self, seat: int) -> str:
        scene = self.drawer.scene
        info = scene.model.seats[seat]
        cards = [self.tr(self.drawer.cards[card].name) for card in info.known_hand or []]
        title = self.tr("{player}'s hand").format(player=info.name)
        return "\n".join([title, ", ".join(cards) if cards else self.tr("no cards")])

    @staticmethod
    def blit_fitted(surface: pygame.Surface, text: str, font: pygame.font.Font, pos: tuple[int, int], room: int,
                    colour: tuple[int, int, int]) -> pygame.Rect:
        """Text at ``pos``, shortened with an ellipsis when it is wider than ``room`` (the hint has it whole)."""
        shown = text
        while font.size(shown)[0] > room and len(shown) > 2:
            shown = shown[:-2] + "…"
        return blit_text(surface, shown, font, pos, colour)

    # --- role -------------------------------------------------------------------------

    def draw_role(self, surface: pygame.Surface, seat: int, top_right: tuple[int, int],
                  font: pygame.font.Font) -> pygame.Rect | None:
        """The role as a label (the viewer's own is framed), its goal as the hint."""
        scene = self.drawer.scene
        role = scene.model.seats[seat].role
        if role is None:
            return None
        s = scene.layout.scale
        text = self.tr(role_name(role))
        width, height = font.size(text)
        star = int(12 * s) if role is Role.SHERIFF else 0
        box = pygame.Rect(0, 0, width + 2 * max(3, int(8 * s)) + star, height + max(2, int(4 * s)))
        box.topright = top_right
        own = seat == scene.viewer
        if own:
            pygame.draw.rect(surface, theme.BUTTON, box, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, max(1, int(2 * s)), border_radius=6)
        colour = theme.ACCENT if role is Role.SHERIFF else (theme.HIGHLIGHT if own else theme.TEXT)
        blit_text(surface, text, font, (box.right - max(3, int(8 * s)), box.centery), colour, "midright")
        if star:
            self.star(surface, (box.left + max(3, int(8 * s)) + star // 2, box.centery), int(star * 0.6))
        self.role_rects.append((seat, box))
        self.hints.append((box, lambda: scene.renderer.role_full_text(role)))
        return box

    @staticmethod
    def star(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            r = radius if i % 2 == 0 else radius * 0.45
            points.append((center[0] + r * math.cos(angle), center[1] + r * math.sin(angle)))
        pygame.draw.polygon(surface, theme.ACCENT, points)

    # --- cards in play ----------------------------------------------------------------------

    def draw_in_play(self, surface: pygame.Surface, owner: int, cards: list[int], area: pygame.Rect,
                     avoid: pygame.Rect | None = None) -> None:
        """Name labels in the card's colour, in rows, around ``avoid`` (the distance badge); the font shrinks
        until every label fits."""
        if not cards or area.height <= 0:
            return
        scene = self.drawer.scene
        for size in CHIP_FONT_SIZES:
            font = self.drawer.font(size)
            placed = self.chip_rects(cards, area, font, avoid)
            if placed is not None:
                break
        if placed is None:
            placed = self.some_chips(cards, area, font, avoid)
        clickable = self.frame_clickable
        fresh = scene.model.fresh
        s = scene.layout.scale
        for card, chip in placed:
            if card < 0:
                rest = [card for card in cards if card not in {shown for shown, _ in placed}]
                pygame.draw.rect(surface, theme.PANEL, chip, border_radius=5)
                pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=5)
                blit_text(surface, f"+{len(rest)}", font, chip.center, theme.TEXT, "center")
                self.hints.append((chip, partial(self.more_hint, rest)))
                continue
            definition = self.drawer.cards[card].definition
            colour = WARNING_COLOUR if definition.effect in WARNING_CARDS else KIND_COLOURS.get(
                definition.kind, KIND_COLOURS[Kind.BLUE])
            pygame.draw.rect(surface, colour, chip, border_radius=5)
            pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=5)
            waiting = card in fresh
            text_room = chip.inflate(-self.clock_room(font) if waiting else 0, 0)
            text_room.left = chip.left
            blit_text(surface, self.tr(definition.name), font, text_room.center, theme.TEXT, "center")
            if waiting:
                surface.blit(veil(chip.size, FRESH_VEIL), chip)
                self.clock(surface, (chip.right - self.clock_room(font) // 2 - 1, chip.centery),
                           max(3, font.get_height() // 3))
                self.hints.append((chip, partial(self.fresh_hint, card)))
            if card in clickable:
                pygame.draw.rect(surface, theme.GOOD, chip.inflate(4, 4), max(2, int(3 * s)), border_radius=6)
            self.drawer.card_rects.append((card, chip))
            self.chips.append((owner, card, chip))

    def fresh_hint(self, card: int) -> str:
        """A green card put into play this turn: the card, and when it can be used."""
        text = self.drawer.scene.renderer.full_text(self.drawer.cards[card])
        note = self.tr("Not usable yet: from its owner's next turn.")
        return f"{text}\n\n{note}"

    @staticmethod
    def clock_room(font: pygame.font.Font) -> int:
        return font.get_height()

    @staticmethod
    def clock(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
        """A small clock face: "not before the next turn"."""
        pygame.draw.circle(surface, theme.HIGHLIGHT, center, radius + 1)
        pygame.draw.circle(surface, (30, 40, 30), center, radius)
        x, y = center
        pygame.draw.line(surface, theme.HIGHLIGHT, center, (x, y - radius + 1), max(1, radius // 3))
        pygame.draw.line(surface, theme.HIGHLIGHT, center, (x + radius - 2, y), max(1, radius // 3))

    def chip_rects(self, cards: list[int], area: pygame.Rect, font: pygame.font.Font,
                   avoid: pygame.Rect | None = None, more: int = 0) -> list[tuple[int, pygame.Rect]] | None:
        """Where each label goes in ``area`` (not on ``avoid``) with this font, or None when they do not all fit;
        with ``more``, a last label "+more" follows (its card: -1)."""
        s = self.drawer.scene.layout.scale
        gap, pad = max(2, int(6 * s)), max(3, int(8 * s))
        height = font.get_linesize() + max(2, int(4 * s))
        fresh = self.drawer.scene.model.fresh
        x, y = area.left, area.top
        placed = []
        labels = [(card, font.size(self.tr(self.drawer.cards[card].name))[0] + 2 * pad
                   + (self.clock_room(font) if card in fresh else 0)) for card in cards]
        if more:
            labels.append((-1, font.size(f"+{more}")[0] + 2 * pad))
        for card, width in labels:
            if width > area.width:
                return None
            if x + width > area.right:
                x, y = area.left, y + height + gap
            chip = pygame.Rect(x, y, width, height)
            if avoid is not None and chip.colliderect(avoid):
                x, y = area.left, y + height + gap
                chip = pygame.Rect(x, y, width, height)
            if y + height > area.bottom or (avoid is not None and chip.colliderect(avoid)):
                return None
            placed.append((card, chip))
            x += width + gap
        return placed

    def some_chips(self, cards: list[int], area: pygame.Rect, font: pygame.font.Font,
                   avoid: pygame.Rect | None) -> list[tuple[int, pygame.Rect]]:
        """When not every label fits even in the smallest font: as many as fit, then "+n" for the rest."""
        for shown in range(len(cards) - 1, -1, -1):
            placed = self.chip_rects(cards[:shown], area, font, avoid, len(cards) - shown)
            if placed is not None:
                return placed
        return []

    def more_hint(self, cards: list[int]) -> str:
        """The cards in play a seat has no room to name."""
        return "\n".join([self.tr("Also in play:"), ", ".join(self.tr(self.drawer.cards[card].name)
                                                               for card in cards)])

    # --- distance -------------------------------------------------------------------------

    def draw_distance(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """The badge with the distance from the viewer, inside the seat's bottom corner nearest the table's middle:
        it belongs to that seat alone, and no ring round a seat covers it."""
        badge = self.badge(seat)
        if badge is None:
            return
        lines, in_reach, box = badge
        s = self.drawer.scene.layout.scale
        font = self.badge_font()
        radius = max(2, int(10 * s))  # the corners stay inside the padding: they must not cut the text
        pygame.draw.rect(surface, theme.GOOD if in_reach else theme.PANEL, box, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=radius)
        colour = (20, 15, 10) if in_reach else theme.TEXT
        y = box.top + max(2, int(4 * s)) // 2
        for line in lines:
            blit_text(surface, line, font, (box.centerx, y), colour, "midtop")
            y += font.get_linesize()
        self.badges.append((seat, box))
        self.hints.append((box, lambda: self.distance_hint(seat)))

    def badge_font(self) -> pygame.font.Font:
        return self.drawer.font(18)

    def badge(self, seat: int) -> tuple[list[str], bool, pygame.Rect] | None:
        """The distance badge of ``seat`` (its lines, whether it is in reach, where it goes), or None: the
        viewer's own seat, a covered screen, or a player out of the game.

        The words "in reach of your gun" and "Panic! reaches" are shown when the seat is wide enough; the colour
        says "in reach" anyway, and the hint says everything."""
        scene = self.drawer.scene
        viewer = scene.viewer
        model = scene.model
        if viewer < 0 or seat == viewer or not model.seats[seat].alive or not model.seats[viewer].alive:
            return None
        rect = scene.seat_rect(seat)
        explained = self.explained(seat)
        in_reach = explained.total <= self.reach()
        words = self.badge_lines(explained.total, in_reach)
        s = scene.layout.scale
        font = self.badge_font()
        inset = self.badge_inset()
        room = rect.width - 2 * inset - int(16 * s)
        line = next((" · ".join(words[:count]) for count in range(len(words), 0, -1)
                     if font.size(" · ".join(words[:count]))[0] <= room), words[0])
        box = pygame.Rect(0, 0, min(font.size(line)[0] + int(16 * s) + 2, rect.width - 2 * inset),
                          font.get_linesize() + max(2, int(4 * s)))
        box.bottom = rect.bottom - inset
        middle = scene.layout.center.centerx
        if rect.right < middle:
            box.right = rect.right - inset
        elif rect.left > middle:
            box.left = rect.left + inset
        else:
            box.centerx = rect.centerx
        return [line], in_reach, box

    def badge_inset(self) -> int:
        """How far inside its seat's border a badge stays: clear of the turn's and a target's outline."""
        return max(4, int(8 * self.drawer.scene.layout.scale)) + 2

    def badge_lines(self, distance: int, in_reach: bool) -> list[str]:
        lines = [self.tr("distance {distance}").format(distance=distance)]
        if in_reach:
            lines.append(self.tr("in reach of your gun"))
        if distance <= 1:
            lines.append(self.tr("Panic! reaches"))
        return lines

    def explained(self, seat: int) -> DistanceExplained:
        scene = self.drawer.scene
        model = scene.model
        return explain_distance(
            [s.alive for s in model.seats], [s.in_play for s in model.seats], [s.character for s in model.seats],
            self.drawer.cards, scene.viewer, seat,
        )

    def reach(self, seat: int | None = None) -> int:
        """The weapon reach of ``seat`` (the viewer by default): 1 for the Colt .45."""
        scene = self.drawer.scene
        for card in scene.model.seats[scene.viewer if seat is None else seat].in_play:
            definition = self.drawer.cards[card].definition
            if "weapon" in definition.tags:
                return definition.value
        return 1

    def distance_hint(self, seat: int) -> str:
        explained = self.explained(seat)
        tr = self.drawer.scene.ctx.tr
        lines = [tr.ngettext("{count} seat away", "{count} seats away", explained.seats).format(
            count=explained.seats)]
        for name, delta in explained.modifiers:
            lines.append(f"{'+' if delta > 0 else '-'}1 {tr.gettext(name)}")
        lines.append(tr.gettext("Distance: {distance}; your weapon reaches {reach}.").format(
            distance=explained.total, reach=self.reach()))
        lines.append(tr.gettext("Panic! reaches only distance 1."))
        return "\n".join(lines)
