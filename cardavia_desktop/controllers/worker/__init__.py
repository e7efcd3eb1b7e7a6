"""The engine worker of a table (``EngineWorker``, on its own QThread) and its life
(``lifecycle``): one module per seam, put together in ``engine_worker``."""

from .base import HUMAN, MAX_SEED, PARTNER, derive_ai_seed, guarded
from .diagnostics import diagnostics_dir, write_diagnostic
from .engine_worker import EngineWorker

__all__ = [
    "HUMAN",
    "MAX_SEED",
    "PARTNER",
    "EngineWorker",
    "derive_ai_seed",
    "diagnostics_dir",
    "guarded",
    "write_diagnostic",
]
