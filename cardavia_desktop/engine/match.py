"""The public match API of DESIGN.md: string actions, observations, saved games.

A saved match is its seed, first dealer, optional first deck and the list of actions taken
(like a chess PGN): ``load_match`` replays them through the rules, so a save can never hold
a state the rules could not reach, and a corrupt save is refused with the reason.

A ``Match`` keeps the events of every action it applied (``events``) and the state at the start
of each deal: the log, the record, a take-back and a replayed deal read them, and the match is
never replayed from its seed again once it is built (``load_match`` replays a save once: that
is how it is checked).
"""

from __future__ import annotations

import json
import random
from bisect import bisect_right
from typing import Any, TypeGuard

try:  # CPython's own SHA-256: hashlib would load OpenSSL (~4 MB resident) for this one use
    from _sha2 import sha256  # Python 3.12+
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:
        from hashlib import sha256

from .contract import Event, GameSpec, GameState, IllegalAction

SAVE_FORMAT = "cardavia-match/1"


class Match:
    """A match of one game from seat 0's table: the API the app, the AI arena and tests use."""

    def __init__(
        self,
        spec: GameSpec,
        seed: int,
        dealer: int | None = None,
        deck: list[str] | None = None,
    ) -> None:
        if not _is_whole(seed):
            raise IllegalAction(f"seed must be a whole number, not {seed!r}", "bad_seed")
        if dealer is not None and not (_is_whole(dealer) and 0 <= dealer < spec.players):
            raise IllegalAction(f"dealer must be a seat from 0 to {spec.players - 1}", "bad_dealer")
        if deck is not None:
            if not isinstance(deck, list | tuple) or not all(isinstance(c, str) for c in deck):
                raise IllegalAction("deck must be a list of card codes", "bad_deck")
            deck = list(deck)
            if len(deck) != spec.deck_size or len(set(deck)) != spec.deck_size:
                raise IllegalAction(
                    f"deck must list the {spec.deck_size} cards of the pack once each", "bad_deck"
                )
        self.spec = spec
        self.seed = seed
        self.dealer = dealer
        self.deck = deck
        self.history: list[str] = []
        self.assisted = False
        """The player took a move back or asked for a hint (the record counts it apart)."""
        self.actors: list[int] = []
        """The seat that took each action of ``history``."""
        self.forced: list[bool] = []
        """Whether each action of ``history`` was the only legal one (no decision to undo)."""
        self.events: list[list[Event]] = []
        """The events of each action of ``history``, as ``apply`` returned them (never mutate
        them: a take-back or ``rewound`` shares them)."""
        self.deal_starts: list[int] = [0]
        """Index in ``history`` of each deal's first action, oldest first (the last one is
        ``deal_start``; it equals ``len(history)`` while a new deal waits for its first move)."""
        try:
            self.state: GameState = spec.new_state(random.Random(seed), dealer, deck)
        except KeyError as error:
            raise IllegalAction(f"bad deck: {error.args[0]}", "bad_deck") from None
        self._deal_states: dict[int, GameState] = {0: self.state.clone()}
        """The state at each deal's start, by its ``deal_starts`` index (never played on:
        copied by ``rewound``)."""

    @property
    def deal_start(self) -> int:
        """Index in ``history`` of the current deal's first action."""
        return self.deal_starts[-1]

    @property
    def game(self) -> str:
        """The game id."""
        return self.spec.id

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.spec.players

    @property
    def current_player(self) -> int | None:
        """Seat to act, ``None`` when the match is over."""
        return self.state.current_player()

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.state.is_over()

    @property
    def result(self) -> dict[str, Any] | None:
        """Match outcome and scores (see docs/engine.md), ``None`` while it goes on."""
        return self.state.result()

    def legal_actions(self) -> list[str]:
        """Legal actions of the current player, as canonical strings."""
        state = self.state
        return [state.action_to_string(a) for a in state.legal_actions()]

    def parse(self, action: str) -> int:
        """Turn an action string into the legal action id it names, or raise ``IllegalAction``.

        The grammar of every game is printable ASCII of at most ``MAX_ACTION_LENGTH``
        characters (``check_action_text``): anything else is refused here, before the game's
        own parser, and a refusal never repeats more than a few dozen characters of the input.
        """
        check_action_text(action)
        if self.state.is_over():
            raise IllegalAction("the match is over", "match_over")
        action_id = self.state.string_to_action(action.strip())
        if action_id not in self.state.legal_actions():
            raise self.state.explain_illegal(action_id)
        return action_id

    def apply(self, action: str) -> list[Event]:
        """Apply an action of the current player; illegal -> ``IllegalAction``, state unchanged."""
        action_id = self.parse(action)
        state = self.state
        canonical = state.action_to_string(action_id)
        actor, deal = state.current_player(), state.deal_index()
        forced = len(state.legal_actions()) == 1
        events = state.apply_action(action_id)
        self.history.append(canonical)
        self.actors.append(actor if actor is not None else -1)
        self.forced.append(forced)
        self.events.append(events)
        if state.deal_index() != deal:
            self.deal_starts.append(len(self.history))
            self._deal_states[len(self.history)] = state.clone()
        return list(events)

    def rewound(self, moves: int) -> Match:
        """A new match equal to this one after its first ``moves`` actions (its ``to_dict``,
        state, events and deals), as ``load_match`` would rebuild it, but taken from the kept
        start of that deal: only that deal's actions before ``moves`` are applied again."""
        if not (_is_whole(moves) and 0 <= moves <= len(self.history)):
            raise ValueError(f"moves must be from 0 to {len(self.history)}")
        deal = bisect_right(self.deal_starts, moves) - 1
        start = self.deal_starts[deal]
        copy = object.__new__(Match)
        copy.spec, copy.seed, copy.dealer, copy.deck = self.spec, self.seed, self.dealer, self.deck
        copy.assisted = self.assisted
        copy.history, copy.actors = self.history[:moves], self.actors[:moves]
        copy.forced, copy.events = self.forced[:moves], self.events[:moves]
        copy.deal_starts = self.deal_starts[: deal + 1]
        copy._deal_states = {at: kept for at, kept in self._deal_states.items() if at <= start}
        state = self._deal_states[start].clone()
        for action in self.history[start:moves]:
            state.apply_action(state.string_to_action(action))
        copy.state = state
        return copy

    def _take_back_point(self, seat: int) -> int:
        """Index in ``history`` of ``seat``'s last decision in the current deal, or raise.

        A forced move (the only legal action, such as a Minchiate pass with nothing to declare)
        is no decision: taking back goes past it to the last real choice.
        """
        if not (_is_whole(seat) and 0 <= seat < self.players):
            raise IllegalAction(f"seat must be from 0 to {self.players - 1}", "bad_seat")
        if self.state.is_over():
            raise IllegalAction(
                "the match is over: a finished deal cannot be taken back", "deal_over"
            )
        for index in range(len(self.history) - 1, self.deal_start - 1, -1):
            if self.actors[index] == seat and not self.forced[index]:
                return index
        raise IllegalAction(
            "nothing to take back: this seat has made no decision in the current deal",
            "nothing_to_take_back",
            seat=seat,
        )

    def can_take_back(self, seat: int) -> bool:
        """True when ``seat`` has made a decision in the current deal (and the match goes on)."""
        try:
            self._take_back_point(seat)
        except IllegalAction:
            return False
        return True

    def take_back(self, seat: int) -> list[Event]:
        """Undo ``seat``'s last decision in the current deal and every action after it.

        The match goes back to the kept start of the current deal and that deal's moves before
        the decision are applied again (``rewound``), so afterwards ``to_dict()`` (and the whole
        state) is exactly that of the match at that decision point, never replayed from its
        seed. Never across the end of a deal; otherwise (or with no
        own decision in the current deal) ``IllegalAction`` and nothing changes. Returns one
        ``take_back`` event: ``seat``, ``moves_undone``, ``actions`` (the undone actions, in
        order), ``deal_number`` and ``current_player`` after the take-back.
        """
        point = self._take_back_point(seat)
        rebuilt = self.rewound(point)
        undone = self.history[point:]
        self.state, self.history = rebuilt.state, rebuilt.history
        self.actors, self.forced, self.events = rebuilt.actors, rebuilt.forced, rebuilt.events
        self.deal_starts, self._deal_states = rebuilt.deal_starts, rebuilt._deal_states
        return [
            {
                "type": "take_back",
                "seat": seat,
                "moves_undone": len(undone),
                "actions": undone,
                "deal_number": self.state.deal_index(),
                "current_player": self.state.current_player(),
            }
        ]

    def mark_assisted(self) -> None:
        """Mark the match as played with help (a take-back or a hint); saved with it."""
        self.assisted = True

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as a JSON-serialisable dict."""
        if not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"seat must be from 0 to {self.players - 1}")
        return self.state.observation(seat)

    def to_dict(self) -> dict[str, Any]:
        """The saved-game form: enough to rebuild this exact match with ``load_match``.

        ``moves`` and ``digest`` let ``load_match`` notice a save that lost or changed moves.
        """
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.spec.id,
            "seed": self.seed,
            "dealer": self.dealer,
            "deck": None if self.deck is None else list(self.deck),
            "actions": list(self.history),
        }
        if self.assisted:  # outside the digest: it says how the match was played, not what
            data["assisted"] = True
        data["moves"] = len(self.history)
        data["digest"] = _digest(data)
        return data

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Match) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"<Match {self.spec.id} seed={self.seed} moves={len(self.history)}>"


def load_match(data: Any) -> Match:
    """Rebuild a match from ``Match.to_dict()``; a corrupt save raises ``IllegalAction``."""
    from .registry import GAMES

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise IllegalAction(
            f"not a saved Cardavia match (expected format {SAVE_FORMAT})", "bad_save"
        )
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise IllegalAction(f"unknown game {game!r} in saved match", "bad_save")
    seed, actions = data.get("seed"), data.get("actions")
    if not _is_whole(seed) or not isinstance(actions, list):
        raise IllegalAction("saved match lacks a whole-number seed or an action list", "bad_save")
    if data.get("moves") != len(actions) or data.get("digest") != _digest(data):
        raise IllegalAction(
            "saved match is damaged: its move count or digest does not match its moves", "bad_save"
        )
    try:
        match = Match(GAMES[game], seed, data.get("dealer"), data.get("deck"))
    except IllegalAction as error:
        raise IllegalAction(f"saved match is corrupt: {error}", "bad_save") from None
    match.assisted = data.get("assisted") is True
    for number, action in enumerate(actions, start=1):
        try:
            match.apply(action)
        except IllegalAction as error:
            raise IllegalAction(
                f"saved match is corrupt at move {number} ({action!r}): {error}", "bad_save"
            ) from None
    return match


def _is_whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _digest(data: dict[str, Any]) -> str:
    """A short checksum of a save's contents (everything but the digest itself)."""
    body = {key: data.get(key) for key in ("game", "seed", "dealer", "deck", "actions")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), default=repr)
    return sha256(text.encode()).hexdigest()[:16]


