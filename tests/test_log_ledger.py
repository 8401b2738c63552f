"""The table log reads as a scorekeeper's ledger: a turn opens with a ribbon in its seat's colour
(told by the turn events, in every language), wrapped lines hang under an entry's first, entries
stand apart, older entries fade toward SHEET_DIM while the newest is in full ink, and every
word stays legible and whole."""
from __future__ import annotations

import random

import pygame
import pytest

from client.core.game import Event, events_for
from client.core.match import Match, Seat
from client.games import get
from client.i18n import set_language
from client.render import palette
from client.render.screenshot import _NoWorker as Idle  # a worker that never thinks
from client.render.text import NO_BREAK_BEFORE
from client.scenes import table_chrome
from client.scenes.table_chrome import (FADE_ENTRIES, draw_log, heading_wash, log_entries_end, log_indent, log_ink,
                                        log_layout)
from client.scenes.table_log import TableLog
from tests.text_spy import spy_text

pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language

RECT = pygame.Rect(1240, 84, 340, 686)
LONG = ("Player 3 attacks Player 1 with a very long named weapon of the old school, and Player 1 "
        "loses one resilience point, four left.")
LONG_ZH = "玩家3以「鎖鐮」攻擊玩家1（難度2，傷害1），玩家1失去1點血量（剩4），武士道從玩家3傳給玩家4。玩家4抽了2張牌。"


@pytest.fixture(autouse=True)
def _english_first():
    set_language("en")


def _entries(layout) -> dict[int, list[tuple[str, pygame.Rect]]]:
    entries: dict[int, list[tuple[str, pygame.Rect]]] = {}
    for index, line, box in layout:
        entries.setdefault(index, []).append((line, box))
    return entries


@pytest.mark.parametrize("text", [LONG, LONG_ZH])
def test_a_wrapped_entry_hangs_its_lines_one_indent_under_its_first(text):
    size = 17
    layout = log_layout(["Player 1 draws 1 card.", text], RECT, size)
    lines = _entries(layout)[1]
    assert len(lines) >= 3, "the long entry wraps"
    first = lines[0][1]
    assert all(box.x == first.x + log_indent(size) and box.right == first.right for _line, box in lines[1:])
    assert log_indent(size) >= size * 0.8  # an indent that reads as one, an em
    joined = " ".join(line for line, _box in lines) if text == LONG else "".join(line for line, _box in lines)
    assert joined == text, "nothing left out"
    assert not any(line[0] in NO_BREAK_BEFORE for line, _box in lines[1:]), "kinsoku"


def test_the_first_line_of_an_entry_takes_the_whole_width():
    """Only the lines under the first are narrowed: the first is as long as the sheet allows."""
    size = 17
    full = table_chrome.wrap(LONG, RECT.width - 20, size)[0]
    assert _entries(log_layout([LONG], RECT, size))[0][0][0] == full


def test_entries_stand_apart_and_a_full_sheet_ends_at_its_foot():
    size = 17
    lines = [f"Player {k % 4 + 1} draws {k} cards." for k in range(60)]
    layout = log_layout(lines, RECT, size)
    boxes = [box for _index, _line, box in layout]
    assert all(b.top > a.bottom for a, b in zip(boxes, boxes[1:])), "a space between two entries"
    assert layout[-1][0] == len(lines) - 1 and boxes[-1].bottom <= RECT.bottom - 10
    assert RECT.bottom - 10 - boxes[-1].bottom < 2, "the newest line at the sheet's foot"
    wrapped = log_layout(lines[:3] + [LONG], RECT, size)
    within = [box for index, _line, box in wrapped if index == 3]
    assert all(b.top == a.bottom for a, b in zip(within, within[1:])), "an entry's own lines close together"


