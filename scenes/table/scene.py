"""The table: seats around the seating diagram, the piles, the viewer's hand, prompts and the log.

The scene holds no rules. It asks the session what is awaited and what is
legal, turns clicks into one of those decisions, and animates the events.
It paces the AI, hands the screen over between humans and offers the rest of
the game to a human who is out. Its helpers each have one job: ``TableSight``
who is at the screen, ``TableInput`` the mouse and keys, ``TableFocus`` the
keyboard focus, ``TableDrawer`` (with ``SeatDrawer``) the picture, and
``tableprompt`` the prompt bar's text and buttons.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game import messages
from game.actions import FROM_HAND, Action, PlayCard, TargetCard
from game.errors import IllegalActionError
from game.eventcards import EventCard
from game.events import Event, EventRevealed, Zone
from game.prompts import Prompt, called_for, prompt_for
from game.record import series_game
from game.series import Series
from game.session import Session
from game.state import NOBODY
from scenes.app.audio import sound_for
from scenes.app.context import AppContext
from scenes.app.scene import Scene
from scenes.cards.renderer import CardRenderer
from scenes.table.animation import EventPlayer, Point
from scenes.table.choice import TableChoice
from scenes.table.coach import Coach
from scenes.table.config import TableConfig
from scenes.table.controls import TableInput
from scenes.table.draw import TableDrawer
from scenes.table.focus import FocusItem, TableFocus
from scenes.table.game_out import OutOfGameScene
from scenes.table.handover import HandoverScene
from scenes.table.layout import TableLayout, load_layout
from scenes.table.marks import BurstKind, attack_targets, bursts_for
from scenes.table.prompt import button_rects, button_specs, translated
from scenes.table.sight import TableSight
from scenes.text.holdings import Holdings
from scenes.text.log import LogWriter
from scenes.ui.widgets import Button

GAME_OVER_DELAY = 1.2
MESSAGE_TIME = 4.0
CARD_SOUND_GAP = 0.12
"""At most one card sound in this many seconds: a deal is not thirty flicks."""
SKIP_LIMIT = 20000
"""Decisions the AI may take when skipping to the result (a game takes a few hundred)."""


class TableScene(Scene):
    keeps_saves = True
    """The game is autosaved after every decision, kept as a replay and counted once over (not a replay's)."""

    def __init__(self, ctx: AppContext, config: TableConfig, session: Session | None = None, *,
                 coach: Coach | None = None, series: Series | None = None) -> None:
        """Deal a new game for ``config``, or open ``session``, a game under way (a loaded save, a lesson, a
        test's); ``series``: the series this game is part of (the results record it and offer the next game)."""
        super().__init__(ctx)
        self.config = config
        self.series = series
        self.session = session if session is not None else Session(
            list(config.seats), config.seed, ask_always=config.ask_always, expansions=config.expansions,
            beginner=config.beginner, characters=config.characters)
        game = self.session.game
        self.event_order: tuple[EventCard, ...] = tuple(reversed(game.state.events_deck))
        """The High Noon events still to come, next first (the stack lies face up, in a fixed order)."""
        self.fresh_deal = game.setup is not None and not game.log
        """A game just dealt: its history (the deal) is played as animation; else it is shown as it stands
        (a loaded save, a lesson), without replaying the animations."""
        self.sight = TableSight(self, self.session.human_seats)
        self.model = self.sight.opening_model()
        self.events = EventPlayer(self.model, self._spot, self._event_done, self._event_started,
                                  self.sight.redact, self._aims, self._bursts)
        self.shown = 0
        """How many events of the game's history have been animated (and logged)."""
        self.log: list[str] = []
        self.log_version = 0
        """Counts the times the log was written anew (another viewer, another language)."""
        self.writer = self._log_writer()
        if self.fresh_deal:
            self.events.add(list(game.history))
        else:
            self.shown = len(game.history)
            self.rebuild_log()
        self.log_scroll = 0
        self.card_sound_timer = 0.0
        self.ai_timer = 0.0
        self.over_timer = 0.0
        self.handover_open = False
        self.out_offered = False
        self.choice = TableChoice(self)
        self.message = ""
        self.message_timer = 0.0
        self.buttons: list[Button] = []
        self.mouse: tuple[int, int] = (0, 0)
        self.renderer = CardRenderer(ctx.assets, ctx.tr)
        self.follow_suit_in_force()
        self.drawer = TableDrawer(self)
        self.focus = TableFocus(self)
        self.input = TableInput(self)
        self._layout_cache: tuple[tuple[int, int], TableLayout] | None = None
        self._buttons_key: Any = None
        self._language = ctx.tr.language
        if self.keeps_saves and ctx.games is not None:
            ctx.games.watch(self.session, series_game(series))
        self.coach = coach or Coach()
        """Hints and tips in an ordinary game, the lesson's script in a lesson, none in a replay (``tablecoach``):
        handed in by whoever opens the table (``ctx.screens``)."""
        self.coach.attach(self)

    @property
    def viewer(self) -> int:
        """Whose private cards the screen shows; -1 while they are covered."""
        return self.sight.viewer

    @property
    def anchor(self) -> int:
        return self.sight.anchor

    @property
    def hot_seat(self) -> bool:
        return self.sight.hot_seat

    @property
    def revealed(self) -> bool:
        return self.sight.revealed

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

    def _aims(self, event: Event) -> tuple[int, ...]:
        return attack_targets(event, self.session.game.state.cards, [seat.alive for seat in self.model.seats])

    def _bursts(self, event: Event) -> tuple[tuple[BurstKind, int], ...]:
        return bursts_for(event, self.session.game.state.cards)

    # --- the log ----------------------------------------------------------------------

    def _log_writer(self) -> LogWriter:
        names = [seat.name for seat in self.config.seats]
        characters = [seat.character for seat in self.model.seats]
        game = self.session.game
        state = game.state
        opening = None
        if game.setup is None:  # set up with cards already held (a lesson's table, a test's): no deal to log
            now = Holdings(tuple(len(player.hand) for player in state.players),
                           tuple(frozenset(player.in_play) for player in state.players))
            opening = Holdings.before(now, game.history)
        return LogWriter(names, characters, state.cards, self.ctx.tr, self.viewer, opening)

    def rebuild_log(self) -> None:
        """Write the log again for the current viewer and language, up to what has been shown."""
        self.log = []
        self.log_version += 1
        self.writer = self._log_writer()
        for event in self.session.game.history[:self.shown]:
            self.log.extend(self.writer.lines(self.sight.redact(event)))

    def _event_started(self, event: Event) -> None:
        sound = "cost" if self.events.paying else sound_for(event)
        if sound is None:
            return
        if sound == "card":
            if self.card_sound_timer > 0:
                return
            self.card_sound_timer = CARD_SOUND_GAP
        self.ctx.play(sound)

    def _event_done(self, event: Event) -> None:
        self.shown += 1
        self.log.extend(self.writer.lines(event))
        if isinstance(event, EventRevealed):
            self.follow_suit_in_force()

    def follow_suit_in_force(self) -> None:
        """Faces and tooltips show the suit every card counts as (Curse, Blessing): the rules' view of the
        table says which, once the event's reveal has been shown."""
        forced = self.session.game.view_for(self.anchor).table.forced_suit
        event = self.model.event
        self.renderer.suit_in_force = (forced, event) if forced is not None and event is not None else None

    # --- lifecycle ----------------------------------------------------------------------

    def pause(self) -> None:
        """A scene on top (pause menu, handover, rules): at a hot-seat table nothing private stays visible."""
        if self.hot_seat and self.viewer != NOBODY and not self.revealed:
            self.sight.cover()

    def exit(self) -> None:
        """Left for good: the table's pictures go now, not whenever the collector finds the table."""
        self.renderer.clear_cache()
        self.drawer.forget_pictures()

    def resume(self) -> None:
        """Back from the settings, say: the language may have changed; what the pointer was left on when the
        scene on top closed shows no tooltip until the pointer moves."""
        self.drawer.hold_tooltip()
        if self.ctx.tr.language != self._language:
            self._language = self.ctx.tr.language
            self.renderer = CardRenderer(self.ctx.assets, self.ctx.tr)
            self.follow_suit_in_force()
            self.rebuild_log()
        self._buttons_key = None

    # --- flow -----------------------------------------------------------------------

    @property
    def awaiting_me(self) -> bool:
        """The viewer must decide now, and every animation has played."""
        return self.events.idle and self.session.waiting_human == self.viewer and self.viewer != NOBODY

    def legal(self) -> list[Action]:
        return self.session.game.legal_actions(self.viewer) if self.awaiting_me else []

    def humans_in_game(self) -> bool:
        players = self.session.game.state.players
        return any(players[seat].alive for seat in self.session.human_seats)

    def update(self, dt: float) -> None:
        self.coach.update(dt)
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
                self.ctx.go(self.ctx.screens.results(self.config, self.session, self.series))
                self.over_timer = -1e9
            return
        if self.session.human_seats and not self.humans_in_game() and not self.out_offered:
            self._offer_out()
            return
        human = self.session.waiting_human
        if human is not None:
            if human != self.viewer and not self.handover_open:
                if self.hot_seat and not self.sight.still_at_the_screen(human):
                    self.handover_open = True
                    name = self.config.seats[human].name
                    self.ctx.stack.push(HandoverScene(self.ctx, name, lambda: self._hand_over(human), self.open_pause,
                                                      self.called_for))
                else:
                    self.sight.become(human)
            return
        self.ai_timer += dt
        speed = self.ctx.options.animation_speed
        delay = self.ctx.options.ai_delay / speed if speed > 0 else 0.0
        if self.ai_timer >= delay:
            self.ai_timer = 0.0
            self.events.add(self.session.step_ai())

    def _hand_over(self, human: int) -> None:
        self.handover_open = False
        self.sight.become(human)

    def _offer_out(self) -> None:
        self.out_offered = True
        self.sight.reveal()
        self._buttons_key = None
        self.ctx.stack.push(OutOfGameScene(self.ctx, several=self.hot_seat, skip=self.skip_to_result,
                                           watch=lambda: None))

    def offers_skip(self) -> bool:
        """The viewer is out and watches: he may still skip to the result."""
        return self.out_offered and not self.session.game.over

    def skip_to_result(self) -> None:
        """Let the AI finish the game at once; the results follow."""
        game = self.session.game
        for _ in range(SKIP_LIMIT):
            if game.over or self.session.waiting_human is not None:
                break
            self.events.add(self.session.step_ai())
        self.events.finish_all()
        self.over_timer = GAME_OVER_DELAY

    def submit(self, action: Action) -> None:
        """Send the viewer's decision to the core; a refusal is shown, nothing changes."""
        self.reset_choice()
        try:
            events = self.session.submit(self.viewer, action)
        except IllegalActionError as error:
            self.show_refusal(error, action)
            return
        self.events.add(events)
        if self.hot_seat and self.session.game.decider != self.viewer:
            self.sight.cover()

    def reset_choice(self) -> None:
        self.choice.reset()

    def show_refusal(self, error: IllegalActionError, action: Action | None = None) -> None:
        params = dict(error.params)
        for key in ("card", "expected"):
            if isinstance(params.get(key), str):
                params[key] = self.ctx.tr.gettext(params[key])
        self.message = self.coach.refusal_text(self.ctx.tr.gettext(error.key).format(**params), action)
        self.message_timer = MESSAGE_TIME

    def explain(self, action: Action) -> None:
        """Show why ``action`` is refused. A card played with a made-up target is also tried without one, so
        that the reason given is the card's own, not "it takes no target"."""
        game = self.session.game
        refusal = game.refusal(self.viewer, action)
        if refusal is not None and refusal.key in (messages.NEEDS_TARGET, messages.NO_TARGET_WANTED) and (
                isinstance(action, PlayCard)):
            other = PlayCard(action.card, None if action.target is not None else self.nearest_other(),
                             action.target_card, action.cost)
            better = game.refusal(self.viewer, other)
            if better is not None and better.key not in (messages.NEEDS_TARGET, messages.NO_TARGET_WANTED):
                refusal = better
        if refusal is not None:
            self.show_refusal(refusal, action)

    def restart(self) -> None:
        """A new deal with the same table and options; in a series, this game of the series dealt again.

        The player chose to give this game up: it leaves the autosave rather than being kept as a saved game."""
        if self.keeps_saves and self.ctx.games is not None:
            self.ctx.games.abandon(self.session)
        config = self.config if self.series is not None else replace(self.config, seed=self.config.seed + 1,
                                                                       characters=())
        self.ctx.go(TableScene(self.ctx, config, coach=self.coach.fresh(), series=self.series))

    def open_pause(self) -> None:
        """The pause menu; a table that keeps no saves (a lesson, a replay) offers no "Save game"."""
        self.ctx.stack.push(self.ctx.screens.pause(self.restart, self.session if self.keeps_saves else None))

    def called_for(self) -> str:
        """What the awaited player is called to the screen for, said to the whole table."""
        called = called_for(self.session.game)
        return translated(self.ctx.tr, called) if called is not None else ""

    def prompt(self) -> Prompt | None:
        return prompt_for(self.session.game) if self.awaiting_me else None

    # --- what can be clicked (the decision in progress is ``self.choice``'s) ---------------

    @property
    def selected(self) -> int | None:
        return self.choice.selected

    @property
    def ability_mode(self) -> bool:
        return self.choice.ability_mode

    @property
    def ability_cards(self) -> list[int]:
        return self.choice.ability_cards

    @property
    def kit_cards(self) -> list[int]:
        return self.choice.kit_cards

    @property
    def chooser_target(self) -> int | None:
        return self.choice.chooser()[0]

    def card_actions(self, card: int) -> list[Action]:
        """The legal decisions that use ``card`` (played, answered with, discarded, picked)."""
        return [a for a in self.legal() if getattr(a, "card", None) == card]

    def playable_cards(self) -> set[int]:
        return self.choice.playable_cards()

    def chip_cards(self) -> set[int]:
        return self.choice.chip_cards()

    def target_seats(self) -> set[int]:
        return self.choice.target_seats()

    def pick_options(self) -> list[int]:
        return self.choice.pick_options()

    def chooser_options(self) -> list[TargetCard]:
        """Cards of the chooser overlay (FROM_HAND: a random hand card)."""
        return self.choice.chooser()[1]

    def nearest_other(self) -> int | None:
        """A target to explain a refusal with: the next living player clockwise."""
        seats = self.model.seats
        count = len(seats)
        for step in range(1, count):
            seat = (self.viewer + step) % count
            if seats[seat].alive:
                return seat
        return None

    # --- input ------------------------------------------------------------------------

    def click_hand(self, card: int) -> None:
        self.choice.click_hand(card)

    def click_in_play(self, owner: int, card: int) -> None:
        self.choice.click_in_play(owner, card)

    def click_seat(self, seat: int) -> None:
        self.choice.click_seat(seat)

    def click_pick(self, card: int) -> None:
        self.choice.click_pick(card)

    def click_choose(self, card: TargetCard) -> None:
        self.choice.click_choose(card)

    def cancel(self) -> bool:
        return self.choice.cancel()

    def confirm(self) -> None:
        self.choice.confirm()

    def toggle_ability(self) -> None:
        self.choice.toggle_ability()

    def prompt_buttons(self) -> list[Button]:
        """Buttons for the current decision, rebuilt when it changes."""
        key = (self.ctx.size, len(self.session.game.log), self.awaiting_me, tuple(self.choice.steps),
               tuple(self.kit_cards), self.ctx.tr.language, self.ctx.text_scale,
               self.offers_skip())
        if key == self._buttons_key:
            return self.buttons
        self._buttons_key = key
        specs = button_specs(self)
        rects = button_rects([spec.label for spec in specs], self.layout.prompt, self.drawer.button_font(),
                             self.layout.scale, self.layout.hand)
        self.buttons = [Button(rect, spec.label, spec.on_click, hotkey=spec.hotkey) for spec, rect in
                        zip(specs, rects, strict=True)]
        return self.buttons

    # --- keyboard focus ----------------------------------------------------------------

    def focus_items(self) -> list[FocusItem]:
        return self.focus.items()

    @property
    def focused(self) -> FocusItem | None:
        return self.focus.focused

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.coach.handle_event(event) or self.input.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)
        self.coach.draw(surface)
        self.drawer.draw_tooltip(surface)


__all__ = ["FROM_HAND", "TableScene"]
