"""A player's own decks: files in the user folder, each checked on its own; carried whole in a match."""
import json

import pytest

from client.core import saves
from client.core.errors import OptionsError, SaveError
from client.core.match import Match, Seat
from client.games.himefuda import SPEC, deck_files, deck_option
from client.games.himefuda.cards import pool
from client.games.himefuda.deck_files import DeckError, UserDeck

POOL = pool()
WEI = POOL.decks["wei"]
# three points under the limit: the Wei starter less its two cheapest tactics
CHEAP = tuple(c for c in WEI.cards if c not in ("t_granary", "t_strategic_retreat"))
MINE = UserDeck("My Wei 我的魏", "wei_xiahou_dun", CHEAP)


def lookup(game_id):
    assert game_id == "himefuda"
    return SPEC


def write(folder, name, text):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def raw(**changes):
    data = MINE.to_dict()
    data.update(changes)
    return json.dumps(data)


def test_a_deck_survives_the_round_trip_through_its_file(tmp_path):
    path = deck_files.save(tmp_path, MINE)
    assert path.parent == tmp_path and path.suffix == ".json"
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "himefuda-deck"
    decks, problems = deck_files.load_all(tmp_path, POOL)
    assert decks == [MINE] and problems == []
    deck_files.delete(tmp_path, MINE.name)
    assert deck_files.load_all(tmp_path, POOL) == ([], [])


def test_no_folder_means_no_decks(tmp_path):
    assert deck_files.load_all(tmp_path / "decks", POOL) == ([], [])


BAD = {
    "over.json": (raw(cards=list(CHEAP) + ["t_granary", "t_strategic_retreat", "shu_zhuge_liang"]),
                  "costs 18 points, more than the 15 allowed"),
    "unknown.json": (raw(cards=list(CHEAP) + ["wei_nobody"]), "unknown card 'wei_nobody'"),
    "nogeneral.json": (raw(cards=["t_granary", "t_ambush"], lord="t_granary"), "holds no general"),
    "lord.json": (raw(lord="t_ambush"), "lord 't_ambush' is not a general in the deck"),
    "twice.json": (raw(cards=list(CHEAP) + ["wei_zhang_liao"]), "lists wei_zhang_liao twice"),
    "broken.json": ('{"format": "himefuda-deck", "name": ', "not valid JSON"),
    "types.json": (raw(cards="wei_cao_cao"), "must be a list of card ids"),
    "noname.json": (raw(name=7), "needs a name"),
    "other.json": ('{"format": "tenka-save"}', "not a Himefuda deck"),
    "big.json": ("[" * 70_000, "too big"),
    "binary.json": ("\udcff", None),
}


def test_every_bad_file_is_refused_with_its_reason_and_the_good_ones_load(tmp_path):
    deck_files.save(tmp_path, MINE)
    deck_files.save(tmp_path, UserDeck("Second", "wei_cao_cao", WEI.cards))
    for name, (text, _reason) in BAD.items():
        if name == "binary.json":
            (tmp_path / name).write_bytes(b"\xff\xfe\x00{")
        else:
            write(tmp_path, name, text)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    decks, problems = deck_files.load_all(tmp_path, POOL)
    assert [d.name for d in decks] == ["My Wei 我的魏", "Second"]
    assert len(problems) == len(BAD)
    by_file = {p.split(":", 1)[0]: p for p in problems}
    for name, (_text, reason) in BAD.items():
        assert reason is None or reason in by_file[name], by_file[name]
    assert "not valid JSON" in by_file["binary.json"]
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing touched


def test_a_handicap_raises_the_limit_only_for_its_seat():
    big = UserDeck("Big", "wei_cao_cao", WEI.cards + ("shu_zhuge_liang",))
    with pytest.raises(DeckError, match="more than the 15 allowed"):
        deck_files.check_deck(big.to_dict(), POOL)
    assert POOL.cost(big.cards) <= 36
    assert deck_files.check_deck(big.to_dict(), POOL, 36) == big
    assert deck_option.limit_halves("deck1", {"handicap": "deck1", "handicap_points": "3"}) == 36
    assert deck_option.limit_halves("deck0", {"handicap": "deck1", "handicap_points": "3"}) == 30
    assert deck_option.limit_halves("deck0", {"handicap": "none", "handicap_points": "3"}) == 30


def test_file_names_are_safe_and_keep_chinese():
    assert deck_files.file_name("我的魏/../x") == "我的魏_x.json"
    assert deck_files.file_name("  ") == "deck.json"


def test_a_user_deck_travels_in_the_option_and_starts_the_match():
    options = SPEC.validate(2, {"deck0": deck_option.encode(MINE)})
    state = SPEC.new_game(2, options, 3)
    assert state.lord[0] == "wei_xiahou_dun" and sorted(state.deck[0]) == sorted(CHEAP)
    assert state.guard[0] == "wei_xiahou_dun" and "wei_xiahou_dun" not in state.hand[0]
    assert deck_option.label(options["deck0"]) == "My Wei 我的魏"
    assert SPEC.options[0].label_of("wei") == "Wei starter"
    assert SPEC.options[0].label_of(options["deck0"]) == "My Wei 我的魏"


def test_a_match_with_a_user_deck_replays_from_its_save_after_the_deck_file_is_gone(tmp_path):
    path = deck_files.save(tmp_path, MINE)
    (deck,), _problems = deck_files.load_all(tmp_path, POOL)
    match = Match(SPEC, {"deck0": deck_option.encode(deck)}, 11, [Seat("A", 0), Seat("B", 1)])
    for _ in range(12):
        match.play(match.state.legal_actions()[-1])
    text = saves.dumps(match)
    path.unlink()
    path.write_text("{ edited later", encoding="utf-8")  # the player breaks the file afterwards
    again = saves.parse(text, lookup)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.state.lord[0] == "wei_xiahou_dun"


@pytest.mark.parametrize("change, reason", [
    (lambda d: d["cards"].append("wei_nobody"), "seat 1's deck is refused: it names the unknown card 'wei_nobody'"),
    (lambda d: d["cards"].extend(["t_granary", "t_strategic_retreat", "shu_zhuge_liang"]),
     "seat 1's deck is refused: it costs"),
    (lambda d: d.update(lord="t_ambush"), "seat 1's deck is refused: its lord 't_ambush'"),
])
def test_a_tampered_deck_inside_a_save_is_refused_naming_the_seat_and_problem(change, reason):
    match = Match(SPEC, {"deck0": deck_option.encode(MINE)}, 11, [Seat("A", 0), Seat("B", 1)])
    match.play(match.state.legal_actions()[0])
    data = json.loads(saves.dumps(match))
    deck = json.loads(data["options"]["deck0"])
    change(deck)
    data["options"]["deck0"] = json.dumps(deck)
    with pytest.raises(SaveError, match=reason.replace("'", ".")):
        saves.parse(json.dumps(data), lookup)


def test_a_deck_option_that_is_not_json_is_refused():
    with pytest.raises(OptionsError, match="seat 2's deck is refused: it is not valid JSON"):
        SPEC.validate(2, {"deck1": "{nope"})
    with pytest.raises(OptionsError, match="not valid JSON"):
        SPEC.validate(2, {"deck1": '{"a":' + "[" * 3000})
    with pytest.raises(OptionsError, match="seat 2: no deck 'nope'"):
        SPEC.new_game(2, {"deck1": "nope"}, 1)