def reseal(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a save with its move count and digest recomputed: for tools and tests that
    edit a save on purpose (``load_match`` then judges the moves themselves)."""
    sealed = dict(data)
    actions = sealed.get("actions")
    sealed["moves"] = len(actions) if isinstance(actions, list) else None
    sealed["digest"] = _digest(sealed)
    return sealed


def new_match(
    game: str, seed: int = 0, dealer: int | None = None, deck: list[str] | None = None
) -> Match:
    """Start a match of ``game``; the same seed gives the same deals."""
    from .registry import GAMES

    if not isinstance(game, str) or game not in GAMES:
        raise IllegalAction(f"unknown game {game!r}; known games: {', '.join(GAMES)}", "bad_game")
    return Match(GAMES[game], seed, dealer, deck)


MAX_ACTION_LENGTH = 256
"""The longest action string any game accepts (the longest legal one, a Minchiate declaration
of thirteen cards, has 72 characters; spaces around the arguments are allowed)."""


def check_action_text(action: object) -> None:
    """Refuse (``IllegalAction``, code ``bad_syntax``) what no game's grammar can hold: a
    non-string, more than ``MAX_ACTION_LENGTH`` characters, or anything but printable ASCII
    (so ``bet:٣`` and ``bet:３`` are not numbers, and a card code is never a look-alike)."""
    if not isinstance(action, str):
        kind = type(action).__name__
        raise IllegalAction(f"an action must be a string, not {kind}", "bad_syntax")
    if len(action) > MAX_ACTION_LENGTH:
        raise IllegalAction(
            f"an action has at most {MAX_ACTION_LENGTH} characters, not {len(action)}",
            "bad_syntax",
            length=len(action),
        )
    if not (action.isascii() and action.isprintable()):
        raise IllegalAction(
            f"an action is written in plain ASCII letters, digits and ':,' only, not "
            f"{shown_action(action)}",
            "bad_syntax",
            action=shown_action(action),
        )


def shown_action(text: str, limit: int = 40) -> str:
    """``repr`` of an action for a refusal message, cut to about ``limit`` characters."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
