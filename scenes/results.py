"""The end of a game: who won, every role revealed, a few statistics; play again or back to the menu."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.events import CardPlayed, LifeLost, PlayerEliminated, TurnStarted
from game.session import Session
from scenes import theme
from scenes.context import AppContext
from scenes.logtext import SIDE_NAMES
from scenes.scene import Scene
from scenes.setup import TableConfig
from scenes.texts import character_text, role_name
from scenes.widgets import Button, blit_text, draw_panel


@dataclass
class SeatStats:
    cards_played: int = 0
    damage_dealt: int = 0
    eliminations: int = 0


def game_stats(session: Session) -> tuple[int, list[SeatStats]]:
    """Turns played and per-seat statistics, from the public history."""
    stats = [SeatStats() for _ in session.seats]
    turns = 0
    for event in session.game.history:
        if isinstance(event, TurnStarted):
            turns += 1
        elif isinstance(event, CardPlayed) and not event.as_answer:
            stats[event.player].cards_played += 1
        elif isinstance(event, LifeLost) and event.source is not None and event.source != event.player:
            stats[event.source].damage_dealt += event.amount
        elif isinstance(event, PlayerEliminated) and event.killer is not None and event.killer != event.player:
            stats[event.killer].eliminations += 1
    return turns, stats


class ResultsScene(Scene):
    def __init__(self, ctx: AppContext, config: TableConfig, session: Session) -> None:
        super().__init__(ctx)
        self.config = config
        self.session = session
        self.turns, self.stats = game_stats(session)
        self.buttons: list[Button] = []
        self._built_for: tuple[int, int] | None = None

    def _again(self) -> None:
        from scenes.table import TableScene

        self.ctx.go(TableScene(self.ctx, TableConfig(self.config.seats, self.config.seed + 1, self.config.ask_always)))

    def _menu(self) -> None:
        from scenes.menu import MenuScene

        self.ctx.stack.reset(MenuScene(self.ctx))

    def _watch(self) -> None:
        from scenes.replayscene import ReplayScene

        game = self.session.game
        if game.setup is not None:
            self.ctx.go(ReplayScene(self.ctx, self.config.seats, game.setup, game.log), replace=False)

    def _build(self) -> None:
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        width, height = int(320 * s), int(64 * s)
        y = int(h * 0.88)
        tr = self.ctx.tr
        gap = int(24 * s)
        left = w // 2 - (3 * width + 2 * gap) // 2
        self.buttons = [
            Button(pygame.Rect(left, y, width, height), tr.gettext("Play again"), self._again,
                   hotkey=pygame.K_RETURN),
            Button(pygame.Rect(left + 2 * (width + gap), y, width, height), tr.gettext("Menu"), self._menu,
                   hotkey=pygame.K_ESCAPE),
            Button(pygame.Rect(left + width + gap, y, width, height), tr.gettext("Watch replay"), self._watch,
                   hotkey=pygame.K_w),
        ]
        self._built_for = self.ctx.size

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._built_for != self.ctx.size:
            self._build()
        return any(button.handle_event(event) for button in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        if self._built_for != self.ctx.size:
            self._build()
        tr = self.ctx.tr
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        outcome = self.session.game.outcome
        side = tr.gettext(SIDE_NAMES[outcome.side]) if outcome else ""
        title = self.ctx.assets.font(int(60 * s), "title")
        blit_text(surface, tr.gettext("Victory for {side}!").format(side=side), title, (w // 2, int(h * 0.09)),
                  theme.ACCENT, "center")
        font = self.ctx.assets.font(int(26 * s))
        played = tr.ngettext("{count} turn played", "{count} turns played", self.turns).format(count=self.turns)
        hints = self.session.hints_used
        if self.session.human_seats:
            played += " · " + tr.ngettext("{count} hint used", "{count} hints used", hints).format(count=hints)
        blit_text(surface, played, font, (w // 2, int(h * 0.16)), theme.MUTED, "center")
        table = pygame.Rect(int(w * 0.08), int(h * 0.21), int(w * 0.84), int(h * 0.62))
        draw_panel(surface, table)
        headers = [tr.gettext("Player"), tr.gettext("Character"), tr.gettext("Role"), tr.gettext("Result"),
                   tr.gettext("Cards played"), tr.gettext("Damage dealt"), tr.gettext("Eliminations")]
        columns = [0.02, 0.17, 0.36, 0.5, 0.64, 0.77, 0.89]
        row_h = int(min(56 * s, table.height / (len(self.session.seats) + 1.5)))
        y = table.top + int(14 * s)
        small = self.ctx.assets.font(int(22 * s))
        for x, header in zip(columns, headers, strict=True):
            blit_text(surface, header, small, (table.left + int(table.width * x), y), theme.ACCENT)
        winners = set(outcome.winners) if outcome else set()
        for seat, player in enumerate(self.session.game.state.players):
            y += row_h
            stat = self.stats[seat]
            won = seat in winners
            cells = [
                player.name,
                tr.gettext(character_text(player.character).name),
                tr.gettext(role_name(player.role.value)),
                (tr.gettext("won") if won else tr.gettext("lost")) + ("" if player.alive else " †"),
                str(stat.cards_played),
                str(stat.damage_dealt),
                str(stat.eliminations),
            ]
            for x, cell in zip(columns, cells, strict=True):
                blit_text(surface, cell, font, (table.left + int(table.width * x), y),
                          theme.GOOD if won else theme.TEXT)
        button_font = self.ctx.assets.font(int(28 * s))
        for button in self.buttons:
            button.draw(surface, button_font)
