"""姬札大戰's table: a unit on rough ground stands over a band that names its terrain and shows its
tile's pattern (the card would hide the cell), with the effect on hover; the cards the other seat
is known to hold (taken back to hand in view of both) are drawn face up and marked, the rest as backs."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.himefuda import SPEC  # noqa: E402
from client.games.himefuda import card_art as art  # noqa: E402
from client.games.himefuda import field_view as FV  # noqa: E402
from client.games.himefuda import view as V  # noqa: E402
from client.games.himefuda.field_map import OPEN, load_field  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render import text as text_mod  # noqa: E402
from client.render.palette import seat_colour  # noqa: E402
from client.window import LOGICAL_SIZE  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_census import forget_drawn  # noqa: E402

from .scenario import given  # noqa: E402

FM = load_field()
CELL = pygame.Rect(40, 40, 120, 120)  # a cell as big as on the table


def _standing_on(kind: str):
    """Xiahou Dun (seat 0) alone at lane 1, row 1, whose cell is ``kind`` on the field rolled."""
    st = given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (1, 1)}])
    st.halves = next((a, b) for a in range(1, 6) for b in range(1, 6) if FM.layout(a, b)[(1, 1)] == kind)
    st._set_terrain()
    return st, st.units[(1, 1)]


def _drawn_texts(monkeypatch, draw) -> list[str]:
    drawn: list[str] = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    draw()
    return drawn


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("kind", ["forest", "hill", "river"])
def test_a_unit_on_rough_ground_stands_over_a_band_with_the_terrains_pattern_and_name(app, monkeypatch, lang, kind):
    set_language(lang)
    try:
        st, u = _standing_on(kind)
        ground = FM.terrain(kind)
        surface = pygame.Surface((200, 200))
        surface.fill((0, 0, 0))
        drawn = _drawn_texts(monkeypatch, lambda: FV.draw_unit(surface, CELL, st, u, seat_colour(0)))
        assert ground.name(lang) in drawn
        band = FV.terrain_band(CELL)
        assert CELL.contains(band) and band.width > CELL.width * 0.8 and band.height >= 20
        # its sign, drawn beside the name
        side = band.height - 4
        picture = pygame.Surface((side, side))
        FV.draw_terrain_icon(picture, picture.get_rect(), ground)
        assert all(surface.get_at((band.x + 2 + x, band.y + 2 + y)) == picture.get_at((x, y))
                   for x in range(side) for y in range(side))
        # the card stops above the band: its frame's seat colour never reaches into it
        rgb = seat_colour(0).rgb
        assert not any(surface.get_at((x, y))[:3] == rgb for x in range(band.x, band.right)
                       for y in range(band.y, band.bottom))
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, name", [("en", "Xiahou Dun"), ("zh_Hant", "夏侯惇")])
def test_a_unit_is_named_in_the_screens_language_as_the_log_names_it(app, monkeypatch, lang, name):
    set_language(lang)
    try:
        st = given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (1, 1)}])
        forget_drawn()
        surface = pygame.Surface((200, 200))
        drawn = _drawn_texts(monkeypatch, lambda: FV.draw_unit(surface, CELL, st, st.units[(1, 1)], seat_colour(0)))
        assert name in drawn  # whole, on one line
        assert ("夏侯惇" in drawn) == (lang == "zh_Hant")
        # the general's painted mask on the troops' box, beside the troops, never over them
        box, _name_h, _sy, _sh, _my, _mh, troops = FV.unit_layout(CELL, False)
        cameo, words = FV.troops_parts(troops)
        assert cameo.height >= 24 and troops.contains(cameo) and not cameo.colliderect(words)
        mask = FV.unit_cameo("wei_xiahou_dun", cameo.height)
        assert pygame.image.tobytes(surface.subsurface(cameo), "RGB") == pygame.image.tobytes(mask, "RGB")
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_units_name_stands_on_one_line_across_the_token_at_one_shared_size(app, monkeypatch, lang):
    """Xiahou Dun, Huang Zhong or 夏侯惇 as large as Cao Cao or 曹操: one line on a ribbon as wide as
    the token, at one size for all the generals, 13 px or more once scaled into a 1366x768 window."""
    set_language(lang)
    try:
        cell = FV.FieldGeometry(V.FIELD).cell((1, 1))
        sizes = {}
        real = text_mod.render
        st = given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (1, 1)}])
        unit = st.units[(1, 1)]
        for general in ("wei_cao_cao", "wei_xiahou_dun", "shu_huang_zhong", "shu_zhuge_liang", "qun_gongsun_zan"):
            unit.cards[0] = general  # led by each in turn
            name = art.card_name(general)
            seen = []
            monkeypatch.setattr(text_mod, "render", lambda t, size, *a, **k: seen.append((t, size)) or real(
                t, size, *a, **k))
            FV.draw_unit(pygame.Surface(LOGICAL_SIZE), cell, st, unit, seat_colour(0))
            sizes[name] = [size for t, size in seen if t == name]
            assert len(sizes[name]) == 1, (name, seen)  # one line: never split over two
            box, name_h, stats_y = FV.unit_layout(cell, False)[:3]
            assert FV.name_ribbon(box, stats_y, name_h).width >= box.width
        assert len({s for (s,) in sizes.values()}) == 1, sizes
        assert min(s for (s,) in sizes.values()) * 1366 / LOGICAL_SIZE[0] >= 13, sizes
    finally:
        set_language("en")


def test_the_terrain_signs_differ_in_shape_not_only_in_colour(app):
    """Seen in grey (as by a player who cannot tell the colours apart) no two signs look alike."""
    greys = []
    for t in FM.terrains[1:]:
        picture = pygame.Surface((20, 20))
        FV.draw_terrain_icon(picture, picture.get_rect(), t)
        greys.append([sum(picture.get_at((x, y))[:3]) // 3 for x in range(20) for y in range(20)])
    for i in range(len(greys)):
        for j in range(i + 1, len(greys)):
            differ = sum(abs(a - b) > 40 for a, b in zip(greys[i], greys[j]))
            assert differ > 40, (FM.terrains[i + 1].id, FM.terrains[j + 1].id, differ)


def test_a_unit_on_open_ground_or_the_plain_field_has_no_band_and_its_full_card(app, monkeypatch):
    names = {t.name(lang) for t in FM.terrains for lang in ("en", "zh_Hant")}
    for st, u in (_standing_on(OPEN), (lambda s: (s, s.units[(1, 1)]))(
            given(turn=0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (1, 1)}]))):
        surface = pygame.Surface((200, 200))
        drawn = _drawn_texts(monkeypatch, lambda: FV.draw_unit(surface, CELL, st, u, seat_colour(0)))
        assert not names & set(drawn)
        band = FV.terrain_band(CELL)
        # the troops' paper plate fills the card's foot, where a band would be
        assert surface.get_at((CELL.centerx + 20, band.centery - 4))[:3] == FV.TROOPS_PAPER


@pytest.mark.parametrize("seat", [0, 1])
def test_a_units_counter_wears_its_seats_colour_only_on_its_frame_and_header(app, seat):
    """A paper counter: the seat's colour on its frame and its name's header; its fight values and
    its troops in ink on paper (red and blue numbers would read as seats), all inside its cell."""
    card = "wei_xiahou_dun" if seat == 0 else "shu_guan_yu"
    st = given(turn=0, units=[{"card": card, "seat": seat, "at": (1, 1)}])
    u = st.units[(1, 1)]
    colour = seat_colour(seat)
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    FV.draw_unit(surface, CELL, st, u, colour)
    box, name_h, stats_y, stats_h, _my, _mh, troops = FV.unit_layout(CELL, False)
    cameo, words = FV.troops_parts(troops)
    inner = [pygame.Rect(box.x + 4, stats_y, box.width - 8, stats_h), words]
    seen = {tuple(surface.get_at((x, y)))[:3] for r in inner for x in range(r.x, r.right) for y in range(r.y, r.bottom)}
    assert colour.rgb not in seen
    assert surface.get_at((box.x + 1, box.centery))[:3] == colour.rgb  # the frame
    header = FV.name_ribbon(box, stats_y, name_h)
    assert surface.get_at((header.x + 4, header.centery))[:3] == colour.rgb  # the header
    drawn = {tuple(surface.get_at((x, y)))[:3] for x in range(200) for y in range(200)
             if not CELL.collidepoint(x, y)}
    assert drawn == {(0, 0, 0)}, "the counter, its shadow and its wedge stay inside its cell"


def _scene_until(app, want, options=None, seed=3):
    scene = table_scene(app, SPEC, options or {}, 2, seed, {0}, 0)
    rng = random.Random(seed)
    for _ in range(3000):
        st = scene.match.state
        assert not st.is_over(), "the seeded game ended first"
        if want(st):
            return scene
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    raise AssertionError("never reached")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_pointing_at_the_band_names_the_terrain_and_its_effect(app, lang):
    def rough(st):
        return st.to_act == 0 and any(FV.ground_of(z, st.halves) for z in st.units)

    scene = _scene_until(app, rough, {"terrain": "random"})
    set_language(lang)
    try:
        view = scene.view
        obs = scene.observation()
        zone = next(z for z in obs.units if FV.ground_of(z, obs.halves))
        ground = FV.ground_of(zone, obs.halves)
        band = FV.terrain_band(view.geo.cell(zone))
        view.mouse = band.center
        view.draw(app.screen, obs)
        assert view.tip == [ground.name(lang), ground.effect(lang)]
        view.mouse = view.geo.cell(zone).center  # the card itself: its detail, no terrain tip
        view.draw(app.screen, obs)
        assert view.tip is None
    finally:
        set_language("en")


def _known_in_other_hand(app):
    return _scene_until(app, lambda st: st.to_act == 0 and len(st.known[1]) >= 1
                        and len(st.hand[1]) > len(st.known[1]))


def test_the_cards_known_to_be_in_the_other_hand_are_face_up_and_marked(app, monkeypatch):
    """The known cards lie face up inside the one fan at the column's top, beside the backs: the
    hand its caption counts is held in one place, none of its cards lower down the column."""
    scene = _known_in_other_hand(app)
    view = scene.view
    obs = scene.observation()
    known = sorted(obs.known[1])
    assert known and all(c in obs.hand[1] for c in known)
    view.mouse = None
    forget_drawn()  # drawn afresh: its name is seen rendered
    drawn = _drawn_texts(monkeypatch, lambda: view.draw(app.screen, obs))
    box = pygame.Rect(V.MID.x, V.MID.y, V.MID.width, V.OTHER_H)
    shown = [(rect, card) for rect, card in view.face_up_cards() if box.contains(rect)]
    assert [card for _r, card in shown] == known
    for rect, card in shown:
        assert rect.width == V.KNOWN_W
        assert art.pool().cards[card].name_en in drawn  # named as the log names it, under the "Known" tag
    assert drawn.count("Known") == len(known)
    # the rest stay backs, one for each card the hand holds beyond the known ones, held as a hand:
    # the backs overlapping, the known cards beside each other (their names whole), the outer cards
    # tilted outwards (the left ones to the left)
    fan = V.other_hand_fan(box, len(known), len(obs.hand[1]))
    rects = V.other_hand_row(box, len(known), len(obs.hand[1]))
    assert [r for r, _c in shown] == rects[:len(known)] and len(rects) == len(obs.hand[1])
    assert all(a.right > b.x for a, b in zip(rects[len(known):], rects[len(known) + 1:]))
    assert all(a.right <= b.x for a, b in zip(rects[:len(known)], rects[1:len(known) + 1]))
    assert fan[0][1] > 0 > fan[-1][1] and all(box.contains(r) for r in rects)
    held = [r for r, c in view.face_up_cards() if c in obs.hand[1]]
    assert held and all(box.contains(r) for r in held)  # no second row of them lower in the column
    for rect in rects[len(known):]:  # a back's blue where its face would be
        assert app.screen.get_at(rect.center)[:3] != app.screen.get_at((box.right - 2, rect.centery))[:3]
    view.mouse = shown[0][0].center  # pointing at a known card reads it in full
    assert view.hover_card() == known[0]


def test_the_card_pointed_at_stays_in_its_panel_beside_the_terrain_legend(app):
    scene = _scene_until(app, lambda st: st.to_act == 0 and bool(st.units), {"terrain": "random"})
    view = scene.view
    obs = scene.observation()
    assert FV.legend_height(obs.halves)  # the legend takes room from the detail panel
    below = pygame.Rect(V.MID.x, V.MID.bottom + 1, V.MID.width, V.HAND.y - V.MID.bottom - 2)
    view.mouse = None
    view.draw(app.screen, obs)
    bare = pygame.image.tobytes(app.screen.subsurface(below), "RGB")
    zone = next(iter(obs.units))
    view.mouse = view.geo.cell(zone).center
    view.draw(app.screen, obs)
    assert view.hover_card() == obs.units[zone].cards[0]
    assert pygame.image.tobytes(app.screen.subsurface(below), "RGB") == bare


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_units_token_reads_at_a_glance_its_fatigue_tab_clear_of_the_troops(app, monkeypatch, lang):
    """The two fighting values as chips whose numbers are 16 px or more, and the fatigued tab
    inside the token's cell (never over a neighbouring cell or the plaque above), on the token's
    own foot or its strip, clear of the troops' box, the name and the chips."""
    set_language(lang)
    try:
        for rough in (False, True):
            box, name_h, stats_y, stats_h, marks_y, mark_h, troops = FV.unit_layout(CELL, rough, marked=True)
            tab = FV.marks_tab(FV.state_shelf(CELL, rough, box), marks_y, mark_h, FV._("Sortied"))
            header = FV.name_ribbon(box, stats_y, name_h)
            chips = pygame.Rect(box.x, stats_y, box.width, stats_h)
            assert CELL.contains(tab) and not tab.colliderect(troops) and not tab.colliderect(chips), rough
            assert not tab.colliderect(header.inflate(0, -6)), rough
            assert rough or tab.top < box.bottom < tab.bottom  # pinned over the token's own foot
            assert stats_h >= 24 and troops.height >= 18, rough
        st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (1, 1)}])
        u = st.units[(1, 1)]
        u.fatigued = True
        sizes = []
        real = text_mod.render
        monkeypatch.setattr(text_mod, "render", lambda t, size, *a, **k: sizes.append((t, size)) or real(
            t, size, *a, **k))
        FV.draw_unit(pygame.Surface((200, 200)), CELL, st, u, seat_colour(0))
        g = st.pool.general("wei_xu_huang")
        chips = [size for t, size in sizes if t in {str(v) for v in (*g.melee, *g.shoot)}]
        assert len(chips) == 4 and min(chips) >= 16
        assert FV._("Sortied") in [t for t, _s in sizes]
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_unit_that_sortied_and_one_that_moved_are_marked_with_different_words_signs_and_colours(app, lang):
    """疲兵 (sortied: does nothing more this turn) and 倦兵 (moved: melee -1, no shooting, siege or
    retreat) are two states: never near-synonyms in one look."""
    set_language(lang)
    try:
        box, _nh, _sy, _sh, marks_y, mark_h, _troops = FV.unit_layout(CELL, False)
        looks = []
        for state in (FV.SORTIE_PHASE, FV.MOVE_PHASE):
            surface = pygame.Surface((200, 200))
            surface.fill((0, 0, 0))
            tab = FV.draw_state_tab(surface, box, marks_y, mark_h, state)
            looks.append((FV._(FV.STATE_WORDS[state]), surface.get_at((tab.right - 3, tab.bottom - 3))[:3],
                          pygame.image.tobytes(surface.subsurface(tab.x + 2, tab.y + 2, FV.STATE_SIGN + 4,
                                                                  tab.height - 4), "RGB")))
        (word_a, ground_a, sign_a), (word_b, ground_b, sign_b) = looks
        assert {word_a, word_b} == ({"Sortied", "Moved"} if lang == "en" else {"剛出陣", "已移動"})
        assert ground_a != ground_b and sign_a != sign_b
    finally:
        set_language("en")


