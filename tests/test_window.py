"""The window: the table letterboxed at any size with clicks landing where things are drawn,
F11 and the stored full-screen flag, redrawing only when something changed, and sound that
stays off (without opening SDL's audio) on a machine without a device."""
import json

import pygame
import pytest

from client import app as app_mod
from client import audio, paths, window
from client.app import App
from client.scenes.base import Scene
from client.settings import Settings
from client.window import LOGICAL_SIZE, Viewport, letterbox, minimum_size, start_size

RED, GREEN, BLUE, WHITE, YELLOW = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (255, 255, 0)
TARGET = pygame.Rect(700, 400, 200, 100)  # a "button" on the table
SIZES = [(960, 540), (1366, 768), (1228, 690), (2000, 900), (1000, 1000), (1600, 900), (3000, 1000), (2560, 1440),
         (3840, 2160)]
# windows that show the table whole (at window.MIN_SCALE or more), and those that pan
WHOLE = [size for size in SIZES if letterbox(size)[2] >= round(LOGICAL_SIZE[0] * window.MIN_SCALE)]
PANNED = [size for size in SIZES if size not in WHOLE]


class Board(Scene):
    """A table with a red button and a coloured pixel block in each corner; records what it gets."""

    name = "board"

    def __init__(self, app):
        super().__init__(app)
        self.clicks: list[tuple[int, int]] = []
        self.draws = 0
        self.moving = 0  # passes left in an animation (it ends in an update, as real ones do)
        self.updates = 0
        self.drawn_moving: list[int] = []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP:
            self.clicks.append(event.pos)
            return True
        return False

    def update(self, dt: float) -> None:
        self.updates += 1
        self.moving = max(0, self.moving - 1)

    def animating(self) -> bool:
        return self.moving > 0

    def draw(self, surface) -> None:
        self.draws += 1
        self.drawn_moving.append(self.moving)
        surface.fill((0, 0, 0))
        surface.fill(RED, TARGET)
        w, h = surface.get_size()
        for colour, corner in ((GREEN, (0, 0)), (BLUE, (w - 40, 0)), (WHITE, (0, h - 40)), (YELLOW, (w - 40, h - 40))):
            surface.fill(colour, (*corner, 40, 40))


def bounding_box(surface, colour) -> pygame.Rect | None:
    """Where ``colour`` shows in ``surface`` (smooth scaling turns 255 into 253 or so)."""
    mask = pygame.mask.from_threshold(surface, colour, (10, 10, 10, 255))
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


@pytest.fixture
def windowed():
    """The real program's window under SDL's dummy driver (not headless: it can be resized)."""
    app = App(settings=Settings())
    yield app
    app.shutdown()


def resize(app, size) -> None:
    app.window.size = size
    app.frame(0.016, pygame.event.get())  # the resize events reach the app as they would in the loop


