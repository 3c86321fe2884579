"""Where the table draws things: nothing under a seat, nothing off the screen, cards in play readable."""
from __future__ import annotations

import pytest

from game.actions import PlayCard
from game.session import SeatConfig
from game.state import WaitingKind
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from scenes.table.seat import ring_reach
from scenes.ui import widgets
from tests.scenes.helpers import make_ctx, pump, run_until, start, texts_drawn

NAMES = ("Ann", "Bill", "Cole", "Dora", "Earl", "Faye", "Gus", "Hank")
SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def one_human(players: int) -> tuple[SeatConfig, ...]:
    return (SeatConfig(NAMES[0]), *(SeatConfig(name, "normal") for name in NAMES[1:players]))


def test_general_store_leftovers_are_not_hidden_under_a_seat() -> None:
    ctx = make_ctx()
    table = TableScene(ctx, TableConfig(one_human(5), seed=1))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    shown = table.session.game.state.deck[-4:]
    table.model.selection = shown  # four cards left in a General Store another player picks from
    ctx.stack.draw(ctx.screen)
    placed = [(card, rect) for card, rect in table.drawer.card_rects if card in shown]
    assert sorted(card for card, _ in placed) == sorted(shown)
    for card, rect in placed:
        for seat in range(5):
            assert not rect.colliderect(table.seat_rect(seat)), f"card {card} at {rect} under seat {seat}"
        assert ctx.screen.get_rect().contains(rect)
        assert not rect.colliderect(table.layout.log)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_distance_badges_stay_on_the_screen_and_off_the_other_seats(players: int, size: tuple[int, int]) -> None:
    ctx = make_ctx(size)
    expansions = ("dodge_city",) if players in (3, 8) else ()
    table = TableScene(ctx, TableConfig(one_human(players), seed=2, expansions=expansions))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    ctx.stack.draw(ctx.screen)
    badges = table.drawer.distance_rects
    assert len(badges) == sum(1 for s in table.model.seats[1:] if s.alive)
    screen = ctx.screen.get_rect().inflate(-2, -2)
    for seat, badge in badges:
        assert screen.contains(badge), f"seat {seat}'s badge {badge} leaves the {size} window"
        for other in range(players):
            if other != seat:
                assert not badge.colliderect(table.seat_rect(other)), f"seat {seat}'s badge covers seat {other}"
        assert not badge.colliderect(table.layout.log)
        # Unambiguously its own seat's: inside it, off its border (where the turn's and a target's outline go).
        own = table.seat_rect(seat)
        assert own.inflate(-8, -8).contains(badge), f"seat {seat}'s badge {badge} is not inside its seat {own}"
    for i, (_, a) in enumerate(badges):
        assert all(not a.colliderect(b) for _, b in badges[i + 1:])


def test_the_distance_badge_says_what_in_reach_means() -> None:
    """In words where the seat is wide enough (in a small window its colour says it, and its hint)."""
    ctx = make_ctx((1920, 1080))
    table = TableScene(ctx, TableConfig(one_human(5), seed=3))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    texts = " ".join(texts_drawn(ctx))
    assert "in reach of your gun" in texts
    assert "Panic! reaches" in texts
    assert "within 1" not in texts


def test_cards_in_play_on_the_seats_are_named_in_readable_text() -> None:
    ctx = make_ctx((1280, 720))
    table = TableScene(ctx, TableConfig(one_human(7), seed=12))
    start(ctx, table)
    for _ in range(3000):
        pump(ctx)
        if table.awaiting_me:
            placed = sum(len(s.in_play) for s in table.model.seats)
            if placed >= 4 and table.session.game.waiting_kind is WaitingKind.PLAY:
                break
            table.submit(table.legal()[-1])

    widgets._text_cache.clear()
    table.drawer.forget_pictures()
    ctx.stack.draw(ctx.screen)
    drawn = {(text, image.get_height()) for (text, _font, _colour), image in widgets._text_cache.items()}
    cards = table.session.game.state.cards
    in_play = [card for seat in table.model.seats for card in seat.in_play]
    assert len(in_play) >= 4
    for card in in_play:
        name = ctx.tr.gettext(cards[card].name)
        heights = [height for text, height in drawn if text == name]
        assert heights and max(heights) >= 12, f"{name} is not written readably on its seat"


