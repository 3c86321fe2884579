"""Keyboard focus on the table: Tab and the arrows move across what can be chosen now, Enter takes it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.actions import FROM_HAND

if TYPE_CHECKING:
    from scenes.table import TableScene

FocusItem = tuple[str, int]
"""("hand" | "seat" | "pick" | "choose" | "button", card, seat or button index)."""


class TableFocus:
    """Which choice Enter would take; -1: none yet."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.index = -1

    def items(self) -> list[FocusItem]:
        """What Tab and the arrow keys move across now: choices first, then buttons."""
        scene = self.scene
        buttons = [("button", i) for i in range(len(scene.prompt_buttons()))]
        if not scene.awaiting_me:
            return buttons
        chooser = scene.chooser_options()
        if chooser:
            return [("choose", a.target_card if a.target_card is not None else FROM_HAND) for a in chooser]
        picks = scene.pick_options()
        if picks:
            return [("pick", card) for card in picks] + buttons
        if scene.selected is not None:
            return [("seat", seat) for seat in sorted(scene.target_seats())]
        playable = scene.playable_cards()
        return [("hand", card) for card in scene.model.hand if card in playable] + buttons

    @property
    def focused(self) -> FocusItem | None:
        items = self.items()
        if not items or self.index < 0:
            return None
        return items[self.index % len(items)]

    def move(self, step: int) -> None:
        items = self.items()
        if not items:
            self.index = -1
            return
        self.index = (0 if step > 0 else len(items) - 1) if self.index < 0 else (self.index + step) % len(items)
        self.sync_buttons()

    def sync_buttons(self) -> None:
        focused = self.focused
        for i, button in enumerate(self.scene.prompt_buttons()):
            button.focused = focused == ("button", i)

    def activate(self) -> bool:
        """Take the focused choice; False when nothing has the focus."""
        scene = self.scene
        focused = self.focused
        if focused is None:
            return False
        kind, value = focused
        self.index = -1
        if kind == "hand":
            scene.click_hand(value)
            self.index = 0 if scene.selected is not None else -1
        elif kind == "seat":
            scene.click_seat(value)
            self.index = 0 if scene.chooser_target is not None else -1
        elif kind == "pick":
            scene.click_pick(value)
        elif kind == "choose":
            wanted = next((a for a in scene.chooser_options()
                           if (a.target_card if a.target_card is not None else FROM_HAND) == value), None)
            if wanted is not None:
                scene.submit(wanted)
        else:
            buttons = scene.prompt_buttons()
            if value < len(buttons):
                buttons[value].on_click()
        self.sync_buttons()
        return True
