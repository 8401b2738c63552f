"""The deck builder as a player uses it from the seat setup: over-limit blocked, starters, saving,
loading, refused files told as toasts, and the chosen deck shown on the setup and played."""
import json
import random
import re

import pygame
import pytest

from client.app import App
from client.games.himefuda import SPEC, deck_files, deck_option
from client.games.himefuda.cards import pool
from client.games.himefuda.deck_builder import DeckBuilderScene
from client.games.himefuda.deck_draft import DeckDraft
from client.i18n import set_language

POOL = pool()
WEI = POOL.decks["wei"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    from client import settings

    monkeypatch.setenv("TENKA_HOME", str(tmp_path))
    app = App(headless=True, settings=settings.Settings())
    yield app
    set_language("en")
    app.shutdown()


def open_builder(app, key="deck0"):
    from client.scenes.setup import SetupScene

    setup = SetupScene(app, SPEC, random.Random(1))
    app.stack.reset(setup)
    editor = next(b for o, b in setup.editors if o.key == key)
    click(app, editor.rect.center)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene) and builder.key == key
    return setup, builder


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.handle_event(pygame.event.Event(kind, button=1, pos=pos))


def press(app, label):
    button = next(b for b in app.stack.top.buttons if b.label == label)
    click(app, button.rect.center)


def test_the_draft_refuses_a_card_over_the_limit_and_stays_as_it_was():
    draft = DeckDraft(POOL, 30)
    for card in WEI.cards:
        assert draft.add(card) is None
    assert draft.used == 30
    assert draft.add("shu_zhuge_liang") == "over"
    assert "shu_zhuge_liang" not in draft.cards and draft.used == 30
    draft.remove(WEI.lord)
    assert draft.lord in draft.cards and POOL.cards[draft.lord].is_general


def test_the_builder_opens_on_the_seats_starter_and_blocks_a_card_over_the_limit(app):
    _setup, builder = open_builder(app)
    assert builder.draft.cards == list(WEI.cards) and builder.draft.used == 30
    builder.faction.value = "shu"
    builder.refilter()
    row = next(r for card, r in builder.pool_rows() if card.id == "shu_zhuge_liang")
    click(app, row.center)
    assert "shu_zhuge_liang" not in builder.draft.cards and builder.draft.used == 30
    assert "does not fit" in app.toasts[-1][0] and "of 15 points" in app.toasts[-1][0]
    # take a card out (its row's ×) and the general fits
    _card, _row, _lord, remove = next(r for r in builder.deck_rows() if r[0].id == "wei_xu_huang")
    click(app, remove.center)
    click(app, builder.deck_rows().__next__()[1].center)  # clicking the lord keeps it lord
    used = builder.draft.used
    click(app, row.center)
    assert ("shu_zhuge_liang" in builder.draft.cards) == (used + POOL.costs["shu_zhuge_liang"] <= 30)


def test_the_points_are_drawn_live(app):
    _setup, builder = open_builder(app)
    seen = []
    import client.games.himefuda.deck_builder as mod

    original = mod.draw_text_in_box
    mod.draw_text_in_box = lambda s, text, *a, **k: (seen.append(text), original(s, text, *a, **k))[1]
    try:
        builder.draw(app.screen)
        builder.draft.remove("t_granary")
        builder.draw(app.screen)
    finally:
        mod.draw_text_in_box = original
    assert "Points 15 / 15" in seen
    assert f"Points {(30 - POOL.costs['t_granary']) / 2:g} / 15" in seen


