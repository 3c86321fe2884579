"""The game log's lines: abilities that turn one card into another are named, the deal is told in one line per
player, and a long line never leaves a dash alone when it wraps."""
from __future__ import annotations

import pygame

from game.cards import Suit, catalogue
from game.eventcards import EventCard
from game.events import CardMoved, CardPlayed, CardShown, CheckDrawn, EventRevealed, PhaseChanged, TurnStarted, Zone
from game.session import SeatConfig, Session
from scenes.app.assets import Assets
from scenes.app.i18n import Translator
from scenes.cards.fitting import break_long_words, wrap_words
from scenes.text.log import LogWriter
from scenes.text.log_texts import suit_and_rank
from scenes.ui.widgets import wrap

CARDS = catalogue(("dodge_city",))
NAMES = ("Ann", "Bill", "Cole", "Dora")


def card(name: str) -> int:
    return next(i for i, c in enumerate(CARDS) if c.name == name)


def writer(characters: tuple[str, ...], language: str = "en") -> LogWriter:
    return LogWriter(NAMES, characters, CARDS, Translator(language), viewer=0)


def told(log: LogWriter, *events: object) -> list[str]:
    return [line for event in events for line in log.lines(event)]  # type: ignore[arg-type]


# --- abilities that turn a card into another ------------------------------------------------------------


def test_elena_fuente_answering_a_bang_with_any_card_is_named_with_her_ability() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Elena Fuente", "Kit Carlson"))
    lines = told(log, TurnStarted(0), CardPlayed(0, card("Bang!"), target=2),
                 CardPlayed(2, card("Dynamite"), as_answer=True))
    assert lines[-1] == "Cole (Elena Fuente) answers with Dynamite as a Missed!"


def test_elena_fuente_answering_with_a_real_missed_needs_no_ability() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Elena Fuente", "Kit Carlson"))
    lines = told(log, TurnStarted(0), CardPlayed(0, card("Bang!"), target=2),
                 CardPlayed(2, card("Missed!"), as_answer=True))
    assert lines[-1] == "Cole answers with Missed!"


def test_elena_fuente_answers_a_green_shot_and_a_gatling_by_her_ability() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Elena Fuente", "Kit Carlson"))
    lines = told(log, TurnStarted(0), CardPlayed(0, card("Knife"), target=2, from_play=True),
                 CardPlayed(2, card("Beer"), as_answer=True), CardPlayed(0, card("Gatling")),
                 CardPlayed(2, card("Barrel"), as_answer=True))
    assert "Cole (Elena Fuente) answers with Beer as a Missed!" in lines
    assert lines[-1] == "Cole (Elena Fuente) answers with Barrel as a Missed!"


def test_calamity_janet_answering_a_green_shot_after_indians_is_named() -> None:
    """The attack answered is the latest one: a Knife after an Indians! wants a Missed!, so her Bang! is one."""
    log = writer(("Willy the Kid", "Calamity Janet", "Kit Carlson", "Pedro Ramirez"))
    lines = told(log, TurnStarted(0), CardPlayed(0, card("Indians!")), CardPlayed(1, card("Bang!"), as_answer=True),
                 CardPlayed(0, card("Knife"), target=1, from_play=True), CardPlayed(1, card("Bang!"), as_answer=True))
    assert lines[-1] == "Bill (Calamity Janet) answers with Bang! as a Missed!"
    assert lines[-3] == "Bill answers with Bang!"


def test_calamity_janet_and_elena_fuente_in_russian_and_czech_name_the_character() -> None:
    for language in ("ru", "cs"):
        log = writer(("Willy the Kid", "Black Jack", "Elena Fuente", "Kit Carlson"), language)
        lines = told(log, TurnStarted(0), CardPlayed(0, card("Bang!"), target=2),
                     CardPlayed(2, card("Dynamite"), as_answer=True))
        assert Translator(language).gettext("Elena Fuente") in lines[-1], lines


# --- the deal ---------------------------------------------------------------------------------------------


def deal_lines(language: str) -> list[str]:
    session = Session([SeatConfig(name, "normal") for name in NAMES], 3)
    game = session.game
    log = LogWriter(NAMES, [p.character for p in game.state.players], game.state.cards, Translator(language), 0)
    lines: list[str] = []
    for event in game.history:
        lines.extend(log.lines(event))
        if isinstance(event, TurnStarted):
            break
    return lines


def test_the_deal_is_one_line_per_player_before_the_first_turn() -> None:
    lines = deal_lines("en")
    assert lines[:-1] == ["Ann is dealt 4 cards", "Bill is dealt 5 cards", "Cole is dealt 4 cards",
                          "Dora is dealt 4 cards"]
    assert lines[-1].startswith("— ") and "turn" in lines[-1]


def test_the_deal_lines_are_plural_correct_in_russian_and_czech() -> None:
    assert deal_lines("ru")[:2] == ["Ann получает 4 карты", "Bill получает 5 карт"]
    assert deal_lines("cs")[:2] == ["Ann dostává 4 karty", "Bill dostává 5 karet"]


