"""Draw the program icon — 天 on a red sun — and pack it for every platform.

    .venv/bin/python tools/make_icon.py          # writes assets/icon.png, icon.ico, icon.icns

Drawn by code with pygame from our own font subset (assets/fonts, SIL OFL);
no image editor, no outside art. The .ico and .icns containers hold PNG
images, written here with ``struct`` so no imaging library is needed
(PyInstaller would otherwise want Pillow to convert a PNG icon).
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
FONT = ASSETS / "fonts" / "TenkaSans-Bold.otf"

MASTER = 1024
PAPER = (244, 236, 218)      # washi
PAPER_EDGE = (196, 176, 140)
SUN = (196, 30, 38)          # vermilion sun
SUN_DARK = (150, 18, 26)
INK = (250, 246, 236)        # the character, pale on the sun

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns type codes holding PNG data, by pixel size
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def draw(size: int = MASTER) -> pygame.Surface:
    """The icon at ``size`` pixels: a rounded paper square, a red sun, 天 in its middle."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64  # drawing unit
    rect = pygame.Rect(0, 0, size, size).inflate(-round(4 * u), -round(4 * u))
    pygame.draw.rect(s, PAPER_EDGE, rect, border_radius=round(12 * u))
    pygame.draw.rect(s, PAPER, rect.inflate(-round(2 * u), -round(2 * u)), border_radius=round(11 * u))
    centre = (size // 2, size // 2)
    pygame.draw.circle(s, SUN_DARK, centre, round(25 * u))
    pygame.draw.circle(s, SUN, centre, round(23.5 * u))
    font = pygame.font.Font(str(FONT), round(34 * u))
    if font.metrics("天")[0] is None:
        raise SystemExit(f"{FONT.name} has no glyph for 天")
    glyph = font.render("天", True, INK)
    box = glyph.get_bounding_rect()  # centre the ink, not the line box
    s.blit(glyph, (centre[0] - box.centerx, centre[1] - box.centery))
    return s


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    return master if size == master.get_width() else pygame.transform.smoothscale(master, (size, size))


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (Vista and later read these)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNG images."""
    body = b"".join(code.encode("ascii") + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for code, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    out = Path(argv[0]) if argv else ASSETS
    pygame.init()
    try:
        master = draw(MASTER)
        sizes = set(ICO_SIZES) | {size for _code, size in ICNS_TYPES}
        images = {size: png_bytes(scaled(master, size)) for size in sorted(sizes)}
    finally:
        pygame.quit()
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.png").write_bytes(images[256])
    (out / "icon.ico").write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    (out / "icon.icns").write_bytes(icns(images))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{out / name}  {(out / name).stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
