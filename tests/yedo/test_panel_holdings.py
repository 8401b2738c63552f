"""Yedo's player panels at five players: a seat holding every weapon and annex keeps a short row
(annexes and weapons as icons, the hidden cards a figure the mouse reads), its figures large at 1366×768."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import panels as P  # noqa: E402
from client.games.yedo import counts  # noqa: E402
from client.games.yedo.effects import ANNEXES, WEAPONS  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

def _armoury(app):
    """Five players; seat 1 holds two of every weapon kind it can get and one of each annex."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    st = scene.match.state
    for kind in WEAPONS:
        for _ in range(2):
            card = next((w for w in st.weapon_deck if w == kind), None)
            if card is not None:
                st.weapon_deck.remove(card)
                st.weapons[1] += (card,)
    for kind in ANNEXES:
        st.annex_supply[kind] -= 1
        st.annexes[1] += (kind,)
    st.touch()
    return scene


FIGURE_AT_1366 = 13 * 1600 / 1366  # a count 13 px or more on the 1366×768 window


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_seat_holding_everything_keeps_its_row_short_and_its_figures_large(app, monkeypatch, lang):
    """The weapons (public) and the annexes (placement spaces) are icons on the row, each named in
    its tooltip; the hidden action and bonus cards are a count (their kinds in its tooltip); every figure
    drawn is 13 px or more at 1366×768 and none is cut."""
    scene = _armoury(app)
    st = scene.match.state
    assert len(set(st.weapons[1])) >= 6
    st.hands[1] = tuple(st.hands[1]) + tuple(list(st.data.actions)[:2])
    st.touch()
    sizes = []
    real = P.draw_text_in_box

    def spy(surface, text, rect, size, *args, **kwargs):
        drawn = real(surface, text, rect, size, *args, **kwargs)
        sizes.append((drawn.size, text))
        assert not drawn.truncated, text
        return drawn

    monkeypatch.setattr(P, "draw_text_in_box", spy)
    set_language(lang)
    try:
        rect = pygame.Rect(1176, 72 + P.panel_height(5), 416, P.panel_height(5) - 4)
        tips = P.draw_player(app.screen, rect, scene.observation(), 1, scene.view.colours()[1], "P2", False)
        weapons = {st.data.weapons[w].name(lang) for w in set(st.weapons[1])}
        annexes = {st.data.annexes[a].name(lang) for a in ANNEXES}
        hidden = len(st.hands[1]) + len(st.bonus[1])
        counted = _("Action cards in hand: {n}").format(n=len(st.hands[1]))
    finally:
        set_language("en")
    figures = [size for size, text in sizes if text.lstrip("+").isdigit()]
    assert figures and min(figures) >= FIGURE_AT_1366
    assert all(rect.contains(r) for r, _t in tips)
    assert {t for _r, t in tips} >= annexes  # each annex its own icon
    named = {t.split("×")[0].strip() for _r, t in tips}
    assert named >= weapons  # each weapon kind its own icon
    assert str(hidden) in [text for _s, text in sizes] and any(t.startswith(counted) for _r, t in tips)
    assert not any(w in t for w in weapons for r, t in tips if t.startswith(("Action", "Bonus")))


