"""Synthesizes the game's sound effects into ``assets/sounds/*.wav`` with the standard library only.

Run ``python tools/make_sounds.py [DIRECTORY]``. Every effect is built from sine
oscillators, pitch sweeps, filtered noise and envelopes; the noise comes from
``random.Random`` seeded per sound, so the files are the same byte for byte on
every run. Output: 16-bit mono PCM at 22050 Hz, each effect under 1.5 seconds.
"""
from __future__ import annotations

import io
import math
import random
import sys
import wave
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
"""Samples per second."""
MAX_SECONDS = 1.45
PEAK = 0.89
"""Peak level after normalizing (about -1 dBFS)."""
FADE_SECONDS = 0.04
"""The fade at the end of every sound, against a cut-off tail."""
PART_FADE_SECONDS = 0.012
"""The fade at the end of every part placed by ``mix``, against clicks."""
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]
Curve = Callable[[float], float]
"""A parameter as a function of time in seconds."""


# ------------------------------------------------------------------ building blocks


def samples(seconds: float) -> int:
    return round(seconds * RATE)


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def noise(rng: random.Random, seconds: float) -> Signal:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(samples(seconds))]


def brown_noise(rng: random.Random, seconds: float) -> Signal:
    """Integrated (leaky) white noise: a deep rumble."""
    out: Signal = []
    level = 0.0
    for _ in range(samples(seconds)):
        level = 0.995 * level + 0.08 * rng.uniform(-1.0, 1.0)
        out.append(level)
    return out


def envelope(seconds: float, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """A linear attack, an optional hold, then an exponential decay with time constant ``decay``."""
    out: Signal = []
    for i in range(samples(seconds)):
        t = i / RATE
        if t < attack:
            out.append(t / attack)
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / decay))
    return out


def tone(seconds: float, frequency: Curve | float, partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
         phase: float = 0.0) -> Signal:
    """Sine partials (ratio, amplitude) on a possibly sweeping fundamental."""
    freq = frequency if callable(frequency) else constant(frequency)
    out: Signal = []
    acc = phase
    for i in range(samples(seconds)):
        acc += 2.0 * math.pi * freq(i / RATE) / RATE
        out.append(sum(amp * math.sin(ratio * acc) for ratio, amp in partials))
    return out


def constant(value: float) -> Curve:
    """A curve that stays at ``value``."""
    level = float(value)

    def curve(_t: float) -> float:
        return level
    return curve


def sweep(start: float, end: float, seconds: float) -> Curve:
    """An exponential glide from ``start`` to ``end`` Hz over ``seconds``, then held."""
    ratio = end / start

    def curve(t: float) -> float:
        return float(start * ratio ** min(1.0, t / seconds))
    return curve


def lowpass(signal: Signal, cutoff: Curve | float) -> Signal:
    """A one-pole low-pass filter; the cutoff may move with time."""
    cut = cutoff if callable(cutoff) else constant(cutoff)
    out: Signal = []
    y = 0.0
    for i, x in enumerate(signal):
        a = 1.0 - math.exp(-2.0 * math.pi * cut(i / RATE) / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def lowpass2(signal: Signal, cutoff: Curve | float) -> Signal:
    """Two one-pole low-passes in a row: a steeper slope."""
    return lowpass(lowpass(signal, cutoff), cutoff)


def highpass(signal: Signal, cutoff: float) -> Signal:
    """The signal less its one-pole low-pass."""
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff), strict=True)]


def bandpass(signal: Signal, centre: Curve | float, q: float) -> Signal:
    """A biquad band-pass (constant 0 dB peak); the centre may move with time."""
    freq = centre if callable(centre) else constant(centre)
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(signal):
        w = 2.0 * math.pi * min(freq(i / RATE), RATE * 0.45) / RATE
        alpha = math.sin(w) / (2.0 * q)
        a0 = 1.0 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def times(*signals: Signal) -> Signal:
    """Sample-wise product, as long as the shortest."""
    return [math.prod(values) for values in zip(*signals, strict=False)]