def test_draws_after_the_deal_are_told_one_by_one() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Kit Carlson", "Pedro Ramirez"))
    deck_to_hand = [CardMoved(card("Beer"), Zone.DECK, Zone.HAND, destination_player=seat) for seat in (0, 0, 1)]
    lines = told(log, *deck_to_hand, TurnStarted(1), PhaseChanged(1, "draw"),
                 CardMoved(card("Bang!"), Zone.DECK, Zone.HAND, destination_player=1),
                 CardMoved(card("Bang!"), Zone.DECK, Zone.HAND, destination_player=1))
    assert lines == ["Ann is dealt 2 cards", "Bill is dealt 1 card", "— Bill's turn —", "Bill draws a card",
                     "Bill draws a card"]


# --- wrapping --------------------------------------------------------------------------------------------


def test_a_wrapped_event_line_never_leaves_a_dash_alone() -> None:
    pygame.font.init()
    font = Assets().font(16)
    text = "— Event: Curse (Every card is a spade) —"
    for width in range(font.size("— Event:")[0], font.size(text)[0] + 1, 3):
        lines = wrap(text, font, width)
        assert "—" not in lines, (width, lines)
        assert lines[0].startswith("— Event:") and not any(line.startswith("—") for line in lines[1:]), lines
        assert " ".join(lines) == text


def test_the_dash_stays_with_the_last_word_at_the_width_that_used_to_strand_it() -> None:
    pygame.font.init()
    font = Assets().font(16)
    text = "— Event: Curse (Every card is a spade) —"
    width = font.size(text[:-2])[0]
    assert wrap(text, font, width) == ["— Event: Curse (Every card is a", "spade) —"]


def test_a_name_wider_than_the_log_is_cut_between_letters_and_keeps_its_dash() -> None:
    """A record accepts 20-letter names; the log at 800x600 is narrower than "WWWWWWWWWWWWWWWWWWW1"."""
    pygame.font.init()
    font = Assets().font(16)
    name = "W" * 19 + "1"
    width = font.size(name)[0] // 2
    lines = wrap(f"— {name}'s turn —", font, width)
    assert all(font.size(line)[0] <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == f"—{name}'sturn—"
    assert "—" not in lines and lines[0].startswith("— W")


# --- "draw!" under Curse and Blessing ------------------------------------------------------------------------


def suited(name: str, suit: Suit) -> int:
    return next(i for i, c in enumerate(CARDS) if c.name == name and c.suit is suit)


def test_a_draw_under_blessing_says_the_suit_the_card_counts_as() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Kit Carlson", "Pedro Ramirez"))
    diamond = suited("Bang!", Suit.DIAMONDS)
    lines = told(log, EventRevealed(EventCard.BLESSING), TurnStarted(0),
                 CheckDrawn(1, diamond, "barrel", True))
    corner = suit_and_rank(CARDS[diamond])
    assert lines[-1] == f"Bill draws for Barrel: {corner} (as ♥) — the shot misses"


def test_black_jack_under_curse_shows_a_heart_that_counts_as_a_spade_and_draws_nothing_more() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Kit Carlson", "Pedro Ramirez"))
    heart = suited("Beer", Suit.HEARTS)
    lines = told(log, EventRevealed(EventCard.CURSE), TurnStarted(1), CardShown(1, heart))
    assert lines[-1] == (f"Bill (Black Jack) shows Beer {suit_and_rank(CARDS[heart])} (as ♠): not a heart or a "
                         "diamond, no extra card")


def test_after_the_curse_a_draw_names_the_printed_suit_alone() -> None:
    log = writer(("Willy the Kid", "Black Jack", "Kit Carlson", "Pedro Ramirez"))
    heart = suited("Beer", Suit.HEARTS)
    lines = told(log, EventRevealed(EventCard.CURSE), EventRevealed(EventCard.THIRST), TurnStarted(1),
                 CheckDrawn(1, heart, "barrel", True))
    assert lines[-1] == f"Bill draws for Barrel: {suit_and_rank(CARDS[heart])} — the shot misses"


def test_card_texts_and_tooltips_never_start_a_line_with_a_dash() -> None:
    """The same rule where card faces and tooltips wrap: the Russian short lines of Curse and Blessing."""
    pygame.font.init()
    font = Assets().font(16)
    russian = Translator("ru")
    text = f"{russian.gettext('Every card is a spade')}, {russian.gettext('Every card is a heart')}"
    assert text.count("—") == 2
    narrowest = font.size(f"{text.split()[1]} —")[0]  # below it a tooltip cuts inside words anyway
    for width in range(narrowest, font.size(text)[0] + 1, 2):
        for lines in (wrap_words(font, text, width), break_long_words(font, text, width)):
            assert not any(line.startswith("—") for line in lines), (width, lines)
