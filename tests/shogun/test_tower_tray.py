"""The tray under the cube tower says what it holds: a heading on the slip beneath it and a
tooltip over it, in the reader's language."""
import random

import pytest

from client.core.match import Match, Seat
from client.games.shogun import SPEC
from client.i18n import _, set_language
from client.render.screenshot import _NoWorker

pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_hovering_the_tray_explains_its_cubes(app, language):
    from client.scenes.play import PlayScene

    set_language(language)
    seats = [Seat(f"P{i + 1}", i, "human", "random") for i in range(4)]
    scene = PlayScene(app, Match(SPEC, {"face": "sun"}, 3, seats), worker=_NoWorker())
    rng = random.Random(3)
    while scene.match.state.phase != "plan":  # the tower is loaded before the first planning
        scene.match.play(rng.choice(scene.match.state.legal_actions()))
    scene.viewer = scene.match.state.to_act
    view = scene.view
    view.mouse = None
    scene.draw(app.screen)
    view.mouse = view.tower.tray.center
    scene.draw(app.screen)
    assert view.tip[0] == _("Tray")
    assert "上次" in view.tip[1] if language == "zh_Hant" else "last drop" in view.tip[1]


@pytest.mark.parametrize("n", [1, 13, 26, 40, 64])
def test_a_big_drop_lies_in_two_rows_inside_the_tray_rim(n):
    """However many cubes come out, they lie in at most two rows on the tray's floor, the back row's
    tops inside the back rim (three rows spilled over it)."""
    from client.games.shogun.tower_anim import TRAY_RIM, TowerView
    from client.games.shogun.view import TOWER

    tower = TowerView(TOWER)
    size = tower.tray_cube(n)
    spots = tower.tray_spots(n)
    assert len(spots) == n
    ys = [y for _x, y in spots]
    assert max(ys) - min(ys) <= size  # two rows a little askew (a third would lie a cube's depth further back)
    for x, y in spots:
        assert y - size / 2 >= tower.tray.top + TRAY_RIM - 2, (n, y)
        assert tower.tray.left + TRAY_RIM <= x - size / 2 and x + size / 2 <= tower.tray.right, (n, x)