# -- geometry ----------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_letterbox_shows_the_whole_table_centred_with_its_shape(size):
    x, y, w, h = letterbox(size)
    assert 0 <= x and 0 <= y and x + w <= size[0] and y + h <= size[1]
    k = min(size[0] // 1600, size[1] // 900)
    assert (w, h) == (1600 * k, 900 * k) if k else (w == size[0] or h == size[1])  # as large as the window allows, never stretched up
    assert abs(w / h - 16 / 9) < 0.01
    assert abs(x - (size[0] - x - w)) <= 1 and abs(y - (size[1] - y - h)) <= 1


@pytest.mark.parametrize("size", WHOLE)
def test_a_window_large_enough_shows_the_whole_table_letterboxed(size):
    x, y, w, h = letterbox(size)
    view = Viewport(size)
    assert not view.panning and view.box == (x, y, w, h)
    assert view.to_logical((x, y)) == (0, 0)
    right, bottom = view.to_logical((x + w - 1, y + h - 1))
    assert LOGICAL_SIZE[0] - 3 <= right < LOGICAL_SIZE[0] and LOGICAL_SIZE[1] - 3 <= bottom < LOGICAL_SIZE[1]
    for bar in view.bars():  # the bars hold nothing of the table: a click there hits nothing
        if bar[2] and bar[3]:
            lx, ly = view.to_logical((bar[0] + bar[2] // 2, bar[1] + bar[3] // 2))
            assert not (0 <= lx < LOGICAL_SIZE[0] and 0 <= ly < LOGICAL_SIZE[1])


def test_bars_go_beside_a_wide_window_and_above_and_below_a_tall_one():
    assert letterbox((2000, 900)) == (200, 0, 1600, 900)
    assert Viewport((2000, 900)).bars() == [(0, 0, 200, 900), (1800, 0, 200, 900)]
    x, y, w, h = letterbox((1000, 1000))
    assert (x, w) == (0, 1000) and h in (562, 563) and y in (218, 219)
    assert letterbox((960, 540)) == (0, 0, 960, 540)  # the whole table would be too small to read there
    assert Viewport((1600, 900)).bars() == [] and Viewport((1600, 900)).unscaled


def test_the_window_opens_within_the_desktop():
    assert start_size((1366, 768)) == (1232, 693)  # a laptop: the table whole at 0.77, its text 10 px at least
    assert start_size((1920, 1080)) == (1600, 900) == start_size((3840, 2160))  # never above the table's size
    assert start_size((1024, 768)) == (960, 540)  # the smallest size still fits (it pans)
    small = start_size((800, 600))
    assert small[0] <= 720 and small[1] <= 540 and minimum_size(small) == small
    assert minimum_size(start_size((1366, 768))) == (960, 540)
    assert start_size(None) == LOGICAL_SIZE


# -- the real window ---------------------------------------------------------------------------
def test_the_window_fits_the_desktop_and_cannot_shrink_below_960_by_540(windowed):
    desktop = pygame.display.get_desktop_sizes()[0]
    w, h = windowed.window.size
    assert w <= max(960, desktop[0]) and h <= max(540, desktop[1])
    assert windowed.window.minimum_size == minimum_size((w, h))
    assert windowed.screen.get_size() == LOGICAL_SIZE  # scenes always draw on the whole table


@pytest.mark.parametrize("size", PANNED)
def test_a_small_window_shows_the_table_readable_and_pans_with_the_mouse(size):
    view = Viewport(size)
    assert view.panning and abs(view.scale - window.MIN_SCALE) < 0.001  # 13-px text stays 10 px
    ww, wh = size
    for corner, table_corner in (((0, 0), (0, 0)), ((ww - 1, wh - 1), (1599, 899)), ((0, wh - 1), (0, 899))):
        view.follow(corner)  # the mouse at a window's corner shows the table's corner there
        box = view.box
        for axis in (0, 1):  # along an axis the window holds, the table stays centred
            window_len, start, length = size[axis], box[axis], box[axis + 2]
            if length <= window_len:
                assert abs(start - (window_len - length - start)) <= 1
                continue
            assert start <= 0 <= window_len <= start + length
            assert abs(view.to_logical(corner)[axis] - table_corner[axis]) <= 2, (corner, axis)
            # what the window shows at a point and where a click there lands agree
            assert abs(view.to_window(view.to_logical(corner))[axis] - corner[axis]) <= 1
    assert view.bars() == [bar for bar in view.bars() if bar[2] > 0 and bar[3] > 0]


@pytest.mark.parametrize("size", [(960, 540), (1228, 690)])  # the smallest window, and the old laptop window
def test_a_panning_window_shows_the_part_the_mouse_points_to(windowed, size):
    board = Board(windowed)
    windowed.stack.push(board)
    resize(windowed, size)
    shown = windowed._surface
    for pos, colour in (((0, 0), GREEN), ((size[0] - 1, size[1] - 1), YELLOW)):
        windowed.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        corner = bounding_box(shown, colour)
        assert corner is not None and corner.collidepoint(pos), (pos, colour)
        assert abs(corner.width - round(40 * window.MIN_SCALE)) <= 2  # drawn at the readable scale
    drawn = bounding_box(shown, RED)
    if drawn is not None:  # the button, where it shows, takes the click
        windowed.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=drawn.center)])
        assert TARGET.inflate(4, 4).collidepoint(board.clicks[-1])


