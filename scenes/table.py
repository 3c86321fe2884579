"""The table: seats around the seating diagram, the piles, the viewer's hand, prompts and the log.

The scene holds no rules. It asks the session what is awaited and what is
legal, turns clicks into one of those decisions, and animates the events.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game import messages
from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    Action,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
)
from game.errors import IllegalActionError
from game.events import Event, Zone, seen_by
from game.prompts import Prompt, prompt_for
from game.session import Session
from game.tasks import WaitingKind
from scenes.animation import EventPlayer, Point
from scenes.audio import sound_for
from scenes.cardview import CardRenderer
from scenes.context import AppContext
from scenes.handover import HandoverScene
from scenes.layout import TableLayout, load_layout
from scenes.logtext import log_line
from scenes.model import TableModel
from scenes.pause import PauseScene
from scenes.scene import Scene
from scenes.setup import TableConfig
from scenes.tabledraw import TableDrawer
from scenes.widgets import Button

NOBODY = -1
GAME_OVER_DELAY = 1.2
MESSAGE_TIME = 4.0
CARD_SOUND_GAP = 0.12
"""At most one card sound in this many seconds: a deal is not thirty flicks."""


class TableScene(Scene):
    def __init__(self, ctx: AppContext, config: TableConfig) -> None:
        super().__init__(ctx)
        self.config = config
        self.session = Session(list(config.seats), config.seed, ask_always=config.ask_always)
        game = self.session.game
        humans = self.session.human_seats
        self.hot_seat = len(humans) >= 2
        self.viewer = NOBODY if self.hot_seat else (humans[0] if humans else 0)
        self.anchor = humans[0] if humans else 0
        self.model = self._opening_model()
        self.events = EventPlayer(self.model, self._spot, self._event_done, self._event_started)
        self.card_sound_timer = 0.0
        self.events.add([seen_by(e, self.viewer) for e in game.history])
        self.log: list[str] = []
        self._last_event: Event | None = None
        self.log_scroll = 0
        self.ai_timer = 0.0
        self.over_timer = 0.0
        self.selected: int | None = None
        self.chooser_target: int | None = None
        self.ability_cards: list[int] = []
        self.ability_mode = False
        self.kit_cards: list[int] = []
        self.message = ""
        self.message_timer = 0.0
        self.buttons: list[Button] = []
        self.mouse: tuple[int, int] = (0, 0)
        self.renderer = CardRenderer(ctx.assets, ctx.tr)
        self.drawer = TableDrawer(self)
        self._layout_cache: tuple[tuple[int, int], TableLayout] | None = None
        self._buttons_key: Any = None
        self.handover_open = False
        self.focus_index = -1

    # --- geometry -------------------------------------------------------------------

    @property
    def layout(self) -> TableLayout:
        size = self.ctx.size
        if self._layout_cache is None or self._layout_cache[0] != size:
            self._layout_cache = (size, load_layout(len(self.config.seats)).scaled(size))
        return self._layout_cache[1]

    def seat_rect(self, seat: int) -> pygame.Rect:
        count = len(self.config.seats)
        return self.layout.seats[(seat - self.anchor) % count]

    def _spot(self, zone: Zone, player: int | None, card: int) -> Point:
        layout = self.layout
        if zone is Zone.DECK:
            return layout.deck.center
        if zone is Zone.DISCARD:
            return layout.discard.center
        if zone is Zone.SELECTION:
            return layout.center.center
        if player is None:
            return layout.center.center
        if zone is Zone.HAND and player == self.viewer:
            return layout.hand.center
        rect = self.seat_rect(player)
        return (rect.centerx, rect.bottom - rect.height // 4) if zone is Zone.IN_PLAY else rect.center

    # --- the model ------------------------------------------------------------------

    def _opening_model(self) -> TableModel:
        """The table before the deal: the history then plays the deal as animation."""
        view = self.session.game.view_for(max(self.viewer, 0))
        model = TableModel.from_view(view)
        model.viewer = self.viewer
        model.hand = []
        model.discard = []
        model.selection = []
        model.deck_count = len(self.session.game.state.cards)
        for seat in model.seats:
            seat.hand_count = 0
            seat.in_play = []
            seat.hp = seat.max_hp
            if seat.role != "sheriff":
                seat.role = None
        return model

    def _become(self, seat: int) -> None:
        """The handover is confirmed: show ``seat``'s private cards from now on."""
        self.handover_open = False
        self.viewer = seat
        self.anchor = seat
        self.model = TableModel.from_view(self.session.game.view_for(seat))
        self.events.model = self.model
        self._rebuild_log()

    def _rebuild_log(self) -> None:
        self.log = []
        self._last_event = None
        for event in self.session.game.history:
            self._add_log(seen_by(event, self.viewer))

    def _event_started(self, event: Event) -> None:
        sound = sound_for(event)
        if sound is None:
            return
        if sound == "card":
            if self.card_sound_timer > 0:
                return
            self.card_sound_timer = CARD_SOUND_GAP
        self.ctx.play(sound)

    def _event_done(self, event: Event) -> None:
        self._add_log(event)

    def _add_log(self, event: Event) -> None:
        names = [seat.name for seat in self.config.seats]
        line = log_line(event, names, self.session.game.state.cards, self.ctx.tr, self.viewer, self._last_event)
        self._last_event = event
        if line:
            self.log.append(line)

    # --- flow -----------------------------------------------------------------------

    @property
    def awaiting_me(self) -> bool:
        """The viewer must decide now, and every animation has played."""
        return self.events.idle and self.session.waiting_human == self.viewer and self.viewer != NOBODY

    def legal(self) -> list[Action]:
        return self.session.game.legal_actions(self.viewer) if self.awaiting_me else []

    def update(self, dt: float) -> None:
        self.events.speed = self.ctx.options.animation_speed
        self.card_sound_timer -= dt
        self.events.update(dt)
        if self.message_timer > 0:
            self.message_timer -= dt
        if not self.events.idle:
            return
        game = self.session.game
        if game.over:
            self.over_timer += dt
            if self.over_timer >= GAME_OVER_DELAY * (1 if self.ctx.options.animation_speed > 0 else 0):
                from scenes.results import ResultsScene

                self.ctx.go(ResultsScene(self.ctx, self.config, self.session))
                self.over_timer = -1e9
            return
        human = self.session.waiting_human
        if human is not None:
            if human != self.viewer and not self.handover_open:
                if self.hot_seat:
                    self.handover_open = True
                    name = self.config.seats[human].name
                    self.ctx.stack.push(HandoverScene(self.ctx, name, lambda: self._become(human)))
                else:
                    self._become(human)
            return
        self.ai_timer += dt
        speed = self.ctx.options.animation_speed
        delay = self.ctx.options.ai_delay / speed if speed > 0 else 0.0
        if self.ai_timer >= delay:
            self.ai_timer = 0.0
            self.events.add([seen_by(e, self.viewer) for e in self.session.step_ai()])

    def submit(self, action: Action) -> None:
        """Send the viewer's decision to the core; a refusal is shown, nothing changes."""
        self.selected = None
        self.chooser_target = None
        self.ability_cards = []
        self.ability_mode = False
        self.kit_cards = []
        try:
            events = self.session.submit(self.viewer, action)
        except IllegalActionError as error:
            self.show_refusal(error)
            return
        self.events.add([seen_by(e, self.viewer) for e in events])

    def show_refusal(self, error: IllegalActionError) -> None:
        params = dict(error.params)
        for key in ("card", "expected"):
            if isinstance(params.get(key), str):
                params[key] = self.ctx.tr.gettext(params[key])
        self.message = self.ctx.tr.gettext(error.key).format(**params)
        self.message_timer = MESSAGE_TIME

    def explain(self, action: Action) -> None:
        refusal = self.session.game.refusal(self.viewer, action)
        if refusal is not None:
            self.show_refusal(refusal)

    def restart(self) -> None:
        self.ctx.go(TableScene(self.ctx, TableConfig(self.config.seats, self.config.seed + 1, self.config.ask_always)))

    def prompt(self) -> Prompt | None:
        return prompt_for(self.session.game) if self.awaiting_me else None

    def prompt_text(self) -> str:
        prompt = self.prompt()
        tr = self.ctx.tr
        if prompt is None:
            decider = self.session.game.decider
            if decider is None or not self.events.idle:
                return ""
            return tr.gettext("Waiting for {player}…").format(player=self.config.seats[decider].name)
        params = dict(prompt.params)
        for key in prompt.translate_params:
            params[key] = tr.gettext(str(params[key]))
        if prompt.plural is not None and prompt.count is not None:
            return tr.ngettext(prompt.key, prompt.plural, prompt.count).format(**params)
        return tr.gettext(prompt.key).format(**params)

    # --- what can be clicked ------------------------------------------------------------

    def card_actions(self, card: int) -> list[Action]:
        return [a for a in self.legal() if getattr(a, "card", None) == card]

    def playable_cards(self) -> set[int]:
        legal = self.legal()
        cards = {a.card for a in legal if isinstance(a, (PlayCard, Respond, DiscardCard))}
        if self.ability_mode:
            cards = {c for a in legal if isinstance(a, UseAbility) for c in a.cards}
        return cards

    def target_seats(self) -> set[int]:
        if self.selected is None:
            return set()
        return {a.target for a in self.card_actions(self.selected) if isinstance(a, PlayCard) and a.target is not None}

    def pick_options(self) -> list[int]:
        """Cards shown for a pick (General Store, Lucky Duke, Kit Carlson)."""
        legal = self.legal()
        cards = [a.card for a in legal if isinstance(a, PickCard)]
        if any(isinstance(a, KeepCards) for a in legal):
            cards = sorted({c for a in legal if isinstance(a, KeepCards) for c in a.cards})
        return cards

    def chooser_options(self) -> list[PlayCard]:
        if self.selected is None or self.chooser_target is None:
            return []
        return [a for a in self.card_actions(self.selected)
                if isinstance(a, PlayCard) and a.target == self.chooser_target]

    # --- input ------------------------------------------------------------------------

    def click_hand(self, card: int) -> None:
        legal = self.legal()
        if not legal:
            return
        if self.ability_mode:
            self.ability_cards = [c for c in self.ability_cards if c != card] if card in self.ability_cards else [
                *self.ability_cards, card]
            if len(self.ability_cards) == 2:
                wanted = UseAbility(tuple(sorted(self.ability_cards)))
                if wanted in legal:
                    self.submit(wanted)
                else:
                    self.explain(wanted)
                    self.ability_cards = []
            return
        kind = self.session.game.waiting_kind
        if kind is WaitingKind.DISCARD:
            self.submit(DiscardCard(card))
            return
        if kind is WaitingKind.RESPOND:
            action: Action = Respond(card)
            if action in legal:
                self.submit(action)
            else:
                self.explain(action)
            return
        if kind is not WaitingKind.PLAY:
            return
        if self.selected == card:
            self.selected = None
            return
        actions = [a for a in self.card_actions(card) if isinstance(a, PlayCard)]
        if not actions:
            self.explain(PlayCard(card, self._nearest_other()))
            return
        if all(a.target is None for a in actions):
            self.submit(actions[0])
            return
        self.selected = card
        self.chooser_target = None

    def _nearest_other(self) -> int | None:
        """A target to explain a refusal with: the next living player clockwise."""
        seats = self.model.seats
        count = len(seats)
        for step in range(1, count):
            seat = (self.viewer + step) % count
            if seats[seat].alive:
                return seat
        return None

    def click_seat(self, seat: int) -> None:
        if self.selected is None:
            return
        actions = [a for a in self.card_actions(self.selected) if isinstance(a, PlayCard) and a.target == seat]
        if not actions:
            self.explain(PlayCard(self.selected, seat))
            return
        if len(actions) == 1 and actions[0].target_card is None:
            self.submit(actions[0])
            return
        self.chooser_target = seat

    def click_pick(self, card: int) -> None:
        legal = self.legal()
        if PickCard(card) in legal:
            self.submit(PickCard(card))
            return
        if any(isinstance(a, KeepCards) for a in legal):
            self.kit_cards = [c for c in self.kit_cards if c != card] if card in self.kit_cards else [
                *self.kit_cards, card][-2:]

    def cancel(self) -> bool:
        if self.chooser_target is not None:
            self.chooser_target = None
            return True
        if self.selected is not None or self.ability_mode or self.kit_cards:
            self.selected = None
            self.ability_mode = False
            self.ability_cards = []
            self.kit_cards = []
            return True
        return False

    def prompt_buttons(self) -> list[Button]:
        """Buttons for the current decision, rebuilt when it changes."""
        key = (self.ctx.size, len(self.session.game.log), self.awaiting_me, self.ability_mode,
               tuple(self.kit_cards), self.chooser_target, self.ctx.tr.language)
        if key == self._buttons_key:
            return self.buttons
        self._buttons_key = key
        self.buttons = []
        legal = self.legal()
        if not legal:
            return self.buttons
        tr = self.ctx.tr
        names = [seat.name for seat in self.config.seats]
        specs: list[tuple[str, Action | None, int | None]] = []
        for action in legal:
            if isinstance(action, EndTurn):
                specs.append((tr.gettext("End turn"), action, pygame.K_e))
            elif isinstance(action, Pass):
                prompt = self.prompt()
                dying = prompt is not None and prompt.key in (messages.PROMPT_DYING, messages.PROMPT_DYING_SID)
                label = tr.gettext("Give up") if dying else tr.gettext("Take it")
                specs.append((label, action, pygame.K_t))
            elif isinstance(action, ChooseSource):
                if action.source == DECK:
                    specs.append((tr.gettext("Draw from the deck"), action, None))
                elif action.source == DISCARD:
                    specs.append((tr.gettext("Take the discard top"), action, None))
                else:
                    specs.append((tr.gettext("Take from {player}'s hand").format(player=names[action.source]),
                                  action, None))
        if any(isinstance(a, UseAbility) for a in legal):
            specs.append((tr.gettext("Cancel") if self.ability_mode else tr.gettext("Use ability"), None, pygame.K_a))
        if len(self.kit_cards) == 2 and KeepCards(tuple(sorted(self.kit_cards))) in legal:
            specs.append((tr.gettext("Keep these two"), KeepCards(tuple(sorted(self.kit_cards))), pygame.K_k))
        rect = self.layout.prompt
        s = self.layout.scale
        width, gap = int(230 * s), int(10 * s)
        right = rect.right - gap
        for label, choice, hotkey in reversed(specs):
            button_rect = pygame.Rect(right - width, rect.top + int(8 * s), width, rect.height - int(16 * s))
            right -= width + gap
            on_click = self._toggle_ability if choice is None else partial(self.submit, choice)
            self.buttons.append(Button(button_rect, label, on_click, hotkey=hotkey))
        return self.buttons

    def _toggle_ability(self) -> None:
        self.ability_mode = not self.ability_mode
        self.ability_cards = []
        self.selected = None

    # --- keyboard focus ----------------------------------------------------------------

    def focus_items(self) -> list[tuple[str, int]]:
        """What Tab and the arrow keys move across now: choices first, then buttons."""
        buttons = [("button", i) for i in range(len(self.prompt_buttons()))]
        if not self.awaiting_me:
            return buttons
        chooser = self.chooser_options()
        if chooser:
            return [("choose", a.target_card if a.target_card is not None else FROM_HAND) for a in chooser]
        picks = self.pick_options()
        if picks:
            return [("pick", card) for card in picks] + buttons
        if self.selected is not None:
            return [("seat", seat) for seat in sorted(self.target_seats())]
        playable = self.playable_cards()
        return [("hand", card) for card in self.model.hand if card in playable] + buttons

    @property
    def focused(self) -> tuple[str, int] | None:
        items = self.focus_items()
        if not items:
            return None
        return items[self.focus_index % len(items)] if self.focus_index >= 0 else None

    def _move_focus(self, step: int) -> None:
        items = self.focus_items()
        if not items:
            self.focus_index = -1
            return
        self.focus_index = (0 if step > 0 else len(items) - 1) if self.focus_index < 0 else (
            (self.focus_index + step) % len(items))
        self._sync_button_focus()

    def _sync_button_focus(self) -> None:
        focused = self.focused
        for i, button in enumerate(self.prompt_buttons()):
            button.focused = focused == ("button", i)

    def _activate_focus(self) -> bool:
        focused = self.focused
        if focused is None:
            return False
        kind, value = focused
        self.focus_index = -1
        if kind == "hand":
            self.click_hand(value)
            self.focus_index = 0 if self.selected is not None else -1
        elif kind == "seat":
            self.click_seat(value)
            self.focus_index = 0 if self.chooser_target is not None else -1
        elif kind == "pick":
            self.click_pick(value)
        elif kind == "choose":
            wanted = next((a for a in self.chooser_options()
                           if (a.target_card if a.target_card is not None else FROM_HAND) == value), None)
            if wanted is not None:
                self.submit(wanted)
        else:
            buttons = self.prompt_buttons()
            if value < len(buttons):
                buttons[value].on_click()
        self._sync_button_focus()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            backwards = event.key == pygame.K_LEFT or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self._move_focus(-1 if backwards else 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and (
            self.focused is not None
        ):
            return self._activate_focus()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.cancel():
                    self.ctx.stack.push(PauseScene(self.ctx, self.restart))
                self.focus_index = -1
                return True
            if event.key == pygame.K_SPACE and not self.events.idle:
                self.events.finish_all()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                index = event.key - pygame.K_1
                options = self.pick_options()
                if options and index < len(options):
                    self.click_pick(options[index])
                elif index < len(self.model.hand):
                    self.click_hand(self.model.hand[index])
                return True
        for button in self.prompt_buttons():
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 3:
                self.cancel()
                return True
            if event.button == 1:
                self._click(event.pos)
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> None:
        drawer = self.drawer
        for card, rect in drawer.chooser_rects:
            if rect.collidepoint(pos):
                options = self.chooser_options()
                wanted = next((a for a in options if a.target_card == card), None)
                if wanted is not None:
                    self.submit(wanted)
                return
        for card, rect in drawer.pick_rects:
            if rect.collidepoint(pos):
                self.click_pick(card)
                return
        for card, rect in reversed(drawer.hand_rects):
            if rect.collidepoint(pos):
                self.click_hand(card)
                return
        for seat in range(len(self.config.seats)):
            if self.seat_rect(seat).collidepoint(pos):
                self.click_seat(seat)
                return

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)


__all__ = ["FROM_HAND", "TableScene"]