def gain(signal: Signal, amount: float) -> Signal:
    return [amount * x for x in signal]


def fade_out(signal: Signal, seconds: float) -> Signal:
    """A raised-cosine fade over the last ``seconds``."""
    out = list(signal)
    fade = min(len(out), samples(seconds))
    for i in range(fade):
        out[len(out) - fade + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / fade)
    return out


def mix(length: float, *parts: tuple[float, Signal]) -> Signal:
    """Signals placed at start times (seconds) on a track ``length`` seconds long, each faded out at its end."""
    out = silence(length)
    for start, signal in parts:
        offset = samples(start)
        kept = signal[: max(0, len(out) - offset)]
        for i, x in enumerate(fade_out(kept, PART_FADE_SECONDS)):
            out[offset + i] += x
    return out


def drive(signal: Signal, amount: float) -> Signal:
    """Soft saturation (tanh), for punch."""
    return [math.tanh(amount * x) for x in signal]


def crackle(rng: random.Random, seconds: float, density: Curve, decay: float = 0.002) -> Signal:
    """Sparse random clicks, ``density`` per second over time; each a tiny decaying noise burst."""
    out = silence(seconds)
    length = samples(decay * 6)
    for i in range(len(out)):
        if rng.random() < density(i / RATE) / RATE:
            level = rng.uniform(0.3, 1.0) * rng.choice((-1.0, 1.0))
            for j in range(min(length, len(out) - i)):
                out[i + j] += level * rng.uniform(-1.0, 1.0) * math.exp(-j / RATE / decay)
    return out


def finish(signal: Signal) -> Signal:
    """Cut to ``MAX_SECONDS``, remove any DC offset, normalize to ``PEAK`` and fade out the end."""
    signal = signal[: samples(MAX_SECONDS)]
    mean = sum(signal) / len(signal)
    signal = [x - mean for x in signal]
    peak = max(abs(x) for x in signal) or 1.0
    return fade_out([x * PEAK / peak for x in signal], FADE_SECONDS)


# ------------------------------------------------------------------ the effects


def shot(rng: random.Random) -> Signal:
    """Bang!: a sharp crack, a boom with a falling thump, and a canyon echo."""
    crack = lowpass(times(noise(rng, 0.15), envelope(0.15, 0.0005, 0.018)), sweep(9000, 1500, 0.1))
    boom = lowpass2(times(noise(rng, 0.6), envelope(0.6, 0.001, 0.11)), sweep(2400, 300, 0.35))
    thump = times(tone(0.35, sweep(160, 45, 0.2)), envelope(0.35, 0.001, 0.09))
    tail = lowpass2(times(noise(rng, 0.9), envelope(0.9, 0.02, 0.28)), 700)
    echo = lowpass2(boom, 900)
    body = mix(1.05, (0, gain(crack, 1.1)), (0, boom), (0, gain(thump, 0.9)), (0.01, gain(tail, 0.22)),
               (0.24, gain(echo, 0.3)), (0.46, gain(echo, 0.12)))
    return drive(body, 1.6)


def miss(rng: random.Random) -> Signal:
    """Missed!: a ricochet, a whining falling tone over a short whoosh."""
    def wobble(t: float) -> float:
        return sweep(3400, 950, 0.55)(t) * (1.0 + 0.035 * math.sin(2 * math.pi * 23 * t))
    whine = times(tone(0.7, wobble, ((1.0, 1.0), (2.32, 0.25), (3.1, 0.08))), envelope(0.7, 0.012, 0.22, 0.04))
    ping = lowpass(highpass(times(noise(rng, 0.05), envelope(0.05, 0.0003, 0.006)), 2500), 9000)
    whoosh = times(bandpass(noise(rng, 0.45), sweep(700, 2600, 0.3), 1.4), envelope(0.45, 0.12, 0.08))
    return mix(0.75, (0, gain(ping, 0.9)), (0.005, gain(whine, 0.55)), (0.0, gain(whoosh, 0.9)))


