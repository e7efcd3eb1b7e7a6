"""GUI-thread stalls while the AI thinks: a 2 ms timer on the GUI thread next to the real worker.

    .venv/bin/python benchmarks/gui_stalls.py [--games minchiate] [--levels hard]
        [--seconds 8]

For each game and level, the app's ``EngineWorker`` runs on its own ``QThread`` (as at a table,
with the readable delay set to 0) and the GUI thread plays seat 0 with a seeded random legal
move as soon as it may (and closes every deal summary). A 2 ms ``PreciseTimer`` on the GUI
thread records when it fires; a gap between two ticks that overlaps a bot's ``choose`` is a
stall *while the AI thinks*. Printed per game and level: AI decisions, the worst gap, how many
gaps were over 32 ms, and the goal (``worst <= 32 ms``) as ``goal | measured | ratio``.

``on CPU``: the share of the stalls over 32 ms that the worker thread spent running (from its
thread CPU clock). Near 1, the worker held the GIL and ran; near 0, it was itself off the CPU
(other processes on a loaded machine) — a GIL holder that is descheduled stalls the GUI too.
Two baseline rows come first: the timer alone (the machine's own noise) and the timer next to
a thread of plain Python bytecode (the GIL's hand-over alone).

Headless (``QCoreApplication``): it measures the worker's hold on the GIL, not QML's own work.
First-use imports happen in a warm-up match before anything is timed.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QThread, QTimer, Signal, Slot

from cardavia_desktop.controllers.engine_worker import HUMAN, EngineWorker
from cardavia_desktop.engine import GAMES
from cardavia_desktop.engine.ai import LEVELS, create_ai

GOAL_MS = 32.0
TICK_MS = 2


class Session(QObject):
    """One game at one level: drives the worker, records ticks and the bots' thinking spans."""

    start_match = Signal(dict)
    act = Signal(str)
    resume = Signal()

    def __init__(self, game: str, level: str, seconds: float, seed: int,
) -> None:
        super().__init__()
        self.game, self.level, self.seconds, self.seed = game, level, seconds, seed
        self.rng = random.Random(seed)
        self.spans: list[tuple[float, float]] = []
        self.ticks: list[float] = []
        self.worker_cpu: list[float] = []
        self.worker_clock: int | None = None
        self.decisions = 0
        self.thread = QThread()
        self.worker = EngineWorker(bot_factory=self._bot)
        self.worker.moveToThread(self.thread)
        self.thread.finished.connect(self.worker.deleteLater)
        self.start_match.connect(self.worker.start)
        self.act.connect(self.worker.act)
        self.resume.connect(self.worker.resume)
        self.worker.stepped.connect(self._stepped, Qt.ConnectionType.QueuedConnection)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.deadline = 0.0
        self.match_seed = seed

    def _bot(self, game: str, level: str, seed: int) -> Any:
        bot = create_ai(game, level, seed)
        choose = bot.choose
        spans = self.spans

        def timed(observation: dict[str, Any], legal: list[str]) -> str:
            if self.worker_clock is None:
                self.worker_clock = time.pthread_getcpuclockid(threading.get_ident())
            start = time.perf_counter()
            try:
                return choose(observation, legal)
            finally:
                spans.append((start, time.perf_counter()))

        bot.choose = timed
        return bot

    def run(self) -> None:
        """Play until ``seconds`` have passed (then the worker is stopped and joined)."""
        self.thread.start()
        self.deadline = time.perf_counter() + self.seconds
        self.timer.start()
        self._new_match()
        loop = QEventLoop()
        QTimer.singleShot(int(self.seconds * 1000), loop.quit)
        loop.exec()
        self.timer.stop()
        self.worker.abort_flag.set()
        self.thread.quit()
        self.thread.wait()

    def _new_match(self) -> None:
        self.start_match.emit({"game": self.game, "seed": self.match_seed,
                               "level": self.level, "delay_ms": 0})
        self.match_seed += 1

    @Slot()
    def _tick(self) -> None:
        self.ticks.append(time.perf_counter())
        clock = self.worker_clock
        self.worker_cpu.append(time.clock_gettime(clock) if clock is not None else 0.0)

    @Slot(object)
    def _stepped(self, payload: dict[str, Any]) -> None:
        if time.perf_counter() >= self.deadline:
            return
        if payload["is_over"]:
            self._new_match()
        elif payload["held"]:
            self.resume.emit()
        elif payload["current_player"] == HUMAN and payload["legal"]:
            self.act.emit(self.rng.choice(payload["legal"]))

    def stalls(self) -> tuple[list[float], float]:
        """Gaps (ms) between ticks that overlap a bot's decision, and the share of the gaps
        over the goal that the worker thread spent on a CPU (near 1: it ran holding the GIL;
        near 0: it was itself waiting for a CPU, taken by other processes)."""
        gaps = []
        on_cpu = total = 0.0
        spans = sorted(self.spans)
        index = 0
        for i in range(1, len(self.ticks)):
            before, after = self.ticks[i - 1], self.ticks[i]
            while index < len(spans) and spans[index][1] < before:
                index += 1
            if index < len(spans) and spans[index][0] < after:
                gap = after - before
                gaps.append(gap * 1000)
                if gap * 1000 > GOAL_MS and self.worker_cpu[i - 1] > 0:
                    on_cpu += self.worker_cpu[i] - self.worker_cpu[i - 1]
                    total += gap
        return gaps, (on_cpu / total if total else 0.0)


