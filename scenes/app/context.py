"""What every scene receives: the window, assets, the translator, options and the stack."""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING

import pygame

from scenes.app.assets import Assets
from scenes.app.audio import Audio
from scenes.app.i18n import Translator
from scenes.app.pictures import forget_sized_pictures
from scenes.app.scene import Fade, Scene, SceneStack
from scenes.app.settings import Settings, SettingsProblem, SettingsStore

if TYPE_CHECKING:
    from scenes.app.navigation import Screens
    from scenes.records.store import GameStore


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
    settings: Settings = field(default_factory=Settings)
    """The settings in effect (the saved ones with this run's command-line choices)."""
    persistent: Settings = field(default_factory=Settings)
    """The settings as they are to be saved: a one-off ``--lang`` or ``--fullscreen`` never gets here."""
    store: SettingsStore | None = None
    """Where settings persist; None (tests, benchmarks): nothing is written."""
    audio: Audio | None = None
    """Sound effects; None where nothing should play (tests, benchmarks)."""
    games: GameStore | None = None
    """Autosave, saved games, replays and statistics; None (tests, benchmarks): nothing is kept."""
    notice: SettingsProblem | None = None
    """A problem with the settings file found at start, shown on the menu until the player moves on."""
    save_problem: SettingsProblem | None = None
    """Why the last change of settings could not be saved; shown on the settings screen."""
    running: bool = True
    _screens: Screens | None = None
    _pictures_size: tuple[int, int] = field(init=False)
    """The window size the shared picture caches were drawn for (``use_screen``)."""

    def __post_init__(self) -> None:
        self._pictures_size = self.screen.get_size()

    @property
    def screens(self) -> Screens:
        """Where a screen can lead (``scenes.app.navigation``): wired once by the composition root, ``routes.wire``."""
        if self._screens is None:
            raise RuntimeError("the app context has no screens: wire it with scenes.routes.wire(ctx)")
        return self._screens

    @screens.setter
    def screens(self, screens: Screens) -> None:
        self._screens = screens

    def apply_settings(self, settings: Settings, *, save: bool = True) -> None:
        """Use new settings at once: language, window mode, speeds; with ``save``, persist what changed.

        Only the values that differ from the settings in effect are saved, over the saved ones, so a choice
        made for this run alone (``--lang cs``) is not written when the player changes the volume.
        """
        settings = settings.validated()
        previous = self.settings
        self.settings = settings
        if save:
            changed = {f.name: getattr(settings, f.name) for f in fields(Settings)
                       if getattr(settings, f.name) != getattr(previous, f.name)}
            self.persistent = replace(self.persistent, **changed)
        self.options.animation_speed = settings.animation_speed
        self.options.ai_delay = settings.ai_delay
        if self.audio is not None:
            self.audio.volume = settings.volume
            self.audio.muted = settings.muted
        if settings.language != self.tr.language:
            self.tr = Translator(settings.language)
            pygame.display.set_caption(self.tr.gettext("Bang!"))
        if settings.fullscreen != previous.fullscreen and pygame.display.get_init():
            size = (0, 0) if settings.fullscreen else (1280, 720)
            flags = pygame.FULLSCREEN if settings.fullscreen else pygame.RESIZABLE
            self.use_screen(pygame.display.set_mode(size, flags))
        if save and self.store is not None:
            self.save_problem = self.store.save(self.persistent)

    def use_screen(self, screen: pygame.Surface) -> None:
        """Draw on ``screen`` from now on (the window was resized or changed mode)."""
        # pygame may hand back the very surface, already resized: the size drawn for is kept apart.
        size = screen.get_size()
        if size != self._pictures_size:
            forget_sized_pictures()
        self._pictures_size = size
        self.screen = screen

    def play(self, sound: str) -> None:
        if self.audio is not None:
            self.audio.play(sound)

    @property
    def text_scale(self) -> float:
        """The player's text-size setting."""
        return self.settings.ui_scale

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
