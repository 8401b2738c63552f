"""姬札大戰's table says the next step and never loses a click: a button whose meaning just
changed ignores clicks for a moment, phases with nothing to do pass by themselves (and the log
says so) unless that would tell the other seat about the hand, a tactic chosen as an answer
says what it will do, and the odds badge leaves the unit's name and troops readable."""
from __future__ import annotations

import pygame
import pytest

from client.games.himefuda import SPEC
from client.games.himefuda import field_view as FV
from client.games.himefuda import log_text
from client.games.himefuda.passing import forced_pass
from client.games.himefuda.view import DECISION_H, DECISION_Y, LOCK_SECONDS, NOTHING_TO_DO, RIGHT_W, RIGHT_X, TURN_DONE
from client.i18n import _, set_language
from client.render.text import layout_in_box
from tests.himefuda.scenario import given, play
from tests.table_scene import table_scene

pytestmark = pytest.mark.usefixtures("english_after")


def _scene(app, state, human=0):
    """A table where seat ``human`` is a person (the other a bot that never thinks) at ``state``."""
    scene = table_scene(app, SPEC, {}, 2, 1, {human}, human)
    scene.match.state = state
    scene.match.version += 1
    return scene


def _draw(app, scene):
    obs = scene.observation()
    scene.view.draw(app.screen, obs)
    return obs


def _release(view, pos, viewer=0):
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos), viewer)


def _button(view, action):
    return view.spots_of(action)[0]


def test_a_button_whose_meaning_just_changed_ignores_clicks_for_a_moment(app):
    st = given(0, "sortie")
    st.apply("sortie:wei_xu_huang:2")  # the troops are asked next; then the cards to use after a sortie
    scene = _scene(app, st)
    view = scene.view
    _draw(app, scene)
    view.update(LOCK_SECONDS + 0.1)
    _draw(app, scene)
    first = view.decision_buttons()[0][0]
    assert _release(view, first.center) == "troops:1"
    scene.play("troops:1")
    obs = _draw(app, scene)
    now = next(a for r, a in view.decision_buttons() if r.collidepoint(first.center))
    assert obs.pending[-1][0] == "after_sortie" and now.startswith("play:")  # a tactic sits where "1" was
    assert _release(view, first.center) is True and len(scene.match.actions) == 1  # ignored: nothing played
    view.update(LOCK_SECONDS / 2)
    _draw(app, scene)
    assert _release(view, first.center) is True
    view.update(LOCK_SECONDS / 2 + 0.05)
    _draw(app, scene)
    assert _release(view, first.center) == now  # the moment over, the button plays


def test_a_button_whose_clicks_wait_looks_as_it_will_when_they_count(app):
    """The moment's lock only guards against a double click: the answer is drawn in its usual
    look meanwhile (the main answer in its vermilion), never faded as if it could not be used."""
    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    view = scene.view
    view.mouse = None
    _draw(app, scene)
    end = _button(view, "pass")
    assert view.locked_at(end.center)  # just shown: its clicks still wait
    locked = pygame.image.tobytes(app.screen.subsurface(end), "RGB")
    view.update(LOCK_SECONDS + 0.1)
    _draw(app, scene)
    assert not view.locked_at(end.center)
    assert pygame.image.tobytes(app.screen.subsurface(end), "RGB") == locked


def test_the_hands_caption_is_a_tag_at_the_hands_edge_and_the_dice_rules_wait_behind_a_small_tag(app, monkeypatch):
    """"Your hand · cost" lies on a paper tag beside the hand's first card (not floating at the
    middle column's foot); before the first roll the rules of a roll are no second rules form
    beside the phase's: a small dice tag with a "?" says them when pointed at."""
    from client.games.himefuda import view as V
    from client.render import text as text_mod
    from tests.text_census import forget_drawn

    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    view = scene.view
    view.mouse = None
    drawn = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    forget_drawn()  # drawn afresh: each line is seen rendered
    obs = _draw(app, scene)
    assert obs.hand[0] and view._hand
    first = min(rect for rect, _card in view._hand)
    tag = view._hand_tag
    assert tag is not None and tag.right <= first.x and first.x - tag.right <= 12
    assert first.y <= tag.centery <= first.bottom and V.HAND.contains(tag)
    assert any(t.startswith("Your hand") for t in drawn)
    body = V.dice_help()[1].split("\n")[1]
    assert not any(t and t in body for t in drawn if len(t) > 12), "no paragraph of dice rules in the column"
    tag = view._dice_token
    assert tag is not None and tag.height <= 60 and tag.width <= V.MID.width and V.MID.contains(tag)
    assert "?" in drawn or "？" in drawn
    view.mouse = tag.center
    _draw(app, scene)
    assert view.tip and view.tip[0] == V.dice_help()[0]  # pointed at, the tag reads the rules' dice section


