"""Lock & Bet bots: baselines (random, always-call, equity) and levels (easy, normal, hard).

Every bot decides only from ``observation(seat)`` and the legal actions: the unseen pool is
the shoe minus the public discard pile, the opponent's range comes from its UP/DOWN signal.
Randomness comes from a ``random.Random`` seeded with the bot's seed *and* a digest of the
observation, so the same observation and seed always give the same choice.

``hard`` plays the CFR+ solution (``solver.py``) of the one-deal game built from the real
card counts, signals and stacks, with a bet-size abstraction (½ pot, pot and all-in bets, pot
and all-in raises). When the opponent bets or raises a size the tree does not hold, the
betting that follows it is re-solved as a subgame against both ranges at that point, each
bettor type kept to what the tree's own actions gave it (safe subgame re-solving,
``solver.resolve_line``, cached): an off-tree size gains the bettor nothing over the tree's
sizes, rather than being mapped to a nearby one.
``normal`` is the equity player (bets its win chance, calls on pot odds, never bluffs: a club
player), ``easy`` a cautious equity player with careless moves. Issue 19's ladder: two
equilibria barely beat each other (the solver at a coarser abstraction, the old ``normal``,
still won 0.43 of its matches against ``hard``), so ``normal`` is the exploitable equity player
``hard`` beats in about 0.7 of the matches (``benchmarks/ladder.py --matches``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from ...bots import SeededBot, random_bot
from ...search.budget import SearchAborted
from ...search.cfr import Decision, action_values
from ...search.ranking import ranked
from .model import Round, betting_actions, round_from_observation
from .rules import CARD_RANK, NUM_RANKS, OUTCOME, PACK, is_up
from .solver import (
    HARD,
    NORMAL,
    Abstraction,
    BetInfo,
    DealSolution,
    Kind,
    LineSolution,
    hand_types,
    resolve_line,
    solve_deal,
    unseen_counts,
)

SEED_RECIPE = "sha256"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): this game's own."""

Observation = dict[str, Any]


def _rank(code: str) -> int:
    return CARD_RANK[PACK.index(code)]


def my_cards(obs: Observation) -> list[str]:
    """The observing seat's current cards (held and locked)."""
    return list(obs["hand"]) + ([obs["locked_card"]] if obs["locked_card"] else [])


def role_order(obs: Observation, values: list[Any]) -> tuple[Any, Any]:
    """A per-seat pair reordered as (first player, second player)."""
    first = obs["first_player"]
    return values[first], values[1 - first]


def opponent_lock_distribution(obs: Observation) -> list[float]:
    """Probability of each rank being the opponent's locked card, from what the seat sees:
    the unseen pool (minus the seat's own cards), the opponent's signal, either card locked."""
    counts = list(unseen_counts(obs["discards"]))
    for code in my_cards(obs):
        counts[_rank(code)] -= 1
    signal = obs["signals"][1 - obs["seat"]]
    pairs, weights = hand_types(tuple(counts), signal["up"])
    dist = [0.0] * NUM_RANKS
    for (a, b), weight in zip(pairs, weights, strict=True):
        dist[a] += weight / 2
        dist[b] += weight / 2
    return dist


def infer_opponent_groups(obs: Observation) -> dict[str, str] | None:
    """Groups of the opponent's kept and newly drawn card (§3.9), from the last deal's signal
    and revealed card and the current signal; ``None`` in deal 1."""
    last = obs["last_deal"]
    if last is None or obs["phase"] == "over":
        return None
    opp = 1 - obs["seat"]
    kept_up = last["signals"][opp]["up"] - is_up(_rank(last["locked"][opp]))
    drawn_up = obs["signals"][opp]["up"] - kept_up
    return {"kept": "up" if kept_up else "down", "drawn": "up" if drawn_up else "down"}


def equity(rank: int, opponent: list[float]) -> float:
    """Win probability plus half the tie probability of ``rank`` against a rank distribution."""
    row = OUTCOME[rank]
    return sum(
        p * (1.0 if row[b] > 0 else 0.5 if row[b] == 0 else 0.0) for b, p in enumerate(opponent)
    )


