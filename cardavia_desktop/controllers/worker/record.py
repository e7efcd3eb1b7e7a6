"""The worker's side of the player's record (``controllers/statistics.py``): which match is at
the table, and counting a match when it ends or is given up."""

from __future__ import annotations

import sys
from typing import Any

from .base import WorkerState


class Record(WorkerState):
    """Tells the record about the matches played at this table."""

    def _record_begin(self) -> None:
        """Tell the record which match is at the table, at which level."""
        from ..statistics import Statistics

        real = self._real_match()  # never a replayed or a watched deal
        try:
            Statistics(self.statistics_path).begin(self._game, real.seed, self._level)
        except Exception as error:  # the record never stops the table
            print(f"cardavia: could not update the statistics: {error!r}", file=sys.stderr)

    def _record(self, match: Any, abandoned: bool) -> None:
        """Count ``match`` (over, or given up) in the record and say so."""
        from ..statistics import count_match

        try:
            level = count_match(match, self._level, abandoned, self.statistics_path)
        except Exception as error:  # the record never stops the table
            print(f"cardavia: could not count the {self._game} match: {error!r}", file=sys.stderr)
            return
        self.recorded.emit(match.game, level)

    def _give_up(self) -> None:
        """The match at the table is replaced: a loss if it is under way and you decided."""
        from ..statistics import human_decided

        real = self._real_match()
        if real is not None and not real.is_over and human_decided(real):
            self._record(real, abandoned=True)

    def _give_up_saved(self, game: str) -> None:
        """A fresh table replaces its game's saved match (a numbered deal, an import): a loss
        if that one was under way with a decision of yours."""
        from cardavia_desktop.saved_games import SavedGames

        from ..statistics import human_decided

        try:
            saved = SavedGames().load(game).match
        except Exception:  # no readable save: nothing is given up
            return
        if saved is not None and not saved.is_over and human_decided(saved):
            self._game = game
            self._record(saved, abandoned=True)
