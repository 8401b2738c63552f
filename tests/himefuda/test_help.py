"""姬札大戰's rules help and setup notes: both languages, every section there and on one page,
the eleven skills, the dice rule, our rulings' figures and the terrain kinds of the map's
tileset; every message of the game's words in both catalogues."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import client.i18n as i18n
from client.games import get
from client.core.game import Event
from client.games.himefuda import SPEC, field_view, log_text
from client.games.himefuda.field_map import load_field
from client.games.himefuda.setup_notes import setup_notes
from client.games.himefuda.vocabulary import SKILL_ZH, SKILLS
from client.i18n import _
from tests.help_page import assert_messages_in_both_catalogues, assert_sections_fit_the_help_page, help_text
from tests.zh_style import problems

ROOT = Path(__file__).resolve().parents[2]
SECTIONS = SPEC.load_help().SECTIONS
HEADINGS = ("the aim", "The field and the castles", "Cards and decks", "five phases", "Sortie",
            "Moving and transferring troops", "Dice", "Melee", "Shooting", "Attacking a castle", "Retreat",
            "General skills", "Special skills, ougi and tactics", "Random terrain")
SKILL_EN = ("Instant retreat", "Peerless", "Reinforcements", "Pursuit", "Raid", "Assault", "Surprise", "Cavalry",
            "Palisade", "Logistics", "Conscription")


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def test_the_game_is_registered_with_its_help():
    assert get("himefuda") is SPEC and SPEC.help_module == "client.games.himefuda.help"


def test_every_section_is_there():
    titles = [title for title, _body in SECTIONS]
    for heading in HEADINGS:
        assert any(heading in t for t in titles), heading


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_section_fits_the_help_page(lang):
    assert_sections_fit_the_help_page(SECTIONS, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_eleven_skills_one_line_each(lang):
    text = help_text(SECTIONS, lang)
    names = [SKILL_ZH[s] for s in SKILLS] if lang == "zh_Hant" else SKILL_EN
    mark = "：" if lang == "zh_Hant" else ": "
    for skill in names:
        assert sum(line.startswith(skill + mark) for line in text.splitlines()) == 1, skill


@pytest.mark.parametrize("lang,facts", [
    ("en", ("above the value it counts as 1", "at most the value", "10 war results", "60 turns", "30 thousand",
            "10 provisions", "Step back (our ruling)", "never fewer than 1", "a 6 is rolled again", "15 points")),
    ("zh_Hant", ("超過時力度視為1", "不超過能力值即為成功", "戰果累積達10點", "60回合", "3萬", "10擔兵糧",
                 "後撤（本程式的裁定）", "至少仍有1千", "擲出6則重擲", "15點")),
])
def test_the_rules_figures_and_rulings_are_told(lang, facts):
    text = help_text(SECTIONS, lang)
    for fact in facts:
        assert fact in text, fact
    if lang == "zh_Hant":
        assert not problems(text), problems(text)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_terrain_kind_of_the_map_is_explained_with_its_change(lang):
    text = help_text(SECTIONS, lang).splitlines()
    kinds = [t for t in load_field().terrains if t.id != "open"]
    assert kinds
    for t in kinds:
        change = f"{t.attack:+d}/{t.defence:+d}"
        mark = "：" if lang == "zh_Hant" else ": "
        line = [ln for ln in text if ln.startswith(t.name(lang) + mark)]
        assert len(line) == 1 and change in line[0], (t.id, line)
        ability = ("近身" if t.ability == "melee" else "射擊") if lang == "zh_Hant" else \
            ("melee" if t.ability == "melee" else "shoots")
        assert ability in line[0], line


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_setup_notes_name_each_seats_lord_and_the_castle(lang):
    i18n.set_language(lang)
    notes = setup_notes(2, {"deck0": "shu", "deck1": "wei"})
    text = " ".join(" ".join(n[1:]) for n in notes)
    first, second = ("劉備", "曹操") if lang == "zh_Hant" else ("Liu Bei", "Cao Cao")
    assert text.index(first) < text.index(second)
    assert "30,000" in text and "15" in text
    if lang == "zh_Hant":
        for note in notes:
            assert not any(problems(part) for part in note[1:]), note
    assert setup_notes(2, {"deck0": "nope"})[1][0] == "warning"


@pytest.mark.parametrize("module", ["log_text", "help", "setup_notes"])
def test_every_message_is_in_both_catalogues(module):
    assert_messages_in_both_catalogues(ROOT / "client/games/himefuda" / f"{module}.py")


STATE_EVENTS = [Event("sortie", {"seat": 0, "card": "wei_xu_huang", "troops": 6, "zone": [3, 0], "from_guard": False}),
                Event("move", {"seat": 0, "unit": "wei_zhang_liao", "source": [2, 0], "target": [2, 1]})]


@pytest.mark.parametrize("lang, retired, said", [("en", ("fatigued", "tired"), ("just sortied", "moved")),
                                                 ("zh_Hant", ("疲兵", "倦兵"), ("剛出陣", "移動"))])
def test_the_two_unit_states_are_named_by_what_happened_in_the_help_and_on_the_tokens(lang, retired, said):
    """疲兵 and 倦兵 read as near-synonyms ("Fatigued", "Tired"): the help says what each unit did
    (sortied, moved), as the tokens' tabs and the log do."""
    text = help_text(SECTIONS, lang).lower()
    i18n.set_language(lang)
    log = " ".join(log_text.event_lines(STATE_EVENTS, lambda seat: "Ana")).lower()
    tabs = [_(word).lower() for word in field_view.STATE_WORDS.values()]
    for word in retired:
        assert word not in text and word not in log and not any(word in t for t in tabs), word
    for word in said:
        assert word in text and word in log, word


def test_the_english_words_for_the_grid_are_lanes_across_and_columns_down():
    """The field's numbers along the top stand over columns, its lanes run left to right: no English
    text of the game calls a column a "row" (the rules core's word), which reads inverted on screen."""
    from client.games.himefuda import help as himefuda_help
    from client.games.himefuda.view import LABELS
    texts = [t for pair in himefuda_help.SECTIONS for t in pair] + list(LABELS.values())
    tutorial = (Path(himefuda_help.__file__).parent / "tutorial.json").read_text(encoding="utf-8")
    texts += re.findall(r'"en": "[^"]*"', tutorial)
    assert not [t for t in texts if re.search(r"\brows?\b", t, re.I)]
    assert any("column" in t.lower() for t in texts)
