"""The one-deal Lock & Bet game as a CFR problem: public ranges, bet-size abstraction, cache.

Roles, not seats: role 0 is the deal's first player (locks and bets first), role 1 the
second. A role's private type is first its hand (an unordered pair of ranks consistent with
its public UP/DOWN signal, weighted by the card counts of the unseen pool), then, after the
lock (a private move), the rank of its locked card. The betting round follows a bet-size
abstraction; terminals pay the chips won in this deal. A bet or raise of a size the
abstraction lacks is answered by safe subgame re-solving (:func:`resolve_line`).

Everything here is built from public facts only (discard pile, signals, stacks, antes), so
both players' ranges come from the same public information and the solution never depends
on hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, cast

from ...search.cache import BoundedCache
from ...search.cfr import (
    CFRSolver,
    Decision,
    Node,
    PrivateMove,
    PublicTreeGame,
    Terminal,
    action_values,
    reaches_at,
)
from .model import Round
from .rules import CARD_RANK, COPIES, NUM_RANKS, OUTCOME, PACK, SUITS, is_up

SHOWDOWN: list[list[float]] = [[float(v) for v in row] for row in OUTCOME]
"""Payoff per chip at stake of locked rank ``a`` (first player) against ``b``."""


def showdown_values(player: int, reach: list[float]) -> list[float]:
    """``SHOWDOWN`` times a rank distribution in O(13) (rows for player 0, columns for 1)."""
    below, values, total = 0.0, [], sum(reach)
    for r in reach:
        values.append(below - (total - below - r))
        below += r
    values[0] += 2.0 * reach[-1]
    values[-1] -= 2.0 * reach[0]
    return values if player == 0 else [-v for v in values]


FULL_COUNTS: tuple[int, ...] = (len(SUITS) * COPIES,) * NUM_RANKS


@dataclass(frozen=True)
class Abstraction:
    """Which bet and raise sizes the tree holds, as fractions of the pot, and the effort."""

    name: str
    bet_fractions: tuple[float, ...]
    raise_fractions: tuple[float, ...]
    max_raises: int
    """After this many bets/raises only all-in remains as a raise."""
    iterations: int
    resolve_iterations: int
    """Iterations of the re-solve that answers an off-tree bet or raise."""
    offtree: str = "subgame"
    """How an off-tree bet or raise is answered: ``"subgame"`` solves the betting that follows
    it against both ranges at that point, the bettor kept to what the solution's own actions
    there were worth to it (safe re-solving, :func:`resolve_line`); ``"tree"`` adds the line
    to the whole deal's tree and re-solves it, warm-started from the deal's solution."""
    floor: float = 0.1
    """Subgame re-solving: share of the bettor's whole range (from the start of the betting)
    mixed into its range at the off-tree node, so the bettor's types the solution does not
    expect there are still kept to their values."""
    tremble: float = 0.1
    """Subgame re-solving: the bettor's choice between the subgame and its tree value trembles
    by this much (each is taken with at least half of it), so the answer to the bet stays
    defined when no bettor type gains by it."""
    predictive: bool = False
    """Solve with predictive CFR+ (``CFRSolver(predictive=True)``) instead of CFR+."""
    resolve_raise_fractions: tuple[float, ...] | None = None
    """Subgame re-solving: the raise sizes of the subgame's tree (``None``: as the deal's)."""
    resolve_max_raises: int | None = None
    """Subgame re-solving: ``max_raises`` of the subgame's tree (``None``: as the deal's)."""


HARD = Abstraction("hard", (0.5, 1.0), (1.0,), 3, 150, 300, tremble=0.01)
NORMAL = Abstraction("normal", (1.0,), (), 2, 40, 20)
HARD_BEFORE = Abstraction("hard-before", (0.5, 1.0), (1.0,), 3, 150, 60, offtree="tree")
"""Hard before issue 19's goal 2 (benchmarks only): an off-tree size was added to the deal's
whole tree and the deal re-solved for 60 iterations, warm-started."""


_ORDER = ("check", "fold", "call", "bet", "raise", "allin")


@dataclass(frozen=True)
class Kind:
    """What an abstract action is, for mapping real actions onto the tree and back."""

    name: str
    """``check``, ``call``, ``fold``, ``bet``, ``raise`` or ``allin`` (any all-in raise/bet)."""
    ratio: float = 0.0
    """Chips added beyond a call, over the pot after calling (bets and raises)."""


@dataclass(eq=False)
class BetInfo:
    """Attached to each betting :class:`Decision`: the abstract round and action kinds."""

    round: Round
    kinds: tuple[Kind, ...]


def unseen_counts(discards: list[str]) -> tuple[int, ...]:
    """Per rank, how many cards are not in the public discard pile."""
    counts = list(FULL_COUNTS)
    for code in discards:
        counts[CARD_RANK[PACK.index(code)]] -= 1
    return tuple(counts)


def hand_types(counts: tuple[int, ...], up: int) -> tuple[list[tuple[int, int]], list[float]]:
    """Rank pairs with ``up`` UP cards, and their probabilities drawn from ``counts``."""
    pairs, weights = [], []
    for a in range(NUM_RANKS):
        for b in range(a, NUM_RANKS):
            if is_up(a) + is_up(b) != up:
                continue
            weight = counts[a] * (counts[a] - 1) / 2 if a == b else counts[a] * counts[b]
            if weight > 0:
                pairs.append((a, b))
                weights.append(float(weight))
    total = sum(weights)
    return pairs, [w / total for w in weights]


def ratio_of(state: Round, total: int) -> float:
    """Size of raising/betting to ``total`` as a fraction of the pot after a call."""
    owed = state.owed()
    return (total - state.top) / (state.pot + owed)


def abstract_actions(state: Round, abstraction: Abstraction) -> list[tuple[str, Kind]]:
    """The tree's actions at ``state``: concrete action strings with their kinds."""
    me = state.to_act
    owed = state.owed()
    if owed == 0:
        out = [("check", Kind("check"))]
        stack = state.stacks[me]
        sizes = sorted({max(1, round(f * state.pot)) for f in abstraction.bet_fractions})
        out += [(f"bet:{t}", Kind("bet", ratio_of(state, t))) for t in sizes if t < stack]
        out.append((f"bet:{stack}", Kind("allin", ratio_of(state, stack))))
        return out
    out = [("fold", Kind("fold")), ("call", Kind("call"))]
    bounds, short = state.raise_bounds(), state.short_allin()
    if bounds is not None:
        if state.raises < abstraction.max_raises:
            sizes = sorted(
                {
                    max(bounds[0], state.top + round(f * (state.pot + owed)))
                    for f in abstraction.raise_fractions
                }
            )
            out += [
                (f"raise:{t}", Kind("raise", ratio_of(state, t))) for t in sizes if t < bounds[1]
            ]
        out.append((f"raise:{bounds[1]}", Kind("allin", ratio_of(state, bounds[1]))))
    elif short is not None:
        out.append(("allin", Kind("allin", ratio_of(state, short))))
    return out


