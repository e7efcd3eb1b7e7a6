"""``TableViewModel``: the base of every game's view model (``GameController.table``).

A game's view model holds what only that game's table shows (Scopa's capture being chosen,
Schnapsen's indicator, Lock & Bet's chips…) and interprets a click on a card. The controller
hands it each step (:class:`Step`) and sends on whatever it chooses (``chosenAction``) or
refuses (``rejected``). Everything is read from the observation, the step's events and the legal
action strings, never computed from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from PySide6.QtCore import Property, QObject, Signal


@dataclass(frozen=True)
class Step:
    """One step of the match as the controller received it from the worker."""

    observation: dict[str, Any]
    """Seat 0's observation (while a finished deal's summary is open: that deal as it ended)."""
    legal: list[str]
    """Seat 0's legal actions (empty when another seat is to act)."""
    events: list[dict[str, Any]] = field(default_factory=list)
    """The events that led here."""
    held: bool = False
    """The step finished a deal: the observation already shows the next one; keep the finished
    one in view until the summary is dismissed."""
    refusals: dict[str, str] = field(default_factory=dict)
    """Card code -> the engine's refusal code, for each card of the hand with no legal play."""
    ended: list[dict[str, Any]] = field(default_factory=list)
    """A lesson's deal that the table shows as it ended (while the note that tells it reads,
    on its sheet, as the lesson's final position): the events that ended it, up to its
    ``deal_end``, which the step's own ``events`` may not carry again."""
    verb_refusals: dict[str, str] = field(default_factory=dict)
    """Button verb -> the engine's refusal code, for each of the game's ``verbs`` not legal on
    your turn (``GameSpec.verbs``)."""
    trick_held: bool = False
    """The trick the step finished waits on the table for your click (four-seat games), or
    for the lesson's Next."""


@dataclass(frozen=True)
class HandMarks:
    """What the game adds to the rows of the hand (``hand_model.hand_rows``)."""

    selected: str | set[str] = ""
    """The card (or the cards) being chosen for a move that needs confirming."""
    discardable: set[str] = field(default_factory=set)
    """Cards that some legal discard includes (playable while discarding)."""
    marriage_points: dict[str, int] = field(default_factory=dict)
    """Suit -> what a marriage declared in it would be worth."""


def shown_trick_number(step: Step, finished: int, total: int) -> int:
    """The number of the trick the table counts after ``step``: the finished one while it
    waits for your click (newcomer #26: "Trick 4 of 15" beside the finished third trick), else
    the one in play or to be led, yours too while the last one still lies there (newcomer #27:
    "Trick 4 of 15" beside "Your turn: lead a card"); ``finished`` tricks before it, 1 to
    ``total``."""
    done = [event for event in step.events if event.get("type") == "trick"]
    if step.trick_held and done:
        return int(done[-1].get("number", finished))
    return max(1, min(total, finished + 1))


def view_property(type_name: Any, key: str, notify: Signal) -> Property:
    """A read-only QML property backed by ``self._info[key]``, notified by ``notify`` (the
    subclass's own ``changed``: PySide6 needs a property's notify signal in its own class)."""

    def getter(self: TableViewModel) -> Any:
        return self._info[key]

    return Property(type_name, getter, notify=notify)


class TableViewModel(QObject):
    """A game's table state and card clicks; a plain trick game needs nothing more than this.

    Subclasses declare ``changed = Signal()`` and their properties with :func:`view_property`
    (``notify=changed``), derive them in :meth:`derive`, and, where the game has more than
    plain plays, override :meth:`play` or :meth:`click_card`, :meth:`hand_marks` (emitting
    ``marksChanged`` when they change) and :meth:`cancel`; their slots are the game's own
    intents.
    """

    chosenAction = Signal(str)
    """A checked intent: the legal action to send to the engine."""
    chosenActions = Signal(list)
    """Checked intents made as one (Minchiate's two-card discard: one engine action a card),
    sent together: a lesson judges them whole."""
    rejected = Signal(str, str)
    """An intent refused here: (code, plain-English message); nothing is sent."""
    marksChanged = Signal()
    """What :meth:`hand_marks` returns changed (the controller marks the hand again)."""
    changed: ClassVar[Any] = None
    """A subclass with properties declares ``changed = Signal()``: any of them changed (one
    signal: they change together)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._legal: list[str] = []
        self._info: dict[str, Any] = {}
        """The properties' values; a subclass that has some sets them at the end of its
        ``__init__`` (``self._info = self.derive(Step({}, []))``)."""

    # -- from the controller ---------------------------------------------------------------

    def update(self, step: Step) -> None:
        """Read a step: keep its legal actions and derive the properties again."""
        self._legal = list(step.legal)
        self.set_info(self.derive(step))

    def derive(self, step: Step) -> dict[str, Any]:
        """The values of the game's properties after ``step`` (none for a plain trick game)."""
        return {}

    def click_card(self, code: str, row: dict[str, Any] | None, your_turn: bool) -> None:
        """A card was clicked; ``row`` is its row in the hand (``None``: not in the hand)."""
        if not your_turn:
            self.refuse("not_your_turn", "it is not your turn")
        elif row is None or not row["playable"]:
            if row is not None and row["refusal"]:  # the engine's own reason for this card
                self.refuse(row["refusal"], f"play:{code} refused ({row['refusal']})")
            else:
                self.refuse("not_playable", f"{code} cannot be played now")
        else:
            self.play(code, row)

    def play(self, code: str, row: dict[str, Any]) -> None:
        """A playable card of the hand was clicked: play it (its one legal action)."""
        if row["action"]:
            self.send(row["action"])
        else:
            self.refuse("not_playable", f"{code} cannot be played now")

    def hand_marks(self) -> HandMarks:
        """What this game marks on the hand now."""
        return HandMarks()

    def cancel(self) -> None:
        """Drop a choice in progress (an action was sent or a move taken back)."""

    def step_gone(self) -> None:
        """The step read last is the engine's no more (a lesson takes the table, or gives it
        back): nothing is sent for it (Minchiate's pass for you, on its way, would go to the
        lesson's declare step) until the next step comes."""
        self._legal = []

    # -- for subclasses --------------------------------------------------------------------

    def set_info(self, info: dict[str, Any]) -> None:
        """Take ``info`` as the properties' values; ``changed`` only on a real change."""
        if info != self._info:
            self._info = info
            if self.changed is not None:
                self.changed.emit()

    def send(self, action: str) -> None:
        """Send ``action`` to the engine (through the controller)."""
        self.chosenAction.emit(action)

    def send_together(self, actions: list[str]) -> None:
        """Send ``actions``, one choice made of several engine actions, together."""
        self.chosenActions.emit(list(actions))

    def refuse(self, code: str, message: str) -> None:
        """Refuse an intent here (the controller reports it like the engine's refusals)."""
        self.rejected.emit(code, message)
