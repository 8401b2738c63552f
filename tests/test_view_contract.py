"""The seams a game plugs into are declared (client/core/pieces.py, client/scenes/view_contract.py):
every registered game names each of its pieces and each named module provides what its kind
declares; its View implements the table-view contract, and both scenes that show a table (the
live one, a review) implement the host's; the registry refuses a game naming a module that does
not exist, and a module that lacks what its kind provides is refused when first loaded."""
from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from client.core.match import Match, Seat
from client.core.pieces import PieceError
from client.games import REGISTRY, get, register
from client.scenes.view_contract import (TableHost, TableMatch, ViewContract, load_hint_view, load_option_editor,
                                         load_view_class)

#: the modules every game of the registry has (a game may go without them, as the tests' toy game)
PIECES = ("ai_module", "view_module", "hint_view_module", "help_module", "setup_notes_module", "log_text_module",
          "standing_module")


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_names_its_pieces_and_each_provides_what_its_kind_declares(game):
    spec = REGISTRY[game]
    assert [field for field in PIECES if getattr(spec, field) is None] == []
    loaded = [spec.load_rules(), spec.load_ai(), spec.load_help(), spec.load_setup_notes(), spec.load_log_text(),
              spec.load_standing(), load_hint_view(spec)]
    assert None not in loaded  # each load checks its module against its kind (PieceError otherwise)
    view = load_view_class(spec)
    assert view is not None and issubclass(view, ViewContract) and not view.__abstractmethods__
    for option in spec.options:
        if option.custom:
            option.load_custom()
        if option.editor:
            assert load_option_editor(spec, option) is not None


def _members(protocol: type) -> set[str]:
    """What a protocol declares: its attributes and its methods (properties too)."""
    declared = {name for name, value in vars(protocol).items()
                if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    return declared | set(protocol.__annotations__)


def _implements(obj, protocol: type) -> list[str]:
    """The members of ``protocol`` that ``obj`` lacks or only inherits from the protocol's empty body."""
    missing = []
    for name in _members(protocol):
        try:
            found = inspect.getattr_static(obj, name)
        except AttributeError:
            missing.append(name)
            continue
        if found is vars(protocol).get(name, object()):
            missing.append(name)
    return sorted(missing)


def _played(game: str) -> Match:
    spec = get(game)
    seats = [Seat(f"P{i + 1}", i, "human" if i < 2 else "bot", "random") for i in range(spec.min_players)]
    match = Match(spec, {}, 5, seats)
    rng = random.Random(5)
    for _step in range(12):
        match.play(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_live_table_and_a_review_host_every_games_view_as_the_contract_declares(table_app, game):
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene
    from client.scenes.review import ReviewScene

    match = _played(game)
    play = PlayScene(table_app, match, worker=_NoWorker())
    review = ReviewScene(table_app, match, eyes=0, chart_height=0)
    for host in (play, review):
        assert isinstance(host, TableHost) and _implements(host, TableHost) == []
        assert isinstance(host.match, TableMatch) and _implements(host.match, TableMatch) == []
        assert isinstance(host.view, ViewContract) and type(host.view).__module__ == match.spec.view_module
        assert host.view.scene is host
    assert (play.reviewing, review.reviewing) == (False, True)
    assert review.human_action(match.state.legal_actions()[0]) is False and len(review.match.actions) == 12


def test_a_view_lacking_part_of_the_contract_cannot_be_made():
    from client.scenes.table_view import TableView

    class Sketch(TableView):
        def draw(self, surface, obs) -> None: ...

    with pytest.raises(TypeError, match="abstract"):
        Sketch()


@pytest.mark.parametrize("field, name", [
    ("hint_view_module", "client.games.shogun.hint_veiw"),
    ("setup_notes_module", "client.games.shogn.setup_notes"),  # the package misspelt
    ("view_module", "client.games.shogun.views"),
])
def test_the_registry_refuses_a_game_naming_a_module_that_does_not_exist(field, name):
    typo = dataclasses.replace(get("shogun"), id="typo", **{field: name})
    with pytest.raises(PieceError, match=f"{field} {name}"):
        register(typo)
    assert "typo" not in REGISTRY


def test_the_registry_checks_an_options_own_modules_too():
    himefuda = get("himefuda")
    deck = dataclasses.replace(himefuda.options[0], editor="client.games.himefuda.deck_buildr")
    typo = dataclasses.replace(himefuda, id="typo", options=(deck, *himefuda.options[1:]))
    with pytest.raises(PieceError, match="option deck0 editor client.games.himefuda.deck_buildr"):
        register(typo)
    assert "typo" not in REGISTRY


def test_a_module_lacking_what_its_kind_provides_is_refused_when_loaded():
    wrong = dataclasses.replace(get("yedo"), standing_module="client.games.yedo.help")  # it exists
    with pytest.raises(PieceError, match="standing_module client.games.yedo.help lacks chance_note, chart_round, "
                                         "progress, results_note, score_table"):
        wrong.load_standing()