def test_weapons_are_pictures_on_the_row_with_their_counts(app, monkeypatch):
    """Two weapon kinds: each drawn as its picture (16 px or more at 1600×900) in the last line,
    the one held twice with a 2 beside it; the hidden cards' count counts only those."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    st = scene.match.state
    st.weapons[1] = ("katana", "katana", "yumi")
    st.hands[1] = tuple(list(st.data.actions)[:2])
    st.touch()
    pictures, texts = [], []
    real_picture, real_text = P.art.picture, P.draw_text_in_box
    monkeypatch.setattr(P.art, "picture", lambda game, name, size: pictures.append((name, size))
                        or real_picture(game, name, size))
    monkeypatch.setattr(P, "draw_text_in_box", lambda surface, text, *a, **k: texts.append(text)
                        or real_text(surface, text, *a, **k))
    rect = pygame.Rect(1176, 72, 416, P.panel_height(5) - 4)
    tips = dict((t, r) for r, t in P.draw_player(app.screen, rect, scene.observation(), 1,
                                                  scene.view.colours()[1], "P2", False))
    katana, yumi = st.data.weapons["katana"].name("en"), st.data.weapons["yumi"].name("en")
    assert {n for n, _s in pictures} >= {"katana", "yumi"}
    assert all(min(s) >= 16 for n, s in pictures if n in ("katana", "yumi"))
    assert f"{katana} ×2" in tips and yumi in tips and "2" in texts
    # on the name line, between the name and the purse: no line of their own
    weapon, points = tips[f"{katana} ×2"], tips[counts.points(scene.observation().points[1])]
    assert rect.y <= weapon.top and weapon.bottom <= rect.y + rect.height // 2 + 2 and weapon.right <= points.x
    assert [t for t in tips if t.startswith("Action cards in hand")] == ["Action cards in hand: 2"]


def test_completed_missions_are_one_check_card_with_their_count(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    st = scene.match.state
    done = [m for m in st.data.missions][:5]
    st.completed[1] = tuple(done)
    st.completed_points[1] = (2, 3, 4, 5, 6)
    st.touch()
    rect = pygame.Rect(1176, 72, 416, P.panel_height(5) - 4)
    tips = P.draw_player(app.screen, rect, scene.observation(), 1, scene.view.colours()[1], "P2", False)
    marks = [t for _r, t in tips if "completed" in t]
    assert len(marks) == 1 and marks[0].startswith("Missions completed: 5")


def test_the_mouse_over_a_weapon_names_it(app):
    scene = _armoury(app)
    view = scene.view
    view.mouse = (2, 2)
    scene.draw(app.screen)
    rect = view.panel_rect(1)
    tips = P.draw_player(app.screen, rect, scene.observation(), 1, scene.view.colours()[1], "P2", False)
    weapons = {w.name("en") for w in scene.observation().data.weapons.values()}
    chip, name = next((r, text) for r, text in tips if text.split(" ×")[0] in weapons)
    view.mouse = chip.center
    before = pygame.image.tobytes(app.screen, "RGB")
    scene.draw(app.screen)
    assert view.tip == name
    assert pygame.image.tobytes(app.screen, "RGB") != before


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_market_names_each_weapon_whole_or_shows_its_picture(app, monkeypatch, lang):
    from client.games.yedo import board_view as BV

    drawn = []
    real = BV.draw_text_in_box

    def spy(surface, text, rect, size, *args, **kwargs):
        box = real(surface, text, rect, size, *args, **kwargs)
        drawn.append((text, box))
        return box

    monkeypatch.setattr(BV, "draw_text_in_box", spy)
    set_language(lang)
    try:
        for kinds in (WEAPONS[:5], WEAPONS[3:]):
            scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
            st = scene.match.state
            st.weapon_deck += [w for w in st.market if w is not None]
            st.market = list(kinds)
            for w in kinds:
                st.weapon_deck.remove(w)
            st.touch()
            drawn.clear()
            scene.view.mouse = (2, 2)
            scene.draw(app.screen)
            names = {st.data.weapons[w].name(lang) for w in kinds}
            shown = [(t, b) for t, b in drawn if t in names or any(n.startswith(t + " (") for n in names)]
            assert all(not b.truncated and b.size >= 10 for _t, b in shown)
            slot = scene.view.board.to_screen(scene.view.board.map.market[0].rect)
            scene.view.mouse = slot.center
            scene.draw(app.screen)
            assert scene.view.tip.startswith(st.data.weapons[kinds[0]].name(lang))
            assert scene.view.tip.endswith(("8 coins", "8元"))
    finally:
        set_language("en")


def test_missions_held_are_figures_under_their_colours_card_back_in_the_heading(app, monkeypatch):
    """The sheet's heading shows each mission colour once, in the sheet's fixed order, as that
    colour's card back; a seat's row writes its figure under each beside that back drawn small (an
    empty cell for a colour it holds none of), the words in the tooltips of both."""
    from client.render import palette

    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    obs = scene.observation()
    obs.mission_colours = lambda seat: {"green": 1, "yellow": 0, "red": 3, "black": 2}
    pictures = []
    real = P.art.picture
    monkeypatch.setattr(P.art, "picture", lambda game, name, size: pictures.append(name) or real(game, name, size))
    surface = pygame.Surface((600, 200))
    heading = P.draw_heading(surface, pygame.Rect(0, 0, 416, P.HEAD_H))
    backs = [n for n in pictures if n.startswith("back_mission_")]
    assert backs == ["back_mission_green", "back_mission_yellow", "back_mission_red", "back_mission_black"]
    pictures.clear()
    tips = P.draw_player(surface, pygame.Rect(0, P.HEAD_H, 416, 82), obs, 0, palette.seat_colour(0), "P1", False)
    assert [n for n in pictures if n.startswith("back_mission")] == \
        ["back_mission_green", "back_mission_red", "back_mission_black"]  # beside its figure, none for yellow
    texts = [t for _r, t in tips]
    assert "Green missions held: 1" in texts and "Red missions held: 3" in texts and "Black missions held: 2" in texts
    assert "Yellow missions held: 0" in texts
    over = {t: r.centerx for r, t in heading}
    assert {t.split(":")[0]: r.centerx for r, t in tips if "missions held" in t} == \
        {t: x for t, x in over.items() if "missions held" in t}


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_each_mission_colour_and_count_keeps_its_column_down_the_sheet(app, lang):
    """Seats holding different colours (or none) still show each colour, each figure, at the same x on
    every row, so a column reads down the sheet."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    obs = scene.observation()
    held = [{"green": 1, "yellow": 0, "red": 3, "black": 2}, {"green": 0, "yellow": 2, "red": 0, "black": 0},
            {}, {"green": 0, "yellow": 0, "red": 0, "black": 4}]
    obs.mission_colours = lambda seat: held[seat]
    keys = ("Green missions held: {n}", "Yellow missions held: {n}", "Red missions held: {n}",
            "Black missions held: {n}", "Missions completed: {n}", "Disciples at home: {n}",
            "Disciples still to recruit: {n}", "Geisha: {n}", "Blessings: {n}")
    set_language(lang)
    try:
        xs = []
        for seat in range(4):
            tips = P.draw_player(app.screen, scene.view.panel_rect(seat), obs, seat, scene.view.colours()[seat],
                                 f"P{seat + 1}", False)
            xs.append({key: next(r.x for r, t in tips if t.startswith(_(key).split("{")[0])) for key in keys})
    finally:
        set_language("en")
    assert all(row == xs[0] for row in xs), xs
    assert len({xs[0][k] for k in keys[:5]}) == 5 and len({xs[0][k] for k in keys[5:]}) == 4  # a column each


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_completed_missions_are_backs_with_points_for_the_others_and_faces_for_their_owner(app, monkeypatch, lang):
    """Seat 1 completed g08 (2 points) and r10 (8 points): the check card's tooltip tells seat 0 of
    a green and a red mission with their points and never the names; seat 1 sees the names; at the
    end everyone does."""
    from tests.text_spy import spy_text

    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0, 1}, 0)
    st = scene.match.state
    for m, points in (("g08", 2), ("r10", 8)):
        colour = st.data.missions[m].colour
        if m in st.mission_decks[colour]:
            st.mission_decks[colour].remove(m)
        else:  # dealt in the draft: swap it for the deck's top
            holder = next(s for s in range(4) if m in st.missions[s])
            st.missions[holder] = tuple(st.mission_decks[colour].pop() if c == m else c for c in st.missions[holder])
        st.completed[1] += (m,)
        st.completed_points[1] += (points,)
    st.touch().check_invariants()
    names = [st.data.missions[m].name(lang) for m in ("g08", "r10")]
    drawn = spy_text(monkeypatch, P)
    rect = pygame.Rect(1176, 72 + P.panel_height(4), 416, P.panel_height(4) - 4)
    set_language(lang)
    try:
        def seen_by(viewer, over=False):
            scene.viewer = viewer
            st.over = over
            drawn.clear()
            tips = P.draw_player(app.screen, rect, scene.observation(), 1, scene.view.colours()[1], "P2", False)
            return " ".join(t for _r, t in tips), [d.text for d in drawn]

        tips, texts = seen_by(0)
        assert not any(n in tips or n in texts for n in names)
        backs = [P.DONE_HIDDEN[c] for c in ("green", "red")]
        assert all(_("{mission}: {n} points").format(mission=_(b), n=n) in tips for b, n in zip(backs, (2, 8)))
        assert "2" in texts  # the count beside the check card
        for viewer, over in ((1, False), (0, True)):
            tips, _texts = seen_by(viewer, over)
            assert all(n in tips for n in names)
    finally:
        st.over = False
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_people_line_is_pictures_with_figures_and_the_words_in_tooltips(app, monkeypatch, lang):
    """The disciples at home, out and still to recruit, the geisha and the blessings: each a
    picture with its number, its words in its tooltip (not a grey sentence on the sheet), each
    column named once, in the sheet's headings, not on every row."""
    scene = _armoury(app)
    obs = scene.observation()
    written = []
    real = P.draw_text_in_box

    def spy(surface, text, rect, *args, **kwargs):
        written.append(text)
        return real(surface, text, rect, *args, **kwargs)

    monkeypatch.setattr(P, "draw_text_in_box", spy)
    set_language(lang)
    try:
        rect = pygame.Rect(1176, 72, 416, P.panel_height(5) - 4)
        tips = P.draw_player(app.screen, rect, obs, 1, scene.view.colours()[1], "P2", False)
        wanted = [_("Disciples at home: {n}").format(n=obs.home[1]),
                  _("Disciples out on the board: {n}").format(n=len(obs.disciples_out(1))),
                  _("Disciples still to recruit: {n}").format(n=obs.reserve[1]),
                  _("Geisha: {n}").format(n=obs.geisha[1]), _("Blessings: {n}").format(n=obs.blessing[1])]
    finally:
        set_language("en")
    texts = [text for _r, text in tips]
    assert all(w in texts for w in wanted)
    assert not [t for t in written if t in wanted]
    # a row writes only its name and figures: its columns' words are the sheet's headings
    words = {"en": ["Done", "Disciples", "Geisha", "Blessings", "Missions", "Home"],
             "zh_Hant": ["完成", "弟子", "藝妓", "祝福", "任務"]}[lang]
    assert not any(c in written for c in words)


