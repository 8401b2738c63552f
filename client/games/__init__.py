"""REGISTRY: every game the program offers, listed explicitly (no folder scanning)."""
from __future__ import annotations

from client.core.game import GameSpec
from client.core.pieces import PieceError

REGISTRY: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add ``spec``; a module it names that does not exist (a typo) stops the program here, at
    start-up, rather than when the screen that needs it first opens."""
    missing = spec.missing_modules()
    if missing:
        raise PieceError(f"{spec.id} names modules that do not exist: {'; '.join(missing)}")
    REGISTRY[spec.id] = spec
    return spec


def get(game_id: str) -> GameSpec:
    try:
        return REGISTRY[game_id]
    except KeyError:
        known = ", ".join(REGISTRY) or "none"
        raise KeyError(f"unknown game {game_id!r} (games: {known})") from None


def _register_all() -> None:
    # Each game's package holds only its GameSpec; rules and views load lazily.
    for module in ("client.games.shogun", "client.games.samurai_sword", "client.games.three_kingdoms",
                   "client.games.himefuda", "client.games.yedo"):  # game packages are added here as they land
        register(__import__(module, fromlist=["SPEC"]).SPEC)


_register_all()
