"""Hard's CPU on fixed positions, this tree against another checkout: same choices, how fast.

    .venv/bin/python benchmarks/search_speed.py --against /tmp/base [--games piedicavallo]
        [--positions 60] [--runs 3]

The positions are the decisions of seeded normal-against-normal deals (every position with
more than one legal action, from seed 0 on). Each run starts a fresh process per tree, the
trees interleaved run by run, and times hard's ``choose`` on every position (bot seed = the
position's index) as process CPU time. It prints each run, the median CPU per tree and the
ratio, and whether the two trees chose the same action at every position — a speed-up of the
search must not change a single choice (``same seed → same move``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORKER = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
game, count = sys.argv[2], int(sys.argv[3])
positions, seed = [], 0
while len(positions) < count:
    match = new_match(game, seed=seed)
    bots = [create_ai(game, "normal", seed=seed * 8 + s) for s in range(match.players)]
    while not match.is_over:
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        if len(legal) > 1:
            positions.append((observation, legal))
        match.apply(bots[seat].choose(observation, legal))
    seed += 1
positions = positions[:count]
choices, start = [], time.process_time()
for index, (observation, legal) in enumerate(positions):
    choices.append(create_ai(game, "hard", seed=index).choose(observation, legal))
print(json.dumps({"cpu": time.process_time() - start, "choices": choices}))
"""


def run(tree: Path, game: str, count: int) -> dict:
    """One fresh process of ``tree``: its CPU over the positions and its choices."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", WORKER, str(tree), game, str(count)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return json.loads(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, required=True, help="the other checkout")
    parser.add_argument("--games", default="piedicavallo,minchiate")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    trees = {"this tree": ROOT, "against": args.against.resolve()}
    print(
        f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
        f"{args.positions} positions per game, {args.runs} interleaved runs, "
        f"{time.strftime('%H:%M UTC', time.gmtime())}"
    )
    print("| game | run | this tree CPU s | against CPU s |\n|---|---|---|---|")
    summary = []
    for game in args.games.split(","):
        cpu: dict[str, list[float]] = {name: [] for name in trees}
        choices: dict[str, list[str]] = {}
        for index in range(args.runs):
            for name, tree in trees.items():
                result = run(tree, game, args.positions)
                cpu[name].append(result["cpu"])
                choices.setdefault(name, result["choices"])
            print(
                f"| {game} | {index + 1} | {cpu['this tree'][-1]:.2f} | {cpu['against'][-1]:.2f} |"
            )
        same = sum(a == b for a, b in zip(choices["this tree"], choices["against"], strict=True))
        mine, theirs = (statistics.median(cpu[name]) for name in trees)
        summary.append(
            f"{game}: median CPU {mine:.2f} s against {theirs:.2f} s "
            f"({theirs / mine:.2f}x faster); same choice at {same} of "
            f"{args.positions} positions"
        )
    print("\n".join(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
