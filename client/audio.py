"""Sound effects made here (synthesised at start), following the volume setting.

A machine without an audio device plays nothing and carries on. On Linux that is
decided before SDL's audio starts: opening it without a sound card makes ALSA
print a screenful of errors to the terminal.
"""
from __future__ import annotations

import math
import os
import random
import struct
import sys
from pathlib import Path

RATE = 22050


def _tone(freqs: list[tuple[float, float]], seconds: float, decay: float, noise: float = 0.0,
          seed: int = 1) -> bytes:
    """16-bit mono samples: a few decaying partials plus a little noise (for wood)."""
    rng = random.Random(seed)  # our own generator: the sound is the same every run
    count = int(RATE * seconds)
    out = bytearray()
    for i in range(count):
        t = i / RATE
        env = math.exp(-t * decay)
        value = sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs)
        value += noise * (rng.random() * 2 - 1)
        out += struct.pack("<h", int(max(-1.0, min(1.0, value * env)) * 12000))
    return bytes(out)


SOUNDS = {
    "click": lambda: _tone([(880, 0.5), (1320, 0.2)], 0.06, 60, 0.2, 1),
    "card": lambda: _tone([(300, 0.1)], 0.12, 35, 0.6, 2),
    "coin": lambda: _tone([(1760, 0.45), (2637, 0.3)], 0.25, 14, 0.0, 3),
    "cube": lambda: _tone([(520, 0.4), (780, 0.3)], 0.05, 80, 0.5, 4),
    "march": lambda: _tone([(110, 0.5), (165, 0.25)], 0.18, 22, 0.35, 5),  # armies on the move: a drum
    "build": lambda: _tone([(392, 0.35), (196, 0.3)], 0.14, 30, 0.45, 6),  # a wooden knock
    "gong": lambda: _tone([(146, 0.4), (293, 0.25), (440, 0.12)], 0.9, 4, 0.02, 7),  # winter
}


def _has_sound_card(cards: Path, dev_snd: Path) -> bool:
    try:  # "--- no soundcards ---" when the kernel knows none
        if any(line.strip() and not line.strip().startswith("---") for line in cards.read_text().splitlines()):
            return True
    except OSError:
        pass
    try:
        return any(entry.name.startswith("pcm") for entry in dev_snd.iterdir())
    except OSError:
        return False


def _has_sound_server(environ) -> bool:
    """PulseAudio or PipeWire (also in a container or a sandbox without the card itself)."""
    if environ.get("PULSE_SERVER"):
        return True
    runtime = environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0"))


def device_present(environ=os.environ, platform: str = sys.platform, cards: Path = Path("/proc/asound/cards"),
                   dev_snd: Path = Path("/dev/snd")) -> bool:
    """Whether opening audio may find a device: a sound card or a sound server. Only Linux
    is checked (elsewhere the mixer is simply tried); a driver named in SDL_AUDIODRIVER
    (dummy, disk…) is always tried."""
    if environ.get("SDL_AUDIODRIVER") or not platform.startswith("linux"):
        return True
    return _has_sound_card(cards, dev_snd) or _has_sound_server(environ)


class Audio:
    def __init__(self, volume: int, present=device_present):
        self.volume = volume
        self.sounds: dict = {}
        self.available = False
        if not present():
            return  # sound simply off: SDL's audio is never started
        try:
            import pygame

            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            self.available = True
        except Exception:  # no device (a server, a muted VM): stay silent
            return

    def set_volume(self, volume: int) -> None:
        self.volume = volume

    def play(self, name: str) -> None:
        if not self.available or self.volume <= 0:
            return
        try:
            import pygame

            sound = self.sounds.get(name)
            if sound is None:
                sound = self.sounds[name] = pygame.mixer.Sound(buffer=SOUNDS[name]())
            sound.set_volume(self.volume / 100)
            sound.play()
        except Exception:
            self.available = False
