"""What the lesson's table shows, as pure functions of the lesson's steps and views: the
cards and buttons a step marks, the moves it played (told in the overlay), a wrong move held
as played until it is taken back, and the lesson's last deal as its sheet counts it."""

from __future__ import annotations

import re
from typing import Any

from ..story import SKIPPED
from .base import HUMAN
from .table import finished_deal_view


def step_marks(step: Any, hand: list[str]) -> tuple[list[str], list[str]]:
    """The cards and the button verbs a step marks: its ``mark`` (``"@verb"`` names a button,
    ``"#part"`` a part of the table, kept whole among the verbs;
    on a move step, the button of its verb is that of the step's very move) and always its own
    move's: a card play its cards, any other move its button (the whole
    move: a button of its verb, or of that very move, LessonMarks.qml) and the cards of your
    hand it names."""
    cards = [code for code in step.mark if not code.startswith(("@", "#"))]
    verbs = [code[1:] for code in step.mark if code.startswith("@")]
    verbs += [code for code in step.mark if code.startswith("#")]  # a part of the table
    if step.kind == "move" and step.move:
        verb, _, rest = step.move.partition(":")
        tokens = [t for t in re.split("[:,]", rest) if t]
        if verb == "play":
            named = tokens
        else:
            named = [t for t in tokens if t in hand]
            # its button: this very move's ("@marry" on the step of marry:EK marks the König's
            # +40 only, not the Ober's: the other button would be a move the lesson refuses)
            verbs = [v for v in verbs if v != verb] + [step.move]
        cards += [code for code in named if code not in cards]
    return cards, list(dict.fromkeys(verbs))


def played_entry(
    seat: int, move: str, events: list[dict[str, Any]], only: bool = False, yours: bool = False
) -> dict[str, Any]:
    """A move played in the lesson (an AI's, yours played for you, or ``yours``: the lesson's
    move that you made): its seat, its move and its events as the deal's story keeps them
    (``actor``: the seat; no bookkeeping), which the overlay words as the table's log does
    ("AI played the 5 of Cups and took the 5 of Coins"); ``only``: yours, your only legal
    move (the overlay says so: "your only card")."""
    told = [{**event, "actor": seat} for event in events if event.get("type") not in SKIPPED]
    kept = [e for e in told if e["type"] != "deal"]
    return {"seat": seat, "action": move, "events": kept, "only": only, "yours": yours}


def waits_for(runner: Any, paused: bool) -> str:
    """What the lesson at ``runner`` waits for: ``take_back`` (a wrong move held as played),
    ``next`` (a note, or a finished trick or a deal's sheet while ``paused``), ``done``, or
    the step's kind (``move``, ``ai``)."""
    step = runner.step
    if runner.detour is not None:
        return "take_back"
    if paused:
        return "next"
    if step is None:
        return "done"
    return str({"note": "next"}.get(step.kind, step.kind))


def under_way(match: Any) -> bool:
    """Whether ``match`` (the one a lesson took the table from) is one you decided in, not
    over: the finished lesson leads back to it (else back to the table)."""
    from ..statistics import human_decided

    return match is not None and not match.is_over and human_decided(match)


def final_view(
    before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]], over: bool
) -> dict[str, Any]:
    """The lesson's last deal as it ended, as its sheet counts it (newcomer #4 item 8). A deal
    that ended the match dealt no other: ``after`` is its final position; else the finished
    deal is ``before`` with what the last move changed (``worker.table.finished_deal_view``).
    Either way every tally the deal's end gives in the view's own shape is the sheet's: the
    points as the sheet adds them (Piedicavallo's discard counts for its team: 67, not the 60
    its tricks and the Matto make), the tricks, resti, chips; a pot paid out is empty."""
    view = dict(after) if over else finished_deal_view(before, after, events)
    end = next((event for event in events if event.get("type") == "deal_end"), {})
    for key, final in end.items():
        shown = view.get(key)
        if tallies(final) and tallies(shown) and len(final) == len(shown or []):
            view[key] = list(final)
    for key, shown in view.items():  # a tally kept in the view's own record (Scopa's ``tally``)
        if isinstance(shown, dict) and any(name in end for name in shown):
            view[key] = {name: alike(value, end.get(name)) for name, value in shown.items()}
    if not over:
        taken_in(view, events)
    if "payout" in end:  # the pot went to its winner (Lock & Bet): no chips left in play
        if isinstance(view.get("pot"), int):
            view["pot"] = 0
        if tallies(view.get("bets")):
            view["bets"] = [0] * len(view["bets"])
    return view


def tallies(value: Any) -> bool:
    """Whether ``value`` is a list of numbers, one per seat or team (points, chips…)."""
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
    )


HIDDEN_AFTER = frozenset({"trick", "draw", "deal", "deal_end", "match_end"})
"""What a wrong move's own step goes on to (the trick completed, the cards drawn or dealt, the
deal's end): never shown before the move is taken back."""


