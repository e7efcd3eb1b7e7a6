"""``MinchiateTable``: what the Minchiate table shows, read from a ``GameController``.

The table's QML sets ``controller`` and renders the properties here: the hand grouped by trumps
and suits, the discard step (chosen card by card, judged by the engine), the declarable
combinations with their values, the set-up, the resti scoreboard, the score log and the end.
Every fact comes from the observation, the legal actions and the events; card points and
combination values are looked up in the engine's own tables (``games.minchiate.rules``), never
recomputed here, and the view only translates these data into words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from cardavia_desktop.engine.games.minchiate import rules as R

if TYPE_CHECKING:
    from .game_controller import GameController

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

GROUPS = ("T", "MATTO", "S", "B", "C", "D")
"""Hand groups in display order: trumps, the Matto, Swords, Batons, Cups, Coins."""


def card_group(code: str) -> str:
    """The hand group of a card code.

    >>> card_group("T29"), card_group("MATTO"), card_group("C10")
    ('T', 'MATTO', 'C')
    """
    return "MATTO" if code == "MATTO" else code[:1]


def card_points(code: str) -> int:
    """The card's points in the engine's table (T29 = 0 on its own)."""
    return R.POINTS[R.PACK.index(code)]


def hand_rows(
    hand: list[str], legal: list[str], selected: list[str], refusals: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """Rows for the grouped hand: group, first of its group, legal now (play or discard), and
    the engine's refusal code for a card that may not be played."""
    refusals = refusals or {}
    allowed = {a.split(":", 1)[1] for a in legal if a.startswith(("play:", "discard:"))}
    rows: list[dict[str, Any]] = []
    previous = ""
    for code in hand:
        group = card_group(code)
        rows.append(
            {
                "code": code,
                "group": group,
                "groupStart": group != previous,
                "legal": code in allowed,
                "selected": code in selected,
                "refusal": "" if code in allowed else refusals.get(code, ""),
            }
        )
        previous = group
    return rows


def group_sizes(hand: list[str]) -> list[dict[str, Any]]:
    """The hand's groups in order with their sizes (for the labels over the hand)."""
    sizes: list[dict[str, Any]] = []
    for code in hand:
        group = card_group(code)
        if sizes and sizes[-1]["group"] == group:
            sizes[-1]["count"] += 1
        else:
            sizes.append({"group": group, "count": 1})
    return sizes


def declarable(legal: list[str], hand: list[str]) -> list[dict[str, Any]]:
    """The combinations the legal ``declare:`` actions offer, with the engine's values."""
    holding = R.PACK.mask(hand)
    combos = []
    for action in legal:
        if not action.startswith("declare:"):
            continue
        cards = action.split(":", 1)[1].split(",")
        index = R.COMBO_INDEX[R.PACK.mask(cards)]
        combo = R.COMBOS[index]
        points = R.combo_points(index, holding)
        combos.append(
            {
                "action": action,
                "kind": combo.kind,
                "cards": cards,
                "value": combo.value,
                "mattoBonus": points - combo.value,
                "points": points,
            }
        )
    return combos


def setup_summary(obs: dict[str, Any]) -> dict[str, Any]:
    """The set-up as public facts: cut and robberies, exposed card, Fola, discards."""
    robbed = obs.get("robbed") or {"cutter": [], "dealer": []}
    exposed = obs.get("exposed") or ""
    return {
        "dealer": obs.get("dealer", -1),
        "cutter": obs.get("cutter", -1),
        "eldest": obs.get("eldest", -1),
        "cutterCards": list(robbed["cutter"]),
        "cutterPoints": sum(card_points(c) for c in robbed["cutter"]),
        "dealerCards": list(robbed["dealer"]),
        "dealerPoints": sum(card_points(c) for c in robbed["dealer"]),
        "exposed": exposed,
        "exposedPoints": card_points(exposed) if exposed else 0,
        "folaSize": obs.get("fola_size", 0),
        "fola": list(obs.get("fola") or []),
        "folaRevealed": obs.get("fola") is not None,
        "discardCounts": list(obs.get("discard_counts", [0, 0, 0, 0])),
        "toDiscard": list(obs.get("to_discard", [0, 0, 0, 0])),
        "declarations": [dict(d) for d in obs.get("declarations", [])],
    }


