"""Train Piedicavallo's card-location model (issue 38) by self-play: one command, from seeds.

    nice -n 19 .venv/bin/python -m training.piedicavallo_cards --train-deals 400 --seed 1 \\
        --data /tmp/pdc-cards

1. *Generate*: the deal of each seed, each seat played by a level drawn from the seed
   (heuristic, normal, easy: the fast bots of the ladder playing one another). The deal is
   kept as its seed, levels and actions (it is replayed to read positions).
2. *Positions*: every ``STRIDE``-th decision of the play phase from the second trick on, the
   mover's observation, and as labels where each hidden card really is (a seat or the discard).
3. *Train*: a conditional logit over each hidden card's possible places on
   ``learned.card_features``, the places' sizes as offset (Newton's method, L2), numpy only.
4. *Evaluate* on fixed held-out seeds (``EVAL_SEED`` on, whatever ``--seed``): log-loss per
   hidden card and the share of cards whose likeliest place is right, against the size prior
   ("uniform") and the previous model (the committed file).
5. *Write* the weights JSON (with this command, the seeds, sizes and figures) if the new model
   is better on the held-out seeds than the previous one (``--force``: always).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge
from cardavia_desktop.engine.games.piedicavallo.learned import (
    DISCARD,
    FEATURES,
    WEIGHTS_PATH,
    CardModel,
    card_features,
    place_size,
)
from training.cache import cached_records

LEVELS = ("heuristic", "normal", "easy")
"""The bots that play the self-play deals (each seat's level drawn from the deal's seed)."""
EVAL_SEED = 900_000_000
"""First seed of the held-out deals (the same for every run, so models compare)."""
STRIDE = 4
"""A position is read at every STRIDE-th decision of the play phase (trick 2 on)."""
CHUNK = 100
"""Training deals are generated (and cached) in chunks of this many seeds."""

Record = dict[str, Any]
Rows = dict[str, np.ndarray]


def play_deal(seed: int, pool: tuple[str, ...] = LEVELS) -> Record:
    """One self-play deal: its seed, the seats' levels and every action."""
    rng = random.Random(f"levels:{seed}")
    levels = [rng.choice(pool) for _ in range(4)]
    bots = [BOTS[levels[s]](seed * 4 + s) for s in range(4)]
    match = new_match("piedicavallo", seed=seed)
    actions: list[str] = []
    while not match.is_over:
        seat = match.current_player
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        actions.append(action)
        match.apply(action)
    return {"seed": seed, "levels": levels, "actions": actions}


def positions(record: Record) -> list[tuple[Knowledge, dict[int, int]]]:
    """The positions of a deal: the mover's knowledge and the true place of each hidden card."""
    match = new_match("piedicavallo", seed=record["seed"])
    out = []
    decision = 0
    for action in record["actions"]:
        state = match.state
        seat = match.current_player
        if state.phase == "play" and len(state.tricks) >= 1:
            decision += 1
            if decision % STRIDE == 0:
                know = Knowledge.from_observation(match.observation(seat))
                truth = {}
                for s in range(4):
                    for card in iter_bits(state.hands[s]):
                        truth[card] = s
                for card in iter_bits(state.discard):
                    truth[card] = DISCARD
                hidden = know.hidden()
                out.append((know, {c: truth[c] for c in iter_bits(hidden)}))
        match.apply(action)
    return out


def generate(first: int, count: int, cache: Path | None) -> list[Record]:
    """The deals of seeds ``first … first + count - 1`` (cached in ``cache``)."""
    path = cache / f"pdc-deals-{first}-{count}.jsonl.gz" if cache else None
    return cached_records(path, lambda: [play_deal(s) for s in range(first, first + count)])


def featurize(records: list[Record]) -> Rows:
    """One row per hidden card with two or more possible places: features ``x`` (cards ×
    5 places × features), log prior ``offset`` (−inf where impossible), true place ``y``."""
    xs: list[np.ndarray] = []
    offs: list[np.ndarray] = []
    ys: list[int] = []
    deals: list[int] = []
    n = len(FEATURES)
    for record in records:
        for know, truth in positions(record):
            feats = card_features(know, list(truth))
            for card, place in truth.items():
                by_place = feats[card]
                if len(by_place) < 2 or place not in by_place:
                    continue
                x = np.zeros((5, n))
                off = np.full(5, -np.inf)
                for p, row in by_place.items():
                    x[p] = row
                    off[p] = math.log(max(place_size(know, card, p), 1e-9))
                xs.append(x)
                offs.append(off)
                ys.append(place)
                deals.append(record["seed"])
    return {
        "x": np.array(xs).reshape(-1, 5, n),
        "offset": np.array(offs).reshape(-1, 5),
        "y": np.array(ys, dtype=int),
        "deal": np.array(deals, dtype=int),
    }