def test_a_known_card_with_a_long_english_name_keeps_its_portrait_above_a_two_line_banner(app, monkeypatch):
    """"Zhuge Liang" is too wide for one line on a known card: surname over given name on a banner
    under the portrait, two lines at MIN_SIZE or more, the portrait still over a third of the card."""
    size = (V.KNOWN_W, round(V.BACK_W * art.RATIO))
    asked = []
    real = V.picture
    monkeypatch.setattr(V, "picture", lambda game, cid, wh: asked.append((cid, wh)) or real(game, cid, wh))
    sizes = []
    render = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, s, *a, **k: sizes.append((t, s)) or render(t, s, *a, **k))
    V._held_face("shu_zhuge_liang", size)
    (cid, (w, h)), = asked
    assert cid == "shu_zhuge_liang" and h >= size[1] / 3 and w >= size[0] - 8
    lines = [(t, s) for t, s in sizes if t in ("Zhuge", "Liang")][-2:]
    assert [t for t, _s in lines] == ["Zhuge", "Liang"] and min(s for _t, s in lines) >= text_mod.MIN_SIZE


def test_three_known_cards_lie_apart_in_the_larger_fan_their_names_whole():
    """The other hand's fan is large in the column, yet three cards known to be in a hand of five
    still lie side by side (their names whole) and the two backs still show a strip each."""
    box = pygame.Rect(V.MID.x, V.MID.y, V.MID.width, V.OTHER_H)
    rects = V.other_hand_row(box, 3, 5)
    assert all(a.right <= b.x for a, b in zip(rects[:3], rects[1:4]))
    assert all(box.contains(r) for r in rects) and rects[0].height >= 95


