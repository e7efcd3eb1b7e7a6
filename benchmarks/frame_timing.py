"""Frame timing of a card table: how evenly the window draws while the AI thinks and while
cards move.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/frame_timing.py \\
        [--games schnapsen,scopa,piedicavallo,minchiate,lockbet] [--level hard] [--moves 10] \\
        [--grain 50] [--together] [--deal 7] [--runs 3] [--against TREE] [--render-timing] \\
        [--costs [--seconds 5]]

Each game runs in its own process, which opens the real app window on its table (as
``cardavia --game ID`` does: Main.qml with its header and filter pass, 1280x800), lets the human
seat play its first legal action through the controller (as the GUI tests do: a card, a
Minchiate discard or declaration, a Lock & Bet lock or bet) 1.5 s after each turn comes round,
and start the next deal when one ends (the controller's ``continueDeal``, as the table's Next
deal button does), for ``--moves`` moves or until the match ends, and records the time of every
``QQuickWindow.frameSwapped``. The AI plays at ``--level`` (``hard`` searches longest, so the
engine worker is busy for a while) with the app's readable delay; settings (grain: the app's
default unless ``--grain``) and saved games go to a temporary folder. ``CARDAVIA_FILTERS=0``
turns the filter pass off. Each table plays numbered deal ``--deal`` (the same cards every
run). ``--runs`` repeats every table; ``--against TREE`` also runs another checkout (e.g. a
``git worktree`` of the commit before a change, with its build outputs), interleaved with this
one run by run so that a change of load hits both alike; the summary gives the median over the
runs of each run's median and p95. Nothing here is asserted: it prints tables, the load average
with each run, and the goal line of issue 17 (cards animate: median <= 25 ms, p95 <= 50 ms).

How to read the numbers
-----------------------
- Qt Quick draws only when something changes, so an idle table would show one long "frame"
  per pause. A tiny, nearly transparent item (4 px, top-left corner) turns all the time on the
  GUI thread, so there is always a next frame: an interval is the time the GUI and render
  threads took to produce it, and a long one is a real stall, not idleness. The probe lies
  outside the filter pass's source, so while the table itself is still a frame only
  recomposites (the pass reuses its texture): ``idle`` is the floor. Whatever moves on the table
  (a card, a pulsing "Thinking…") makes every frame render the whole table again, and the
  filter pass over it.
- Each interval is filed under the phase its end falls in:
  * ``AI thinking``: a bot's ``choose()`` runs on the engine worker thread (spans timed by
    wrapping the worker's bots) and no card moves;
  * ``cards animate``: within ``ANIMATION_S`` (per game, from the tables' QML durations)
    after a step that moves cards (a play, a capture, a trick or leftovers to a pile), worker
    idle;
  * ``animate + AI``: both at once;
  * ``idle``: your turn, the table still (the probe, and the grain if on, moving).
- By default each search starts only once the step's cards have stopped (the wrapper sleeps
  ``ANIMATION_S`` first, which frees the GIL), so the two phases are measured apart. In the app
  the AI searches at once while your card is still flying: ``--together`` keeps that timing and
  most intervals then fall under ``animate + AI``.
- ``median`` is the typical interval (16.7 ms is 60 frames a second; Xvfb has no vsync, Qt
  paces frames with a timer); ``p95`` and ``worst`` show stalls; above ~50 ms a motion looks
  jerky. Frame times are taken on the GUI thread (``frameSwapped`` reaches a Python slot as a
  queued call; a direct call on the render thread would have to take the GIL inside the scene
  graph's sync and can deadlock).
- ``CPU ms`` is the process's CPU time (every thread: GUI, render, llvmpipe's rasteriser
  threads, the worker) per frame of the phase, ``GUI ms`` the GUI thread's share: what a frame
  costs on an idle machine, steadier than the intervals on a loaded one.
- Under Xvfb the scene is rasterised by Mesa llvmpipe on the CPU, in the ``swap`` of each frame:
  it shares the cores with the AI's search, and it is far slower than any GPU. Compare the
  phases with each other, not with a desktop's figures. ``--render-timing`` runs the tables
  with ``QSG_RENDER_TIMING=1`` and adds, per phase, the render thread's time for a frame
  (median / p95 of ``frame rendered in``; on llvmpipe nearly all of it is ``swap``) and the GUI
  thread's wait for it (``blockedForSync``).
- ``--costs`` measures instead, at each table on your turn with nothing else moving, the CPU per
  frame of three cases for ``--seconds`` each: the window as it is (the probe: the filter pass
  over its unchanged capture), a 1-px change inside the table every frame (the whole window
  re-rendered into the pass's capture), and the hand's row lifted into the pass's flight
  overlay with a 1-px change in it every frame (what a lifted flight costs).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
GAMES = ("schnapsen", "scopa", "piedicavallo", "minchiate", "lockbet")
# Longest card animation after a step, in seconds (speed 1): Schnapsen/Piedicavallo play and
# sweep a trick in CardTheme.durationLong (0.42 s) each; Scopa's flights take move 0.32 + hold
# 0.52 + sweep 0.46 s per capture; Minchiate's trick as Piedicavallo's (the same TrickCross);
# Lock & Bet's chip flights take 0.55 s + a 0.22 s fade, a locked card's flip 0.59 s.
ANIMATION_S = {
    "schnapsen": 0.9,
    "piedicavallo": 0.9,
    "scopa": 1.4,
    "minchiate": 0.9,
    "lockbet": 0.9,
}
# The steps after which cards (or chips) move: plays, captures, tricks, leftovers to a pile;
# Lock & Bet's locks, bets, antes (chips fly), the reveal (the locked cards flip) and the pot.
MOVING = {
    "play",
    "capture",
    "trick",
    "leftovers",
    "lock",
    "bet",
    "raise",
    "allin",
    "call",
    "ante",
    "reveal",
    "pot",
    "refund",
}
PHASES = ("idle", "AI thinking", "cards animate", "animate + AI")
PROBE_QML = b"""
import QtQuick
Rectangle {
    width: 4; height: 4; color: "#03000000"
    NumberAnimation on rotation { from: 0; to: 360; duration: 1000; loops: Animation.Infinite }
}
"""


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def within(t: float, spans: list[tuple[float, float]]) -> bool:
    """Whether time ``t`` lies in one of ``spans``."""
    return any(start <= t <= end for start, end in spans)


def phase_of(
    t: float, thinking: list[tuple[float, float]], animating: list[tuple[float, float]]
) -> str:
    """The phase a moment falls in."""
    ai, moving = within(t, thinking), within(t, animating)
    return (
        "animate + AI"
        if ai and moving
        else "AI thinking"
        if ai
        else "cards animate"
        if moving
        else "idle"
    )


def classify(
    frames: list[float],
    thinking: list[tuple[float, float]],
    animating: list[tuple[float, float]],
    *costs: list[float],
) -> dict[str, list[list[float]]]:
    """Per phase: the frame intervals (ms), then each ``costs`` series' growth over the same
    frames (ms; CPU clocks read at each frame), each frame filed by the time it was swapped."""
    phases: dict[str, list[list[float]]] = {
        phase: [[] for _ in range(1 + len(costs))] for phase in PHASES
    }
    for i, (before, after) in enumerate(itertools.pairwise(frames)):
        series = phases[phase_of(after, thinking, animating)]
        series[0].append((after - before) * 1000)
        for column, clock in zip(series[1:], costs, strict=True):
            column.append((clock[i + 1] - clock[i]) * 1000)
    return phases


RENDERED = re.compile(
    r"^\s*([\d.]+) .*frame rendered in (\d+)ms, sync=(\d+), render=(\d+), "
    r"swap=(\d+)"
)
PREPARED = re.compile(
    r"^\s*([\d.]+) .*Frame prepared, polish=(\d+) ms, lock=(\d+) ms, "
    r"blockedForSync=(\d+) ms, animations=(\d+) ms"
)
# Qt's "boot" time is CLOCK_MONOTONIC, the clock of time.perf_counter() on Linux.
MESSAGE_PATTERN = "%{time boot} %{category}: %{message}"


def render_timing(
    stderr: str,
    start: float,
    thinking: list[tuple[float, float]],
    animating: list[tuple[float, float]],
) -> dict[str, dict[str, list[int]]]:
    """Per phase, from ``QSG_RENDER_TIMING`` lines: the render thread's ms per frame
    (``rendered``, and its ``swap``) and the GUI thread's wait for it (``blocked``)."""
    found: dict[str, dict[str, list[int]]] = {
        phase: {"rendered": [], "swap": [], "blocked": []} for phase in PHASES
    }
    for line in stderr.splitlines():
        if (match := RENDERED.match(line)) and float(match[1]) >= start:
            row = found[phase_of(float(match[1]), thinking, animating)]
            row["rendered"].append(int(match[2]))
            row["swap"].append(int(match[5]))
        elif (match := PREPARED.match(line)) and float(match[1]) >= start:
            found[phase_of(float(match[1]), thinking, animating)]["blocked"].append(int(match[4]))
    return found


