"""The contract every game implements: its internal state API and its static description.

The public, string-based match API (``Match``) is built on top of this in ``match.py``; search
code in ``search/`` uses this int-based API directly.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

Event = dict[str, Any]


class IllegalAction(ValueError):
    """An action that the rules (or the action grammar) do not allow; the state is unchanged.

    ``code`` is a stable machine-readable reason (e.g. ``"must_follow"``, ``"bad_amount"``)
    that views can translate; ``params`` carries the facts behind it. ``str()`` is plain English
    for logs and developers.
    """

    def __init__(self, message: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class GameState(ABC):
    """One game's complete state for a whole match, with a fast int-based API.

    Actions are ints in a fixed per-game space. ``apply_action`` trusts its argument (it must
    be one of ``legal_actions()``); validation happens once, at the ``Match`` edge.
    Randomness (new deals, reshuffles) comes only from ``self.rng``.
    """

    players: ClassVar[int]

    rng: random.Random

    @classmethod
    @abstractmethod
    def new_match_state(
        cls, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> GameState:
        """Start a match. ``dealer`` ``None`` means drawn from ``rng``; ``deck`` (codes, top
        first) fixes the first deal's order, otherwise ``rng`` shuffles."""

    @abstractmethod
    def current_player(self) -> int | None:
        """Seat to act, or ``None`` when the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[int]:
        """Sorted legal action ids for the current player (empty when the match is over)."""

    @abstractmethod
    def apply_action(self, action: int) -> list[Event]:
        """Apply a legal action and return the events it caused."""

    @abstractmethod
    def clone(self) -> GameState:
        """Return an independent copy (cheap: search clones states freely)."""

    @abstractmethod
    def is_over(self) -> bool:
        """True when the match has ended."""

    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """The match outcome (see docs/engine.md per game), or ``None`` while it goes on."""

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """JSON-serialisable view of the state from ``seat``: never other seats' hidden cards."""

    @abstractmethod
    def action_to_string(self, action: int) -> str:
        """Canonical string of an action id."""

    @abstractmethod
    def string_to_action(self, text: str) -> int:
        """Parse an action string (arguments in any order); raise ``IllegalAction`` if malformed."""

    def deal_index(self) -> int:
        """Which deal of the match is in play, from 1 (it changes when a new deal is dealt).

        ``Match.take_back`` never crosses a change of it. One-deal games (Piedicavallo,
        Minchiate) keep the default: their setup (discard, declarations) and play are one deal.
        """
        return 1

    def explain_illegal(self, action: int) -> IllegalAction:
        """Why a well-formed action is not legal now; games override this with precise reasons."""
        return IllegalAction(
            f"{self.action_to_string(action)} is not a legal action now", "not_legal"
        )


class GameRecord(Protocol):
    """What the player's statistics count for one game: its ``games/<id>/record.py`` (pure
    functions of the match's events and result; the app adds them up per AI level).

    ``COUNTS`` are the game's own counters (summed over matches, except those in ``MAXIMA``:
    the largest; never negative, except those in ``SIGNED``); ``deal_score`` is a side's
    result of one deal in the game's own unit (the chart's points); ``outcome`` reads the
    match result as ``"won"``, ``"lost"`` or ``"drawn"`` for a seat; ``counts`` is what one
    match adds to each of ``COUNTS``; ``standing`` is the match score for the lobby.
    """

    # Read-only members (properties), so that a module's own constants satisfy them.
    @property
    def COUNTS(self) -> tuple[str, ...]: ...

    @property
    def MAXIMA(self) -> frozenset[str]: ...

    @property
    def SIGNED(self) -> frozenset[str]: ...

    def deal_score(self, deal_end: Event, seat: int) -> float:
        """``seat``'s side's result of one deal, from its ``deal_end`` event."""
        ...

    def outcome(self, result: dict[str, Any] | None, seat: int) -> str:
        """``"won"``, ``"lost"`` or ``"drawn"`` for ``seat`` (``result`` ``None``: lost)."""
        ...

    def standing(self, observation: dict[str, Any]) -> list[int]:
        """Where the match stands, ``[yours, theirs]`` from ``observation``'s seat: the numbers
        the table shows as the match score (the lobby shows them for a saved match)."""
        ...

    def counts(
        self, events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
    ) -> dict[str, int]:
        """What the match of ``events`` adds to each of ``COUNTS`` for ``seat``."""
        ...


@dataclass(frozen=True)
class GameSpec:
    """Static description of a game, as registered in ``GAMES``."""

    id: str
    players: int
    teams: tuple[tuple[int, ...], ...]
    """Seats grouped by side: ``((0,), (1,))`` for duels, ``((0, 2), (1, 3))`` for partnerships."""
    deck_size: int
    state_class: type[GameState]
    record: GameRecord | None = None
    """What the statistics count (``games/<id>/record.py``); ``None``: wins, losses and draws
    by the result's ``winner`` seat only (``record.WINS_ONLY``)."""
    verbs: tuple[str, ...] = ()
    """The bare actions (no card, no amount) the table offers as buttons: while one is not
    legal on your turn, the app asks the engine why (``IllegalAction.code``) and says so when
    it is pressed."""

    def new_state(
        self, rng: random.Random, dealer: int | None, deck: list[str] | None
    ) -> GameState:
        """Start a match: random dealer unless given, first deal from ``deck`` unless ``None``."""
        return self.state_class.new_match_state(rng, dealer, deck)

    def next_dealer(self, dealer: int) -> int:
        """Who deals the match after one dealt by ``dealer``: the next seat in the order of play,
        i.e. the deal passes to the dealer's right in the anticlockwise four-player games
        (Piedicavallo §2.2's recommendation; Minchiate keeps the same custom)."""
        seat = isinstance(dealer, int) and not isinstance(dealer, bool)
        if not seat or not 0 <= dealer < self.players:
            raise IllegalAction(f"no seat {dealer!r} at a {self.players}-player table", "bad_seat")
        return (dealer + 1) % self.players
