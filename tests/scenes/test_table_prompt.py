"""The prompt bar: a label for each way of declining, buttons that fit at every text size, in every language."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import messages
from game.actions import DISCARD, Action, ChooseSource, EndTurn, Pass, UseAbility
from game.session import SeatConfig, Session
from scenes.app.i18n import Translator
from scenes.app.settings import Settings
from scenes.table.config import TableConfig
from scenes.table.prompt import pass_label
from scenes.table.scene import TableScene
from scenes.ui.widgets import start_text_audit, stop_text_audit
from tests.scenes.helpers import make_ctx, pump, screenshot_dir, start

SITUATIONS = {
    messages.PROMPT_BANG: "Take the hit",
    messages.PROMPT_GATLING: "Take the hit",
    messages.PROMPT_INDIANS: "Lose a life point",
    messages.PROMPT_DUEL: "Lose the duel",
    messages.PROMPT_DYING: "Be eliminated",
}
LONG_NAMES = ("Bartholomew Jr", "Maximilián Kos", "Константин Ив", "Wilhelmina Oak", "Jaroslav Nový")


def decline_labels(seed: int) -> dict[str, str]:
    """Play a game in which Ann declines every answer; the label of "decline" for each prompt she saw."""
    ctx = make_ctx()
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "normal") for name in ("Bill", "Cole", "Dora", "Earl")))
    table = TableScene(ctx, TableConfig(seats, seed=seed, ask_always=True))
    start(ctx, table)
    labels: dict[str, str] = {}
    for _ in range(3000):
        pump(ctx)
        if table.session.game.over or not table.session.game.state.players[0].alive:
            break
        if not table.awaiting_me:
            continue
        legal = table.legal()
        prompt = table.prompt()
        decline = next((b for b in table.prompt_buttons() if b.hotkey == pygame.K_t), None)
        if decline is not None and prompt is not None:
            labels[prompt.key] = decline.label
            decline.on_click()
        elif any(isinstance(a, EndTurn) for a in legal):
            playable = [a for a in legal if getattr(a, "target", None) is not None]
            table.submit(playable[0] if playable and len(table.session.game.log) % 3 else EndTurn())
        else:
            table.submit(legal[0])
    return labels


def test_declining_says_what_it_means_in_each_situation() -> None:
    seen: dict[str, str] = {}
    for seed in range(1, 40):
        seen.update(decline_labels(seed))
        if {messages.PROMPT_BANG, messages.PROMPT_INDIANS, messages.PROMPT_DUEL, messages.PROMPT_DYING} <= set(seen):
            break
    for key, label in seen.items():
        if key in SITUATIONS:
            assert label == SITUATIONS[key], key
    assert {messages.PROMPT_BANG, messages.PROMPT_INDIANS, messages.PROMPT_DUEL, messages.PROMPT_DYING} <= set(seen)


@pytest.mark.parametrize(("language", "hit", "prompt_end"), [
    ("ru", "Не защищаться", "или получите попадание."),  # noqa: RUF001 (Russian text)
    ("cs", "Nebránit se", None),
])
def test_the_hit_is_named_as_the_printed_editions_would(language: str, hit: str, prompt_end: str | None) -> None:
    tr = Translator(language)
    assert pass_label(tr, messages.PROMPT_BANG) == hit
    labels = {pass_label(tr, key) for key in (messages.PROMPT_BANG, messages.PROMPT_INDIANS, messages.PROMPT_DUEL,
                                              messages.PROMPT_DYING)}
    assert len(labels) == 4
    if prompt_end is not None:
        for key in (messages.PROMPT_BANG, messages.PROMPT_GATLING, messages.PROMPT_BANG_TWO):
            assert tr.gettext(key).endswith(prompt_end), key


# --- character buttons at the large text size ---------------------------------------------------------------


def seed_dealing(character: str, seats: tuple[SeatConfig, ...]) -> int:
    for seed in range(1, 5000):
        if Session(list(seats), seed).game.state.players[0].character == character:
            return seed
    raise AssertionError(f"no seed deals {character} to the first seat")


CHARACTER_BUTTONS: dict[str, Callable[[Action], bool]] = {
    "Sid Ketchum": lambda a: isinstance(a, UseAbility),
    "Pedro Ramirez": lambda a: isinstance(a, ChooseSource) and a.source is DISCARD,
    "Jesse Jones": lambda a: isinstance(a, ChooseSource) and isinstance(a.source, int),
}


def table_at_character_decision(character: str, language: str, size: tuple[int, int],
                                 players: int = 7) -> TableScene:
    """Ann, with long-named AI neighbours, at the decision where her character's buttons show."""
    seats = (SeatConfig("Ann"), *(SeatConfig(name, "normal") for name in LONG_NAMES[:players - 1]),
             *(SeatConfig(f"Bot {i}", "normal") for i in range(max(0, players - 1 - len(LONG_NAMES)))))
    ctx = make_ctx(size, language=language)
    ctx.settings = Settings(ui_scale=1.3)
    table = TableScene(ctx, TableConfig(seats, seed=seed_dealing(character, seats)))
    start(ctx, table)
    wanted = CHARACTER_BUTTONS[character]
    for _ in range(6000):
        pump(ctx)
        if not table.awaiting_me:
            continue
        legal = table.legal()
        if any(wanted(a) for a in legal):
            return table
        table.submit(next((a for a in legal if isinstance(a, (EndTurn, Pass))), legal[0]))
    raise AssertionError(f"{character}'s decision never came")


@pytest.mark.parametrize("character", sorted(CHARACTER_BUTTONS))
@pytest.mark.parametrize("language", ["en", "ru", "cs"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_character_buttons_fit_at_the_large_text_size(character: str, language: str, size: tuple[int, int],
                                                      tmp_path: Path) -> None:
    table = table_at_character_decision(character, language, size)
    ctx = table.ctx
    found = start_text_audit()
    try:
        pump(ctx, 2)
    finally:
        stop_text_audit()
    name = f"buttons-{character.split()[0]}-{language}-{size[0]}x{size[1]}-text130.png"
    pygame.image.save(ctx.screen, str(screenshot_dir(tmp_path) / name))
    assert found == []
    buttons = table.prompt_buttons()
    screen = ctx.screen.get_rect()
    for i, button in enumerate(buttons):
        assert screen.contains(button.rect), button.label
        assert all(not button.rect.colliderect(other.rect) for other in buttons[i + 1:]), button.label


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_jesse_jones_draw_choices_leave_the_own_seat_and_the_piles_clear(size: tuple[int, int]) -> None:
    """The column of seven choices ("Draw from the deck", "Take from Bill's hand" ...) covered the discard pile
    and the middle of the viewer's seat, cards in play included (P12)."""
    table = table_at_character_decision("Jesse Jones", "en", size)
    pump(table.ctx, 2)
    buttons = table.prompt_buttons()
    assert len(buttons) >= 7
    layout = table.layout
    own = table.seat_rect(table.viewer)
    screen = table.ctx.screen.get_rect()
    for button in buttons:
        assert screen.contains(button.rect)
        for name, rect in (("own seat", own), ("deck", layout.deck), ("discard pile", layout.discard),
                           ("prompt line", layout.prompt)):
            assert not button.rect.colliderect(rect), f"{button.label!r} {button.rect} covers the {name} {rect}"
    for i, a in enumerate(buttons):
        assert all(not a.rect.colliderect(b.rect) for b in buttons[i + 1:])