def find_item(root: Any, name: str) -> Any:
    """The item called ``name`` under ``root`` (depth first), or ``None``."""
    stack = [root]
    while stack:
        item = stack.pop()
        if item.objectName() == name:
            return item
        stack.extend(item.childItems())
    return None


def open_table(window: Any) -> tuple[Any, Any]:
    """The game page's table item and its controller (``None`` until they exist)."""
    loader = find_item(window.contentItem(), "tableLoader")
    table = loader.property("item") if loader is not None else None
    return table, table.property("controller") if table is not None else None


def child(
    game: str,
    level: str,
    moves: int,
    grain: int,
    size: tuple[int, int],
    apart: bool,
    deal: int | None,
) -> None:
    """Run one table in this process and print its frame record as one JSON line."""
    folder = tempfile.mkdtemp(prefix="cardavia-frames-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(folder, name.lower())
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"

    from PySide6.QtCore import QObject, QTimer, QUrl, Slot
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlComponent
    from PySide6.QtQuick import QQuickItem

    from cardavia_desktop.app import create_engine
    from cardavia_desktop.settings import Settings, SettingsStore, per_game

    SettingsStore().save(Settings(ai_levels=per_game({}, level), grain=grain))
    if deal is not None:
        from cardavia_desktop.controllers import launch

        launch.request(game, deal)
    app = QGuiApplication(sys.argv[:1])
    engine, window, _settings = create_engine(game=game, size=size)

    probe_component = QQmlComponent(engine)
    probe_component.setData(PROBE_QML, QUrl("probe.qml"))
    probe = probe_component.create()
    assert isinstance(probe, QQuickItem), probe_component.errorString()
    probe.setParentItem(window.contentItem())
    probe.setZ(1e6)

    class FrameClock(QObject):
        """Lives on the GUI thread: each swapped frame reaches it as a queued call."""

        def __init__(self) -> None:
            super().__init__()
            self.frames: list[float] = []
            self.cpu: list[float] = []
            self.gui: list[float] = []

        @Slot()
        def frame(self) -> None:
            self.frames.append(time.perf_counter())
            self.cpu.append(time.process_time())
            self.gui.append(time.thread_time())

    clock = FrameClock()
    frames = clock.frames
    window.frameSwapped.connect(clock.frame)

    thinking: list[tuple[float, float]] = []
    animating: list[tuple[float, float]] = []
    state: dict[str, Any] = {"controller": None, "moves": 0, "done": False}

    def wrap_bots(controller: QObject) -> None:
        """Time every bot decision on the worker thread (the engine's own bots, wrapped)."""
        for bot in controller.worker()._bots.values():
            if getattr(bot, "_timed", False):
                continue
            choose = bot.choose

            def timed(*args: Any, _choose: Any = choose) -> Any:
                if apart:  # search once the step's cards have stopped (sleeping frees the GIL)
                    time.sleep(ANIMATION_S[game] + 0.05)
                start = time.perf_counter()
                try:
                    return _choose(*args)
                finally:
                    thinking.append((start, time.perf_counter()))

            bot.choose = timed
            bot._timed = True

    def finish() -> None:
        if not state["done"]:
            state["done"] = True
            QTimer.singleShot(2500, app.quit)  # let the last animations and the AI run

    def play() -> None:
        controller = state["controller"]
        if state["done"] or not controller.property("yourTurn"):
            return
        legal = list(controller.property("legalActions"))
        if not legal:
            return
        state["moves"] += 1
        controller.act(legal[0])

    def next_deal() -> None:
        controller = state["controller"]
        if not state["done"] and controller.property("summaryVisible"):
            controller.continueDeal()  # as the table's Next deal button does

    def on_step(events: Any) -> None:
        controller = state["controller"]
        wrap_bots(controller)
        kinds = {event.get("type") for event in events}
        if kinds & MOVING:
            now = time.perf_counter()
            animating.append((now, now + ANIMATION_S[game]))
        if controller.property("matchOver"):
            finish()
        elif controller.property("summaryVisible"):  # the deal is over: on to the next one
            if state["moves"] >= moves:
                finish()
            else:
                QTimer.singleShot(1500, next_deal)
        elif controller.property("yourTurn"):
            if state["moves"] >= moves:
                finish()
            else:
                QTimer.singleShot(1500, play)

    def find(name: str) -> QQuickItem | None:
        return find_item(window.contentItem(), name)

    def attach() -> None:
        _table, controller = open_table(window)
        if controller is None or not controller.property("running"):
            QTimer.singleShot(50, attach)
            return
        state["controller"] = controller
        state["from"] = time.perf_counter() + 0.5  # start-up frames are not the table's
        wrap_bots(controller)
        controller.stepped.connect(on_step)
        if controller.property("yourTurn"):
            QTimer.singleShot(1500, play)

    QTimer.singleShot(0, attach)
    QTimer.singleShot(120_000, app.quit)  # a safety net: never hang a benchmark run
    app.exec()
    api = window.rendererInterface().graphicsApi().name
    start = state.get("from", 0.0)
    kept = [i for i, t in enumerate(frames) if t >= start]
    record = {
        "game": game,
        "frames": [frames[i] for i in kept],
        "cpu": [clock.cpu[i] for i in kept],
        "gui": [clock.gui[i] for i in kept],
        "thinking": thinking,
        "animating": animating,
        "moves": state["moves"],
        "api": api,
    }
    del engine
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(record))


