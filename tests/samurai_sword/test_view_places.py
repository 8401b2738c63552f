"""Samurai Sword's table as each viewer sees it: captions stay on their seats when the screen passes
to another player, the header names the seat to decide, the reach box leaves role and hand readable."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.game import Event  # noqa: E402
from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402


def _scene(app, players, seed=1, humans=(0, 1)):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {}, seed, seats), worker=_NoWorker())
    scene.viewer = humans[0]
    return scene


def _caption_box(view) -> pygame.Rect:
    """Where the animation's captions are drawn now (only they are kept)."""
    view.anim.sprites = [s for s in view.anim.sprites if s.kind == "text"]
    view.anim.clock = min(s.start for s in view.anim.sprites)
    layer = pygame.Surface((1600, 900), pygame.SRCALPHA)
    view.anim.draw(layer, view.locate)
    box = layer.get_bounding_rect()
    assert box.width > 0, "a caption is drawn"
    return box


@pytest.mark.parametrize("players", [3, 5, 7])
@pytest.mark.parametrize("kind,data", [
    ("block", {"seat": 1, "card": "parry", "against": "katana", "attacker": 0}),
    ("damage", {"seat": 1, "amount": 2, "source": 0, "weapon": True, "hp": 2}),
])
def test_a_caption_stays_on_its_seat_when_the_screen_passes_to_another_player(app, players, kind, data):
    scene = _scene(app, players)
    view = scene.view
    view.factor = lambda: 1.0
    scene.viewer = 1  # the blocking (or hit) player's screen: seat 1 sits at the bottom
    view.on_events([Event(kind, data)], 1, "block:parry")
    scene.viewer = 0  # the curtain passed the screen back to the attacker: seat 0 at the bottom now
    box = _caption_box(view)
    seat1 = pygame.Rect(view.place(1).panel)
    assert seat1.collidepoint(box.center), f"the caption {box} is on seat 1's panel {seat1}"
    assert not pygame.Rect(view.place(0).panel).colliderect(box)


def _find_attack(scene, players, seed):
    """Random moves until seat 0 may attack; returns the weapon and the seats it reaches."""
    import random

    rng = random.Random(seed)
    match = scene.match
    for _ in range(3000):
        st = match.state
        assert not st.is_over()
        attacks = [a for a in st.legal_actions() if a.startswith("attack:")] if st.to_act == 0 else []
        if attacks and st.phase == "play":
            weapon = attacks[0].split(":")[1]
            return weapon, {int(a.split(":")[2]) for a in attacks if a.split(":")[1] == weapon}
        match.play(rng.choice(st.legal_actions()))
    raise AssertionError("no attack by seat 0 found")


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_reach_boxes_cover_no_seat_and_no_other_box(players):
    from client.games.samurai_sword.table_map import load_table
    from client.games.samurai_sword.view import reach_box

    layout = load_table().layout(players)
    boxes = [pygame.Rect(reach_box(players, p)) for p in range(1, players)]
    for k, box in enumerate(boxes):
        assert pygame.Rect(0, 0, 1600, 900).contains(box)
        assert box.collidelist([pygame.Rect(p.panel) for p in layout.places]) < 0
        assert box.collidelist(boxes[:k] + boxes[k + 1:]) < 0
        assert not box.colliderect(layout.deck) and not box.colliderect(layout.discard)


@pytest.mark.parametrize("players", [3, 5, 7])
def test_choosing_a_target_leaves_every_seats_role_and_hand_count_as_they_were(app, players):
    scene = _scene(app, players, seed=players, humans=(0,))
    weapon, reached = _find_attack(scene, players, seed=players)
    view = scene.view
    parts = [pygame.Rect(getattr(view.place(s), part)) for s in range(1, players) for part in ("role", "hand")]

    def pixels():
        scene.draw(app.screen)
        return [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in parts]

    view.selected = None
    before = pixels()
    view.selected = weapon
    after = pixels()
    k = 0
    for s in range(1, players):
        for part in ("role", "hand"):
            if s in reached:  # a seat one may target is drawn as it was (unreachable ones are greyed)
                assert after[k] == before[k], f"seat {s}'s {part} is covered while choosing a target"
            k += 1
    assert reached


def _header_status(app, scene, monkeypatch) -> str:
    """The status the header draws (left of the move number)."""
    import client.scenes.table_chrome as chrome

    drawn = []
    real = chrome.draw_text_in_box

    def spy(surface, text, rect, *args, **kwargs):
        drawn.append((text, pygame.Rect(rect)))
        return real(surface, text, rect, *args, **kwargs)

    monkeypatch.setattr(chrome, "draw_text_in_box", spy)
    scene.draw(app.screen)
    monkeypatch.undo()
    return next(text for text, rect in drawn if chrome.STATUS_PANEL.contains(rect))