def test_a_button_that_keeps_its_meaning_answers_at_once(app):
    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    view = scene.view
    _draw(app, scene)
    view.update(LOCK_SECONDS + 0.1)
    _draw(app, scene)
    end = _button(view, "pass")
    assert _release(view, end.center) == "pass"
    scene.play("pass")
    assert scene.match.state.phase == "attack"
    _draw(app, scene)
    assert _button(view, "pass") == end
    assert _release(view, end.center) == "pass"  # "End this phase" again, at once


def _auto_scene(app, state):
    scene = _scene(app, state)
    scene.active = True  # as when the table is on screen
    return scene


def test_a_phase_with_nothing_to_do_passes_by_itself_and_the_log_says_so(app):
    st = given(0, "move")  # no unit on the field: nothing can move, and no move tactic has a unit
    scene = _auto_scene(app, st)
    scene.view.update(0.02)
    assert scene.match.actions == ["pass"] and scene.match.state.phase == "attack"
    assert "P1 can do nothing in the move phase: it ends by itself." in scene.log.lines()
    # the line is the table's, not a move: the log's moves stay the match's (a bot's "why" tip
    # over a later move finds that move's note)
    scene.play(scene.match.state.legal_actions()[0])
    moves = [(entry.move, entry.action) for entry in scene.log.entries if entry.move is not None]
    assert moves == list(enumerate(scene.match.actions))


def test_a_phase_the_hand_might_act_in_waits_for_the_player(app):
    st = given(0, "attack")
    scene = _auto_scene(app, st)
    obs = _draw(app, scene)
    # Wei's hand holds no card for this attack phase, but a hand could (another deck's 投石車
    # needs no unit): passing by itself would tell the other seat so
    assert obs.legal_actions() == ["pass"] and forced_pass(obs, 0) is None
    scene.view.update(0.02)
    assert scene.match.actions == []
    assert scene.view.prompt(obs) == _(NOTHING_TO_DO)


