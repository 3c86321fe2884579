"""Help at the table: every character's ability on hover or right-click, and a log that names what acted."""
from __future__ import annotations

import pygame
import pytest

from game.cards import Suit
from game.events import HIDDEN, AbilityUsed, CardMoved, CheckDrawn, Event, LifeGained, PhaseChanged, Zone
from game.session import SeatConfig, Session
from game.vocabulary import CheckReason
from scenes.app.context import AppContext
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.text.cards import character_text
from tests.scenes.helpers import hover, make_ctx, pump, run_until, start

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl")


def seats(count: int = 5) -> tuple[SeatConfig, ...]:
    return (SeatConfig(NAMES[0]), *(SeatConfig(name, "normal") for name in NAMES[1:count]))


def seed_with(character: str, seat: int | None = None, count: int = 5) -> tuple[int, int]:
    """A seed whose deal gives ``character`` to ``seat`` (any seat but the human's when None), and that seat."""
    for seed in range(1, 3000):
        dealt = [p.character for p in Session(list(seats(count)), seed).game.state.players]
        wanted = [i for i, name in enumerate(dealt) if name == character and ((seat is None and i != 0) or i == seat)]
        if wanted:
            return seed, wanted[0]
    raise AssertionError(f"no seed deals {character}")


def table_at_first_decision(ctx: AppContext, seed: int) -> TableScene:
    table = TableScene(ctx, TableConfig(seats(), seed=seed))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    return table


def feed(ctx: AppContext, table: TableScene, events: list[Event]) -> list[str]:
    """Animate these events on the table; the log lines they add."""
    before = len(table.log)
    table.events.add(events)
    pump(ctx, 3)
    return table.log[before:]


def card_of(table: TableScene, rank: int, suit: Suit) -> int:
    return next(c.id for c in table.session.game.state.cards if c.rank == rank and c.suit is suit)


# --- the character's ability on the table ------------------------------------------------------------


def tooltips_along(ctx: AppContext, table: TableScene, points: list[tuple[int, int]],
                   monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(table.renderer, "tooltip", lambda surface, text, *a, **k: shown.append(text))
    for point in points:
        hover(point)
        pump(ctx)
    monkeypatch.undo()
    return shown


def name_area(table: TableScene, seat: int) -> list[tuple[int, int]]:
    """Points over the upper left quarter of a seat, where its name and character are written."""
    rect = table.seat_rect(seat)
    return [(x, y) for y in range(rect.top + 4, rect.top + rect.height // 3, 5)
            for x in range(rect.left + 4, rect.left + rect.width // 3, 8)]


@pytest.mark.parametrize("whose", ["own", "other"])
def test_hovering_a_seats_character_shows_its_whole_ability(whose: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed=5)
    seat = 0 if whose == "own" else 2
    character = table.model.seats[seat].character
    ability = ctx.tr.gettext(character_text(character).full)
    tips = tooltips_along(ctx, table, name_area(table, seat), monkeypatch)
    assert any(ability in tip for tip in tips)


def test_a_right_click_on_a_character_keeps_its_ability_open(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed=5)
    ability = ctx.tr.gettext(character_text(table.model.seats[1].character).full)
    rect = table.seat_rect(1)
    shown: list[str] = []
    monkeypatch.setattr(table.renderer, "tooltip", lambda surface, text, *a, **k: shown.append(text))
    kept_open = False
    for spot in name_area(table, 1)[::3]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=3))
        pump(ctx)
        table.mouse = (rect.right + 40, rect.bottom + 40)  # the pointer left without a motion event
        shown.clear()
        pump(ctx, 3)
        if shown and all(ability in text for text in shown):
            kept_open = True
            break
    assert kept_open


# --- the log names the ability and what it did --------------------------------------------------------


def test_the_log_says_el_gringo_took_a_card_from_the_shooters_hand() -> None:
    seed, gringo = seed_with("El Gringo")
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed)
    shooter = next(s for s in range(1, 5) if s != gringo)
    lines = feed(ctx, table, [AbilityUsed(gringo, "steal_when_hit"),
                              CardMoved(HIDDEN, Zone.HAND, Zone.HAND, shooter, gringo, (shooter, gringo))])
    assert lines == [f"{NAMES[gringo]} (El Gringo) takes a card from {NAMES[shooter]}'s hand"]


def test_the_log_says_bart_cassidy_drew_for_the_life_point_lost() -> None:
    seed, bart = seed_with("Bart Cassidy")
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed)
    lines = feed(ctx, table, [AbilityUsed(bart, "draw_when_hit"),
                              CardMoved(HIDDEN, Zone.DECK, Zone.HAND, None, bart, (bart,))])
    assert lines == [f"{NAMES[bart]} (Bart Cassidy) draws a card for the life point lost"]


def test_the_log_says_which_cards_sid_ketchum_discarded_to_heal() -> None:
    seed, sid = seed_with("Sid Ketchum")
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed)
    cards = table.session.game.state.cards
    bang, missed = (next(c.id for c in cards if c.name == name) for name in ("Bang!", "Missed!"))
    hp = table.model.seats[sid].hp
    lines = feed(ctx, table, [AbilityUsed(sid, "heal_by_discarding"),
                              CardMoved(bang, Zone.HAND, Zone.DISCARD, sid),
                              CardMoved(missed, Zone.HAND, Zone.DISCARD, sid),
                              LifeGained(sid, 1, hp)])
    assert lines == [f"{NAMES[sid]} (Sid Ketchum) discards Bang! and Missed! and regains 1 life point"]


def test_the_log_names_jesse_jones_taking_his_first_card_from_a_hand() -> None:
    seed, jesse = seed_with("Jesse Jones")
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed)
    victim = next(s for s in range(1, 5) if s != jesse)
    lines = feed(ctx, table, [PhaseChanged(jesse, "draw"),
                              CardMoved(HIDDEN, Zone.HAND, Zone.HAND, victim, jesse, (victim, jesse))])
    assert lines == [f"{NAMES[jesse]} (Jesse Jones) takes a card from {NAMES[victim]}'s hand"]


@pytest.mark.parametrize(("reason", "rank", "suit", "success", "expected"), [
    ("dynamite", 8, Suit.SPADES, False, "Ann draws for Dynamite: 8♠ — it explodes"),
    ("dynamite", 12, Suit.HEARTS, True, "Ann draws for Dynamite: Q♥ — it passes on"),
    ("jail", 12, Suit.HEARTS, True, "Ann draws for Jail: Q♥ — breaks out and plays"),
    ("jail", 8, Suit.SPADES, False, "Ann draws for Jail: 8♠ — stays in Jail, the turn is lost"),
    ("barrel", 12, Suit.HEARTS, True, "Ann draws for Barrel: Q♥ — the shot misses"),
    ("barrel", 8, Suit.SPADES, False, "Ann draws for Barrel: 8♠ — no luck"),
])
def test_a_draw_check_says_which_card_came_and_what_it_means(reason: CheckReason, rank: int, suit: Suit, success: bool,
                                                            expected: str) -> None:
    seed, _ = seed_with("Bart Cassidy", seat=0)  # a character without a say in "draw!"
    ctx = make_ctx()
    table = table_at_first_decision(ctx, seed)
    lines = feed(ctx, table, [CheckDrawn(0, card_of(table, rank, suit), reason, success)])
    assert lines == [expected]
