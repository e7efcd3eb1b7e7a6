"""Same moves on fixed seeds: a digest of every bot's decisions and the hint's ranked values.

Plays, for every game and every bot name in its ``BOTS`` (levels and baselines), a few matches
from fixed seeds with that bot in every seat, recording each decision; then ranks some of the
positions met with the ``hard`` level (the hint) and the other levels that rank. Prints a table
(decisions per game and bot, a digest each) and one overall digest: a refactoring that claims
"behaviour unchanged" must leave the overall digest equal (issue 34).

    .venv/bin/python benchmarks/same_moves.py [--quick] [--json out.json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from typing import Any

from cardavia_desktop.engine.ai import LEVELS, bot_names, create_ai
from cardavia_desktop.engine.match import new_match
from cardavia_desktop.engine.registry import GAMES

SEEDS = (1, 2, 3)
"""Match seeds; each bot gets seat seeds derived from them."""
CAP = {"easy": 400, "normal": 400, "hard": 40}
"""Decisions per match at most (searching levels are slow; baselines use the levels' cap)."""
RANKED_POSITIONS = 4
"""Positions per game (met by the ``normal`` bots) ranked by every level."""


def _digest(items: list[Any]) -> str:
    text = json.dumps(items, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(game: str, level: str, seed: int, cap: int) -> tuple[list[Any], list[Any]]:
    """The decisions of ``level`` in every seat of match ``seed`` (at most ``cap``), and the
    positions (observation, legal actions) met on the way."""
    match = new_match(game, seed)
    bots = [create_ai(game, level, seed * 10 + seat) for seat in range(match.players)]
    moves: list[Any] = []
    positions: list[Any] = []
    while not match.is_over and len(moves) < cap:
        seat = match.current_player
        assert seat is not None
        legal = match.legal_actions()
        observation = match.observation(seat)
        action = bots[seat].choose(observation, legal)
        if len(legal) > 1:
            positions.append((observation, legal))
        moves.append([seat, action])
        match.apply(action)
    return moves, positions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one seed, fewer decisions")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--json", help="write the table to this file")
    args = parser.parse_args(argv)
    seeds = SEEDS[:1] if args.quick else SEEDS
    rows: list[dict[str, Any]] = []
    everything: list[Any] = []
    for game in args.games.split(","):
        picked: list[Any] = []
        for name in bot_names(game):
            cap = CAP.get(name, CAP["normal"])
            if args.quick:
                cap = min(cap, 20)
            started = time.perf_counter()
            decisions: list[Any] = []
            for seed in seeds:
                moves, positions = play(game, name, seed, cap)
                decisions.append(moves)
                if name == "normal":
                    step = max(1, len(positions) // RANKED_POSITIONS)
                    picked.extend(positions[::step][:RANKED_POSITIONS])
            count = sum(len(m) for m in decisions)
            rows.append(
                {
                    "game": game,
                    "bot": name,
                    "decisions": count,
                    "digest": _digest(decisions),
                    "seconds": round(time.perf_counter() - started, 1),
                }
            )
            everything.append([game, name, decisions])
        ranks: list[Any] = []
        for level in LEVELS:
            bot = create_ai(game, level, 7)
            for observation, legal in picked[: RANKED_POSITIONS * (1 if args.quick else 2)]:
                ranks.append([level, [[a, round(v, 9)] for a, v in bot.rank(observation, legal)]])
        rows.append(
            {
                "game": game,
                "bot": "rank (3 levels)",
                "decisions": len(ranks),
                "digest": _digest(ranks),
            }
        )
        everything.append([game, "rank", ranks])
    width = max(len(r["bot"]) for r in rows)
    for row in rows:
        print(
            f"{row['game']:<13} {row['bot']:<{width}} {row['decisions']:>6}  {row['digest']}"
            f"  {row.get('seconds', '')}"
        )
    total = _digest(everything)
    print(f"decisions compared: {sum(r['decisions'] for r in rows)}; overall digest {total}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"rows": rows, "digest": total}, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
