"""``python -m client analyse SAVE``: each decision of the graded seats, graded by the search from
that seat's own view, and each seat's accuracy, as one JSON object."""
from __future__ import annotations

import sys

from client.core.errors import SaveError, clip


def analyse(args) -> int:
    """Print one JSON object (exit 0); 2 with one line when the save cannot be analysed."""
    from client.ai import analysis as engine
    from client.cli_common import print_json
    from client.core import autosaves, saves
    from client.core.analysis_record import Analysis
    from client.games import get

    def refuse(why: str) -> int:
        print(f"{clip(args.save)}: {why}", file=sys.stderr)
        return 2

    try:
        match = autosaves.load_path(args.save, get)
    except SaveError as err:
        return refuse(f"cannot be loaded: {clip(str(err), 400)}")
    players = len(match.seats)
    finished = match.state.is_over()
    if args.seat is not None and not 0 <= args.seat < players:
        return refuse(f"there is no seat {args.seat} (the game has seats 0 to {players - 1})")
    if args.seat is None and not finished:
        return refuse("the game is not over: name the one seat to analyse with --seat N "
                      "(before the end, a seat's analysis is its own)")
    seats = graded_seats(match, args.seat)
    decisions = list(engine.turns(match.spec, players, match.options, match.seed, match.actions, seats))
    if not decisions:
        who = " or ".join(f"seat {s}" for s in seats)
        return refuse(f"nothing to analyse: the save ends before {who} had a choice to make "
                      f"({len(match.actions)} moves played)")
    kept = match.analysis
    result = kept if kept is not None and (kept.iterations, kept.seed) == (args.iterations, args.seed) \
        else Analysis(args.iterations, args.seed)
    engine.analyse(match.spec, decisions, result)
    if args.keep:
        match.analysis = result
        try:
            saves.write_atomic(args.save, saves.dumps(match))
        except OSError as err:
            return refuse(f"the analysis cannot be kept in the save: {err.strerror or err}")
    words = {turn.step: turn.obs.describe for turn in decisions}
    rows = [decision_json(result.decisions[t.step], words[t.step]) for t in decisions]
    out = {"game": match.spec.id, "moves": len(match.actions), "finished": finished,
           "iterations": result.iterations, "seed": result.seed,
           "thresholds": {k: round(100 * v, 1) for k, v in vars(engine.thresholds(match.spec.id)).items()},
           "seats": [seat_json(match, seat, [result.decisions[t.step] for t in decisions if t.seat == seat],
                               words) for seat in seats],
           "decisions": rows}
    print_json(out)
    return 0


def graded_seats(match, seat: int | None) -> list[int]:
    """The seat asked for; else the human seats (every seat, where bots alone played)."""
    if seat is not None:
        return [seat]
    humans = [k for k, s in enumerate(match.seats) if s.is_human]
    return humans or list(range(len(match.seats)))


def decision_json(decision, describe) -> dict:
    return {"step": decision.step, "move": decision.step + 1, "seat": decision.seat,
            "played": decision.played, "played_text": describe(decision.played),
            "best": decision.best, "best_text": describe(decision.best),
            "played_chance": _percent(decision.played_chance), "best_chance": _percent(decision.best_chance),
            "noise": _percent(decision.noise), "grade": decision.grade, "mark": decision.mark}


def seat_json(match, seat: int, decisions, words) -> dict:
    from client.ai import analysis as engine

    accuracy = engine.accuracy(decisions)
    return {"seat": seat, "name": match.seats[seat].name, "decisions": len(decisions),
            "accuracy": None if accuracy is None else round(accuracy, 1), "grades": engine.counts(decisions),
            "costliest": [decision_json(d, words[d.step]) for d in engine.costliest(decisions)]}


def _percent(value: float) -> float:
    return round(100 * value, 1)