def test_a_full_hand_spans_the_tables_foot_no_empty_board_beside_it(app):
    """Five cards in hand lie spread along the foot of the table, as far as under the column
    beside the field: no block of bare wood is left right of the hand."""
    scene = _scene_until(app, lambda st: st.to_act == 0 and len(st.hand[0]) == 5)
    view = scene.view
    view.mouse = None
    view.draw(app.screen, scene.observation())
    cards = sorted(rect for rect, _card in view.hand_cards())
    assert len(cards) == 5 and all(a.right <= b.right for a, b in zip(cards, cards[1:]))
    assert V.MID.right - cards[-1].right < V.HAND_W * 1.5, cards[-1]
    assert cards[-1].right <= V.HAND.right


def test_before_the_first_roll_the_dice_rest_in_a_small_tray_beside_the_key_no_big_tray(app):
    """Before any roll the dice tray is no heavy block at the column's foot: it is a small tray
    (its dice in sight) in the strip beside "How a roll is judged", and the turn's sheet runs down
    to the column's foot instead (the room given to the phase explained and the key's note)."""
    from client.games.himefuda.field_paint import draw_table_surface
    scene = _scene_until(app, lambda st: st.to_act == 0 and bool(st.units) and not st.known[1])
    view = scene.view
    view.mouse = None
    view.draw(app.screen, scene.observation())
    tag = view._dice_token
    assert tag is not None and tag.height <= 64  # no roll yet: the key's strip
    felt = [(x, y) for x in range(V.MID.x, V.MID.right, 3) for y in range(V.MID.y + V.OTHER_H, V.MID.bottom, 3)
            if app.screen.get_at((x, y))[:3] == V.TRAY_FELT]
    assert felt and all(tag.collidepoint(p) for p in felt), "the felt only in the key's strip"
    xs, ys = [x for x, _y in felt], [y for _x, y in felt]
    covered = 1 - len(felt) / (len(range(min(xs), max(xs) + 1, 3)) * len(range(min(ys), max(ys) + 1, 3)))
    assert covered > 0.25, "two dice lie on the felt"
    table = pygame.Surface(app.screen.get_size())
    draw_table_surface(table)
    foot = [(x, V.MID.bottom - 8) for x in range(V.MID.x + 20, V.MID.right - 20, 10)]
    assert not any(app.screen.get_at(p) == table.get_at(p) for p in foot), "the sheet reaches the foot"