def beer(rng: random.Random) -> Signal:
    """Beer: three glugs (rising bubbles) and a fizz."""
    parts: list[tuple[float, Signal]] = []
    for k, start in enumerate((0.0, 0.17, 0.33, 0.47)):
        base = 150 + 30 * k + rng.uniform(-10, 10)
        bubble = times(tone(0.14, sweep(base, base * 2.4, 0.09), ((1.0, 1.0), (2.0, 0.15))),
                       envelope(0.14, 0.006, 0.035))
        gurgle = times(bandpass(noise(rng, 0.1), 380 + 40 * k, 3.0), envelope(0.1, 0.004, 0.03))
        parts += [(start, gain(bubble, 1.0 - 0.12 * k)), (start, gain(gurgle, 0.6))]
    def density(t: float) -> float:
        return 900 * math.exp(-t / 0.35)
    fizz = times(highpass(crackle(rng, 0.8, density, 0.0015), 3500), envelope(0.8, 0.04, 10.0))
    hiss = times(highpass(noise(rng, 0.8), 5000), envelope(0.8, 0.03, 0.25))
    return mix(1.4, *parts, (0.56, gain(fizz, 0.5)), (0.56, gain(hiss, 0.06)))


def card(rng: random.Random) -> Signal:
    """A card dealt: a short papery slide ending in a flick."""
    slide = times(bandpass(noise(rng, 0.12), sweep(2200, 4200, 0.1), 0.9), envelope(0.12, 0.07, 0.02))
    flick = highpass(times(noise(rng, 0.04), envelope(0.04, 0.0005, 0.005)), 1800)
    tap = times(tone(0.04, 260), envelope(0.04, 0.001, 0.008))
    return mix(0.2, (0, gain(slide, 0.8)), (0.075, flick), (0.075, gain(tap, 0.25)))


def dynamite(rng: random.Random) -> Signal:
    """Dynamite explodes: a crack, a roaring blast that darkens, a falling sub-bass and debris."""
    crack = lowpass(times(noise(rng, 0.1), envelope(0.1, 0.0005, 0.02)), 7000)
    blast = lowpass2(times(noise(rng, 1.4), envelope(1.4, 0.006, 0.38)), sweep(3000, 120, 1.0))
    sub = times(tone(1.0, sweep(95, 28, 0.7)), envelope(1.0, 0.004, 0.3))
    rumble = lowpass(times(brown_noise(rng, 1.45), envelope(1.45, 0.04, 0.5)), 260)
    def density(t: float) -> float:
        return 120 * math.exp(-t / 0.35)
    debris = lowpass(crackle(rng, 1.0, density, 0.004), 2500)
    body = mix(1.45, (0, crack), (0, gain(blast, 1.2)), (0, gain(sub, 0.9)), (0, gain(rumble, 1.2)),
               (0.15, gain(debris, 0.35)))
    return drive(body, 2.0)


def _metal(rng: random.Random, seconds: float, partials: Sequence[tuple[float, float, float]],
           strike: float) -> Signal:
    """A struck metal object: inharmonic partials (Hz, amplitude, decay) and a noisy strike."""
    out = silence(seconds)
    for frequency, amplitude, decay in partials:
        ring = times(tone(seconds, frequency, phase=rng.uniform(0, 2 * math.pi)), envelope(seconds, 0.001, decay))
        out = [a + amplitude * b for a, b in zip(out, ring, strict=True)]
    hit = lowpass(times(noise(rng, 0.05), envelope(0.05, 0.0005, 0.006)), 5000)
    return mix(seconds, (0, out), (0, gain(hit, strike)))


