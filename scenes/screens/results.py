"""The end of a game: who won, every role revealed, a few statistics; in a series its table and the next game;
play again or back to the menu."""
from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.events import CardPlayed, LifeLost, PlayerEliminated, TurnStarted
from game.roles import Role
from game.series import Series
from game.session import Session
from scenes.app.context import AppContext
from scenes.app.i18n import N_, Translator
from scenes.app.scene import Scene
from scenes.art.portraits import PortraitState, portrait, portrait_state
from scenes.table.config import TableConfig
from scenes.text.cards import character_text, role_name
from scenes.text.lists import names_list
from scenes.text.log_texts import SIDE_NAMES
from scenes.ui import theme
from scenes.ui.text_sizes import LEGIBLE_SIZE, text_size
from scenes.ui.widgets import Button, blit_text, draw_backdrop, draw_panel, wrap

WON_BY = {"target": N_("As the {role}, eliminated his target"),
          "last_alive": N_("As the {role}, the last one standing")}
"""How a 3-player game was won."""
ROLE_COLUMNS: dict[Role, str] = {
    Role.SHERIFF: N_("Wins as Sheriff"),
    Role.DEPUTY: N_("Wins as Deputy"),
    Role.OUTLAW: N_("Wins as Outlaw"),
    Role.RENEGADE: N_("Wins as Renegade"),
}

Faces = tuple[int, list[tuple[str, PortraitState]]]
"""A column of the results and each row's portrait: the character and how he ended (alive or dead)."""


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


def series_line(tr: Translator, series: Series) -> str:
    """Where a series stands: the games played, the leaders ("Earl, Faye and Gus lead with 1 win")."""
    played = len(series.records)
    table = series.table()
    best = max((line.wins for line in table.values()), default=0)
    leaders = [name for name, line in table.items() if line.wins == best]
    who = names_list(tr, leaders)
    wins = tr.ngettext("{count} win", "{count} wins", best).format(count=best)
    if series.finished:
        return tr.ngettext("The series is over: {players} won it with {wins}.",
                           "The series is over: {players} won it with {wins}.", len(leaders)).format(
            players=who, wins=wins)
    if series.planned is None:
        done = tr.ngettext("Series: {count} game played", "Series: {count} games played", played).format(
            count=played)
    else:
        done = tr.gettext("Series: game {number} of {total} played").format(number=played, total=series.planned)
    lead = tr.ngettext("{players} leads with {wins}", "{players} lead with {wins}", len(leaders)).format(
        players=who, wins=wins) if best else ""
    return f"{done}. {lead}." if lead else f"{done}."


