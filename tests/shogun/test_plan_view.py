"""The planning panel as a player sees it: readable headers, warnings on plans that will not
work, why Confirm waits (ruling S-12), the hand as cards, tooltips beside what they describe."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402
from client.games.shogun import content as C  # noqa: E402
from client.games.shogun import cards, panels, plan_panel  # noqa: E402
from client.games.shogun.board_art import REGION_RGB  # noqa: E402
from client.games.shogun.layout import CHEST, EMPTY, NSLOTS  # noqa: E402
from client.games.shogun.panels import CHEST_RGB  # noqa: E402
from client.games.shogun.view import PLAN  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402
from client.render.text import text_size  # noqa: E402

from .helpers import prov, scenario  # noqa: E402

SIX = {"Omi": (0, 1), "Mino": (0, 2), "Owari": (0, 3), "Ise": (0, 2), "Kii": (0, 2), "Shima": (0, 2),
       "Yamato": (1, 2)}


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def table(app, st, seat=0):
    """A table drawn by ``seat`` for the scenario state ``st`` (its turn to plan)."""
    from client.scenes.play import PlayScene

    n = st.num_players
    seats = [Seat(f"P{i + 1}", i, "human" if i == seat else "bot", "random") for i in range(n)]
    match = Match(SPEC, {"setup": "assigned"}, 1, seats)
    match.state = st
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = seat
    scene.view.mouse = None
    scene.draw(app.screen)
    return scene


def cell_rect(scene, seat, slot):
    """Where ``seat``'s card on ``slot`` was drawn (its row folded or open)."""
    return scene.view.plan_cells[(seat, C.SLOT_INDEX[slot])]


def header_rect(scene, slot):
    geo = plan_panel.geometry(PLAN, scene.view.players, scene.viewer)
    k = C.SLOT_INDEX[slot]
    return pygame.Rect(geo.cols.xs[k] + 1, geo.head.y, geo.cols.widths[k] - 2, geo.head.height)


def warn_pixels(surface, cell) -> int:
    """Pixels of the warning colour in the triangle's box on ``cell``'s corner."""
    x, y = plan_panel.corner(cell)
    return sum(1 for dx in range(-8, 9) for dy in range(-7, 8)
               if surface.get_at((x + dx, y + dy))[:3] == plan_panel.WARN)


def hover(scene, app, pos):
    scene.view.mouse = pos
    scene.draw(app.screen)
    return scene.view.tip, scene.view.tip_rect


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_headers_are_14px_or_more_and_never_leave_a_lone_character(app, lang, players):
    set_language(lang)
    geo = plan_panel.geometry(PLAN, players, 0)
    cols = geo.cols
    assert cols.size >= 14 and plan_panel.CHIP_SIZE >= 14
    for k, slot in enumerate(C.SLOTS):
        label = _(plan_panel.ACTION_SHORT[slot])
        lines = cols.lines[k]
        assert 1 <= len(lines) <= 2
        assert all(len(line.strip()) >= 2 for line in lines), lines  # never "募兵1+移" / "動"
        assert " ".join(lines) == label or "".join(lines) == label
        beside = plan_panel.CHIP_W + plan_panel.CHIP_GAP if len(lines) == 2 else 0
        assert beside + text_size(lines[0], cols.size)[0] <= cols.widths[k] - 2
        assert text_size(lines[-1], cols.size)[0] <= cols.widths[k] - 2
    if lang == "zh_Hant":  # room enough: 募兵1+移動 on one line
        assert cols.lines[C.SLOT_INDEX["recruit1"]] == ("募兵1+移動",)
    else:
        assert cols.lines[C.SLOT_INDEX["recruit1"]] == ("Recruit", "1+move")
    # the table, the hand and Confirm all inside the panel; the viewer's row fits two-line cards
    assert geo.head.top > PLAN.top and geo.bottom.bottom <= PLAN.bottom - 10
    assert geo.rows[0][1] - 4 >= 38 and geo.bottom.height >= plan_panel.BOTTOM_MIN
    assert sum(cols.widths) <= PLAN.right - 10 - cols.xs[0]