def test_save_load_and_use_a_deck_then_the_setup_shows_it_and_the_match_starts_with_it(app, tmp_path):
    setup, builder = open_builder(app, "deck1")
    builder.draft.remove("t_crane_wing")
    builder.draft.make_lord("shu_guan_yu")
    builder.name.text = "Guan Yu 關羽"
    builder.set_name("Guan Yu 關羽")
    press(app, "Save")
    assert app.toasts[-1][0] == "Saved Guan Yu 關羽."
    (saved,) = list((tmp_path / "decks").iterdir())
    assert json.loads(saved.read_text(encoding="utf-8"))["lord"] == "shu_guan_yu"
    press(app, "Start from this starter")  # the Wei starter (first in the list)
    assert builder.draft.lord == "wei_cao_cao"
    press(app, "Load saved deck")
    assert builder.draft.lord == "shu_guan_yu" and "t_crane_wing" not in builder.draft.cards
    press(app, "Use this deck")
    assert app.stack.top is setup
    choice = next(c for o, c in setup.option_widgets if o.key == "deck1")
    assert choice.label() == "Guan Yu 關羽"
    state = SPEC.new_game(2, setup.options, 1)
    assert state.lord[1] == "shu_guan_yu" and "t_crane_wing" not in state.deck[1]
    # stepping the choice goes back to the starters and forward to the player's deck again
    choice.step(1)
    assert setup.options["deck1"] == "wei"
    choice.step(-1)
    assert deck_option.label(setup.options["deck1"]) == "Guan Yu 關羽"


def test_a_deck_without_a_name_or_general_is_not_used(app):
    setup, builder = open_builder(app)
    builder.set_name("")
    press(app, "Use this deck")
    assert app.stack.top is builder and app.toasts[-1][0] == "Give the deck a name first."
    builder.set_name("Only tactics")
    for card_id in [c for c in builder.draft.cards if POOL.cards[c].is_general]:
        builder.draft.remove(card_id)
    press(app, "Use this deck")
    assert app.stack.top is builder and "general" in app.toasts[-1][0]
    assert setup.options["deck0"] == "wei"


def test_refused_deck_files_are_told_and_the_good_ones_offered(app, tmp_path):
    folder = tmp_path / "decks"
    deck_files.save(folder, deck_files.UserDeck("Good", "wei_cao_cao", WEI.cards))
    (folder / "bad.json").write_text('{"format": "himefuda-deck", "version": 1, "name": "Bad", '
                                     '"lord": "wei_cao_cao", "cards": ["wei_cao_cao", "wei_nobody"]}')
    _setup, builder = open_builder(app)
    assert [d.name for d in builder.user_decks] == ["Good"]
    assert any("bad.json" in t and "unknown card 'wei_nobody'" in t for t, _s in app.toasts)
    press(app, "Delete saved deck")
    assert builder.user_decks == [] and not (folder / "Good.json").exists()
    assert (folder / "bad.json").exists()  # a refused file is never touched


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_both_languages_draw_the_builder_and_setup_without_cut_text(app, lang, monkeypatch):
    from client.render import text

    cut, seen = [], []
    original = text.layout_in_box

    def recording(t, *args, **kwargs):
        result = original(t, *args, **kwargs)
        seen.append(t)
        if result.truncated:
            cut.append(t)
        return result

    monkeypatch.setattr(text, "layout_in_box", recording)
    set_language(lang)
    setup, builder = open_builder(app)
    builder.draft.remove("t_granary")
    app.draw()
    builder.use()
    app.draw()
    # every label of the screens fits, and the cards' rows too (abilities as icons, skill names
    # only where they fit whole: the zoomed card explains them)
    assert cut == []
    expected = {"en": ("Deck…", "Points 14.5 / 15", "Use this deck"),
                "zh_Hant": ("牌組…", "點數14.5／15", "使用此牌組")}[lang]
    for label in expected:
        assert label in seen
    assert not [t for t in seen if re.search(r"\d/\d", t)], "a general's values are icons, never 4/2"


