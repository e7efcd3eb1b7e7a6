"""Scopa against an independent public bot (issue 38): our levels on duplicate deals against
the PIMC bot of Tartaluca21/scopa-engine (MIT licence), which we do not ship.

That bot (``search.pimc.pimc_decide``) samples worlds of the hidden cards (the opponent's hand
and the stock) from its seat's view, runs a negamax alpha-beta with a transposition table to a
depth cap in each world, cuts off with a linear heuristic leaf (cards, diamonds, settebello,
primiera, scope), and plays the move with the best mean margin. Its repository deploys it at
12 worlds and depth 5 with uniform leaf weights (``botconfig.py``); those are the defaults here.

Its code is imported from a checkout given with ``--bot-path`` (the folder holding its
``engine/``, ``search/`` and ``cognitive/`` packages; it needs numpy)::

    git clone https://github.com/Tartaluca21/scopa-engine /tmp/scopa-engine

What the bot is told (``translate``): only ``observation(seat)`` of its seat: its hand, the
table, both capture piles, the scope and the last capturer. Its engine wants a full state, so
the opponent's hand and the stock are filled by a uniform random deal of the unseen cards,
seeded from the bot's seed and the observation (``decision_rng``); the bot re-deals those
same cards in every world it samples anyway. Our engine is the referee: the bot's move is
mapped back to one of our legal actions (``to_action``); if it names none (a rules variant),
the first of our legal actions with the same card is played, else our first legal action, and
the pair's log line counts it (``fallbacks``). The rules agree (single-card captures first,
else any sum; no scopa on the deal's last play; leftovers to the last capturer), so none is
expected. Its own scoring counts primiera without our missing-suit rule: that is its
evaluation, not the referee.

Pairs, seeds, seat swaps and figures are ``ladder.py``'s (``play_deal``, ``pair_seed``,
``summary``); the log is ``ladder.py``'s format (``ladder.py --summary LOG`` reads it) plus
``fallbacks`` per pair. Decision time is process CPU per decision, translation included.

    nice -n 19 .venv/bin/python benchmarks/independent_scopa.py --bot-path /tmp/scopa-engine \\
        --a hard --pairs 400 --seed 41 --log /tmp/h-indep/hard-indep.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ladder
from machine_speed import describe

from cardavia_desktop.engine.bots import decision_rng

INDEPENDENT = "independent"
"""The side name of the third-party bot in the log and the summary."""
SUITS = "DHCS"
"""Our suit letters; their suit index is the same position (Denari, Coppe, Bastoni, Spade)."""
RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
"""Our rank letters; capture value = position + 1 in both engines."""
SEED_RECIPE = "digest"


def their_card(code: str) -> int:
    """Their index (``suit * 10 + value - 1``) of our card code, e.g. ``"D7"`` -> 6."""
    return SUITS.index(code[0]) * 10 + RANKS.index(code[1:])


def our_code(index: int) -> str:
    """Our code of their card index."""
    return SUITS[index // 10] + RANKS[index % 10]


@dataclass
class Translation:
    """A full deal state in their card indices, built from one seat's observation only."""

    seat: int
    table: list[int]
    hands: list[list[int]]
    piles: list[list[int]]
    deck: list[int]
    scope: list[int]
    last_capturer: int
    filled: set[int] = field(default_factory=set)
    """The unseen cards dealt at random into the opponent's hand and the stock."""


def translate(observation: dict[str, Any], rng: random.Random) -> Translation:
    """The seat's observation as their state: the opponent's hand and the stock are a uniform
    random deal (``rng``) of the cards this seat has not seen."""
    seat = observation["seat"]
    hand = [their_card(c) for c in observation["hand"]]
    table = [their_card(c) for c in observation["table"]]
    piles = [[their_card(c) for c in pile] for pile in observation["piles"]]
    seen = set(hand) | set(table) | set(piles[0]) | set(piles[1])
    unseen = sorted(set(range(40)) - seen)
    size = observation["opponent_hand_size"]
    if len(unseen) != size + observation["stock_size"]:
        raise ValueError("observation does not account for every card")
    rng.shuffle(unseen)
    hands: list[list[int]] = [[], []]
    hands[seat], hands[1 - seat] = hand, sorted(unseen[:size])
    last = observation["last_capturer"]
    return Translation(
        seat,
        table,
        hands,
        piles,
        sorted(unseen[size:]),
        list(observation["scope"]),
        -1 if last is None else last,
        set(unseen),
    )


