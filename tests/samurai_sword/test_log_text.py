"""Log sentences: every event kind the rules emit reads as a sentence in both
languages, with no placeholder left and nothing private in the shared log."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import client.i18n as i18n
from client.core.game import Event, events_for
from client.games.samurai_sword import SPEC
from client.games.samurai_sword import log_text
from client.games.samurai_sword.log_text import event_lines

RULES = Path(log_text.__file__).with_name("rules.py")
GAMES = [(players, seed) for players in range(3, 8) for seed in (1, 2, 3)]


def name(seat: int) -> str:
    return f"P{seat + 1}"


def emitted_kinds() -> set[str]:
    """Every event kind rules.py can emit, read from its source."""
    src = RULES.read_text(encoding="utf-8")
    return set(re.findall(r'(?:_event|Event)\(\s*"([a-z_]+)"', src))


def random_steps(players: int, seed: int):
    """(all events, public events) of each step of a seeded random game."""
    st = SPEC.new_game(players, {}, seed)
    rng = random.Random(seed)
    yield list(st.events), events_for(st.events, None)
    while not st.is_over():
        st.apply(rng.choice(st.legal_actions()))
        yield list(st.events), events_for(st.events, None)


def assert_readable(lines: list[str], lang: str, what) -> None:
    """At least one sentence, every placeholder filled, in the reader's language."""
    assert lines and all(line.strip() for line in lines), what
    for line in lines:
        assert not re.search(r"[{}]|None", line), line
        if lang == "zh_Hant":
            assert re.search(r"[\u4e00-\u9fff]", line), line  # translated, not the English fallback


@pytest.fixture(scope="module")
def steps():
    return [step for players, seed in GAMES for step in random_steps(players, seed)]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_kind_of_random_games_reads_as_sentences(lang, steps):
    i18n.set_language(lang)
    seen = set()
    for _all, public in steps:
        for ev in public:
            assert_readable(event_lines([ev], name), lang, ev)
            seen.add(ev.kind)
    assert seen == emitted_kinds(), emitted_kinds() ^ seen  # these games reach every kind


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_kind_with_sample_data(lang):
    i18n.set_language(lang)
    assert len(emitted_kinds()) >= 20
    for kind in sorted(emitted_kinds()):
        assert_readable(event_lines([Event(kind, _sample(kind))], name), lang, kind)


@pytest.mark.parametrize("lang, card, char", [("en", "Kusarigama", "Tomoe"), ("zh_Hant", "鎖鎌", "巴")])
def test_names_in_the_reader_language(lang, card, char):
    i18n.set_language(lang)
    attack = Event("attack", {"seat": 0, "target": 2, "card": "kusarigama", "damage": 2, "difficulty": 2})
    line = event_lines([attack], name)[0]
    assert card in line and "P1" in line and "P3" in line
    setup = Event("setup", {"shogun": 0, "chars": ["benkei", "benkei", "tomoe"], "honour": [5, 3, 3]})
    assert char in event_lines([setup], name)[-1]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_private_event_names_its_cards_to_its_seats_alone(lang, steps):
    """The copy every other seat reads of a draw or a Diversion names no card; the copy of the
    seats it concerns (their log, and everyone's after the end) names them."""
    i18n.set_language(lang)
    private_kinds = set()
    for full, public in steps:
        for ev in full:
            if ev.private_to is None:
                continue
            private_kinds.add(ev.kind)
            cards = ev.data.get("cards") or [ev.data["card"]]
            shown = " ".join(event_lines([ev.for_seat(None)], name))
            own = " ".join(event_lines([ev], name))
            assert_readable([own], lang, ev)
            assert all(log_text.card_name(c) in own for c in cards), (own, cards)
            if ev.kind == "steal":  # a draw's count is no secret; only the stolen card is
                assert log_text.card_name(ev.data["card"]) not in shown
        for ev in public:
            assert "cards" not in ev.data or ev.kind == "reshuffle", ev  # a draw arrives as a count
    assert private_kinds >= {"draw", "steal"}


