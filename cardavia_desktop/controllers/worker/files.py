"""The match's files: the game's save (resumed at start, written after every move) and a match
exported to or imported from a file of the player's choice."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Slot

from cardavia_desktop import local_paths
from cardavia_desktop.outside_text import shown

from .base import HUMAN, PARTNER, WorkerState, guarded


def same_match(one: Any, other: Any) -> bool:
    """Whether two matches are the same match move for move (however they were played)."""
    if one is None or other is None:
        return False
    kept = ("game", "seed", "dealer", "deck", "actions")
    first, second = one.to_dict(), other.to_dict()
    return all(first.get(key) == second.get(key) for key in kept)


class Files(WorkerState):
    """The save of the match at the table, and match files exported or imported."""

    @Slot(object)
    @guarded("export_match")
    def export_match(self, path: str | bytes) -> None:
        """Write the match (the real one, not a replay) as a small JSON file at ``path`` (text
        or, for a name that is not UTF-8, bytes: it never passes through Qt as text)."""
        from cardavia_desktop import storage

        real = self._real_match()
        if real is None:
            self.fileDone.emit("export", False, "no match is running")
            return
        try:
            storage.atomic_write_json(Path(os.fsdecode(path)), real.to_dict())
        except OSError as error:
            self.fileDone.emit("export", False, shown(error.strerror or str(error), 300, False))
            return
        # The name the player typed, as the page may show it (escaped, cut: outside_text).
        self.fileDone.emit("export", True, shown(path, 160, quoted=False))

    @Slot(object)
    @guarded("import_match")
    def import_match(self, path: str | bytes) -> None:
        """Open a match file of this game (``path``: text, or bytes for a name that is not
        UTF-8), checked whole exactly like a save (``load_match``: the moves replayed through
        the rules) before anything changes; a refusal changes nothing. The match under way is
        then given up (a loss if you had decided something) and the imported one, counted
        apart, goes on at the table."""
        match = self._read_import(path)
        if match is None:
            return
        if same_match(match, self._practice["match"] if self._practice else self._match):
            # your match, just as it stands: nothing to give up nor to open (newcomer #33:
            # opening the file just exported counted the match as lost)
            aside = ":replay" if self._practice is not None and self._replaying() else ""
            self.fileDone.emit("import", False, f"same_match{aside}")
            return
        self._give_up()
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._practice = None
        self._last_deal = []
        self._match = match
        match.mark_assisted()  # an imported match was not all yours: counted apart
        self._seed = match.seed
        self._held = False
        self._after_trick = False
        self._trick_held = False
        self._sheet_closed_at = None  # the last match's: the file's last sheet opens
        self._bots = self._make_bots()
        self._why_restore()
        self._unsaved = True
        self._record_begin()
        self.fileDone.emit("import", True, shown(path, 160, quoted=False))
        self._emit(self._sheet_left_open(), reopened=True)

    def _read_import(self, path: str | bytes) -> Any:
        """The match in the file ``path`` of this game, checked like a save; ``None`` after
        telling the refusal (``fileDone``): nothing else happens then."""
        from cardavia_desktop import storage
        from cardavia_desktop.engine.registry import GAMES
        from cardavia_desktop.saved_games import _read_match, looks_like_match  # the save's check

        target = Path(os.fsdecode(path))
        if local_paths.lossy_name(target):
            self.fileDone.emit("import", False, "undecodable_name")
            return None
        data: Any = None
        try:
            data = storage.read_json(target)
            return _read_match(self._game, data)
        except FileNotFoundError:
            self.fileDone.emit("import", False, "not_found")
        except storage.BadFile as error:
            self.fileDone.emit("import", False, error.problem)
        except Exception as error:  # load_match refused it, or another game's match
            code = getattr(error, "code", "") or type(error).__name__
            other = data.get("game") if isinstance(data, dict) else None
            self.fileDone.emit(
                "import",
                False,
                f"other_game:{other}"  # the page names that game (newcomer #31)
                if "holds a" in str(error) and other in GAMES
                else "not_a_match"
                if not looks_like_match(data)
                else f"damaged:{code}",
            )
        return None

    def _saved_match(self) -> Any:
        """The game's saved match if there is one not over; a bad save is set aside and told."""
        from cardavia_desktop.saved_games import SavedGames

        loaded = SavedGames().load(self._game)
        if loaded.problem is not None:
            kept = loaded.moved_to.name if loaded.moved_to else ""
            print(
                f"cardavia: saved {self._game} match {loaded.problem} ({loaded.detail}); "
                f"starting a new match; kept as {loaded.moved_to}",
                file=sys.stderr,
            )
            self.saveProblem.emit("newer" if loaded.problem == "newer" else "corrupt", kept)
        match = loaded.match
        closed = (SavedGames().status(self._game) or {}).get("sheet_closed_at")
        fits = match is not None and closed == len(match.history)
        self._sheet_closed_at = closed if fits else None
        return None if match is None or match.is_over else match

    def _save(self) -> None:
        """Write the match to its game's save (atomically); a failure is told once."""
        from cardavia_desktop.saved_games import SavedGames

        from ..standing import match_status

        self._unsaved = False
        if self._practice is not None:  # a replayed deal is never saved over the real match
            return
        try:
            status = match_status(self._match, HUMAN)
            status["level"] = self._level  # the match records the level it is played at
            if self._sheet_closed_at == len(self._match.history):
                status["sheet_closed_at"] = self._sheet_closed_at
            if self._match.players == 4:
                status["partner_level"] = self._seat_level(PARTNER)
            SavedGames().save(self._match, status)
        except Exception as error:  # a save that fails never stops the table
            print(f"cardavia: could not save the {self._game} match: {error}", file=sys.stderr)
            if not self._save_failed:
                self.saveProblem.emit("unsaved", getattr(error, "strerror", None) or str(error))
            self._save_failed = True
        else:
            self._save_failed = False