def test_a_full_sheet_leaves_no_empty_band_over_its_oldest_entry():
    """When the next older entry is too long to fit, its room is shared out between the shown
    entries: the oldest shown line stands at the sheet's head, the newest at its foot."""
    size = 17
    short = [f"Player {k % 4 + 1} draws {k} cards." for k in range(40)]
    for count in range(1, len(short)):
        layout = log_layout([LONG, LONG] + short[:count], RECT, size)
        boxes = [box for _index, _line, box in layout]
        if layout[0][0] == 0:  # every entry fits: nothing is left out, nothing to spread
            continue
        assert boxes[0].top - (RECT.top + 10) < 2 * (size + 8), "no empty band over the oldest line"
        assert RECT.bottom - 10 - boxes[-1].bottom < 2, "the newest line at the sheet's foot"


def test_a_sheet_over_the_log_ends_after_whole_entries():
    size = 17
    lines = ["Player 1 draws 1 card.", LONG, "Player 2 draws 2 cards."]
    laid = _entries(log_layout(lines, RECT, size))
    long_first, long_last = laid[1][0][1], laid[1][-1][1]
    assert log_entries_end(lines, RECT, size, long_first.top + 2) == long_last.bottom
    gap_y = laid[0][-1][1].bottom + 1  # between two entries: nothing cut there
    assert log_entries_end(lines, RECT, size, gap_y) == gap_y


def test_older_entries_fade_toward_sheet_dim_and_every_ink_stays_legible():
    assert log_ink(0) == tuple(palette.SHEET_INK) and log_ink(FADE_ENTRIES) == tuple(palette.SHEET_DIM)
    inks = [log_ink(age) for age in range(FADE_ENTRIES + 3)]
    lights = [palette.luminance(ink) for ink in inks]
    assert lights == sorted(lights) and lights[1] > lights[0]
    assert all(palette.contrast(ink, palette.SHEET) >= 4.5 for ink in inks)
    for colour in palette.SEAT_COLOURS:  # a turn's ribbon under ink: every seat's colour
        assert palette.contrast(palette.SHEET_INK, heading_wash(colour.rgb)) >= 4.5, colour.id


def _writer(events, seat, action, text):
    out = []
    for event in events:
        if event.kind == "turn":
            out.append(f"— Player {event.data['seat'] + 1}'s turn —")
        else:
            out.append(f"Player {seat + 1} {event.data['did']}.")
    return out


def _ledger() -> TableLog:
    seats = [Seat(f"Player {i + 1}", i, "human", "random") for i in range(3)]
    log = TableLog(_writer, headings=frozenset({"turn"}), seats=lambda: seats)
    for k, seat in enumerate([0, 1, 2, 0, 1]):
        log.add(seat, f"a{k}", events_for([Event("act", {"did": f"moves {k}"}), Event("turn", {"seat": (seat + 1) % 3})],
                                          None), None)
    return log


def test_turn_headings_are_told_by_the_turn_events_with_their_seat():
    log = _ledger()
    lines, marks = log.lines(), log.marks()
    heads = [(line, mark.seat) for line, mark in zip(lines, marks) if mark.heading]
    assert heads == [(f"— Player {s + 1}'s turn —", s) for s in (1, 2, 0, 1, 2)]
    # a line under a heading belongs to that heading's turn; the newest entry wrote the last lines
    assert [mark.seat for mark in marks if not mark.heading] == [0, 1, 2, 0, 1]
    assert marks[-1].entry == marks[-2].entry > marks[0].entry
    assert not any(mark.heading for mark in TableLog(_writer, seats=log.seats).marks())


