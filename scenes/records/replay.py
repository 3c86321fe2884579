"""Watching a finished game again: the table as it was, driven by the game's own log instead of its players.

The scene is the table scene with every seat played by the log (``game.replay.Replay``): nothing can be
clicked on the table and no handover is needed. A control bar over the prompt line plays and pauses,
steps one decision forward or back, jumps to the previous or next turn (or to a turn typed as a number, or
clicked on the time line), changes the speed, and chooses whose eyes to watch with: one seat's (his hand,
the log as he saw it) or everybody's ("all hands": every role and hand, the log in full).

Keys: Space play/pause, Right/Left one decision, Page Down/Up (or Down/Up) next/previous turn, Home/End,
+/- speed, V whose view, digits then Enter a turn, Escape back.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.actions import Action
from game.replay import Replay
from game.session import SeatConfig, Session
from game.setup import GameSetup
from scenes.app.context import AppContext
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.text.log import LogWriter
from scenes.ui import theme
from scenes.ui.widgets import Button, blit_text, draw_panel, fit_text, move_focus

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
STEP_PAUSE = 0.35
"""Seconds between two decisions while playing at 1x, once the animations of the first have run."""
WATCHED = "random"
"""The kind the replay gives every seat: an AI that is never asked (the log decides), so no seat takes input."""
MAX_TURN_DIGITS = 4


@dataclass
class Control:
    """A control of the bar: a button drawn as an icon or a label, its help and its key."""

    name: str
    button: Button
    icon: str = ""
    help: str = ""


class ReplayScene(TableScene):
    keeps_saves = False

    def __init__(self, ctx: AppContext, seats: tuple[SeatConfig, ...], setup: GameSetup,
                 log: list[tuple[int, Action]]) -> None:
        self.replay = Replay(setup, log)
        self.watcher: int | None = None
        """The seat whose view is shown; None: every hand ("all hands")."""
        config = TableConfig(seats, setup.seed, setup.rules.ask_always)
        watched = [SeatConfig(seat.name, WATCHED) for seat in seats]
        super().__init__(ctx, config, Session(watched, setup.seed, ask_always=setup.rules.ask_always,
                                              game=self.replay.game))
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.step_timer = 0.0
        self.typed = ""
        """A turn number being typed."""
        self.controls: list[Control] = []
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self._controls_key: object = None
        self.show()

    # --- what is shown ----------------------------------------------------------------------

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def show(self) -> None:
        """Show the replay's table as it stands, at once, through the chosen eyes."""
        events = self.events
        events.queue.clear()
        events.current = None
        events.floaters.clear()
        self.session.game = self.replay.game
        self.shown = len(self.replay.game.history)
        sight = self.sight
        sight.revealed = False
        sight.become(self.watcher if self.watcher is not None else sight.anchor)
        if self.watcher is None:
            sight.reveal()
        self.follow_suit_in_force()
        self.reset_choice()
        self._controls_key = None

    def _log_writer(self) -> LogWriter:
        """All hands: the log names every player (no "you")."""
        writer = super()._log_writer()
        if self.watcher is None:
            writer.viewer = None
        return writer

    def viewer_label(self) -> str:
        tr = self.ctx.tr
        if self.watcher is None:
            return tr.gettext("All hands")
        return tr.gettext("{player}'s view").format(player=self.config.seats[self.watcher].name)

    def next_viewer(self) -> None:
        """All hands, then each seat in turn."""
        count = len(self.config.seats)
        self.watcher = 0 if self.watcher is None else (None if self.watcher + 1 >= count else self.watcher + 1)
        self.show()

    # --- moving through the game ------------------------------------------------------------------

    def toggle_play(self) -> None:
        if self.replay.at_end:
            self.replay.seek(0)
            self.show()
        self.playing = not self.playing
        self.step_timer = STEP_PAUSE
        self._controls_key = None

    def step_forward(self) -> None:
        self.events.finish_all()
        if not self.replay.at_end:
            self.events.add(self.replay.forward())
        if self.replay.at_end:
            self.playing = False
        self._controls_key = None

    def step_back(self) -> None:
        self.playing = False
        self.seek(self.replay.position - 1)

    def seek(self, position: int) -> None:
        self.replay.seek(position)
        self.show()

    def seek_turn(self, turn: int) -> None:
        self.replay.seek_turn(turn)
        self.show()

    def previous_turn(self) -> None:
        """Back to the start of this turn, or of the one before when already there."""
        self.playing = False
        replay = self.replay
        turn = replay.turn
        if turn >= 0 and replay.turn_starts[turn] == replay.position:
            turn -= 1
        self.seek_turn(max(turn, 0))

    def next_turn(self) -> None:
        self.playing = False
        if self.replay.turn + 1 < self.replay.turns:
            self.seek_turn(self.replay.turn + 1)
        else:
            self.seek(self.replay.length)

    def faster(self, step: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))
        self._controls_key = None

    def back(self) -> None:
        self.ctx.stack.pop()

    # --- the frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        base = self.ctx.options.animation_speed
        self.events.speed = base * self.speed
        self.events.update(dt)
        if not self.playing or not self.events.idle:
            return
        if self.replay.at_end:
            self.playing = False
            self._controls_key = None
            return
        self.step_timer += dt
        if self.step_timer >= (STEP_PAUSE / self.speed if base > 0 else 0.0):
            self.step_timer = 0.0
            self.step_forward()

    def pause(self) -> None:
        self.playing = False

    def resume(self) -> None:
        super().resume()
        self._controls_key = None

    def prompt_buttons(self) -> list[Button]:
        return []

    # --- the control bar -----------------------------------------------------------------------------

    def bar_rect(self) -> pygame.Rect:
        prompt = self.layout.prompt
        height = max(prompt.height, self._font().get_linesize() + 10)
        return pygame.Rect(prompt.left, prompt.bottom - height, prompt.width, height)

    def _font(self) -> pygame.font.Font:
        return self.drawer.font(22)

    def _build_controls(self) -> None:
        key = (self.ctx.size, self.ctx.tr.language, self.ctx.text_scale, self.playing, self.speed_index,
               self.watcher, self.replay.position)
        if key == self._controls_key:
            return
        focus = next((i for i, c in enumerate(self.controls) if c.button.focused), -1)
        self._controls_key = key
        tr = self.ctx.tr
        bar = self.bar_rect()
        font = self._font()
        pad = max(2, bar.height // 10)
        size = bar.height - 2 * pad
        x = bar.left + pad
        controls: list[Control] = []

        def add(name: str, action: Callable[[], None], icon: str, label: str, help_text: str,
                hotkey: int | None = None) -> None:
            nonlocal x
            width = size if icon else font.size(label)[0] + 3 * pad + size // 2
            button = Button(pygame.Rect(x, bar.top + pad, width, size), label, action, hotkey=hotkey)
            controls.append(Control(name, button, icon, help_text))
            x += width + pad

        add("previous_turn", self.previous_turn, "previous_turn", "", tr.gettext("Previous turn (Page Up)"))
        add("back", self.step_back, "back", "", tr.gettext("One decision back (Left)"))
        add("play", self.toggle_play, "pause" if self.playing else "play", "",
            tr.gettext("Pause (Space)") if self.playing else tr.gettext("Play (Space)"))
        add("forward", self.step_forward_paused, "forward", "", tr.gettext("One decision forward (Right)"))
        add("next_turn", self.next_turn, "next_turn", "", tr.gettext("Next turn (Page Down)"))
        add("speed", lambda: self.faster(1 if self.speed_index < len(SPEEDS) - 1 else -len(SPEEDS)), "",
            tr.gettext("Speed {speed}").format(speed=speed_text(self.speed)), tr.gettext("Speed (+ and -)"))
        add("viewer", self.next_viewer, "", fit_text(self.viewer_label(), font, font.size("n" * 16)[0]),
            tr.gettext("Whose eyes to watch with (V)"))
        add("done", self.back, "", tr.gettext("Back"), tr.gettext("Back (Escape)"))
        status_width = font.size(self.status_text(999))[0] + 2 * pad
        left = x + pad
        self.timeline = pygame.Rect(left + status_width, bar.top + bar.height // 3,
                                    max(0, bar.right - pad - left - status_width), max(4, bar.height // 3))
        self.controls = controls
        for i, control in enumerate(controls):
            control.button.focused = i == focus

    def step_forward_paused(self) -> None:
        self.playing = False
        self.step_forward()

    def status_text(self, turns: int | None = None) -> str:
        tr = self.ctx.tr
        if self.typed:
            return tr.gettext("Go to turn: {turn}").format(turn=self.typed + "_")
        total = self.replay.turns if turns is None else turns
        return tr.gettext("Turn {turn} of {turns}").format(turn=max(0, self.replay.turn) + 1, turns=total)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.watcher is None:
            self._draw_hands(surface)
        self._build_controls()
        bar = self.bar_rect()
        draw_panel(surface, bar, alpha=245)
        font = self._font()
        for control in self.controls:
            button = control.button
            if control.icon:
                button.label = ""
                button.draw(surface, font)
                _draw_icon(surface, control.icon, button.rect, theme.TEXT)
            else:
                button.draw(surface, font)
        status_left = self.controls[-1].button.rect.right + max(4, bar.height // 5)
        blit_text(surface, self.status_text(), font, (status_left, bar.centery),
                  theme.HIGHLIGHT if self.typed else theme.TEXT, "midleft")
        self._draw_timeline(surface)
        hovered = next((c for c in self.controls if c.button.rect.collidepoint(self.mouse)), None)
        if hovered is not None:
            self._draw_help(surface, hovered.help, hovered.button.rect)

    def _draw_timeline(self, surface: pygame.Surface) -> None:
        line = self.timeline
        if line.width <= 0:
            return
        replay = self.replay
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, line, border_radius=line.height // 2)
        share = replay.position / replay.length if replay.length else 1.0
        done = pygame.Rect(line.left, line.top, max(line.height, int(line.width * share)), line.height)
        pygame.draw.rect(surface, theme.ACCENT, done, border_radius=line.height // 2)
        if replay.length and len(replay.turn_starts) * 4 < line.width:
            for start in replay.turn_starts:
                x = line.left + int(line.width * start / replay.length)
                pygame.draw.line(surface, theme.PANEL, (x, line.top), (x, line.bottom - 1))
        knob = (done.right, line.centery)
        pygame.draw.circle(surface, theme.HIGHLIGHT, knob, max(4, line.height))

    def _draw_help(self, surface: pygame.Surface, text: str, near: pygame.Rect) -> None:
        font = self.drawer.font(20)
        width, height = font.size(text)
        box = pygame.Rect(0, 0, width + 16, height + 8)
        box.midbottom = (near.centerx, near.top - 6)
        box.clamp_ip(surface.get_rect())
        draw_panel(surface, box, alpha=250)
        blit_text(surface, text, font, box.center, theme.TEXT, "center")

    def _draw_hands(self, surface: pygame.Surface) -> None:
        """All hands: each seat's hand by name, in the bottom area (the seats show roles and cards in play)."""
        area = self.layout.hand
        draw_panel(surface, area, alpha=255)
        seats = self.model.seats
        column = area.width // max(1, len(seats))
        title = self.drawer.font(22, "title")
        small = self.drawer.font(20)
        cards = self.session.game.state.cards
        tr = self.ctx.tr
        for index, seat in enumerate(seats):
            left = area.left + index * column + 6
            y = area.top + 4
            colour = theme.TEXT if seat.alive else theme.MUTED
            blit_text(surface, fit_text(seat.name, title, column - 10), title, (left, y), theme.ACCENT)
            y += title.get_linesize()
            names = [tr.gettext(cards[card].name) for card in seat.known_hand or []]
            lines = [fit_text(name, small, column - 10) for name in names] or [tr.gettext("no cards")]
            room = max(1, (area.bottom - 4 - y) // small.get_linesize())
            if len(lines) > room:
                lines = [*lines[:room - 1], tr.gettext("and {count} more").format(count=len(lines) - room + 1)]
            for text in lines:
                blit_text(surface, text, small, (left, y), colour)
                y += small.get_linesize()

    # --- input ------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._build_controls()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for control in self.controls:
                control.button.handle_event(event)
            return super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for control in self.controls:
                if control.button.handle_event(event):
                    return True
            if self.timeline.inflate(0, self.timeline.height * 2).collidepoint(event.pos):
                self._click_timeline(event.pos[0])
                return True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.drawer.pin_help(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            return super().handle_event(event)
        return False

    def _click_timeline(self, x: int) -> None:
        """Jump to the turn under ``x`` on the time line (its start)."""
        replay = self.replay
        if not replay.length:
            return
        position = round((x - self.timeline.left) / max(1, self.timeline.width) * replay.length)
        starts = [start for start in replay.turn_starts if start <= position]
        self.playing = False
        self.seek(starts[-1] if starts else 0)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        digit = event.unicode if event.unicode and event.unicode.isdigit() else ""
        if digit and len(self.typed) < MAX_TURN_DIGITS:
            self.typed += digit
            return True
        if self.typed:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.playing = False
                self.seek_turn(int(self.typed) - 1)
                self.typed = ""
            elif key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
            elif key == pygame.K_ESCAPE:
                self.typed = ""
            return True
        focused = next((c for c in self.controls if c.button.focused), None)
        if focused is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused.button.on_click()
            return True
        actions: dict[int, Callable[[], None]] = {
            pygame.K_SPACE: self.toggle_play,
            pygame.K_RIGHT: self.step_forward_paused,
            pygame.K_LEFT: self.step_back,
            pygame.K_PAGEUP: self.previous_turn,
            pygame.K_UP: self.previous_turn,
            pygame.K_PAGEDOWN: self.next_turn,
            pygame.K_DOWN: self.next_turn,
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.replay.length),
            pygame.K_PLUS: lambda: self.faster(1),
            pygame.K_EQUALS: lambda: self.faster(1),
            pygame.K_KP_PLUS: lambda: self.faster(1),
            pygame.K_MINUS: lambda: self.faster(-1),
            pygame.K_KP_MINUS: lambda: self.faster(-1),
            pygame.K_v: self.next_viewer,
            pygame.K_ESCAPE: self.back,
            pygame.K_TAB: lambda: move_focus(
                [control.button for control in self.controls], -1 if event.mod & pygame.KMOD_SHIFT else 1
            ),
        }
        action = actions.get(key)
        if action is None:
            return False
        if key in (pygame.K_HOME, pygame.K_END):
            self.playing = False
        action()
        return True


def speed_text(speed: float) -> str:
    return f"{speed:g}\N{MULTIPLICATION SIGN}"



def _draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Media icons drawn as shapes: no font has all of them."""
    size = rect.height * 0.42
    cx, cy = rect.center

    def triangle(left: float, pointing: int) -> None:
        tip = left + size * 0.8 if pointing > 0 else left
        base = left if pointing > 0 else left + size * 0.8
        pygame.draw.polygon(surface, colour, [(base, cy - size / 2), (base, cy + size / 2), (tip, cy)])

    def bar(x: float) -> None:
        pygame.draw.rect(surface, colour, pygame.Rect(int(x), int(cy - size / 2), max(2, int(size / 5)), int(size)))

    if icon == "play":
        triangle(cx - size * 0.35, 1)
    elif icon == "pause":
        bar(cx - size * 0.35)
        bar(cx + size * 0.15)
    elif icon == "forward":
        triangle(cx - size * 0.55, 1)
        bar(cx + size * 0.3)
    elif icon == "back":
        bar(cx - size * 0.5)
        triangle(cx - size * 0.25, -1)
    elif icon == "next_turn":
        triangle(cx - size * 0.8, 1)
        triangle(cx - size * 0.1, 1)
    elif icon == "previous_turn":
        triangle(cx - size * 0.7, -1)
        triangle(cx, -1)

