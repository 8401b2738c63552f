"""Yedo's content tables: what a mission costs and pays, and how greedy players fare with the cards.

    .venv/bin/python tools/yedo_tables.py [--games 40] [--players 4] [--mode geisha|samurai] [--missions]

Plays seeded games of four cheap greedy players (client.games.yedo.balance, not the real bots)
and prints, per colour, the missions completed (in all, per game, the share of games where at least
one was done, the points their standard rewards paid), the score spread and the share of seats that
ended with a third disciple; ``--missions`` adds every mission's cost, reward and completions.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.games.yedo.balance import effect_value, mission_cost, play_greedy  # noqa: E402
from client.games.yedo.content import content  # noqa: E402
from client.games.yedo.effects import COLOURS  # noqa: E402


def measure(games: int, players: int, mode: str) -> dict:
    done, games_with, per_mission, points = Counter(), Counter(), Counter(), Counter()
    winners, spreads, all_scores, ended_early, three = [], [], [], 0, 0
    for seed in range(games):
        st = play_greedy(players, mode, seed)
        colours = Counter()
        for seat in st.completed:
            for m in seat:
                mission = st.data.missions[m]
                colours[mission.colour] += 1
                per_mission[m] += 1
                points[mission.colour] += sum(op[1] for op in mission.reward if op[0] == "points")
        done.update(colours)
        games_with.update(set(colours))
        scores = st.scores()
        winners.append(max(scores))
        spreads.append(max(scores) - min(scores))
        all_scores += scores
        ended_early += st.round < 11
        three += sum(st.owned_disciples(s) >= 3 for s in range(players))  # black missions need three
    return {"done": done, "games_with": games_with, "per_mission": per_mission, "points": points, "winners": winners,
            "spreads": spreads, "scores": all_scores, "ended_early": ended_early, "games": games,
            "three_disciples": three / (games * players)}


def report(r: dict, missions: bool) -> str:
    n = r["games"]
    lines = [f"{'colour':8} {'done':>5} {'/game':>6} {'games with one':>15} {'reward points':>14}"]
    for col in COLOURS:
        lines.append(f"{col:8} {r['done'][col]:5d} {r['done'][col] / n:6.2f} {100 * r['games_with'][col] / n:14.0f}% "
                     f"{r['points'][col]:14d}")
    lines.append(f"{'all':8} {sum(r['done'].values()):5d} {sum(r['done'].values()) / n:6.2f}")
    q = statistics.quantiles(r["scores"], n=4)
    lines.append(f"scores: mean {statistics.mean(r['scores']):.1f}, quartiles {q[0]:.0f}/{q[1]:.0f}/{q[2]:.0f}, "
                 f"winner mean {statistics.mean(r['winners']):.1f} (max {max(r['winners']):.0f}), "
                 f"spread winner-last mean {statistics.mean(r['spreads']):.1f} (max {max(r['spreads']):.0f}); "
                 f"games ended by the assassination: {r['ended_early']}")
    lines.append(f"seats ending with three or more disciples: {r['three_disciples']:.0%} "
                 "(every black and most red missions need three placed at once)")
    if missions:
        lines.append(f"{'id':4} {'colour':7} {'cost':>4} {'pays':>4} {'done':>4}  name")
        for m in content().missions.values():
            lines.append(f"{m.id:4} {m.colour:7} {mission_cost(m):4d} {effect_value(m.reward):4d} "
                         f"{r['per_mission'][m.id]:4d}  {m.name.en}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--mode", choices=("geisha", "samurai"), default="geisha")
    p.add_argument("--missions", action="store_true", help="also list every mission")
    args = p.parse_args(argv)
    print(f"{args.games} seeded games, {args.players} greedy players, {args.mode} mode")
    print(report(measure(args.games, args.players, args.mode), args.missions))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
