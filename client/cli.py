"""The command line: the window by default, and selfplay, shot, check, hint, analyse, export-tiled, art, tutorial,
bench and arena without one."""
from __future__ import annotations

import argparse
import errno
import os
import sys
import time

from client.cli_common import print_json, think_seconds, whole_number
from client.core.errors import IllegalAction, OptionsError, SaveError


def _options(pairs: list[str] | None) -> dict[str, str]:
    out = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        out[key] = value
    return out


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1600x900, not {text!r}") from None
    if not (200 <= w <= 7680 and 200 <= h <= 4320):
        raise argparse.ArgumentTypeError("size must be between 200x200 and 7680x4320")
    return w, h


def parser() -> argparse.ArgumentParser:
    from client.ai.analysis import ITERATIONS as ANALYSIS_ITERATIONS
    from client.ai.analysis import SEED as ANALYSIS_SEED
    from client.ai.bots import MAX_ITERATIONS

    p = argparse.ArgumentParser(prog="tenka", description="Tenka 天下 — board games of the warring realms")
    sub = p.add_subparsers(dest="command")
    sub.add_parser("play", help="open the window (the default)")

    sp = sub.add_parser("selfplay", help="bots play complete games; one JSON line per game")
    sp.add_argument("game")
    sp.add_argument("--players", type=int, required=True)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--games", type=whole_number(1), default=1)
    sp.add_argument("--bots", required=True, help="levels per seat, e.g. normal,random,random")
    sp.add_argument("--think", type=think_seconds, default=None, help="seconds per decision for every bot")
    sp.add_argument("--option", action="append", metavar="KEY=VALUE")

    sh = sub.add_parser("shot", help="render a scene or a game position to a PNG, headless")
    sh.add_argument("game", nargs="?")
    sh.add_argument("--scene", choices=("title", "games", "setup", "settings", "help", "load", "save", "review",
                                        "tutorial"))
    sh.add_argument("--save", help="with --scene review: the saved game to review")
    sh.add_argument("--move", type=int, default=None,
                    help="with --scene review: the position after this many moves, the review's Move N (default: the last)")
    sh.add_argument("--players", type=int)
    sh.add_argument("--seed", type=int, default=1)
    sh.add_argument("--moves", type=int, default=0,
                    help="a game position: the table after this many random moves, its title bar's Move N")
    sh.add_argument("--seat", type=int, default=None, help="whose screen (default: seat 0; a review: its own choice)")
    sh.add_argument("--option", action="append", metavar="KEY=VALUE")
    sh.add_argument("--lang", default=None, help="en or zh_Hant (default: the saved setting)")
    sh.add_argument("--out", required=True)
    sh.add_argument("--size", type=_size, default=None)
    sh.add_argument("--hint", action="store_true", help="play on to SEAT's next choice and show its hint")
    sh.add_argument("--step", type=whole_number(1), default=1,
                    help="with --scene tutorial: the learner's step to show (past the last: the lesson's end)")
    sh.add_argument("--chart-open", action="store_true",
                    help="with --scene review: the chance-to-win chart open (as with C), not folded")
    sh.add_argument("--analysis", action="store_true",
                    help="with --scene review: the game analysed (what the save keeps, the rest graded now), its panel open")

    ck = sub.add_parser("check", help="validate a save file: exit 0 if it replays, 2 if not")
    ck.add_argument("save")

    hn = sub.add_parser("hint", help="the seat to act's best moves in a save, as one JSON object (its view only)")
    hn.add_argument("save")
    hn.add_argument("--level", choices=("normal", "hard"), default="normal", help="whose search advises")
    hn.add_argument("--iterations", type=whole_number(1, MAX_ITERATIONS), default=None,
                    help="search iterations (reproducible; default: the level's think time)")
    hn.add_argument("--seed", type=int, default=None, help="the search's seed (default: from the save)")

    an = sub.add_parser("analyse", help="grade each decision of a saved game's seats, each from its own view (JSON)")
    an.add_argument("save")
    an.add_argument("--seat", type=int, default=None,
                    help="the seat to grade, from 0 (default: the human seats; needed before the game's end)")
    an.add_argument("--iterations", type=whole_number(ANALYSIS_ITERATIONS, MAX_ITERATIONS),
                    default=ANALYSIS_ITERATIONS, help=f"search iterations a decision (at least {ANALYSIS_ITERATIONS})")
    an.add_argument("--seed", type=whole_number(0, 2**63 - 1), default=ANALYSIS_SEED, help="the search's seed")
    an.add_argument("--json", action="store_true", help="print JSON (the only output there is)")
    an.add_argument("--keep", action="store_true",
                    help="keep the analysis in the save (the review shows it, a second look is instant)")

    ex = sub.add_parser("export-tiled", help="write a saved game's board as a Tiled map (.tmx): exit 0, or 2 if not")
    ex.add_argument("save")
    ex.add_argument("out", help="the .tmx file to write; the tileset is copied beside it")

    tu = sub.add_parser("tutorial", help="a game's guided first game (Learn to play); --autoplay plays it headless")
    tu.add_argument("game")
    tu.add_argument("--autoplay", action="store_true", help="follow the lesson's own instructions to its end")
    tu.add_argument("--lang", default=None, help="en or zh_Hant (default: the saved setting)")

    ar = sub.add_parser("art", help="every card face, tile and board face of a game as PNGs, one per picture")
    ar.add_argument("game")
    ar.add_argument("--out", required=True, help="the folder to write them in")
    ar.add_argument("--lang", default=None, help="en or zh_Hant (default: the saved setting)")

    # bench's arguments are left unparsed here and handed to client.bench when it runs: the
    # benchmark (which imports every scene) stays out of the program's start-up import graph
    sub.add_parser("bench", help="one table of benchmark figures with their budgets (bench --help: its options)",
                   add_help=False)
    # the same for the arena (client/arena), a measuring tool the program never imports
    sub.add_parser("arena", help="bot levels against each other, and balance reports (arena --help: its options)",
                   add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    plain_output()
    stdout = sys.stdout
    if stdout is not None:  # None: no console at all (a windowed build), where print() writes nothing
        sys.stdout = _Output(stdout)
    try:
        return _main(argv)
    finally:
        sys.stdout = stdout


def _main(argv: list[str] | None) -> int:
    p = parser()
    try:
        try:
            args, rest = p.parse_known_args(argv)
            if rest and args.command not in ("bench", "arena"):
                p.error("unrecognized arguments: " + " ".join(rest))  # as parse_args says it (exit 2)
            return run(args, rest)
        finally:  # what is still to be written fails here, where it can be told
            if sys.stdout is not None:
                sys.stdout.flush()
    except KeyboardInterrupt:
        print("tenka: interrupted", file=sys.stderr)
        return 130
    except OutputError as err:
        print(f"tenka: {output_problem(err)}", file=sys.stderr)
        _discard_output()
        return 1
    except Exception as err:  # the player sees one plain line, never a traceback
        from client import problems

        print(f"tenka: {problems.describe(err)}", file=sys.stderr)
        if os.environ.get("TENKA_DEBUG"):
            import traceback

            traceback.print_exc()
        return 1


class OutputError(OSError):
    """Writing the command's output (stdout) failed: its reader is gone, its disk is full."""


class _Output:
    """stdout, with a failure to write it told apart from any other file's (an OutputError)."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as err:
            raise OutputError(err.errno, err.strerror) from err

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as err:
            raise OutputError(err.errno, err.strerror) from err

    def __getattr__(self, name):  # encoding, isatty, fileno, reconfigure...: the stream's own
        return getattr(self._stream, name)


def output_problem(err: OSError) -> str:
    """What went wrong writing the output, in plain words."""
    if err.errno == errno.EPIPE:
        return "the output was closed before the end: whatever read it stopped reading"
    if err.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the output cannot be written: there is no space left where it goes"
    return f"the output cannot be written: {err.strerror or err}"


def _discard_output() -> None:
    """Nothing more goes to the output that failed (at exit, Python would try to flush what is left
    and print its own error)."""
    try:
        fd = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no file behind it (a test's capture): nothing to flush
        pass


def run(args, rest: list[str]) -> int:
    if args.command in (None, "play"):
        from client.app import run_window

        return run_window()
    if args.command == "selfplay":
        return selfplay(args)
    if args.command == "shot":
        return shot(args)
    if args.command == "check":
        return check(args.save)
    if args.command == "export-tiled":
        return export_tiled(args.save, args.out)
    if args.command == "hint":
        from client.hint_cli import hint

        return hint(args)
    if args.command == "tutorial":
        from client.tutorial_cli import tutorial

        return tutorial(args)
    if args.command == "analyse":
        from client.analyse_cli import analyse

        return analyse(args)
    if args.command == "art":
        from client.art_cli import art

        return art(args)
    if args.command == "bench":
        from client.bench.command import main as bench

        return bench(rest)
    if args.command == "arena":
        from client.arena import command

        return command.main(rest)
    return 2


def plain_output() -> None:
    """Whatever the terminal's encoding, print: what it cannot show comes out as \\uXXXX escapes
    (e.g. PYTHONIOENCODING=ascii, a Windows console), never a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)  # None: no console (a windowed build)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a closed stream or one that refuses: leave it be
                pass


