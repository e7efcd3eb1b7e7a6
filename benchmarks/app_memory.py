"""Peak memory through the app: the real window plays whole matches at hard, RSS from /proc.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/app_memory.py \\
        [--games minchiate,piedicavallo] [--matches 50] [--minutes 30] [--seed 17] [--grain 0]
        [--gdb]

Each game runs in a fresh process that starts the real app exactly as ``cardavia --game ID``
does (``cardavia_desktop.app.main``: its process tuning, the QML window with its header and
filter pass on Mesa llvmpipe, the table's ``EngineWorker`` thread and the bots' search child
process), with the fastest settings a player could choose (AI at hard in every seat, reduced
motion, animation speed 4, no grain unless ``--grain``) in throwaway settings and data folders.
With no grain at neutral contrast and temperature the window has no filter pass (it would
change nothing); ``--grain 50`` (the default setting) keeps the pass on. The only test hook
is the controller's readable AI pause, set to 0 as the GUI tests do. Your seat plays a seeded
random legal move through the table's controller once the turn has stayed yours for two polls;
deal sheets are dismissed (``continueDeal``) and a finished match starts a new one
(``newMatch``), until ``--matches`` matches or ``--minutes`` (then the table goes back to the
lobby for a few seconds: "lobby after" is what the process keeps once the table is closed).

Measured, every ``--sample-ms``: the GUI process's resident set (``VmRSS``) and its kernel
high-water mark (``VmHWM``: the true peak, spikes between samples included), and the same for
every child process (the search child). Printed per game: matches, moves, wall and CPU time,
the load average, the GUI's RSS when the table had opened, its peak and its RSS at the end,
the child's peak and end, RSS after match 1/10/25/50 (growth shows there), and
``goal | measured | ratio`` for the GUI's peak (goal 250 MB).

A crash prints the native stack of the crashing thread: read from the core the process dumps
(core dumps are on for it, in a scratch folder; gdb reads the core afterwards, so nothing in the
run changes), or live with ``--gdb`` (the run itself under gdb: slower, other timings).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from app_runs import YourSeat, find_controller, run_app, run_with_cores  # noqa: E402

GOAL_MB = 250.0
GAMES = ("minchiate", "piedicavallo", "scopa", "schnapsen", "lockbet")
MARKS = (1, 10, 25, 50)
"""After these matches the RSS is reported (growth over a series shows there)."""
STUCK_S = 180.0
"""No move for this long ends the run (reported as stuck)."""
HWM_STEP_MB = 1.0
"""A rise of the GUI's peak by more than this between two samples is printed with what the
table was doing (where the peak comes from)."""


def status_mb(pid: int | str, keys: tuple[str, ...] = ("VmRSS", "VmHWM")) -> dict[str, float]:
    """``keys`` of ``/proc/PID/status`` in MB (empty when the process is gone)."""
    values: dict[str, float] = {}
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                name, _, rest = line.partition(":")
                if name in keys:
                    values[name] = int(rest.split()[0]) / 1024
    except (OSError, ValueError):
        return {}
    return values


def children(pid: int | str = "self") -> list[int]:
    """Every descendant process of ``pid`` (the search child, a hint's child)."""
    found: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as file:
                direct = [int(value) for value in file.read().split()]
        except (OSError, ValueError):
            continue
        for child_pid in direct:
            found.append(child_pid)
            found.extend(children(child_pid))
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of ``pid`` so far (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


class MallInfo2(ctypes.Structure):
    """glibc's ``struct mallinfo2`` (all arenas)."""

    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def heap_info() -> tuple[float, float, float]:
    """(in use, free, free at the main heap's top) MB in glibc's arenas (in use counts the
    mmapped blocks), or zeros. Only the top is given back without ``malloc_trim``."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return 0.0, 0.0, 0.0
    return ((info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20, info.keepcost / 2**20)


def child(game: str, matches: int, minutes: float, seed: int, sample_ms: int, grain: int) -> None:
    """Play the series through the real app in this process; print one JSON line."""
    from cardavia_desktop.settings import Settings, per_game

    record: dict[str, Any] = {
        "game": game,
        "matches": 0,
        "moves": 0,
        "rejected": 0,
        "marks": {},
        "series": [],
        "stuck": False,
        "child_peak": 0.0,
        "child_end": 0.0,
        "child_cpu": 0.0,
        "load_start": os.getloadavg(),
    }

    def attach(window: Any) -> None:
        record["driver"] = Driver(window, record, matches, minutes, seed, sample_ms)

    record["wall_start"] = time.monotonic()
    settings = Settings(
        ai_levels=per_game({}, "hard"),
        partner_levels=per_game({}, "hard"),
        reduced_motion=True,
        animation_speed=4.0,
        grain=grain,
    )
    record["status"] = run_app(game, settings, attach, prefix="cardavia-memory-")
    print(json.dumps({"exit": record["status"]}), flush=True)


class Driver:
    """Plays your seat and the match flow on a timer; samples RSS. Lives on the GUI thread."""

    def __init__(
        self,
        window: Any,
        record: dict[str, Any],
        matches: int,
        minutes: float,
        seed: int,
        sample_ms: int,
    ) -> None:
        from PySide6.QtCore import QTimer

        self.window, self.record, self.matches, self.seed = window, record, matches, seed
        self.deadline = time.monotonic() + minutes * 60
        self.seat = YourSeat(seed)
        self.started = time.monotonic()
        self.controller: Any = None
        self.last_progress = time.monotonic()
        self.children_seen: dict[int, float] = {}
        self.hwm_seen = 0.0
        self.poll = QTimer(interval=40)
        self.poll.timeout.connect(self.tick)
        self.poll.start()
        self.sampler = QTimer(interval=sample_ms)
        self.sampler.timeout.connect(self.sample)
        self.sampler.start()

    def sample(self) -> dict[str, float]:
        """RSS now (MB): the GUI process and its children (their peaks are kept)."""
        gui = status_mb("self")
        total_child = 0.0
        for pid in children():
            values = status_mb(pid)
            if not values:
                continue
            total_child += values["VmRSS"]
            self.children_seen[pid] = max(self.children_seen.get(pid, 0.0), values["VmHWM"])
            self.record["child_cpu"] = max(self.record["child_cpu"], cpu_seconds(pid))
        self.record["child_peak"] = max([self.record["child_peak"], *self.children_seen.values()])
        self.record["child_end"] = total_child
        hwm = gui.get("VmHWM", 0.0)
        if self.controller is not None and hwm > self.hwm_seen + HWM_STEP_MB:
            # Where the peak rises: what the table was doing then (a sheet, a match's end).
            game = self.controller
            doing = [
                name
                for name in ("summaryVisible", "matchOver", "aiThinking", "yourTurn")
                if game.property(name)
            ]
            print(
                f"peak {self.hwm_seen:.1f} -> {hwm:.1f} MB (RSS {gui.get('VmRSS', 0.0):.1f})"
                f" at {time.monotonic() - self.started:.0f} s, match "
                f"{self.record['matches'] + 1}, move {self.record['moves']}: "
                f"{' '.join(doing) or '-'}",
                file=sys.stderr,
                flush=True,
            )
        self.hwm_seen = max(self.hwm_seen, hwm)
        return {"gui": gui.get("VmRSS", 0.0), "gui_hwm": hwm, "child": total_child}

    def tick(self) -> None:
        game = self.controller
        if game is None:
            game = find_controller(self.window)
            if game is None or not game.property("running"):
                return
            self.controller = game
            game.setProperty("aiDelayMs", 0)  # the GUI tests' hook: no readable pause
            game.actionRejected.connect(self.rejected)
            game.destroyed.connect(self.table_gone)
            self.record["at_open"] = self.sample()
            game.setProperty("seed", self.seed)
            game.newMatch()  # a seeded series: seed, seed + 1, ...
            return
        now = time.monotonic()
        if now - self.last_progress > STUCK_S:
            self.record["stuck"] = True
            self.finish()
        elif game.property("matchOver"):
            self.record["matches"] += 1
            played = self.record["matches"]
            self.last_progress = now
            now_mb = self.sample()
            used, free, top = heap_info()
            self.record["series"].append(
                [
                    round(now_mb["gui"], 1),
                    round(now_mb["child"], 1),
                    round(used, 1),
                    round(free, 1),
                    sys.getallocatedblocks(),
                ]
            )
            print(
                f"match {played}: GUI {now_mb['gui']:.1f} MB (peak {now_mb['gui_hwm']:.1f}),"
                f" child {now_mb['child']:.1f} MB, malloc in use {used:.1f} free {free:.1f}"
                f" (top {top:.1f}) MB, Python blocks {sys.getallocatedblocks()}, "
                f"{time.monotonic() - self.started:.0f} s",
                file=sys.stderr,
                flush=True,
            )
            if played in MARKS:
                self.record["marks"][str(played)] = now_mb
            if played >= self.matches or now > self.deadline:
                self.finish()
            else:
                game.newMatch()
        elif game.property("summaryVisible"):
            self.last_progress = now
            game.continueDeal()
        elif self.seat.play(game):
            self.record["moves"] += 1
            self.last_progress = now

    def table_gone(self, *_args: Any) -> None:
        self.record["table_destroyed_s"] = time.monotonic()

    def rejected(self, _code: str, _message: str) -> None:
        self.record["rejected"] += 1

    def finish(self) -> None:
        """The table's last figures, then the lobby for 4 s (the table closed), then quit."""
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QGuiApplication

        self.poll.stop()
        self.record["end"] = self.sample()
        self.controller = None  # the table's objects are QML's to destroy
        self.window.setProperty("currentGame", "")

        def closed() -> None:
            record = self.record
            record["lobby_after"] = self.sample()
            record["children_after"] = children()
            self.sampler.stop()
            record["wall_s"] = time.monotonic() - record["wall_start"]
            record["cpu_s"] = time.process_time()
            record["load_end"] = os.getloadavg()
            record["gui_peak"] = status_mb("self")["VmHWM"]
            record["trim_ms"] = process_tuning.slowest_trim_ms
            record["tuning"] = dict(process_tuning.applied)
            # Printed before quitting: the figures stand even if the teardown fails.
            print(
                json.dumps({key: value for key, value in record.items() if key != "driver"}),
                flush=True,
            )
            QGuiApplication.exit(0)

        from cardavia_desktop import process_tuning

        QTimer.singleShot(4000, closed)


GDB = (
    "gdb",
    "-q",
    "-batch",
    "-ex",
    "set pagination off",
    "-ex",
    "handle SIGPIPE nostop noprint",
    "-ex",
    "run",
    "-ex",
    "bt 60",
    "-ex",
    "thread apply all bt 30",
    "--args",
)
"""``--gdb``: the child runs under gdb, which prints every thread's native stack if it
crashes (a Python ``faulthandler`` stack stops at ``app.exec()``)."""


def run(game: str, options: argparse.Namespace) -> dict[str, Any]:
    """``game`` in a fresh process; its record."""
    command = [
        sys.executable,
        "-X",
        "faulthandler",
        str(Path(__file__).resolve()),
        "--child",
        game,
        "--matches",
        str(options.matches),
        "--minutes",
        str(options.minutes),
        "--seed",
        str(options.seed),
        "--sample-ms",
        str(options.sample_ms),
        "--grain",
        str(options.grain),
    ]
    if options.gdb:
        command = [*GDB, *command]
    env = {**os.environ, "LANG": os.environ.get("LANG", "C.UTF-8")}
    limit_s = options.minutes * 60 + 600
    if options.gdb:
        out = subprocess.run(
            command,
            cwd=REPO,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            timeout=limit_s,
            check=False,
        )  # progress: stderr
    else:  # core dumps on: a crash's native stack is read from its core afterwards
        out, stack = run_with_cores(
            command, stdout=subprocess.PIPE, text=True, env=env, timeout=limit_s
        )
        if stack:
            print(
                f"{game}: native stack of the crash (from its core):",
                *stack,
                sep="\n",
                file=sys.stderr,
            )
    lines = out.stdout.splitlines()
    records = [json.loads(line) for line in lines if line.startswith("{")]
    status = out.returncode
    if options.gdb:  # gdb's own exit status says nothing: read what it printed
        crashed = [line for line in lines if "received signal" in line]
        print("\n".join(line for line in lines if not line.startswith("{")), file=sys.stderr)
        exits = [record["exit"] for record in records if "exit" in record and "game" not in record]
        status = -11 if crashed else 0 if exits else status
    records = [record for record in records if "game" in record]
    if not records:
        raise RuntimeError(f"{game}: exit {status} (its messages are above)")
    records[-1]["exit"] = status  # the app's own exit status, or -signal
    return records[-1]


def main() -> int:
    """Run each game in its own process and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--minutes", type=float, default=30.0, help="per game at most")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--sample-ms", type=int, default=500)
    parser.add_argument(
        "--grain",
        type=int,
        default=0,
        choices=range(101),
        metavar="0..100",
        help="film grain in percent (0: no filter pass at neutral colours)",
    )
    parser.add_argument(
        "--gdb", action="store_true", help="run each game under gdb (a crash prints native stacks)"
    )
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        child(
            options.child,
            options.matches,
            options.minutes,
            options.seed,
            options.sample_ms,
            options.grain,
        )
        return 0
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        print("app_memory.py needs a display: run it under xvfb-run", file=sys.stderr)
        return 2
    print(
        f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}; hard in every bot "
        f"seat, grain {options.grain} %, up to {options.matches} matches or "
        f"{options.minutes:g} min per game, "
        f"through the app (real window, worker thread, search child)"
    )
    print()
    print(
        "| game | matches | moves | wall min | CPU s GUI/child | load | GUI at open | "
        "GUI after 1/10/25/50 | GUI end | lobby after | child peak/end | "
        "goal \\| measured \\| ratio (GUI peak) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for game in options.games.split(","):
        try:
            data = run(game, options)
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            print(f"| {game} | failed: {str(error)[-300:]!r} |", flush=True)
            continue
        marks = "/".join(
            f"{data['marks'][m]['gui']:.0f}" if m in data["marks"] else "–" for m in map(str, MARKS)
        )
        load = f"{data['load_start'][0]:.1f}–{data['load_end'][0]:.1f}"
        peak = data["gui_peak"]
        note = " (stuck)" if data["stuck"] else ""
        print(
            f"| {game} | {data['matches']}{note} | {data['moves']} | "
            f"{data['wall_s'] / 60:.1f} | {data['cpu_s']:.0f}/{data['child_cpu']:.0f} | "
            f"{load} | {data.get('at_open', {}).get('gui', 0):.0f} | {marks} | "
            f"{data.get('end', {}).get('gui', 0):.0f} | "
            f"{data.get('lobby_after', {}).get('gui', 0):.0f} | "
            f"{data['child_peak']:.0f}/{data.get('end', {}).get('child', 0):.0f} | "
            f"{GOAL_MB:.0f} MB \\| {peak:.0f} MB \\| {peak / GOAL_MB:.2f} |",
            flush=True,
        )
        if data["rejected"] or data["exit"]:
            print(f"  {game}: {data['rejected']} moves refused, exit status {data['exit']}")
        print(
            f"  {game}: process tuning {data['tuning'] or 'off'}; the slowest malloc_trim "
            f"(after a match, its own thread) took {data['trim_ms']:.0f} ms"
        )
    print()
    print(
        "MB throughout (VmRSS; 'peak' is the GUI process's VmHWM); matches at hard, your "
        "seat random."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