def test_a_saved_deck_over_this_seats_limit_is_offered_but_refused_when_chosen(app, tmp_path):
    big = deck_files.UserDeck("Big", "wei_cao_cao", WEI.cards + ("shu_zhuge_liang",))  # 18 points
    deck_files.save(tmp_path / "decks", big)
    _setup, builder = open_builder(app)
    assert [d.name for d in builder.user_decks] == ["Big"]  # a handicapped seat could use it
    press(app, "Load saved deck")
    assert "over this seat's 15" in app.toasts[-1][0] and builder.draft.cards == list(WEI.cards)


def _warnings(setup):
    return [note[1] for note in setup.current_notes() if note[0] == "warning"]


@pytest.mark.parametrize("handicap", ["none", "deck0"])
def test_use_this_deck_unchanged_keeps_the_starter_and_warns_of_nothing(app, handicap):
    from client.scenes.setup import SetupScene

    setup = SetupScene(app, SPEC, random.Random(1))
    app.stack.reset(setup)
    setup.set_option("handicap", handicap)
    click(app, next(b for o, b in setup.editors if o.key == "deck0").rect.center)
    press(app, "Use this deck")
    assert app.stack.top is setup and setup.options["deck0"] == "wei"
    assert _warnings(setup) == [] and not app.toasts
    # the game deals the starter as the setup said (a handicapped seat's starter takes its reserve)
    state = SPEC.new_game(2, setup.options, 1)
    note = next(n[1] for n in setup.current_notes() if n[0] == "small" and "First seat" in n[1])
    assert f"{len(state.deck[0])} cards" in note


def test_an_edited_deck_is_described_on_the_setup_not_called_unknown(app):
    setup, builder = open_builder(app)
    builder.draft.remove("t_granary")
    press(app, "Use this deck")
    assert app.stack.top is setup and setup.options["deck0"].startswith("{")
    assert _warnings(setup) == []
    note = next(n[1] for n in setup.current_notes() if n[0] == "small" and "First seat" in n[1])
    assert note == f"First seat: lord Cao Cao; {len(WEI.cards) - 1} cards, " \
                   f"{(30 - POOL.costs['t_granary']) / 2:g} points."


def test_a_deck_the_seat_may_no_longer_use_says_why(app):
    setup, _builder = open_builder(app)
    app.stack.pop()
    joker = deck_option.encode(deck_files.UserDeck("Lu Bu", "qun_lu_bu", ("qun_lu_bu", "t_granary")))
    big = deck_option.encode(deck_files.UserDeck("Big", "wei_cao_cao", WEI.cards + ("shu_zhuge_liang",)))
    setup.set_option("handicap", "deck0")
    setup.set_option("deck0", joker)
    setup.set_option("deck1", big)
    assert _warnings(setup) == ["Second seat: the deck costs 18 points, more than this seat's 15: choose another."]
    setup.set_option("handicap", "deck1")
    setup.set_option("handicap_points", "3")
    assert _warnings(setup) == ["First seat: only a seat with the handicap may use Lu Bu: choose another."]
    setup.set_option("deck1", "nope")
    assert _warnings(setup)[1] == "Second seat: unknown deck: choose another."


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_row_pointed_at_shows_its_card_zoomed_with_the_whole_text(app, lang, monkeypatch):
    from client.games.himefuda import card_art
    from tests.text_spy import spy_text

    set_language(lang)
    _setup, builder = open_builder(app)
    drawn = spy_text(monkeypatch, card_art)
    for card, row in list(builder.pool_rows())[:4]:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda at=row.center: at)
        drawn.clear()
        app.draw()
        said = "\n".join(d.text for d in drawn)
        ability = card.ability if not card.is_general else (card.ougi or card.special)
        assert card_art.card_name(card.id) in said
        if ability is not None:
            assert (ability.text_zh if lang == "zh_Hant" else ability.text_en) in said
        assert not [d.text for d in drawn if d.result.truncated]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    drawn.clear()
    app.draw()
    names = {card_art.card_name(c) for c in POOL.cards}
    assert not [d.text for d in drawn if d.text in names], "no card is zoomed when the pointer is on none"
