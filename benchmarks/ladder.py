"""The AI ladder on duplicate deals (issue 19): side A against side B, each deal twice.

Every seed's first deal is played twice with the same cards, the second time with the sides'
seats swapped (with four seats a side is a team: seats 0/2, then 1/3). A side's *deal win
rate* counts a level deal as half, with a 95 % Wilson interval over the deals; the *margin*
is side A's deal score minus B's (Scopa and Piedicavallo: card/deal points; Schnapsen: game
points; Minchiate: net resti; Lock & Bet: chips), its interval over the duplicate pairs.
Decision time is process CPU time per decision (``time.process_time``), p50/p95 per side.

A side is a level or baseline name of ``engine.ai.create_ai``, ``clairvoyant`` (the
benchmarks-only bot of ``clairvoyant.py``, which reads the full state), or
``before-<level>`` (that level as it was before issue 19, kept here to reproduce the
"before" column), ``peek-<odds>`` (Scopa, benchmarks only: hard whose worlds give the
opponent's true cards ``odds`` times another card's chance, issue 38), or a candidate
``Class:key=value,...`` (a bot class of the game's ``ai`` module with those keyword
arguments, e.g. ``HeuristicBot:noise=0.15``). Each finished pair
is appended to ``--log`` as one JSON line (``--matches``: whole matches, won +1 or lost
-1, for Lock & Bet whose deals are small), so a run
that is stopped keeps what it measured (``--summary LOG`` prints a log's figures again).

    nice -n 19 .venv/bin/python benchmarks/ladder.py --game scopa --a hard --b normal \\
        --pairs 200 --seed 1 --log /work/arena-logs/scopa-hard-normal.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import clairvoyant
import levels_file
from machine_speed import describe

from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.arena import percentile, wilson
from cardavia_desktop.engine.match import new_match
from cardavia_desktop.engine.registry import GAMES


def _before(game: str, level: str) -> Callable[[int], Any]:
    """A level as it was defined before issue 19 (its factory, built from the same classes)."""
    if game == "scopa":
        from cardavia_desktop.engine.games.scopa.ai import EasyBot, SearchBot

        return {
            "easy": lambda s: EasyBot(s),
            "normal": lambda s: SearchBot(s, worlds=24, exact_stock=0, exact_worlds=1),
            "hard": lambda s: SearchBot(s, worlds=64, exact_stock=6, exact_worlds=10),
        }[level]
    if game == "piedicavallo":
        from cardavia_desktop.engine.games.piedicavallo.ai import HeuristicBot, PimcBot

        return {
            "easy": lambda s: HeuristicBot(s, 0.3),
            "normal": lambda s: PimcBot(s, rollouts=60, min_worlds=4, max_worlds=12),
            "hard": lambda s: PimcBot(s, rollouts=480, min_worlds=16, max_worlds=48),
        }[level]
    if game == "minchiate":
        from cardavia_desktop.engine.games.minchiate import ai as M

        return {
            "easy": lambda s: M.heuristic_bot(s, 0.3),
            "normal": lambda s: M.Bot(s, M._search(48, 4)),
            "hard": lambda s: M.Bot(s, M._search(240, 16)),
        }[level]
    if game == "schnapsen":
        from cardavia_desktop.engine.games.schnapsen.ai import EasyBot, SearchBot

        return {
            "easy": lambda s: EasyBot(s),
            "normal": lambda s: SearchBot(
                s, worlds=8, depth=0, exact_stock=0, nodes=100_000, close_penalty=0.4
            ),
            "hard": lambda s: SearchBot(
                s, worlds=32, depth=0, exact_stock=2, nodes=400_000, close_penalty=0.5
            ),
        }[level]
    if game == "lockbet":
        from cardavia_desktop.engine.games.lockbet.ai import EquityBot, SolverBot
        from cardavia_desktop.engine.games.lockbet.solver import HARD_BEFORE, NORMAL

        return {
            "easy": lambda s: EquityBot(s, careless=0.15, cautious=True),
            "normal": lambda s: SolverBot(s, NORMAL),
            "hard": lambda s: SolverBot(s, HARD_BEFORE),
        }[level]
    raise ValueError(f"no before-{level} kept for {game}")


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return {"True": True, "False": False}.get(text, text)


def make_bot(game: str, spec: str, seed: int) -> Any:
    """The bot named ``spec`` (see the module docstring)."""
    if spec == "clairvoyant":
        return clairvoyant.make(game, seed)
    if spec.startswith("peek-") and game == "scopa":  # issue 38 diagnostic
        return clairvoyant.ScopaPeek(seed, float(spec.removeprefix("peek-")))
    if ":" in spec:  # a class of the game's ai module with keyword arguments: a candidate
        name, _, args = spec.partition(":")
        module = import_module(f"cardavia_desktop.engine.games.{game}.ai")
        kwargs = {k: _number(v) for k, _, v in (kv.partition("=") for kv in args.split(",") if kv)}
        return getattr(module, name)(seed, **kwargs)
    if spec.startswith("before-"):
        return _before(game, spec.removeprefix("before-"))(seed)
    return create_ai(game, spec, seed)


def deal_score(game: str, end: dict[str, Any]) -> float:
    """Side 0's (seat 0 or team 0/2) score minus side 1's in a ``deal_end`` event."""
    if game in ("scopa", "piedicavallo"):
        return float(end["points"][0] - end["points"][1])
    if game == "schnapsen":
        return float(end["game_points"] * (1 if end["winner"] == 0 else -1))
    if game == "minchiate":
        return float(end["scores"][0] - end["scores"][1]) / 2
    if game == "lockbet":
        return float(end["net"][0])
    raise ValueError(game)


def pair_seed(seed: int, index: int) -> int:
    """The deal seed of pair ``index`` of the series ``--seed seed``."""
    return seed * 1_000_003 + index


def play_deal(
    game: str,
    seed: int,
    specs: tuple[str, str],
    swapped: bool,
    times: dict[str, list[float]],
    whole: bool = False,
    factory: Callable[[str, str, int], Any] = make_bot,
) -> float:
    """Play seed's first deal (``whole``: the whole match) with side A in seat 0 (or team
    0/2), or swapped; A's score (whole matches, two seats: +1 won, -1 lost). ``factory``
    builds each seat's bot from (game, spec, seed): ``make_bot`` unless a benchmark brings
    a bot of its own (``independent_scopa.py``)."""
    match = new_match(game, seed=seed)
    players = match.players
    side = [(seat % 2 if players == 4 else seat) ^ swapped for seat in range(players)]
    bots = [factory(game, specs[side[seat]], seed * 8 + seat) for seat in range(players)]
    while True:
        seat = match.current_player
        bot = bots[seat]
        if getattr(bot, "clairvoyant", False):
            bot.see(match.state)
        start = time.process_time()
        action = bot.choose(match.observation(seat), match.legal_actions())
        times["AB"[side[seat]]].append(time.process_time() - start)
        ends = [e for e in match.apply(action) if e.get("type") == "deal_end"]
        if whole and match.is_over:
            won = match.result["winner"] == 0
            return (-1.0 if won else 1.0) if swapped else (1.0 if won else -1.0)
        if ends and not whole:
            score = deal_score(game, ends[0])
            return -score if swapped else score


def summary(game: str, specs: tuple[str, str], rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate, margin and decision times of the pairs in ``rows``."""
    outcomes = [s for row in rows for s in row["scores"]]
    wins = sum(1.0 if s > 0 else 0.5 if s == 0 else 0.0 for s in outcomes)
    low, high = wilson(wins, len(outcomes))
    pair_means = [sum(row["scores"]) / 2 for row in rows]
    mean = sum(pair_means) / len(pair_means) if pair_means else 0.0
    var = (
        sum((m - mean) ** 2 for m in pair_means) / (len(pair_means) - 1)
        if len(pair_means) > 1
        else 0.0
    )
    half = 1.96 * math.sqrt(var / len(pair_means)) if pair_means else 0.0
    times: dict[str, list[float]] = {"A": [], "B": []}
    for row in rows:
        for key in "AB":
            times[key].extend(row["times"][key])
    return {
        "game": game,
        "a": specs[0],
        "b": specs[1],
        "pairs": len(rows),
        "deals": len(outcomes),
        "win_rate": wins / len(outcomes) if outcomes else 0.0,
        "ci95": [low, high],
        "margin": mean,
        "margin_ci95": [mean - half, mean + half],
        "cpu": {
            key: {
                "decisions": len(v),
                "p50": percentile(v, 0.5),
                "p95": percentile(v, 0.95),
                "max": max(v, default=0.0),
            }
            for key, v in times.items()
        },
    }