def _best_lock(obs: Observation) -> str:
    opponent = opponent_lock_distribution(obs)
    best = max(obs["hand"], key=lambda code: (equity(_rank(code), opponent), -_rank(code)))
    return f"lock:{best}"


class AlwaysCallBot(SeededBot):
    """Locks a random card, then only checks or calls."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, SEED_RECIPE)

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """Check, else call; a random lock."""
        if observation["phase"] == "lock":
            return self.rng(observation, legal_actions).choice(legal_actions)
        return "check" if "check" in legal_actions else "call"


class EquityBot(SeededBot):
    """Locks its best card and bets its win probability: it aims to commit ``equity × chips``;
    facing a bet it raises to that target, calls on pot odds, otherwise folds."""

    def __init__(self, seed: int, careless: float = 0.0, cautious: bool = False) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.careless = careless
        """Chance of a random non-fold action (the easy level's mistakes)."""
        self.cautious = cautious
        """Easy level: bets half the pot only with a strong card, never raises."""

    def rank(self, observation: Observation, legal_actions: list[str]) -> list[tuple[str, float]]:
        """Every legal action with its expected chips this deal by the ``normal`` solver (the
        equity rules put no numbers on moves), best first."""
        return SolverBot(self.seed, NORMAL).rank(observation, legal_actions)

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """Equity-driven lock and bet."""
        rng = self.rng(observation, legal_actions)
        if self.careless and rng.random() < self.careless:
            options = [a for a in legal_actions if a != "fold"] or legal_actions
            return rng.choice(options)
        if observation["phase"] == "lock":
            return _best_lock(observation)
        state = round_from_observation(observation)
        me = state.to_act
        win = equity(_rank(observation["locked_card"]), opponent_lock_distribution(observation))
        owed = state.owed()
        if self.cautious:
            if owed == 0:
                size = max(1, state.pot // 2)
                return f"bet:{min(size, state.stacks[me])}" if win > 0.7 else "check"
            return "call" if win >= max(0.5, owed / (state.pot + owed)) else "fold"
        target = round(win * (state.bets[me] + state.stacks[me])) if win > 0.5 else 0
        if owed == 0:
            return f"bet:{min(target, state.stacks[me])}" if target >= 1 else "check"
        bounds = state.raise_bounds()
        if bounds is not None and target >= bounds[0]:
            return f"raise:{min(target, bounds[1])}"
        call = min(owed, state.stacks[me])
        if target >= state.top or win >= call / (state.pot + call):
            return "call"
        return "fold"


class SolverBot(SeededBot):
    """Plays the CFR+ equilibrium of the current deal's abstract game, sampling its mixed
    strategy (bluffs and bluff-catches included) with its seeded rng. An opponent's bet size
    that is not in the tree is answered by re-solving what follows it (``locate_line``)."""

    def __init__(self, seed: int, abstraction: Abstraction = HARD) -> None:
        super().__init__(seed, SEED_RECIPE)
        self.abstraction = abstraction
        self.abort: Any = None
        """Set by the app (a ``threading.Event``): once set, ``rank`` stops with
        ``SearchAborted`` (checked around the solve, which takes at most ~0.1 s)."""

    def _check_abort(self) -> None:
        if self.abort is not None and self.abort.is_set():
            raise SearchAborted("the Lock & Bet solver was cancelled")

    def choose(self, observation: Observation, legal_actions: list[str]) -> str:
        """Sample the equilibrium strategy at this seat's information set."""
        rng = self.rng(observation, legal_actions)
        public = public_facts(observation)
        role = 0 if observation["seat"] == observation["first_player"] else 1
        if observation["phase"] == "lock":
            deal = solve_deal(*public, self.abstraction)
            ranks = sorted(_rank(code) for code in observation["hand"])
            locks = deal.lock_policy(role, (ranks[0], ranks[1]))
            rank = _sample(rng, [r for r, _ in locks], [p for _, p in locks])
            return "lock:" + next(c for c in observation["hand"] if _rank(c) == rank)
        solution, node, real = locate_line(*public, self.abstraction, betting_actions(observation))
        if not isinstance(node, Decision) or node.player != role:
            return "check" if "check" in legal_actions else "call"
        policy = policy_at(solution, node, real, _rank(observation["locked_card"]), legal_actions)
        return _sample(rng, list(policy), list(policy.values()))

    def rank(self, observation: Observation, legal_actions: list[str]) -> list[tuple[str, float]]:
        """Every legal action with its expected chips this deal (antes included) when both
        players follow the solved equilibrium afterwards, best first.

        ``choose`` samples the mixed equilibrium, so its action is one of the actions the
        strategy plays, all worth about the same; the first here is the highest-valued one.
        Bet and raise sizes the tree does not hold are valued by linear interpolation between
        the nearest sizes it holds (clamped at the ends).
        """
        self._check_abort()
        public = public_facts(observation)
        role = 0 if observation["seat"] == observation["first_player"] else 1
        if observation["phase"] == "lock":
            deal = solve_deal(*public, self.abstraction)
            self._check_abort()
            ranks = sorted(_rank(code) for code in observation["hand"])
            lock = deal.locks[role]
            index = deal.hands[role].index((ranks[0], ranks[1]))
            row = action_values(deal.solver.game, deal.strategy, lock)[index]
            worth = dict(zip(lock.options[index], row, strict=True))
            return ranked(
                legal_actions, {a: worth[_rank(a.partition(":")[2])] for a in legal_actions}
            )
        solution, node, real = locate_line(*public, self.abstraction, betting_actions(observation))
        self._check_abort()
        if not isinstance(node, Decision) or node.player != role:
            return [(a, 0.0) for a in legal_actions]
        row = action_values(solution.solver.game, solution.strategy, node)[
            _rank(observation["locked_card"])
        ]
        known: dict[str, float] = {}
        info = cast(BetInfo, node.info)  # cfr.Decision.info is the game's own: here a BetInfo
        for kind, value in zip(info.kinds, row, strict=True):
            action = translate(kind, real, legal_actions)
            known[action] = max(value, known.get(action, value))
        return ranked(legal_actions, interpolate_sizes(legal_actions, known, real))


def interpolate_sizes(legal: list[str], known: dict[str, float], real: Round) -> dict[str, float]:
    """``known`` values extended to every legal action: a ``bet:``/``raise:`` total the tree
    does not hold is valued linearly between the nearest held totals of its kind."""
    out: dict[str, float] = {}
    passive = known.get("check", known.get("call", 0.0))
    for action in legal:
        if action in known:
            out[action] = known[action]
            continue
        verb = action.partition(":")[0]
        points = sorted(
            (real.total_of(a), v)
            for a, v in known.items()
            if a.partition(":")[0] == verb and ":" in a
        )
        if not points or ":" not in action:
            out[action] = known.get("call", passive) if action == "allin" else passive
            continue
        total = real.total_of(action)
        below = [p for p in points if p[0] <= total]
        above = [p for p in points if p[0] >= total]
        if not below:
            out[action] = above[0][1]
        elif not above:
            out[action] = below[-1][1]
        else:
            (x0, y0), (x1, y1) = below[-1], above[0]
            out[action] = y0 if x1 == x0 else y0 + (y1 - y0) * (total - x0) / (x1 - x0)
    return out


def public_facts(
    obs: Observation,
) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int], tuple[int, int]]:
    """Unseen rank counts, and in role order (first player first) the UP counts of the
    signals, the antes and the chips each had when the betting opened."""
    stacks = [obs["stacks"][s] + obs["bets"][s] for s in (0, 1)]
    ups = role_order(obs, [obs["signals"][s]["up"] for s in (0, 1)])
    return (
        unseen_counts(obs["discards"]),
        ups,
        role_order(obs, obs["antes"]),
        role_order(obs, stacks),
    )