def test_the_bid_column_is_red_only_when_the_bid_is_wrong(app):
    st = scenario(4, {"Omi": (0, 2)}, chests=[2, 10, 10, 10])
    scene = table(app, st)
    inside = header_rect(scene, "bid")
    spot = (inside.x + 4, inside.bottom - 5)
    assert app.screen.get_at(spot)[:3] == plan_panel.HEAD_FILL  # planning begins: nothing is wrong
    st.plan[0] = CHEST + 4  # 4 chests bid, 2 held: it counts as 0 chests
    scene.match.version += 1
    scene.draw(app.screen)
    assert app.screen.get_at(spot)[:3] == plan_panel.WARN_FILL


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_war_with_one_army_is_marked_and_explained(app, lang):
    set_language(lang)
    st = scenario(4, {"Omi": (0, 1), "Mino": (0, 2)})
    st.plan[C.SLOT_INDEX["warA"]] = prov(st, "Omi")
    st.plan[C.SLOT_INDEX["warB"]] = prov(st, "Mino")
    scene = table(app, st)
    bad, good = cell_rect(scene, 0, "warA"), cell_rect(scene, 0, "warB")
    assert warn_pixels(app.screen, bad) > 80  # a filled triangle on the card's corner
    assert warn_pixels(app.screen, good) == 0
    tip, _rect = hover(scene, app, bad.center)
    text = _("Only 1 army here: a war moves armies and one must stay behind.")
    assert tip[-1] == "⚠ " + text
    if lang == "zh_Hant":
        assert text != "Only 1 army here: a war moves armies and one must stay behind."
    lines = [t for t, _w in plan_panel.status_lines(scene.view, scene.observation())]
    assert any(_("War A") in line for line in lines)
    tip, _rect = hover(scene, app, good.center)
    assert not any(line.startswith("⚠") for line in tip)


def test_a_card_that_would_not_work_is_flagged_before_it_is_placed(app):
    st = scenario(4, {"Omi": (0, 1), "Mino": (0, 2)})
    scene = table(app, st)
    scene.view.selected = prov(st, "Omi")
    scene.draw(app.screen)
    assert 20 < warn_pixels(app.screen, cell_rect(scene, 0, "warA")) < 80  # a triangle's outline
    assert warn_pixels(app.screen, cell_rect(scene, 0, "rice")) == 0


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_confirm_waits_until_every_space_holds_a_card(app, lang):
    set_language(lang)
    st = scenario(4, SIX)  # ruling S-12: 6 provinces + 5 chest cards
    scene = table(app, st)
    view = scene.view
    assert not view.spots_of("confirm")
    assert view.prompt(scene.observation()) == _("Every space needs a card before you confirm: "
                                                   "choose a card, then a space.")
    status = plan_panel.status_lines(view, scene.observation())[0][0]
    assert status == _("You hold {cards} cards: fill every space ({n}\u00a0empty).").format(cards=11, n=11)
    confirm = next(r for r, describe in view.tooltips() if describe(scene.observation())[0] == _("Confirm"))
    tip, _rect = hover(scene, app, confirm.center)
    assert tip[1] == _("You hold {cards} cards (11 or more): every space needs a card first.").format(cards=11)
    for slot, card in zip(C.SLOTS, st.hand(0)):
        st.apply(st.info.plan_text[C.SLOT_INDEX[slot]][card])
    scene.match.version += 1  # played on outside the match: the scene observes again
    scene.draw(app.screen)
    assert view.spots_of("confirm")


