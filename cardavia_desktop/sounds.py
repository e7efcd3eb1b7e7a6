"""The sound cues, made by a small synthesizer (``python -m cardavia_desktop.sounds``).

Like the card art, the cues are the project's own and reproducible: this module writes every
cue of ``CUES`` as a 16-bit mono WAV into ``resources/sounds/`` (committed; a test checks that
the files equal what this code makes). Pure Python: sine partials with exponential decays, and
noise from a fixed linear congruential generator (no ``random``: the bytes never change with the
Python version), shaped by one-pole filters.
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
"""Samples per second: enough for clicks and chimes, half the size of CD rate."""
PEAK = 0.5
"""Every cue is normalised to this peak (−6 dBFS): the volume slider does the rest."""
QUIET_PEAK = {"refuse": 0.2, "deal_over": 0.35, "deal_lost": 0.35, "match_lost": 0.35}
"""Cues that stay in the background: a refusal is a hint, not an alarm (−14 dBFS peak); a loss
is said more softly than a win (measured: at the common peak the falling low notes were the
loudest cues of all by RMS, −17.4 dBFS against −17.7 for a deal won)."""

Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def _noise(seconds: float, seed: int) -> Signal:
    """White noise in −1..1 from a 32-bit LCG (Numerical Recipes' constants)."""
    state = seed & 0xFFFFFFFF
    out = []
    for _ in range(int(RATE * seconds)):
        state = (1664525 * state + 1013904223) & 0xFFFFFFFF
        out.append(state / 2147483648.0 - 1.0)
    return out


def _lowpass(signal: Signal, cutoff: float) -> Signal:
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(signal: Signal, cutoff: float) -> Signal:
    low = _lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low, strict=True)]


def _band(signal: Signal, low: float, high: float) -> Signal:
    return _lowpass(_highpass(signal, low), high)


def _envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """A linear rise over ``attack`` seconds, then an exponential fall (time constant ``decay``)."""
    rise = max(1, int(RATE * attack))
    return [
        x * (i / rise if i < rise else math.exp(-(i - rise) / (RATE * decay)))
        for i, x in enumerate(signal)
    ]


def _tone(
    freq: float,
    seconds: float,
    decay: float,
    attack: float = 0.004,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1)),
) -> Signal:
    """A struck tone: a few harmonic partials, the higher ones dying sooner."""
    n = int(RATE * seconds)
    rise = max(1, int(RATE * attack))
    out = []
    for i in range(n):
        t = i / RATE
        value = sum(
            gain * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t * ratio / decay)
            for ratio, gain in partials
        )
        out.append(value * min(1.0, i / rise))
    return out


def _mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """``parts`` of (start in seconds, signal, gain) summed into ``length`` seconds."""
    out = _silence(length)
    for start, signal, gain in parts:
        offset = int(RATE * start)
        for i, x in enumerate(signal[: max(0, len(out) - offset)]):
            out[offset + i] += gain * x
    return out


def _snap(seed: int, bright: float = 3500.0, length: float = 0.06) -> Signal:
    """A card striking the cloth: a short band of noise over a soft low knock."""
    hiss = _envelope(_band(_noise(length, seed), 600.0, bright), 0.001, 0.012)
    knock = _tone(180.0, length, 0.02, 0.001, ((1.0, 1.0),))
    return _mix(length, (0.0, hiss, 1.0), (0.0, knock, 0.35))


def _swish(seconds: float, seed: int, low: float, high: float) -> Signal:
    """Cards sliding over cloth: noise rising and falling, band-limited."""
    noise = _band(_noise(seconds, seed), low, high)
    n = len(noise)
    return [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(noise)]


def cue_card() -> Signal:
    """A card played: one snap as it lands."""
    return _snap(11)


def cue_deal() -> Signal:
    """Shuffle and deal: a riffle of quick soft snaps that slows down."""
    parts, t = [], 0.0
    for k in range(12):
        parts.append((t, _snap(100 + k, 2600.0, 0.04), 0.55 + 0.04 * (k % 3)))
        t += 0.028 + 0.004 * k
    return _mix(t + 0.06, *parts)


def cue_capture() -> Signal:
    """A capture: a short slide of the taken cards, then they settle."""
    return _mix(0.3, (0.0, _swish(0.22, 21, 500.0, 3000.0), 0.8), (0.2, _snap(22, 2200.0), 0.7))


def cue_trick() -> Signal:
    """A trick gathered: a soft low slide."""
    return _mix(0.26, (0.0, _swish(0.24, 31, 300.0, 1800.0), 1.0))


def cue_sweep() -> Signal:
    """A sweep (scopa, every trick): the slide of a capture and a bright two-note bell."""
    bell = _mix(0.7, (0.0, _tone(1318.5, 0.6, 0.25), 0.6), (0.09, _tone(1760.0, 0.55, 0.25), 0.6))
    return _mix(0.75, (0.0, _swish(0.2, 41, 500.0, 3500.0), 0.7), (0.12, bell, 1.0))