def jail(rng: random.Random) -> Signal:
    """Jail: an iron cell door slams (low clank, thud) and the latch clicks shut."""
    door = _metal(rng, 1.25, ((142, 1.0, 0.45), (337, 0.8, 0.32), (561, 0.55, 0.25), (873, 0.45, 0.18),
                             (1291, 0.3, 0.12), (1987, 0.2, 0.07)), 2.0)
    thud = times(tone(0.3, sweep(110, 55, 0.1)), envelope(0.3, 0.001, 0.06))
    latch = _metal(rng, 0.5, ((1180, 0.6, 0.09), (2310, 0.5, 0.06), (3410, 0.3, 0.04)), 1.5)
    rattle = _metal(rng, 0.4, ((980, 0.4, 0.05), (1765, 0.3, 0.04)), 1.0)
    return mix(1.25, (0, gain(door, 0.8)), (0, gain(thud, 1.0)), (0.24, gain(latch, 0.45)),
               (0.31, gain(rattle, 0.3)))


def elimination(rng: random.Random) -> Signal:
    """A player is out: a low body blow, then a tolling bell."""
    blow = times(tone(0.4, sweep(120, 40, 0.25)), envelope(0.4, 0.002, 0.12))
    thud = lowpass2(times(noise(rng, 0.15), envelope(0.15, 0.001, 0.03)), 500)
    root = 220.0
    bell = _metal(rng, 1.36, ((root * 0.5, 0.35, 1.0), (root, 1.0, 0.8), (root * 1.19, 0.55, 0.6),
                              (root * 1.5, 0.3, 0.55), (root * 2.0, 0.45, 0.4), (root * 2.52, 0.25, 0.3),
                              (root * 3.01, 0.2, 0.22), (root * 4.17, 0.15, 0.12), (root * 5.43, 0.1, 0.08),
                              (root * 6.79, 0.06, 0.05)), 0.4)
    return mix(1.45, (0, gain(blow, 1.0)), (0, gain(thud, 0.7)), (0.09, gain(bell, 0.5)))


def _brass(seconds: float, frequency: float, release: float, vibrato: bool) -> Signal:
    """A brassy note: harmonics that brighten after the attack, slight vibrato on long notes."""
    def freq(t: float) -> float:
        depth = 0.005 * min(1.0, max(0.0, t - 0.15) / 0.2) if vibrato else 0.0
        return frequency * (1.0 + depth * math.sin(2 * math.pi * 5.5 * t))
    harmonics = [(float(k), 1.0 / k ** 1.1) for k in range(1, 9)]
    body = tone(seconds, freq, harmonics)
    bright = lowpass(body, lambda t: 900 + 3200 * min(1.0, t / 0.04))
    return times(bright, envelope(seconds, 0.025, release, seconds * 0.35))


def game_over(rng: random.Random) -> Signal:
    """The end of the game: a short bugle fanfare, G-C-E-G, the last note held."""
    c5 = 523.25
    notes = ((0.0, c5 * 0.75, 0.13), (0.14, c5, 0.13), (0.28, c5 * 1.26, 0.13), (0.42, c5 * 1.5, 1.0))
    parts: list[tuple[float, Signal]] = []
    for start, frequency, length in notes:
        detune = 1.0 + rng.uniform(-0.002, 0.002)
        long_note = length > 0.5
        note = _brass(length, frequency * detune, 0.35 if long_note else 0.06, long_note)
        parts.append((start, note))
        if long_note:
            parts.append((start, gain(_brass(length, frequency * 0.5, 0.35, True), 0.45)))
    return mix(1.45, *parts)


def green(rng: random.Random) -> Signal:
    """A green card used from the play area: leather slides, a holster snap and a bright metallic ring."""
    slide = times(bandpass(noise(rng, 0.16), sweep(900, 2600, 0.14), 1.1), envelope(0.16, 0.09, 0.025))
    snap = highpass(times(noise(rng, 0.03), envelope(0.03, 0.0004, 0.004)), 2200)
    ring = _metal(rng, 0.22, ((1760, 0.7, 0.06), (2637, 0.45, 0.045), (3951, 0.25, 0.03)), 0.6)
    return mix(0.34, (0, gain(slide, 0.7)), (0.11, snap), (0.11, gain(ring, 0.5)))


