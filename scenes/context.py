"""What every scene receives: the window, assets, the translator, options and the stack."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.assets import Assets
from scenes.i18n import Translator
from scenes.scene import Fade, Scene, SceneStack


@dataclass
class Options:
    """Command-line and settings choices the scenes read."""

    seed: int | None = None
    autoplay: bool = False
    animation_speed: float = 1.0
    """1 normal, 2 fast, 0 instant."""
    ai_delay: float = 0.45
    """Seconds an AI 'thinks' before acting, so a human can follow."""


@dataclass
class AppContext:
    """Passed to every scene instead of globals."""

    screen: pygame.Surface
    assets: Assets
    tr: Translator
    options: Options = field(default_factory=Options)
    stack: SceneStack = field(default_factory=SceneStack)
    running: bool = True

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def go(self, scene: Scene, *, replace: bool = True) -> None:
        """Change to ``scene`` with a short fade."""
        if replace:
            self.stack.replace(scene)
        else:
            self.stack.push(scene)
        if self.options.animation_speed > 0:
            self.stack.push(Fade(self))

    def quit(self) -> None:
        self.running = False
