"""姬札大戰's phase guide: beside the field, under the phase track, the phase being played is
explained in full beside its own sign, in both languages; once the game is over it is gone."""
from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.himefuda import phase_guide as PG  # noqa: E402
from client.games.himefuda import view as V  # noqa: E402
from client.games.himefuda.vocabulary import PHASES  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render import text as text_mod  # noqa: E402


def _obs(phase, over=False):
    return SimpleNamespace(phase=phase, is_over=lambda: over)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_each_phase_is_explained_whole_beside_its_sign(app, monkeypatch, lang):
    set_language(lang)
    try:
        cut = []
        real = text_mod.draw_text_in_box
        monkeypatch.setattr(PG, "draw_text_in_box", lambda *a, **k: cut.append(real(*a, **k).truncated))
        for phase in PHASES:
            high = PG.guide_height(_obs(phase), V.MID.width)
            assert 0 < high <= 140, phase
            PG.draw_phase_guide(pygame.Surface((V.MID.width, high)), pygame.Rect(0, 0, V.MID.width, high),
                                _obs(phase))
        assert cut and not any(cut)
        assert len({_(PG.GUIDES[p]) for p in PHASES}) == len(PHASES)
    finally:
        set_language("en")


def test_the_phases_signs_differ_and_a_finished_game_has_no_guide(app):
    signs = []
    for phase in PHASES:
        s = pygame.Surface((40, 40))
        s.fill((255, 255, 255))
        PG.draw_phase_icon(s, phase, s.get_rect(), (0, 0, 0))
        signs.append(pygame.image.tobytes(s, "RGB"))
    assert len(set(signs)) == len(PHASES)
    assert PG.guide_height(_obs(PHASES[0], over=True), V.MID.width) == 0
