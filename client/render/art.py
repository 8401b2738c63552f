"""Pictures kept as data: SVG files under ``assets/art/<game>/`` and ``assets/art/common/``,
named by the id the rules use, drawn by pygame-ce itself (nanosvg) at the size shown.

nanosvg draws paths, strokes, gradients and opacity but never ``<text>``: words on a picture
come from the program's fonts. Each picture is rendered once per size and kept in a small
cache, so a table's frame only blits. A missing or damaged picture is told once as a damaged
installation (reinstalling mends it) and drawn as a plain frame: the table always draws.
"""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from client import notices
from client.i18n import N_, _
from client.paths import assets_dir
from client.render import palette

CACHE_SIZE = 768  # rendered surfaces kept (a full Samurai Sword table with zoom uses ~150)
SVG_NS = b"http://www.w3.org/2000/svg"

_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_damaged: set[Path] = set()
_checked: dict[Path, str | None] = {}  # a file's own problem (None: fine), read once per run


def art_dir() -> Path:
    return assets_dir() / "art"


def art_path(game: str, name: str) -> Path:
    """Where picture ``name`` of ``game`` ("common" for the shared ones) lives."""
    return art_dir() / game / f"{name}.svg"


def names(game: str) -> list[str]:
    """Every picture ``game`` ships, by name (sorted)."""
    folder = art_dir() / game
    return sorted(p.stem for p in folder.glob("*.svg")) if folder.is_dir() else []


def picture(game: str, name: str, size: tuple[int, int]) -> pygame.Surface:
    """Picture ``name`` of ``game`` rendered to fill ``size`` (aspect kept, centred, transparent
    margins). A missing or damaged file gives a plain frame, told once as a damaged installation.
    The surface is shared: copy it before drawing on it."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (game, name, w, h)
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    path = art_path(game, name)
    surface = _render(path, w, h)
    if surface is None:
        surface = plain_frame((w, h))
    _cache[key] = surface
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return surface


def is_damaged(game: str, name: str) -> bool:
    """Was this picture found missing or damaged (and drawn as a plain frame)?"""
    return art_path(game, name) in _damaged


def clear_cache() -> None:
    """Forget every rendered picture (and which were damaged): tests that break a file use it."""
    _cache.clear()
    _damaged.clear()
    _checked.clear()


def plain_frame(size: tuple[int, int]) -> pygame.Surface:
    """What stands in for a picture that cannot be drawn: paper inside a thin ink frame."""
    w, h = size
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.fill((*palette.KINARI, 255))
    if w > 2 and h > 2:
        pygame.draw.rect(surface, palette.SUMI, surface.get_rect(), max(1, min(w, h) // 40))
    return surface


def check(path: Path) -> str | None:
    """What is wrong with the SVG at ``path`` (None: it is a picture nanosvg draws)."""
    problem = _file_problem(path)
    if problem is None:
        _drawn, problem = _draw(path, 32, 32)
    return problem


def _file_problem(path: Path) -> str | None:
    """What is wrong with the file itself, before drawing it: missing, unreadable, empty, not SVG."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return "missing"
    except OSError as err:
        return f"unreadable ({err.strerror or err})"
    if not data.strip():
        return "empty"
    head = data[:4096]
    if b"<svg" not in head or SVG_NS not in head:
        return "not an SVG picture"
    return None


def _draw(path: Path, w: int, h: int) -> tuple[pygame.Surface | None, str | None]:
    """The picture rendered at (w, h) by nanosvg, or None and what is wrong with it."""
    try:
        drawn = pygame.image.load_sized_svg(str(path), (w, h))
    except (pygame.error, ValueError, OSError) as err:
        return None, f"not drawable ({err})"
    if drawn.get_bounding_rect().width == 0:  # nanosvg parsed nothing it could draw
        return None, "draws nothing"
    return drawn, None


def _render(path: Path, w: int, h: int) -> pygame.Surface | None:
    """Drawn once at the size asked (the file judged on the way, not drawn twice to judge it)."""
    if path in _damaged:
        return None
    if path not in _checked:
        _checked[path] = _file_problem(path)
    problem = _checked[path]
    drawn = None
    if problem is None:
        drawn, problem = _draw(path, w, h)
    if problem is not None:
        _damaged.add(path)
        where = f"{path.parent.name}/{path.name}"
        notices.post_once(f"art:{path}", lambda: _(N_(
            "A picture cannot be drawn: {file} is missing or damaged; reinstall Tenka.")).format(file=where))
        return None
    if drawn.get_size() == (w, h):
        return drawn.convert_alpha() if pygame.display.get_surface() else drawn
    # the picture keeps its aspect: centre it on a transparent surface of the size asked
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(drawn, drawn.get_rect(center=(w // 2, h // 2)))
    return out
