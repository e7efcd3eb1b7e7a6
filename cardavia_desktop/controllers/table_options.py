"""``TableOptions``: how a table plays (AI levels, pace, seed, dealer), set by QML or tests.

The base of ``GameController`` under its state (``ControllerState``): each option that the
worker follows is sent to it (``_levelRequested``…, connected by the controller) when it
changes; ``seed`` and ``fixedDealer`` are read when a match starts.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Property, QObject, Signal

from .controller_state import ControllerState
from .worker import MAX_SEED


class TableOptions(ControllerState):
    """A table's options, as QML properties notified on real change."""

    _levelRequested = Signal(str)
    _partnerLevelRequested = Signal(str)
    _delayRequested = Signal(int)
    _holdTricksRequested = Signal(bool)

    aiLevelChanged = Signal()
    partnerLevelChanged = Signal()
    aiDelayMsChanged = Signal()
    holdTricksChanged = Signal()
    seedChanged = Signal()
    fixedDealerChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ai_level = "normal"
        self._partner_level = ""
        self._ai_delay_ms = 700
        self._hold_tricks = False
        self._seed = -1
        self._fixed_dealer = -1

    def _get_ai_level(self) -> str:
        return self._ai_level

    def _set_ai_level(self, value: str) -> None:
        if value and value != self._ai_level:
            self._ai_level = value
            self.aiLevelChanged.emit()
            self._levelRequested.emit(value)

    aiLevel = Property(str, _get_ai_level, _set_ai_level, notify=aiLevelChanged)

    def _get_partner_level(self) -> str:
        return self._partner_level

    def _set_partner_level(self, value: str) -> None:
        if value != self._partner_level:
            self._partner_level = value
            self.partnerLevelChanged.emit()
            self._partnerLevelRequested.emit(value)

    partnerLevel = Property(str, _get_partner_level, _set_partner_level, notify=partnerLevelChanged)
    """The level of your partner (seat 2) in the four-seat games; "" plays it at ``aiLevel``."""

    def _get_ai_delay(self) -> int:
        return self._ai_delay_ms

    def _set_ai_delay(self, value: int) -> None:
        value = max(0, int(value))
        if value != self._ai_delay_ms:
            self._ai_delay_ms = value
            self.aiDelayMsChanged.emit()
            self._delayRequested.emit(value)

    aiDelayMs = Property(int, _get_ai_delay, _set_ai_delay, notify=aiDelayMsChanged)

    def _get_hold_tricks(self) -> bool:
        return self._hold_tricks

    def _set_hold_tricks(self, value: bool) -> None:
        if bool(value) != self._hold_tricks:
            self._hold_tricks = bool(value)
            self.holdTricksChanged.emit()
            if not value:
                self._set("trickHeld", False)
            self._holdTricksRequested.emit(bool(value))

    holdTricks = Property(bool, _get_hold_tricks, _set_hold_tricks, notify=holdTricksChanged)
    """A finished trick of a four-seat game stays until ``continueTrick`` (the player's click
    or key) when an AI leads the next; else the next move comes after the timed pause."""

    def _get_seed(self) -> int:
        return self._seed

    def _set_seed(self, value: int) -> None:
        if value != self._seed:
            self._seed = int(value)
            self.seedChanged.emit()

    seed = Property(int, _get_seed, _set_seed, notify=seedChanged)
    """Match seed; -1 (default) draws a fresh one per match. The n-th new match uses seed + n."""

    def _get_fixed_dealer(self) -> int:
        return self._fixed_dealer

    def _set_fixed_dealer(self, value: int) -> None:
        if int(value) != self._fixed_dealer:
            self._fixed_dealer = int(value)
            self.fixedDealerChanged.emit()

    fixedDealer = Property(int, _get_fixed_dealer, _set_fixed_dealer, notify=fixedDealerChanged)
    """Dealer seat of each new match; -1 (default) lets the engine draw it."""

    def _match_seed(self, deal: int | None, started: int) -> int:
        """The seed of the next match, after ``started`` matches at this table: the numbered
        ``deal`` asked for, else ``seed`` + n when a seed is set, else a fresh one."""
        if deal is not None:
            return deal
        if self._seed >= 0:
            return (self._seed + started) % MAX_SEED
        return random.SystemRandom().randrange(MAX_SEED)

    def _start_options(self) -> dict[str, Any]:
        """The options a new match starts with on the worker."""
        return {
            "level": self._ai_level,
            "partner_level": self._partner_level,
            "delay_ms": self._ai_delay_ms,
            "hold_tricks": self._hold_tricks,
            "dealer": self._fixed_dealer,
        }
