"""``MinchiateTable``: Minchiate's view model (``GameController.table``).

The table's QML renders the properties here: the hand grouped by trumps
and suits, the discard step (chosen card by card, judged by the engine), the declarable
combinations with their values, the set-up, the resti scoreboard, the score log and the end.
Every fact comes from the observation, the legal actions and the events; card points and
combination values are looked up in the engine's own tables (``games.minchiate.rules``), never
recomputed here, and the view only translates these data into words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cardavia_desktop.engine.games.minchiate import rules as R

from .base import Step, TableViewModel, shown_trick_number, view_property

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
        "declarations": declaring(obs),
    }


def declaring(obs: dict[str, Any]) -> list[dict[str, Any]]:
    """The declarations in the order they were made (the eldest first), and once they are
    over (the Fola turned up) each seat that declared nothing in its turn (``silent``: the
    set-up says so; newcomer #26: "I could not tell what each AI did")."""
    made = [dict(d, silent=False) for d in obs.get("declarations", [])]
    if obs.get("fola") is None:
        return made
    order = [(obs.get("eldest", 0) + step) % 4 for step in range(4)]
    return [
        entry
        for seat in order
        for entry in ([d for d in made if d["seat"] == seat] or [{"seat": seat, "silent": True}])
    ]


def log_entries(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The public events worth a line in the score log, each with its number (newest last).

    A ``resto`` entry carries the reason of the score that caused it.
    """
    keep = (
        "rob",
        "exposed",
        "discard",
        "declare",
        "pass",
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


class MinchiateTable(TableViewModel):
    """The Minchiate table's view model over its ``GameController`` (its parent)."""

    changed = Signal()
    """Any of the derived properties changed (they change together)."""

    refused = Signal(dict)
    """An action was refused by the engine: ``{code, message, card, points, king, suit}``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._step = Step({}, [])
        self._selected: list[str] = []
        self._sent: str = ""
        self._waiting = False
        self._info = self.derive(self._step)
        # The controller (its parent) says when your turn is taken by an action on its way and
        # when an action is refused (the engine's code, for the refusal with its details).
        turn, refused = (
            getattr(parent, name, None) for name in ("yourTurnChanged", "actionRejected")
        )
        if turn is not None and refused is not None:
            turn.connect(self._on_turn)
            refused.connect(self._on_rejected)

    # -- derived properties ----------------------------------------------------------------

    hand = view_property("QVariantList", "hand", changed)
    """``[{code, group, groupStart, legal, selected}]`` in the engine's order."""
    groups = view_property("QVariantList", "groups", changed)
    """``[{group, count}]``: trumps, the Matto, then S, B, C, D as held."""
    phase = view_property(str, "phase", changed)
    yourTurn = view_property(bool, "yourTurn", changed)
    discarding = view_property(bool, "discarding", changed)
    """True while you (a robber) discard back to 21."""
    toDiscard = view_property(int, "toDiscard", changed)
    selected = view_property("QVariantList", "selected", changed)
    discardReady = view_property(bool, "discardReady", changed)
    declaring = view_property(bool, "declaring", changed)
    combos = view_property("QVariantList", "combos", changed)
    """``[{action, kind, cards, value, mattoBonus, points}]`` you may declare now."""
    setup = view_property("QVariantMap", "setup", changed)
    difference = view_property(int, "difference", changed)
    resti = view_property("QVariantList", "resti", changed)
    restoLog = view_property("QVariantList", "restoLog", changed)
    """Each settlement during the deal: ``[{team, count, reason, before, difference, resti}]``."""
    log = view_property("QVariantList", "log", changed)
    end = view_property("QVariantMap", "end", changed)
    """The ``deal_end`` event (plus ``matto``: the settlement, if any) once the deal is over."""
    trickNumber = view_property(int, "trickNumber", changed)
    tricksWon = view_property("QVariantList", "tricksWon", changed)
    pileSizes = view_property("QVariantList", "pileSizes", changed)
    kingRuleNow = view_property(bool, "kingRuleNow", changed)

    # -- intents ---------------------------------------------------------------------------

    def click_card(self, code: str, row: dict[str, Any] | None, your_turn: bool) -> None:
        """A hand card was clicked: play it, or choose it for the discard (the engine judges)."""
        if not self._info["yourTurn"]:
            return
        if self._info["discarding"]:
            legal = f"discard:{code}" in self._legal
            if legal:
                self._toggle(code)
                return
            self._send(f"discard:{code}")  # refused by the engine, with its reason
            return
        if self._info["phase"] == "play":
            self._send(f"play:{code}")

    @Slot()
    def confirmDiscard(self) -> None:
        """Discard the chosen cards (one ``discard:`` action each, as the engine wants), sent
        together: one choice (a lesson judges it whole)."""
        if not self._info["discardReady"]:
            return
        cards, self._selected = list(self._selected), []
        actions = [f"discard:{code}" for code in cards]
        if len(actions) == 1:
            self._send(actions[0])
        else:
            self._sent = actions[0]
            self.send_together(actions)
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
        self._sent = action
        self.send(action)

    def _toggle(self, code: str) -> None:
        if code in self._selected:
            self._selected.remove(code)
        else:
            if len(self._selected) >= self._info["toDiscard"]:
                self._selected.pop(0)
            self._selected.append(code)
        self._refresh()

    def update(self, step: Step) -> None:
        """Read a step (the controller's observation, legal actions and refusals)."""
        self._step = step
        self._legal = [str(a) for a in step.legal]
        self._refresh()
        if self._legal == ["pass"]:
            # Nothing to declare: pass for you (docs/games/minchiate.md allows it).
            QTimer.singleShot(0, self, self._pass_for_you)

    @Slot()
    def _pass_for_you(self) -> None:
        """Pass for you if that is still your only move (a step that came meanwhile, e.g. a
        lesson's deal taking the table, may offer declarations: never pass them away)."""
        if self._legal == ["pass"]:
            self._send("pass")

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
            "suit": str(self._step.observation.get("lead") or ""),
        }
        if code == "must_play_king" and self._info["suitKing"]:
            details["king"] = self._info["suitKing"]
        self.refused.emit(details)

    @Slot()
    def _on_turn(self) -> None:
        parent = self.parent()
        self._waiting = parent is not None and not parent.property("yourTurn")
        self._refresh()

    def _refresh(self) -> None:
        self.set_info(self.derive(self._step))

    def derive(self, step: Step) -> dict[str, Any]:
        """The grouped hand, the discard or declarations to make, the set-up, the resti and the
        log after ``step`` (your turn only while no action of yours is on its way)."""
        obs, legal = step.observation, [str(a) for a in step.legal]
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
            "hand": hand_rows(hand, legal, self._selected, step.refusals),
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
            "trickNumber": shown_trick_number(step, len(obs.get("tricks", [])), R.TRICKS),
            "tricksWon": list(obs.get("tricks_won", [0, 0])),
            "pileSizes": list(obs.get("pile_sizes", [0, 0])),
            "kingRuleNow": bool(obs.get("king_rule_now")),
            "suitKing": king,
        }


VIEW_MODEL = MinchiateTable

__all__ = ["GROUPS", "VIEW_MODEL", "MinchiateTable", "declarable", "hand_rows", "log_entries"]
