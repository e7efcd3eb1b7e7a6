"""Issue 34 goal 3, the worker's side: a move applies the rules once (the story and the record
read the events the match kept, nothing replays the match from its seed), and the step that
ends a deal carries that deal's own last view, not the next deal the engine already dealt,
also when the table comes back to it from a replayed deal.

The worker runs on the test's thread (no QThread), so its signals arrive at once; its bots play
the first legal action (no search), so every call of the rules is the table's own.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers.worker import EngineWorker

WAIT_MS = 20000


class FirstBot:
    """A bot that plays the first legal action (applies nothing itself)."""

    def choose(self, _observation: dict[str, Any], legal: list[str]) -> str:
        return legal[0]


class Table:
    """An ``EngineWorker`` on this thread with first-action bots, and what it sent."""

    def __init__(self, qtbot: Any, tmp_path: Path, game: str, seed: int) -> None:
        self.qtbot = qtbot
        self.worker = EngineWorker(bot_factory=lambda *_args: FirstBot())
        self.worker.statistics_path = tmp_path / "statistics.json"
        self.payloads: list[dict[str, Any]] = []
        self.worker.stepped.connect(self.payloads.append)
        self.worker.start({"game": game, "seed": seed, "level": "easy", "delay_ms": 0})

    @property
    def last(self) -> dict[str, Any]:
        return self.payloads[-1]

    def wait(self) -> dict[str, Any]:
        """Until the human may act, a deal's sheet is open, or the match is over."""

        def ready() -> bool:
            last = self.last
            return bool(last["legal"]) or last["held"] or last["is_over"]

        self.qtbot.waitUntil(ready, timeout=WAIT_MS)
        return self.last

    def play_to_sheet(self, rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]]:
        """Random moves of yours until a deal's sheet opens: (the payload before the step that
        ended the deal, that step's payload)."""
        while True:
            last = self.wait()
            if last["held"]:
                return self.payloads[-2], last
            assert not last["is_over"], "the match ended before a deal's sheet opened"
            self.worker.act(rng.choice(last["legal"]))

    def stop(self) -> None:
        self.worker.stop()


@pytest.mark.parametrize(("game", "seed"), [("scopa", 7), ("schnapsen", 11), ("lockbet", 3)])
def test_the_deal_end_carries_the_finished_deals_own_last_view(
    qtbot, tmp_path: Path, game: str, seed: int
) -> None:
    table = Table(qtbot, tmp_path, game, seed)
    try:
        before, end = table.play_to_sheet(random.Random(seed))
        match = table.worker._match
        shown, following = end["observation"], match.observation(0)
        assert any(e["type"] == "deal_end" for e in end["events"])
        assert following["deal_number"] == before["observation"]["deal_number"] + 1
        # Behind the sheet: the finished deal (its number, dealer, trump, …), not the next one.
        for key in ("deal_number", "dealer", "trump", "indicator"):
            if key in before["observation"]:
                assert shown[key] == before["observation"][key], key
        assert shown != following
        if "match_points" in following:  # the match score counts the finished deal already
            assert shown["match_points"] == following["match_points"]
        if "opponent_hand_size" in shown:  # the other players' last cards left their hands
            played = sum(1 for e in end["events"] if e["type"] == "play" and e["seat"] != 0)
            left = before["observation"]["opponent_hand_size"] - played
            assert shown["opponent_hand_size"] == max(0, left)
        assert not end["legal"]
        table.worker.resume()  # the next deal: its own view again
        assert table.last["observation"]["deal_number"] == following["deal_number"]
        assert not table.last["held"]
    finally:
        table.stop()


def test_back_from_a_replayed_deal_the_sheet_shows_the_real_deals_view(
    qtbot, tmp_path: Path
) -> None:
    table = Table(qtbot, tmp_path, "schnapsen", 11)
    try:
        rng = random.Random(4)
        _before, end = table.play_to_sheet(rng)
        real = table.worker._match
        table.worker.replay_deal()
        replay = table.last
        assert replay["practice"] and replay["moves"] < end["moves"]
        assert replay["observation"]["deal_number"] == end["observation"]["deal_number"]
        _before, practice_end = table.play_to_sheet(rng)  # the replayed deal played otherwise
        assert practice_end["practice"]
        table.worker.resume()  # back to the real match's sheet
        back = table.last
        assert back["replayed"] and back["held"] and not back["practice"]
        assert table.worker._match is real
        assert back["observation"] == end["observation"]
        assert back["events"] == end["events"]
    finally:
        table.stop()


@pytest.mark.parametrize(("game", "seed"), [("scopa", 2), ("schnapsen", 5)])
def test_a_move_late_in_a_match_applies_the_rules_once(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, seed: int
) -> None:
    """The payload of every step (story, at stake, refusals, save) replays nothing: one call of
    the rules' ``apply_action`` for your move, however long the match."""
    table = Table(qtbot, tmp_path, game, seed)
    rng = random.Random(seed)
    try:
        while len(table.worker._match.history) < 40:
            last = table.wait()
            assert not last["is_over"]
            if last["held"]:
                table.worker.resume()
            else:
                table.worker.act(rng.choice(last["legal"]))
        last = table.wait()
        if last["held"]:
            table.worker.resume()
            last = table.wait()
        calls = []
        cls = type(table.worker._match.state)
        real = cls.apply_action

        def counted(state: Any, action: int) -> Any:
            calls.append(action)
            return real(state, action)

        monkeypatch.setattr(cls, "apply_action", counted)
        moves = last["moves"]
        table.worker.act(last["legal"][0])
        assert table.payloads[-1]["moves"] == moves + 1 and table.payloads[-1]["story"]
        assert len(calls) == 1
    finally:
        table.stop()