def cost(rng: random.Random) -> Signal:
    """A card paid as a cost: a quick crumple of paper and a dull tap on the discard pile."""
    def density(t: float) -> float:
        return 1400 * math.exp(-t / 0.08)
    crumple = bandpass(crackle(rng, 0.2, density, 0.0012), 2800, 0.8)
    tap = times(tone(0.08, sweep(210, 140, 0.05)), envelope(0.08, 0.001, 0.018))
    thud = lowpass(times(noise(rng, 0.06), envelope(0.06, 0.001, 0.012)), 900)
    return mix(0.3, (0, gain(crumple, 1.0)), (0.16, gain(tap, 0.8)), (0.16, gain(thud, 0.6)))


def ability(rng: random.Random) -> Signal:
    """A character's ability at work: jingling spurs over a rising two-note chime."""
    parts: list[tuple[float, Signal]] = []
    for k, start in enumerate((0.0, 0.07, 0.15)):
        spur = _metal(rng, 0.18, ((2900 + 140 * k, 0.6, 0.05), (4310 + 90 * k, 0.4, 0.035)), 0.3)
        parts.append((start, gain(spur, 0.45)))
    low = times(tone(0.45, 659.3, ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))), envelope(0.45, 0.006, 0.16))
    high = times(tone(0.4, 987.8, ((1.0, 1.0), (2.0, 0.25))), envelope(0.4, 0.006, 0.15))
    return mix(0.62, *parts, (0.05, gain(low, 0.5)), (0.2, gain(high, 0.45)))


def event(rng: random.Random) -> Signal:
    """A High Noon event is revealed: the town clock strikes, a deep bell with a long hum."""
    root = 130.8
    strike = _metal(rng, 1.2, ((root, 1.0, 0.7), (root * 2.0, 0.6, 0.5), (root * 2.4, 0.45, 0.4),
                             (root * 3.0, 0.3, 0.3), (root * 4.2, 0.25, 0.18), (root * 5.4, 0.15, 0.1)), 0.6)
    hum = times(tone(1.2, root * 0.5), envelope(1.2, 0.05, 0.5))
    return mix(1.2, (0, strike), (0, gain(hum, 0.35)))


def ghost(rng: random.Random) -> Signal:
    """A ghost arrives or leaves (Ghost Town): a hollow wind and a wavering, falling moan."""
    wind = times(bandpass(noise(rng, 1.1), lambda t: 500 + 350 * math.sin(2 * math.pi * 1.3 * t), 2.5),
                 envelope(1.1, 0.3, 0.35, 0.2))
    def moan_pitch(t: float) -> float:
        return sweep(520, 330, 0.9)(t) * (1.0 + 0.04 * math.sin(2 * math.pi * 6.0 * t))
    moan = times(tone(1.1, moan_pitch, ((1.0, 1.0), (1.5, 0.2), (2.0, 0.12))), envelope(1.1, 0.25, 0.3, 0.25))
    return mix(1.1, (0, gain(wind, 1.2)), (0.05, gain(moan, 0.35)))


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "shot": shot,
    "miss": miss,
    "beer": beer,
    "card": card,
    "dynamite": dynamite,
    "jail": jail,
    "elimination": elimination,
    "game_over": game_over,
    "green": green,
    "cost": cost,
    "ability": ability,
    "event": event,
    "ghost": ghost,
}
"""Every effect by file name (without ``.wav``)."""


# ------------------------------------------------------------------ output


def render(name: str) -> bytes:
    """The ``.wav`` file of one effect, the same bytes on every run."""
    rng = random.Random(zlib.crc32(name.encode("utf-8")))
    signal = finish(SOUNDS[name](rng))
    frames = b"".join(max(-32767, min(32767, round(x * 32767))).to_bytes(2, "little", signed=True) for x in signal)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write_all(directory: Path = SOUNDS_DIR) -> list[Path]:
    """Write every effect into ``directory``; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = directory / f"{name}.wav"
        path.write_bytes(render(name))
        written.append(path)
    return written


def main(argv: Sequence[str]) -> int:
    directory = Path(argv[0]) if argv else SOUNDS_DIR
    for path in write_all(directory):
        print(f"{path}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
