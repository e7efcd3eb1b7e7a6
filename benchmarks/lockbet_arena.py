"""Lock & Bet arena: one bot against others over whole matches, duplicate seeds, with budgets.

Each seed is played twice, once with bot A in seat 0 (first player of deal 1) and once in
seat 1, so both seats see the same shoe. Prints, per opponent: match win rate with a 95 %
Wilson interval (with ``--first-deal``: the share of first deals won), mean chips won per
deal with a 95 % interval (ratio estimator clustered by match), mean deals per match and
decision times (wall p50/p95/max, and CPU p95 since the machine may be shared) per bot.
Every finished match is appended to a JSON-lines log, so a run cut short by ``--budget`` can
still be summarised, and run again with the same log and seed it resumes: matches already in
the log are not played twice (a long arena can be spread over several sittings).

    nice -n 10 .venv/bin/python benchmarks/lockbet_arena.py --bot hard \
        --against random,always-call,equity,normal --matches 2000 --budget 3600 --log /tmp/lb.jsonl
    .venv/bin/python benchmarks/lockbet_arena.py --summarize /tmp/lb.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections import defaultdict
from typing import Any

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.arena import percentile, wilson
from cardavia_desktop.engine.games.lockbet.ai import BOTS


def play(
    bot: str, other: str, seed: int, bot_seat: int, first_deal: bool = False
) -> dict[str, Any]:
    """One whole match (or only its first deal); returns the record written to the log."""
    match = new_match("lockbet", seed=seed)
    bots = {bot_seat: BOTS[bot](seed), 1 - bot_seat: BOTS[other](seed + 1_000_003)}
    times: dict[int, list[float]] = {0: [], 1: []}
    cpu: dict[int, list[float]] = {0: [], 1: []}
    while not match.is_over and not (first_deal and match.state.deal_number > 1):
        seat = match.current_player
        obs, legal = match.observation(seat), match.legal_actions()
        start, start_cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(obs, legal)
        times[seat].append(time.perf_counter() - start)
        cpu[seat].append(time.process_time() - start_cpu)
        match.apply(action)
    if first_deal:
        net = match.observation(0)["history"][0]["net"][bot_seat]
        return {
            "bot": bot,
            "other": other,
            "seed": seed,
            "bot_seat": bot_seat,
            "won": net > 0,
            "deals": 1,
            "chips": net,
            "bot_times": times[bot_seat],
            "other_times": times[1 - bot_seat],
            "bot_cpu": cpu[bot_seat],
            "other_cpu": cpu[1 - bot_seat],
        }
    result = match.result
    return {
        "bot": bot,
        "other": other,
        "seed": seed,
        "bot_seat": bot_seat,
        "won": result["winner"] == bot_seat,
        "deals": result["deals"],
        "chips": result["stacks"][bot_seat] - 20,
        "bot_times": times[bot_seat],
        "other_times": times[1 - bot_seat],
        "bot_cpu": cpu[bot_seat],
        "other_cpu": cpu[1 - bot_seat],
    }


def read_log(path: str) -> list[dict[str, Any]]:
    """The matches of a JSON-lines log; a line cut short (a run killed while writing) is skipped
    with a warning, and its match is played again on resuming."""
    records = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                print(f"{path}:{number}: not a whole record (skipped)", file=sys.stderr)
    return records


def summarize(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per (bot, opponent): win rate, chips per deal, deals per match, decision times."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        groups[(record["bot"], record["other"])].append(record)
    rows = []
    for (bot, other), group in groups.items():
        n = len(group)
        wins = sum(r["won"] for r in group)
        low, high = wilson(wins, n)
        deals = sum(r["deals"] for r in group)
        chips = sum(r["chips"] for r in group)
        rate = chips / deals
        mean_deals = deals / n
        spread = sum((r["chips"] - rate * r["deals"]) ** 2 for r in group) / max(1, n - 1)
        half = 1.96 * math.sqrt(spread / n) / mean_deals
        bot_times = [t for r in group for t in r["bot_times"]]
        other_times = [t for r in group for t in r["other_times"]]
        bot_cpu = [t for r in group for t in r.get("bot_cpu", [])]
        other_cpu = [t for r in group for t in r.get("other_cpu", [])]
        rows.append(
            {
                "bot": bot,
                "other": other,
                "matches": n,
                "win_rate": wins / n,
                "win_low": low,
                "win_high": high,
                "chips_per_deal": rate,
                "chips_low": rate - half,
                "chips_high": rate + half,
                "deals_per_match": mean_deals,
                "bot_p50": percentile(bot_times, 0.5),
                "bot_p95": percentile(bot_times, 0.95),
                "bot_max": max(bot_times, default=0.0),
                "other_p95": percentile(other_times, 0.95),
                "bot_cpu_p95": percentile(bot_cpu, 0.95),
                "other_cpu_p95": percentile(other_cpu, 0.95),
            }
        )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """The summary as a text table."""
    head = (
        f"{'bot':<6} {'vs':<12} {'matches':>7} {'win rate [95% CI]':>22} "
        f"{'chips/deal [95% CI]':>24} {'deals':>6} {'p50 s':>7} {'p95 s':>7} {'max s':>7} "
        f"{'opp p95':>8} {'cpu p95':>8} {'opp cpu95':>9}"
    )
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(
            f"{r['bot']:<6} {r['other']:<12} {r['matches']:>7} "
            f"{r['win_rate']:>7.3f} [{r['win_low']:.3f},{r['win_high']:.3f}] "
            f"{r['chips_per_deal']:>+8.3f} [{r['chips_low']:+.3f},{r['chips_high']:+.3f}] "
            f"{r['deals_per_match']:>6.1f} {r['bot_p50']:>7.4f} {r['bot_p95']:>7.4f} "
            f"{r['bot_max']:>7.3f} {r['other_p95']:>8.4f} {r['bot_cpu_p95']:>8.4f} "
            f"{r['other_cpu_p95']:>9.4f}"
        )
    return "\n".join(lines)


def main() -> None:
    """Run (or summarise) the arena."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--against", default="random,always-call,equity,normal")
    parser.add_argument(
        "--matches",
        type=int,
        default=2000,
        help="matches per opponent (an even number: seeds x 2 seats)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--first-deal",
        action="store_true",
        help="play only deal 1 of each seed (win rate = deals won)",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=0.0,
        help="stop starting new matches after this many seconds (0: none)",
    )
    parser.add_argument("--log", help="append each match as a JSON line to this file")
    parser.add_argument("--summarize", metavar="LOG", help="only summarise a log")
    args = parser.parse_args()
    if args.summarize:
        print(table(summarize(read_log(args.summarize))))
        return
    start = time.monotonic()
    records: list[dict[str, Any]] = []
    done: set[tuple[str, str, int, int]] = set()
    if args.log and os.path.exists(args.log):  # resume: matches already in the log are kept
        done = {(r["bot"], r["other"], r["seed"], r["bot_seat"]) for r in read_log(args.log)}
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    try:
        opponents = args.against.split(",")
        for index in range(args.matches // 2):  # interleaved, so a budget cut stays balanced
            if args.budget and time.monotonic() - start > args.budget:
                break
            seed = args.seed * 1_000_000 + index
            for other, bot_seat in ((o, s) for o in opponents for s in (0, 1)):
                if (args.bot, other, seed, bot_seat) in done:
                    continue
                record = play(args.bot, other, seed, bot_seat, args.first_deal)
                records.append(record)
                if log:
                    log.write(json.dumps(record) + "\n")
                    log.flush()
    finally:
        if log:
            log.close()
    if args.log:  # the whole log, earlier sittings included
        records = read_log(args.log)
    print(table(summarize(records)))
    print(f"wall time {time.monotonic() - start:.0f} s")


if __name__ == "__main__":
    main()
