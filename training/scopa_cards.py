"""Train Scopa's card-location model (issue 38) by self-play: one command, from seeds.

    nice -n 19 .venv/bin/python -m training.scopa_cards --train-deals 2000 --seed 1 \\
        --data /tmp/scopa-cards --jobs 1

1. *Generate*: the first deal of each seed's match, each seat played by a level drawn from
   the seed (greedy, easy, normal, hard: the ladder's bots playing one another). At every
   decision with cards in the stock it keeps the mover's observation and, as the label, the
   opponent's true hand (every other unseen card is in the stock).
2. *Train*: a logistic regression on ``learned.card_features`` of each unseen card, the
   uniform prior ``log(k / (n - k))`` as offset (Newton's method, L2), numpy only here.
3. *Evaluate* on fixed held-out seeds (``EVAL_SEED`` on, whatever ``--seed``): the nats per
   position of the opponent's true hand under the model's hand distribution (what PIMC's worlds
   are drawn from), the per-card log-loss and the top-k accuracy, against uniform and the
   previous model (the committed file).
4. *Write* the weights JSON (with this command, the seeds, sizes and figures) if the new model
   is better on the held-out seeds than the previous one (``--force``: always).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.scopa.ai import BOTS, SearchBot
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.learned import (
    FEATURES,
    WEIGHTS_PATH,
    CardModel,
    HandSampler,
    card_features,
    read_history,
    round_plays,
)
from cardavia_desktop.engine.games.scopa.rules import PACK, codes
from training.cache import cached_records

PLAYERS: dict[str, Callable[[int], Any]] = {
    "greedy": BOTS["greedy"],
    "easy": BOTS["easy"],
    "normal": BOTS["normal"],
    # hard with uniform worlds (as ``BOTS["hard"]``), named here so that the data never depends
    # on the model file even if hard's worlds come to be drawn from it.
    "hard": lambda seed: SearchBot(seed, worlds=64, exact_stock=6, exact_worlds=10),
}
"""The bots that play the self-play deals (each seat's level drawn from the deal's seed)."""
LEVELS = tuple(PLAYERS)
EVAL_SEED = 900_000_000
"""First seed of the held-out deals (the same for every run, so models compare)."""
KEEP = ("seat", "dealer", "hand", "table", "piles", "scope", "last_capturer", "plays", "round")
KEEP += ("opponent_hand_size", "stock_size", "opening_table", "history")

CHUNK = 250
"""Training deals are generated (and cached) in chunks of this many seeds."""

Record = dict[str, Any]


def play_deal(seed: int, pool: tuple[str, ...] = LEVELS) -> list[Record]:
    """Positions of one self-play deal: the mover's observation (trimmed) and the truth."""
    rng = random.Random(f"levels:{seed}")
    levels = [rng.choice(pool), rng.choice(pool)]
    bots = [PLAYERS[levels[s]](seed * 2 + s) for s in range(2)]
    match = new_match("scopa", seed=seed)
    state = match.state
    out: list[Record] = []
    while state.deal_number == 1 and not match.is_over:
        seat = match.current_player
        obs = match.observation(seat)
        if obs["stock_size"] and obs["opponent_hand_size"]:
            opp = state.hands[1 - seat]
            out.append(
                {
                    "obs": {k: obs[k] for k in KEEP},
                    "opp": codes(opp),
                    "opp_level": levels[1 - seat],
                    "seed": seed,
                }
            )
        match.apply(bots[seat].choose(obs, match.legal_actions()))
    return out


def generate(
    first: int, count: int, jobs: int, cache: Path | None, pool: tuple[str, ...] = LEVELS
) -> list[Record]:
    """Positions of the deals of seeds ``first … first + count - 1`` (cached in ``cache``),
    each seat played by a level of ``pool``."""
    tag = "" if pool == LEVELS else "-" + "-".join(pool)
    path = cache / f"deals-{first}-{count}{tag}.jsonl.gz" if cache else None
    return cached_records(path, lambda: play_deals(range(first, first + count), pool, jobs))


