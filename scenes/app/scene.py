"""The scene protocol and the stack that owns the loop.

A scene handles events (returning True when it consumed one), updates with dt
and draws. The stack applies push/pop/replace between frames, never in the
middle of dispatching an event, and draws from the top-most opaque scene up.
"""
from __future__ import annotations

import gc
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app.context import AppContext


class Scene:
    """A screen of the game; subclasses override what they need."""

    transparent = False
    """Draw the scene below this one first (pause menu, handover, overlays)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface``."""


class SceneStack:
    """Scenes with deferred changes; only the top scene gets input and updates."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._left_for_good = False

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        def change() -> None:
            self._pop(resume=False)
            self._push(scene)

        self._pending.append(change)

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over with ``scene``."""

        def change() -> None:
            while self.scenes:
                self._pop(resume=False)
            self._push(scene)

        self._pending.append(change)

    def apply_pending(self) -> None:
        """Carry out the changes asked for during the last frame, in order."""
        while self._pending:
            self._pending.pop(0)()
        if self._left_for_good:
            # A screen that left is kept alive by reference cycles (its parts point back at it) with every
            # picture it drew; in a process that has played for a while Python's full collection comes
            # seldom, so a session of many games grew by hundreds of MB. Collect once, here, between frames.
            self._left_for_good = False
            gc.collect()

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def _pop(self, resume: bool = True) -> None:
        if not self.scenes:
            return
        scene = self.scenes.pop()
        scene.exit()
        self._left_for_good = self._left_for_good or not scene.transparent
        if resume and self.scenes:
            self.scenes[-1].resume()

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top else False

    def update(self, dt: float) -> None:
        top = self.top
        if top:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)


class Fade(Scene):
    """A short fade from black that pops itself: the transition after a scene change."""

    transparent = True

    def __init__(self, ctx: AppContext, duration: float = 0.25) -> None:
        super().__init__(ctx)
        self.duration = duration
        self.elapsed = 0.0
        self.popped = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return event.type != pygame.QUIT

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed >= self.duration and not self.popped:
            self.popped = True
            self.ctx.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        alpha = max(0, 255 - int(255 * self.elapsed / max(self.duration, 1e-6)))
        if alpha:
            veil = pygame.Surface(surface.get_size())
            veil.fill((0, 0, 0))
            veil.set_alpha(alpha)
            surface.blit(veil, (0, 0))