def to_action(card: int, captured: list[int], legal: list[str]) -> str | None:
    """Our legal action string naming their move, or ``None`` when none does."""
    want = (our_code(card), sorted(our_code(c) for c in captured))
    for action in legal:
        parts = action.split(":")
        if (parts[1], sorted(parts[2].split(",")) if len(parts) == 3 else []) == want:
            return action
    return None


def fallback(card: int, legal: list[str]) -> str:
    """The action played when their move is not legal for us: the same card, else the first."""
    same = [a for a in legal if a.split(":")[1] == our_code(card)]
    return (same or legal)[0]


@dataclass
class BotApi:
    """The third-party pieces the adapter uses, loaded from a checkout."""

    ScopaEngine: Any
    Zone: Any
    HAND_ZONES: Any
    PRESE_ZONES: Any
    PimcConfig: Any
    SearchConfig: Any
    Weights: Any
    pimc_decide: Any
    np: Any


def load_api(path: Path) -> BotApi:
    """Import the bot from its checkout ``path``."""
    if not (path / "search" / "pimc.py").is_file():
        raise SystemExit(f"{path} holds no search/pimc.py: give the scopa-engine checkout")
    sys.path.insert(0, str(path))
    import numpy as np

    zobrist = importlib.import_module("engine.zobrist")
    if not hasattr(zobrist, "ZOBRIST_INTS"):  # older zobrist.py beside a newer core.py
        ints = {
            "ZOBRIST_INTS": [[int(k) for k in row] for row in zobrist.ZOBRIST],
            "TURN_KEY_INTS": [int(k) for k in zobrist.TURN_KEYS],
            "SCOPA_KEY_INTS": [[int(k) for k in row] for row in zobrist.SCOPA_KEYS],
        }
        for name, table in ints.items():  # the same keys as Python ints, as core.py wants
            setattr(zobrist, name, table)
    cards = importlib.import_module("engine.cards")
    core = importlib.import_module("engine.core")
    heuristic = importlib.import_module("engine.heuristic")
    alphabeta = importlib.import_module("search.alphabeta")
    pimc = importlib.import_module("search.pimc")
    return BotApi(
        core.ScopaEngine,
        cards.Zone,
        cards.HAND_ZONES,
        cards.PRESE_ZONES,
        pimc.PimcConfig,
        alphabeta.SearchConfig,
        heuristic.Weights,
        pimc.pimc_decide,
        np,
    )


