"""The log while seats plan: a card taken back writes nothing, a card laid is named only to its
planner, and each seat's confirmation is one line, in either language."""
import pytest

from client.games.shogun.log_text import event_lines
from client.i18n import set_language

from .helpers import scenario

BOARD = {"Omi": (0, 3), "Mino": (0, 2), "Owari": (1, 3), "Ise": (2, 2), "Kii": (3, 2)}
NAMES = ["Ann", "Bo", "Cy", "Di"]

pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


@pytest.mark.parametrize("language,planned", [("en", "Ann has planned."), ("zh_Hant", "Ann規劃完成。")])
def test_planning_writes_one_line_per_seat_not_each_card(language, planned):
    set_language(language)
    st = scenario(4, BOARD)
    lines = {seat: [] for seat in range(4)}
    for action in ("plan:tax:Omi", "unplan:tax", "plan:rice:Mino", "unplan:rice", "plan:tax:Mino",
                   "plan:bid:chest:4", "confirm"):
        st.apply(action)
        for seat in range(4):  # every reader, the planner too
            lines[seat] += event_lines(st.observation(seat).events, NAMES.__getitem__, "sun")
    for seat in range(1, 4):  # the others: no card, no take-back, only the confirmation
        assert lines[seat] == [planned], seat
    assert lines[0][-1] == planned and len(lines[0]) == 5, lines[0]  # the planner: its four cards laid
    assert not any("back" in line or "收回" in line for line in lines[0])


@pytest.mark.parametrize("language,laid", [
    ("en", ["Ann plans Omi on the Tax space.", "Ann plans 4 chests on the Bid space.",
            "Ann plans Mino on the War A space."]),
    ("zh_Hant", ["Ann把近江放在「稅金」格。", "Ann把4錢箱放在「競標」格。", "Ann把美濃放在「戰爭甲」格。"])])
def test_a_laid_card_names_its_space_as_the_board_heads_it(language, laid):
    """"Ann plans Mino on the War A space.", never "on War and move A": the space is named as
    the planning board's header names it, in both languages."""
    set_language(language)
    st = scenario(4, BOARD)
    lines = []
    for action in ("plan:tax:Omi", "plan:bid:chest:4", "plan:warA:Mino"):
        st.apply(action)
        lines += event_lines(st.observation(0).events, NAMES.__getitem__, "sun")
    assert lines == laid


@pytest.mark.parametrize("language,laid,planned", [
    ("en", "Ann plans an empty chest on the Tax space.", "Ann has planned."),
    ("zh_Hant", "Ann把空錢箱放在「稅金」格。", "Ann規劃完成。")])
def test_the_card_with_no_chests_is_an_empty_chest_to_its_planner_only(language, laid, planned):
    """The chest card worth nothing is "an empty chest" in the planner's log, never "0 chests" (which
    read like a bug); the other seats still read only that the planner has planned."""
    set_language(language)
    st = scenario(4, BOARD)
    lines = {seat: [] for seat in range(4)}
    for action in ("plan:tax:chest:0", "confirm"):
        st.apply(action)
        for seat in range(4):
            lines[seat] += event_lines(st.observation(seat).events, NAMES.__getitem__, "sun")
    assert lines[0] == [laid, planned]
    for seat in range(1, 4):
        assert lines[seat] == [planned], seat