def test_the_hand_is_drawn_as_cards(app):
    st = scenario(4, {"Omi": (0, 2), "Mino": (0, 2), "Owari": (0, 2)})
    scene = table(app, st)
    hits = scene.view.hand_cards()
    hand = st.hand(0)
    assert [code for _r, code in hits] == hand
    info = st.info
    for rect, code in hits:
        assert rect.width >= 54 and rect.height >= 38  # a card, not a text button
        colour = CHEST_RGB if code >= CHEST else REGION_RGB[info.regions[info.region[code]]]
        assert app.screen.get_at((rect.x + 3, rect.centery))[:3] == colour  # its dyed field, in a paper border
        assert app.screen.get_at((rect.x + 1, rect.centery))[:3] == palette.WASHI


def test_tooltips_sit_beside_what_they_describe(app):
    st = scenario(4, {"Omi": (0, 2), "Mino": (0, 2)})
    st.plan[C.SLOT_INDEX["tax"]] = prov(st, "Omi")
    scene = table(app, st)
    pieces = [scene.view.hand_cards()[0][0], cell_rect(scene, 0, "tax"), header_rect(scene, "castle"),
              cell_rect(scene, 3, "bid")]
    for rect in pieces:
        tip, where = hover(scene, app, rect.center)
        assert tip and where is not None
        assert not where.colliderect(rect), (rect, where)
        assert pygame.Rect(0, 0, 1600, 900).contains(where)


def test_other_seats_rows_show_no_warnings(app):
    """Warnings read the viewer's own plan only: another seat's face-down cards tell nothing."""
    st = scenario(4, {"Omi": (0, 2), "Kii": (1, 1)})
    st.apply("plan:bid:chest:0")
    for slot, card in zip(C.SLOTS[1:], st.hand(0)):
        st.apply(st.info.plan_text[C.SLOT_INDEX[slot]][card])
    st.apply("confirm")
    st.apply("plan:warA:Kii")  # seat 1: a war from a province of one army
    scene = table(app, st, seat=1)
    assert plan_panel.own_warnings(scene.view, scene.observation()).keys() == {C.SLOT_INDEX["warA"]}
    scene.viewer = 0
    scene.draw(app.screen)
    assert plan_panel.own_warnings(scene.view, scene.observation()) == {}
    assert st.plan[NSLOTS + C.SLOT_INDEX["warA"]] == prov(st, "Kii")


def test_the_side_column_counts_a_plan_too_dear_as_a_whole(app):
    st = scenario(4, {"Omi": (0, 2), "Mino": (0, 2)}, chests=[4, 10, 10, 10])
    st.plan[C.SLOT_INDEX["castle"]] = prov(st, "Omi")  # 3 chests
    st.plan[C.SLOT_INDEX["recruit3"]] = prov(st, "Mino")  # 2 chests: each affordable, not both
    scene = table(app, st)
    lines = plan_panel.status_lines(scene.view, scene.observation())
    assert lines == [(_("Plan costs {cost}; you have {have}.").format(cost="5 chests", have="4 chests"), True)]
    st.chests[0] = 2  # now the castle alone is too dear: said on its space, not again as a whole
    scene.match.version += 1
    lines = plan_panel.status_lines(scene.view, scene.observation())
    assert lines == [(_("{slot}: {problem}").format(slot=_("Castle"), problem=_("not enough chests")), True)]


def recorded_texts(monkeypatch) -> list[tuple[str, int]]:
    """Every (text, size) a Shogun card renders from now on, in order (all of it goes through
    text.render, a narrowed name too)."""
    from client.render import text

    drawn = []
    original = text.render
    monkeypatch.setattr(text, "render", lambda t, size, *a, **k: drawn.append((t, size)) or original(t, size, *a, **k))
    return drawn