def cue_declare() -> Signal:
    """A declaration (marriage, versicola): a soft major third, like a small bell."""
    return _mix(0.55, (0.0, _tone(659.3, 0.5, 0.2), 0.7), (0.08, _tone(830.6, 0.45, 0.2), 0.7))


def cue_trump() -> Signal:
    """Trump exchanged or the stock closed: a firm knock on the table and a low tone."""
    knock = _envelope(_band(_noise(0.08, 51), 80.0, 900.0), 0.001, 0.015)
    return _mix(0.32, (0.0, knock, 1.0), (0.0, _tone(196.0, 0.3, 0.09), 0.6))


def cue_chips() -> Signal:
    """Chips pushed in: three little clacks of hard plastic."""

    def clack(seed: int, freq: float) -> Signal:
        body = _tone(freq, 0.05, 0.012, 0.0005, ((1.0, 1.0), (2.7, 0.5)))
        tick = _envelope(_highpass(_noise(0.05, seed), 2500.0), 0.0005, 0.004)
        return _mix(0.05, (0.0, body, 0.6), (0.0, tick, 0.8))

    return _mix(
        0.24,
        (0.0, clack(61, 3100.0), 1.0),
        (0.07, clack(62, 2800.0), 0.8),
        (0.15, clack(63, 3300.0), 0.9),
    )


def cue_refuse() -> Signal:
    """A refused move: a soft low double blip, never harsh."""
    blip = _tone(220.0, 0.08, 0.04, 0.006, ((1.0, 1.0), (2.0, 0.15)))
    return _mix(0.2, (0.0, blip, 1.0), (0.1, _tone(185.0, 0.09, 0.04, 0.006, ((1.0, 1.0),)), 0.9))


def _arpeggio(freqs: Sequence[float], step: float, decay: float, tail: float) -> Signal:
    parts = [(i * step, _tone(f, step + tail, decay), 0.5) for i, f in enumerate(freqs)]
    return _mix(step * (len(freqs) - 1) + tail + step, *parts)


def cue_deal_won() -> Signal:
    """A deal won: a rising major arpeggio (C–E–G)."""
    return _arpeggio((523.3, 659.3, 784.0), 0.1, 0.22, 0.35)


def cue_deal_lost() -> Signal:
    """A deal lost: two falling notes, quiet."""
    return _arpeggio((392.0, 311.1), 0.14, 0.2, 0.35)


def cue_deal_over() -> Signal:
    """A deal over, no winner yet (the match goes on): one soft middle note."""
    return _arpeggio((523.3, 523.3), 0.12, 0.18, 0.3)


def cue_match_won() -> Signal:
    """The match won: a longer rising arpeggio up to the octave, with a held top."""
    return _arpeggio((523.3, 659.3, 784.0, 1046.5), 0.11, 0.4, 0.7)


def cue_match_lost() -> Signal:
    """The match lost: a slow falling minor line."""
    return _arpeggio((466.2, 392.0, 311.1, 261.6), 0.16, 0.3, 0.55)


CUES: dict[str, Callable[[], Signal]] = {
    "deal": cue_deal,
    "card": cue_card,
    "capture": cue_capture,
    "sweep": cue_sweep,
    "trick": cue_trick,
    "declare": cue_declare,
    "trump": cue_trump,
    "chips": cue_chips,
    "refuse": cue_refuse,
    "deal_won": cue_deal_won,
    "deal_lost": cue_deal_lost,
    "deal_over": cue_deal_over,
    "match_won": cue_match_won,
    "match_lost": cue_match_lost,
}
"""Every cue by name; the file is ``<name>.wav``."""


def wav_bytes(signal: Signal, peak: float = PEAK) -> bytes:
    """``signal`` normalised to ``peak``, faded out over its last 5 ms, as a 16-bit mono WAV."""
    top = max((abs(x) for x in signal), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    n = len(signal)
    samples = []
    for i, x in enumerate(signal):
        gain = peak / top * min(1.0, (n - 1 - i) / fade if fade else 1.0)
        samples.append(max(-32767, min(32767, round(x * gain * 32767))))
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return out.getvalue()


def render(name: str) -> bytes:
    """The WAV file of cue ``name``."""
    return wav_bytes(CUES[name](), QUIET_PEAK.get(name, PEAK))


def write_all(folder: Path) -> list[Path]:
    """Write every cue into ``folder``; return the files (unchanged ones are not rewritten)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in CUES:
        target = folder / f"{name}.wav"
        data = render(name)
        if not target.is_file() or target.read_bytes() != data:
            target.write_bytes(data)
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Write the cues into ``resources/sounds/`` (or ``--out``)."""
    from . import paths

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=paths.resources_dir() / "sounds")
    args = parser.parse_args(argv)
    for path in write_all(args.out):
        print(f"{path.name}: {path.stat().st_size} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
