"""GUI-thread stalls while the AI thinks: a 2 ms timer on the GUI thread next to the real worker.

    .venv/bin/python benchmarks/gui_stalls.py [--games minchiate] [--levels hard]
        [--seconds 8] [--sound]

For each game and level, the app's ``EngineWorker`` runs on its own ``QThread`` (as at a table,
with the readable delay set to 0) and the GUI thread plays seat 0 with a seeded random legal
move as soon as it may (and closes every deal summary). A 2 ms ``PreciseTimer`` on the GUI
thread records when it fires; a gap between two ticks that overlaps a bot's ``choose`` is a
stall *while the AI thinks*. Printed per game and level: AI decisions and the
figures below, with the goal (blocked ≤ 32 ms) as ``goal | measured | ratio``.

Each gap is split with the GUI thread's ``/proc/thread-self/schedstat`` (its CPU time and its
time waiting in the run queue): ``blocked`` = gap − its CPU − its run-queue wait is the time it
slept with work due, i.e. waited for the GIL (the timer itself is due every 2 ms). On a shared
machine the *gap* includes CPU starvation (other processes hold both cores), which no change
here can remove; ``blocked`` is what the worker's hold on the GIL costs. Columns: worst gap and
gaps over 32 ms; worst blocked time and gaps blocked over 32 ms. Two baseline rows come first:
the timer alone (the machine's own noise) and next to a thread of plain Python bytecode (the
GIL's hand-over alone).

``--sound``: every step's events also go to the app's sound board on the GUI thread, as a
table's do (``controllers/sound.py``: its cues start on Qt's audio thread); needs an audio
output (a PulseAudio null sink does), else it says so and measures without.

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

from cardavia_desktop import search_process
from cardavia_desktop.controllers import sound
from cardavia_desktop.controllers.worker import HUMAN, EngineWorker
from cardavia_desktop.engine import GAMES
from cardavia_desktop.engine.ai import LEVELS, create_ai

GOAL_MS = 32.0
REMOTE_SPANS: list[list[tuple[float, float]]] = [[]]
"""The session now running: its spans list (decisions in the child process)."""
TICK_MS = 2


class Session(QObject):
    """One game at one level: drives the worker, records ticks and the bots' thinking spans."""

    start_match = Signal(dict)
    act = Signal(str)
    resume = Signal()

    def __init__(
        self,
        game: str,
        level: str,
        seconds: float,
        seed: int,
    ) -> None:
        super().__init__()
        self.game, self.level, self.seconds, self.seed = game, level, seconds, seed
        self.rng = random.Random(seed)
        self.spans: list[tuple[float, float]] = []
        self.ticks = Ticks()
        self.decisions = 0
        self.thread = QThread()
        self.worker = EngineWorker(bot_factory=None if search_process.ENABLED else self._bot)
        self.worker.moveToThread(self.thread)
        self.thread.finished.connect(self.worker.deleteLater)
        self.start_match.connect(self.worker.start)
        self.act.connect(self.worker.act)
        self.resume.connect(self.worker.resume)
        self.worker.stepped.connect(self._stepped, Qt.ConnectionType.QueuedConnection)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.ticks.tick)
        self.deadline = 0.0
        self.match_seed = seed
        REMOTE_SPANS[:] = [self.spans]  # where the child's decisions are recorded

    def _bot(self, game: str, level: str, seed: int) -> Any:
        bot = create_ai(game, level, seed)
        choose = bot.choose
        self.time_choices(bot, choose)
        return bot

    def time_choices(self, bot: Any, choose: Any) -> None:
        """Record when ``bot`` decides (on the worker thread)."""
        spans = self.spans

        def timed(observation: dict[str, Any], legal: list[str]) -> str:
            start = time.perf_counter()
            try:
                return choose(observation, legal)
            finally:
                spans.append((start, time.perf_counter()))

        bot.choose = timed

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
        self.start_match.emit(
            {"game": self.game, "seed": self.match_seed, "level": self.level, "delay_ms": 0}
        )
        self.match_seed += 1

    @Slot(object)
    def _stepped(self, payload: dict[str, Any]) -> None:
        if time.perf_counter() >= self.deadline:
            return
        sound.play_events(payload["events"])  # nothing unless --sound made a board
        if payload["is_over"]:
            self._new_match()
        elif payload["held"]:
            self.resume.emit()
        elif payload["current_player"] == HUMAN and payload["legal"]:
            self.act.emit(self.rng.choice(payload["legal"]))

    def stalls(self) -> list[tuple[float, float]]:
        """(gap, blocked) in ms of the tick gaps that overlap a bot's decision."""
        spans = sorted(self.spans)
        index = 0
        out = []
        for before, after, blocked in self.ticks.gaps():
            while index < len(spans) and spans[index][1] < before:
                index += 1
            if index < len(spans) and spans[index][0] < after:
                out.append(((after - before) * 1000, blocked))
        return out


