"""The bench's states section: per-call figures of the state operations, one per position,
taken without changing the positions they were measured on."""
import json

from client.ai.timing import positions, replay
from client.bench.states import bench_states, time_state_calls
from client.games import REGISTRY


def test_state_calls_are_timed_once_per_position_and_leave_the_positions_alone():
    spec = REGISTRY["samurai_sword"]
    players = spec.default_players
    options = spec.validate(players, {})
    spots = positions(spec, players, options, 3, seed=2)
    before = [json.dumps(replay(spec, players, options, g, a).snapshot(), sort_keys=True, default=str)
              for g, a, _ in spots]
    times = time_state_calls(spec, players, options, spots, seed=2, repeats=2, worlds=3, tries=2)
    assert set(times) == {"clone", "observation", "determinize", "legal_actions", "apply"}
    assert all(len(v) == len(spots) and all(t > 0 for t in v) for v in times.values())
    after = [json.dumps(replay(spec, players, options, g, a).snapshot(), sort_keys=True, default=str)
             for g, a, _ in spots]
    assert after == before


def test_the_states_section_has_a_row_per_game_and_operation():
    rows = bench_states(1, seed=3)
    assert {r.section for r in rows} == {"states"}
    assert len(rows) == 5 * len(REGISTRY)
    assert all(" µs per call" in r.figure and r.result == "" for r in rows)
    assert any(r.measure == "Shogun 4p: determinize" for r in rows)
