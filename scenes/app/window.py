"""The window and the main loop: events, update, draw, then scene changes."""
from __future__ import annotations

import pygame

from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.app.scene import Scene

FPS = 60


class WindowError(Exception):
    """The window could not be opened (the message says which size and why)."""


class App:
    """Owns pygame, the window and the scene stack."""

    def __init__(self, size: tuple[int, int], *, fullscreen: bool = False, language: str = "en",
                 options: Options | None = None) -> None:
        pygame.init()
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        try:
            screen = pygame.display.set_mode((0, 0) if fullscreen else size, flags)
        except pygame.error as error:
            what = "a full-screen window" if fullscreen else f"a {size[0]}x{size[1]} window"
            raise WindowError(f"could not open {what}: {error}") from None
        self.ctx = AppContext(screen, Assets(), Translator(language), options or Options())
        pygame.display.set_caption(self.ctx.tr.gettext("Bang!"))

    def run(self, first: Scene, *, frames: int | None = None, capped: bool = True) -> int:
        """Run until quit (or for ``frames`` frames with a fixed time step); returns frames drawn.

        Frames are capped at ``FPS`` so the game does not take a whole core; ``capped=False`` draws as fast
        as it can (for benchmarks and tests that play many frames).
        """
        ctx = self.ctx
        ctx.stack.push(first)
        ctx.stack.apply_pending()
        clock = pygame.time.Clock()
        drawn = 0
        while ctx.running and ctx.stack.scenes:
            elapsed = clock.tick(FPS) if capped else clock.tick()
            dt = 1 / FPS if frames is not None else min(elapsed / 1000, 0.1)
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    ctx.quit()
                elif event.type == pygame.VIDEORESIZE:
                    ctx.use_screen(pygame.display.get_surface())
                else:
                    ctx.stack.handle_event(event)
            ctx.stack.update(dt)
            ctx.screen.fill((0, 0, 0))
            ctx.stack.draw(ctx.screen)
            pygame.display.flip()
            ctx.stack.apply_pending()
            drawn += 1
            if frames is not None and drawn >= frames:
                break
        return drawn