def romaji_drawn(drawn, name) -> list[str]:
    """The lines of ``name``'s romaji among the texts drawn (whole, or in hyphenated parts)."""
    letters = name.replace("-", "")
    parts = [t for t, _s in drawn if t and t.replace("-", "") and t.replace("-", "") in letters and t.isascii()]
    return parts if "".join(parts).replace("-", "") == letters else []


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_plan_card_shows_its_kanji_and_never_a_broken_romaji(app, lang, monkeypatch):
    """A province card lying in a plan row, of any width the plan's columns give it, shows its kanji
    at 13 px or more; an English card adds the romaji whole on one line under them where the card
    holds it, else the kanji stand alone: never "Shimo-" over "tsuke", never squeezed or cut with
    "…"; a Chinese card never any Latin letter."""
    from client.games.shogun import panels
    from client.render import text

    set_language(lang)
    drawn = recorded_texts(monkeypatch)
    st = SPEC.new_game(4, None, 1)
    surface = pygame.Surface((200, 100))
    whole = set()
    for card, name in enumerate(st.info.names):
        for width, height in ((46, 40), (48, 30), (50, 52), (60, 52), (72, 52)):
            drawn.clear()
            panels.draw_card(surface, pygame.Rect(10, 10, width, height), card, st)
            texts = [t for t, _s in drawn]
            assert st.info.kanji[card] in texts, (name, width, drawn)
            assert all(size >= text.MIN_SIZE for _t, size in drawn), (name, width, drawn)
            assert not any("…" in t or t.endswith("-") for t in texts), (name, width, drawn)
            if lang == "zh_Hant":
                assert not any(ch.isascii() and ch.isalpha() for t in texts for ch in t), (name, drawn)
                continue
            lines = romaji_drawn(drawn, name)
            assert lines in ([], [name]), (name, width, lines)
            if lines:
                assert text_size(name, 13)[0] <= width - 2 * cards.BORDER
                whole.add((name, width))
    if lang == "en":  # a card wide enough writes the romaji of a short name under its kanji
        assert ("Omi", 60) in whole and ("Shimotsuke", 50) not in whole


def test_a_hand_cards_romaji_breaks_between_syllables():
    """Where an English hand card's top band cannot hold a name on one line it breaks between
    syllables with a hyphen ("Shimo-" over "tsuke"), never after a syllable's closing n or m."""
    assert cards.romaji_lines("Shimotsuke", 50, 13) == ("Shimo-", "tsuke")
    assert cards.romaji_lines("Omi", 50, 13) == ("Omi",)
    assert cards.romaji_lines("Tamba", 30, 13)[0] == "Tam-"


def test_a_chest_card_in_a_plan_row_shows_its_chest_and_number_once(app, monkeypatch):
    """A chest card lying on a plan space: the chest and its number, not "0" again as "0 chests"."""
    drawn = recorded_texts(monkeypatch)
    st = SPEC.new_game(4, None, 1)
    surface = pygame.Surface((200, 100))
    for value in (0, 1, 4):
        for width, height in ((46, 40), (60, 52)):
            drawn.clear()
            panels.draw_card(surface, pygame.Rect(10, 10, width, height), CHEST + value, st)
            assert [t for t, _s in drawn] == [str(value)]


