"""Sound effects: which event sounds like what, and a player that is silent where there is no audio.

The effects are ``assets/sounds/<name>.wav``, made by ``tools/make_sounds.py``.
:func:`sound_for` maps a core event to an effect name (``None``: the event is
silent); :class:`Audio` plays effects by name with a volume and a mute switch.
Rate limiting (one "card" for a whole deal, not thirty) is the caller's business.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Final

import pygame

from game.cards import Card, catalogue
from game.events import (
    AbilityUsed,
    CardMoved,
    CardPlayed,
    CheckDrawn,
    Event,
    EventRevealed,
    GameOver,
    GhostLeft,
    GhostReturned,
    LifeGained,
    PlayerEliminated,
    ShotMissed,
)
from game.vocabulary import EffectKey
from scenes.app.assets import ASSETS_DIR

SOUNDS_DIR: Final = ASSETS_DIR / "sounds"
SOUND_NAMES: Final = ("shot", "miss", "beer", "card", "dynamite", "jail", "elimination", "game_over", "green", "cost",
                      "ability", "event", "ghost")
"""Every effect, by file name without ``.wav``."""
LEVELS: Final[dict[str, float]] = {"card": 0.45, "beer": 0.8, "dynamite": 0.9}
"""Per-effect loudness relative to the volume, so frequent sounds stay in the background (default 1)."""
PLAYED_EFFECTS: Final[dict[EffectKey, str]] = {"bang": "shot", "gatling": "shot", "jail": "jail", "shot_any": "shot",
                                          "shot_near": "shot"}
"""Card effects whose playing makes a sound (other cards sound through the events they cause)."""

log = logging.getLogger(__name__)


# ------------------------------------------------------------------ events to sounds


def sound_for(event: Event) -> str | None:
    """The effect an event makes, or ``None``.

    A Bang! or Gatling played is a shot (Punch and Springfield too); a shot avoided a miss; life regained
    (Beer, Saloon) is beer; a card moving is a card; a "draw!" for Dynamite that
    fails is the explosion; a Jail card played or its "draw!" is the cell door; a
    player out and the end of the game have their own; so have a green card used from the play area, a
    character's ability at work, a High Noon event revealed and a ghost coming or going. (The cost card
    of Brawl and the like has its own sound too, but only the scene knows which move pays a cost.)
    """
    if isinstance(event, CardPlayed):
        if event.from_play:
            return "green"
        card = _card(event.card)
        return None if card is None else PLAYED_EFFECTS.get(card.definition.effect)
    if isinstance(event, ShotMissed):
        return "miss"
    if isinstance(event, LifeGained):
        return "beer"
    if isinstance(event, CardMoved):
        return "card"
    if isinstance(event, CheckDrawn):
        if event.reason == "dynamite":
            return None if event.success else "dynamite"
        return "jail" if event.reason == "jail" else None
    if isinstance(event, PlayerEliminated):
        return "elimination"
    if isinstance(event, GameOver):
        return "game_over"
    if isinstance(event, AbilityUsed):
        return "ability"
    if isinstance(event, EventRevealed):
        return "event"
    if isinstance(event, (GhostReturned, GhostLeft)):
        return "ghost"
    return None


EVERY_CARD: Final = catalogue(("dodge_city",))
"""Card ids are the same in every game (base first): this catalogue names them all."""


def _card(card_id: int) -> Card | None:
    cards = EVERY_CARD
    return cards[card_id] if 0 <= card_id < len(cards) else None


# ------------------------------------------------------------------ playing


class Audio:
    """Plays effects by name; a no-op wherever the mixer cannot start.

    The mixer is started on the first :meth:`play` (unless it already runs) and
    each ``.wav`` is loaded when first played. Changing :attr:`volume` applies to
    sounds already playing; muting stops them.
    """

    def __init__(self, volume: float = 0.8, muted: bool = False, sounds_dir: Path = SOUNDS_DIR) -> None:
        self.sounds_dir = sounds_dir
        self._volume = _clamp(volume)
        self._muted = muted
        self._available: bool | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    # -------------------------------------------------------------- settings

    @property
    def volume(self) -> float:
        """Loudness from 0.0 (silent) to 1.0; values outside are clamped."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for name, sound in self._sounds.items():
            if sound is not None:
                sound.set_volume(self._level(name))

    @property
    def muted(self) -> bool:
        """Whether every effect is silenced (the volume is kept for unmuting)."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.stop()

    @property
    def available(self) -> bool:
        """Whether sound can be heard at all: the mixer started (tried once)."""
        if self._available is None:
            self._available = _start_mixer()
        return self._available

    # -------------------------------------------------------------- playing

    def play(self, name: str) -> bool:
        """Start effect ``name``; whether it started (``False`` when muted, silent or without audio).

        When every mixer channel is busy the one playing longest is taken over.
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}")
        if self._muted or self._volume <= 0.0 or not self.available:
            return False
        sound = self._load(name)
        if sound is None:
            return False
        sound.set_volume(self._level(name))
        try:
            channel = pygame.mixer.find_channel(True)
            if channel is None:
                return sound.play() is not None
            channel.play(sound)
            return True
        except pygame.error as error:
            log.warning("cannot play sound %s: %s", name, error)
            return False

    def stop(self) -> None:
        """Stop every effect that is playing."""
        for sound in self._sounds.values():
            if sound is not None:
                sound.stop()

    def loaded(self) -> tuple[str, ...]:
        """The effects loaded so far (successfully or not)."""
        return tuple(self._sounds)

    def _level(self, name: str) -> float:
        return self._volume * LEVELS.get(name, 1.0)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self.sounds_dir / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as error:
                log.warning("cannot load sound %s: %s", path, error)
                self._sounds[name] = None
        return self._sounds[name]


def _start_mixer() -> bool:
    """Start pygame's mixer unless it runs; ``False`` where there is no audio device (or no mixer at all)."""
    try:
        if pygame.mixer.get_init():
            return True
        pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except (pygame.error, NotImplementedError, OSError, RuntimeError) as error:
        log.info("no sound: %s", error)
        return False


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))
