"""The Load list says how each saved game stands (issue 35): a finished game, and who won; a game in
progress, and its round or year in the game's own words (the words its table shows); a save that
does not replay, only its move."""
from __future__ import annotations

import json
import random

import pytest

from client import paths
from client.core import saves
from client.core.match import Match, Seat
from client.games import REGISTRY, get
from tests.text_spy import spy_text

pytestmark = pytest.mark.usefixtures("english_after")


def played(game: str, players: int, seed: int, moves: int | None = None) -> Match:
    seats = [Seat(name, i, "human" if i == 0 else "bot", "random")
             for i, name in enumerate(["Ann", "Bo", "Cy", "Di", "Ed"][:players])]
    match = Match(get(game), {}, seed, seats)
    rng = random.Random(seed)
    while not match.state.is_over() and (moves is None or len(match.actions) < moves):
        match.play(rng.choice(match.state.legal_actions()))
    return match


def save(match: Match, name: str) -> None:
    saves.write_atomic(paths.saves_dir() / f"{name}.json", saves.dumps(match))


def load_list_rows(app, monkeypatch) -> dict[str, list[str]]:
    """What each row of the Load list says, by save name."""
    from client.scenes import saves_menu

    load = saves_menu.LoadScene(app)
    out = {}
    for entry, row, _delete, review in load.rows():
        drawn = spy_text(monkeypatch, saves_menu)
        saves_menu.draw_row_text(app.screen, entry, row.inflate(-32, -8), review.x - 16)
        monkeypatch.undo()
        out[entry.name] = [d.text for d in drawn]
    return out


def test_finished_games_name_the_winners_and_games_in_progress_where_they_are(table_app, monkeypatch):
    finished = played("samurai_sword", 4, 3)
    assert finished.state.is_over()
    save(finished, "duel")
    shogun = played("shogun", 4, 2, moves=300)
    save(shogun, "war")
    rows = load_list_rows(table_app, monkeypatch)

    winners = "Ann, Bo, Cy, Di".split(", ")
    won = [winners[s] for s in finished.state.winners()]
    assert f"Finished\n{', '.join(won)} won" in rows["duel"]
    assert f"Move {len(finished.actions)}" in " ".join(rows["duel"])

    from client.games.shogun.standing import progress
    where = progress(shogun.state.observation(None))
    assert where == "Year 1 · Summer"  # the words the table's title bar shows at this move
    assert f"In progress\n{where}" in rows["war"]
    assert not any(text.startswith("Finished") for text in rows["war"])


@pytest.mark.parametrize("game", list(REGISTRY))
def test_every_game_says_where_a_game_in_progress_stands(table_app, monkeypatch, game):
    spec = get(game)
    save(played(game, spec.min_players, 4, moves=40), "mid")
    [lines] = [text.split("\n") for text in load_list_rows(table_app, monkeypatch)["mid"]
               if text.startswith("In progress")]
    assert len(lines) == 2 and lines[1], lines  # its round, year, turn or tiles left
    assert any(ch.isdigit() for ch in lines[1])


def test_in_chinese_too(table_app, monkeypatch):
    from client.i18n import set_language

    save(played("yedo", 3, 2, moves=60), "market")
    set_language("zh_Hant")
    [text] = [t for t in load_list_rows(table_app, monkeypatch)["market"] if t.startswith("進行中")]
    assert text.split("\n")[1].startswith("第") and text.endswith("回合（共11回合）")


def test_a_save_that_does_not_replay_keeps_its_row_without_a_standing(table_app, monkeypatch):
    match = played("himefuda", 2, 5, moves=20)
    data = saves.to_dict(match)
    data["actions"].append("not-a-move")
    (paths.saves_dir()).mkdir(parents=True, exist_ok=True)
    (paths.saves_dir() / "odd.json").write_text(json.dumps(data))
    texts = load_list_rows(table_app, monkeypatch)["odd"]
    assert any(text.endswith("Move 21") for text in texts)
    assert not any(text.startswith(("In progress", "Finished")) for text in texts)