def test_draw_log_draws_a_turn_as_a_ribbon_in_its_seats_colour_and_fades_the_older(table_app, monkeypatch):
    surface = pygame.Surface((1600, 900))
    log = _ledger()
    drawn = spy_text(monkeypatch, table_chrome)
    draw_log(surface, log.lines(), RECT, 17, log=log)
    said = {d.text: d for d in drawn}
    assert "Player 2's turn" in said and "— Player 2's turn —" not in said, "the ribbon, not the dashes"
    assert said["Player 2's turn"].colour == palette.SHEET_INK
    heading = next(box for index, line, box in log.placed if line == "— Player 2's turn —")
    blue = palette.seat_colour(1)
    assert tuple(surface.get_at((heading.right - 4, heading.centery)))[:3] == heading_wash(blue.rgb)
    newest, oldest = said["Player 2 moves 4."], said["Player 1 moves 0."]
    assert newest.colour == palette.SHEET_INK
    assert palette.luminance(oldest.colour) > palette.luminance(newest.colour)
    assert not any(d.result.truncated for d in drawn) and all(d.result.size >= 17 for d in drawn)


def test_a_reviews_lit_lines_still_stand_out(table_app, monkeypatch):
    surface = pygame.Surface((1600, 900))
    log = _ledger()
    log.light_newest = True
    drawn = spy_text(monkeypatch, table_chrome)
    draw_log(surface, log.lines(), RECT, 17, log=log)
    lit = [log.lines()[k] for k in log.lit()]
    said = {d.text: d.colour for d in drawn}
    assert lit == ["Player 2 moves 4.", "— Player 3's turn —"]
    assert said["Player 2 moves 4."] == palette.SHEET_LIT and said["Player 3's turn"] == palette.SHEET_LIT


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("game, players", [("samurai_sword", 4), ("three_kingdoms", 3), ("himefuda", 2)])
def test_every_turn_heading_of_a_game_is_a_ribbon_of_the_seat_to_play(table_app, lang, game, players):
    """In the games that head their turns, each heading's mark names the seat whose turn it is, in
    both languages; its words name that seat."""
    from client.scenes.play import PlayScene

    set_language(lang)
    seats = [Seat(f"Kenji{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    scene = PlayScene(table_app, Match(get(game), {}, 5, seats), worker=Idle())
    rng = random.Random(5)
    for _ in range(60):
        if scene.match.state.is_over():
            break
        scene.play(rng.choice(scene.match.state.legal_actions()))
    heads = [(line, mark.seat) for line, mark in zip(scene.log.lines(), scene.log.marks()) if mark.heading]
    assert len(heads) >= 3
    for line, seat in heads:
        assert seats[seat].name in line and all(other.name not in line for other in seats if other.name
                                                != seats[seat].name and not seats[seat].name.startswith(other.name))


def test_a_round_heading_is_a_plain_ribbon_and_each_line_takes_the_seat_its_event_names(table_app, monkeypatch):
    """Yedo's "— Round 3 —" names no seat: a ribbon in the sheet's own colours, no token; "Player 2
    gains a blessing" written in Player 3's step is ticked in Player 2's colour, told by its event."""
    def writer(events, seat, action, text):
        return [f"— Round {e.data['round']} —" if e.kind == "round" else f"Player {e.data['seat'] + 1} gains a blessing."
                for e in events]

    seats = [Seat(f"Player {i + 1}", i, "human", "random") for i in range(3)]
    log = TableLog(writer, headings=frozenset({"round"}), seats=lambda: seats)
    log.add(2, "a", events_for([Event("gain", {"seat": 0}), Event("gain", {"seat": 1}), Event("round", {"round": 3})],
                               None), None)
    assert [(mark.seat, mark.heading) for mark in log.marks()] == [(0, False), (1, False), (None, True)]
    surface = pygame.Surface((1600, 900))
    drawn = spy_text(monkeypatch, table_chrome)
    draw_log(surface, log.lines(), RECT, 17, log=log)
    assert "Round 3" in [d.text for d in drawn]
    heading = next(box for index, line, box in log.placed if line == "— Round 3 —")
    assert tuple(surface.get_at((heading.right - 4, heading.centery)))[:3] == tuple(palette.SHEET_HI)
    second = next(box for index, line, box in log.placed if index == 1)
    assert tuple(surface.get_at((RECT.x + 5, second.centery)))[:3] == palette.seat_colour(1).rgb
