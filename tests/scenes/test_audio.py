"""Sound: the generated effects, the generator's determinism, the player with and without audio, and event sounds."""
from __future__ import annotations

import array
import importlib.util
import math
import subprocess
import sys
import wave
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game.cards import catalogue
from game.eventcards import EventCard
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
    LifeLost,
    PhaseChanged,
    PlayerEliminated,
    ShotMissed,
    TurnStarted,
    Zone,
)
from game.roles import Side
from scenes.app.audio import LEVELS, SOUND_NAMES, SOUNDS_DIR, Audio, sound_for

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "tools" / "make_sounds.py"
MIN_RMS = 0.03
"""Root mean square level, as a fraction of full scale, that no effect may fall below (about -30 dBFS)."""


def load_generator() -> ModuleType:
    """tools/make_sounds.py as a module."""
    spec = importlib.util.spec_from_file_location("make_sounds", GENERATOR)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_samples(path: Path) -> tuple[wave._wave_params, list[float]]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    data = array.array("h")
    data.frombytes(frames)
    if sys.byteorder == "big":
        data.byteswap()
    return params, [x / 32768 for x in data]


def card_with_effect(effect: str) -> int:
    return next(card.id for card in catalogue() if card.definition.effect == effect)


def dodge_city_card(name: str) -> int:
    return next(card.id for card in catalogue(("dodge_city",)) if card.name == name and card.id >= len(catalogue()))


# ------------------------------------------------------------------ the files


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_effect_is_a_short_audible_16_bit_mono_wav(name: str) -> None:
    params, samples = read_samples(SOUNDS_DIR / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 0.1 < params.nframes / params.framerate < 1.5
    rms = math.sqrt(sum(x * x for x in samples) / len(samples))
    assert rms > MIN_RMS, f"{name} is nearly silent: RMS {rms:.4f}"
    peak = max(abs(x) for x in samples)
    assert 0.5 < peak < 0.999, f"{name} peaks at {peak:.3f}"
    assert max(abs(x) for x in samples[-20:]) < 0.01, f"{name} ends with a click"


def test_the_sounds_are_small_and_the_generator_makes_exactly_them() -> None:
    assert tuple(load_generator().SOUNDS) == SOUND_NAMES
    assert sorted(path.stem for path in SOUNDS_DIR.glob("*.wav")) == sorted(SOUND_NAMES)
    assert sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.wav")) < 600_000


def test_the_generator_is_deterministic_and_the_committed_files_are_its_output(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(GENERATOR), str(tmp_path)], check=True, capture_output=True, timeout=120)
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS_DIR / f"{name}.wav").read_bytes(), name


# ------------------------------------------------------------------ the player


def test_audio_plays_every_effect_with_the_dummy_driver_loading_lazily() -> None:
    audio = Audio()
    assert audio.loaded() == ()
    assert audio.play("shot")
    assert audio.loaded() == ("shot",)
    for name in SOUND_NAMES:
        assert audio.play(name), name
    assert set(audio.loaded()) == set(SOUND_NAMES)
    audio.stop()


def test_an_unknown_effect_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown sound"):
        Audio().play("yeehaw")


def test_without_an_audio_device_everything_is_a_silent_no_op(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    audio = Audio()
    assert not audio.available
    for name in SOUND_NAMES:
        assert not audio.play(name)
    audio.volume = 0.2
    audio.muted = True
    audio.muted = False
    audio.stop()
    assert audio.loaded() == ()


def test_without_the_mixer_module_it_is_silent_too(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> None:
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    assert not Audio().play("shot")


def test_a_missing_sound_file_is_skipped(tmp_path: Path) -> None:
    audio = Audio(sounds_dir=tmp_path)
    assert not audio.play("shot")
    assert not audio.play("shot")


def test_volume_is_clamped_and_applies_at_once_to_loaded_sounds() -> None:
    audio = Audio(volume=0.5)
    assert audio.play("card") and audio.play("shot")
    sounds = audio._sounds
    assert sounds["shot"] is not None and sounds["card"] is not None
    assert sounds["shot"].get_volume() == pytest.approx(0.5, abs=0.01)
    audio.volume = 0.25
    assert sounds["shot"].get_volume() == pytest.approx(0.25, abs=0.01)
    assert sounds["card"].get_volume() == pytest.approx(0.25 * LEVELS["card"], abs=0.01)
    audio.volume = 7.0
    assert audio.volume == 1.0
    audio.volume = -1.0
    assert audio.volume == 0.0
    assert not audio.play("shot")
    assert Audio(volume=3).volume == 1.0
    audio.stop()


def test_mute_silences_at_once_and_keeps_the_volume() -> None:
    audio = Audio(volume=0.6)
    assert audio.play("dynamite")
    sound = audio._sounds["dynamite"]
    assert sound is not None and sound.get_num_channels() > 0
    audio.muted = True
    assert audio.muted
    assert sound.get_num_channels() == 0
    assert not audio.play("shot")
    audio.muted = False
    assert audio.volume == 0.6
    assert audio.play("shot")
    assert not Audio(muted=True).play("shot")
    audio.stop()


# ------------------------------------------------------------------ events to sounds


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        (CardPlayed(0, card_with_effect("bang"), target=1), "shot"),
        (CardPlayed(1, card_with_effect("bang"), as_answer=True), "shot"),
        (CardPlayed(0, card_with_effect("gatling")), "shot"),
        (CardPlayed(0, card_with_effect("jail"), target=2), "jail"),
        (CardPlayed(0, card_with_effect("beer")), None),
        (CardPlayed(1, card_with_effect("missed"), as_answer=True), None),
        (CardPlayed(0, -1), None),
        (CardPlayed(0, 10_000), None),
        (ShotMissed(1, 0), "miss"),
        (LifeGained(0, 1, 4), "beer"),
        (CardMoved(3, Zone.DECK, Zone.HAND, destination_player=0), "card"),
        (CheckDrawn(0, 5, "dynamite", False), "dynamite"),
        (CheckDrawn(0, 5, "dynamite", True), None),
        (CheckDrawn(0, 5, "jail", False), "jail"),
        (CheckDrawn(0, 5, "jail", True), "jail"),
        (CheckDrawn(0, 5, "barrel", True), None),
        (PlayerEliminated(2, 0), "elimination"),
        (GameOver(Side.LAW, (0, 1)), "game_over"),
        (LifeLost(1, 1, 3, 0), None),
        (TurnStarted(1), None),
        (PhaseChanged(1, "draw"), None),
        (AbilityUsed(1, "draw_three"), "ability"),
        (AbilityUsed(1, "copy_ability", 2), "ability"),
        (CardPlayed(0, dodge_city_card("Derringer"), target=1, from_play=True), "green"),
        (CardPlayed(0, dodge_city_card("Iron Plate"), as_answer=True, from_play=True), "green"),
        (CardPlayed(0, dodge_city_card("Springfield"), target=1, cost=dodge_city_card("Beer")), "shot"),
        (CardPlayed(0, dodge_city_card("Punch"), target=1), "shot"),
        (CardPlayed(0, dodge_city_card("Whisky"), cost=dodge_city_card("Beer")), None),
        (EventRevealed(EventCard.GOLD_RUSH), "event"),
        (GhostReturned(2), "ghost"),
        (GhostLeft(2), "ghost"),
    ],
    ids=repr,
)
def test_sound_for_maps_events_to_effects(event: Event, expected: str | None) -> None:
    assert sound_for(event) == expected
    if expected is not None:
        assert expected in SOUND_NAMES
