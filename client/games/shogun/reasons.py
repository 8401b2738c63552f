"""Why the hot-seat curtain calls a seat to the screen in Shogun, in words for that player.

Reads only the public observation: the curtain comes before the private view.
"""
from __future__ import annotations

from client.i18n import _

from . import content as C
from .log_text import ACTION_NAMES, SEASON_NAMES


def curtain_reason(obs, seat: int) -> str:
    phase = obs.phase
    if phase == "draft":
        return _("Take a province card")
    if phase == "draft_army":
        return _("Place armies on your new province")
    if phase == "plan":
        return _("Plan your actions for {season}").format(season=_(SEASON_NAMES[C.SEASONS[min(obs.season, 2)]]))
    if phase == "order":
        return _("Choose your place on the daimyo track")
    if phase == "act" and obs.pending is not None:
        stage, _seat, aid, _src, _targets = obs.pending
        what = _("Send your armies") if stage == "move" else _("How many armies move?")
        return _("{action}: {what}").format(action=_(ACTION_NAMES[aid]), what=what)
    if phase == "winter":
        return _("Choose the order of your revolts")
    return _("Your move")
