"""Shogun in hot-seat: the curtain tells the next player what they are called for, in every phase."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_phase_has_its_own_reason(app, lang):
    from client.scenes.play import PlayScene

    set_language(lang)
    match = Match(SPEC, {}, 4, [Seat(f"P{i + 1}", i, "human") for i in range(4)])
    scene = PlayScene(app, match, worker=_NoWorker())
    rng = random.Random(4)
    seen: dict[str, set[str]] = {}
    while not match.state.is_over() and len(seen) < 6:
        st = match.state
        key = st.phase if st.phase != "act" else f"act:{st.pending[0]}"
        seen.setdefault(key, set()).add(scene.curtain_reason(st.to_act))
        match.play(rng.choice(st.legal_actions()))
    assert {"draft", "draft_army", "plan", "order", "act:move"} <= set(seen)
    generic = "Your move" if lang == "en" else "輪到你行動"
    for phase, reasons in seen.items():
        assert reasons and generic not in reasons, phase
    assert seen["plan"] & {"Plan your actions for Spring", "請規劃春季的行動"}
