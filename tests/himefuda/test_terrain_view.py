"""姬札大戰's table with the random-terrain option (H-2): each cell shows its kind's picture (side 1's
mirrored, as its half is the same piece turned round, and still upright), the legend names exactly the kinds present with their effect in both
languages, and the values and expected casualties shown for a fight count the terrain."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.himefuda import field_paint  # noqa: E402
from client.games.himefuda import field_view as FV  # noqa: E402
from client.games.himefuda.field_map import OPEN, load_field  # noqa: E402
from client.games.himefuda.odds import attack_odds, expected_melee, expected_shot  # noqa: E402
from client.games.himefuda.rules import new_game  # noqa: E402
from client.render.palette import seat_colour  # noqa: E402

from .scenario import given  # noqa: E402

FM = load_field()
SIZE = (816, 648)


def _random_game(want=lambda halves: True):
    for seed in range(1, 200):
        st = new_game(2, {"terrain": "random"}, seed)
        if want(st.halves):
            return st
    raise AssertionError("no seed gives that field")


def _tile_on(plain, geo, zone, kind, turned, wash):
    """The cell as the picture of ``kind`` laid on the plain field would look under its half's
    wash of the seat colour ``wash``, sampled (the wash is linear in the colour: the washed
    picture laid on the washed plain field)."""
    rect = geo.cell(zone).inflate(-6, -6)
    tile = FV.terrain_picture(kind, rect.size)
    if turned:
        tile = pygame.transform.flip(tile, True, False)
    out = []
    for (i, j), under in zip(_points(rect.size), _sample(plain.subsurface(rect))):
        *rgb, a = tuple(tile.get_at((i, j)))
        out.append(tuple(round(c * a / 255 + u * (1 - a / 255)) for c, u in zip(field_paint.washed(rgb, wash), under)))
    return out


def _points(size):
    w, h = size
    return [(i, j) for i in range(3, w - 3, 9) for j in range(3, h - 3, 9)]


def _sample(surface):
    return [tuple(surface.get_at(p))[:3] for p in _points(surface.get_size())]


def _distance(a, b) -> float:
    return sum(abs(x - y) for p, q in zip(a, b) for x, y in zip(p, q)) / len(a)


def test_every_cell_shows_its_own_terrain_picture_side_1s_mirrored_and_open_ground_stays_plain(app):
    st = _random_game(lambda h: h[0] != h[1] and any(k == "forest" and FM.cell(*z).side == 1
                                                     for z, k in FM.layout(*h).items()))
    colours = (seat_colour(0), seat_colour(1))
    plain = FV.field_picture(SIZE, None, colours)
    rough = FV.field_picture(SIZE, st.halves, colours)
    geo = FV.FieldGeometry(pygame.Rect((0, 0), SIZE))
    kinds = [t.id for t in FM.terrains if t.id != OPEN]
    seen = set()
    for zone, kind in st.terrain.items():
        rect = geo.cell(zone).inflate(-6, -6)
        drawn = _sample(rough.subsurface(rect))
        if kind == OPEN:
            assert drawn == _sample(plain.subsurface(rect)), zone
            continue
        seen.add(kind)
        assert _distance(drawn, _sample(plain.subsurface(rect))) > 20, (zone, kind)
        side1 = FM.cell(*zone).side == 1
        wash = colours[FM.cell(*zone).side].rgb
        fits = {(k, t): _distance(drawn, _tile_on(plain, geo, zone, k, t, wash)) for k in kinds for t in (False, True)}
        assert fits[kind, side1] < 3, (zone, kind, fits[kind, side1])
        # no other kind looks like it
        assert all(d > 5 for (k, _t), d in fits.items() if k != kind), (zone, kind, fits)
        if kind == "forest":  # the one kind whose picture is not symmetric mirrored
            assert fits[kind, not side1] > 5, (zone, kind)
    assert len(seen) >= 2  # the seeded field has terrain to look at
    assert FV.field_picture(SIZE, st.halves, colours) is rough  # drawn once per layout


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_legend_lists_exactly_the_kinds_present_and_fits(app, lang):
    for halves in ((1, 1), (2, 5), (3, 4), (5, 2)):
        present = set(FM.layout(*halves).values()) - {OPEN}
        assert {t.id for t in FV.kinds_present(halves)} == present
        box = pygame.Rect(0, 0, 344, FV.legend_height(halves))
        surface = pygame.Surface(box.size)
        drawn = FV.draw_legend(surface, box, halves, lang)
        assert len(drawn) == len(present)
        assert not any(b.truncated for b in drawn), (lang, halves)
    assert FV.kinds_present(None) == [] and FV.legend_height(None) == 0


def test_the_table_draws_the_legend_only_with_random_terrain(app):
    from client.core.match import Match, Seat
    from client.games.himefuda import SPEC
    from client.games.himefuda import view as V
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene

    def middle(options):  # the legend lies under the decision sheet, above the log
        seats = [Seat("P1", 0, "human", "random"), Seat("P2", 1, "bot", "random")]
        scene = PlayScene(app, Match(SPEC, options, 3, seats), worker=_NoWorker())
        scene.viewer = 0
        scene.view.draw(app.screen, scene.observation())
        column = pygame.Rect(V.RIGHT_X, V.DECISION_Y, V.RIGHT_W, V.BUTTON_Y - V.DECISION_Y)
        return app.screen.subsurface(column).copy(), scene.observation()

    plain, _obs = middle({})
    rough, obs = middle({"terrain": "random"})
    kinds = FV.kinds_present(obs.halves)
    assert kinds
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(rough, "RGB")


def _on_terrain(attacker_at, defender_at, where, kind):
    """Xiahou Dun (seat 0) and Guan Yu (seat 1) on a field whose cell ``where`` is ``kind``."""
    st = given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": attacker_at},
                              {"card": "shu_guan_yu", "seat": 1, "at": defender_at}])
    st.halves = next(h for h in ((a, b) for a in range(1, 6) for b in range(1, 6)) if FM.layout(*h)[where] == kind)
    st._set_terrain()
    return st, st.units[attacker_at], st.units[defender_at]


def test_expected_casualties_of_a_melee_count_the_defenders_forest():
    st, u, t = _on_terrain((1, 0), (1, 1), (1, 1), "forest")
    assert st.value(t, "melee", True) < 5  # so the forest's +1 shows
    defence = st.value(t, "melee", True) + 1
    assert attack_odds(st, f"melee:{u.cards[0]}:1:1") == expected_melee(st.melee_attack_value(u), defence, st.cap(u))


def test_expected_casualties_of_a_shot_count_the_shooters_hill():
    lane, row = next(z for z, k in FM.layout(1, 1).items() if k == "hill" and z[1] < 2)
    st, u, t = _on_terrain((lane, row), (lane, row + 2), (lane, row), "hill")
    assert st.value(u, "shoot") < 5
    want = expected_shot(st.value(u, "shoot") + 1, st.value(t, "shoot", True, fight=True), st.cap(u))
    assert want != expected_shot(st.value(u, "shoot"), st.value(t, "shoot", True, fight=True), st.cap(u))
    assert attack_odds(st, f"shoot:{u.cards[0]}:{lane}:{row + 2}") == (want, 0)


def test_a_unit_on_a_forest_shows_its_fight_values(app):
    st, u, t = _on_terrain((1, 0), (1, 1), (1, 1), "forest")
    g = st.pool.general(t.cards[0])
    assert st.value(t, "melee", True, fight=True) == g.melee[1] + 1
    drawn = []
    real = FV.art.draw_fight_chips
    FV.art.draw_fight_chips = lambda surface, melee, shoot, *a, **k: drawn.append(
        (tuple(melee), tuple(shoot))) or real(surface, melee, shoot, *a, **k)
    try:
        FV.draw_unit(pygame.Surface((200, 200)), pygame.Rect(0, 0, 160, 160), st, t, seat_colour(1))
    finally:
        FV.art.draw_fight_chips = real
    assert drawn == [((g.melee[0], g.melee[1] + 1), tuple(g.shoot))]

