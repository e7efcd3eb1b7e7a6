"""A GameController driven without QML for the record's tests: play to the end of a deal."""

from __future__ import annotations

import random
from typing import Any

from cardavia_desktop.controllers.game_controller import GameController

WAIT_MS = 30_000


class Table:
    """A controller of ``game`` with the AI at once, easy (fast), and what it reported."""

    def __init__(self, qtbot: Any, game: str, level: str = "easy", seed: int = -1) -> None:
        self.qtbot = qtbot
        self.c = GameController()
        self.files: list[tuple[str, bool, str]] = []
        self.recorded: list[tuple[str, str]] = []
        self.c.fileDone.connect(lambda kind, ok, detail: self.files.append((kind, ok, detail)))
        self.c.matchRecorded.connect(lambda game, level: self.recorded.append((game, level)))
        self.c.aiLevel = level
        self.c.aiDelayMs = 0
        if seed >= 0:
            self.c.seed = seed
        self.c.gameId = game
        qtbot.waitUntil(lambda: self.c.property("running"), timeout=WAIT_MS)

    def settle(self) -> None:
        """Until the human may act, a deal sheet shows, or the match is over."""
        names = ("yourTurn", "summaryVisible", "matchOver")
        for _ in range(2):  # the second look: still so after a moment (no answer on its way)
            self.qtbot.waitUntil(
                lambda: (
                    any(self.c.property(n) for n in names) and not self.c.property("aiThinking")
                ),
                timeout=WAIT_MS,
            )
            self.qtbot.wait(60)
        self.qtbot.waitUntil(lambda: any(self.c.property(n) for n in names), timeout=WAIT_MS)

    def step(self, rng: random.Random) -> None:
        """Play one random legal move of yours and wait for the answer."""
        self.settle()
        legal = list(self.c.property("legalActions"))
        moves = self.c.property("moves")
        self.c.act(rng.choice(legal))
        self.qtbot.waitUntil(
            lambda: self.c.property("moves") > moves or self.c.property("summaryVisible"),
            timeout=WAIT_MS,
        )

    def play_to_deal_end(self, rng: random.Random) -> None:
        """Random legal moves until a deal sheet shows (or the match ends)."""
        self.settle()
        while not (self.c.property("summaryVisible") or self.c.property("matchOver")):
            self.step(rng)
            self.settle()

    def play_to_match_end(self, rng: random.Random) -> None:
        while not self.c.property("matchOver"):
            self.play_to_deal_end(rng)
            if self.c.property("summaryVisible") and not self.c.property("matchOver"):
                self.c.continueDeal()
                self.qtbot.waitUntil(lambda: not self.c.property("summaryVisible"), timeout=WAIT_MS)

    def hand(self) -> list[str]:
        return list(self.c.property("observation").get("hand", []))

    def close(self) -> None:
        self.c.stop()