class IndependentBot:
    """Our bot contract (``choose(observation, legal_actions)``) around their PIMC bot."""

    def __init__(self, seed: int, api: BotApi, worlds: int = 12, depth: int = 5) -> None:
        self.seed = seed
        self.api = api
        self.config = api.PimcConfig(
            n_worlds=worlds, search=api.SearchConfig(max_depth=depth, weights=api.Weights())
        )
        self.fallbacks = 0

    def engine_state(self, t: Translation) -> Any:
        """Their engine holding the translated state, the seat to move."""
        api = self.api
        engine = api.ScopaEngine()
        engine.state.fill(0)
        zones = [(api.Zone.MAZZO, t.deck), (api.Zone.TAVOLO, t.table)]
        zones += [(api.HAND_ZONES[s], t.hands[s]) for s in (0, 1)]
        zones += [(api.PRESE_ZONES[s], t.piles[s]) for s in (0, 1)]
        for zone, cards in zones:
            for card in cards:
                engine.state[zone, card] = 1
        engine.current_player = t.seat
        engine.last_capturer = t.last_capturer
        engine.scopa_counts = api.np.array(t.scope, dtype=api.np.int64)
        engine.rehash()
        return engine

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """Their move for this observation, as one of our legal actions."""
        rng = decision_rng(self.seed, observation, legal_actions, SEED_RECIPE)
        t = translate(observation, rng)
        engine = self.engine_state(t)
        generator = self.api.np.random.default_rng(rng.getrandbits(64))
        card, captured = self.api.pimc_decide(engine, t.seat, self.config, generator)
        action = to_action(int(card), [int(c) for c in captured], legal_actions)
        if action is None:
            self.fallbacks += 1
            return fallback(int(card), legal_actions)
        return action


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Play the pairs, appending each to the log; the rows."""
    api = load_api(args.bot_path)
    specs = (args.a, INDEPENDENT)
    built: list[IndependentBot] = []

    def factory(game: str, spec: str, seed: int) -> Any:
        if spec != INDEPENDENT:
            return ladder.make_bot(game, spec, seed)
        bot = IndependentBot(seed, api, args.worlds, args.depth)
        built.append(bot)
        return bot

    rows = []
    for index in range(args.first, args.first + args.pairs):
        seed = ladder.pair_seed(args.seed, index)
        times: dict[str, list[float]] = {"A": [], "B": []}
        built.clear()
        scores = [
            ladder.play_deal("scopa", seed, specs, swapped, times, factory=factory)
            for swapped in (False, True)
        ]
        row = {
            "game": "scopa",
            "a": specs[0],
            "b": f"{INDEPENDENT}:worlds={args.worlds},depth={args.depth}",
            "seed": seed,
            "scores": scores,
            "times": {k: [round(t, 5) for t in v] for k, v in times.items()},
            "fallbacks": sum(bot.fallbacks for bot in built),
        }
        rows.append(row)
        if args.log:
            with args.log.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")
    return rows


def report(rows: list[dict[str, Any]]) -> str:
    """``ladder.py``'s summary of the rows, and the fallbacks."""
    if not rows:
        return "no pairs played"
    s = ladder.summary("scopa", (rows[0]["a"], rows[0]["b"]), rows)
    fallbacks = sum(r.get("fallbacks", 0) for r in rows)
    decisions = s["cpu"]["B"]["decisions"]
    return (
        ladder.format_summary(s)
        + f"\n  fallbacks (their move not legal for us): {fallbacks} of {decisions} decisions"
    )


def digest(path: Path) -> str:
    """A short digest of the checkout's Python files (which code was measured)."""
    h = hashlib.sha256()
    for file in sorted(path.rglob("*.py")):
        h.update(file.relative_to(path).as_posix().encode() + b"\0" + file.read_bytes())
    return h.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bot-path", type=Path, help="checkout of Tartaluca21/scopa-engine")
    p.add_argument("--a", default="hard", help="our side: a level or a ladder.py bot spec")
    p.add_argument("--pairs", type=int, default=20, help="duplicate pairs (2 deals each)")
    p.add_argument("--seed", type=int, default=41)
    p.add_argument("--first", type=int, default=0, help="start at this pair of the series")
    p.add_argument("--worlds", type=int, default=12, help="their sampled worlds (deployed: 12)")
    p.add_argument("--depth", type=int, default=5, help="their alpha-beta depth (deployed: 5)")
    p.add_argument("--log", type=Path, help="append each pair as a JSON line here")
    p.add_argument("--summary", type=Path, help="only print the figures of this log")
    args = p.parse_args(argv)
    if args.summary:
        print(report(ladder.read_log(args.summary)))
        return 0
    if not args.bot_path:
        p.error("--bot-path is needed")
    print(describe(), f"bot code {digest(args.bot_path)}", flush=True)
    start = time.monotonic()
    rows = run(args)
    print(report(rows), f"\n  wall {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
