"""The viewer's hand in Yedo as card faces on the template: each card's name in the reader's language
with its picture and icons, faces wide enough to read at 1366×768, the card under the mouse shown
large with its whole timing and effect text, and every card of the data fitting whole in that copy."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import card_face as CF  # noqa: E402
from client.games.yedo import hand_view as H  # noqa: E402
from client.games.yedo.content import content  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.text import MIN_SIZE, text_size  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_spy import spy_text  # noqa: E402


def _scene_holding(app, actions=(), bonus=()):
    """Seat 0 (the viewer) also holding the named action and bonus cards."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    st = scene.match.state
    for card in actions:
        st.action_deck.remove(card)
        st.hands[0] += (card,)
    for card in bonus:
        st.bonus_deck.remove(card)
        st.bonus[0] += (card,)
    st.touch()
    return scene


class _Texts:
    """Every text the hand's faces and their large copy write from now on (``in`` asks for one)."""

    def __init__(self, monkeypatch):
        self.drawn = spy_text(monkeypatch, H, CF)

    def __contains__(self, text):
        return any(d.text == text for d in self.drawn)


def _spy(monkeypatch):
    return _Texts(monkeypatch)


def test_split_timing_reads_the_datas_timing_then_its_effect():
    assert H.split_timing("Patrol window b: the patrol walks one more step.") == (
        "Patrol window b", "The patrol walks one more step.")
    assert H.split_timing("巡守階段b：巡守多走一格。") == ("巡守階段b", "巡守多走一格。")
    assert H.split_timing("2 points per geisha.") == ("", "2 points per geisha.")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_card_face_shows_its_name_timing_and_effect_in_the_language(app, monkeypatch, lang):
    card = "a04"  # Quick march: "Patrol window b: the patrol walks one more step."
    bonus = "bo02"
    scene = _scene_holding(app, actions=(card,), bonus=(bonus,))
    d = content()
    set_language(lang)
    try:
        drawn = _spy(monkeypatch)
        scene.view.mouse = (2, 2)
        scene.draw(app.screen)
        assert d.actions[card].name(lang) in drawn and d.bonus[bonus].name(lang) in drawn
        timing, effect = H.split_timing(d.actions[card].text(lang))
        assert effect not in drawn, "a face in the hand carries no rules text"
        boxes = {face.card: rect for rect, face in scene.view.hand_drawn().boxes}
        for held in (card, bonus):  # the card under the mouse, large, with its whole text
            scene.view.mouse = (boxes[held].x + 6, boxes[held].bottom - 8)
            scene.draw(app.screen)
        assert timing in drawn and effect in drawn and d.bonus[bonus].text(lang) in drawn
        kinds = [face.kind for _r, face in scene.view.hand_drawn().boxes]
        assert "action" in kinds and kinds[-1] == "bonus"  # missions first, bonus cards last
    finally:
        set_language("en")