def play_deals(seeds: range, pool: tuple[str, ...], jobs: int) -> list[Record]:
    """The records of the deals of ``seeds``, in ``jobs`` processes."""
    if jobs > 1:
        with multiprocessing.Pool(jobs) as workers:
            chunks = workers.map(partial(play_deal, pool=pool), seeds, chunksize=8)
    else:
        chunks = [play_deal(s, pool) for s in seeds]
    return [r for chunk in chunks for r in chunk]


def featurize(records: list[Record]) -> dict[str, np.ndarray]:
    """Rows of every unseen card of every informative position (the opponent has played this
    round): features, label (in the opponent's hand), offset (uniform log-odds), position id."""
    xs: list[list[float]] = []
    ys: list[float] = []
    offsets: list[float] = []
    groups: list[int] = []
    for gid, rec in enumerate(records):
        obs = rec["obs"]
        plays, style = read_history(obs)
        if not plays:
            continue
        know = Knowledge(obs)
        opp = set(rec["opp"])
        cards = _unseen_cards(know)
        k, n = know.opp_size, len(cards)
        if not 0 < k < n:
            continue
        offset = math.log(k / (n - k))
        for card, code in cards:
            xs.append(card_features(card, plays, style))
            ys.append(1.0 if code in opp else 0.0)
            offsets.append(offset)
            groups.append(gid)
    return {
        "x": np.array(xs, dtype=float).reshape(-1, len(FEATURES)),
        "y": np.array(ys),
        "offset": np.array(offsets),
        "group": np.array(groups, dtype=int),
    }


def _unseen_cards(know: Knowledge) -> list[tuple[int, str]]:
    return [(c, PACK.codes[c]) for c in iter_bits(know.unseen)]