@pytest.mark.parametrize("full", [False, True])
def test_the_hand_tag_is_pinned_at_the_left_edge_and_the_hand_starts_right_after_it(app, full):
    """The hand's tag (its cost and the numbers' key) stays at the table's left edge whatever the
    hand holds; the first card lies right after it, and a short hand lies close together (not
    strewn across the table's foot, not floating in its middle)."""
    scene = _scene_until(app, (lambda st: st.to_act == 0 and len(st.hand[0]) >= V.HAND_FULL) if full
                         else (lambda st: st.to_act == 0 and 2 <= len(st.hand[0]) < V.HAND_FULL))
    view = scene.view
    view.mouse = None
    view.draw(app.screen, scene.observation())
    cards = sorted(rect for rect, _card in view.hand_cards())
    tag = view._hand_tag
    assert tag is not None and tag.x <= V.HAND.x + 8, tag
    assert 0 <= cards[0].x - tag.right <= 12, (tag, cards[0])
    if not full:
        assert all(0 <= b.x - a.right <= V.HAND_TIGHT for a, b in zip(cards, cards[1:])), cards


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_hand_cards_header_names_its_faction_in_the_screens_language(app, monkeypatch, lang):
    """The suit and number in a card's header: "Wei 11" on an English table, "魏11" on a Chinese one;
    the war results' heading says how many win in plain words."""
    set_language(lang)
    try:
        scene = _scene_until(app, lambda st: st.to_act == 0 and len(st.hand[0]) >= 1)
        view = scene.view
        obs = scene.observation()
        view.mouse = None
        forget_drawn()
        drawn = _drawn_texts(monkeypatch, lambda: view.draw(app.screen, obs))
        card = art.pool().cards[view.hand_cards()[0][1]]
        zh = lang.startswith("zh")
        tag = f"{art.FACTION_ZH[card.faction]}{card.number}" if zh else f"{card.faction.title()} {card.number}"
        assert tag in drawn
        assert ("戰果（先滿十者勝）" if zh else "War results (first to 10 wins)") in drawn
        assert not zh or not any(t.startswith(("Wei ", "Shu ", "Wu ", "Qun ")) for t in drawn)
    finally:
        set_language("en")
