"""Drawing the table scene: seats, piles, flights, hand, prompt, log and overlays.

Everything is read from the scene's own model (never the core state, which is
ahead while animations play); the rects of clickable things are kept for input,
and the texts that explain what is under the mouse for the tooltip.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.actions import FROM_HAND, TargetCard
from game.cards import Card
from game.events import CheckDrawn, PlayerEliminated, RoleRevealed
from scenes.art.portraits import portrait, portrait_state
from scenes.table.fx import EffectsDrawer
from scenes.table.noon import NoonDrawer
from scenes.table.open_hands import draw_open_hands
from scenes.table.prompt import prompt_line, prompt_text
from scenes.table.seat import SeatDrawer, SeatPicture
from scenes.text.cards import role_name
from scenes.ui import art, theme
from scenes.ui.text_sizes import LEGIBLE_SIZE
from scenes.ui.widgets import blit_text, draw_panel, veil, wrap

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

CARD_RATIO = 1.5
PROMPT_FONT_SIZES = (24, 22, 20, 18, 16)
"""The prompt text takes the first size at which it fits in two lines at most."""


class TableDrawer:
    """Draws a TableScene and remembers where its clickable parts are."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.seats = SeatDrawer(self)
        self.noon = NoonDrawer(self)
        self.effects = EffectsDrawer(self)
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.pick_rects: list[tuple[int, pygame.Rect]] = []
        self.chooser_rects: list[tuple[TargetCard, pygame.Rect]] = []
        self.card_rects: list[tuple[int, pygame.Rect]] = []
        self.store_rects: list[tuple[int, pygame.Rect]] = []
        self.pinned: tuple[str, tuple[int, int]] | None = None
        """A help text opened with a right-click, and where; it stays until the mouse moves or a click."""
        self.held_at: tuple[int, int] | None = None
        """Where the pointer was left when a click or a dialog closing changed what lies under it: no tooltip
        pops up there until the pointer moves."""
        self._dialogs: object = None
        self.message_rect: pygame.Rect | None = None
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_base: pygame.Surface | None = None
        self._layer_pictures: dict[int, SeatPicture] = {}
        self._log_key: object = None
        self._log_lines: list[tuple[str, bool]] = []
        self._log_entries = 0
        self._log_source: list[str] | None = None

    # --- helpers --------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.scene.session.game.state.cards

    @property
    def distance_rects(self) -> list[tuple[int, pygame.Rect]]:
        return self.seats.badges

    def font(self, size: float, role: str = "text") -> pygame.font.Font:
        """The font for text laid out at ``size`` on the reference canvas: scaled with the table, at the player's
        text size, never below the legibility floor (a small window gets text as large as it can read)."""
        scale = self.scene.layout.scale * self.scene.ctx.text_scale
        return self.scene.ctx.assets.font(max(LEGIBLE_SIZE, int(size * scale)), role)

    def button_font(self) -> pygame.font.Font:
        return self.font(22)

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
        self.card_rects, self.store_rects = [], []
        self.seats.reset()
        scene = self.scene
        pictures = [self.seats.picture(seat) for seat in range(len(scene.model.seats))]
        surface.blit(self.table_layer(surface.get_size(), pictures), (0, 0))
        self.draw_piles(surface)
        if scene.model.high_noon:
            self.noon.draw(surface)
            self.noon.draw_direction(surface)
        for seat, picture in enumerate(pictures):
            self.seats.record(picture)
            self.seats.draw_distance(surface, seat, scene.seat_rect(seat))
        self.effects.draw(surface)
        self.draw_store(surface)
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
        # the tooltip comes last, over the coach's panels too: TableScene.draw

    def draw_focus(self, surface: pygame.Surface) -> None:
        """A ring around what the keyboard would activate with Enter."""
        focused = self.scene.focused
        if focused is None:
            return
        kind, value = focused
        rect: pygame.Rect | None = None
        if kind == "choose":
            rect = dict(self.chooser_rects).get(value)
        elif value is FROM_HAND:
            raise AssertionError("only the chooser offers a random hand card")
        elif kind == "hand":
            rect = dict(self.hand_rects).get(value)
        elif kind == "pick":
            rect = dict(self.pick_rects).get(value)
        elif kind == "seat":
            rect = self.scene.seat_rect(value)
        elif kind == "chip":
            rect = next((chip for _, card, chip in self.seats.chips if card == value), None)
        if rect is not None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=10)

    def table_layer(self, size: tuple[int, int], pictures: list[SeatPicture]) -> pygame.Surface:
        """The background with every seat's picture on it, kept between frames: a seat whose picture changed
        is put again on its place (and on the places of the seats whose margins its place touches)."""
        background = self.background(size)
        if self._layer is None or self._layer_base is not background:
            self._layer, self._layer_base, self._layer_pictures = background.copy(), background, {}
        layer = self._layer
        regions = [picture.image.get_rect(topleft=picture.position) for picture in pictures]
        dirty = {seat for seat, picture in enumerate(pictures) if self._layer_pictures.get(seat) is not picture}
        grown = True
        while grown:
            touched = {seat for seat, region in enumerate(regions) if seat not in dirty
                       and any(region.colliderect(regions[other]) for other in dirty)}
            grown = bool(touched)
            dirty |= touched
        for seat in dirty:
            layer.blit(background, regions[seat], regions[seat])
        for seat in sorted(dirty):
            layer.blit(pictures[seat].image, regions[seat])
            self._layer_pictures[seat] = pictures[seat]
        return layer

    def forget_pictures(self) -> None:
        """Draw everything afresh next frame (the seats' and the turn direction's pictures are kept)."""
        self.seats.forget()
        self.noon.forget()

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The empty table with the panels of the seats, the hand and the log, drawn once per window size
        (translucent panels are the dearest thing to draw, and they never move)."""
        if self._background is None or self._background.get_size() != size:
            layout = self.scene.layout
            table_area = pygame.Rect(0, 0, layout.log.left, layout.hand.top)
            top = table_area.inflate(-int(84 * layout.scale), -int(64 * layout.scale))
            image = art.table_top(size, top, layout.scale).copy()
            for seat in layout.seats:
                image.blit(art.plaque(seat.size, layout.scale), seat)
            draw_panel(image, layout.hand, alpha=150)
            draw_panel(image, layout.log, alpha=230)
            art.framed(image, layout.log, layout.scale)
            self._background = image
        return self._background

    def log_lines(self, font: pygame.font.Font, width: int) -> list[tuple[str, bool]]:
        """The log wrapped to the panel, each line with whether its entry is a heading (a turn, an event):
        only the entries added since the last frame are wrapped, all of them when the panel or font changes or
        the log is written anew (another viewer: a new list)."""
        log = self.scene.log
        key = (id(font), width, self.scene.log_version)
        if key != self._log_key or self._log_entries > len(log) or log is not self._log_source:
            self._log_key, self._log_lines, self._log_entries, self._log_source = key, [], 0, log
        for entry in log[self._log_entries:]:
            heading = entry.startswith("—")
            self._log_lines.extend((line, heading) for line in wrap(entry, font, width))
        self._log_entries = len(log)
        return self._log_lines

    # --- piles -----------------------------------------------------------------------

    def draw_piles(self, surface: pygame.Surface) -> None:
        model = self.scene.model
        layout = self.scene.layout
        small = self.font(20)
        spread = max(3, int(8 * layout.scale))
        piles = [layout.deck, layout.discard] + ([layout.check] if model.check_card is not None else [])
        for pile in piles:  # the piles lie on the leather: a soft shadow under each, a little to the lower right
            surface.blit(art.drop_shadow(pile.size, spread), (pile.left - spread // 2, pile.top - spread // 2))
        if model.deck_count:
            surface.blit(self.card_image(-1, layout.deck.width), layout.deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, layout.deck, 2, border_radius=8)
        count = blit_text(surface, str(model.deck_count), small, (layout.deck.centerx, layout.deck.bottom + 4),
                          theme.TEXT, "midtop")
        if model.discard:
            self.blit_card(surface, model.discard[-1], layout.discard)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, layout.discard, 2, border_radius=8)
        label = self.tr("Discard")
        # a name wider than the pile (narrow piles, long words) moves right, off the deck's count
        centre = max(layout.discard.centerx, count.right + max(4, int(10 * layout.scale)) + small.size(label)[0] // 2)
        blit_text(surface, label, small, (centre, layout.discard.bottom + 4), theme.MUTED, "midtop")
        if model.check_card is not None:
            self.blit_card(surface, model.check_card, layout.check)
            blit_text(surface, self.tr("Draw!"), small, (layout.check.centerx, layout.check.bottom + 4),
                      theme.ACCENT, "midtop")

    def store_panel(self, count: int) -> tuple[pygame.Rect, int]:
        """Where the shown cards (the General Store) go: over the piles, clear of every seat; card width."""
        layout = self.scene.layout
        s = layout.scale
        gap, pad = max(3, int(10 * s)), max(4, int(12 * s))
        title_h = self.font(24, "title").get_linesize()
        top = layout.deck.top - title_h - pad
        bottom = layout.deck.bottom + 4 + self.font(20).get_linesize() + pad // 2  # over the piles' labels too
        left, right = layout.free_span(top, bottom, gap)
        room = right - left - 2 * pad
        width = min(layout.deck.width, (room - gap * (count - 1)) // max(count, 1),
                    int((bottom - top - title_h - 2 * pad) / CARD_RATIO))
        panel_w = count * width + gap * (count - 1) + 2 * pad
        panel = pygame.Rect(0, top, panel_w, bottom - top)
        panel.centerx = max(left + panel_w // 2, min(right - panel_w // 2, layout.center.centerx))
        return panel, max(width, 8)

    def draw_store(self, surface: pygame.Surface) -> None:
        """The cards of a General Store still to be taken, while the viewer does not pick among them."""
        model = self.scene.model
        if not model.selection or self.scene.pick_options():
            return
        s = self.scene.layout.scale
        gap, pad = max(3, int(10 * s)), max(4, int(12 * s))
        panel, width = self.store_panel(len(model.selection))
        draw_panel(surface, panel, alpha=252)
        title_font = self.font(24, "title")
        blit_text(surface, self.tr("General Store"), title_font, (panel.centerx, panel.top + pad // 2), theme.ACCENT,
                  "midtop")
        top = panel.top + pad // 2 + title_font.get_linesize()
        for i, card in enumerate(model.selection):
            rect = pygame.Rect(panel.left + pad + i * (width + gap), top, width, int(width * CARD_RATIO))
            self.blit_card(surface, card, rect)
            self.store_rects.append((card, rect))

    # --- the viewer's hand ------------------------------------------------------------

    def draw_hand(self, surface: pygame.Surface) -> None:
        scene = self.scene
        layout = scene.layout
        area = layout.hand
        hand = scene.model.hand
        back_as_ghost = scene.viewer >= 0 and scene.model.seats[scene.viewer].ghost
        if scene.revealed and not back_as_ghost:
            draw_open_hands(self, surface, area)
            return
        if scene.viewer < 0:
            text = self.tr("Cards are hidden until the next player is at the screen.")
            blit_text(surface, text, self.font(24), area.center, theme.MUTED, "center")
            return
        if not hand:
            return
        s = layout.scale
        number_font = self.font(16)
        above = max(int(22 * s), number_font.get_linesize() + 2)  # the card's number, over the card
        height = area.height - above - int(14 * s)
        width = int(height / CARD_RATIO)
        step = min(width + int(10 * s), (area.width - width - int(20 * s)) // max(1, len(hand) - 1))
        left = area.centerx - (step * (len(hand) - 1) + width) // 2
        playable = scene.playable_cards()
        deciding = scene.awaiting_me
        chosen_cards = scene.choice.chosen_cards()
        for i, card in enumerate(hand):
            rect = pygame.Rect(left + i * step, area.top + above, width, height)
            chosen = card in chosen_cards
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
            blit_text(surface, str(i + 1), number_font, (rect.left + 4, rect.top - 1), theme.MUTED, "bottomleft")
            self.hand_rects.append((card, rect))
            self.card_rects.append((card, rect))

    # --- prompt, message and log ------------------------------------------------------------

    def prompt_layout(self, text: str, room: int) -> tuple[pygame.font.Font, list[str]]:
        """The largest prompt font at which ``text`` fits ``room`` in at most two lines."""
        font = self.font(PROMPT_FONT_SIZES[0])
        for size in PROMPT_FONT_SIZES:
            font = self.font(size)
            lines = wrap(text, font, room)
            if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
                return font, lines
        return font, wrap(text, font, room)[:2]

    def draw_prompt(self, surface: pygame.Surface) -> None:
        scene = self.scene
        self.message_rect = None
        rect = scene.layout.prompt
        s = scene.layout.scale
        buttons = scene.prompt_buttons()
        text = prompt_line(scene)
        in_bar = [b.rect.left for b in buttons if rect.contains(b.rect)]
        text_right = min(in_bar, default=rect.right) - int(10 * s)
        font, lines = self.prompt_layout(text, text_right - rect.left - int(24 * s))
        color = theme.HIGHLIGHT if scene.awaiting_me else theme.TEXT
        height = font.get_linesize() * len(lines)
        y = rect.centery - height // 2
        for line in lines:
            blit_text(surface, line, font, (rect.left + int(12 * s), y), color)
            y += font.get_linesize()
        if any(not rect.contains(b.rect) for b in buttons):
            column = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(int(16 * s), int(16 * s))
            draw_panel(surface, column, alpha=240)
        button_font = self.button_font()
        for button in buttons:
            button.draw(surface, button_font)
        if scene.message_timer > 0 and scene.message:
            message_font = self.font(24)
            lines = wrap(scene.message, message_font, int(rect.width * 0.7))
            box = pygame.Rect(0, 0, int(rect.width * 0.75), (len(lines) + 1) * message_font.get_linesize())
            box.midbottom = (rect.centerx, rect.top - int(8 * s))
            self.message_rect = box
            draw_panel(surface, box)
            pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
            for i, line in enumerate(lines):
                blit_text(surface, line, message_font,
                          (box.centerx, box.top + int(message_font.get_linesize() * (i + 0.5)) + 4), theme.TEXT,
                          "midtop")

    def draw_log(self, surface: pygame.Surface) -> None:
        scene = self.scene
        rect = scene.layout.log
        s = scene.layout.scale
        title = self.font(26, "title")
        blit_text(surface, self.tr("Game log"), title, (rect.left + int(12 * s), rect.top + int(10 * s)),
                  theme.ACCENT)
        font = self.font(18)
        inner = rect.inflate(-int(24 * s), 0)
        lines = self.log_lines(font, inner.width)
        top = rect.top + int(10 * s) + title.get_linesize() + int(8 * s)
        per_page = max(1, (rect.bottom - int(10 * s) - top) // font.get_linesize())
        scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - per_page))
        end = len(lines) - scene.log_scroll
        visible = lines[max(0, end - per_page):end]
        y = top
        for line, heading in visible:
            blit_text(surface, line, font, (inner.left, y), theme.ACCENT if heading else theme.TEXT)
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
        rect = image.get_rect(center=(int(x), int(y)))
        surface.blit(image, rect)
        if flight.cost:
            font = self.font(20, "title")
            label = self.tr("cost")
            tag = pygame.Rect(0, 0, font.size(label)[0] + 12, font.get_linesize() + 4)
            tag.midtop = (rect.centerx, rect.bottom - tag.height // 2)
            pygame.draw.rect(surface, theme.DANGER, tag, border_radius=6)
            blit_text(surface, label, font, tag.center, theme.TEXT, "center")

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
        room = layout.log.left - int(40 * s)
        width = min(int(150 * s), (room - int(40 * s)) // max(1, count) - int(20 * s))
        panel = pygame.Rect(0, 0, max(int(600 * s), count * (width + int(20 * s)) + int(40 * s)), int(380 * s))
        panel.center = (layout.log.left // 2, int(layout.hand.top * 0.5))
        draw_panel(surface, panel, alpha=252)
        title_font = self.font(26, "title")
        for i, line in enumerate(wrap(title, title_font, panel.width - int(40 * s))[:2]):
            blit_text(surface, line, title_font,
                      (panel.centerx, panel.top + int(12 * s) + i * title_font.get_linesize()), theme.ACCENT, "midtop")
        return panel, width

    def draw_pick_overlay(self, surface: pygame.Surface) -> None:
        scene = self.scene
        options = scene.pick_options()
        panel, width = self._overlay(surface, prompt_text(scene), len(options))
        s = scene.layout.scale
        left = panel.centerx - (len(options) * (width + int(20 * s)) - int(20 * s)) // 2
        for i, card in enumerate(options):
            rect = pygame.Rect(left + i * (width + int(20 * s)), panel.top + int(80 * s), width,
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
        if scene.selected is None:
            title = self.tr("Brawl: which card does {player} discard?").format(player=target.name)
        else:
            title = self.tr("Which card of {player}?").format(player=target.name)
        panel, width = self._overlay(surface, title, len(options))
        s = scene.layout.scale
        left = panel.centerx - (len(options) * (width + int(20 * s)) - int(20 * s)) // 2
        for i, card in enumerate(options):
            rect = pygame.Rect(left + i * (width + int(20 * s)), panel.top + int(80 * s), width,
                               int(width * CARD_RATIO))
            if card is FROM_HAND:
                surface.blit(self.card_image(-1, width), rect)
                blit_text(surface, self.tr("From the hand"), self.font(18), (rect.centerx, rect.bottom + 4),
                          theme.TEXT, "midtop")
            else:
                self.blit_card(surface, card, rect)
            pygame.draw.rect(surface, theme.GOOD, rect, max(2, int(3 * s)), border_radius=6)
            self.chooser_rects.append((card, rect))

    # --- help ---------------------------------------------------------------------------------

    def help_at(self, pos: tuple[int, int]) -> str:
        """The help text for what is under ``pos``: a seat's part (character, role, distance), or a card."""
        for rect, text in reversed(self.seats.hints):
            if rect.collidepoint(pos):
                return text()
        for card, rect in reversed(self.card_rects):
            if rect.collidepoint(pos):
                return self.scene.renderer.full_text(self.cards[card])
        return ""

    def pin_help(self, pos: tuple[int, int]) -> None:
        """A right-click: keep the help of what is under ``pos`` open until the mouse moves."""
        text = self.help_at(pos)
        self.pinned = (text, pos) if text else None

    def hold_tooltip(self) -> None:
        """A click: what was under the pointer may have gone; show no tooltip until the pointer moves."""
        self.held_at = self.scene.mouse

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The help of what is under the pointer (or pinned), in the table's text size, opaque, inside the window
        and off the prompt line and a refusal; none where the pointer was only left behind by a click or by a
        dialog that closed, until it moves."""
        scene = self.scene
        dialogs = (tuple(scene.pick_options()), tuple(map(str, scene.chooser_options())), bool(scene.model.selection))
        if dialogs != self._dialogs:
            if self._dialogs is not None:
                self.held_at = scene.mouse
            self._dialogs = dialogs
        if self.pinned is not None:
            text, pos = self.pinned
        else:
            pos = scene.mouse
            if self.held_at is not None and pos == self.held_at:
                return
            self.held_at = None
            text = self.help_at(pos)
        if not text:
            return
        body = self.font(18)
        fonts = (self.font(20, "title"), body)
        width = max(int(420 * scene.layout.scale * scene.ctx.text_scale), 36 * body.size("n")[0])
        avoid = [scene.layout.prompt] + [button.rect for button in scene.prompt_buttons()]
        if self.message_rect is not None:
            avoid.append(self.message_rect)
        scene.renderer.tooltip(surface, text, pos, width, fonts, avoid, self.portrait_at(pos, body))

    def portrait_at(self, pos: tuple[int, int], body: pygame.font.Font) -> pygame.Surface | None:
        """A character's help shows the character's portrait, larger than the seat's (six lines of the help's
        text high)."""
        seat = next((seat for seat, rect in reversed(self.seats.character_rects) if rect.collidepoint(pos)), None)
        if seat is None:
            return None
        info = self.scene.model.seats[seat]
        return portrait(info.character, max(72, 6 * body.get_linesize()), portrait_state(info.alive, info.ghost))
