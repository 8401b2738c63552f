"""Smoke test of a built executable: does the frozen program do what the source does?

    .venv/bin/python tools/smoke_frozen.py dist/tenka              # the one-file build
    .venv/bin/python tools/smoke_frozen.py dist/tenka-folder/tenka # the one-folder build

Runs the executable headless (SDL dummy drivers) and checks, each with a time
limit: the help text; one Shogun and one Samurai Sword selfplay game with
random, easy and normal bots; ``shot --scene title``, a Shogun table and a
Samurai Sword table shot (PNG of 1600×900 with real content); ``art samurai_sword`` (the card
gallery, drawn from the bundled SVG pictures, writes PNGs); a 3KingdomsBattle selfplay
and table shot, Himefuda Battle and Yedo selfplays (their bundled data); ``check`` on a good save (exit 0) and a tampered one (exit 2);
the bot worker process (``bench --quick --sections bots``: a move comes back
from a spawned worker); the window's first frame (``TENKA_EXIT_AFTER_FIRST_FRAME``)
with the saves folder made in the user's data folder (platformdirs).
Exit status 0 when all pass, 1 naming what failed. CI runs this after
``make build``.
"""
from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 180  # seconds for any one run


class Failed(Exception):
    pass


def run(exe: Path, args: list[str], env: dict[str, str], cwd: Path, expect: int = 0) -> subprocess.CompletedProcess:
    start = time.perf_counter()
    try:
        proc = subprocess.run([str(exe), *args], env=env, cwd=cwd, capture_output=True, text=True,
                              timeout=LIMIT)
    except subprocess.TimeoutExpired:
        raise Failed(f"`tenka {' '.join(args)}` did not finish in {LIMIT} s") from None
    if proc.returncode != expect:
        raise Failed(f"`tenka {' '.join(args)}` exited {proc.returncode} (expected {expect})\n"
                     f"stdout: {proc.stdout.strip()[-800:]}\nstderr: {proc.stderr.strip()[-1500:]}")
    proc.seconds = time.perf_counter() - start  # type: ignore[attr-defined]
    return proc


