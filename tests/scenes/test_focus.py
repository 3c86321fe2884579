"""Tab and Shift+Tab move the keyboard focus over a row of buttons, past the disabled ones."""
from __future__ import annotations

import pygame

from scenes.ui.widgets import Button, move_focus


def row(enabled: list[bool]) -> list[Button]:
    buttons = [Button(pygame.Rect(i * 50, 0, 40, 20), f"b{i}", lambda: None) for i in range(len(enabled))]
    for button, on in zip(buttons, enabled, strict=True):
        button.enabled = on
    return buttons


def focused(buttons: list[Button]) -> list[int]:
    return [i for i, button in enumerate(buttons) if button.focused]


def test_tab_starts_at_the_first_enabled_button_and_shift_tab_at_the_last() -> None:
    buttons = row([False, True, True, False])
    move_focus(buttons, 1)
    assert focused(buttons) == [1]
    buttons = row([False, True, True, False])
    move_focus(buttons, -1)
    assert focused(buttons) == [2]


def test_the_focus_skips_disabled_buttons_and_wraps_around() -> None:
    buttons = row([True, False, True])
    move_focus(buttons, 1)
    move_focus(buttons, 1)
    assert focused(buttons) == [2]
    move_focus(buttons, 1)
    assert focused(buttons) == [0]
    move_focus(buttons, -1)
    assert focused(buttons) == [2]


def test_no_enabled_button_takes_no_focus() -> None:
    buttons = row([False, False])
    move_focus(buttons, 1)
    assert focused(buttons) == []