def fit(data: dict[str, np.ndarray], l2: float = 1.0, steps: int = 30) -> dict[str, float]:
    """Logistic regression with offset by Newton's method; L2 ``l2`` on every weight."""
    x, y, off = data["x"], data["y"], data["offset"]
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(off + x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {name: round(float(v), 6) for name, v in zip(FEATURES, w, strict=True)}


def evaluate(model: CardModel, records: list[Record]) -> dict[str, float]:
    """Held-out figures of ``model`` on the informative positions of ``records``: nats per
    position of the true hand (model and uniform), per-card log-loss, top-k accuracy."""
    nats = uni_nats = loss = uni_loss = hits = uni_hits = 0.0
    positions = cards_total = picks = 0
    for rec in records:
        obs = rec["obs"]
        if not round_plays(obs):
            continue
        know = Knowledge(obs)
        cards = _unseen_cards(know)
        k, n = know.opp_size, len(cards)
        if not 0 < k < n:
            continue
        sampler = HandSampler(know, model.log_odds(obs, [c for c, _ in cards]))
        probs = sampler.marginals()
        truth = [code in rec["opp"] for _, code in cards]
        odds = sampler.odds
        nats -= sum(math.log(w) for w, t in zip(odds, truth, strict=True) if t)
        nats += math.log(sampler.suffix[0][k])
        uni_nats += math.log(math.comb(n, k))
        q = k / n
        for p, t in zip(probs, truth, strict=True):
            p = min(max(p, 1e-9), 1 - 1e-9)
            loss -= math.log(p if t else 1 - p)
            uni_loss -= math.log(q if t else 1 - q)
        top = sorted(range(n), key=lambda i: -probs[i])[:k]
        hits += sum(truth[i] for i in top)
        uni_hits += k * k / n
        positions += 1
        cards_total += n
        picks += k
    return {
        "positions": positions,
        "nats_per_position": nats / positions,
        "uniform_nats_per_position": uni_nats / positions,
        "log_loss_per_card": loss / cards_total,
        "uniform_log_loss_per_card": uni_loss / cards_total,
        "top_k_accuracy": hits / picks,
        "uniform_top_k_accuracy": uni_hits / picks,
    }


def learning_curve(train: list[Record], held: list[Record], l2: float, folder: Path) -> None:
    """Fit on the deals of the first 1, 2, 4, … chunks; write ``curve-<deals>.json`` each."""
    folder.mkdir(parents=True, exist_ok=True)
    deals = sorted({r["seed"] for r in train})
    size = CHUNK
    while size <= len(deals):
        seeds = set(deals[:size])
        part = [r for r in train if r["seed"] in seeds]
        started = time.time()
        weights = fit(featurize(part), l2=l2)
        figures = evaluate(CardModel(weights), held)
        row = {"train_deals": size, "train_positions": len(part), "seconds": time.time() - started}
        row["held_out"] = figures
        print("curve:", json.dumps(row))
        (folder / f"curve-{size}.json").write_text(json.dumps({**row, "weights": weights}))
        size *= 2


def main(argv: list[str] | None = None) -> int:
    """Generate, train, evaluate against the previous model, write the weights."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--train-deals", type=int, default=2000)
    p.add_argument("--eval-deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=1, help="training deals: seeds seed*10^6 on")
    p.add_argument("--l2", type=float, default=1.0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--data", type=Path, help="cache the generated positions in this folder")
    p.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    p.add_argument("--previous", type=Path, default=WEIGHTS_PATH)
    p.add_argument("--force", action="store_true", help="write even if not better")
    p.add_argument(
        "--opponents",
        default=",".join(LEVELS),
        help="fit only on positions whose opponent played one of these levels (an ablation)",
    )
    p.add_argument(
        "--curve",
        type=Path,
        help="also fit on the first 1, 2, 4, … chunks of the training deals and write each "
        "model's weights and held-out figures here (a learning curve)",
    )
    args = p.parse_args(argv)
    start = time.time()
    first = args.seed * 1_000_000
    train = [  # in chunks of CHUNK deals, each cached: a bigger run reuses a smaller one's
        record
        for at in range(0, args.train_deals, CHUNK)
        for record in generate(first + at, min(CHUNK, args.train_deals - at), args.jobs, args.data)
    ]
    held = generate(EVAL_SEED, args.eval_deals, args.jobs, args.data)
    generated = time.time() - start
    opponents = set(args.opponents.split(","))
    train = [r for r in train if r["opp_level"] in opponents]
    if args.curve:
        learning_curve(train, held, args.l2, args.curve)
    data = featurize(train)
    weights = fit(data, l2=args.l2)
    trained = time.time() - start - generated
    model = CardModel(weights)
    figures = evaluate(model, held)
    print(f"generated {len(train)} + {len(held)} positions in {generated:.0f} s; ", end="")
    print(f"{len(data['y'])} card rows, trained in {trained:.1f} s")
    print("new:      ", json.dumps(figures))
    previous = None
    if args.previous.exists():
        previous = evaluate(CardModel.load(args.previous), held)
        print("previous: ", json.dumps(previous))
    better = previous is None or figures["nats_per_position"] < previous["nats_per_position"]
    if better or args.force:
        out = {
            "model": "scopa card location: logistic odds of an unseen card in the opponent's hand",
            "command": "python -m training.scopa_cards " + " ".join(sys.argv[1:] or argv or []),
            "seed": args.seed,
            "train_deals": args.train_deals,
            "opponents": [level for level in LEVELS if level in opponents],
            "train_positions": len(train),
            "train_card_rows": len(data["y"]),
            "eval_seed": EVAL_SEED,
            "eval_deals": args.eval_deals,
            "held_out": {k: round(v, 6) for k, v in figures.items()},
            "weights": weights,
        }
        args.out.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")
    else:
        print("not better than the previous model on the held-out deals: not written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