@pytest.mark.parametrize("size", WHOLE)
def test_at_every_size_the_table_is_whole_letterboxed_and_clicks_land_where_drawn(windowed, size):
    board = Board(windowed)
    windowed.stack.push(board)
    resize(windowed, size)
    shown = windowed._surface
    assert shown.get_size() == size
    windowed.frame(0.016, [], force=True)
    # all four corners of the table are on screen
    for colour in (GREEN, BLUE, WHITE, YELLOW):
        assert bounding_box(shown, colour) is not None, (size, colour)
    x, y, w, h = letterbox(size)
    for bar in windowed.viewport.bars():  # bars in the background colour
        if bar[2] and bar[3]:
            assert tuple(shown.get_at((bar[0] + bar[2] // 2, bar[1] + bar[3] // 2)))[:3] == window.BACKGROUND
    # a click in the middle of the red button as the player sees it lands on the button
    drawn = bounding_box(shown, RED)
    assert abs(drawn.width - TARGET.width * w / 1600) <= 2 and abs(drawn.height - TARGET.height * h / 900) <= 2
    for pos in (drawn.center, drawn.topleft, (drawn.right - 1, drawn.bottom - 1)):
        windowed.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
        assert TARGET.inflate(4, 4).collidepoint(board.clicks[-1]), (size, pos, board.clicks[-1])
    windowed.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(drawn.x - 6, drawn.y - 6))])
    assert not TARGET.collidepoint(board.clicks[-1])  # just outside it misses


def test_hover_asks_the_mouse_through_the_letterbox(windowed, monkeypatch):
    from client.widgets.button import Button

    resize(windowed, (2000, 1000))  # the table at 1×, bars all round
    x, y, w, h = letterbox((2000, 1000))
    button = Button(TARGET, "Quit", lambda: None)
    window_pos = (x + TARGET.centerx * w // 1600, y + TARGET.centery * h // 900)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: window_pos)
    assert button.hovered()
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: TARGET.center)  # the table's coordinates: off it
    assert not button.hovered()


def test_a_drag_moves_by_table_pixels(windowed):
    resize(windowed, (960, 540))
    seen = []
    windowed.stack.push(Board(windowed))
    windowed.stack.top.handle_event = lambda e: seen.append(e) or True
    windowed.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(480, 270), rel=(6, -3), buttons=(1, 0, 0))])
    assert seen[0].pos == (800, 450) and seen[0].rel == (8, -4)  # the table shown at MIN_SCALE: 6 / 0.77 ≈ 8


# -- full screen -------------------------------------------------------------------------------
def stored() -> dict:
    return json.loads((paths.user_dir() / "settings.json").read_text(encoding="utf-8"))


def count_saves(monkeypatch) -> list:
    from client import settings as settings_mod

    saved = []
    real = settings_mod.save
    monkeypatch.setattr(settings_mod, "save", lambda s: (saved.append(s.fullscreen), real(s))[1])
    return saved


def f11(app) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])


def test_f11_goes_full_screen_and_back_and_the_stored_flag_follows_once(windowed, monkeypatch):
    saved = count_saves(monkeypatch)
    windowed.stack.push(Board(windowed))
    windowed_size = windowed.window.size
    f11(windowed)
    assert pygame.display.is_fullscreen() and windowed.settings.fullscreen
    assert saved == [True] and stored()["fullscreen"] is True
    desktop = pygame.display.get_desktop_sizes()[0]
    assert windowed._surface.get_size() == desktop and windowed.viewport.window == desktop
    windowed.frame(0.016, pygame.event.get())  # the window's own events change nothing more
    assert saved == [True] and pygame.display.is_fullscreen()
    f11(windowed)
    assert not pygame.display.is_fullscreen() and not windowed.settings.fullscreen
    assert saved == [True, False] and stored()["fullscreen"] is False and windowed.toasts == []
    windowed.frame(0.016, pygame.event.get())
    assert windowed.window.size == windowed_size and windowed.viewport.window == windowed_size


def test_the_settings_scene_goes_through_the_same_path(windowed, monkeypatch):
    from client.scenes.settings_menu import SettingsScene

    saved = count_saves(monkeypatch)
    scene = SettingsScene(windowed)
    windowed.stack.push(scene)
    scene.fullscreen.step(1)
    assert pygame.display.is_fullscreen() and saved == [True] and stored()["fullscreen"] is True
    f11(windowed)  # F11 while the settings are open: the choice shows what the window did
    windowed.frame(0.016, [], force=True)
    assert scene.fullscreen.value is False and not pygame.display.is_fullscreen() and saved == [True, False]