def test_faces_stay_readable_side_by_side_and_fan_out_when_many(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    inner = scene.view.hand_rect.inflate(-16, -12)
    six = H.layout(inner, 6)
    assert all(r.width >= H.FACE_W for r in six)
    assert all(a.right < b.x for a, b in zip(six, six[1:]))  # six side by side, no overlap
    assert H.FACE_W * 1366 / 1600 >= 88  # still a card's width in the smallest window
    many = H.layout(inner, 14)
    assert many[-1].right <= inner.right and many[0].x == inner.x
    assert min(b.x - a.x for a, b in zip(many, many[1:])) >= 30  # each card's band still shows
    assert H.face_at(many, (many[3].x + 5, many[3].centery)) == 3  # the one on top is picked


def test_hovering_a_card_draws_it_large_over_the_board(app):
    by_length = sorted(content().actions, key=lambda c: len(content().actions[c].text.en))
    long_card = by_length[-1]
    scene = _scene_holding(app, actions=by_length[-6:])  # six in hand: narrow faces, the longest text cut
    view = scene.view
    view.mouse = (2, 2)
    scene.draw(app.screen)
    box = next(r for r, face in view.hand_drawn().boxes if face.card == long_card)
    zoom = H.zoom_rect(box.move(0, -4), view.board.rect.inflate(-8, -8))
    before = pygame.image.tobytes(app.screen.subsurface(zoom), "RGB")
    view.mouse = (box.x + 6, box.centery)
    scene.draw(app.screen)
    assert view.hand_drawn().hovered is not None and view.hand_drawn().cut
    assert view.board.rect.contains(zoom)
    assert pygame.image.tobytes(app.screen.subsurface(zoom), "RGB") != before
    assert app.screen.get_at((zoom.centerx, zoom.bottom - 8))[:3] == H.CARD_PAPER


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_card_of_the_data_fits_whole_in_the_large_copy(lang):
    surface = pygame.Surface((1600, 900))
    d = content()
    faces = [H.Face("action", c.id, c.name(lang), *H.split_timing(c.text(lang))) for c in d.actions.values()]
    faces += [H.Face("bonus", b.id, b.name(lang), "x", b.text(lang)) for b in d.bonus.values()]
    for face in faces:
        _r, cut = H.draw_zoom(surface, pygame.Rect(600, 700, 104, 148), face, pygame.Rect(0, 0, 1160, 650))
        assert not cut, face.card


def test_a_mission_with_many_requirements_shows_them_all_in_its_large_copy(app, monkeypatch):
    pygame.font.init()
    ticks = tuple((f"Place {k}", k % 2 == 0) for k in range(16))
    face = H.Face("mission", "m", "A long mission", "Needs:", "", ticks)
    drawn = spy_text(monkeypatch, H, CF)
    surface = pygame.Surface((1600, 900))
    assert H.draw_face(surface, pygame.Rect(0, 0, 130, 150), face) is False, "a small face cuts nothing"
    assert [d.text for d in drawn] == ["A long mission"], "a small face shows its name, its picture, its icons"
    _r, cut = H.draw_zoom(surface, pygame.Rect(600, 700, 104, 148), face, pygame.Rect(0, 0, 1160, 650))
    listed = [d for d in drawn if d.text[1:].startswith("Place")]
    assert not cut and len(listed) == 16
    assert len({d.size for d in listed}) == 1 and listed[0].size >= MIN_SIZE, "every line at one readable size"
    assert not any(d.result.truncated for d in drawn)


def test_a_long_row_on_a_mission_wraps_whole_in_its_large_copy_and_is_never_cut(app, monkeypatch):
    pygame.font.init()
    drawn = spy_text(monkeypatch, H, CF)
    face = H.Face("mission", "m", "M", "Needs:", "", (("Gate", False),), (0, 0, 0),
                  (("Extra: Shuko (climbing claws), Yashiki (mansion)", False),))
    _r, cut = H.draw_zoom(pygame.Surface((1600, 900)), pygame.Rect(600, 700, 104, 148), face,
                          pygame.Rect(0, 0, 1160, 650))
    assert not cut, "all of it fits"
    assert "".join(d.text for d in drawn if d.colour == H.TODO_INK and d.text != "○Gate").replace(" ", "") == \
        "○Extra: Shuko (climbing claws), Yashiki (mansion)".replace(" ", "")  # every word, over several lines
    assert all(not d.result.truncated and d.result.size >= MIN_SIZE for d in drawn)


def _hidden_rows(face, drawn) -> list[str]:
    """The rows of a mission face (requirements, then rewards) not found whole in what was drawn."""
    shown = "".join(d.text for d in drawn).replace(" ", "")
    rows = [("✓" if ok else "○") + label for label, ok in face.ticks] + \
           [label if ok is None else ("✓" if ok else "○") + label for label, ok in face.rewards]
    missing = []
    for row in rows:  # each once: a district named twice is two rows
        row = row.replace(" ", "")
        if row in shown:
            shown = shown.replace(row, "", 1)
        else:
            missing.append(row)
    return missing


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_no_mission_of_the_data_is_cut_short_on_a_face_of_any_width(app, monkeypatch, english_after, lang):
    """Every mission, every face width a hand gives, both languages: the name whole, every row of
    icons inside the face, and the large copy holding every row in words, nothing cut with "…"."""
    set_language(lang)
    obs = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0).observation()
    surface = pygame.Surface((1600, 900))
    for m in content().missions:
        face = H.card_face(obs, 0, m)
        for width in (H.FACE_W, 128, H.WIDE):
            drawn = spy_text(monkeypatch, H, CF)
            rect = pygame.Rect(0, 0, width, H.FACE_H)
            H.draw_face(surface, rect, face)
            assert drawn[0].text == face.title, (m, width)
            assert all(len(d.text) <= 3 for d in drawn[1:]), "the rest: icons' numbers (districts, points, coins)"
            assert not any(d.result.truncated for d in drawn), (m, width)
            assert all(CF.row_width(row, CF.ICON_MIN) <= width - 10 for row in CF.icon_rows(face, width - 10,
                                                                                           CF.ICON_MIN)), (m, width)
            del drawn[:]
            _r, cut = H.draw_zoom(surface, rect.move(600, 700), face, pygame.Rect(0, 0, 1160, 650))
            monkeypatch.undo()
            assert not cut and not any(d.result.truncated for d in drawn), (m, width)
            assert _hidden_rows(face, [d for d in drawn if d.text != face.title]) == [], (m, width)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_mission_face_says_its_reward_and_its_extra_and_the_large_copy_holds_every_row(app, lang):
    """A newcomer must see what a mission gives (and its extra) before working on it."""
    set_language(lang)
    try:
        scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
        obs = scene.observation()
        surface = pygame.Surface((1600, 900))
        for m in content().missions:
            mission = content().missions[m]
            face = H.Face("mission", m, mission.name(lang), "x", "", (), (0, 0, 0),
                          H.reward_rows(obs, 0, m))
            rows = [label for label, _ok in face.rewards]
            assert rows[0].startswith("Reward: " if lang == "en" else "獎賞："), rows
            assert len(rows) == (3 if mission.extra else 1)
            ticks = tuple((f"need {k}", False) for k in range(len(mission.districts) + len(mission.items)))
            face = face._replace(ticks=ticks)
            _r, cut = H.draw_zoom(surface, pygame.Rect(600, 700, 104, 148), face, pygame.Rect(0, 0, 1160, 650))
            assert not cut, m
        g01 = H.reward_rows(obs, 0, "g01")  # 2 points and 2 coins; extra: a geisha for 2 coins more
        assert [label for label, _ok in g01] == (
            ["Reward: 2 points, 2 coins", "Extra: geisha", "Extra reward: 2 coins"] if lang == "en"
            else ["獎賞：2分、2元", "額外條件：藝妓", "額外獎賞：2元"])
        assert [ok for _label, ok in g01] == [None, False, None]
    finally:
        set_language("en")


