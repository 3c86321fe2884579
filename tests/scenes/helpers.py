"""Driving scenes headless: a context, a frame pump and posted mouse clicks."""
from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame

from scenes.app.assets import Assets
from scenes.app.context import AppContext, Options
from scenes.app.i18n import Translator
from scenes.app.scene import Scene
from scenes.routes import wire
from scenes.ui import widgets


def make_ctx(size: tuple[int, int] = (1280, 720), speed: float = 0.0, language: str = "en") -> AppContext:
    screen = pygame.display.set_mode(size)
    return wire(AppContext(screen, Assets(), Translator(language), Options(animation_speed=speed, ai_delay=0.0)))


def start(ctx: AppContext, scene: Scene) -> None:
    ctx.stack.push(scene)
    ctx.stack.apply_pending()


def pump(ctx: AppContext, frames: int = 1) -> None:
    """Run frames the way the app does: events, update, draw, scene changes."""
    for _ in range(frames):
        for event in pygame.event.get():
            ctx.stack.handle_event(event)
        ctx.stack.update(1 / 60)
        ctx.screen.fill((0, 0, 0))
        ctx.stack.draw(ctx.screen)
        ctx.stack.apply_pending()


def click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def rgb(colour: pygame.Color) -> tuple[int, int, int]:
    """A pixel's colour without its alpha (pygame's stubs type ``colour[:3]`` as a 1-tuple)."""
    return colour.r, colour.g, colour.b


def distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.smoothscale(surface, (64, 36))
    return len({rgb(small.get_at((x, y))) for x in range(64) for y in range(36)})


def texts_drawn(ctx: AppContext) -> set[str]:
    """Every line of text the scenes on the stack draw in one frame (through the shared text cache)."""

    widgets._text_cache.clear()
    for scene in ctx.stack.scenes:
        forget = getattr(getattr(scene, "drawer", None), "forget_pictures", None)
        if forget is not None:
            forget()  # the table keeps pictures of its seats: draw them afresh, so that their texts are seen
    ctx.screen.fill((0, 0, 0))
    ctx.stack.draw(ctx.screen)
    return {text for text, _font, _colour in widgets._text_cache}


def hover(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def run_until(ctx: AppContext, condition: Callable[[], bool], limit: int = 4000) -> None:
    """Pump frames until ``condition`` holds; fail after ``limit`` frames."""
    for _ in range(limit):
        if condition():
            return
        pump(ctx)
    raise AssertionError("condition never reached")


def screenshot_dir(fallback: Path) -> Path:
    """Where screen tests save their pictures: ``$BANG_SCREENSHOTS`` when set, else ``fallback``."""
    wanted = os.environ.get("BANG_SCREENSHOTS")
    path = Path(wanted) if wanted else fallback
    path.mkdir(parents=True, exist_ok=True)
    return path