class ResultsScene(Scene):
    """Who won and how; every role; a few statistics. In a series the game is recorded, the series table is
    shown (Tab switches between it and this game's table) and the next game is offered."""

    def __init__(self, ctx: AppContext, config: TableConfig, session: Session, series: Series | None = None) -> None:
        super().__init__(ctx)
        self.config = config
        self.session = session
        self.series = series
        self.turns, self.stats = game_stats(session)
        self.buttons: list[Button] = []
        self._built_for: object = None
        self.showing_series = series is not None
        """Which table is shown: the series' (the default in a series) or this game's."""
        self.record_problem = ""
        if series is not None and session.game.over:
            try:
                series.record(session.game)
            except ValueError as error:  # a game dealt outside the series (never by the table itself)
                self.record_problem = str(error)

    # --- what the buttons do -----------------------------------------------------------

    def _again(self) -> None:
        series, screens = self.series, self.ctx.screens
        if series is not None and not series.finished:
            self.ctx.go(screens.table(self.config.for_game(series), series=series))
            return
        if series is None:
            self.ctx.go(screens.table(replace(self.config, seed=self.config.seed + 1, characters=())))
            return
        fresh = Series(series.names, series.seed + len(series.records), series.rules, series.planned)
        self.ctx.go(screens.table(replace(self.config, characters=()).for_game(fresh), series=fresh))

    def _menu(self) -> None:
        self.ctx.stack.reset(self.ctx.screens.menu())

    def _watch(self) -> None:
        game = self.session.game
        if game.setup is not None:
            self.ctx.go(self.ctx.screens.replay(self.config.seats, game.setup, game.log), replace=False)

    def keeping_notice(self) -> str:
        """What went wrong keeping this game (its replay, the statistics), once the writer has tried."""
        games = self.ctx.games
        if games is None:
            return ""
        return "\n".join(problem.describe(self.ctx.tr) for problem in games.keeping_problems(self.session))

    def _keep_again(self) -> None:
        if self.ctx.games is not None:
            self.ctx.games.keep_again()

    def _toggle(self) -> None:
        self.showing_series = not self.showing_series
        self._built_for = None

    def again_label(self) -> str:
        tr = self.ctx.tr
        series = self.series
        if series is None:
            return tr.gettext("Play again")
        if series.finished:
            return tr.gettext("New series")
        if series.planned is None:
            return tr.gettext("Next game")
        return tr.gettext("Next game ({number} of {total})").format(number=len(series.records) + 1,
                                                                      total=series.planned)

    def _build(self) -> None:
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        tr = self.ctx.tr
        font = self.button_font()
        labels = [self.again_label(), tr.gettext("Watch replay"), tr.gettext("Menu")]
        if self.series is not None:
            labels.insert(1, tr.gettext("This game") if self.showing_series else tr.gettext("Series table"))
        unkept = bool(self.keeping_notice())
        if unkept:
            labels.insert(-1, tr.gettext("Try again"))
        gap = max(8, int(24 * s))
        widths = [max(int(320 * s), font.size(label)[0] + max(16, int(40 * s))) for label in labels]
        total = sum(widths) + gap * (len(widths) - 1)
        if total > w - 2 * gap:
            widths = [(w - gap * (len(widths) + 1)) // len(widths)] * len(widths)
            total = sum(widths) + gap * (len(widths) - 1)
        height = max(int(64 * s), font.get_linesize() + 12)
        y = h - height - max(8, int(h * 0.04))
        x = (w - total) // 2
        actions = [(self._again, pygame.K_RETURN), (self._watch, pygame.K_w), (self._menu, pygame.K_ESCAPE)]
        if self.series is not None:
            actions.insert(1, (self._toggle, pygame.K_TAB))
        if unkept:
            actions.insert(-1, (self._keep_again, pygame.K_k))
        self.buttons = []
        for label, width, (action, hotkey) in zip(labels, widths, actions, strict=True):
            self.buttons.append(Button(pygame.Rect(x, y, width, height), label, action, hotkey=hotkey))
            x += width + gap
        self._built_for = self._layout_key()

    def _layout_key(self) -> object:
        return (self.ctx.size, self.ctx.tr.language, self.showing_series, bool(self.keeping_notice()))

    def button_font(self) -> pygame.font.Font:
        return self.ctx.assets.font(text_size(self.ctx.size, 28, self.ctx.text_scale))

    def _ensure_built(self) -> None:
        if self._built_for != self._layout_key():
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._ensure_built()
        return any(button.handle_event(event) for button in self.buttons)

    # --- drawing ----------------------------------------------------------------------------

    def title(self) -> tuple[str, str]:
        """The headline and the line under it."""
        tr = self.ctx.tr
        outcome = self.session.game.outcome
        turns = tr.ngettext("{count} turn played", "{count} turns played", self.turns).format(count=self.turns)
        if outcome is None:
            return "", turns
        if outcome.reason and outcome.winners:
            winner = self.session.game.state.players[outcome.winners[0]]
            headline = tr.gettext("{player} wins!").format(player=winner.name)
            how = tr.gettext(WON_BY[outcome.reason]).format(role=tr.gettext(role_name(winner.role.value)))
            return headline, f"{how} · {turns}"
        return tr.gettext("Victory for {side}!").format(side=tr.gettext(SIDE_NAMES[outcome.side])), turns

    def series_line(self) -> str:
        """Where the series stands: the game just played, the leaders."""
        return series_line(self.ctx.tr, self.series) if self.series is not None else ""

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_built()
        draw_backdrop(surface)
        w, h = surface.get_size()
        size, ts = self.ctx.size, self.ctx.text_scale
        headline, subtitle = self.title()
        title = self.ctx.assets.font(text_size(size, 60), "title")
        blit_text(surface, headline, title, (w // 2, int(h * 0.07)), theme.ACCENT, "center")
        font = self.ctx.assets.font(text_size(size, 24, ts))
        y = int(h * 0.07) + title.get_linesize() // 2 + font.get_linesize() // 2
        if self.session.human_seats:
            hints = self.session.hints_used
            subtitle += " · " + self.ctx.tr.ngettext("{count} hint used", "{count} hints used", hints).format(
                count=hints)
        lines = [subtitle] + ([self.series_line()] if self.series is not None else [])
        for line in lines:
            while font.size(line)[0] > w - 20 and len(line) > 3:
                line = line[:-2] + "…"
            blit_text(surface, line, font, (w // 2, y), theme.MUTED, "center")
            y += font.get_linesize()
        top = y + font.get_linesize() // 2
        notice = self.keeping_notice()
        if notice:
            top = self.draw_notice(surface, notice, font, top)
        bottom = self.buttons[0].rect.top - max(8, int(h * 0.03)) if self.buttons else int(h * 0.85)
        table = pygame.Rect(int(w * 0.04), top, int(w * 0.92), max(40, bottom - top))
        draw_panel(surface, table)
        if self.showing_series and self.series is not None:
            self.draw_series(surface, table)
        else:
            self.draw_game(surface, table)
        button_font = self.button_font()
        for button in self.buttons:
            button.draw(surface, button_font)

    def draw_notice(self, surface: pygame.Surface, notice: str, font: pygame.font.Font, top: int) -> int:
        """The game could not be kept: said above the table, in a red frame; the y below it."""
        w = surface.get_width()
        pad = max(4, font.get_linesize() // 3)
        lines = [line for part in notice.split("\n") for line in wrap(part, font, int(w * 0.9) - 2 * pad)]
        box = pygame.Rect(int(w * 0.04), top, int(w * 0.92), len(lines) * font.get_linesize() + 2 * pad)
        draw_panel(surface, box)
        pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            blit_text(surface, line, font, (box.left + pad, box.top + pad + i * font.get_linesize()), theme.TEXT)
        return box.bottom + pad

    def _rows(self, surface: pygame.Surface, table: pygame.Rect, headers: list[str], columns: list[float],
              rows: list[tuple[list[str], bool]], faces: Faces | None = None) -> None:
        """Headers and rows in columns (fractions of the table's width); a highlighted row is drawn green.
        A cell too wide for its column is drawn in a smaller font. ``faces``: a column and each row's portrait,
        set before that column's text."""
        size, ts = self.ctx.size, self.ctx.text_scale
        row_h = int(min(text_size(size, 52, ts), table.height / (len(rows) + 1.5)))
        nominal = max(LEGIBLE_SIZE, min(text_size(size, 26, ts), int(row_h * 0.62)))
        font = self.ctx.assets.font(nominal)
        small = self.ctx.assets.font(max(LEGIBLE_SIZE, int(nominal * 0.85)))
        y = table.top + max(4, row_h // 3)
        edges = [*columns[1:], 1.0]
        for x, end, header in zip(columns, edges, headers, strict=True):
            room = int(table.width * (end - x)) - 6
            lines = wrap(header, small, room)[:2]  # a long header takes two lines
            top = y - (small.get_linesize() // 2 if len(lines) > 1 else 0)
            for i, line in enumerate(lines):
                blit_text(surface, line, small, (table.left + int(table.width * x), top + i * small.get_linesize()),
                          theme.ACCENT)
        face = max(8, row_h - 6)
        for number, (cells, highlighted) in enumerate(rows):
            y += row_h
            for column, (x, end, cell) in enumerate(zip(columns, edges, cells, strict=True)):
                left = table.left + int(table.width * x)
                room = int(table.width * (end - x)) - 6
                if faces is not None and column == faces[0]:
                    picture = portrait(faces[1][number][0], face, faces[1][number][1])
                    surface.blit(picture, (left, y + font.get_linesize() // 2 - face // 2))
                    left, room = left + face + 6, room - face - 6
                shown_font = font if font.size(cell)[0] <= room else small
                blit_text(surface, cell, shown_font, (left, y), theme.GOOD if highlighted else theme.TEXT)

    def draw_game(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        tr = self.ctx.tr
        outcome = self.session.game.outcome
        headers = [tr.gettext("Player"), tr.gettext("Character"), tr.gettext("Role"), tr.gettext("Result"),
                   tr.gettext("Cards played"), tr.gettext("Damage dealt"), tr.gettext("Eliminations")]
        columns = [0.02, 0.15, 0.36, 0.5, 0.64, 0.77, 0.89]
        winners = set(outcome.winners) if outcome else set()
        rows = []
        players = self.session.game.state.players
        faces = (1, [(player.character, portrait_state(player.alive, False)) for player in players])
        for seat, player in enumerate(self.session.game.state.players):
            stat = self.stats[seat]
            won = seat in winners
            rows.append(([
                player.name,
                tr.gettext(character_text(player.character).name),
                tr.gettext(role_name(player.role.value)),
                (tr.gettext("won") if won else tr.gettext("lost")) + ("" if player.alive else " †"),
                str(stat.cards_played),
                str(stat.damage_dealt),
                str(stat.eliminations),
            ], won))
        self._rows(surface, table, headers, columns, rows, faces)

    def draw_series(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        """Each player's games and wins in the series, and his wins by role."""
        series = self.series
        assert series is not None
        tr = self.ctx.tr
        headers = [tr.gettext("Player"), tr.gettext("Games"), tr.gettext("Wins")]
        headers += [tr.gettext(ROLE_COLUMNS[role]) for role in Role]
        columns = [0.02, 0.2, 0.3, 0.4, 0.55, 0.7, 0.85]
        standings = series.table()
        best = max((line.wins for line in standings.values()), default=0)
        rows = []
        for name, line in standings.items():
            cells = [name, str(line.games), str(line.wins), *(str(line.wins_by_role[role]) for role in Role)]
            rows.append((cells, best > 0 and line.wins == best))
        self._rows(surface, table, headers, columns, rows)
        if self.record_problem:
            note = self.ctx.assets.font(LEGIBLE_SIZE)
            blit_text(surface, self.record_problem, note, (table.left + 8, table.bottom - note.get_linesize() - 4),
                      theme.DANGER)