def test_a_mission_whose_requirements_are_all_met_says_so_on_one_line(app, monkeypatch):
    """In words on its large copy; the small face shows its ticked icons and a green seal."""
    import random

    from tests.yedo.test_view import _play_until

    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    assert _play_until(scene, random.Random(3), lambda st: len(st.missions[0]) == 4)
    obs = scene.match.state.observation(0)
    m = obs.missions[0][0]
    monkeypatch.setattr(H, "mission_ticks", lambda obs, seat, mission: [("Gate", True), ("Inn", True)])
    face = next(f for f in H.faces(obs, 0) if f.card == m)
    assert face.tag == "All met ✓"
    drawn = spy_text(monkeypatch, H)
    H.draw_zoom(pygame.Surface((1600, 900)), pygame.Rect(600, 700, H.FACE_W, H.FACE_H), face,
                pygame.Rect(0, 0, 1160, 650))
    tag = next(d.result for d in drawn if d.text == "All met ✓")
    assert len(tag.lines) == 1 and not tag.truncated
    monkeypatch.setattr(H, "mission_ticks", lambda obs, seat, mission: [("Gate", True), ("Inn", False)])
    assert next(f for f in H.faces(obs, 0) if f.card == m).tag == "Needs:"


def test_a_fanned_card_whose_name_needs_a_wider_strip_gets_it_from_the_others(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    obs = scene.observation()
    cards = ["y15", "a01", "a13", "a40", "bo01", "a05", "a07", "a03", "b06", "a02", "a04", "a06",
             "a08"]  # a long name first
    faces = [H.card_face(obs, 0, c) for c in cards]
    inner = scene.view.hand_rect.inflate(-16, -12)
    plain = H.layout(inner, len(faces))
    boxes = H.layout(inner, len(faces), faces)
    w, h = boxes[0].size
    needs = [H.strip_need(f, w, h) for f in faces[:-1]]
    assert plain[1].x - plain[0].x < needs[0], "the even fan is too narrow for the first name"
    assert all(b.x - a.x >= need for a, b, need in zip(boxes, boxes[1:], needs))
    assert boxes[0].x == inner.x and boxes[-1].right <= inner.right


def _drawn_faces(app, monkeypatch, width):
    """Every mission, action and bonus face of the data drawn ``width`` wide as a hand's face: for
    each, its icons' rects and the numbers written on it (text, box, size, result)."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    obs = scene.observation()
    d = content()
    icons, numbers = [], []
    real_icon, real_text = CF.draw_icon, CF.draw_text_in_box
    monkeypatch.setattr(CF, "draw_icon", lambda surface, rect, icon: (icons.append(pygame.Rect(rect)),
                                                                       real_icon(surface, rect, icon)))

    def text(surface, words, box, size, *args, **kwargs):
        result = real_text(surface, words, box, size, *args, **kwargs)
        if any(ch.isdigit() for ch in words) and len(words) <= 3:
            numbers.append((words, pygame.Rect(box), size, result))
        return result

    monkeypatch.setattr(CF, "draw_text_in_box", text)
    faces = []
    for card in [*d.missions, *d.actions, *d.bonus]:
        H.draw_face(app.screen, pygame.Rect(0, 0, width, H.FACE_H), H.card_face(obs, 0, card))
        faces.append((card, icons[:], numbers[:]))
        del icons[:], numbers[:]
    return faces


@pytest.mark.parametrize("width", [H.FACE_W, 155, H.WIDE])
def test_the_icons_and_their_numbers_read_at_1366_and_no_number_lies_on_an_icon(app, monkeypatch, width):
    """At 1366×768 the table is drawn at 0.85: every icon on a hand's face stays 16 px or more
    there and every number beside one (a reward's points, a count "×2") 13 px or more. A number
    is written beside its icon, never on it (a "12" on the star hid the star)."""
    at_1366 = 1366 / 1600
    faces = _drawn_faces(app, monkeypatch, width)
    assert all(icons and numbers for card, icons, numbers in faces if card.startswith(("g", "y", "r", "b")))
    for card, icons, numbers in faces:
        assert all(min(r.size) * at_1366 >= 16 for r in icons), (card, sorted({r.size for r in icons})[:3])
        assert all(size * at_1366 >= 13 for _w, _b, size, _r in numbers), (card, sorted({n[2] for n in numbers}))
        for words, box, size, result in numbers:
            if any(r.inflate(-2, -2) == box for r in icons):  # a district's number, inside its own disc
                continue
            written = pygame.Rect(0, 0, text_size(words, size, True)[0], box.height)
            written.center = box.center
            assert not any(written.colliderect(r) for r in icons), (card, words, written)
            assert not result.truncated, (card, words)


def test_a_mission_asks_for_a_thing_twice_as_one_icon_with_its_count(app):
    """Fewer, larger icons: "Gate, Gate" is the Gate's disc once with "×2" beside it."""
    from collections import Counter

    obs = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0).observation()
    for m, mission in content().missions.items():
        needs = H.card_face(obs, 0, m).icons[0]
        asked = Counter(mission.districts) + Counter(mission.items)
        assert len(needs) == len(asked), m
        assert sorted(icon.number for icon in needs) == sorted(f"×{n}" if n > 1 else "" for n in asked.values()), m


def test_a_hand_of_five_gives_every_missions_formula_icons_of_19_px_at_1366(app):
    """Five cards across the hand (the round's card beside it in one column): each is wide enough
    that every mission of the data writes what it asks and gives with icons of 22 px or more
    (19 px at 1366×768) and numbers of 16 px or more (13.7 px there), not the 20-px floor."""
    view = _scene_holding(app).view
    boxes = H.layout(view.hand_rect.inflate(-16, -12), 5)
    assert boxes[-1].right <= view.hand_rect.right
    obs = view.scene.observation()
    for mission in content().missions:
        face = H.card_face(obs, 0, mission)
        side = CF.layout(face, boxes[0], 1.0)[1]
        assert side >= 22 and CF.number_size(side) >= 16, (mission, side)


def test_a_crowded_hand_gives_its_missions_the_wider_faces(app):
    """Four missions and three action cards side by side: the missions (rows of icons) get wider
    faces than the action cards (a few icons), none narrower than FACE_W, none overlapping, all
    inside the hand."""
    actions = list(content().actions)[:3]
    scene = _scene_holding(app, actions=actions)
    st = scene.match.state
    st.missions[0] = tuple(list(content().missions)[:4])
    obs = scene.observation()
    shown = [H.card_face(obs, 0, c) for c in list(st.missions[0]) + actions]
    inner = scene.view.hand_rect.inflate(-16, -12)
    boxes = H.layout(inner, len(shown), shown)
    missions = [b.width for b, f in zip(boxes, shown) if f.kind == "mission"]
    others = [b.width for b, f in zip(boxes, shown) if f.kind != "mission"]
    assert min(missions) > max(others) >= H.FACE_W
    assert all(a.right < b.x for a, b in zip(boxes, boxes[1:])) and boxes[-1].right <= inner.right


def test_a_hands_names_lie_in_one_line_under_their_whole_scenes(app, monkeypatch):
    """Missions of different densities and an action card side by side: every name banner starts
    at the same height (the title band wandered with each card's rows of icons), and every scene is
    drawn whole at its own shape, inside its card (the heads were cut off at the top)."""
    scene = _scene_holding(app, actions=list(content().actions)[:3], bonus=list(content().bonus)[:1])
    d = content()
    by_need = sorted(d.missions, key=lambda m: len(d.missions[m].districts) + len(d.missions[m].items))
    # the sparsest, the densest and a long name: seven narrow faces, some names on two lines
    scene.match.state.missions[0] = (by_need[0], by_need[-1], "y15")
    scene.match.state.touch()
    tops, scenes = [], []
    real_banner, real_picture = CF.draw_banner, CF.art.picture
    monkeypatch.setattr(CF, "draw_banner", lambda *a, **k: tops.append(real_banner(*a, **k)) or tops[-1])

    def picture(game, name, size):
        scenes.append((name, size))
        return real_picture(game, name, size)

    monkeypatch.setattr(CF.art, "picture", picture)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    boxes = scene.view.hand_drawn().boxes
    assert len(boxes) == 7 and len({face.kind for _r, face in boxes}) == 3
    assert len(tops) == len(boxes) and len(set(tops)) == 1, tops
    pictures = {face.picture for _r, face in boxes}
    drawn = [(name, size) for name, size in scenes if name in pictures]
    assert len(drawn) == len(boxes)
    assert all(abs(w / h - CF.SCENE_ASPECT) < 0.05 for _n, (w, h) in drawn), drawn  # whole, never cut


def test_a_met_requirement_is_ticked_beside_its_icon_never_over_it(app):
    """A requirement met gets a pine-green tick in the row beside its icon (after its count), so the
    icon stays whole; one not met gets none."""
    from client.render import palette

    surface = pygame.Surface((200, 40))
    for met in (True, False):
        surface.fill((240, 230, 210))
        end = CF.draw_icon_row(surface, 4, 4, [CF.Icon("district:gate", "×2", met=met)], 28)
        green = [(x, y) for x in range(200) for y in range(40) if surface.get_at((x, y))[:3] == palette.MATSUBA[:3]]
        if not met:
            assert not green and end == 4 + CF._step(CF.Icon("district:gate", "×2"), 28) + max(2, CF.ICON_GAP * 28 // CF.ICON)
            continue
        number_end = 4 + CF._step(CF.Icon("district:gate", "×2"), 28)
        assert green and all(x >= number_end for x, _y in green), "beside the icon and its count, not over them"
        assert max(x for x, _y in green) < end