def test_a_window_that_refuses_full_screen_keeps_the_flag_off(windowed, monkeypatch):
    class Stubborn:
        size = (960, 540)

        def set_fullscreen(self, desktop=False):
            raise pygame.error("not here")

        def set_windowed(self):
            pass

    windowed.window = Stubborn()
    f11(windowed)
    assert not windowed.settings.fullscreen and stored()["fullscreen"] is False


def test_leaving_full_screen_through_the_window_manager_is_stored(windowed):
    f11(windowed)
    windowed.window.set_windowed()  # as a window manager's key would
    windowed.frame(0.016, pygame.event.get())
    assert not windowed.settings.fullscreen and stored()["fullscreen"] is False


def test_a_start_in_full_screen_opens_full_screen():
    app = App(settings=Settings(fullscreen=True))
    try:
        assert pygame.display.is_fullscreen() and app.settings.fullscreen
        f11(app)
        assert not pygame.display.is_fullscreen() and stored()["fullscreen"] is False
    finally:
        app.shutdown()


# -- redrawing only when needed ------------------------------------------------------------------
class FakeClock:
    def __init__(self):
        self.rates: list[int] = []

    def tick(self, rate=0) -> int:
        self.rates.append(rate)
        return 1000 // rate if rate else 16


@pytest.fixture
def idle_app():
    app = App(headless=True, settings=Settings())
    app.clock = FakeClock()
    app.queue = []  # events the next loop pass finds
    app.poll_events = lambda: [app.queue.pop(0)] if app.queue else []
    yield app
    app.shutdown()


def passes(app, n: int) -> int:
    """Loop passes; returns how many drew."""
    return sum(app.loop_once() for _ in range(n))


def test_an_idle_window_draws_once_then_sleeps_at_the_idle_rate(idle_app):
    board = Board(idle_app)
    idle_app.stack.push(board)
    assert passes(idle_app, 100) == 1 and board.draws == 1
    assert idle_app.clock.rates[-50:] == [app_mod.IDLE_FPS] * 50
    assert board.updates == 100  # update still runs on every pass (a bot's answer is polled there)


def test_an_event_redraws_and_wakes_the_loop_to_the_full_rate(idle_app):
    board = Board(idle_app)
    idle_app.stack.push(board)
    passes(idle_app, 50)
    idle_app.queue.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    assert passes(idle_app, 50) == 1 and board.draws == 2
    assert idle_app.clock.rates[-50:-49] == [app_mod.IDLE_FPS]  # the event was found by an idle look
    assert idle_app.clock.rates[-49:-49 + app_mod.AWAKE_FRAMES] == [app_mod.FPS] * app_mod.AWAKE_FRAMES
    assert idle_app.clock.rates[-1] == app_mod.IDLE_FPS


def test_a_moving_scene_redraws_every_pass_and_once_more_when_it_stops(idle_app):
    board = Board(idle_app)
    idle_app.stack.push(board)
    passes(idle_app, 5)
    board.moving = 20
    assert passes(idle_app, 30) == 20 and idle_app.clock.rates[-30:-10] == [app_mod.FPS] * 20
    assert board.drawn_moving[-1] == 0  # the last pass drew where the animation ended
    assert idle_app.clock.rates[-1] == app_mod.IDLE_FPS


def test_a_pulsing_scene_redraws_15_times_a_second_only(idle_app):
    board = Board(idle_app)
    board.pulsing = lambda: True
    idle_app.stack.push(board)
    passes(idle_app, 40)  # the first draw, and the full rate after it ends
    assert passes(idle_app, 30) == 15 and idle_app.clock.rates[-30:] == [app_mod.IDLE_FPS] * 30
    board.pulsing = lambda: False
    assert passes(idle_app, 30) == 0


def test_a_scene_beneath_an_overlay_still_animates(idle_app):
    board = Board(idle_app)
    overlay = Scene(idle_app)
    overlay.transparent = True
    idle_app.stack.push(board)
    idle_app.stack.push(overlay)
    passes(idle_app, 3)
    board.moving = 1000
    assert passes(idle_app, 10) == 10


