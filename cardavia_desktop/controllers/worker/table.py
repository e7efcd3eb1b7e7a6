"""What the worker tells the table after every step (``stepped``): seat 0's view, the legal
actions, the step's events, the deal's story and the flags, and while a finished deal's sheet
is open, that deal's own last view (``finished_deal_view``), not the next deal already dealt."""

from __future__ import annotations

from typing import Any

from .base import HUMAN, WorkerState


def finished_deal_view(
    before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]], seat: int = HUMAN
) -> dict[str, Any]:
    """The finished deal as it ended, from ``seat``: what the table shows behind its sheet.

    The step that ends a deal also deals the next one, so ``after`` (the observation once the
    step is applied) shows the next deal: new trump, dealer, hands and stock. The finished
    deal's view is ``before``, the last observation of that deal (the one sent before its last
    step), with what the last step changed in it: the cards played leave the hands (yours too:
    the card that ended the deal is not in your hand again), a trick finished leaves the table
    (shown as the last trick), the deal's own counts its end tells (card points and tricks, as
    lists like the observation's) are its final ones, the match score counts the deal (as the
    sheet does), and a record of the match that the deal added to (a list ``after`` extends) is
    ``after``'s.
    """
    if not before:
        return dict(after)
    end = next((i for i, e in enumerate(events) if e.get("type") == "deal_end"), len(events))
    held = dict(before)
    plays = [e for e in events[:end] if e.get("type") == "play"]
    played = sum(1 for e in plays if e.get("seat") != seat)
    if "opponent_hand_size" in held:
        held["opponent_hand_size"] = max(0, int(held["opponent_hand_size"]) - played)
    mine = [e.get("card") for e in plays if e.get("seat") == seat]
    if isinstance(held.get("hand"), list) and mine:
        held["hand"] = [code for code in held["hand"] if code not in mine]
    finished = [e for e in events[:end] if e.get("type") == "trick"]
    if finished and isinstance(held.get("trick"), list):
        held["trick"] = []
        log = held.get("tricks_played")
        if isinstance(log, list):  # in the shape of the log's entries
            keys = set(log[0]) if log else {"cards", "winner", "points"}
            last = {k: v for k, v in finished[-1].items() if k in keys}
            held["tricks_played"] = [*log, last]
    deal_end = events[end] if end < len(events) else {}
    for key in ("points", "tricks"):
        old, final = held.get(key), deal_end.get(key)
        if isinstance(old, list) and isinstance(final, list) and len(old) == len(final):
            held[key] = list(final)
    for key, value in after.items():
        old = before.get(key)
        grew = (
            isinstance(value, list)
            and isinstance(old, list)
            and len(value) > len(old)
            and value[: len(old)] == old
        )
        if key in ("match_points", "last_deal") or (grew and key != "hand"):
            held[key] = value  # (a hand that grew holds the next deal's draw: Lock & Bet's)
    return held


