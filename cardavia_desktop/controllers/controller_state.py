"""The state a ``GameController`` mirrors for QML: its defaults, its properties (the base class
``ControllerState``) and small helpers. Only what every game's table shares is here; what one
game alone shows is its view model's (``controllers/tables``)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Property, QObject, Signal

from . import sound

DEFAULTS: dict[str, Any] = {
    "observation": {},
    "legalActions": [],
    "cardRefusals": {},
    "currentPlayer": -1,
    "yourTurn": False,
    "aiThinking": False,
    "dealNumber": 0,
    "dealer": -1,
    "points": [0, 0],
    "tricks": [0, 0],
    "matchPoints": [7, 7],
    "trick": [],
    "trickWinner": -1,
    "trickHeld": False,
    "lastTrick": {},
    "lastEvents": [],
    "stepReopened": False,
    "summary": {},
    "summaryVisible": False,
    "matchOver": False,
    "matchWinner": -1,
    "errorCode": "",
    "errorMessage": "",
    "matchSeed": -1,
    "running": False,
    "canTakeBack": False,
    "assisted": False,
    "moves": 0,
    "hint": [],
    "hintCards": [],
    "hintBusy": False,
    "story": [],
}

RECORD_DEFAULTS: dict[str, Any] = {
    "practice": False,
    "atStake": False,
    "hardResult": {},
    "hardBusy": False,
}
"""The record's and the numbered deals' state (docs/app.md, "The player's record")."""


class MirrorsState(Protocol):
    """What ``state_property`` reads of its object (a ``GameController``; named by this shape
    so that this module does not import the controller that imports it)."""

    _state: dict[str, Any]


def state_property(type_name: str | type, key: str, notify: Signal) -> Property:
    """A read-only QML property backed by ``self._state[key]``, notified on real change."""

    def getter(self: MirrorsState) -> Any:
        return self._state[key]

    # A Qt type name ("QVariantMap") or a type: PySide6 takes both, its stubs only a type.
    return Property(type_name, getter, notify=notify)  # type: ignore[arg-type]


def seat_index(value: Any) -> int:
    return -1 if value is None else int(value)


def copy_value(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    return value


def own_draws_named(
    events: list[dict[str, Any]], before: list[str], after: list[str]
) -> list[dict[str, Any]]:
    """The step's events as the human seat saw them: its one face-down draw names the card that
    came into its hand (``before`` → ``after``); everything else is left as the engine said."""
    hidden = [
        i
        for i, e in enumerate(events)
        if e.get("type") == "draw"
        and e.get("seat") == 0
        and "card" in e
        and e["card"] is None
        and e.get("count", 1) == 1
    ]
    new = [code for code in after if code not in before]
    if len(hidden) != 1 or len(new) != 1:
        return events
    named = list(events)
    named[hidden[0]] = dict(events[hidden[0]], card=new[0])
    return named


def sheet_extras(
    events: list[dict[str, Any]], end: dict[str, Any], close_info: dict[str, Any]
) -> dict[str, Any]:
    """What a deal's sheet shows beyond its ``deal_end``: the close as it stood (Schnapsen:
    the deal's own, else the one kept), and the cards left on the table that went to the last
    capturer (Scopa's ``leftovers`` event, when the deal had some)."""
    extras: dict[str, Any] = {"close": dict(end.get("close") or close_info)}
    left = next((e for e in events if e.get("type") == "leftovers"), None)
    if left is not None:
        extras["leftovers"] = list(left.get("cards", []))
    return extras


def event_display(
    obs: dict[str, Any],
    events: list[dict[str, Any]],
    close_info: dict[str, Any],
    ended: list[dict[str, Any]] | None = None,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """What a step's events put on the table: the trick shown, the deal's summary, the match
    end, as ``ControllerState`` values in the order to set them; with the deal's ``close``
    event as known after the step (``close_info``: kept until the deal's summary shows it).
    ``ended``: the events that ended a lesson's deal the table shows as it ended (while a note
    tells it, as its final position): that deal's summary, its sheet not opened by it."""
    shown: dict[str, Any] = {}
    finished = [e for e in events if e.get("type") == "trick"]
    deal_end = next((e for e in events if e.get("type") == "deal_end"), None)
    match_end = next((e for e in events if e.get("type") == "match_end"), None)
    if "close_snapshot" in obs and deal_end is None:
        # The close as the observation tells it (newcomer #41: a match saved after the close
        # and resumed had no close event, and the sheet said the AI had 0 points then; a
        # take-back of the close leaves none).
        snapshot = obs["close_snapshot"]
        close_info = (
            {} if snapshot is None else {"type": "close", "seat": obs.get("closed_by"), **snapshot}
        )
    for event in events:
        if event.get("type") == "close":
            close_info = dict(event)
    told = next((e for e in ended or [] if e.get("type") == "deal_end"), None)
    if told is not None and deal_end is None:
        shown["summary"] = {**told, **sheet_extras(ended or [], told, close_info)}
    if finished:
        # A finished trick stays on the table (the view sweeps it to the winner's pile).
        shown["trick"] = list(finished[-1].get("cards", []))
        shown["trickWinner"] = int(finished[-1].get("winner", -1))
    elif obs.get("trick") or any(e.get("type") == "take_back" for e in events):
        # A take-back shows the trick as it stands again, even an empty one: the cards it
        # undid leave the table (newcomer #21: the AI's undone lead stayed to be "answered").
        shown["trick"] = list(obs.get("trick", []))
        shown["trickWinner"] = -1
    elif deal_end is not None:
        # A marriage reached 66 before its card was resolved: nothing left on the table.
        shown["trick"] = []
        shown["trickWinner"] = -1
    if deal_end is None:
        shown["points"] = list(obs.get("points", [0, 0]))
        shown["tricks"] = list(obs.get("tricks", obs.get("tricks_won", [0, 0])))
        played = obs.get("tricks_played", [])
        shown["lastTrick"] = dict(played[-1]) if played else {}
    else:
        # The observation already shows the next deal: keep the finished one on the table.
        summary = {**deal_end, **sheet_extras(events, deal_end, close_info)}
        close_info = {}
        shown["points"] = list(deal_end.get("points", [0, 0]))
        shown["tricks"] = list(deal_end.get("tricks", [0, 0]))
        if finished:
            shown["lastTrick"] = dict(finished[-1])
        shown["summary"] = summary
        shown["summaryVisible"] = True
    if match_end is not None:
        shown["matchOver"] = True
        winner = match_end.get("winner", -1)  # a seat; team games name a team, or a tie
        shown["matchWinner"] = winner if isinstance(winner, int) else -1
    return shown, close_info


class ControllerState(QObject):
    """The state every game's table shares, as read-only QML properties notified on real change.

    ``GameController`` derives from it and fills it from the worker's payloads with ``_set``.
    """

    actionRejected = Signal(str, str)
    """An intent was refused: (code, plain-English message); the state is unchanged."""

    observationChanged = Signal()
    legalActionsChanged = Signal()
    cardRefusalsChanged = Signal()
    currentPlayerChanged = Signal()
    yourTurnChanged = Signal()
    aiThinkingChanged = Signal()
    dealNumberChanged = Signal()
    dealerChanged = Signal()
    pointsChanged = Signal()
    tricksChanged = Signal()
    matchPointsChanged = Signal()
    trickChanged = Signal()
    trickWinnerChanged = Signal()
    trickHeldChanged = Signal()
    lastTrickChanged = Signal()
    lastEventsChanged = Signal()
    stepReopenedChanged = Signal()
    summaryChanged = Signal()
    summaryVisibleChanged = Signal()
    matchOverChanged = Signal()
    matchWinnerChanged = Signal()
    errorCodeChanged = Signal()
    errorMessageChanged = Signal()
    matchSeedChanged = Signal()
    runningChanged = Signal()
    canTakeBackChanged = Signal()
    assistedChanged = Signal()
    movesChanged = Signal()
    hintChanged = Signal()
    hintCardsChanged = Signal()
    hintBusyChanged = Signal()
    storyChanged = Signal()
    practiceChanged = Signal()
    atStakeChanged = Signal()
    hardResultChanged = Signal()
    hardBusyChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: dict[str, Any] = {key: copy_value(value) for key, value in DEFAULTS.items()}
        self._state.update({key: copy_value(value) for key, value in RECORD_DEFAULTS.items()})

    def _set(self, key: str, value: Any) -> None:
        if self._state[key] != value:
            self._state[key] = value
            getattr(self, f"{key}Changed").emit()

    def _reject(self, code: str, message: str) -> None:
        self._set("errorCode", code)
        self._set("errorMessage", message)
        sound.play("refuse")
        self.actionRejected.emit(code, message)

    observation = state_property("QVariantMap", "observation", observationChanged)
    legalActions = state_property("QVariantList", "legalActions", legalActionsChanged)
    cardRefusals = state_property("QVariantMap", "cardRefusals", cardRefusalsChanged)
    """Card code -> the engine's refusal code, for each card of your hand with no legal play."""
    currentPlayer = state_property(int, "currentPlayer", currentPlayerChanged)
    yourTurn = state_property(bool, "yourTurn", yourTurnChanged)
    aiThinking = state_property(bool, "aiThinking", aiThinkingChanged)
    dealNumber = state_property(int, "dealNumber", dealNumberChanged)
    dealer = state_property(int, "dealer", dealerChanged)
    points = state_property("QVariantList", "points", pointsChanged)
    tricks = state_property("QVariantList", "tricks", tricksChanged)
    matchPoints = state_property("QVariantList", "matchPoints", matchPointsChanged)
    trick = state_property("QVariantList", "trick", trickChanged)
    trickWinner = state_property(int, "trickWinner", trickWinnerChanged)
    trickHeld = state_property(bool, "trickHeld", trickHeldChanged)
    """A finished trick waits for the player (``holdTricks``): ``continueTrick`` goes on."""
    lastTrick = state_property("QVariantMap", "lastTrick", lastTrickChanged)
    lastEvents = state_property("QVariantList", "lastEvents", lastEventsChanged)
    stepReopened = state_property(bool, "stepReopened", stepReopenedChanged)
    """The step is a table just opened: its events (a sheet left open) were told before."""
    summary = state_property("QVariantMap", "summary", summaryChanged)
    summaryVisible = state_property(bool, "summaryVisible", summaryVisibleChanged)
    matchOver = state_property(bool, "matchOver", matchOverChanged)
    matchWinner = state_property(int, "matchWinner", matchWinnerChanged)
    errorCode = state_property(str, "errorCode", errorCodeChanged)
    errorMessage = state_property(str, "errorMessage", errorMessageChanged)
    matchSeed = state_property(int, "matchSeed", matchSeedChanged)
    running = state_property(bool, "running", runningChanged)
    canTakeBack = state_property(bool, "canTakeBack", canTakeBackChanged)
    """You made a decision in this deal that ``takeBack`` can undo."""
    assisted = state_property(bool, "assisted", assistedChanged)
    """You took a move back or asked for a hint in this match (saved with it)."""
    moves = state_property(int, "moves", movesChanged)
    """Actions taken in this match so far (0: nothing to lose by starting over)."""
    hint = state_property("QVariantList", "hint", hintChanged)
    """The hard level's best moves for you, best first: ``[{action, value, facts}]``."""
    hintCards = state_property("QVariantList", "hintCards", hintCardsChanged)
    """Cards of your hand that the best hinted move plays (the hand marks them)."""
    hintBusy = state_property(bool, "hintBusy", hintBusyChanged)
    """A hint is being worked out on the worker."""
    story = state_property("QVariantList", "story", storyChanged)
    """The engine's events of the previous and the current deal, each with ``deal`` and
    ``actor`` (controllers/story.py): the table's log words them."""

    practice = state_property(bool, "practice", practiceChanged)
    """A finished deal is being replayed (nothing of it counts; the real match waits)."""
    atStake = state_property(bool, "atStake", atStakeChanged)
    """Giving up the match now (New match, another deal, an import) counts as a loss."""
    hardResult = state_property("QVariantMap", "hardResult", hardResultChanged)
    """"How would Hard have done?": ``{"deal", "yours": [you, them], "hard": [you, them]}``
    (``{"failed": true}`` if it could not be played; empty until asked)."""
    hardBusy = state_property(bool, "hardBusy", hardBusyChanged)
    """The hard level is playing the deal on the worker."""