def check_png(path: Path, size: tuple[int, int] | None = (1600, 900)) -> str:
    """A real picture: a PNG of ``size`` (None: any, 100×100 or more) with varied content, not a
    blank or one-colour screen."""
    if not path.is_file():
        raise Failed(f"{path.name} was not written")
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise Failed(f"{path.name} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    if size is None and min(width, height) < 100:
        raise Failed(f"{path.name} is only {width}×{height}")
    if size is not None and (width, height) != size:
        raise Failed(f"{path.name} is {width}×{height}, not {size[0]}×{size[1]}")
    if len(data) < 20_000 * width * height / (1600 * 900):  # a flat 1600×900 screen compresses to a few KB
        raise Failed(f"{path.name} is only {len(data)} bytes: a blank screen?")
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame
    except ImportError:
        return f"{len(data) // 1024} KB"
    image = pygame.image.load(str(path))
    samples = [tuple(image.get_at((x, y)))[:3] for x in range(5, width, 23) for y in range(5, height, 19)]
    colours = {}
    for c in samples:
        colours[c] = colours.get(c, 0) + 1
    commonest = max(colours.values()) / len(samples)
    if len(colours) < 16 or commonest > 0.9:
        raise Failed(f"{path.name} looks empty: {len(colours)} colours sampled, "
                     f"{commonest:.0%} of them the same")
    return f"{len(data) // 1024} KB, {len(colours)} colours in {len(samples)} samples"


def make_saves(folder: Path) -> tuple[Path, Path]:
    """A real Shogun save of 40 random moves (written by the source tree), and a tampered copy."""
    sys.path.insert(0, str(ROOT))
    import random

    from client.core import saves
    from client.core.match import Match, Seat
    from client.games import get

    spec = get("shogun")
    seats = [Seat(f"P{i + 1}", i, "human") for i in range(4)]
    match = Match(spec, spec.validate(4, {}), 7, seats)
    rng = random.Random(7)
    for _ in range(40):
        match.play(rng.choice(match.state.legal_actions()))
    good = folder / "good.json"
    good.write_text(saves.dumps(match), encoding="utf-8")
    data = json.loads(good.read_text(encoding="utf-8"))
    data["actions"][5] = "conquer:everything"
    bad = folder / "tampered.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    return good, bad


def user_data_dir(home: Path) -> Path | None:
    """Where platformdirs puts Tenka's folder when HOME is ``home`` (None: not redirectable)."""
    if sys.platform.startswith("linux"):
        return home / ".local" / "share" / "Tenka"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Tenka"
    return None  # Windows asks the shell for the folder, not the environment


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    exe = Path(argv[0]).resolve()
    if not exe.is_file() and exe.with_suffix(".exe").is_file():
        exe = exe.with_suffix(".exe")
    if not exe.is_file():
        print(f"smoke: no executable at {argv[0]} (run `make build` first)", file=sys.stderr)
        return 1
    print(f"smoke: {exe} ({exe.stat().st_size / 1e6:.1f} MB)")
    failures = 0
    with tempfile.TemporaryDirectory(prefix="tenka-smoke-") as tmp:
        work = Path(tmp)
        home = work / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items()
               if k not in ("TENKA_HOME", "XDG_DATA_HOME", "TENKA_EXIT_AFTER_FIRST_FRAME")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   HOME=str(home), TENKA_HOME=str(work / "tenka-home"))

        def step(name, fn):
            nonlocal failures
            try:
                detail = fn()
            except Failed as err:
                failures += 1
                print(f"  FAIL {name}: {err}")
            else:
                print(f"  ok   {name}" + (f" — {detail}" if detail else ""), flush=True)

        def help_text():
            out = run(exe, ["--help"], env, work).stdout
            for word in ("selfplay", "shot", "check", "bench"):
                if word not in out:
                    raise Failed(f"--help does not mention {word}")

        def selfplay(game="shogun", bots="random,easy,normal", least=50):
            proc = run(exe, ["selfplay", game, "--players", str(bots.count(",") + 1), "--seed", "1",
                             "--bots", bots, "--think", "0.02"], env, work)
            lines = proc.stdout.strip().splitlines()
            if len(lines) != 1:
                raise Failed(f"selfplay printed {len(lines)} lines: {proc.stdout[-300:]}")
            result = json.loads(lines[0])
            if "error" in result or not result.get("winners") or result.get("actions", 0) < least:
                raise Failed(f"selfplay result: {lines[0]}")
            return f"{result['actions']} actions, winners {result['winners']}, {proc.seconds:.1f} s"

        def swords_selfplay():
            return selfplay("samurai_sword", "random,easy,normal,random,easy", 10)

        def shot_swords():
            out = work / "swords.png"
            run(exe, ["shot", "samurai_sword", "--players", "7", "--seed", "2", "--moves", "30",
                      "--out", str(out)], env, work)
            return check_png(out)

        def art_swords():  # the gallery draws every card from the bundled SVG pictures
            out = work / "art"
            proc = run(exe, ["art", "samurai_sword", "--out", str(out)], env, work)
            pngs = sorted(out.glob("*.png"))
            if not pngs or "art: " not in proc.stdout:
                raise Failed(f"art wrote no PNG: {proc.stdout[-300:]} {proc.stderr[-300:]}")
            return f"{len(pngs)} cards; katana.png: {check_png(out / 'katana.png', None)}"

        def three_kingdoms_selfplay():
            return selfplay("three_kingdoms", "random,easy,normal,random", 50)

        def himefuda_selfplay():  # reads the card pool and decks bundled as JSON
            return selfplay("himefuda", "random,random", 10)

        def yedo_selfplay():  # reads the missions, cards and events bundled as JSON
            return selfplay("yedo", "random,random,random", 50)

        def shot_three_kingdoms():
            out = work / "three_kingdoms.png"
            run(exe, ["shot", "three_kingdoms", "--players", "5", "--seed", "3", "--moves", "120",
                      "--out", str(out)], env, work)
            return check_png(out)

        def shot_title():
            out = work / "title.png"
            run(exe, ["shot", "--scene", "title", "--out", str(out)], env, work)
            return check_png(out)

        def shot_table():
            out = work / "table.png"
            run(exe, ["shot", "shogun", "--players", "5", "--seed", "3", "--moves", "80",
                      "--lang", "zh_Hant", "--out", str(out)], env, work)
            return check_png(out)

        def tutorial():  # a lesson, its JSON checked against the rules, played through the real scene
            proc = run(exe, ["tutorial", "yedo", "--autoplay", "--lang", "zh_Hant"], env, work)
            result = json.loads(proc.stdout.strip().splitlines()[-1])
            if not result.get("finished"):
                raise Failed(f"the lesson did not end: {proc.stdout[-300:]}")
            return f"{result['steps']} steps, {result['learner_steps']} taught"

        def check_saves():
            good, bad = make_saves(work)
            ok = run(exe, ["check", str(good)], env, work).stdout
            if "ok" not in ok:
                raise Failed(f"check printed {ok!r}")
            refused = run(exe, ["check", str(bad)], env, work, expect=2).stderr
            return f"good save: {ok.strip().split(': ', 1)[-1]}; tampered save refused ({refused.strip()[-60:]})"

        def worker():
            proc = run(exe, ["bench", "--quick", "--sections", "bots"], env, work)
            lines = [ln for ln in proc.stdout.splitlines() if "worker process:" in ln]
            if len(lines) != 2 or "ERROR" in proc.stdout:
                raise Failed(f"no answer from the worker process:\n{proc.stdout[-1200:]}")
            return " / ".join(" ".join(ln.split()[-3:]) for ln in lines)

        def first_frame():
            window_env = dict(env, TENKA_EXIT_AFTER_FIRST_FRAME="1")
            window_env.pop("TENKA_HOME")  # the real user folder, under the temporary HOME
            proc = run(exe, [], window_env, work)
            if "tenka: first frame" not in proc.stdout:
                raise Failed(f"no first frame: {proc.stdout[-300:]} {proc.stderr[-600:]}")
            folder = user_data_dir(home)
            if folder is not None and not (folder / "saves").is_dir():
                raise Failed(f"the saves folder was not made in {folder}")
            return f"{proc.seconds:.2f} s" + (f", saves folder in {folder.relative_to(home)}" if folder else "")

        step("help lists the subcommands", help_text)
        step("selfplay shogun (random, easy, normal bots)", selfplay)
        step("shot --scene title", shot_title)
        step("shot shogun table (zh_Hant)", shot_table)
        step("selfplay samurai_sword (random, easy, normal bots)", swords_selfplay)
        step("shot samurai_sword table (7 players)", shot_swords)
        step("art samurai_sword (the card gallery, drawn from the SVG pictures)", art_swords)
        step("selfplay three_kingdoms (random, easy, normal bots)", three_kingdoms_selfplay)
        step("shot three_kingdoms table (5 players)", shot_three_kingdoms)
        step("selfplay himefuda (random bots; bundled card data)", himefuda_selfplay)
        step("selfplay yedo (random bots; bundled content)", yedo_selfplay)
        step("Learn to play: Yedo's lesson autoplays (zh_Hant)", tutorial)
        step("check a save and a tampered save", check_saves)
        step("bot worker process answers", worker)
        step("window draws its first frame", first_frame)
    if failures:
        print(f"smoke: {failures} check(s) FAILED")
        return 1
    print("smoke: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