def format_summary(s: dict[str, Any]) -> str:
    """One readable block."""
    low, high = s["ci95"]
    mlow, mhigh = s["margin_ci95"]
    a, b = s["cpu"]["A"], s["cpu"]["B"]
    return (
        f"{s['game']}: {s['a']} vs {s['b']}: {s['pairs']} pairs = {s['deals']} deals; "
        f"A deal win rate {s['win_rate']:.3f} [{low:.3f}, {high:.3f}]; "
        f"margin {s['margin']:+.3f} [{mlow:+.3f}, {mhigh:+.3f}]\n"
        f"  CPU s/decision A {s['a']}: p50 {a['p50']:.4f} p95 {a['p95']:.4f} "
        f"max {a['max']:.3f} ({a['decisions']}); B {s['b']}: p50 {b['p50']:.4f} "
        f"p95 {b['p95']:.4f} max {b['max']:.3f} ({b['decisions']})"
    )


def paired(rows: list[dict[str, Any]], base: list[dict[str, Any]]) -> dict[str, Any]:
    """Side A of ``rows`` against side A of ``base`` on the seeds both played: the mean
    difference per pair of the margin and of the deal win rate, each with a 95 % interval
    over the pairs (the same deals, so most of the deals' own spread cancels)."""

    def rate(scores: list[float]) -> float:
        return sum(1.0 if s > 0 else 0.5 if s == 0 else 0.0 for s in scores) / len(scores)

    theirs = {row["seed"]: row["scores"] for row in base}
    common = [(row["scores"], theirs[row["seed"]]) for row in rows if row["seed"] in theirs]

    def mean_ci(values: list[float]) -> tuple[float, float]:
        if len(values) < 2:
            return (values[0] if values else 0.0), 0.0
        mean = sum(values) / len(values)
        var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
        return mean, 1.96 * math.sqrt(var / len(values))

    margin = mean_ci([(sum(a) - sum(b)) / 2 for a, b in common])
    wins = mean_ci([rate(a) - rate(b) for a, b in common])
    return {"pairs": len(common), "margin": margin, "win_rate": wins}


