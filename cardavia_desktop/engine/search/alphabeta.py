"""Alpha-beta minimax for two sides over any state with the int action API.

The game plugs in an :class:`Evaluator` (who maximises, exact values at terminals, a
heuristic at the horizon, optional move ordering, transposition keys and "quiet" test). Turn
order need not alternate (the winner of a trick leads the next one), so this is minimax with
a side test per node rather than negamax.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, Protocol, TypeVar

from .budget import Budget

INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2


class SearchState(Protocol):
    """What search needs of a state: the int-based API of ``contract.GameState``."""

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids."""
        ...

    def apply_action(self, action: int) -> object:
        """Apply a legal action."""
        ...

    def clone(self) -> SearchState:
        """An independent copy."""
        ...


S = TypeVar("S", bound=SearchState)


class Evaluator(Generic[S]):
    """How a game is scored for search; values are from the maximising side's point of view."""

    def maximizing(self, state: S) -> bool:
        """True when the side to move is the maximising side."""
        raise NotImplementedError

    def terminal_value(self, state: S) -> float | None:
        """The exact value if the searched game (or deal) is over, else ``None``."""
        raise NotImplementedError

    def heuristic(self, state: S) -> float:
        """An estimate of the value at the search horizon."""
        raise NotImplementedError

    def quiet(self, state: S) -> bool:
        """Whether ``heuristic`` is trustworthy here (e.g. between tricks); else search on."""
        return True

    def order(self, state: S, actions: list[int]) -> Sequence[int]:
        """Actions in the order to try them (best first helps pruning)."""
        return actions

    def key(self, state: S) -> Hashable | None:
        """A transposition-table key (equal keys, equal subtrees) or ``None`` for no table."""
        return None


class AlphaBeta(Generic[S]):
    """A reusable searcher: one evaluator, one transposition table, one budget."""

    def __init__(
        self, evaluator: Evaluator[S], budget: Budget | None = None, table_size: int = 200_000
    ) -> None:
        self.evaluator = evaluator
        self.budget = budget if budget is not None else Budget()
        self.table: dict[Hashable, tuple[int, float, int, int]] = {}
        self.table_size = table_size

    def value(self, state: S, depth: int, alpha: float = -INF, beta: float = INF) -> float:
        """The minimax value of ``state`` searched ``depth`` plies (quiescence beyond)."""
        evaluator = self.evaluator
        self.budget.tick()
        terminal = evaluator.terminal_value(state)
        if terminal is not None:
            return terminal
        if depth <= 0 and evaluator.quiet(state):
            return evaluator.heuristic(state)
        key = evaluator.key(state)
        best_first = -1
        if key is not None:
            entry = self.table.get(key)
            if entry is not None:
                stored_depth, stored, flag, best_first = entry
                if stored_depth >= depth:
                    if flag == EXACT:
                        return stored
                    if flag == LOWER and stored >= beta:
                        return stored
                    if flag == UPPER and stored <= alpha:
                        return stored
        actions = list(evaluator.order(state, state.legal_actions()))
        if best_first in actions:
            actions.remove(best_first)
            actions.insert(0, best_first)
        maximizing = evaluator.maximizing(state)
        low, high = alpha, beta
        best = -INF if maximizing else INF
        best_action = actions[0]
        for action in actions:
            child = state.clone()
            child.apply_action(action)
            score = self.value(child, depth - 1, low, high)  # type: ignore[arg-type]
            if maximizing:
                if score > best:
                    best, best_action = score, action
                if best > low:
                    low = best
            else:
                if score < best:
                    best, best_action = score, action
                if best < high:
                    high = best
            if low >= high:
                break
        if key is not None:
            flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
            if len(self.table) >= self.table_size:
                self.table.clear()
            self.table[key] = (depth, best, flag, best_action)
        return best

    def action_values(
        self, state: S, depth: int, actions: Sequence[int] | None = None
    ) -> dict[int, float]:
        """Exact minimax value (for the maximising side) of each root action, in one search."""
        values: dict[int, float] = {}
        for action in actions if actions is not None else state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            values[action] = self.value(child, depth - 1)  # type: ignore[arg-type]
        return values

    def best_action(self, state: S, depth: int) -> tuple[int, float]:
        """The best root action for the side to move and its value (ties: first in order)."""
        evaluator = self.evaluator
        maximizing = evaluator.maximizing(state)
        best_action, best = -1, -INF if maximizing else INF
        for action in evaluator.order(state, state.legal_actions()):
            child = state.clone()
            child.apply_action(action)
            if maximizing:
                score = self.value(child, depth - 1, best, INF)  # type: ignore[arg-type]
                if score > best:
                    best, best_action = score, action
            else:
                score = self.value(child, depth - 1, -INF, best)  # type: ignore[arg-type]
                if score < best:
                    best, best_action = score, action
        return best_action, best
