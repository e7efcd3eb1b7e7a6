"""The worker's boundary: a failure in any slot is written down, told to the table, and the
table is put back on its last good position when possible (``guarded`` calls ``_fail``)."""

from __future__ import annotations

import contextlib
import sys
from typing import Any

from .base import WorkerState, shorten
from .diagnostics import write_diagnostic


class Recovery(WorkerState):
    """Failures: the diagnostic file, the ``failed`` signal, the table back on its feet."""

    def _fail(self, where: str, error: BaseException, args: tuple[Any, ...]) -> None:
        """The boundary of every slot (``guarded``): write the failure down, get the table back
        on its feet when possible, and tell it."""
        if self._abort.is_set():  # the table is closing: nobody to tell
            return
        detail = {"arguments": [shorten(repr(arg)) for arg in args]}
        if where == "hint":  # the match is untouched: the hint panel hears that none came
            self._report("engine", error, detail)
            token = args[0] if args else 0
            self.hintReady.emit({"token": token, "moves": [], "count": 0, "cancelled": True})
            return
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
        self.thinkingChanged.emit(False)
        if where == "start":
            self._report("start", error, detail, always=True)
            if self._resumed:  # never resume into the same failure: the save is kept aside
                self._set_save_aside()
            self._match = None
            return
        self._report("engine", error, detail, always=True)
        if self._failing or self._match is None:
            return
        # The history holds only moves the rules applied completely: replaying it gives the
        # last good position, whatever the failing call left half done.
        self._failing = True
        try:
            from cardavia_desktop.engine import load_match

            self._match = load_match(self._match.to_dict())
            self._emit([])
        except Exception as again:  # the table stays as it is: New match
            print(
                f"cardavia: the {self._game} table could not recover ({again!r})", file=sys.stderr
            )
            self._match = None
        finally:
            self._failing = False

    def _report(
        self, kind: str, error: BaseException, detail: dict[str, Any], always: bool = False
    ) -> str:
        """Write the diagnostic file and emit ``failed`` (an AI failure once per error kind and
        match); returns the path written ("" if none)."""
        key = (kind, type(error).__name__)
        if not always and key in self._reported:
            return ""
        self._reported.add(key)
        path = write_diagnostic(self._game, self._level, kind, error, self._match, detail)
        print(
            f"cardavia: {kind} failure in the {self._game} table: {error!r}; "
            f"details in {path or '(not written)'}",
            file=sys.stderr,
        )
        self.failed.emit(kind, path)
        return path

    def _set_save_aside(self) -> None:
        """Move the game's save aside (a resumed match that failed to start)."""
        from cardavia_desktop import storage
        from cardavia_desktop.saved_games import SavedGames

        with contextlib.suppress(OSError, ValueError):
            storage.move_aside(SavedGames().path(self._game))