def test_the_hand_holds_upright_cards_a_back_row_showing_its_names():
    """A hand's cards stand upright (taller than wide) in one row while they keep their width; a
    larger hand lies in two rows, the front row over the back row's lower part, every back card's
    name band still showing and no card's showing part under another's."""
    area = pygame.Rect(250, 766, 466, 112)  # the hand beside its side column on the 1600 × 900 table
    few = plan_panel.hand_rects(area, 5)
    assert len({rect.y for rect, _shows in few}) == 1
    for rect, shows in few:
        assert shows == rect and rect.height >= 1.3 * rect.width and rect.width >= plan_panel.HAND_MIN_W
        assert area.contains(rect)
    many = plan_panel.hand_rects(area, 13)
    shown = [shows for _rect, shows in many]
    assert all(a.collidelist(shown[k + 1:]) < 0 for k, a in enumerate(shown))
    for rect, shows in many:
        assert rect.height > rect.width and area.contains(rect)
        assert shows.y == rect.y and shows.height >= panels.INDEX_H  # its name band shows


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_an_upright_hand_card_names_its_province_at_its_top(app, lang, monkeypatch):
    """An upright hand card writes its name in its top band: the romaji at 13 px or more, whole or
    broken between syllables over two lines, within the card (never squeezed); in Chinese the kanji,
    no Latin letters."""
    from client.games.shogun import panels
    from client.render import text

    set_language(lang)
    drawn = recorded_texts(monkeypatch)
    st = SPEC.new_game(4, None, 1)
    surface = pygame.Surface((200, 120))
    for card, name in enumerate(st.info.names):
        for width, height in ((plan_panel.HAND_MIN_W, 72), (62, 90)):
            drawn.clear()
            panels.draw_card(surface, pygame.Rect(10, 10, width, height), card, st, hand=True)
            assert all(size >= text.MIN_SIZE for _t, size in drawn)
            if lang == "zh_Hant":
                assert not romaji_drawn(drawn, name) and st.info.kanji[card] in [t for t, _s in drawn]
                continue
            lines = romaji_drawn(drawn, name)
            assert lines and len(lines) <= 2, (name, width, drawn)
            assert all(text_size(line, size)[0] <= width - 2 * cards.BORDER for line, size in drawn if line in lines)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_folded_seats_count_is_printed_on_a_label_in_its_row(app, lang, monkeypatch):
    """"0 planned", 「已排0張」 for the seats not yet planning: at 13 px or more, printed in the
    mat's pale ink on a label ruled like the spaces (not grey on the cloth, not a paper scrap)."""
    from client.games.shogun import mat

    set_language(lang)
    st = scenario(4, {"Omi": (0, 2), "Kii": (1, 1)})
    written = []
    real = plan_panel.draw_text
    monkeypatch.setattr(plan_panel, "draw_text",
                        lambda s, text, pos, size, colour, *a, **k: written.append((text, pos, size, colour))
                        or real(s, text, pos, size, colour, *a, **k))
    scene = table(app, st, seat=0)
    counts = [w for w in written if w[0] == _("{n} planned").format(n=0)]
    assert len(counts) == 3
    for _text, (x, y), size, colour in counts:
        assert size >= 13 and colour == mat.PRINT_INK
        assert scene.app.screen.get_at((int(x) - 2, int(y)))[:3] == mat.LANE


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_other_seats_hidden_plans_fold_to_a_count_and_the_planner_gets_the_room(app, lang, monkeypatch):
    """While seat 1 plans, seat 0's confirmed (face-down) plan is one strip saying how many cards it
    placed, never which; the planner's own row takes the height freed for larger cards."""
    set_language(lang)
    st = scenario(4, {"Omi": (0, 2), "Kii": (1, 1)})
    st.apply("plan:bid:chest:0")
    for slot, card in zip(C.SLOTS[1:], st.hand(0)):
        st.apply(st.info.plan_text[C.SLOT_INDEX[slot]][card])
    st.apply("confirm")
    written = []
    real = plan_panel.draw_text
    monkeypatch.setattr(plan_panel, "draw_text", lambda s, text, *a, **k: written.append(text) or real(s, text, *a, **k))
    scene = table(app, st, seat=1)
    geo = plan_panel.plan_geometry(scene.view, scene.observation(), st.legal_actions(), PLAN)
    assert geo.folded == (True, False, True, True)
    assert geo.rows[1][1] == plan_panel.OWN_MAX > plan_panel.ROW_MAX
    strips = [geo.strips[s] for s in (0, 2, 3)]  # one line, side by side, under the planner's row
    assert len({r.y for r in strips}) == 1 and strips[0].y >= sum(geo.rows[1])
    assert strips[0].right <= strips[1].x and strips[1].right <= strips[2].x
    placed = sum(1 for c in st.plan[:NSLOTS] if c != EMPTY)
    assert placed > 1
    assert _("{n} planned").format(n=placed) in written and _("{n} planned").format(n=0) in written
    names = {st.info.names[c] for c in st.plan[:NSLOTS] if 0 <= c < CHEST}
    assert names and not names & set(written)  # seat 0's cards stay hidden
    stacks = {tuple(scene.view.plan_cells[(0, k)]) for k in range(NSLOTS)}
    assert len(stacks) == 1 and stacks.pop()[3] < plan_panel.FOLD_H