def test_a_draw_is_a_count_to_the_others():
    i18n.set_language("en")
    full = Event("draw", {"seat": 1, "cards": ["daimyo", "katana"]}, private_to=frozenset({1}),
                 redacted={"seat": 1, "count": 2})
    assert event_lines(events_for([full], None), name) == ["P2 draws 2 cards."]
    assert event_lines(events_for([full], 0), name) == ["P2 draws 2 cards."]
    assert event_lines(events_for([full], 1), name) == ["P2 draws Daimyo, Katana."]


def test_game_over_reveals_roles_and_the_master():
    i18n.set_language("en")
    lines = event_lines([Event("game_over", {"reason": "master", "roles": ["shogun", "ninja", "samurai", "ninja"],
                                             "stars": [0, 3, 0, 1], "master": 2, "friendly": ""})], name)
    assert "P3" in lines[0] and "Bushido master" in lines[0]
    assert lines[-1] == "Roles: P1: Shogun, P2: Ninja (3 stars), P3: Samurai, P4: Ninja (1 star)."
    lines = event_lines([Event("game_over", {"reason": "honour", "roles": ["shogun", "ninja", "ninja"],
                                             "stars": [0, 1, 2], "master": -1, "friendly": "ninja"})], name)
    assert any("3 points off" in line and "Ninja" in line for line in lines)


def _sample(kind: str) -> dict:
    """Plausible public data for each kind (as the rules write it)."""
    return {
        "setup": {"shogun": 1, "chars": ["benkei", "tomoe", "hanzo"], "honour": [3, 6, 3]},
        "turn": {"seat": 0},
        "recover": {"seat": 0, "hp": 5},
        "bushido_reveal": {"seat": 0, "card": "bo"},
        "bushido_pass": {"seat": 0, "to": 1},
        "bushido_discard": {"seat": 0, "honour": 1},
        "honour_lost": {"seats": [0], "reason": "bushido"},
        "reshuffle": {"cards": 40},
        "draw": {"seat": 0, "count": 2},
        "take_discard": {"seat": 0, "card": "parry"},
        "discard": {"seat": 0, "card": "focus"},
        "attack": {"seat": 0, "target": 1, "card": "katana", "damage": 3, "difficulty": 2},
        "block": {"seat": 1, "card": "parry", "against": "katana", "attacker": 0},
        "damage": {"seat": 1, "amount": 3, "source": 0, "weapon": True, "hp": 2},
        "knockout": {"seat": 1, "by": 0},
        "property": {"seat": 0, "card": "armor", "target": 0},
        "play": {"seat": 0, "card": "geisha", "target": 2},
        "heal": {"seat": 0, "hp": 4},
        "steal": {"seat": 0, "target": 1},
        "lose_card": {"seat": 1, "card": "armor", "by": 0, "source": "property"},
        "nobunaga": {"seat": 0, "hp": 3},
        "game_over": {"reason": "honour", "roles": ["shogun", "ninja", "ninja"], "stars": [0, 2, 3],
                      "master": -1, "friendly": ""},
    }.get(kind, {"seat": 0})


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_variants_of_each_sentence(lang):
    i18n.set_language(lang)
    cases = [
        Event("block", {"seat": 1, "card": "bo", "against": "katana", "attacker": 0}),
        Event("block", {"seat": 1, "card": "parry", "against": "battlecry", "attacker": 0}),
        Event("block", {"seat": 1, "card": "bokken", "against": "jujutsu", "attacker": 0}),
        Event("bushido_discard", {"seat": 0, "honour": 0}),
        Event("honour_lost", {"seats": [0, 1, 2], "reason": "deck"}),
        Event("property", {"seat": 0, "card": "bushido", "target": 2}),
        Event("play", {"seat": 0, "card": "breathing", "target": 2}),
        Event("play", {"seat": 0, "card": "battlecry", "target": None}),
        Event("lose_card", {"seat": 1, "card": "parry", "by": 0, "source": "hand"}),
        Event("damage", {"seat": 1, "amount": 1, "source": 0, "weapon": False, "hp": 0}),
    ]
    lines = [line for ev in cases for line in event_lines([ev], name)]
    assert len(lines) == len(cases) and len(set(lines)) == len(lines)
    assert_readable(lines, lang, cases)