MOVER_QML = b"""
import QtQuick
Rectangle {
    width: 1; height: 1; color: "#01000000"
    NumberAnimation on x { from: 0; to: 3; duration: 1000; loops: Animation.Infinite }
}
"""
LIFT_QML = b"""
import QtQuick
QtObject {
    function lift(filters, row, hand) {
        filters.lift(row, hand, Qt.rect(-60, -60, row.width + 120, row.height + 72))
    }
}
"""
COST_CASES = ("window unchanged", "a change in the capture", "a change in the lifted hand")


def costs_child(game: str, seconds: float, size: tuple[int, int], deal: int) -> None:
    """``--costs`` in this process: print the CPU ms per frame of each of ``COST_CASES`` (JSON)."""
    folder = tempfile.mkdtemp(prefix="cardavia-costs-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(folder, name.lower())
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"

    from PySide6.QtCore import Q_ARG, QMetaObject, QObject, QTimer, QUrl, Slot
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlComponent
    from PySide6.QtQuick import QQuickItem

    from cardavia_desktop.app import create_engine
    from cardavia_desktop.controllers import launch
    from cardavia_desktop.settings import Settings, SettingsStore, per_game

    SettingsStore().save(Settings(ai_levels=per_game({}, "easy")))
    launch.request(game, deal)
    app = QGuiApplication(sys.argv[:1])
    engine, window, _settings = create_engine(game=game, size=size)
    kept: list[QObject] = []

    def make(qml: bytes, parent: QQuickItem | None = None) -> QObject:
        component = QQmlComponent(engine)
        component.setData(qml, QUrl("costs.qml"))
        made = component.create()
        assert made is not None, component.errorString()
        kept.extend([component, made])
        if parent is not None:
            made.setParentItem(parent)
        return made

    def find(name: str, root: QQuickItem | None = None) -> QQuickItem | None:
        return find_item(root or window.contentItem(), name)

    class Clock(QObject):
        """Each swapped frame's wall and process CPU time (a queued call on the GUI thread)."""

        def __init__(self) -> None:
            super().__init__()
            self.frames: list[tuple[float, float]] = []

        @Slot()
        def frame(self) -> None:
            self.frames.append((time.perf_counter(), time.process_time()))

    clock = Clock()
    window.frameSwapped.connect(clock.frame)
    make(MOVER_QML, window.contentItem()).setZ(1e6)  # the probe: a frame always comes
    record: dict[str, Any] = {"game": game}

    def measure(case: str, then: Any) -> None:
        clock.frames.clear()

        def done() -> None:
            frames = clock.frames[2:]
            intervals = [(b[0] - a[0]) * 1000 for a, b in itertools.pairwise(frames)]
            record[case] = {
                "frames": len(intervals),
                "median": statistics.median(intervals),
                "cpu": (frames[-1][1] - frames[0][1]) * 1000 / (len(frames) - 1),
            }
            then()

        QTimer.singleShot(int(seconds * 1000), done)

    def start() -> None:
        table, controller = open_table(window)
        if controller is None or not controller.property("yourTurn"):
            QTimer.singleShot(100, start)
            return
        hand = find("hand", table)
        row = next(
            child
            for child in hand.childItems()  # HandView's row, GroupedHand's strip
            if child.metaObject().className().startswith("QQuickRow")
            or child.objectName() == "strip"
        )

        def in_capture() -> None:
            mover = make(MOVER_QML, table)

            def in_lifted_hand() -> None:
                mover.deleteLater()
                filters = find("filterLayer")
                QMetaObject.invokeMethod(
                    make(LIFT_QML),
                    "lift",
                    Q_ARG("QVariant", filters),
                    Q_ARG("QVariant", row),
                    Q_ARG("QVariant", hand),
                )
                record["lifted"] = row.parentItem() != hand
                make(MOVER_QML, row)
                measure(COST_CASES[2], app.quit)

            measure(COST_CASES[1], in_lifted_hand)

        QTimer.singleShot(2500, lambda: measure(COST_CASES[0], in_capture))

    QTimer.singleShot(0, start)
    QTimer.singleShot(120_000, app.quit)  # a safety net
    app.exec()
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(record))