def log_entries(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The public events worth a line in the score log, each with its number (newest last).

    A ``resto`` entry carries the reason of the score that caused it.
    """
    keep = (
        "rob",
        "exposed",
        "discard",
        "declare",
        "score",
        "resto",
        "trick",
        "fola",
        "matto_settlement",
        "deal_end",
    )
    entries: list[dict[str, Any]] = []
    last_score: dict[str, Any] = {}
    for event in log:
        kind = event.get("type")
        if kind == "score":
            last_score = event
        if kind not in keep:
            continue
        if kind == "fola" and event.get("cards") is None:
            continue
        entry = dict(event)
        if kind == "resto":
            entry["reason"] = last_score.get("reason", "")
            entry["before"] = last_score.get("difference", 0)
        entry["index"] = len(entries)
        entries.append(entry)
    return entries


def _prop(key: str, type_name: str | type, notify: Signal) -> Property:
    def getter(self: MinchiateTable) -> Any:
        return self._data[key]

    # A Qt type name ("QVariantMap") or a type: PySide6 takes both, its stubs only a type.
    return Property(type_name, getter, notify=notify)  # type: ignore[arg-type]


@QmlElement
class MinchiateTable(QObject):
    """The Minchiate table's view model over a ``GameController`` (set as ``controller``)."""

    changed = Signal()
    """Any of the derived properties changed (one signal: they change together)."""
    controllerChanged = Signal()
    refused = Signal(dict)
    """An action was refused by the engine: ``{code, message, card, points, king, suit}``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller: GameController | None = None
        self._obs: dict[str, Any] = {}
        self._legal: list[str] = []
        self._refusals: dict[str, str] = {}
        self._selected: list[str] = []
        self._sent: str = ""
        self._waiting = False
        self._data: dict[str, Any] = self._derive()

    # -- the controller --------------------------------------------------------------------

    def _get_controller(self) -> GameController | None:
        return self._controller

    def _set_controller(self, value: GameController | None) -> None:
        if value is self._controller:
            return
        if self._controller is not None:
            try:
                self._controller.stepped.disconnect(self._on_stepped)
                self._controller.yourTurnChanged.disconnect(self._refresh)
                self._controller.actionRejected.disconnect(self._on_rejected)
            except RuntimeError:  # the controller is already gone (teardown)
                pass
        self._controller = value
        if value is not None:
            value.stepped.connect(self._on_stepped)
            value.yourTurnChanged.connect(self._refresh)
            value.actionRejected.connect(self._on_rejected)
        self.controllerChanged.emit()
        self._refresh()

    controller = Property(QObject, _get_controller, _set_controller, notify=controllerChanged)

    # -- derived properties ----------------------------------------------------------------

    hand = _prop("hand", "QVariantList", changed)
    """``[{code, group, groupStart, legal, selected}]`` in the engine's order."""
    groups = _prop("groups", "QVariantList", changed)
    """``[{group, count}]``: trumps, the Matto, then S, B, C, D as held."""
    phase = _prop("phase", str, changed)
    yourTurn = _prop("yourTurn", bool, changed)
    discarding = _prop("discarding", bool, changed)
    """True while you (a robber) discard back to 21."""
    toDiscard = _prop("toDiscard", int, changed)
    selected = _prop("selected", "QVariantList", changed)
    discardReady = _prop("discardReady", bool, changed)
    declaring = _prop("declaring", bool, changed)
    combos = _prop("combos", "QVariantList", changed)
    """``[{action, kind, cards, value, mattoBonus, points}]`` you may declare now."""
    setup = _prop("setup", "QVariantMap", changed)
    difference = _prop("difference", int, changed)
    resti = _prop("resti", "QVariantList", changed)
    restoLog = _prop("restoLog", "QVariantList", changed)
    """Each settlement during the deal: ``[{team, count, reason, before, difference, resti}]``."""
    log = _prop("log", "QVariantList", changed)
    end = _prop("end", "QVariantMap", changed)
    """The ``deal_end`` event (plus ``matto``: the settlement, if any) once the deal is over."""
    trickNumber = _prop("trickNumber", int, changed)
    tricksWon = _prop("tricksWon", "QVariantList", changed)
    pileSizes = _prop("pileSizes", "QVariantList", changed)
    kingRuleNow = _prop("kingRuleNow", bool, changed)

    # -- intents ---------------------------------------------------------------------------

    @Slot(str)
    def clickCard(self, code: str) -> None:
        """A hand card was clicked: play it, or choose it for the discard (the engine judges)."""
        if self._controller is None or not self._data["yourTurn"]:
            return
        if self._data["discarding"]:
            legal = f"discard:{code}" in self._legal
            if legal:
                self._toggle(code)
                return
            self._send(f"discard:{code}")  # refused by the engine, with its reason
            return
        if self._data["phase"] == "play":
            self._send(f"play:{code}")

    @Slot()
    def confirmDiscard(self) -> None:
        """Discard the chosen cards (one ``discard:`` action each, as the engine wants)."""
        if not self._data["discardReady"]:
            return
        cards, self._selected = list(self._selected), []
        for code in cards:
            self._send(f"discard:{code}")
        self._refresh()

    @Slot()
    def clearDiscard(self) -> None:
        """Put the chosen discards back."""
        if self._selected:
            self._selected = []
            self._refresh()

    @Slot(str)
    def declare(self, action: str) -> None:
        """Declare one combination (an action from ``combos``)."""
        if action in self._legal:
            self._send(action)

    @Slot()
    def finishDeclaring(self) -> None:
        """Pass: end your declarations."""
        if "pass" in self._legal:
            self._send("pass")

    # -- internals -------------------------------------------------------------------------

    def _send(self, action: str) -> None:
        assert self._controller is not None
        self._sent = action
        self._controller.act(action)

    def _toggle(self, code: str) -> None:
        if code in self._selected:
            self._selected.remove(code)
        else:
            if len(self._selected) >= self._data["toDiscard"]:
                self._selected.pop(0)
            self._selected.append(code)
        self._refresh()

    @Slot("QVariantList")
    def _on_stepped(self, _events: list[dict[str, Any]]) -> None:
        self._refresh()
        if self._legal == ["pass"]:
            # Nothing to declare: pass for you (docs/games/minchiate.md allows it).
            QTimer.singleShot(0, self, self.finishDeclaring)

    @Slot(str, str)
    def _on_rejected(self, code: str, message: str) -> None:
        action, self._sent = self._sent, ""
        card = action.split(":", 1)[1] if action.startswith(("play:", "discard:")) else ""
        details: dict[str, Any] = {
            "code": code,
            "message": message,
            "card": card,
            "points": card_points(card) if card in R.PACK else 0,
            "king": "",
            "suit": str(self._obs.get("lead") or ""),
        }
        if code == "must_play_king" and self._data["suitKing"]:
            details["king"] = self._data["suitKing"]
        self.refused.emit(details)

    @Slot()
    def _refresh(self) -> None:
        controller = self._controller
        if controller is not None:
            self._obs = dict(controller.property("observation") or {})
            self._legal = [str(a) for a in controller.property("legalActions") or []]
            self._refusals = dict(controller.property("cardRefusals") or {})
            self._waiting = not controller.property("yourTurn")
        data = self._derive()
        if data != self._data:
            self._data = data
            self.changed.emit()

    def _derive(self) -> dict[str, Any]:
        obs, legal = self._obs, self._legal
        hand = list(obs.get("hand", []))
        phase = str(obs.get("phase", ""))
        discarding = any(a.startswith("discard:") for a in legal)
        to_discard = int((obs.get("to_discard") or [0])[0]) if discarding else 0
        self._selected = [c for c in self._selected if discarding and f"discard:{c}" in legal]
        log = log_entries(list(obs.get("log", [])))
        end = dict(obs.get("end") or {})
        if end:
            deal_end = next((e for e in log if e["type"] == "deal_end"), {})
            end.update({k: deal_end.get(k) for k in ("resti", "net", "winner")})
            end["matto"] = next((e for e in log if e["type"] == "matto_settlement"), None)
        lead = obs.get("lead")
        king = f"{lead}K" if obs.get("king_rule_now") and lead and f"{lead}K" in hand else ""
        return {
            "hand": hand_rows(hand, legal, self._selected, self._refusals),
            "groups": group_sizes(hand),
            "phase": phase,
            "yourTurn": bool(legal) and not self._waiting,
            "discarding": discarding,
            "toDiscard": to_discard,
            "selected": list(self._selected),
            "discardReady": discarding and len(self._selected) == to_discard > 0,
            "declaring": "pass" in legal,
            "combos": declarable(legal, hand),
            "setup": setup_summary(obs) if obs else {},
            "difference": int(obs.get("difference", 0)),
            "resti": list(obs.get("resti", [0, 0])),
            "restoLog": [e for e in log if e["type"] == "resto"],
            "log": log,
            "end": end,
            "trickNumber": len(obs.get("tricks", [])) + (1 if obs.get("trick") else 0),
            "tricksWon": list(obs.get("tricks_won", [0, 0])),
            "pileSizes": list(obs.get("pile_sizes", [0, 0])),
            "kingRuleNow": bool(obs.get("king_rule_now")),
            "suitKing": king,
        }


__all__ = ["GROUPS", "MinchiateTable", "declarable", "hand_rows", "log_entries"]
