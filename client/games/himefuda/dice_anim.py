"""姬札大戰's dice on the table: every melee, shot and siege rolls its dice in the
shared dice panel (client/widgets/dice_playback.py, as 3KingdomsBattle's: the same playback: paced by the animation setting, click or
Space for the next step, S skips all). Steps come only from the events."""
from __future__ import annotations

import functools

import pygame

from client.i18n import N_, _, ngettext, thousands
from client.render import palette
from client.render.art import picture
from client.widgets import dice_playback
from client.widgets.dice_playback import DiceRow, Step, DICE_SECONDS  # noqa: F401 (re-exported)

GAME = "himefuda"
DIE_PICTURES = tuple(f"die_{v}" for v in range(1, 7))


@functools.lru_cache(maxsize=64)
def _face(value: int, size: int, dim: bool, tilt: int) -> pygame.Surface:
    """A die face (assets/art/himefuda/die_<n>.svg) at ``size``, dimmed or turned by whole degrees:
    a tumbling die is a few cached pictures, never a render per frame."""
    face = picture(GAME, f"die_{value}", (size, size))
    if dim:
        face = face.copy()
        face.fill((150, 146, 138, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.rotozoom(face, tilt, 1.0) if tilt else face


def draw_die(surface, centre, value: int, size: int, lit: bool | None, tilt: float = 0.0) -> pygame.Rect:
    """姬札大戰's die, drawn to match its field: a bone-white face with ink pips (the one large and
    vermilion); ``lit``: a gold rim (it counts), False: dimmed (it does not), None: plain."""
    face = _face(value, size, lit is False, round(tilt / 5) * 5)
    rect = face.get_rect(center=centre)
    surface.blit(face, rect)
    if lit:
        pygame.draw.rect(surface, palette.HIGHLIGHT, pygame.Rect(0, 0, size + 8, size + 8).move(
            centre[0] - size // 2 - 4, centre[1] - size // 2 - 4), 3, border_radius=size // 5)
    return rect


class Playback(dice_playback.Playback):
    """The shared dice playback, rolling 姬札大戰's own dice."""

    def __init__(self):
        super().__init__(die=draw_die)

DICE_EVENTS = ("melee", "shoot", "siege", "volley", "starve", "guard_melee", "guard_shoot")
TITLES = {"melee": N_("Melee"), "shoot": N_("Shooting"), "siege": N_("Storming the castle"),
          "volley": N_("Shooting at the castle"), "starve": N_("Raiding the provisions"),
          "guard_melee": N_("The castle guard attacks"), "guard_shoot": N_("The castle guard shoots")}


def _lost(n: int) -> str:
    return ngettext("loses {n} thousand", "loses {n} thousand", n).format(n=thousands(n))


def dice_step(event, name) -> Step | None:
    """The dice panel step of one combat event (None for other events)."""
    kind, d = event.kind, event.data
    if kind not in DICE_EVENTS:
        return None
    me, foe = d["seat"], 1 - d["seat"]
    spaces = tuple(tuple(z) for z in (d.get("attacker"), d.get("defender")) if z is not None)
    title = _(TITLES[kind])
    dice = [v for v in d["dice"] if v is not None]
    if kind in ("volley", "starve"):
        hit = d["success"]
        rows = [DiceRow(me, (dice[0],), _("success") if hit else _("failure"))]
        good = {(0, 0)} if hit else set()
        result = (_("The garrison loses 1 thousand.") if kind == "volley" else _("1 load of provisions burnt.")) \
            if hit else _("No effect.")
        return Step("dice", DICE_SECONDS, title, rows, result, good, spaces=spaces)
    strength = d["strength"]
    values = d.get("values")

    def note(i: int) -> str:
        if values is None:
            return _("strength {n}").format(n=strength[i])
        return _("strength {n} (value {v})").format(n=strength[i], v=values[i])

    rows = [DiceRow(me, (dice[0],), note(0))]
    if len(dice) > 1:
        rows.append(DiceRow(foe, (dice[1],), note(1)))
    good = {(i, 0) for i in range(len(rows)) if strength[i] == dice[i] and strength[i] > 1 or
            strength[i] == dice[i] == 1}
    cas = d["casualties"]
    if isinstance(cas, list):
        parts = []
        if cas[0]:
            parts.append(_("{name} {lost}").format(name=name(foe), lost=_lost(cas[0])))
        if cas[1]:
            parts.append(_("{name} {lost}").format(name=name(me), lost=_lost(cas[1])))
        result = " · ".join(parts) if parts else _("No casualties.")
    else:
        result = _("{name} {lost}").format(name=name(foe), lost=_lost(cas)) if cas else _("No casualties.")
    return Step("dice", DICE_SECONDS, title, rows, result, good, spaces=spaces)


def steps_from_events(events, name) -> list[Step]:
    return [s for s in (dice_step(e, name) for e in events) if s is not None]