def costs(args: argparse.Namespace, trees: dict[str, Path]) -> int:
    """``--costs``: each game in each tree, ``--runs`` times, interleaved; print a table."""
    print(
        f"CPU ms per frame at each table (deal {args.deal}, your turn, {args.seconds:g} s a "
        f"case), window {args.size}, load average "
        f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print()
    print("| game | tree | run | load | " + " | ".join(COST_CASES) + " |")
    print("|---|---|---|---|" + "---|" * len(COST_CASES))
    for run_index in range(args.runs):
        for game in args.games.split(","):
            for label, tree in trees.items():
                command = [
                    sys.executable,
                    __file__,
                    "--costs-child",
                    game,
                    "--seconds",
                    str(args.seconds),
                    "--size",
                    args.size,
                    "--deal",
                    str(args.deal),
                ]
                out = subprocess.run(
                    command,
                    cwd=tree,
                    env={**os.environ, "PYTHONPATH": str(tree)},
                    capture_output=True,
                    text=True,
                    timeout=300,
                )
                if out.returncode != 0:
                    raise RuntimeError(f"{game}: {out.stderr[-2000:]}")
                record = json.loads(out.stdout.strip().splitlines()[-1])
                cells = [
                    f"{record[case]['cpu']:.1f} ({record[case]['median']:.0f} ms)"
                    for case in COST_CASES
                ]
                if not record.get("lifted"):  # a tree without the flight overlay
                    cells[-1] += ", not lifted"
                print(
                    f"| {game} | {label} | {run_index + 1} | {os.getloadavg()[0]:.1f} | "
                    + " | ".join(cells)
                    + " |"
                )
    print()
    print(
        "Each cell: CPU ms per frame (the median frame interval); in a tree without the "
        "flight overlay (FilterLayer.lift) the hand is changed in the capture."
    )
    return 0


def run(game: str, args: argparse.Namespace, tree: Path) -> dict[str, Any]:
    """Run ``game`` with the views and code of checkout ``tree`` in a child process and return
    its record."""
    command = [
        sys.executable,
        __file__,
        "--child",
        game,
        "--level",
        args.level,
        "--moves",
        str(args.moves),
        "--grain",
        str(args.grain),
        "--size",
        args.size,
        "--deal",
        str(args.deal),
    ]
    if args.together:
        command.append("--together")
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if args.render_timing:
        env.update(QSG_RENDER_TIMING="1", QT_MESSAGE_PATTERN=MESSAGE_PATTERN)
    out = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        raise RuntimeError(f"{game}: {out.stderr[-2000:]}")
    record = json.loads(out.stdout.strip().splitlines()[-1])
    record["load"] = os.getloadavg()[0]
    if args.render_timing:
        start = record["frames"][0] if record["frames"] else 0.0
        record["render"] = render_timing(
            out.stderr,
            start,
            [tuple(s) for s in record["thinking"]],
            [tuple(s) for s in record["animating"]],
        )
    return record


def print_run(label: str, record: dict[str, Any], render: bool) -> dict[str, list[list[float]]]:
    """Print one run's rows (one per phase) and return its phases."""
    game = record["game"]
    phases = classify(
        record["frames"],
        [tuple(s) for s in record["thinking"]],
        [tuple(s) for s in record["animating"]],
        record["cpu"],
        record["gui"],
    )
    for phase in PHASES:
        intervals, cpu, gui = phases[phase]
        row = f"| {game} | {label} | {phase} | {len(intervals)} | "
        if not intervals:
            print(row + "– | – | – | – | – |" + (" – | – |" if render else ""))
            continue
        row += (
            f"{statistics.median(intervals):.1f} | {percentile(intervals, 0.95):.1f} | "
            f"{max(intervals):.1f} | {statistics.mean(cpu):.1f} | {statistics.mean(gui):.1f} |"
        )
        if render:
            timing = record["render"][phase]
            rendered, blocked = timing["rendered"], timing["blocked"]
            row += (
                f" {statistics.median(rendered):.0f} / {percentile(rendered, 0.95):.0f} |"
                if rendered
                else " – |"
            )
            row += f" {statistics.median(blocked):.0f} |" if blocked else " – |"
        print(row)
    return phases


def main() -> int:
    """Parse the options, run each game (and tree) and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    parser.add_argument("--moves", type=int, default=10, help="human moves per game")
    parser.add_argument(
        "--grain",
        type=int,
        default=None,
        help="film grain in %% (default: the app's default; 0 turns it off)",
    )
    parser.add_argument("--size", default="1280x800")
    parser.add_argument(
        "--together",
        action="store_true",
        help="let the AI search while the cards still move (the app's timing)",
    )
    parser.add_argument(
        "--deal", type=int, default=7, help="the numbered deal every table plays (default 7)"
    )
    parser.add_argument("--runs", type=int, default=1, help="runs of every table (default 1)")
    parser.add_argument(
        "--against",
        type=Path,
        metavar="TREE",
        help="also run another checkout, interleaved run by run",
    )
    parser.add_argument(
        "--render-timing",
        action="store_true",
        help="QSG_RENDER_TIMING=1: the render thread's and GUI thread's times",
    )
    parser.add_argument(
        "--costs",
        action="store_true",
        help="CPU per frame of an unchanged window, a change in the capture and "
        "a change in a lifted hand, at each table (see above)",
    )
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="seconds per --costs case (default 5)"
    )
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    parser.add_argument("--costs-child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    if args.grain is None:
        from cardavia_desktop.settings import Settings

        args.grain = Settings().grain
    if args.costs_child:
        costs_child(args.costs_child, args.seconds, (width, height), args.deal)
        return 0
    if args.child:
        child(
            args.child,
            args.level,
            args.moves,
            args.grain,
            (width, height),
            not args.together,
            args.deal,
        )
        return 0

    trees = {"this tree": REPO}
    if args.against:
        trees = {f"@ {args.against.name}": args.against.resolve(), **trees}
    if args.costs:
        return costs(args, trees)
    print(
        f"level {args.level}, deal {args.deal}, {args.moves} human moves per game, grain "
        f"{args.grain} %, window {args.size}, AI searches "
        f"{'as the app times it' if args.together else 'apart'}, "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', '(default)')}, "
        f"filters {'off' if os.environ.get('CARDAVIA_FILTERS') == '0' else 'on'}, "
        f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print()
    print(
        "| game | tree | phase | frames | median ms | p95 ms | worst ms | CPU ms | GUI ms |"
        + (" render ms (median / p95) | GUI blocked ms |" if args.render_timing else "")
    )
    print("|---|---|---|---|---|---|---|---|---|" + ("---|---|" if args.render_timing else ""))
    notes = []
    animate: dict[tuple[str, str], list[tuple[float, float, float, float]]] = {}
    for run_index in range(args.runs):
        for game in args.games.split(","):
            for label, tree in trees.items():
                record = run(game, args, tree)
                phases = print_run(
                    f"{label}, run {run_index + 1}, load {record['load']:.1f}",
                    record,
                    args.render_timing,
                )
                intervals, cpu, _gui = phases["cards animate"]
                if intervals:
                    animate.setdefault((game, label), []).append(
                        (
                            statistics.median(intervals),
                            percentile(intervals, 0.95),
                            statistics.mean(cpu),
                            record["load"],
                        )
                    )
                busy = sum(end - start for start, end in record["thinking"])
                notes.append(
                    f"{game} ({label}, run {run_index + 1}): {record['moves']} moves, "
                    f"{len(record['thinking'])} AI decisions ({busy:.1f} s of search), "
                    f"graphics {record['api']}"
                )
    print()
    for note in notes:
        print(note)
    print()
    print(
        "Cards animate, over the runs: median of the runs' medians and of their p95, "
        "mean CPU ms per frame, load average at the runs"
    )
    print()
    print("| game | tree | runs | median ms | p95 ms | CPU ms | load |")
    print("|---|---|---|---|---|---|---|")
    for (game, label), rows in animate.items():
        medians, p95s, cpus, loads = zip(*rows, strict=True)
        print(
            f"| {game} | {label} | {len(rows)} | {statistics.median(medians):.1f} | "
            f"{statistics.median(p95s):.1f} | {statistics.mean(cpus):.1f} | "
            f"{min(loads):.1f}–{max(loads):.1f} |"
        )
    print()
    print("goal | measured | ratio (cards animate, this tree, median of the runs)")
    for (game, label), rows in animate.items():
        if label != "this tree":
            continue
        median = statistics.median(row[0] for row in rows)
        p95 = statistics.median(row[1] for row in rows)
        print(
            f"{game}: median <= 25 ms | {median:.1f} ms | {median / 25:.2f}; "
            f"p95 <= 50 ms | {p95:.1f} ms | {p95 / 50:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