def baseline(seconds: float, busy: bool) -> list[float]:
    """Gaps (ms) of the same timer with no AI (the machine's own noise), or next to a thread
    that runs plain Python bytecode (the GIL's hand-over alone, no long call)."""
    stop = threading.Event()

    def spin() -> None:
        total = 0
        while not stop.is_set():
            for value in range(1000):
                total += value * value

    worker = threading.Thread(target=spin, daemon=True) if busy else None
    if worker is not None:
        worker.start()
    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    stop.set()
    if worker is not None:
        worker.join()
    return [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]


def main() -> int:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--seconds", type=float, default=8.0, help="per game and level")
    parser.add_argument("--seed", type=int, default=2026)
    options = parser.parse_args()
    os.environ.setdefault("XDG_DATA_HOME", "/tmp/cardavia-gui-stalls")  # saves go there
    os.environ.setdefault("XDG_CONFIG_HOME", "/tmp/cardavia-gui-stalls")
    app = QCoreApplication(sys.argv[:1])
    games = options.games.split(",")
    levels = options.levels.split(",")
    for game in games:  # warm-up: every first-use import happens here, untimed
        Session(game, levels[0], 0.5, options.seed).run()
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} "
          f"{os.getloadavg()[2]:.2f}; {options.seconds:g} s per game and level, {TICK_MS} ms "
          "GUI timer, AI delay 0")
    print(f"{'game':<13} {'level':<7} {'AI moves':>8} {'worst ms':>9} {'> 32 ms':>8} "
          f"{'CPU s':>6} {'wall s':>6} {'on CPU':>6}   goal | measured | ratio")
    for name, busy in (("(no AI)", False), ("(busy Python thread)", True)):
        gaps = baseline(min(options.seconds, 4.0), busy)
        worst = max(gaps, default=0.0)
        print(f"{name:<21} {'':>8} {worst:>9.1f} {sum(g > GOAL_MS for g in gaps):>8}"
              f"{'':>23}   {GOAL_MS:.0f} ms | {worst:.1f} ms | {worst / GOAL_MS:.2f}")
    for game in games:
        for level in levels:
            session = Session(game, level, options.seconds, options.seed)
            cpu, wall = time.process_time(), time.perf_counter()
            session.run()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            gaps, share = session.stalls()
            worst = max(gaps, default=0.0)
            over = sum(gap > GOAL_MS for gap in gaps)
            print(f"{game:<13} {level:<7} {len(session.spans):>8} {worst:>9.1f} {over:>8} "
                  f"{cpu:>6.1f} {wall:>6.1f} {share:>6.2f}   {GOAL_MS:.0f} ms | {worst:.1f} ms | "
                  f"{worst / GOAL_MS:.2f}", flush=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