@pytest.mark.parametrize("phase", ["parry", "answer"])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_header_names_the_answering_player_during_an_answer(app, monkeypatch, phase, lang):
    import random

    from client.i18n import set_language

    set_language(lang)
    scene = _scene(app, 5, seed=1, humans=(0,))
    match, rng = scene.match, random.Random(1)
    while match.state.phase != phase:
        assert not match.state.is_over()
        match.play(rng.choice(match.state.legal_actions()))
    st = match.state
    answering, turn = st.to_act, st.turn
    attacker = st.pending[0] if phase == "parry" else st.pending[1]
    assert answering != turn
    status = _header_status(app, scene, monkeypatch)
    names = [f"P{i + 1}" for i in range(5)]
    assert status.startswith(names[answering]), status  # the seat to decide now comes first…
    assert names[attacker] in status  # …and whose card it answers
    assert ("answers" in status) if lang == "en" else ("回應" in status and " " not in status)
    while match.state.phase != "play":  # in the play phase the header names the turn's player, as before
        match.play(rng.choice(match.state.legal_actions()))
    status = _header_status(app, scene, monkeypatch)
    assert names[match.state.turn] in status and "answers" not in status and "回應" not in status


def test_a_private_card_still_flying_when_the_screen_passes_on_is_seen_face_down(app, monkeypatch):
    from client.games.samurai_sword import anim

    scene = _scene(app, 5)
    view = scene.view
    view.factor = lambda: 1.0
    scene.viewer = 0
    drawn = Event("draw", {"seat": 0, "cards": ["katana", "parry"]}, private_to=frozenset({0}),
                  redacted={"seat": 0, "count": 2})
    view.on_events([drawn], 0, "play:daimyo")
    faces = []
    real = anim.art.card_face

    def spy(cid, w, h):
        if (w, h) == (anim.CARD_W, anim.CARD_H):  # the flying cards' size: not the hand, not the pile
            faces.append(cid)
        return real(cid, w, h)

    monkeypatch.setattr(anim.art, "card_face", spy)
    view.anim.clock = max(s.start for s in view.anim.sprites) + 0.1
    scene.draw(app.screen)
    assert sorted(faces) == ["katana", "parry"], "the drawing player sees the cards"
    faces.clear()
    scene.viewer = 1  # the curtain passed the screen to seat 1 mid-flight
    scene.draw(app.screen)
    assert faces == [] and view.anim.busy()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_prompt_is_a_sheet_as_tall_as_its_words_and_the_log_takes_the_rest(app, lang):
    """"Waiting for…" is one line on a short sheet (it was a 330-px box); an answer's sheet holds its
    words and every choice; either way the log reaches down to the sheet and the sheet ends above
    Undo and Menu."""
    import random

    from client.i18n import set_language

    set_language(lang)
    scene = _scene(app, 5, seed=1, humans=(0,))
    view = scene.view
    match, rng = scene.match, random.Random(1)
    while match.state.to_act == 0:
        match.play(rng.choice(match.state.legal_actions()))
    scene.draw(app.screen)
    assert view.controls.height <= 60
    assert view.log_rect.bottom < view.controls.y <= view.log_rect.bottom + 10
    assert view.controls.bottom < view.undo.rect.y
    while not (match.state.to_act == 0 and match.state.phase in ("parry", "answer")):
        assert not match.state.is_over()
        match.play(rng.choice(match.state.legal_actions()))
    scene.draw(app.screen)
    choices = [rect for rect, _action in view.clickable()]
    assert len(choices) >= 2 and all(view.controls.contains(rect) for rect in choices)
    assert view.log_rect.bottom < view.controls.y and view.controls.bottom < view.undo.rect.y
    set_language("en")