def test_every_figure_on_a_seat_row_is_at_least_16_px(app, monkeypatch):
    """The counts a player reads on the players' sheet (people, missions held and done, hidden
    cards) are drawn at 16 px or more on the 1600×900 table (the small "×n" badge on a weapon
    icon excepted)."""
    scene = _armoury(app)
    sizes = []
    real = P.draw_text_in_box

    def spy(surface, text, rect, size, *args, **kwargs):
        drawn = real(surface, text, rect, size, *args, **kwargs)
        sizes.append((text, drawn.size, tuple(rect)))
        return drawn

    monkeypatch.setattr(P, "draw_text_in_box", spy)
    rect = pygame.Rect(1176, 72, 416, P.panel_height(5) - 4)
    P.draw_player(app.screen, rect, scene.observation(), 1, scene.view.colours()[1], "P2", False)
    figures = [(t, s, r) for t, s, r in sizes if t.isdigit() and r[3] > 13]
    assert len(figures) >= 4  # the points, the coins, the people it has (its noughts are dashes)
    assert all(s >= 16 for _t, s, _r in figures), [f for f in figures if f[1] < 16]


def test_a_figure_is_a_chip_with_its_columns_icon_and_a_nought_an_empty_cell(app, monkeypatch):
    """A figure on a seat's row reads on its own: its column's icon drawn small beside it; a column
    the seat has nothing in stays an empty cell (the figures that matter stand out); its tooltip
    still says 0."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    obs = scene.observation()
    obs.mission_colours = lambda seat: {"green": 2}
    written, icons = [], []
    real, real_icon = P.draw_text_in_box, P.column_icon
    monkeypatch.setattr(P, "draw_text_in_box", lambda surface, text, *a, **k: written.append(text) or
                        real(surface, text, *a, **k))
    monkeypatch.setattr(P, "column_icon", lambda surface, key, icon: icons.append((key, icon.copy())) or
                        real_icon(surface, key, icon))
    rect = scene.view.panel_rect(0)
    app.screen.fill((200, 190, 170))
    tips = P.draw_player(app.screen, rect, obs, 0, scene.view.colours()[0], "P1", False)
    counts = dict((t.split(":")[0], t) for _r, t in tips if ":" in t)
    assert counts["Green missions held"] == "Green missions held: 2" and "2" in written
    assert counts["Red missions held"] == "Red missions held: 0"
    assert obs.completed[0] == () and "0" not in written[3:], written  # name, points, coins first: 0 is a figure there
    green = next(r for r, t in tips if t == "Green missions held: 2")
    assert [k for k, i in icons if green.contains(i)] == ["green"], "the green card's icon beside the 2"
    assert all(i.height >= 14 for _k, i in icons)
    red = next(r for r, t in tips if t == "Red missions held: 0")
    assert not any(red.colliderect(i) for _k, i in icons)
    ink = {app.screen.get_at((x, y))[:3] for x in range(red.x + 2, red.right - 2) for y in range(red.y + 3, red.bottom - 3)}
    assert len(ink) == 1, "nothing drawn in an empty cell"


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_sheets_heading_captions_its_three_groups_and_names_every_icon(app, monkeypatch, lang):
    """Disciples · Items · Missions written over their icons, each caption over its own columns,
    and every icon named in its tooltip, so a player learns the columns from the screen."""
    written = []
    real = P.draw_text_in_box
    monkeypatch.setattr(P, "draw_text_in_box", lambda surface, text, box, *a, **k: written.append((text, box)) or
                        real(surface, text, box, *a, **k))
    set_language(lang)
    try:
        rect = pygame.Rect(1176, 76, 416, P.HEAD_H)
        tips = P.draw_heading(app.screen, rect)
        captions = [_(c) for c, _keys in P.GROUPS]
        heads = [_(P.HEADINGS[k]) for k in P.COLUMN_X]
    finally:
        set_language("en")
    assert [t for t, _b in written] == captions and len(set(captions)) == 3
    assert [t for _r, t in tips] == heads and all(t for t in heads)
    for (text, box), (_c, keys) in zip(written, P.GROUPS):
        cells = [r for (r, t), k in zip(tips, P.COLUMN_X) if k in keys]
        assert all(box.left <= r.centerx <= box.right for r in cells), text
        assert box.bottom <= min(r.y for r in cells) + 2, "the caption stands over its icons"