class Table(WorkerState):
    """The payload of every step, and the bots' turn after it."""

    def _sheet_left_open(self) -> list[dict[str, Any]]:
        """A match just resumed or opened whose last move ended a deal (or the match, in an
        opened file): that move's events, so its sheet opens again with the deal's own scores
        (newcomer #33: an opened finished Tarocchi deal showed its card points without the
        discard), and the finished deal's last view before it (``_last_view``). The next deal,
        already dealt, waits for a deliberate Next deal: no click meant for the sheet lands on
        it, no AI plays it before. Else ``[]``."""
        match = self._match
        if match is None or not match.history or self._watching():
            return []
        if self._sheet_closed_at == len(match.history):  # you closed it before you left
            return []
        events = [dict(event) for event in match.events[-1]]
        if not any(event.get("type") == "deal_end" for event in events):
            return []
        self._last_view = match.rewound(len(match.history) - 1).observation(HUMAN)
        return events

    def _emit(
        self,
        events: list[dict[str, Any]],
        replayed: bool = False,
        view: dict[str, Any] | None = None,
        reopened: bool = False,
    ) -> None:
        """Tell the table the step's ``events`` (``stepped``), then count, save and let a bot
        play. ``view``: the finished deal's view to show again (back from a replayed deal);
        ``reopened``: the first step of a table just opened (its events are a sheet left open),
        or a trick that waited, shown again as the table comes back (told before, not again)."""
        from cardavia_desktop.engine.registry import find_game

        from ..refusals import card_refusals, verb_refusals
        from ..statistics import human_decided
        from ..story import deal_story

        match = self._match
        types = {event.get("type") for event in events}
        if "deal_end" in types and self._practice is None:
            self._last_deal = [dict(event) for event in events]
        if "deal_end" in types and not match.is_over:
            self._held = True
        self._after_trick = "trick" in types
        current = match.current_player
        watching = self._watching()  # your seat is a bot's: nothing is yours to play
        # A four-seat trick just finished: it stays on the table until the player goes on,
        # whoever leads the next (newcomer #32: after a trick you won, the key that went on
        # after every other trick played your ringed card); with no readable delay at all,
        # nothing is held.
        self._trick_held = (
            self._hold_tricks
            and self._delay_ms > 0
            and self._after_trick
            and match.players == 4
            and not self._held
            and not match.is_over
            and current is not None
            and not watching
            and not self._in_lesson()  # a lesson holds the tricks it shows itself
        )
        finished = [event for event in events if event.get("type") == "trick"]
        self._held_trick = dict(finished[-1]) if self._trick_held else None
        if view is not None and not self._held:  # a finished deal stays on: no one to play
            current = None
        human_turn = current == HUMAN and not self._held and not match.is_over and not watching
        human_turn = human_turn and not self._trick_held  # the trick first, then your lead
        observation = match.observation(HUMAN)
        if self._held:  # the next deal is dealt: the table shows the finished one until resume
            observation = view or finished_deal_view(self._last_view, observation, events)
        elif view is not None:  # a finished deal that stays on (a lesson's last deal)
            observation = view
        self._last_view = observation
        lesson = self._lesson_state()
        if lesson is not None and lesson["waits_for"] == "next":
            human_turn = False  # the lesson's Next first: no card, no button plays meanwhile
        legal = match.legal_actions() if human_turn else []
        payload = {
            "game": self._game,
            "seed": self._seed,
            "observation": observation,
            "legal": legal,
            "refusals": card_refusals(match, list(observation.get("hand", [])), legal),
            "verb_refusals": verb_refusals(match, legal, find_game(self._game).verbs),
            "events": [dict(event) for event in events],
            "current_player": -1 if current is None else current,
            "held": self._held,
            "trick_held": self._trick_held,
            "is_over": match.is_over,
            "can_take_back": (not self._held and not watching and match.can_take_back(HUMAN))
            if lesson is None
            else lesson["waits_for"] == "take_back",
            "assisted": bool(match.assisted),
            "moves": len(match.history),
            "story": self._story(deal_story(match, finished=self._held), lesson),
            "result": match.result,
            "practice": self._practice is not None and not watching and lesson is None,
            "lesson": lesson,
            "watching": watching,
            "watch_paused": watching and self._watch_paused,
            "watch_move": self._watch_move if watching else None,
            "why_seats": self._why_seats(),
            "replayed": replayed,
            "reopened": reopened,
            "at_stake": (self._practice is None and not match.is_over and human_decided(match))
            or (
                self._practice is not None
                and not self._practice["match"].is_over
                and human_decided(self._practice["match"])
            ),
        }
        self._watch_move = None  # told once, with the step that showed it
        self.stepped.emit(payload)
        if "match_end" in types and self._practice is None and not replayed and not reopened:
            self._record(match, abandoned=False)  # (a reopened end was counted when it came)
        if self._unsaved:  # after the payload went out: the table does not wait for the disk
            self._save()
        self._schedule_bot()