@pytest.mark.parametrize("players", [3, 7])
def test_hidden_roles_lie_face_down(app, monkeypatch, players):
    """Only the roles a seat may see are drawn face up: its own and the Shogun's; every other role
    card is the role back, until the game is over."""
    import random

    from client.games.samurai_sword import card_art
    from client.games.samurai_sword import content as C

    drawn = []
    real = card_art.draw_role
    monkeypatch.setattr(card_art, "draw_role", lambda s, r, role, stars=0: (drawn.append(role), real(s, r, role, stars)))
    scene = _scene(app, players, seed=players, humans=(0,))
    match, rng = scene.match, random.Random(players)
    for _ in range(40):
        if match.state.is_over():
            break
        drawn.clear()
        scene.view._seat_cache.clear()  # every seat painted afresh
        scene.draw(app.screen)
        st = match.state
        seen = {st.roles[0], C.SHOGUN}
        assert set(drawn) <= seen and drawn.count(C.SHOGUN) == 1
        match.play(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_character_names_on_the_mats_read_at_13_px_on_a_1366_laptop(app, monkeypatch, players):
    """Every mat's character name is drawn at least 13 px tall on a 1366×768 screen (the 1600×900
    layout scaled down), however many sit at the table."""
    from client.games.samurai_sword import card_art
    from client.games.samurai_sword.table_map import load_table
    from client.render import text as T

    card_art._character_small.cache_clear()
    names = {card_art.character_name(c.id) for c in card_art.C.CHARACTERS}
    sizes = []
    real = T.render

    def render(line, size, colour, bold=False):
        if line in names:
            sizes.append(max(T.MIN_SIZE, size))
        return real(line, size, colour, bold)

    monkeypatch.setattr(T, "render", render)
    surface = pygame.Surface((1600, 900))
    for place in load_table().layout(players).places:
        sizes.clear()
        card_art._character_small.cache_clear()
        card_art.draw_character(surface, place.character, "hideyoshi")  # the longest name
        assert sizes and min(sizes) * 1366 / 1600 >= 13, (players, place.position, sizes)
    card_art._character_small.cache_clear()


@pytest.mark.parametrize("players", [4, 7])
def test_every_other_seat_shows_its_distance_by_the_rules_and_reads_nothing_hidden(app, players):
    """Each seat but the viewer's carries a tag with its distance from the viewer, as the rules count it;
    twin tables that differ only in what the viewer cannot see (the others' roles and hand cards, the
    deck's order) draw the same tags."""
    import random

    from client.games.samurai_sword.view import distance_tag

    scene = _scene(app, players, seed=players, humans=(0,))
    match, view = scene.match, scene.view
    rng = random.Random(players)
    for _ in range(40):  # into the game: some resilience lost, hands of different sizes
        match.play(rng.choice(match.state.legal_actions()))
    assert not match.state.is_over()
    real = match.state
    twin = real.observation(0).determinize(random.Random(99))  # the same public table, other hidden cards
    assert [twin.hands[s] for s in range(1, players)] != [real.hands[s] for s in range(1, players)]

    def tags(state):
        view.draw(app.screen, state)
        shown = {}
        for s in range(1, players):
            box = distance_tag(view.mat(s), pygame.Rect(view.place(s).properties))
            title = next(title for rect, title, _text in view._tips if rect == box)
            shown[s] = (title, pygame.image.tobytes(app.screen.subsurface(box), "RGB"))
        return shown

    seen = tags(real)
    for s, (title, _pixels) in seen.items():
        assert title.endswith(str(real.distance(0, s))), (s, title)
    assert tags(twin) == seen
    assert tags(real.observation(0)) == seen


def test_resilience_is_printed_as_flat_woodblock_hearts():
    """A point kept is a heart of flat vermilion in an ink outline (no shine); a point lost is the ink
    outline on the paper."""
    from client.games.samurai_sword import card_art
    from client.render import palette

    d = 22
    kept, lost = card_art.resilience_token(d, True), card_art.resilience_token(d, False)
    inside = [(x, y) for x in range(d // 2 - 3, d // 2 + 3) for y in range(d // 2 - 1, d // 2 + 2)]
    assert {tuple(kept.get_at(p))[:3] for p in inside} == {card_art.PIP_RGB}
    assert {tuple(lost.get_at(p))[:3] for p in inside} == {palette.WASHI}
    point = [tuple(kept.get_at((x, y))) for x in range(d // 2 - 1, d // 2 + 2) for y in range(d - 5, d)]
    assert any(c[3] > 200 and max(c[:3]) < 60 for c in point), "ink round the heart's point"


def test_the_cards_icons_print_resilience_and_honour_as_the_mats_tokens():
    """The icon row's resilience is the mats' vermilion heart and its honour the mats' gold koban
    (not a round coin)."""
    from client.games.samurai_sword import card_art
    from client.render import art as pictures
    from client.render import palette

    def pigments(name, box):
        icon = pictures.picture(card_art.GAME, name, (48, 48))
        x, y, w, h = box
        return {tuple(icon.get_at((px, py)))[:3] for px in range(x, x + w) for py in range(y, y + h)}

    assert pigments("icon_resilience", (20, 20, 8, 8)) == {card_art.PIP_RGB}
    assert card_art.PIP_RGB not in pigments("icon_resilience", (23, 11, 2, 2))  # a heart: its notch at the top
    assert pigments("icon_honour", (21, 13, 6, 3)) == {card_art.HONOUR_RGB}  # the koban's face above its stripes
    assert pigments("icon_honour", (8, 22, 2, 4)) == {palette.WASHI}  # an upright oval: paper beside it


def test_a_distance_tag_is_ink_on_paper_edged_in_its_seats_colour(app):
    """The 'N away' tag is a small paper tag with ink words (a tab in full seat colour outshouted the
    names), its thin edge in the seat's colour."""
    from collections import Counter

    from client.games.samurai_sword.view import distance_tag
    from client.render import palette
    from client.render.palette import seat_colour

    scene = _scene(app, 5, seed=3, humans=(0,))
    view = scene.view
    view.draw(app.screen, scene.match.state)
    for s in range(1, 5):
        box = distance_tag(view.mat(s), pygame.Rect(view.place(s).properties))
        inner = box.inflate(-6, -6)
        pixels = Counter(tuple(app.screen.get_at((x, y)))[:3] for x in range(inner.x, inner.right)
                         for y in range(inner.y, inner.bottom))
        assert pixels.most_common(1)[0][0] == palette.SHEET, s
        assert any(max(abs(a - b) for a, b in zip(c, palette.SHEET_INK)) < 40 for c in pixels), "ink words"
        dye = seat_colour(scene.match.seats[s].colour).rgb
        assert tuple(app.screen.get_at((box.centerx, box.bottom - 1)))[:3] == dye, "its edge in the seat's colour"
