"""Game-independent search: budgets, determinisation, alpha-beta and PIMC (knows no game)."""

from .alphabeta import INF, AlphaBeta, Evaluator, SearchState
from .budget import AbortFlag, Budget, SearchAborted
from .determinise import InconsistentSlots, Slot, deal_hidden
from .pimc import PimcResult, pimc
from .ranking import ranked

__all__ = [
    "INF",
    "AbortFlag",
    "AlphaBeta",
    "Budget",
    "Evaluator",
    "InconsistentSlots",
    "PimcResult",
    "SearchAborted",
    "SearchState",
    "Slot",
    "deal_hidden",
    "pimc",
    "ranked",
]