def _probs(data: Rows, w: np.ndarray) -> np.ndarray:
    z = data["offset"] + data["x"] @ w
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit(data: Rows, l2: float = 1.0, steps: int = 30) -> dict[str, float]:
    """The conditional logit by Newton's method; L2 ``l2`` on every weight."""
    x, y = data["x"], data["y"]
    rows = np.arange(len(y))
    w = np.zeros(x.shape[2])
    for _ in range(steps):
        p = _probs(data, w)
        mean = np.einsum("nl,nlf->nf", p, x)
        grad = (mean - x[rows, y]).sum(axis=0) + l2 * w
        second = np.einsum("nl,nlf,nlg->fg", p, x, x) - mean.T @ mean
        step = np.linalg.solve(second + l2 * np.eye(len(w)), grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {name: round(float(v), 6) for name, v in zip(FEATURES, w, strict=True)}


def evaluate(weights: dict[str, float], data: Rows) -> dict[str, float]:
    """Held-out figures: log-loss per hidden card and the share whose likeliest place is right,
    for the model and for the size prior alone."""
    w = np.array(CardModel(weights).weights)
    rows = np.arange(len(data["y"]))
    out: dict[str, float] = {"cards": len(rows), "deals": len(set(data["deal"].tolist()))}
    for name, vec in (("model", w), ("uniform", np.zeros_like(w))):
        p = _probs(data, vec)
        out[f"{name}_log_loss"] = float(-np.log(np.maximum(p[rows, data["y"]], 1e-12)).mean())
        out[f"{name}_accuracy"] = float((p.argmax(axis=1) == data["y"]).mean())
    return out


WORLD_VARIANTS: dict[str, dict[str, Any]] = {
    "uniform": {},
    "inference": {"model_noise": 0.25, "pool": 4},
    "learned": {"pool": 4, "card_model": True},
    "inference+learned": {"model_noise": 0.25, "pool": 4, "card_model": True},
}
"""The ways of drawing PIMC's worlds compared by ``world_accuracy`` (``PimcBot`` keywords)."""


def world_accuracy(
    records: list[Record], model: Path, worlds: int = 16, limit: int = 200
) -> dict[str, float]:
    """The share of hidden cards each way of drawing worlds puts in the right place, over the
    drawn worlds of up to ``limit`` positions of ``records`` (the figure of
    docs/games/piedicavallo.md, "Inference from play")."""
    from cardavia_desktop.engine.games.piedicavallo.ai import PimcBot

    hits = dict.fromkeys(WORLD_VARIANTS, 0.0)
    total = 0
    seen = 0
    for record in records:
        for know, truth in positions(record):
            if seen >= limit:
                break
            seen += 1
            for name, kwargs in WORLD_VARIANTS.items():
                if kwargs.get("card_model"):
                    kwargs = {**kwargs, "card_model": str(model)}
                bot = PimcBot(record["seed"], **kwargs)
                rng = random.Random(f"worlds:{record['seed']}:{seen}")
                drawn = bot._weighted_worlds(know, worlds, rng)
                for (hands, discard), copies in drawn:
                    where = {}
                    for s in range(4):
                        for card in iter_bits(hands[s]):
                            where[card] = s
                    for card in iter_bits(discard):
                        where[card] = DISCARD
                    hits[name] += copies * sum(where.get(c) == p for c, p in truth.items())
                know.adaptive = False  # the next variant starts from the same knowledge
                know.rejection_failed = False
                know.plans.clear()
            total += worlds * len(truth)
    return {name: v / total for name, v in hits.items()} | {"positions": seen}


def main(argv: list[str] | None = None) -> int:
    """Generate, train, evaluate against the previous model, write the weights."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--train-deals", type=int, default=400)
    p.add_argument("--eval-deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1, help="training deals: seeds seed*10^6 on")
    p.add_argument("--l2", type=float, default=1.0)
    p.add_argument("--data", type=Path, help="cache the generated deals in this folder")
    p.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    p.add_argument("--previous", type=Path, default=WEIGHTS_PATH)
    p.add_argument("--force", action="store_true", help="write even if not better")
    p.add_argument("--curve", action="store_true", help="also fit on the first 1, 2, 4, … chunks")
    p.add_argument(
        "--worlds",
        type=int,
        default=0,
        help="also compare how many hidden cards each way of drawing PIMC's worlds puts right "
        "on this many held-out positions (with the weights written, or --out)",
    )
    args = p.parse_args(argv)
    start = time.time()
    first = args.seed * 1_000_000
    train = [
        r
        for at in range(0, args.train_deals, CHUNK)
        for r in generate(first + at, min(CHUNK, args.train_deals - at), args.data)
    ]
    held_deals = generate(EVAL_SEED, args.eval_deals, args.data)
    generated = time.time() - start
    data = featurize(train)
    held = featurize(held_deals)
    featurized = time.time() - start - generated
    print(f"generated {len(train)} + {len(held_deals)} deals in {generated:.0f} s; ", end="")
    print(f"{len(data['y'])} + {len(held['y'])} card rows in {featurized:.0f} s", flush=True)
    if args.curve:
        size = CHUNK
        while size < args.train_deals:
            keep = data["deal"] < first + size
            part = {k: v[keep] for k, v in data.items()}
            row = {"train_deals": size, "card_rows": int(keep.sum())}
            row["held_out"] = evaluate(fit(part, l2=args.l2), held)
            print("curve:", json.dumps(row), flush=True)
            size *= 2
    weights = fit(data, l2=args.l2)
    figures = evaluate(weights, held)
    print("new:      ", json.dumps(figures))
    previous = None
    if args.previous.exists():
        previous = evaluate(CardModel.load(args.previous).meta["weights"], held)
        print("previous: ", json.dumps(previous))
    better = previous is None or figures["model_log_loss"] < previous["model_log_loss"]
    if better or args.force:
        out = {
            "model": "piedicavallo card location: conditional logit of a hidden card's place",
            "command": "python -m training.piedicavallo_cards "
            + " ".join(sys.argv[1:] or argv or []),
            "seed": args.seed,
            "levels": list(LEVELS),
            "train_deals": args.train_deals,
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
    if args.worlds:
        figures = world_accuracy(held_deals, args.out, limit=args.worlds)
        print("worlds:   ", json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