def held_wrong_move(
    before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], dict[str, Any], list[dict[str, Any]]]:
    """A move that is not the lesson's, as the table shows it until it is taken back: its
    events up to what it goes on to (``HIDDEN_AFTER``: the AI's card is never answered, the
    trick never completed, no card drawn), on the position before it with its card played:
    your hand without it and, at a trick game, the trick with it (newcomer #5 item 11: a
    wrong card that finished Schnapsen's trick showed the stock's next card in your hand). A
    move that ends the deal with nothing hidden before its end shows the finished deal, never
    the next one dealt; one whose end would turn up cards you could not see (``REVEALING``:
    Lock & Bet's call or fold turns up the AI's locked card, newcomer #8 item 4) is shown
    made, its chips in, and played no further: Take back must not leave you knowing the
    AI's card. Third: the events that ended the deal, for the table to show (or none)."""
    cut = next((i for i, e in enumerate(events) if e.get("type") in HIDDEN_AFTER), None)
    if cut is None:
        return events, after, []
    reveal = next((i for i, e in enumerate(events[:cut]) if e.get("type") in REVEALING), None)
    if reveal is not None:
        return events[:reveal], moved_view(before, events[:reveal]), []
    if events[cut].get("type") == "deal_end":  # nothing hidden but the deal's end (its sheet)
        end = [dict(event) for event in events[: cut + 1]]
        return events[:cut], finished_deal_view(before, after, events), end
    played = [str(e["card"]) for e in events[:cut] if isinstance(e.get("card"), str)]
    trick = before.get("trick")
    view = dict(before) if isinstance(trick, list) else dict(after)
    view["hand"] = [code for code in before.get("hand", []) if code not in played]
    sizes = before.get("hand_sizes")
    if isinstance(sizes, list) and sizes:  # your seat's count, as your hand (newcomer #8 item 11)
        view["hand_sizes"] = [len(view["hand"]), *sizes[1:]]
    if isinstance(trick, list):
        view["trick"] = [*trick, *({"seat": HUMAN, "card": code} for code in played)]
    return events[:cut], view, []


REVEALING = frozenset({"reveal"})
"""Events that turn up cards a seat could not see (Lock & Bet's locked cards at a deal's end)."""

BET_ENTRY = ("seat", "action", "amount", "total", "stack", "all_in")
"""The keys of a betting move's event that its ``deal_actions`` entry keeps."""


def moved_view(before: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """The position ``before`` with the betting moves of ``events`` made (a seat's chips put
    in: its stack, its bet, the pot and its entry in the deal's actions), no one to act."""
    view = {**before, "current_player": None}
    for event in events:
        seat = event.get("seat")
        if not isinstance(seat, int) or "total" not in event or "stack" not in event:
            continue
        for key, field in (("stacks", "stack"), ("bets", "total")):
            if isinstance(view.get(key), list) and seat < len(view[key]):
                view[key] = [*view[key]]
                view[key][seat] = event[field]
        if isinstance(event.get("pot"), int):
            view["pot"] = event["pot"]
        entry = {"action": event.get("type"), **{k: event[k] for k in BET_ENTRY if k in event}}
        view["deal_actions"] = [*view.get("deal_actions", []), entry]
    return view


CARD_VERBS = frozenset({"play", "discard", "lock"})
"""The moves that begin with a click on a card of your hand."""


def ring_cards(step: Any, hand: list[str]) -> list[str]:
    """The cards of your hand the step's own move begins with a click on (where the keyboard's
    ring goes first, before other marked cards: a step may also mark the card it teaches you not
    to play); none for a move made with a button (+40 names the König, but Enter on the König
    would lead it: the button takes the keyboard then, LessonMarks.buttonFocus)."""
    if step is None or step.kind != "move" or not step.move:
        return []
    verb, _, rest = step.move.partition(":")
    if verb not in CARD_VERBS:
        return []
    return [t for t in re.split("[:,]", rest) if t in hand]


def alike(shown: Any, final: Any) -> Any:
    """``final`` where it has ``shown``'s shape (a number, a list as long, a record with the
    same keys), else ``shown``."""
    if isinstance(shown, bool) or final is None:
        return shown
    if isinstance(shown, int | float) and isinstance(final, int | float):
        return final
    if isinstance(shown, list) and isinstance(final, list) and len(shown) == len(final):
        return list(final)
    if isinstance(shown, dict) and isinstance(final, dict) and set(shown) == set(final):
        return dict(final)
    return shown


TAKEN = frozenset({"capture", "leftovers"})
"""The events that take cards from the table into a seat's pile (Scopa's captures and the
last cards left on the table)."""


def taken_in(view: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """The cards the deal's last move took from the table (a capture and the leftovers) are in
    the taker's pile, not on the table: the final position shows the table the sheet counts.
    The view's ``tally`` counts those piles where the last of these events tells it (Scopa's
    final capture, the leftovers still on the table: the seat box says 24 cards as its pile)."""
    table, piles = view.get("table"), view.get("piles")
    if not isinstance(table, list) or not isinstance(piles, list):
        return
    table, piles = list(table), [list(pile) for pile in piles]
    taking = [event for event in events if event.get("type") in TAKEN]
    told = taking[-1].get("tally") if taking else None
    if isinstance(told, dict) and isinstance(view.get("tally"), dict):
        view["tally"] = dict(told)
    for event in taking:
        seat, cards = event.get("seat"), event.get("cards")
        if not isinstance(seat, int) or seat >= len(piles):
            continue
        taken = [str(code) for code in cards or []]
        if event.get("type") == "capture" and isinstance(event.get("card"), str):
            taken.append(event["card"])
        table = [code for code in table if code not in taken]
        piles[seat] += [code for code in taken if code not in piles[seat]]
    view["table"], view["piles"] = table, piles