def test_toasts_and_new_scenes_are_drawn_and_a_toast_going_away_too(idle_app):
    board = Board(idle_app)
    idle_app.stack.push(board)
    passes(idle_app, 5)
    idle_app.toast("Saved", seconds=1.0)
    assert passes(idle_app, 1) == 1
    assert passes(idle_app, 20) == 0  # a toast stands still: 20 passes at 1/30 s keep it up
    assert passes(idle_app, 20) == 1  # and once it has gone
    idle_app.stack.push(Board(idle_app))
    assert passes(idle_app, 5) == 1


def test_a_thinking_bot_is_polled_every_pass_and_its_move_drawn(idle_app):
    from client.ai.messages import Move, Reply
    from client.core.match import Match, Seat
    from client.scenes.play import PlayScene
    from tests.toygame import SPEC

    class SlowWorker:
        def __init__(self):
            self.polls = 0
            self.answer = None

        def send(self, request):
            return 7

        def poll(self):
            self.polls += 1
            return self.answer

        def cancel(self):
            pass

    worker = SlowWorker()
    match = Match(SPEC, {}, 3, [Seat("Bot", 0, "bot", "random"), Seat("Me", 1, "human", "random")])
    play = PlayScene(idle_app, match, worker=worker)
    idle_app.stack.push(play)
    assert play.request_id == 7
    passes(idle_app, 1)
    before = len(idle_app.clock.rates)
    assert passes(idle_app, 30) == 15  # "thinking…" dots and the pulsing seat, 15 times a second
    assert worker.polls == 31 and min(idle_app.clock.rates[before:]) >= 20  # polled 20+ times a second
    while not idle_app.loop_once():
        pass  # a pulse was just drawn: the next is not due for another pass
    worker.answer = Reply(7, Move(match.state.legal_actions()[0]))
    drawn = []
    real_draw = play.draw
    play.draw = lambda surface: (drawn.append(len(match.actions)), real_draw(surface))
    assert passes(idle_app, 1) == 1  # the bot's move is drawn as soon as it came
    assert play.request_id is None and drawn == [1]


# -- sound -----------------------------------------------------------------------------------
def no_device(tmp_path, **environ):
    return dict(environ=environ, platform="linux", cards=tmp_path / "cards", dev_snd=tmp_path / "snd")


def test_no_sound_card_and_no_sound_server_means_no_device(tmp_path):
    assert not audio.device_present(**no_device(tmp_path))
    (tmp_path / "cards").write_text("--- no soundcards ---\n")
    (tmp_path / "snd").mkdir()
    (tmp_path / "snd" / "timer").write_text("")
    assert not audio.device_present(**no_device(tmp_path, XDG_RUNTIME_DIR=str(tmp_path)))


def test_a_card_a_sound_server_or_a_chosen_driver_is_a_device(tmp_path):
    (tmp_path / "cards").write_text(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n")
    assert audio.device_present(**no_device(tmp_path))
    (tmp_path / "cards").unlink()
    (tmp_path / "snd").mkdir()
    (tmp_path / "snd" / "pcmC0D0p").write_text("")
    assert audio.device_present(**no_device(tmp_path))
    (tmp_path / "snd" / "pcmC0D0p").unlink()
    (tmp_path / "run" / "pulse").mkdir(parents=True)
    (tmp_path / "run" / "pulse" / "native").write_text("")
    assert audio.device_present(**no_device(tmp_path, XDG_RUNTIME_DIR=str(tmp_path / "run")))
    assert audio.device_present(**no_device(tmp_path, PULSE_SERVER="tcp:host"))
    assert audio.device_present(**no_device(tmp_path, SDL_AUDIODRIVER="dummy"))
    assert audio.device_present(**dict(no_device(tmp_path), platform="win32"))


def test_without_a_device_the_mixer_is_never_opened_and_play_is_silent(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(a))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: opened.append(a))
    sound = audio.Audio(70, present=lambda: audio.device_present(**no_device(tmp_path)))
    assert not sound.available
    sound.play("click")
    assert opened == []