def locate_line(
    counts: tuple[int, ...],
    ups: tuple[int, int],
    antes: tuple[int, int],
    stacks: tuple[int, int],
    abstraction: Abstraction,
    actions: list[str],
) -> tuple[DealSolution | LineSolution, Any, Round]:
    """The solution whose tree holds the real betting line ``actions``, the node reached and
    the round (in role order). Each off-tree action is answered by re-solving what follows it
    (``solver.resolve_line``, cached by the line), the line then continues in that subgame;
    with ``abstraction.offtree == "tree"`` the line up to the last off-tree action is added to
    the deal's tree and the deal re-solved."""
    public = (counts, ups, antes, stacks)
    if abstraction.offtree == "tree":
        return _locate_in_tree(public, abstraction, actions)
    solution: DealSolution | LineSolution = solve_deal(*public, abstraction)
    node: Any = solution.betting
    real = Round.start(0, antes, stacks)
    for index, action in enumerate(actions):
        if not isinstance(node, Decision):
            break
        if action in node.actions:
            node = node.children[node.actions.index(action)]
        else:
            solution = resolve_line(
                public, abstraction, solution, node, action, tuple(actions[: index + 1])
            )
            node = solution.betting
        real = real.apply(action)
    return solution, node, real


def _locate_in_tree(
    public: tuple[tuple[int, ...], tuple[int, int], tuple[int, int], tuple[int, int]],
    abstraction: Abstraction,
    actions: list[str],
) -> tuple[DealSolution, Any, Round]:
    path: tuple[str, ...] = ()
    while True:
        solution = solve_deal(*public, abstraction, path)
        node: Any = solution.betting
        real = Round.start(0, public[2], public[3])
        off_tree = False
        for index, action in enumerate(actions):
            if not isinstance(node, Decision):
                break
            if action not in node.actions:
                path, off_tree = tuple(actions[: index + 1]), True
                break
            node = node.children[node.actions.index(action)]
            real = real.apply(action)
        if not off_tree:
            return solution, node, real