def format_paired(p: dict[str, Any], base: str) -> str:
    """One readable line."""
    (m, mh), (w, wh) = p["margin"], p["win_rate"]
    return (
        f"  paired with {base} on {p['pairs']} common pairs: margin {m:+.2f} ± {mh:.2f}, "
        f"deal win rate {w:+.3f} ± {wh:.3f}"
    )


def read_log(path: Path) -> list[dict[str, Any]]:
    """The pairs logged in ``path`` (a torn last line is skipped)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game")
    p.add_argument("--a", help="side A (level, baseline, clairvoyant, before-<level>)")
    p.add_argument("--b", help="side B")
    p.add_argument("--pairs", type=int, default=100, help="duplicate pairs (2 deals each)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--first",
        type=int,
        default=0,
        help="start at this pair of the seed's series (split a run or resume it)",
    )
    p.add_argument(
        "--matches",
        action="store_true",
        help="whole matches instead of first deals (two-seat games; Lock & Bet)",
    )
    p.add_argument("--log", type=Path, help="append each pair as a JSON line here")
    p.add_argument(
        "--seconds",
        type=float,
        default=0.0,
        help="stop starting new pairs after this much wall time (0: no limit)",
    )
    p.add_argument("--summary", type=Path, help="only print the figures of this log")
    p.add_argument(
        "--paired",
        type=Path,
        help="with --summary: also side A's difference from this log's side A, "
        "pair by pair on the seeds both logs hold",
    )
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--levels",
        type=Path,
        help="write the run as its level's step into this levels file (levels_file.py; "
        "the app's is cardavia_desktop/engine/levels.json): side A a level, B the one below",
    )
    args = p.parse_args(argv)
    if args.summary:
        rows = read_log(args.summary)
        if not rows:
            p.error("empty log")
        s = summary(rows[0]["game"], (rows[0]["a"], rows[0]["b"]), rows)
        if args.paired:
            base = read_log(args.paired)
            s["paired"] = paired(rows, base) | {"with": base[0]["a"] if base else None}
        print(
            json.dumps(s)
            if args.json
            else format_summary(s)
            + ("\n" + format_paired(s["paired"], s["paired"]["with"]) if args.paired else "")
        )
        return 0
    if not (args.game and args.a and args.b):
        p.error("--game, --a and --b are needed")
    specs = (args.a, args.b)
    if args.levels and levels_file.step_level(args.a, args.b) is None:
        p.error(f"--levels: {args.a} against {args.b} is no step of the ladder")
    commit, clean = levels_file.provenance()
    print(describe(), flush=True)
    rows: list[dict[str, Any]] = []
    start = time.monotonic()
    for index in range(args.first, args.first + args.pairs):
        if args.seconds and time.monotonic() - start > args.seconds:
            break
        seed = pair_seed(args.seed, index)
        times: dict[str, list[float]] = {"A": [], "B": []}
        scores = [
            play_deal(args.game, seed, specs, swapped, times, args.matches)
            for swapped in (False, True)
        ]
        row = {
            "game": args.game,
            "a": specs[0],
            "b": specs[1],
            "seed": seed,
            "scores": scores,
            "times": {k: [round(t, 5) for t in v] for k, v in times.items()},
        }
        rows.append(row)
        if args.log:
            with args.log.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")
    s = summary(args.game, specs, rows)
    print(json.dumps(s) if args.json else format_summary(s))
    if args.levels and rows:
        levels_file.record(
            args.levels,
            s,
            games=list(GAMES),
            unit="matches" if args.matches else "deals",
            command=" ".join(["benchmarks/ladder.py", *(sys.argv[1:] if argv is None else argv)]),
            wall_seconds=time.monotonic() - start,
            commit=commit,
            clean=clean,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