# -- selfplay -----------------------------------------------------------------
def selfplay(args) -> int:
    from client.ai.bots import make_bot
    from client.core.match import BOT_LEVELS
    from client.games import get

    try:
        spec = get(args.game)
    except KeyError as err:
        print(err.args[0], file=sys.stderr)
        return 2
    levels = args.bots.split(",")
    if len(levels) != args.players or any(lv not in BOT_LEVELS for lv in levels):
        print(f"--bots needs {args.players} levels from {', '.join(BOT_LEVELS)}", file=sys.stderr)
        return 2
    try:
        options = spec.validate(args.players, _options(args.option))
    except OptionsError as err:
        print(err, file=sys.stderr)
        return 2
    for k in range(args.games):
        seed = args.seed + k
        result = play_one(spec, args.players, options, seed, levels, args.think, make_bot)
        print_json(result)
        if "error" in result:
            return 1
    return 0


def play_one(spec, players, options, seed, levels, think, make_bot) -> dict:
    from client.ai.worker import bot_seed

    start = time.perf_counter()
    actions: list[str] = []
    try:
        state = spec.new_game(players, options, seed)
    except Exception as err:
        return {"game": spec.id, "seed": seed, "error": f"setup failed: {err!r}"}
    while not state.is_over():
        seat = state.to_act
        action = None
        try:
            bot = make_bot(spec, levels[seat], bot_seed(seed, seat, len(actions)), think=think)
            action = bot.choose(state.observation(seat))
            state.apply(action)
        except Exception as err:  # any failure is a rules error worth a seed to reproduce
            print(f"rules error in {spec.id} seed {seed} at move {len(actions) + 1} "
                  f"(seat {seat}, action {action!r}): {err!r}", file=sys.stderr)
            return {"game": spec.id, "seed": seed, "error": repr(err), "action": action, "move": len(actions) + 1}
        actions.append(action)
    return {"game": spec.id, "seed": seed, "players": players, "winners": state.winners(),
            "scores": state.scores(), "actions": len(actions), "seconds": round(time.perf_counter() - start, 3)}


