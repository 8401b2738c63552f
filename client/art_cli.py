"""`python -m client art GAME --out DIR`: every card face, tile and board face of a game as one PNG
per picture name, a gallery for players, for print-and-play, and for reviewing art in a change."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def art(args) -> int:
    from client.games import REGISTRY

    spec = REGISTRY.get(args.game)
    if spec is None:
        print(f"art: no game {args.game!r} (games: {', '.join(REGISTRY)})", file=sys.stderr)
        return 2
    if spec.art_module is None:
        print(f"art: {args.game} has no pictures", file=sys.stderr)
        return 2
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        print(f"art: {args.out} cannot be made: {err.strerror or err}", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from client.render.screenshot import headless_app
    from client.scenes.view_contract import load_art

    try:
        headless_app(args.lang)  # fonts, language and a display, as a table has them
    except ValueError as err:
        print(f"art: {err}", file=sys.stderr)
        return 2
    written = 0
    for name, face in load_art(spec).gallery():
        path = out / f"{name}.png"
        try:
            pygame.image.save(face, str(path))
        except (OSError, pygame.error) as err:
            print(f"art: {path} cannot be written: {getattr(err, 'strerror', None) or err}", file=sys.stderr)
            return 2
        written += 1
    print(f"art: {written} pictures of {spec.title_en} in {out}")
    return 0