def policy_at(
    solution: DealSolution | LineSolution, node: Decision, real: Round, rank: int, legal: list[str]
) -> dict[str, float]:
    """The solver bot's probability of each real action at ``node`` holding locked ``rank``."""
    info = cast(BetInfo, node.info)  # cfr.Decision.info is the game's own: here a BetInfo
    out: dict[str, float] = {}
    for kind, prob in zip(info.kinds, solution.strategy(node)[rank], strict=True):
        action = translate(kind, real, legal)
        out[action] = out.get(action, 0.0) + prob
    return out


def translate(kind: Kind, real: Round, legal: list[str]) -> str:
    """The real action that an abstract action of ``kind`` stands for in round ``real``."""
    passive = "check" if "check" in legal else "call"
    me = real.to_act
    if kind.name in ("check", "call", "fold"):
        return kind.name if kind.name in legal else passive
    owed = real.owed()
    if owed == 0:
        stack = real.stacks[me]
        total = stack if kind.name == "allin" else round(kind.ratio * real.pot)
        return f"bet:{min(stack, max(1, total))}"
    bounds = real.raise_bounds()
    if bounds is None:
        return "allin" if "allin" in legal and kind.name == "allin" else "call"
    if kind.name == "allin":
        return f"raise:{bounds[1]}"
    total = real.top + round(kind.ratio * (real.pot + owed))
    return f"raise:{min(bounds[1], max(bounds[0], total))}"


def _sample(rng: random.Random, items: list[Any], probs: list[float]) -> Any:
    point = rng.random() * sum(probs)
    for item, prob in zip(items, probs, strict=True):
        point -= prob
        if point < 0:
            return item
    return items[-1]


BOTS: dict[str, Callable[[int], Any]] = {
    "random": random_bot(SEED_RECIPE),
    "always-call": AlwaysCallBot,
    "equity": EquityBot,
    "easy": lambda seed: EquityBot(seed, careless=0.15, cautious=True),
    "normal": lambda seed: EquityBot(seed),
    "hard": lambda seed: SolverBot(seed, HARD),
}
"""Factories ``seed -> bot`` (see ``engine/ai.py``)."""