# -- check ----------------------------------------------------------------------
def check(path: str) -> int:
    """Exit 0 if the save replays, 2 (with a one-line reason) if not."""
    from client.core import autosaves
    from client.core.errors import clip
    from client.games import get

    try:
        match = autosaves.load_path(path, get)
    except SaveError as err:
        print(f"{clip(path)}: cannot be loaded: {clip(str(err), 400)}", file=sys.stderr)
        return 2
    print(f"{path}: ok — {match.spec.id}, {len(match.seats)} players, {len(match.actions)} moves")
    return 0


# -- export-tiled -----------------------------------------------------------------
def export_tiled(path: str, out: str) -> int:
    """Write the board of the save at ``path`` as the Tiled map ``out``; 2 with one line when it cannot."""
    from client.core import autosaves
    from client.core.errors import clip
    from client.games import REGISTRY, get

    if not out.lower().endswith(".tmx"):
        print(f"{clip(out)}: a Tiled map's name must end in .tmx", file=sys.stderr)
        return 2
    try:
        match = autosaves.load_path(path, get)
    except SaveError as err:
        print(f"{clip(path)}: cannot be loaded: {clip(str(err), 400)}", file=sys.stderr)
        return 2
    if match.spec.tiled_export_module is None:
        able = ", ".join(s.title_en for s in REGISTRY.values() if s.tiled_export_module) or "none"
        print(f"{clip(path)}: a {match.spec.title_en} board cannot be exported to Tiled (only: {able})",
              file=sys.stderr)
        return 2
    try:
        written = match.spec.load_tiled_export().export_match(match, out)
    except OSError as err:
        print(f"{clip(out)}: cannot be written: {err.strerror or err}", file=sys.stderr)
        return 2
    print(f"{written}: the board of {match.spec.title_en} after {len(match.actions)} moves")
    return 0