def kind_of(state: Round, action: str) -> Kind:
    """The :class:`Kind` of a real action at ``state``."""
    if action in ("check", "call", "fold"):
        return Kind(action)
    total = state.total_of(action)
    name = "allin" if total == state.reach() else action.partition(":")[0]
    return Kind(name, ratio_of(state, total))


def build_betting_tree(
    state: Round, abstraction: Abstraction, first: int = 0, path: tuple[str, ...] = ()
) -> Node:
    """The abstract betting tree from ``state``; seat ``first`` is role 0 of the payoffs.

    ``path`` is a line of real actions from ``state`` that the tree must contain exactly
    (an opponent's off-tree bet sizes are added to the abstraction, then the game re-solved).
    """
    if state.ended is not None:
        contrib = state.contributions()
        if state.ended == "fold":
            value = contrib[1 - first] if state.folder != first else -contrib[first]
            return Terminal(value=float(value), info=state)
        return Terminal(
            payoff=SHOWDOWN, scale=float(min(contrib)), info=state, evaluate=showdown_values
        )
    actions = abstract_actions(state, abstraction)
    if path and path[0] not in [a for a, _ in actions]:
        actions.append((path[0], kind_of(state, path[0])))
        actions.sort(key=lambda item: _ORDER.index(item[1].name) * 100 + state.total_of(item[0]))
    children = [
        build_betting_tree(
            state.apply(a), abstraction, first, path[1:] if path and a == path[0] else ()
        )
        for a, _ in actions
    ]
    role = 0 if state.to_act == first else 1
    return Decision(
        role,
        tuple(a for a, _ in actions),
        children,
        info=BetInfo(state, tuple(k for _, k in actions)),
    )


