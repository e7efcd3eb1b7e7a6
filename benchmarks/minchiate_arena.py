"""Duplicate-deal arena for Minchiate: one AI team against another, each deal played twice with
the teams' seats swapped. Prints net resti per deal, deal win rate (95 % intervals) and decision
times. Usage: python benchmarks/minchiate_arena.py --team hard --against heuristic --deals 1000
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.minchiate.ai import BOTS


def play(seed: int, levels: list[str]) -> tuple[int, dict[str, list[float]]]:
    """Play one deal with ``levels`` per seat; return NS net resti and decision times."""
    match = new_match("minchiate", seed=seed)
    bots = [BOTS[level](seed * 4 + seat) for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = {
        name: [] for level in levels for name in (level, level + " (cpu)")
    }
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        legal = match.legal_actions()
        start, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(match.observation(seat), legal)
        if len(legal) > 1:
            times[levels[seat]].append(time.perf_counter() - start)
            times[levels[seat] + " (cpu)"].append(time.process_time() - cpu)
        match.apply(action)
    assert match.result is not None
    return match.result["net"], times


def duplicate(args: tuple[int, str, str]) -> tuple[float, list[int], dict[str, list[float]]]:
    """Both halves of a duplicate deal; returns the team's mean net and its two outcomes."""
    seed, team, other = args
    net_a, times_a = play(seed, [team, other, team, other])
    net_b, times_b = play(seed, [other, team, other, team])
    outcomes = [net_a, -net_b]
    times: dict[str, list[float]] = {}
    for part in (times_a, times_b):
        for level, values in part.items():
            times.setdefault(level, []).extend(values)
    return sum(outcomes) / 2, outcomes, times


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and 95 % half-width (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def main() -> None:
    """Run the arena and print one table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--team", default="hard")
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long")
    parser.add_argument("--progress", type=int, default=0, help="print running figures every N")
    parser.add_argument("--log", help="append each finished duplicate deal to this JSON-lines file")
    parser.add_argument(
        "--summarise", metavar="LOG", help="only print the figures for the deals already in LOG"
    )
    args = parser.parse_args()
    tasks = [(args.seed + i, args.team, args.against) for i in range(args.deals)]
    started = time.perf_counter()
    rows = []
    deadline = started + 60 * args.minutes if args.minutes else math.inf
    if args.summarise:
        with open(args.summarise, encoding="utf-8") as log:
            rows = [tuple(json.loads(line)) for line in log if line.strip()]
        tasks = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    with ProcessPoolExecutor(args.jobs) as pool:
        for row in pool.map(duplicate, tasks, chunksize=1):
            rows.append(row)
            if log:
                log.write(json.dumps(row) + "\n")
                log.flush()
            if args.progress and len(rows) % args.progress == 0:
                mean, half = interval([r[0] for r in rows])
                print(
                    f"  … {len(rows)} deals: net {mean:+.3f} ± {half:.3f}",
                    file=sys.stderr,
                    flush=True,
                )
            if time.perf_counter() > deadline:
                pool.shutdown(wait=False, cancel_futures=True)
                break
    if log:
        log.close()
    per_deal = [row[0] for row in rows]
    games = [o for row in rows for o in row[1]]
    wins = sum(o > 0 for o in games)
    ties = sum(o == 0 for o in games)
    score = [1.0 if o > 0 else 0.5 if o == 0 else 0.0 for o in games]
    mean, half = interval(per_deal)
    rate, rate_half = interval(score)
    times: dict[str, list[float]] = {}
    for row in rows:
        for level, values in row[2].items():
            times.setdefault(level, []).extend(values)
    timing = {}
    for level, values in times.items():
        values.sort()
        if values:
            timing[level] = {
                "p50": values[len(values) // 2],
                "p95": values[int(0.95 * (len(values) - 1))],
                "max": values[-1],
                "decisions": len(values),
            }
    report = {
        "team": args.team,
        "against": args.against,
        "deals": len(rows),
        "games": len(games),
        "net_resti_per_deal": [mean, half],
        "win_rate": [rate, rate_half],
        "wins": wins,
        "ties": ties,
        "losses": len(games) - wins - ties,
        "timing": timing,
        "seconds": time.perf_counter() - started,
    }
    if args.json:
        print(json.dumps(report))
        return
    print(
        f"{args.team} team vs {args.against} team, {len(rows)} duplicate deals "
        f"({len(games)} games, {report['seconds']:.0f} s)"
    )
    print(f"  net resti per deal: {mean:+.3f} ± {half:.3f}")
    print(
        f"  deal win rate (ties ½): {rate:.3f} ± {rate_half:.3f}  "
        f"(W {wins} / T {ties} / L {report['losses']})"
    )
    for level, t in timing.items():
        print(
            f"  {level:15s} decision time p50 {t['p50'] * 1000:7.1f} ms  "
            f"p95 {t['p95'] * 1000:7.1f} ms  max {t['max'] * 1000:7.1f} ms  "
            f"({t['decisions']} decisions)"
        )


if __name__ == "__main__":
    main()
