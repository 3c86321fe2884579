"""Mouse and keyboard on the table, turned into the scene's clicks, choices and help.

Left click: a card shown for a choice, a card of the hand, a card in play on a
seat, a seat. Right click: cancels the last step of the choice in progress, or
else keeps the help of what is under the pointer open. Keys: Tab and the arrows
move the focus, Enter takes it (or confirms a decision waiting for it), Escape
cancels (or pauses), Space skips the animations, 1-9 pick a card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


class TableInput:
    """Routes one pygame event to what it means on the table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if event.type == pygame.MOUSEMOTION:
            scene.mouse = event.pos
            scene.drawer.pinned = None
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        for button in scene.prompt_buttons():
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEWHEEL and scene.layout.log.collidepoint(scene.mouse):
            scene.log_scroll = max(0, scene.log_scroll + event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 3:
                if not scene.cancel():
                    scene.drawer.pin_help(event.pos)
                return True
            if event.button == 1:
                scene.drawer.pinned = None
                scene.drawer.hold_tooltip()
                self.click(event.pos)
                return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """A key the table itself handles (the buttons' hotkeys are theirs)."""
        scene = self.scene
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            backwards = event.key == pygame.K_LEFT or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            scene.focus.move(-1 if backwards else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if scene.focus.focused is not None:
                return scene.focus.activate()
            if scene.choice.pending is not None:
                scene.confirm()
                return True
        if event.key == pygame.K_ESCAPE:
            if scene.drawer.pinned is not None:
                scene.drawer.pinned = None
            elif not scene.cancel():
                scene.open_pause()
            scene.focus.index = -1
            return True
        if event.key == pygame.K_SPACE and not scene.events.idle:
            scene.events.finish_all()
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            options = scene.pick_options()
            if options and index < len(options):
                scene.click_pick(options[index])
            elif index < len(scene.model.hand):
                scene.click_hand(scene.model.hand[index])
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A left click: the top-most thing under ``pos`` that takes clicks."""
        scene = self.scene
        drawer = scene.drawer
        for card, rect in drawer.chooser_rects:
            if rect.collidepoint(pos):
                scene.click_choose(card)
                return
        for card, rect in drawer.pick_rects:
            if rect.collidepoint(pos):
                scene.click_pick(card)
                return
        for card, rect in reversed(drawer.hand_rects):
            if rect.collidepoint(pos):
                scene.click_hand(card)
                return
        for owner, card, rect in reversed(drawer.seats.chips):
            if rect.collidepoint(pos):
                scene.click_in_play(owner, card)
                return
        for seat in range(len(scene.config.seats)):
            if scene.seat_rect(seat).collidepoint(pos):
                scene.click_seat(seat)
                return