@dataclass(eq=False)
class LineSolution:
    """An off-tree line re-solved: ``betting`` is the node right after the off-tree action,
    inside a re-solving game whose root lets the bettor take the value the parent solution's
    own actions gave it instead (:func:`resolve_line`)."""

    betting: Node
    solver: CFRSolver
    strategy: Any
    support: tuple[list[float], list[float]]
    """Each role's range (over locked ranks) at the subgame's root: its priors."""


@dataclass(eq=False)
class DealSolution:
    """A solved deal: the tree, both roles' hand types and the average strategy."""

    hands: tuple[list[tuple[int, int]], list[tuple[int, int]]]
    locks: tuple[PrivateMove, PrivateMove]
    betting: Node
    solver: CFRSolver
    strategy: Any
    """``strategy(node)`` -> per type, probabilities (frozen average strategy)."""

    def lock_policy(self, role: int, hand: tuple[int, int]) -> list[tuple[int, float]]:
        """Locked rank and probability for each option of ``hand`` (a sorted rank pair)."""
        node = self.locks[role]
        index = self.hands[role].index(hand)
        probs = self.strategy(node)[index]
        return list(zip(node.options[index], probs, strict=True))


def build_deal_game(
    counts: tuple[int, ...],
    ups: tuple[int, int],
    antes: tuple[int, int],
    stacks: tuple[int, int],
    abstraction: Abstraction,
    path: tuple[str, ...] = (),
) -> tuple[PublicTreeGame, DealSolution]:
    """The one-deal game in role order (``ups``, ``antes``, ``stacks``: first player first),
    its betting tree holding the real line ``path`` exactly."""
    hands0, prior0 = hand_types(counts, ups[0])
    hands1, prior1 = hand_types(counts, ups[1])
    if 0 in stacks:
        betting: Node = Terminal(payoff=SHOWDOWN, scale=float(min(antes)), evaluate=showdown_values)
    else:
        betting = build_betting_tree(Round.start(0, antes, stacks), abstraction, 0, path)
    lock1 = PrivateMove(1, [sorted({a, b}) for a, b in hands1], NUM_RANKS, betting)
    lock0 = PrivateMove(0, [sorted({a, b}) for a, b in hands0], NUM_RANKS, lock1)
    game = PublicTreeGame(lock0, (prior0, prior1))
    solver = CFRSolver(game, predictive=abstraction.predictive)
    return game, DealSolution((hands0, hands1), (lock0, lock1), betting, solver, None)


CACHE_BYTES = 8 * 1024 * 1024
"""The solved deals and re-solved off-tree lines kept (docs/engine.md, "Caches"): a deal's
decisions reuse them; a deal's solution is ~0.26 MB, a re-solved line 35–60 kB, so ~30 deals.
Solutions are deterministic for their key (a line's is rebuilt from its deal's, itself
deterministic), so the bound changes no move (tests/engine/test_bounded_caches.py)."""
_CACHE: BoundedCache[DealSolution | LineSolution] = BoundedCache(CACHE_BYTES)


def solve_deal(
    counts: tuple[int, ...],
    ups: tuple[int, int],
    antes: tuple[int, int],
    stacks: tuple[int, int],
    abstraction: Abstraction,
    path: tuple[str, ...] = (),
) -> DealSolution:
    """Solve (or fetch from the cache) the one-deal game; deterministic for its key."""
    key = (counts, ups, antes, stacks, abstraction, path)
    cached = _CACHE.get(key)
    if isinstance(cached, DealSolution):
        return cached
    _, solution = build_deal_game(counts, ups, antes, stacks, abstraction, path)
    if path:
        base = solve_deal(counts, ups, antes, stacks, abstraction)
        _warm_start(solution.solver, base.solver)
        solution.solver.iterate(abstraction.resolve_iterations)
    else:
        solution.solver.iterate(abstraction.iterations)
    solution.strategy = solution.solver.strategy_table()
    _CACHE.put(key, solution)
    return solution