def test_the_prompt_says_what_panic_or_cat_balou_asks_for() -> None:
    ctx = make_ctx()
    for seed in range(1, 200):
        table = TableScene(ctx, TableConfig(one_human(5), seed=seed))
        ctx.stack.scenes[:] = []
        start(ctx, table)
        for _ in range(600):
            pump(ctx)
            if not table.awaiting_me:
                continue
            legal = [a for a in table.legal() if isinstance(a, PlayCard) and a.target_card is not None]
            # a choice of cards: a target with something in play (the hand alone is taken without asking)
            choosers = [a for a in legal if sum(b.card == a.card and b.target == a.target for b in legal) > 1]
            if choosers:
                break
            table.submit(table.legal()[-1])
        else:
            continue
        if not choosers:
            continue
        action = choosers[0]
        assert action.target is not None
        table.click_hand(action.card)
        table.click_seat(action.target)
        assert table.chooser_options()
        texts = " ".join(texts_drawn(ctx))
        assert "Choose a target" not in texts
        card = ctx.tr.gettext(table.session.game.state.cards[action.card].name)
        target = table.config.seats[action.target].name
        assert f"{card}: choose which card of {target}" in texts
        return
    raise AssertionError("no Panic! or Cat Balou with a choice of cards came")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 5, 7, 8])
def test_no_ring_round_a_seat_covers_a_badge_or_the_direction_of_play(players: int, size: tuple[int, int]) -> None:
    """A lesson's ring round Dora covered the top of her badge, and Ann's the "Turns pass to the left" label (L8)."""
    ctx = make_ctx(size)
    table = TableScene(ctx, TableConfig(one_human(players), seed=2, expansions=("dodge_city", "high_noon")))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    ctx.stack.draw(ctx.screen)
    reach = ring_reach(table.layout.scale)
    rings = [table.seat_rect(seat).inflate(2 * reach, 2 * reach) for seat in range(players)]
    for seat, badge in table.drawer.distance_rects:
        own = table.seat_rect(seat)
        assert own.contains(badge), f"seat {seat}'s badge {badge} reaches its own ring"
        for other, ring in enumerate(rings):
            if other != seat:
                assert not badge.colliderect(ring), f"the ring round seat {other} covers seat {seat}'s badge"
    arrow = table.drawer.noon.direction_rect()
    for seat, ring in enumerate(rings):
        assert not arrow.colliderect(ring), f"the ring round seat {seat} covers the direction of play {arrow}"


def test_cards_in_play_with_no_room_for_every_name_are_counted_not_dropped() -> None:
    """At 800x600 a seat is 150x111 px: when not every label fits even in the smallest font, as many as fit are
    named and a "+n" label, whose hint names the rest, says how many more there are (none were drawn at all)."""
    ctx = make_ctx((800, 600))
    table = TableScene(ctx, TableConfig(one_human(8), seed=2, expansions=("dodge_city",)))
    start(ctx, table)
    run_until(ctx, lambda: table.awaiting_me)
    cards = table.session.game.state.cards
    long_names = list({card.name: card.id for card in reversed(cards) if len(card.name) >= 10}.values())[:9]
    table.model.seats[3].in_play = list(long_names)
    table.drawer.forget_pictures()
    texts = texts_drawn(ctx)
    shown = [card for owner, card, _ in table.drawer.seats.chips if owner == 3]
    assert shown and len(shown) < len(long_names)
    more = f"+{len(long_names) - len(shown)}"
    assert more in texts
    hint = next(text for rect, text in table.drawer.seats.hints
                if rect.colliderect(table.seat_rect(3)) and "Also in play" in text())
    for card in long_names:
        assert (card in shown) != (cards[card].name in hint()), cards[card].name
    for _, _, chip in table.drawer.seats.chips:
        assert table.seat_rect(3).contains(chip) or not chip.colliderect(table.seat_rect(3))
