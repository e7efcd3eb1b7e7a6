"""Frame timing of a card table: how evenly the window draws while the AI thinks and while
cards move.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python benchmarks/frame_timing.py \\
        [--games schnapsen,scopa,piedicavallo] [--level hard] [--moves 10] [--grain 50] \\
        [--together]

Each game runs in its own process, which opens the real app window on its table (as
``cardavia --game ID`` does: Main.qml with its header and filter pass, 1280x800), lets the human
seat play its first legal card through the controller (as the GUI tests do) 1.5 s after each
turn comes round, for ``--moves`` moves or until the deal ends, and records the time of every
``QQuickWindow.frameSwapped``. The AI plays at ``--level`` (``hard`` searches longest, so the
engine worker is busy for a while) with the app's readable delay; settings (grain: the app's
default unless ``--grain``) and saved games go to a temporary folder. ``CARDAVIA_FILTERS=0``
turns the filter pass off. Nothing here is asserted: it prints a table.

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
- Under Xvfb the scene is rasterised by Mesa llvmpipe on the CPU, in the ``swap`` of each frame
  (``QSG_RENDER_TIMING=1`` shows it): it shares the cores with the AI's search, and it is far
  slower than any GPU. Compare the phases with each other, not with a desktop's figures.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
GAMES = ("schnapsen", "scopa", "piedicavallo")
# Longest card animation after a step, in seconds (speed 1): Schnapsen/Piedicavallo play and
# sweep a trick in CardTheme.durationLong (0.42 s) each; Scopa's flights take move 0.32 + hold
# 0.52 + sweep 0.46 s per capture.
ANIMATION_S = {"schnapsen": 0.9, "piedicavallo": 0.9, "scopa": 1.4}
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


def classify(frames: list[float], thinking: list[tuple[float, float]],
             animating: list[tuple[float, float]]) -> dict[str, list[float]]:
    """Frame intervals (ms) by phase, each filed by the time its frame was swapped."""
    phases: dict[str, list[float]] = {phase: [] for phase in PHASES}
    for before, after in itertools.pairwise(frames):
        ai, moving = within(after, thinking), within(after, animating)
        phase = ("animate + AI" if ai and moving else "AI thinking" if ai
                 else "cards animate" if moving else "idle")
        phases[phase].append((after - before) * 1000)
    return phases


def child(game: str, level: str, moves: int, grain: int, size: tuple[int, int],
          apart: bool) -> None:
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
    from cardavia_desktop.settings import Settings, SettingsStore

    SettingsStore().save(Settings(ai_level=level, grain=grain))
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

        @Slot()
        def frame(self) -> None:
            self.frames.append(time.perf_counter())

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

    def on_step(events: Any) -> None:
        controller = state["controller"]
        wrap_bots(controller)
        kinds = {event.get("type") for event in events}
        if kinds & {"play", "capture", "trick", "leftovers"}:
            now = time.perf_counter()
            animating.append((now, now + ANIMATION_S[game]))
        if controller.property("summaryVisible") or controller.property("matchOver"):
            finish()
        elif controller.property("yourTurn"):
            if state["moves"] >= moves:
                finish()
            else:
                QTimer.singleShot(1500, play)

    def find(name: str) -> QQuickItem | None:
        stack = [window.contentItem()]
        while stack:
            item = stack.pop()
            if item.objectName() == name:
                return item
            stack.extend(item.childItems())
        return None

    def attach() -> None:
        loader = find("tableLoader")
        table = loader.property("item") if loader is not None else None
        controller = table.property("controller") if table is not None else None
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
    frames = [t for t in frames if t >= state.get("from", 0.0)]
    record = {"game": game, "frames": frames, "thinking": thinking, "animating": animating,
              "moves": state["moves"], "api": api}
    del engine
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(record))


def run(game: str, args: argparse.Namespace) -> dict[str, Any]:
    """Run ``game`` in a child process and return its record."""
    command = [sys.executable, __file__, "--child", game, "--level", args.level,
               "--moves", str(args.moves), "--grain", str(args.grain), "--size", args.size]
    if args.together:
        command.append("--together")
    out = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        raise RuntimeError(f"{game}: {out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    """Parse the options, run each game and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    parser.add_argument("--moves", type=int, default=10, help="human moves per game")
    parser.add_argument("--grain", type=int, default=None,
                        help="film grain in %% (default: the app's default; 0 turns it off)")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--together", action="store_true",
                        help="let the AI search while the cards still move (the app's timing)")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    if args.grain is None:
        from cardavia_desktop.settings import Settings

        args.grain = Settings().grain
    if args.child:
        child(args.child, args.level, args.moves, args.grain, (width, height), not args.together)
        return 0

    print(f"level {args.level}, {args.moves} human moves per game, grain {args.grain} %, "
          f"window {args.size}, AI searches {'as the app times it' if args.together else 'apart'}"
          f", QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', '(default)')}, "
          f"filters {'off' if os.environ.get('CARDAVIA_FILTERS') == '0' else 'on'}")
    print()
    print("| game | phase | frames | median ms | p95 ms | worst ms |")
    print("|---|---|---|---|---|---|")
    notes = []
    for game in args.games.split(","):
        record = run(game, args)
        phases = classify(record["frames"], [tuple(s) for s in record["thinking"]],
                          [tuple(s) for s in record["animating"]])
        for phase in PHASES:
            values = phases[phase]
            if not values:
                print(f"| {game} | {phase} | 0 | – | – | – |")
                continue
            print(f"| {game} | {phase} | {len(values)} | {statistics.median(values):.1f} | "
                  f"{percentile(values, 0.95):.1f} | {max(values):.1f} |")
        busy = sum(end - start for start, end in record["thinking"])
        notes.append(f"{game}: {record['moves']} moves, {len(record['thinking'])} AI decisions "
                     f"({busy:.1f} s of search), graphics {record['api']}")
    print()
    for note in notes:
        print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
