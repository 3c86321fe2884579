"""Keyboard focus on the table: Tab and the arrows move across what can be chosen now, Enter takes it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.actions import FROM_HAND, TargetCard
from scenes.table.choice import ABILITY_TARGET, CONFIRM, TARGET

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

FocusItem = tuple[str, TargetCard]
"""("hand" | "chip" | "seat" | "pick" | "choose" | "button", card, seat or button index); only "choose" may hold
``FROM_HAND``."""


class TableFocus:
    """Which choice Enter would take; -1: none yet."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.index = -1

    def items(self) -> list[FocusItem]:
        """What Tab and the arrow keys move across now: choices first, then buttons."""
        scene = self.scene
        buttons: list[FocusItem] = [("button", i) for i in range(len(scene.prompt_buttons()))]
        if not scene.awaiting_me:
            return buttons
        stage = scene.choice.stage().name
        if stage == CONFIRM:
            return buttons
        chooser = scene.chooser_options()
        if chooser:
            return [*(("choose", card) for card in chooser), *buttons]
        picks = scene.pick_options()
        if picks:
            return [*(("pick", card) for card in picks), *buttons]
        seats: list[FocusItem] = [("seat", seat) for seat in sorted(scene.target_seats())]
        if stage in (TARGET, ABILITY_TARGET):
            return seats + buttons
        playable = scene.playable_cards()
        hand: list[FocusItem] = [("hand", card) for card in scene.model.hand if card in playable]
        chips: list[FocusItem] = [("chip", card) for card in self.chip_order() if card in scene.chip_cards()]
        return hand + chips + seats + buttons

    def chip_order(self) -> list[int]:
        """Cards in play, seat by seat from the viewer's, as they are drawn."""
        seats = self.scene.model.seats
        count = len(seats)
        anchor = max(self.scene.viewer, 0)
        return [card for step in range(count) for card in seats[(anchor + step) % count].in_play]

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
        """Take the focused choice; False when nothing has the focus. The focus then goes to the first
        choice of the next step (a target after a card, Confirm after the last step)."""
        scene = self.scene
        focused = self.focused
        if focused is None:
            return False
        kind, value = focused
        steps = len(scene.choice.steps)
        stage = scene.choice.stage().name
        index = self.index
        if kind == "choose":
            scene.click_choose(value)
        elif value is FROM_HAND:
            raise AssertionError("only the chooser offers a random hand card")
        elif kind == "hand":
            scene.click_hand(value)
        elif kind == "chip":
            owner = next((seat for seat, info in enumerate(scene.model.seats) if value in info.in_play), None)
            if owner is not None:
                scene.click_in_play(owner, value)
        elif kind == "seat":
            scene.click_seat(value)
        elif kind == "pick":
            scene.click_pick(value)
        else:
            buttons = scene.prompt_buttons()
            if value < len(buttons):
                buttons[value].on_click()
        if not scene.awaiting_me or not scene.choice.steps:
            self.index = -1
        elif scene.choice.stage().name == stage and len(scene.choice.steps) != steps:
            self.index = index
        else:
            self.index = 0 if len(scene.choice.steps) > steps else -1
        self.sync_buttons()
        return True
