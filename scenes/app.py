"""The window and the main loop: events, update, draw, then scene changes."""
from __future__ import annotations

from pathlib import Path

import pygame

from scenes.assets import Assets
from scenes.context import AppContext, Options
from scenes.i18n import Translator
from scenes.scene import Scene

FPS = 60


class App:
    """Owns pygame, the window and the scene stack."""

    def __init__(self, size: tuple[int, int], *, fullscreen: bool = False, language: str = "en",
                 options: Options | None = None) -> None:
        pygame.init()
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        screen = pygame.display.set_mode((0, 0) if fullscreen else size, flags)
        self.ctx = AppContext(screen, Assets(), Translator(language), options or Options())
        pygame.display.set_caption(self.ctx.tr.gettext("Bang!"))

    def run(self, first: Scene, *, frames: int | None = None, screenshot: Path | None = None) -> int:
        """Run until quit (or for ``frames`` frames with a fixed time step); returns frames drawn."""
        ctx = self.ctx
        ctx.stack.push(first)
        ctx.stack.apply_pending()
        clock = pygame.time.Clock()
        drawn = 0
        while ctx.running and ctx.stack.scenes:
            dt = 1 / FPS if frames is not None else min(clock.tick(FPS) / 1000, 0.1)
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    ctx.quit()
                elif event.type == pygame.VIDEORESIZE:
                    ctx.screen = pygame.display.get_surface()
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
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(ctx.screen, str(screenshot))
        return drawn
