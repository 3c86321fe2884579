"""Drawing the table scene: seats, piles, flights, hand, prompt, log and overlays.

Everything is read from the scene's own model (never the core state, which is
ahead while animations play); the rects of clickable things are kept for input.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.actions import FROM_HAND
from game.cards import Card
from game.distance import DistanceExplained, explain_distance
from game.events import CheckDrawn, PlayerEliminated, RoleRevealed
from scenes import theme
from scenes.texts import character_text, role_name
from scenes.widgets import blit_text, draw_panel, veil, wrap

if TYPE_CHECKING:
    from scenes.table import TableScene

CARD_RATIO = 1.5


class TableDrawer:
    """Draws a TableScene and remembers where its clickable parts are."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.pick_rects: list[tuple[int, pygame.Rect]] = []
        self.chooser_rects: list[tuple[int, pygame.Rect]] = []
        self.card_rects: list[tuple[int, pygame.Rect]] = []
        self.distance_rects: list[tuple[int, pygame.Rect]] = []
        self._background: pygame.Surface | None = None
        self._log_key: object = None
        self._log_lines: list[str] = []

    # --- helpers --------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.scene.session.game.state.cards

    def font(self, size: float, role: str = "text") -> pygame.font.Font:
        scale = self.scene.layout.scale * self.scene.ctx.text_scale
        return self.scene.ctx.assets.font(max(9, int(size * scale)), role)

    def tr(self, text: str) -> str:
        return self.scene.ctx.tr.gettext(text)

    def card_image(self, card: int, width: int) -> pygame.Surface:
        renderer = self.scene.renderer
        return renderer.back(width) if card < 0 else renderer.get(card, width)

    def blit_card(self, surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
        surface.blit(self.card_image(card, rect.width), rect)
        if card >= 0:
            self.card_rects.append((card, rect))

    # --- the whole frame ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.hand_rects, self.pick_rects, self.chooser_rects = [], [], []
        self.card_rects, self.distance_rects = [], []
        scene = self.scene
        surface.blit(self.background(surface.get_size()), (0, 0))
        self.draw_piles(surface)
        for seat in range(len(scene.model.seats)):
            self.draw_seat(surface, seat)
        self.draw_hand(surface)
        self.draw_prompt(surface)
        self.draw_log(surface)
        self.draw_flight(surface)
        self.draw_floaters(surface)
        if scene.pick_options():
            self.draw_pick_overlay(surface)
        if scene.chooser_options():
            self.draw_chooser(surface)
        self.draw_focus(surface)
        self.draw_tooltip(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """A ring around what the keyboard would activate with Enter."""
        focused = self.scene.focused
        if focused is None:
            return
        kind, value = focused
        rect: pygame.Rect | None = None
        if kind == "hand":
            rect = dict(self.hand_rects).get(value)
        elif kind == "pick":
            rect = dict(self.pick_rects).get(value)
        elif kind == "choose":
            rect = dict(self.chooser_rects).get(value)
        elif kind == "seat":
            rect = self.scene.seat_rect(value)
        if rect is not None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=10)

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The empty table, drawn once per window size."""
        if self._background is None or self._background.get_size() != size:
            layout = self.scene.layout
            image = pygame.Surface(size)
            image.fill(theme.BACKGROUND)
            table_area = pygame.Rect(0, 0, layout.log.left, layout.hand.top)
            felt = table_area.inflate(-int(60 * layout.scale), -int(40 * layout.scale))
            pygame.draw.ellipse(image, theme.TABLE_EDGE, felt)
            pygame.draw.ellipse(image, theme.FELT, felt.inflate(-int(24 * layout.scale), -int(24 * layout.scale)))
            self._background = image
        return self._background

    def log_lines(self, font: pygame.font.Font, width: int) -> list[str]:
        """The log wrapped to the panel, rewrapped only when it grows or the panel changes."""
        key = (len(self.scene.log), id(font), width, self.scene.log[0] if self.scene.log else "")
        if key != self._log_key:
            lines: list[str] = []
            for entry in self.scene.log:
                lines.extend(wrap(entry, font, width))
            self._log_key, self._log_lines = key, lines
        return self._log_lines

    # --- piles -----------------------------------------------------------------------

    def draw_piles(self, surface: pygame.Surface) -> None:
        model = self.scene.model
        layout = self.scene.layout
        small = self.font(20)
        if model.deck_count:
            surface.blit(self.card_image(-1, layout.deck.width), layout.deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, layout.deck, 2, border_radius=8)
        blit_text(surface, str(model.deck_count), small, (layout.deck.centerx, layout.deck.bottom + 4),
                  theme.TEXT, "midtop")
        if model.discard:
            self.blit_card(surface, model.discard[-1], layout.discard)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, layout.discard, 2, border_radius=8)
        blit_text(surface, self.tr("Discard"), small, (layout.discard.centerx, layout.discard.bottom + 4),
                  theme.MUTED, "midtop")
        if model.check_card is not None:
            self.blit_card(surface, model.check_card, layout.check)
            blit_text(surface, self.tr("Draw!"), small, (layout.check.centerx, layout.check.bottom + 4),
                      theme.ACCENT, "midtop")
        if model.selection and not self.scene.pick_options():
            width = int(layout.deck.width * 0.8)
            total = len(model.selection) * (width + 6)
            left = layout.center.centerx - total // 2
            top = layout.deck.bottom + int(40 * layout.scale)
            for i, card in enumerate(model.selection):
                rect = pygame.Rect(left + i * (width + 6), top, width, int(width * CARD_RATIO))
                self.blit_card(surface, card, rect)

    # --- seats -----------------------------------------------------------------------

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        scene = self.scene
        model = scene.model
        info = model.seats[seat]
        rect = scene.seat_rect(seat)
        s = scene.layout.scale
        targets = scene.target_seats()
        draw_panel(surface, rect, alpha=220)
        if seat == model.turn and info.alive:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, int(4 * s)), border_radius=8)
        if seat in targets:
            pygame.draw.rect(surface, theme.GOOD, rect, max(3, int(6 * s)), border_radius=8)
        pad = int(10 * s)
        name_font, small = self.font(26, "title"), self.font(19)
        blit_text(surface, info.name, name_font, (rect.left + pad, rect.top + pad), theme.TEXT)
        character = character_text(info.character).name
        blit_text(surface, self.tr(character), small, (rect.left + pad, rect.top + pad + int(30 * s)), theme.MUTED)
        if info.role is not None:
            role = self.tr(role_name(info.role))
            color = theme.ACCENT if info.role == "sheriff" else theme.TEXT
            role_rect = blit_text(surface, role, small, (rect.right - pad, rect.top + pad), color, "topright")
            if info.role == "sheriff":
                self.star(surface, (role_rect.left - int(14 * s), role_rect.centery), int(10 * s))
        y = rect.top + pad + int(58 * s)
        radius = max(3, int(8 * s))
        for life in range(info.max_hp):
            center = (rect.left + pad + radius + life * (2 * radius + int(5 * s)), y + radius)
            if life < max(info.hp, 0):
                pygame.draw.circle(surface, theme.DANGER, center, radius)
            pygame.draw.circle(surface, theme.TEXT, center, radius, 1)
        hand_text = self.scene.ctx.tr.ngettext("{count} card", "{count} cards", info.hand_count).format(
            count=info.hand_count)
        blit_text(surface, hand_text, small, (rect.right - pad, y), theme.TEXT, "topright")
        reach = self.tr("reach {reach}").format(reach=self.reach(seat))
        blit_text(surface, reach, small, (rect.right - pad, y + int(24 * s)), theme.MUTED, "topright")
        card_w = int(52 * s)
        row_top = y + 2 * radius + int(8 * s)
        room = rect.bottom - pad - row_top
        card_w = min(card_w, int(room / CARD_RATIO)) if room > 0 else card_w
        for i, card in enumerate(info.in_play):
            card_rect = pygame.Rect(rect.left + pad + i * (card_w + int(4 * s)), row_top, card_w,
                                    int(card_w * CARD_RATIO))
            if card_rect.right <= rect.right - pad:
                self.blit_card(surface, card, card_rect)
        self.draw_distance(surface, seat, rect)
        if not info.alive:
            surface.blit(veil(rect.size, (20, 10, 5, 170)), rect)
            blit_text(surface, self.tr("Out of the game"), self.font(24, "title"), rect.center, theme.DANGER,
                      "center")
        elif targets and seat not in targets:
            surface.blit(veil(rect.size, (0, 0, 0, 110)), rect)

    def star(self, surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            r = radius if i % 2 == 0 else radius * 0.45
            points.append((center[0] + r * math.cos(angle), center[1] + r * math.sin(angle)))
        pygame.draw.polygon(surface, theme.ACCENT, points)

    def draw_distance(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        scene = self.scene
        viewer = scene.viewer
        model = scene.model
        if viewer < 0 or seat == viewer or not model.seats[seat].alive or not model.seats[viewer].alive:
            return
        explained = self.explained(seat)
        reach = self.reach()
        in_reach = explained.total <= reach
        label = self.tr("distance {distance}").format(distance=explained.total)
        marks = []
        if in_reach:
            marks.append(self.tr("in reach"))
        if explained.total <= 1:
            marks.append(self.tr("within 1"))
        text = label + (" · " + ", ".join(marks) if marks else "")
        s = scene.layout.scale
        font = self.font(18)
        badge = pygame.Rect(0, 0, font.size(text)[0] + int(16 * s), int(26 * s))
        badge.midbottom = (rect.centerx, rect.top - int(2 * s))
        pygame.draw.rect(surface, theme.GOOD if in_reach else theme.PANEL, badge, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, badge, 1, border_radius=10)
        blit_text(surface, text, font, badge.center, (20, 15, 10) if in_reach else theme.TEXT, "center")
        self.distance_rects.append((seat, badge))

    def explained(self, seat: int) -> DistanceExplained:
        model = self.scene.model
        return explain_distance(
            [s.alive for s in model.seats], [s.in_play for s in model.seats], [s.character for s in model.seats],
            self.cards, self.scene.viewer, seat,
        )

    def reach(self, seat: int | None = None) -> int:
        """The weapon reach of ``seat`` (the viewer by default): 1 for the Colt .45."""
        model = self.scene.model
        for card in model.seats[self.scene.viewer if seat is None else seat].in_play:
            definition = self.cards[card].definition
            if "weapon" in definition.tags:
                return definition.value
        return 1

    def distance_tooltip(self, seat: int) -> str:
        explained = self.explained(seat)
        tr = self.scene.ctx.tr
        lines = [tr.ngettext("{count} seat away", "{count} seats away", explained.seats).format(
            count=explained.seats)]
        for name, delta in explained.modifiers:
            lines.append(f"{'+' if delta > 0 else '-'}1 {tr.gettext(name)}")
        lines.append(tr.gettext("Distance: {distance}; your weapon reaches {reach}.").format(
            distance=explained.total, reach=self.reach()))
        return "\n".join(lines)

    # --- the viewer's hand ------------------------------------------------------------

    def draw_hand(self, surface: pygame.Surface) -> None:
        scene = self.scene
        layout = scene.layout
        area = layout.hand
        hand = scene.model.hand
        draw_panel(surface, area, alpha=150)
        if scene.viewer < 0:
            blit_text(surface, self.tr("Cards are hidden until the next player is at the screen."),
                      self.font(24), area.center, theme.MUTED, "center")
            return
        if not hand:
            return
        s = layout.scale
        height = area.height - int(36 * s)
        width = int(height / CARD_RATIO)
        step = min(width + int(10 * s), (area.width - width - int(20 * s)) // max(1, len(hand) - 1))
        left = area.centerx - (step * (len(hand) - 1) + width) // 2
        playable = scene.playable_cards()
        deciding = scene.awaiting_me
        for i, card in enumerate(hand):
            rect = pygame.Rect(left + i * step, area.top + int(22 * s), width, height)
            chosen = card == scene.selected or card in scene.ability_cards
            if chosen:
                rect.y -= int(20 * s)
            elif deciding and card in playable and rect.collidepoint(scene.mouse):
                rect.y -= int(10 * s)
            surface.blit(self.card_image(card, width), rect)
            if deciding and card not in playable and not chosen:
                surface.blit(veil(rect.size, (0, 0, 0, 120)), rect)
            elif deciding and card in playable:
                pygame.draw.rect(surface, theme.HIGHLIGHT if chosen else theme.GOOD, rect, max(2, int(3 * s)),
                                 border_radius=6)
            blit_text(surface, str(i + 1), self.font(16), (rect.left + 4, rect.top - int(18 * s)), theme.MUTED)
            self.hand_rects.append((card, rect))
            self.card_rects.append((card, rect))

    # --- prompt, message and log ------------------------------------------------------------

    def draw_prompt(self, surface: pygame.Surface) -> None:
        scene = self.scene
        rect = scene.layout.prompt
        buttons = scene.prompt_buttons()
        text = scene.prompt_text()
        if scene.selected is not None:
            text = self.tr("Choose a target (right-click or Escape to cancel).")
        if scene.ability_mode:
            text = self.tr("Choose two cards to discard.")
        text_right = min((b.rect.left for b in buttons), default=rect.right) - int(10 * scene.layout.scale)
        font = self.font(24)
        while font.size(text)[0] > text_right - rect.left - 20 and font.get_height() > 12:
            font = self.scene.ctx.assets.font(font.get_height() - 2)
        color = theme.HIGHLIGHT if scene.awaiting_me else theme.TEXT
        blit_text(surface, text, font, (rect.left + 12, rect.centery), color, "midleft")
        button_font = self.font(22)
        for button in buttons:
            button.draw(surface, button_font)
        if scene.message_timer > 0 and scene.message:
            message_font = self.font(24)
            lines = wrap(scene.message, message_font, int(rect.width * 0.7))
            box = pygame.Rect(0, 0, int(rect.width * 0.75), (len(lines) + 1) * message_font.get_linesize())
            box.midbottom = (rect.centerx, rect.top - int(8 * scene.layout.scale))
            draw_panel(surface, box)
            pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
            for i, line in enumerate(lines):
                blit_text(surface, line, message_font,
                          (box.centerx, box.top + int(message_font.get_linesize() * (i + 0.5)) + 4), theme.TEXT,
                          "midtop")

    def draw_log(self, surface: pygame.Surface) -> None:
        scene = self.scene
        rect = scene.layout.log
        draw_panel(surface, rect, alpha=230)
        s = scene.layout.scale
        title = self.font(26, "title")
        blit_text(surface, self.tr("Game log"), title, (rect.left + int(12 * s), rect.top + int(10 * s)),
                  theme.ACCENT)
        font = self.font(18)
        inner = rect.inflate(-int(24 * s), 0)
        lines = self.log_lines(font, inner.width)
        per_page = max(1, (rect.height - int(60 * s)) // font.get_linesize())
        scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - per_page))
        end = len(lines) - scene.log_scroll
        visible = lines[max(0, end - per_page):end]
        y = rect.top + int(50 * s)
        for line in visible:
            color = theme.ACCENT if line.startswith("—") else theme.TEXT
            blit_text(surface, line, font, (inner.left, y), color)
            y += font.get_linesize()

    # --- animation ------------------------------------------------------------------------

    def draw_flight(self, surface: pygame.Surface) -> None:
        current = self.scene.events.current
        if current is None:
            return
        event = current.event
        if isinstance(event, CheckDrawn) and event.card >= 0:
            self.draw_check_flip(surface, event.card, current.progress)
        elif isinstance(event, (PlayerEliminated, RoleRevealed)):
            rect = self.scene.seat_rect(event.player)
            pulse = int(4 + 6 * abs(math.sin(current.progress * math.pi * 3)))
            pygame.draw.rect(surface, theme.DANGER, rect.inflate(pulse, pulse), max(3, pulse // 2), border_radius=10)
            if isinstance(event, RoleRevealed):
                blit_text(surface, self.tr(role_name(event.role)), self.font(40, "title"), rect.center,
                          theme.HIGHLIGHT, "center")
        if current.flight is None:
            return
        flight = current.flight
        width = int(100 * self.scene.layout.scale)
        image = self.card_image(flight.card if flight.face_up else -1, width)
        x, y = flight.position(current.progress)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def draw_check_flip(self, surface: pygame.Surface, card: int, progress: float) -> None:
        """A "draw!" card turned over at the check spot: the back narrows, the face widens."""
        rect = self.scene.layout.check
        half = progress < 0.35
        width = max(1, int(rect.width * abs(1 - progress / 0.35) if half else rect.width * min(1, (progress - 0.35)
                                                                                                 / 0.3)))
        image = self.card_image(-1 if half else card, rect.width)
        squeezed = pygame.transform.smoothscale(image, (width, image.get_height()))
        surface.blit(squeezed, squeezed.get_rect(center=rect.center))

    def draw_floaters(self, surface: pygame.Surface) -> None:
        font = self.font(44, "title")
        for floater in self.scene.events.floaters:
            rect = self.scene.seat_rect(floater.seat)
            rise = int(40 * self.scene.layout.scale * floater.age / floater.life)
            color = theme.GOOD if floater.good else theme.DANGER
            blit_text(surface, floater.text, font, (rect.centerx, rect.centery - rise), color, "center")

    # --- overlays --------------------------------------------------------------------------

    def _overlay(self, surface: pygame.Surface, title: str, count: int) -> tuple[pygame.Rect, int]:
        layout = self.scene.layout
        s = layout.scale
        width = int(150 * s)
        panel = pygame.Rect(0, 0, max(int(600 * s), count * (width + int(20 * s)) + int(40 * s)), int(380 * s))
        panel.center = (layout.log.left // 2, int(layout.hand.top * 0.5))
        draw_panel(surface, panel, alpha=245)
        blit_text(surface, title, self.font(26, "title"), (panel.centerx, panel.top + int(16 * s)), theme.ACCENT,
                  "midtop")
        return panel, width

    def draw_pick_overlay(self, surface: pygame.Surface) -> None:
        scene = self.scene
        options = scene.pick_options()
        panel, width = self._overlay(surface, scene.prompt_text(), len(options))
        s = scene.layout.scale
        left = panel.centerx - (len(options) * (width + int(20 * s)) - int(20 * s)) // 2
        for i, card in enumerate(options):
            rect = pygame.Rect(left + i * (width + int(20 * s)), panel.top + int(70 * s), width,
                               int(width * CARD_RATIO))
            if card in scene.kit_cards:
                rect.y -= int(12 * s)
            self.blit_card(surface, card, rect)
            color = theme.HIGHLIGHT if card in scene.kit_cards else theme.GOOD
            pygame.draw.rect(surface, color, rect, max(2, int(3 * s)), border_radius=6)
            blit_text(surface, str(i + 1), self.font(18), (rect.centerx, rect.bottom + 4), theme.MUTED, "midtop")
            self.pick_rects.append((card, rect))

    def draw_chooser(self, surface: pygame.Surface) -> None:
        scene = self.scene
        options = scene.chooser_options()
        target = scene.model.seats[scene.chooser_target or 0]
        title = self.tr("Which card of {player}?").format(player=target.name)
        panel, width = self._overlay(surface, title, len(options))
        s = scene.layout.scale
        left = panel.centerx - (len(options) * (width + int(20 * s)) - int(20 * s)) // 2
        for i, action in enumerate(options):
            rect = pygame.Rect(left + i * (width + int(20 * s)), panel.top + int(70 * s), width,
                               int(width * CARD_RATIO))
            card = action.target_card if action.target_card is not None else FROM_HAND
            if card == FROM_HAND:
                surface.blit(self.card_image(-1, width), rect)
                blit_text(surface, self.tr("From the hand"), self.font(18), (rect.centerx, rect.bottom + 4),
                          theme.TEXT, "midtop")
            else:
                self.blit_card(surface, card, rect)
            pygame.draw.rect(surface, theme.GOOD, rect, max(2, int(3 * s)), border_radius=6)
            self.chooser_rects.append((card, rect))

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        scene = self.scene
        mouse = scene.mouse
        text = ""
        for seat, rect in self.distance_rects:
            if rect.collidepoint(mouse):
                text = self.distance_tooltip(seat)
        if not text:
            for card, rect in reversed(self.card_rects):
                if rect.collidepoint(mouse):
                    text = scene.renderer.full_text(self.cards[card])
                    break
        if text:
            scene.renderer.tooltip(surface, text, mouse, int(420 * scene.layout.scale))