def test_the_turn_does_not_end_by_itself_while_a_move_can_be_undone(app):
    st = given(0, "attack")
    scene = _auto_scene(app, st)
    view = scene.view
    scene.play("pass")  # the player ends the attack phase: it can still be undone
    view.update(0.02)
    obs = _draw(app, scene)
    assert scene.match.state.phase == "retreat" and scene.match.actions == ["pass"]
    assert view.prompt(obs) == _(TURN_DONE) and view.label(obs, "pass") == "End the turn"
    scene.undo()
    view.update(0.02)
    assert scene.match.actions == [] and scene.match.state.phase == "attack"  # nothing replays by itself
    scene.match._undo.clear()  # once nothing of the turn can be taken back, the turn ends by itself
    scene.play("pass")
    scene.match._undo.clear()
    view.update(0.02)
    assert scene.match.actions == ["pass", "pass"] and scene.match.state.turn == 1
    assert "P1 can do nothing in the retreat phase: the turn ends by itself." in scene.log.lines()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_strategic_retreat_chosen_as_an_answer_says_what_comes_next(app, lang):
    set_language(lang)
    st = given(1, units=[{"card": "shu_zhuge_liang", "seat": 1, "at": (2, 3)},
                         {"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}], dice=(3, 1))
    play(st, "shoot:shu_zhuge_liang:2:1")
    scene = _scene(app, st)
    view = scene.view
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    card = view.hand_card_rect("t_strategic_retreat")
    assert view.click(card.center, obs, legal) is True and view.selected == "t_strategic_retreat"
    _draw(app, scene)
    prompt = view.prompt(obs)
    effect = obs.pool.cards["t_strategic_retreat"].ability
    if lang == "en":
        assert prompt.startswith("Strategic Retreat on Xu Huang: " + effect.text_en)
        assert "button below" in prompt
    else:
        assert prompt.startswith("對徐晃打出戰略後撤：" + effect.text_zh) and "按鈕" in prompt
    button = _button(view, "play:t_strategic_retreat:wei_xu_huang")  # the answer is a button too
    assert view.click(button.center, obs, legal) == "play:t_strategic_retreat:wei_xu_huang"


def test_the_odds_badge_leaves_the_units_name_and_troops_readable(app):
    geo = FV.FieldGeometry(pygame.Rect(8, 72, 816, 648))
    for rough in (False, True):
        cell = geo.cell((2, 1))
        box, name_h, stats_y, _sh, _my, _mh, troops = FV.unit_layout(cell, rough)
        name = pygame.Rect(box.x, box.y, box.width, 4 + name_h)
        area = FV.badge_area(cell, rough)
        assert not area.colliderect(troops) and not area.colliderect(name), rough
        fit = layout_in_box("≈10.5k / 10.5k", area.width - 6, min(24, area.height), 15, min_size=12, bold=True)
        assert not fit.truncated and fit.size >= 12, rough
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhao_yun", "seat": 1, "at": (2, 2)}])
    scene = _scene(app, st)
    view = scene.view
    obs = _draw(app, scene)
    view.click(view.geo.cell((2, 1)).center, obs, obs.legal_actions())
    _draw(app, scene)
    badges = view.odds_badges(obs, (2, 2), ["melee:wei_xu_huang:2:2"])
    troops = FV.unit_layout(view.geo.cell((2, 2)), False)[-1]
    assert badges and not any(b.colliderect(troops) for b, _t in badges)
    assert app.screen.get_at(badges[0][0].center)[:3] != app.screen.get_at(troops.center)[:3]


def test_a_host_that_only_shows_the_table_never_plays_by_itself(app):
    from types import SimpleNamespace

    st = given(0, "move")  # a phase that would pass by itself at the play table
    scene = _scene(app, st)
    view = scene.view
    # a review's host: the play scene's own human_action, were the view to call it, would play
    view.scene = SimpleNamespace(app=app, viewer=0, match=scene.match, observation=scene.observation,
                                 active=False, reviewing=True, human_action=scene.human_action)
    view.update(0.02)
    assert scene.match.actions == [] and scene.match.state.phase == "move"


@pytest.mark.parametrize("many", [3, 12, 30, 60])
def test_every_offered_choice_gets_a_button_inside_the_decision_panel(app, many, monkeypatch):
    """However many choices the panel offers, none is left out and none spills out of it."""
    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    view = scene.view
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    offered = [f"troops:{k}" for k in range(1, many + 1)]
    monkeypatch.setattr(type(view), "button_actions", lambda self, o, l: offered)
    layout = view.decision_layout(obs, legal)
    assert [a for _r, a, _c in layout] == offered
    panel = pygame.Rect(RIGHT_X, DECISION_Y, RIGHT_W, DECISION_H)
    rects = [r for r, _a, _c in layout]
    assert all(panel.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_legend_under_the_hands_caption_says_what_the_coloured_numbers_mean(app, monkeypatch):
    """A red chip is an attack value, a blue one a defence value, the sword melee, the bow shooting,
    the fan the stratagem: said on the hand's own tag under its caption (one tag, not a caption box
    and a legend box), beside no card."""
    from client.games.himefuda import view as V
    from client.render import text as text_mod
    from tests.text_census import forget_drawn

    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    view = scene.view
    drawn = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    forget_drawn()
    _draw(app, scene)
    legend = view._stat_legend
    assert legend is not None and V.HAND.contains(legend) and legend.top > view._hand_tag.bottom
    assert view._hand_tag.x <= legend.x and legend.right <= view._hand_tag.right  # on the caption's tag
    assert not any(legend.colliderect(rect) for rect, _card in view._hand)
    for word in ("attack", "defence", "melee", "shooting", "stratagem"):
        assert word in drawn, word


def test_the_seat_sheet_says_what_the_board_does_not_the_lord_and_the_hand(app, monkeypatch):
    """Under each seat's name: where its lord is (routed, the seat loses) and its cards in hand,
    not the garrison, provisions and war results the board already shows."""
    from client.render import text as text_mod
    from tests.text_census import forget_drawn

    st = given(0, "move", units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    scene = _scene(app, st)
    drawn = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    forget_drawn()
    obs = _draw(app, scene)
    assert not any(t.startswith("Garrison ") and "War results" in t for t in drawn)
    for seat in (0, 1):
        n = len(obs.hand[seat])
        line = f"Lord {FV.art.card_name(obs.lord[seat])} guards the castle · {n} cards in hand"
        assert line in drawn, (line, [t for t in drawn if t.startswith("Lord")])
