"""Close and reopen tables through the real app, many times: a crash hunt for table teardown.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/table_close.py \\
        [--games scopa,minchiate,lockbet,piedicavallo,schnapsen] [--cycles 100] [--moves 4] \\
        [--close after-step|any|thinking|sheet] [--level easy] [--runs 1] [--motion]

Each run starts the real app in a fresh process (``cardavia_desktop.app.main``, as
``cardavia --game ID`` does, with throwaway settings and data folders, reduced motion (or the
player's motion with ``--motion``: cards fly as the table closes) and the controller's readable
AI pause at 0, the GUI tests' hook). Your seat plays seeded random legal
moves; after ``--moves`` of them the table goes back to the lobby — ``after-step``: inside the
handler of the table's ``stepped`` signal, in the same turn as the move's update (how a player
leaves right after a move); ``any``: at the next poll; ``thinking``: while a bot decides;
``sheet``: while a deal sheet shows — and a moment later the next game's table opens, until
``--cycles`` tables have closed. The process runs with core dumps on (``RLIMIT_CORE``) in a
scratch folder: a crash prints the faulthandler stack and, when gdb is installed, the native
stack of the crashing thread from the core (gdb's own timing changes nothing in the run).
Every line Qt printed (a QML warning as a table closes, say) is counted and shown after the run.

Issue 17's crash (SIGSEGV in ``app.exec()`` as a table closed) came 1 in 9, 7 and 9 closes with
``--close after-step`` before its fix (``tests/app/test_story_close.py``); none in 210 after.
Warnings as tables closed (``tests/app/test_story_close.py``): 5 "QQmlExpression: Attempted to
evaluate an expression in an invalid context" (Scopa's flights) in 150 closes with ``--close any``
before their fix, none in 600 after; "QUnifiedTimer::stopAnimationDriver: driver is not running"
1 in 150 closes before, 2 in 600 after (no QML on its stack: Qt's queued stop of its timer).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from app_runs import YourSeat, find_controller, run_app, run_with_cores  # noqa: E402

GAMES = ("scopa", "minchiate", "lockbet", "piedicavallo", "schnapsen")
CLOSES = ("after-step", "any", "thinking", "sheet")


def child(options: argparse.Namespace) -> int:
    """Open and close tables in this process through the real app."""
    from cardavia_desktop.settings import Settings, per_game

    games = options.games.split(",")
    drivers: list[Driver] = []
    settings = Settings(
        ai_levels=per_game({}, options.level),
        partner_levels=per_game({}, options.level),
        reduced_motion=not options.motion,
        animation_speed=4.0,
        grain=0,
    )
    status = run_app(
        games[0],
        settings,
        lambda window: drivers.append(Driver(window, games, options)),
        prefix="cardavia-close-",
    )
    print(f"exit {status}", flush=True)
    return status


class Driver:
    """Plays your seat, closes the table as asked, opens the next. Lives on the GUI thread."""

    def __init__(self, window: Any, games: list[str], options: argparse.Namespace) -> None:
        from PySide6.QtCore import QTimer

        self.window, self.games, self.options = window, games, options
        self.rng = random.Random(options.seed)
        self.seat = YourSeat(options.seed)
        self.controller: Any = None
        self.closed = 0
        self.moves = 0
        self.closing = False
        self.started = time.monotonic()
        self.poll = QTimer(interval=40)
        self.poll.timeout.connect(self.tick)
        self.poll.start()

    def due(self, game: Any) -> bool:
        """Whether the table closes now (``after-step`` closes from ``stepped`` instead)."""
        if self.moves < self.options.moves:
            return False
        close = self.options.close
        return (
            close == "any"
            or (close == "thinking" and game.property("aiThinking"))
            or (close == "sheet" and game.property("summaryVisible"))
        )

    def stepped(self, _events: Any) -> None:
        if not self.closing and self.controller is not None and self.moves >= self.options.moves:
            self.close()  # in the same turn as the step's update

    def tick(self) -> None:
        if self.closing:
            return
        game = self.controller
        if game is None:
            game = find_controller(self.window)
            if game is None or not game.property("running"):
                return
            self.controller, self.moves = game, 0
            game.setProperty("aiDelayMs", 0)  # the GUI tests' hook: no readable pause
            if self.options.close == "after-step":
                game.stepped.connect(self.stepped)
            return
        if self.due(game):
            self.close()
        elif game.property("matchOver"):
            game.newMatch()
        elif game.property("summaryVisible"):
            if self.options.close != "sheet" or self.moves < self.options.moves:
                game.continueDeal()
        elif self.seat.play(game):
            self.moves += 1

    def close(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QGuiApplication

        self.closing, self.controller = True, None
        self.window.setProperty("currentGame", "")
        self.closed += 1
        print(
            f"closed {self.closed} at {time.monotonic() - self.started:.0f} s",
            file=sys.stderr,
            flush=True,
        )
        if self.closed >= self.options.cycles:
            QTimer.singleShot(2000, lambda: QGuiApplication.exit(0))
            return
        QTimer.singleShot(self.rng.randint(50, 600), self.reopen)

    def reopen(self) -> None:
        self.window.setProperty("currentGame", self.games[self.closed % len(self.games)])
        self.closing = False


def qt_lines(stderr: str) -> Counter[str]:
    """What the child printed besides its own progress lines: Qt's and QML's warnings."""
    return Counter(
        line
        for line in stderr.splitlines()
        if line.strip() and not line.startswith(("closed ", "exit "))
    )


def run(options: argparse.Namespace, index: int) -> tuple[int, int, float, Counter[str]]:
    """One run in a fresh process; (exit status, tables closed, wall seconds, the lines Qt
    printed). A crash prints its Python stack and the native stack of the crashing thread."""
    command = [
        sys.executable,
        "-X",
        "faulthandler",
        str(Path(__file__).resolve()),
        "--child",
        "--games",
        options.games,
        "--cycles",
        str(options.cycles),
        "--moves",
        str(options.moves),
        "--close",
        options.close,
        "--level",
        options.level,
        "--seed",
        str(options.seed + index),
    ] + (["--motion"] if options.motion else [])
    started = time.monotonic()
    done, stack = run_with_cores(
        command,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LANG": os.environ.get("LANG", "C.UTF-8")},
    )
    wall = time.monotonic() - started
    closed = sum(1 for line in done.stderr.splitlines() if line.startswith("closed "))
    if done.returncode != 0:
        print(done.stderr[-3000:], file=sys.stderr)
        print("\n".join(stack), file=sys.stderr)
    return done.returncode, closed, wall, qt_lines(done.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--cycles", type=int, default=100, help="tables closed per run")
    parser.add_argument("--moves", type=int, default=4, help="your moves before each close")
    parser.add_argument("--close", choices=CLOSES, default="after-step")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--motion",
        action="store_true",
        help="the player's motion instead of reduced motion (cards fly)",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        return child(options)
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        print("table_close.py needs a display: run it under xvfb-run", file=sys.stderr)
        return 2
    print(
        f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}; {options.runs} "
        f"run(s) of up to {options.cycles} closes ({options.close}, {options.moves} moves "
        f"each, {options.level}{', motion' if options.motion else ''}), games {options.games}"
    )
    crashed = 0
    printed: Counter[str] = Counter()
    for index in range(options.runs):
        status, closed, wall, lines = run(options, index)
        crashed += status != 0
        printed += lines
        print(
            f"run {index + 1}: {closed} tables closed in {wall:.0f} s, exit status {status}, "
            f"{lines.total()} line(s) from Qt",
            flush=True,
        )
    for line, count in printed.most_common():
        print(f"  {count} x {line}")
    print(f"{crashed} of {options.runs} run(s) ended abnormally")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
