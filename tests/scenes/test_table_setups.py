"""Set-ups at the table: 3 to 8 seats, the 3-player game's open roles and targets, the set-up screen's
choices (expansions, beginner game, series) remembered for the next game, a series played game after game
with the survivors keeping their characters, and any legal decision of an expansions game made through the
table's own input."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.cards import cards_in_game
from game.roles import THREE_PLAYER_TARGET
from game.series import Series
from game.session import SeatConfig
from scenes.app.settings import Settings, SettingsStore
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.table.config import TableConfig
from scenes.table.game_out import OutOfGameScene
from scenes.table.layout import load_layout
from scenes.table.scene import TableScene
from scenes.text.cards import role_name
from tests.scenes.helpers import click, make_ctx, pump, run_until, start, texts_drawn
from tests.scenes.tabledriver import decide

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")


def seats(count: int, human: bool = True) -> tuple[SeatConfig, ...]:
    first = SeatConfig("Ann") if human else SeatConfig("Ann", "random")
    return (first, *(SeatConfig(name, "random") for name in NAMES[1:count]))


# --- the 3-player game -------------------------------------------------------------------------------------


def test_three_players_see_every_role_face_up_and_each_players_target() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(seats(3), seed=4, expansions=("dodge_city",)))
    start(ctx, table)
    pump(ctx, 2)
    roles = [p.role for p in table.session.game.state.players]
    assert [seat.role for seat in table.model.seats] == [role.value for role in roles]
    drawn = texts_drawn(ctx)
    for role in roles:
        target = roles.index(THREE_PLAYER_TARGET[role])
        text = f"Target: {NAMES[target]} ({role_name(roles[target].value)})"
        assert text in drawn, text
    hints = [text() for _, text in table.drawer.seats.hints]
    assert any("wins at once by eliminating" in hint for hint in hints)
    table.model.cover(-1)
    assert all(seat.role is not None for seat in table.model.seats), "open roles stay open when cards are covered"


def test_a_three_player_game_ends_with_its_winner_named() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(seats(3, human=False), seed=8, expansions=("dodge_city",)))
    start(ctx, table)
    run_until(ctx, lambda: isinstance(ctx.stack.top, ResultsScene), limit=20000)
    results = ctx.stack.top
    assert isinstance(results, ResultsScene)
    outcome = table.session.game.outcome
    assert outcome is not None and outcome.reason
    winner = NAMES[outcome.winners[0]]
    headline, subtitle = results.title()
    assert headline == f"{winner} wins!"
    assert subtitle.startswith("As the ")
    assert any(line.startswith(f"Game over: {winner} (") for line in table.log)


# --- 8 seats fit -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", range(3, 9))
def test_every_table_size_fits_without_overlap(size: tuple[int, int], count: int) -> None:
    layout = load_layout(count).scaled(size)
    screen = pygame.Rect((0, 0), size)
    areas = [*layout.seats, layout.deck, layout.discard, layout.check, layout.hand, layout.log, layout.prompt]
    for i, rect in enumerate(areas):
        assert screen.contains(rect)
        assert not any(rect.colliderect(other) for other in areas[i + 1:]), (count, rect)


# --- set-up -----------------------------------------------------------------------------------------------


def test_the_setup_offers_3_to_8_players_the_expansions_the_beginner_game_and_a_series(tmp_path: Path) -> None:
    ctx = make_ctx()
    ctx.store = SettingsStore(tmp_path)
    setup = SetupScene(ctx)
    start(ctx, setup)
    pump(ctx)
    for _ in range(6):
        click(setup.buttons[0].rect.center)
        pump(ctx)
    assert setup.count == 3 and not setup.buttons[0].enabled
    for _ in range(7):
        click(setup.buttons[1].rect.center)
        pump(ctx)
    assert setup.count == 8 and not setup.buttons[1].enabled
    labels = {label for label, _ in setup.option_labels}
    assert {"Dodge City", "High Noon", "Beginner game", "Games"} <= labels
    first = 2 + setup.count
    for index in (first, first + 1, first + 2):  # Dodge City, High Noon, the beginner game: on
        click(setup.buttons[index].rect.center)
        pump(ctx)
    click(setup.buttons[first + 3].rect.center)  # one game -> a series of 3
    pump(ctx)
    assert setup.buttons[first + 3].label == "A series of 3 games"
    click(setup.buttons[-2].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene))
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    rules = table.session.game.state.rules
    assert rules.expansions == ("dodge_city", "high_noon") and rules.beginner
    assert len(table.session.game.state.players) == 8
    assert table.series is not None and table.series.planned == 3
    in_game = len(cards_in_game(rules.expansions, rules.beginner))
    assert table.model.deck_count + sum(s.hand_count for s in table.model.seats) <= in_game
    saved = SettingsStore(tmp_path).load()
    assert (saved.players, saved.dodge_city, saved.high_noon, saved.beginner, saved.series) == (8, True, True,
                                                                                                  True, 3)
    again = SetupScene(replace(ctx, settings=saved))
    assert (again.count, again.dodge_city, again.high_noon, again.beginner, again.series) == (8, True, True, True, 3)


def test_names_typed_are_remembered_and_default_names_follow_the_language() -> None:
    ctx = make_ctx()
    setup = SetupScene(ctx)
    setup.names[1] = "Zed"
    setup.remember()
    assert ctx.settings.seat_names[:3] == ("", "Zed", "")
    czech = SetupScene(replace(ctx, tr=type(ctx.tr)("cs")))
    assert czech.names[1] == "Zed" and czech.names[0] == "Anna"


def test_bad_remembered_setup_values_are_refused_one_by_one(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        '{"version": 1, "players": 9, "seat_kinds": ["human", "random"], "series": 4, "dodge_city": true,'
        ' "seat_names": ["a", "b", "c", "d", "e", "f", "g", "this name is too long"]}')
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings.dodge_city
    assert (settings.players, settings.seat_kinds, settings.series, settings.seat_names) == (
        Settings().players, Settings().seat_kinds, Settings().series, Settings().seat_names)
    assert store.problem is not None
    assert set(store.problem.fields) == {"players", "seat_kinds", "series", "seat_names"}


# --- a series ---------------------------------------------------------------------------------------------


def test_a_series_shows_its_table_offers_the_next_game_and_survivors_keep_their_characters() -> None:
    ctx = make_ctx()
    config = TableConfig(seats(5, human=False), seed=30, expansions=("dodge_city",))
    series = Series(tuple(seat.name for seat in config.seats), config.seed, config.rules(), 2)
    table = TableScene(ctx, config.for_game(series), series=series)
    start(ctx, table)
    run_until(ctx, lambda: isinstance(ctx.stack.top, ResultsScene), limit=20000)
    results = ctx.stack.top
    assert isinstance(results, ResultsScene)
    assert len(series.records) == 1 and results.showing_series
    drawn = texts_drawn(ctx)
    assert {"Games", "Wins", "Wins as Sheriff", "Wins as Renegade"} <= drawn
    assert results.buttons[0].label == "Next game (2 of 2)"
    first = table.session.game.state.players
    click(results.buttons[1].rect.center)  # this game's table
    pump(ctx)
    assert not results.showing_series and "Cards played" in texts_drawn(ctx)
    click(results.buttons[0].rect.center)
    run_until(ctx, lambda: isinstance(ctx.stack.top, TableScene) and ctx.stack.top is not table)
    second = ctx.stack.top
    assert isinstance(second, TableScene) and second.series is series
    for before, after in zip(first, second.session.game.state.players, strict=True):
        if before.alive:
            assert after.character == before.character
    run_until(ctx, lambda: isinstance(ctx.stack.top, ResultsScene), limit=20000)
    pump(ctx)
    final = ctx.stack.top
    assert isinstance(final, ResultsScene) and series.finished
    assert final.buttons[0].label == "New series"
    assert final.series_line().startswith("The series is over:")


def test_restarting_a_series_game_deals_the_same_game_again() -> None:
    ctx = make_ctx()
    config = TableConfig(seats(4), seed=3)
    series = Series(tuple(seat.name for seat in config.seats), config.seed, config.rules(), None)
    table = TableScene(ctx, config.for_game(series), series=series)
    start(ctx, table)
    pump(ctx)
    table.restart()
    pump(ctx, 3)
    again = ctx.stack.top
    assert isinstance(again, TableScene) and again is not table
    assert again.config == table.config and again.series is series
    assert again.session.game.setup == table.session.game.setup, "the same deal"
    plain = TableScene(ctx, replace(config, expansions=("high_noon",)))
    plain.restart()
    pump(ctx, 3)
    restarted = ctx.stack.top
    assert isinstance(restarted, TableScene)
    assert restarted.session.game.state.rules.expansions == ("high_noon",), "a restart keeps the options"


# --- any decision by the table's own input ----------------------------------------------------------------------


OTHERS = ("Bart Cassidy", "Black Jack", "El Gringo", "Paul Regret", "Belle Star", "Molly Stark", "Apache Kid",
          "Elena Fuente")


@pytest.mark.parametrize(("players", "character", "expected", "seed"), [
    (3, "Vera Custer", "ChoosePlayer", 1), (4, "Jose Delgado", "UseAbility", 2),
    (5, "Pat Brennan", "ChooseSource", 1), (6, "Chuck Wengam", "UseAbility", 1),
    (7, "Doc Holyday", "UseAbility", 1), (8, "Kit Carlson", "KeepCards", 1),
])
def test_a_human_makes_any_decision_of_an_expansions_game_by_mouse_and_keys(players: int, character: str,
                                                                            expected: str, seed: int) -> None:
    """Random legal decisions (a random kind first, so that the rare ones come up), each made by clicks and keys
    and checked to be exactly the decision the table sent; to the end of the game. (Seeds chosen so that the
    human lives long enough to meet his character's decision; every seed tried made every decision it chose.)"""
    ctx = make_ctx()
    characters = (character, *OTHERS[:players - 1])
    table = TableScene(ctx, TableConfig(seats(players), seed=seed, expansions=("dodge_city", "high_noon"),
                                        characters=characters))
    start(ctx, table)
    choose = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(20000):
        if isinstance(ctx.stack.top, ResultsScene):
            break
        pump(ctx)
        if isinstance(ctx.stack.top, OutOfGameScene):
            if ctx.stack.top.buttons.buttons:
                click(ctx.stack.top.buttons.buttons[0].rect.center)
            continue
        if table.awaiting_me:
            legal = table.legal()
            kind = choose.choice(sorted({type(a).__name__ for a in legal}))
            action = choose.choice([a for a in legal if type(a).__name__ == kind])
            decide(ctx, table, action)
            kinds.add(kind)
    assert isinstance(ctx.stack.top, ResultsScene)
    assert {"PlayCard", expected} <= kinds