def _node_paths(root: Node) -> dict[tuple[str, ...], Decision | PrivateMove]:
    out: dict[tuple[str, ...], Decision | PrivateMove] = {}
    stack: list[tuple[Node, tuple[str, ...]]] = [(root, ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, PrivateMove):
            out[path] = node
            stack.append((node.child, (*path, f"lock{node.player}")))
        elif isinstance(node, Decision):
            out[path] = node
            stack.extend(
                (
                    (child, (*path, action))
                    for action, child in zip(node.actions, node.children, strict=True)
                )
            )
    return out


def _warm_start(solver: CFRSolver, base: CFRSolver) -> None:
    """Copy ``base``'s regrets and average-strategy sums into the nodes ``solver``'s tree
    shares with it (matched by action line and label); new actions start at zero."""
    old_nodes = _node_paths(base.game.root)
    for path, node in _node_paths(solver.game.root).items():
        old = old_nodes.get(path)
        if old is None:
            continue
        if isinstance(node, PrivateMove):
            solver.regrets[node.index] = [list(row) for row in base.regrets[old.index]]
            solver.totals[node.index] = [list(row) for row in base.totals[old.index]]
            continue
        assert isinstance(old, Decision)
        for a, label in enumerate(node.actions):
            if label in old.actions:
                b = old.actions.index(label)
                solver.regrets[node.index][a] = list(base.regrets[old.index][b])
                solver.totals[node.index][a] = list(base.totals[old.index][b])
    solver.iterations = base.iterations


def betting_support(solution: DealSolution | LineSolution) -> tuple[list[float], list[float]]:
    """Each role's range over locked ranks where ``solution``'s betting starts."""
    if isinstance(solution, LineSolution):
        return solution.support
    if not isinstance(solution.betting, Decision):
        raise ValueError("no betting in this deal")
    return reaches_at(solution.solver.game, solution.strategy, solution.betting)


def _share(weights: list[float]) -> list[float] | None:
    total = sum(weights)
    return [w / total for w in weights] if total > 0.0 else None


def resolve_line(
    public: tuple[tuple[int, ...], tuple[int, int], tuple[int, int], tuple[int, int]],
    abstraction: Abstraction,
    parent: DealSolution | LineSolution,
    node: Decision,
    action: str,
    path: tuple[str, ...],
) -> LineSolution:
    """Answer the off-tree ``action`` taken at ``node`` of ``parent`` (cached under ``path``,
    the real betting line up to and including it): safe subgame re-solving.

    The subgame is the abstract betting after ``action`` with both roles' ranges where it was
    taken: the other role's from ``parent``'s strategy on the way there (its real history),
    the bettor's from the same strategy with ``abstraction.floor`` of its whole betting range
    mixed in. Its root is a gadget: each bettor type may instead take what its best action at
    ``node`` is worth to it under ``parent`` (per unit of the other's range, so comparable to
    the subgame's values). Solved, the answer concedes a bettor type no more for ``action``
    than the tree's own actions were worth to it: the off-tree size gains nothing.
    """
    key = (*public, abstraction, path)
    cached = _CACHE.get(key)
    if isinstance(cached, LineSolution):
        return cached
    bettor = node.player
    game = parent.solver.game
    reach = reaches_at(game, parent.strategy, node)
    support = betting_support(parent)
    uniform = [1.0 / NUM_RANKS] * NUM_RANKS
    other = _share(reach[1 - bettor]) or _share(support[1 - bettor]) or uniform
    whole = _share(support[bettor]) or uniform
    seen = _share(reach[bettor]) or whole
    mine = [
        (1.0 - abstraction.floor) * a + abstraction.floor * b
        for a, b in zip(seen, whole, strict=True)
    ]
    alternative = [max(row) for row in action_values(game, parent.strategy, node)]
    if bettor == 0:
        payoff = [[alternative[t]] * NUM_RANKS for t in range(NUM_RANKS)]
    else:
        payoff = [[-v for v in alternative] for _ in range(NUM_RANKS)]
    inner = replace(
        abstraction,
        raise_fractions=abstraction.resolve_raise_fractions or abstraction.raise_fractions,
        max_raises=abstraction.resolve_max_raises or abstraction.max_raises,
    )
    info = cast(BetInfo, node.info)  # cfr.Decision.info is the game's own: here a BetInfo
    after = build_betting_tree(info.round.apply(action), inner)
    root = Decision(
        bettor, ("stay", action), [Terminal(payoff=payoff), after], tremble=abstraction.tremble
    )
    priors = (mine, other) if bettor == 0 else (other, mine)
    solver = CFRSolver(PublicTreeGame(root, priors), predictive=abstraction.predictive)
    solver.iterate(abstraction.resolve_iterations)
    solution = LineSolution(after, solver, solver.strategy_table(), priors)
    _CACHE.put(key, solution)
    return solution