class Ticks:
    """Times of the GUI timer's ticks with the GUI thread's CPU and run-queue wait so far."""

    def __init__(self) -> None:
        self.rows: list[tuple[float, int, int]] = []

    @Slot()
    def tick(self) -> None:
        """Record one tick (connect the timer here)."""
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            run, wait, _ = stat.read().split()
        self.rows.append((time.perf_counter(), int(run), int(wait)))

    def gaps(self) -> list[tuple[float, float, float]]:
        """(start s, end s, blocked ms) of each gap between two ticks."""
        out = []
        for (t0, run0, wait0), (t1, run1, wait1) in itertools.pairwise(self.rows):
            gap_ms = (t1 - t0) * 1000
            busy_ms = (run1 - run0 + wait1 - wait0) / 1e6
            out.append((t0, t1, max(0.0, gap_ms - busy_ms)))
        return out


def row(name: str, moves: str, gaps: list[tuple[float, float]], extra: str = "") -> str:
    """One line of the table from (gap, blocked) pairs."""
    worst = max((g for g, _ in gaps), default=0.0)
    blocked = max((b for _, b in gaps), default=0.0)
    return (
        f"{name:<21} {moves:>8} {worst:>8.1f} {sum(g > GOAL_MS for g, _ in gaps):>6} "
        f"{blocked:>8.1f} {sum(b > GOAL_MS for _, b in gaps):>6} {extra:<13}  "
        f"{GOAL_MS:.0f} ms | {blocked:.1f} ms | {blocked / GOAL_MS:.2f}"
    )


def baseline(seconds: float, busy: bool) -> list[tuple[float, float]]:
    """(gap, blocked) ms of the same timer with no AI (the machine's own noise), or next to a thread
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
    ticks = Ticks()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(ticks.tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    stop.set()
    if worker is not None:
        worker.join()
    return [((t1 - t0) * 1000, blocked) for t0, t1, blocked in ticks.gaps()]


def main() -> int:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--seconds", type=float, default=8.0, help="per game and level")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--search",
        choices=("process", "thread"),
        default="process",
        help="the bots in a child process (the app's way, default) or on the "
        "worker thread (tests' way, and the app before issue 17)",
    )
    parser.add_argument(
        "--sound",
        action="store_true",
        help="play every step's cues as a table does (needs an audio output)",
    )
    options = parser.parse_args()
    os.environ.setdefault("XDG_DATA_HOME", "/tmp/cardavia-gui-stalls")  # saves go there
    os.environ.setdefault("XDG_CONFIG_HOME", "/tmp/cardavia-gui-stalls")
    app = QCoreApplication(sys.argv[:1])
    if options.sound:
        from cardavia_desktop.controllers.settings_controller import AppSettings

        os.environ[sound.ENV_SWITCH] = "1"
        board = sound.install(AppSettings(app))
        print(f"sound: {board.cue_count if board else 0} cues loaded", flush=True)
    if options.search == "process":
        search_process.ENABLED = True
        remote_choose = search_process.RemoteBot.choose

        def choose(bot: Any, observation: dict[str, Any], legal: list[str]) -> str:
            start = time.perf_counter()
            try:
                return remote_choose(bot, observation, legal)
            finally:
                REMOTE_SPANS[0].append((start, time.perf_counter()))

        search_process.RemoteBot.choose = choose  # type: ignore[method-assign]
    games = options.games.split(",")
    levels = options.levels.split(",")
    for game in games:  # warm-up: every first-use import happens here, untimed
        Session(game, levels[0], 0.5, options.seed).run()
    print(
        f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} "
        f"{os.getloadavg()[2]:.2f}; {options.seconds:g} s per game and level, {TICK_MS} ms "
        f"GUI timer, AI delay 0, bots in the {options.search}"
    )
    print(
        f"{'game and level':<21} {'AI moves':>8} {'worst':>8} {'>32':>6} {'blocked':>8} "
        f"{'>32':>6} {'CPU s/wall s':<13}  goal (blocked) | measured | ratio"
    )
    for name, busy in (("(no AI)", False), ("(busy Python thread)", True)):
        print(row(name, "", baseline(min(options.seconds, 4.0), busy)), flush=True)
    for game in games:
        for level in levels:
            session = Session(game, level, options.seconds, options.seed)
            cpu, wall = time.process_time(), time.perf_counter()
            session.run()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            print(
                row(
                    f"{game} {level}",
                    str(len(session.spans)),
                    session.stalls(),
                    f"{cpu:.1f}/{wall:.1f}",
                ),
                flush=True,
            )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