def test_empty_spaces_are_card_places_in_the_tray(app):
    """An empty space on the planner's row is a place for a card sunk in the tray's wood: a hollow
    darker than the wood with a card's corners marked in it, not a flat box."""
    st = scenario(4, {"Omi": (0, 2), "Kii": (1, 1)})
    scene = table(app, st, seat=0)
    surface = app.screen
    cell = cell_rect(scene, 0, "tax")
    assert st.plan[C.SLOT_INDEX["tax"]] == EMPTY
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)}
    assert plan_panel.PLACE_FILL in seen and plan_panel.PLACE_MARK in seen and plan_panel.PLACE_SHADE in seen
    corner = [tuple(surface.get_at((cell.left + 3 + d, cell.top + 3)))[:3] for d in range(3)]
    assert corner == [plan_panel.PLACE_MARK] * 3  # the card's corner, scored


def test_while_others_plan_every_seat_shows_its_cards_in_their_places(app):
    """Once the viewer's plan is confirmed and others still plan, no hand needs the room: each seat's
    row lies open, its cards face down on their spaces (never which), so the tray is not left bare."""
    st = scenario(4, {"Omi": (0, 2), "Kii": (1, 1)})
    st.apply("plan:bid:chest:0")
    for slot, card in zip(C.SLOTS[1:], st.hand(0)):
        st.apply(st.info.plan_text[C.SLOT_INDEX[slot]][card])
    st.apply("confirm")
    scene = table(app, st, seat=0)
    obs = scene.observation()
    assert obs.to_act != 0
    geo = plan_panel.plan_geometry(scene.view, obs, [], PLAN)
    assert geo.folded == (False,) * 4
    placed = [k for k in range(NSLOTS) if st.plan[k] != EMPTY]
    cells = {tuple(scene.view.plan_cells[(0, k)]) for k in placed}
    assert len(cells) == len(placed)  # each card on its own space, not a stack
    assert all(scene.view.plan_cells[(1, k)].height >= 24 for k in range(NSLOTS))


@pytest.mark.parametrize("height", [160, 260, 360])
def test_a_hints_panel_never_covers_the_plan_or_the_action_cards(app, height):
    """A hint's panel goes over the log (as wide as the log) or the map's corner: never over the
    planning mat or the action cards' mat beside the log, where the hint's marks are."""
    from client.games.shogun.panels import INFO

    st = scenario(4, SIX)
    scene = table(app, st)
    for k in range(12):  # a log long enough to reach down beside the action cards
        scene.log.add_note(0, lambda k=k: f"Player 1 plans Omi on the Temple space ({k}).")
    scene.draw(app.screen)
    (x, bottom), width = scene.view.hint_panel_place(height)
    panel = pygame.Rect(x, bottom - height, width, height)
    assert not panel.colliderect(PLAN) and not panel.colliderect(INFO), panel


@pytest.mark.parametrize("height", [160, 260, 360])
def test_a_hints_panel_never_covers_the_players_rows(app, height):
    """Wherever the hint's panel goes, the players' rows above it stay in sight (issue 39)."""
    from client.games.shogun.panels import players_rect

    scene = table(app, scenario(4, SIX))
    for k in range(12):
        scene.log.add_note(0, lambda k=k: f"Player 1 plans Omi on the Temple space ({k}).")
    scene.draw(app.screen)
    (x, bottom), width = scene.view.hint_panel_place(height)
    assert not pygame.Rect(x, bottom - height, width, height).colliderect(players_rect(4))