# -- shot -----------------------------------------------------------------------
def shot(args) -> int:
    args.seat_given = args.seat is not None
    args.seat = args.seat or 0
    problem = out_problem(args.out)
    if problem:  # said before anything is drawn
        print(f"shot: {args.out} cannot be written: {problem}", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from client.render.screenshot import render_game, render_scene

    try:
        if args.scene == "review":
            if not args.save:
                print("shot --scene review needs --save SAVE", file=sys.stderr)
                return 2
            from client.render.screenshot import render_review

            surface = render_review(args.save, args.move, seat=args.seat if args.seat_given else None,
                                    lang=args.lang, chart_open=args.chart_open, analysis=args.analysis)
        elif args.scene == "tutorial":
            if not args.game:
                print("shot --scene tutorial needs a GAME", file=sys.stderr)
                return 2
            from client.tutorial_cli import render_tutorial

            surface = render_tutorial(args.game, args.step, lang=args.lang)
        elif args.scene:  # with a GAME, the help and setup scenes show that game
            surface = render_scene(args.scene, lang=args.lang, game=args.game, players=args.players,
                                   options=_options(args.option))
        elif args.game:
            surface = render_game(args.game, players=args.players, seed=args.seed, moves=args.moves,
                                  seat=args.seat, options=_options(args.option), lang=args.lang, hint=args.hint)
        else:
            print("shot needs a GAME or --scene", file=sys.stderr)
            return 2
    except (KeyError, OptionsError, IllegalAction, ValueError, SaveError) as err:
        print(f"shot failed: {err}", file=sys.stderr)
        return 2
    import pygame

    from client.render.screenshot import save_png

    try:
        save_png(surface, args.out, args.size)
    except (OSError, pygame.error) as err:  # checked before drawing, yet a disk fills up
        print(f"shot: {args.out} cannot be written: {getattr(err, 'strerror', None) or err}", file=sys.stderr)
        return 2
    print(args.out)
    return 0


def out_problem(path: str) -> str | None:
    """Why a file cannot be written at ``path`` (its folder missing, say), or None."""
    from pathlib import Path

    out = Path(path)
    folder = out.parent
    if out.is_dir():
        return "it is a folder"
    if not folder.is_dir():
        return f"there is no folder {folder}" if not folder.exists() else f"{folder} is not a folder"
    return None
