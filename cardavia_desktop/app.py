"""The Cardavia application: command line, QGuiApplication, QML engine, screenshot mode.

``cardavia`` opens the lobby; ``--game ID`` opens that table; ``--lang CODE`` overrides the
language for this run; ``--screenshot FILE`` saves the settled window to FILE and exits (with
throwaway settings and data folders: the player's files are read, never written).
``CARDAVIA_FILTERS=0`` turns the filter pass off (for a graphics driver that mishandles it).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import pkgutil
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Only what the first frame needs is imported here (the ``Qt`` namespace alone costs ~20 ms of
# enum classes; the table's controllers are registered after the first frame: ``_build_shell``).
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMetaObject,
    QSize,
    QTimer,
    QtMsgType,
    QUrl,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from . import process_tuning

# Before our own modules and before Qt starts its threads: glibc's arenas are capped, and
# PySide checks each module imported from here on without keeping its source (~6 ms sooner).
process_tuning.apply()

from . import __version__, controllers, fonts, outside_text, paths  # noqa: E402
from .controllers import sound  # noqa: E402
from .controllers.languages import SOURCE_LANGUAGE, LanguageSwitcher  # noqa: E402
from .controllers.settings_controller import AppSettings  # noqa: E402
from .engine.order import ORDER  # noqa: E402

if TYPE_CHECKING:
    from .file_lock import FileLock

EXIT_USAGE = 2
DEFAULT_SIZE = (1280, 800)
MINIMUM_SIZE = (1024, 640)
SOFTWARE_PLATFORMS = ("offscreen", "minimal", "vnc", "linuxfb")
SOFTWARE_MAX_SIZE = (4096, 4096)
"""Largest window where there is no real screen (offscreen and other software platforms)."""
SEARCH_PROCESS_SETTING = "CARDAVIA_SEARCH_PROCESS"
"""The app runs its bots in a child process unless this is ``0`` (``search_process.ENABLED``)."""
QML_GC_SETTING = ("QV4_GC_TIMELIMIT", "0")
"""QML's JavaScript heap is collected in one pass, not in slices between events: with Qt 6.8+'s
incremental collector, switching the language at an open table crashed in its sweep
(``QV4::GCStateMachine``, freeing a bad pointer) about one run in three under load; with it
off, none in 12. A value the user set wins."""
LISTEN_AFTER_MS = 200
"""After the first frame, when the window starts to hear a second launch (``single_instance``:
QtNetwork is loaded then, off the start-up path; a second launch waits for it)."""
PATH_SHOWN = 160
"""A path in a message is cut to this many characters (its beginning and its file name)."""
TEXTURE_CHECK_ABOVE = 4096
"""A window wider or taller than this is also held to the GPU's maximum texture size (the
full-window filter pass renders the scene into one texture)."""


@dataclass
class Options:
    """The parsed command line."""

    game: str = ""
    lang: str | None = None
    screenshot: Path | None = None
    size: tuple[int, int] = DEFAULT_SIZE
    first_frame_exit: bool = False
    deal: int | None = None
    open_file: Path | None = None


def _size(text: str) -> tuple[int, int]:
    shown = text if len(text) <= 40 else text[:39] + "…"
    match = re.fullmatch(r"\s*([0-9]{1,5})\s*[xX×]\s*([0-9]{1,5})\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels such as 1280x800, got {shown!r}"
        )
    size = int(match.group(1)), int(match.group(2))
    if size[0] < MINIMUM_SIZE[0] or size[1] < MINIMUM_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"the window is at least {MINIMUM_SIZE[0]}x{MINIMUM_SIZE[1]}, got {shown!r}"
        )
    return size


def _screenshot_file(text: str) -> Path:
    """The --screenshot target, checked before any window opens: its folder must exist or be
    creatable by this user (nothing is created where the user cannot write)."""
    path = Path(text).expanduser().absolute()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{_shown(path, PATH_SHOWN)} is a folder, not a file name")
    ancestor = path.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise argparse.ArgumentTypeError(
            f"cannot save {_shown(path, PATH_SHOWN)}: "
            f"{_shown(ancestor, PATH_SHOWN)} is not a folder"
        )
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(
            f"cannot save {_shown(path, PATH_SHOWN)}: "
            f"{_shown(ancestor, PATH_SHOWN)} is not writable"
        )
    return path


def _shown(text: object, limit: int = 40) -> str:
    """A flag's value or a path for a message: quoted, escaped (a newline, U+202E…) and cut
    short (a flag may be 50 kB long)."""
    return outside_text.shown(text, limit)


def __getattr__(name: str) -> Any:
    """``GAMES`` (the engine's registry) on demand: the start-up path imports no game."""
    if name == "GAMES":
        from .engine import GAMES

        return GAMES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def known_games() -> list[str]:
    """Ids of the engine's games (its packages), without importing any of them."""
    from .engine import games as package

    ids = [
        info.name
        for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg and not info.name.startswith("_")
    ]
    return sorted(ids, key=lambda gid: (ORDER.index(gid) if gid in ORDER else len(ORDER), gid))


def table_games() -> list[str]:
    """Ids of the games that have a table view, in lobby order (not ``_template``: a folder
    named with ``_`` is a pattern to copy, as in the engine's ``games/``)."""
    folder = paths.views_dir() / "games"
    ids = [
        path.parent.name
        for path in folder.glob("*/Table.qml")
        if not path.parent.name.startswith("_")
    ]
    return sorted(ids, key=lambda gid: (ORDER.index(gid) if gid in ORDER else len(ORDER), gid))


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Parse and check the command line; usage errors exit with status 2 and a clear message."""
    parser = argparse.ArgumentParser(
        prog="cardavia", description="Traditional card games against AI opponents, offline."
    )
    parser.add_argument(
        "--game", metavar="ID", default="", help="open this game's table instead of the lobby"
    )
    parser.add_argument(
        "--lang", metavar="CODE", help="language of the interface for this run (e.g. en)"
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        type=_screenshot_file,
        help="save the window as PNG once it has settled, then exit",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=DEFAULT_SIZE,
        help="window size (default 1280x800)",
    )
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--deal",
        metavar="N",
        type=_deal_number,
        help="with --game: play the numbered deal N (the same cards every time)",
    )
    parser.add_argument(
        "--open",
        metavar="FILE",
        dest="open_file",
        type=Path,
        help="open an exported match file at its game's table",
    )
    args = parser.parse_args(argv)
    if args.open_file is not None:
        opened = _match_file_game(args.open_file, parser)
        if args.game and args.game != opened:
            parser.error(
                f"{_shown(args.open_file, PATH_SHOWN)} holds a {opened} match, "
                f"not {_shown(args.game)}"
            )
        args.game = opened
    if args.deal is not None and not args.game:
        parser.error("--deal needs --game ID (which game to deal)")
    if args.deal is not None and args.open_file is not None:
        parser.error("--deal and --open cannot be used together")
    if args.game:
        known = known_games()
        if args.game not in known:
            parser.error(
                f"unknown game {_shown(args.game)}; known games: {', '.join(known) or 'none'}"
            )
        playable = table_games()
        if args.game not in playable:
            parser.error(
                f"game {_shown(args.game)} has no table yet; playable: "
                f"{', '.join(playable) or 'none'}"
            )
    options = Options(args.game, args.lang, args.screenshot, args.size, args.first_frame_exit)
    options.deal, options.open_file = args.deal, args.open_file
    return options


def _deal_number(text: str) -> int:
    from .controllers.deal_numbers import DealNumberError, parse_deal_number

    try:
        return parse_deal_number(text)
    except DealNumberError as error:
        raise argparse.ArgumentTypeError(
            str(error)
            if error.code == "too_large"  # "'…' is out of range: …"
            else f"not a deal number ({error})"
        ) from None


def _match_file_game(path: Path, parser: argparse.ArgumentParser) -> str:
    """The game of the match file ``path``, checked exactly like a save; a clear error else."""
    from . import storage
    from .saved_games import _read_match  # the save's own check

    try:
        data = storage.read_json(path.expanduser())
        game = data.get("game") if isinstance(data, dict) else None
        if not isinstance(game, str) or game not in known_games():
            raise ValueError("it is not a Cardavia match file")
        _read_match(game, data)
    except FileNotFoundError:
        parser.error(f"cannot open {_shown(path, PATH_SHOWN)}: no such file")
    except storage.BadFile as error:
        parser.error(
            f"cannot open {_shown(path, PATH_SHOWN)}: not a match file "
            f"({outside_text.shown(error.detail, 300, quoted=False)})"
        )
    except Exception as error:  # load_match refused it
        parser.error(
            f"cannot open {_shown(path, PATH_SHOWN)}: "
            f"{outside_text.shown(str(error), 300, quoted=False)}"
        )
    if game not in table_games():
        parser.error(f"game {game!r} has no table yet")
    return game


def request_table(options: Options) -> None:
    """Hand ``--deal``/``--open`` to the game's first table (``controllers.launch``). The
    file's path goes as bytes: as Qt text, a name that is not UTF-8 would lose bytes and name
    another file. The table checks the file whole again before it gives the saved match up."""
    if options.deal is None and options.open_file is None:
        return
    from .controllers import launch

    launch.request(
        options.game,
        options.deal,
        os.fsencode(options.open_file.expanduser().absolute()) if options.open_file else None,
    )


def display_problem() -> str | None:
    """A readable reason why no window can open here, or ``None`` when a display seems usable."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    wayland = bool(os.environ.get("WAYLAND_DISPLAY"))
    wants_x11 = platform.startswith("xcb") or (not platform and not wayland)
    if wants_x11 and not os.environ.get("DISPLAY"):
        return (
            "cardavia: no display found (DISPLAY is not set).\n"
            "  Run it in a desktop session, under Xvfb (xvfb-run -a cardavia ...), or without\n"
            "  a screen with QT_QPA_PLATFORM=offscreen (software renderer: no filters)."
        )
    return None


# Shared libraries the xcb platform plugin needs that a bare system may lack (Debian names).
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-image": "libxcb-image0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-randr": "libxcb-randr0",
    "xcb-xkb": "libxcb-xkb1",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "X11-xcb": "libx11-xcb1",
    "EGL": "libegl1",
    "GL": "libgl1",
    "fontconfig": "libfontconfig1",
}


def missing_system_packages() -> list[str]:
    """Debian packages of Qt's xcb dependencies whose libraries cannot be found."""
    from ctypes.util import find_library

    return [package for library, package in XCB_LIBRARIES.items() if not find_library(library)]


def _explain_platform_failure(kind: QtMsgType, _context: object, message: str) -> None:
    """Qt message handler while the platform plugin loads: explain a failure, exit instead of
    aborting."""
    print(message, file=sys.stderr)
    if kind == QtMsgType.QtFatalMsg and "platform plugin" in message:
        print(
            "\ncardavia: Qt could not open a window with this platform plugin. Check that a "
            "display is available and that Qt's system libraries are installed, or run with "
            "QT_QPA_PLATFORM=offscreen (software renderer, no filters).",
            file=sys.stderr,
        )
        missing = missing_system_packages() if sys.platform.startswith("linux") else []
        if missing:
            print(
                f"cardavia: missing system packages: {' '.join(missing)}\n"
                f"  sudo apt-get install {' '.join(missing)}",
                file=sys.stderr,
            )
        sys.stderr.flush()
        os._exit(1)


def drop_stale_qml_cache(folder: Path | None = None) -> int:
    """In a source tree, remove the ahead-of-time compiled views (``X.qmlc``/``X.jsc``, ``make
    build``) as soon as any view changed after them: Qt runs them without checking, and one
    view compiled against another's old properties can crash the engine, so a change anywhere
    drops them all (Qt then compiles in memory). A bundle's views never change, so it is left
    alone. Returns how many were removed."""
    if getattr(sys, "frozen", False):
        return 0
    root = folder or paths.views_dir()
    compiled: list[Path] = []
    sources: set[Path] = set()
    for directory, _folders, files in os.walk(root):  # one walk: on the start-up path
        for name in files:
            if name.endswith((".qmlc", ".jsc")):
                compiled.append(Path(directory, name))
            elif name.endswith((".qml", ".js")) or name == "qmldir":
                sources.add(Path(directory, name))
    if not compiled:
        return 0
    try:
        newest = max(os.stat(source).st_mtime_ns for source in sources)
        stale = any(
            Path(str(c)[:-1]) not in sources or os.stat(c).st_mtime_ns < newest for c in compiled
        )
    except (OSError, ValueError):
        stale = True
    if not stale:
        return 0
    removed = 0
    for path in compiled:
        try:
            path.unlink()
            removed += 1
        except OSError:  # gone already (another start), or a read-only tree
            continue
    return removed


def create_engine(
    game: str = "",
    lang: str | None = None,
    screenshot_mode: bool = False,
    size: tuple[int, int] = DEFAULT_SIZE,
    silent: bool = False,
) -> tuple[QQmlApplicationEngine, QQuickWindow, AppSettings]:
    """Build the QML engine with Main.qml loaded and shown; a QGuiApplication must exist.

    Main.qml's first frame is the ground of the screen (the header's band over the felt or a
    page's paper): once it is on screen the rest of the controllers are registered and the
    shell (header, lobby or the game's page) is built over it (:func:`shell_ready` says when).
    A ``silent`` run (``--first-frame-exit``), like a screenshot run, makes no sound board.
    """
    assert controllers.settings_controller  # AppSettings: registered before Main.qml loads
    os.environ.setdefault(*QML_GC_SETTING)  # read when the engine is made
    drop_stale_qml_cache()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(paths.views_dir()))
    settings = engine.singletonInstance("Cardavia", "AppSettings")
    assert isinstance(settings, AppSettings)
    if lang is not None:
        if lang in settings.languageCodes():
            settings.override_language(lang)
        else:
            print(
                f"cardavia: unknown language {_shown(lang)} (available: "
                f"{', '.join(settings.languageCodes())}); using English.",
                file=sys.stderr,
            )
            settings.override_language(SOURCE_LANGUAGE)
            settings.unknown_language(lang)
    switcher = LanguageSwitcher(engine)

    def apply_language() -> None:
        if not switcher.apply(settings.language):
            print(
                f"cardavia: the {settings.language!r} translation could not be loaded; "
                "using English.",
                file=sys.stderr,
            )
        settings.retranslate()

    settings.languageChanged.connect(apply_language)
    apply_language()

    shader = paths.filter_shader()
    shader_ok = shader.is_file() and os.environ.get("CARDAVIA_FILTERS", "1") != "0"
    if not shader.is_file():
        print(
            f"cardavia: {shader} is missing (run `make build`); filters are off.", file=sys.stderr
        )
    settings.filtersAvailable = shader_ok and not _software_expected()

    engine.setInitialProperties(
        {
            "games": table_games(),
            "initialGame": game,
            "filterShader": QUrl.fromLocalFile(str(shader)),
            "screenshotMode": screenshot_mode,
            "width": size[0],
            "height": size[1],
        }
    )
    engine.load(QUrl.fromLocalFile(str(paths.main_qml())))
    roots = engine.rootObjects()
    if not roots:
        raise RuntimeError(f"could not load {paths.main_qml()}")
    window = roots[0]
    assert isinstance(window, QQuickWindow)

    def first_frame() -> None:
        from PySide6.QtQuick import QSGRendererInterface

        api = window.rendererInterface().graphicsApi()
        software = api == QSGRendererInterface.GraphicsApi.Software
        settings.filtersAvailable = shader_ok and not software
        # After the other handlers of this frame (the first-frame report).
        QTimer.singleShot(0, lambda: _build_shell(window))
        # The cues load after the first frame too (QtMultimedia is not on the way to it).
        QTimer.singleShot(0, lambda: sound.install(settings, silent=screenshot_mode or silent))

    on_next_frame(window, first_frame)
    window.sceneGraphError.connect(_report_graphics_failure)  # connected: Qt reports, not aborts
    return engine, window, settings


def on_next_frame(window: QQuickWindow, slot: Callable[[], None]) -> None:
    """Call ``slot`` on this (the GUI) thread once, after the window's next swapped frame."""
    called = False

    def once() -> None:
        nonlocal called
        if called:  # frames swapped before the first queued call ran
            return
        called = True
        window.frameSwapped.disconnect(once)
        slot()

    window.frameSwapped.connect(once)  # emitted by the render thread: queued to this one


def _build_shell(window: QQuickWindow) -> None:
    """Register every controller type, then let Main.qml build the shell (once)."""
    if window.property("shellReady"):
        return
    fonts.load_bundled_fonts()  # the first frame has no text: the shell's is the first
    _set_window_icon()
    controllers.register_all()
    window.setProperty("shellReady", True)
    from .controllers.statistics_view import sweep_export_folder

    sweep_export_folder(window)  # what an export killed mid-write left behind


def _set_window_icon() -> None:
    """The app's icon for its windows (and the window manager's task list)."""
    from PySide6.QtGui import QIcon

    if paths.icon_file().is_file():
        QGuiApplication.setWindowIcon(QIcon(str(paths.icon_file())))


def close_shell(window: QQuickWindow) -> None:
    """Unload the shell, and an open table with it, while the engine still runs: the table's
    controllers stop their worker the way closing a table does, before the engine (whose
    teardown destroys its objects in no particular order) goes."""
    QMetaObject.invokeMethod(window, "closeShell")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def shell_ready(window: QQuickWindow) -> bool:
    """Whether the shell (header, lobby or the game's page) has been built in ``window``."""
    from PySide6.QtCore import QObject

    loader = window.findChild(QObject, "shellLoader")
    return loader is not None and loader.property("item") is not None


def _report_graphics_failure(_error: QQuickWindow.SceneGraphError, message: str) -> None:
    """Say in a few words that OpenGL does not work here, point to the fallback, and quit."""
    detail = " ".join(message.split()).rstrip(".")
    print(
        f"cardavia: cannot start: OpenGL is not working on this display ({detail}).\n"
        "  Check the graphics driver (Debian/Ubuntu: libgl1-mesa-dri), or use the software "
        "renderer: QT_QUICK_BACKEND=software cardavia (filters off).",
        file=sys.stderr,
        flush=True,
    )
    QGuiApplication.exit(1)


def _software_expected() -> bool:
    """Before the first frame: will the scene graph be the software one?"""
    return (
        QQuickWindow.sceneGraphBackend() == "software"
        or QGuiApplication.platformName() in SOFTWARE_PLATFORMS
    )


class _Settler:
    """Waits until the window has drawn and stopped changing, then saves it and quits.

    Quiet (no frame for ``QUIET_S``) is not enough on its own: a shader compiled on a cold
    cache can stall the frames of a running animation for longer than that. So a quiet window
    is grabbed on each check, and saved once two grabs in a row show the same picture."""

    QUIET_S = 0.6
    MINIMUM_S = 1.0
    LIMIT_S = 15.0

    def __init__(self, app: QGuiApplication, window: QQuickWindow, target: Path) -> None:
        self.app, self.window, self.target = app, window, target
        self.start = time.monotonic()
        self.last_frame = 0.0
        self.frames = 0
        self.status = 1
        self.shown: QImage | None = None
        window.frameSwapped.connect(self._frame)
        self.timer = QTimer(interval=100)
        self.timer.timeout.connect(self._check)
        self.timer.start()

    def _frame(self) -> None:
        self.frames += 1
        self.last_frame = time.monotonic()

    def _check(self) -> None:
        now = time.monotonic()
        quiet = (
            self.frames >= 2
            and now - self.last_frame >= self.QUIET_S
            and now - self.start >= self.MINIMUM_S
        )
        settled = False
        if quiet:
            shown, self.shown = self.shown, self.window.grabWindow()
            settled = shown is not None and shown == self.shown
        if not settled and now - self.start < self.LIMIT_S:
            return
        self.timer.stop()
        if not settled:
            print("cardavia: the window kept changing; saving it as it is now.", file=sys.stderr)
            self.shown = None
        try:
            self.status = 0 if self._save() else 1
        except Exception as error:  # a failure here must end the run, never hang it
            print(
                f"cardavia: could not save the screenshot to {_shown(self.target, PATH_SHOWN)}"
                f": {outside_text.shown(str(error), 300, quoted=False)}",
                file=sys.stderr,
            )
            self.status = 1
        self.app.exit(self.status)

    def _save(self) -> bool:
        image = self.shown if self.shown is not None else self.window.grabWindow()
        try:
            self.target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(
                f"cardavia: could not create the folder "
                f"{_shown(self.target.parent, PATH_SHOWN)}: {error.strerror or error}",
                file=sys.stderr,
            )
            return False
        if image.isNull() or not image.save(str(self.target), "PNG"):
            print(
                f"cardavia: could not save the screenshot to {_shown(self.target, PATH_SHOWN)}",
                file=sys.stderr,
            )
            return False
        return True


def fit_size(app: QGuiApplication, size: tuple[int, int]) -> tuple[int, int]:
    """``size`` held to the screen's available area and to the GPU's maximum texture size
    (beyond either, Qt Quick's filter layer cannot render: a hang or a crash); says so."""
    limit = QSize(*SOFTWARE_MAX_SIZE)
    screen = app.primaryScreen()
    if QGuiApplication.platformName() not in SOFTWARE_PLATFORMS and screen is not None:
        available = screen.availableGeometry().size()
        if available.width() > 0 and available.height() > 0:
            limit = available
    width, height = min(size[0], limit.width()), min(size[1], limit.height())
    if max(width, height) > TEXTURE_CHECK_ABOVE:
        texture = max_texture_size()
        if texture:
            width, height = min(width, texture), min(height, texture)
    if (width, height) != tuple(size):
        print(
            f"cardavia: --size {size[0]}x{size[1]} does not fit this display; "
            f"using {width}x{height}.",
            file=sys.stderr,
        )
    return width, height


def max_texture_size() -> int:
    """The OpenGL driver's GL_MAX_TEXTURE_SIZE, or 0 if it cannot be asked."""
    from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

    context = QOpenGLContext()
    if not context.create():
        return 0
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    try:
        if not surface.isValid() or not context.makeCurrent(surface):
            return 0
        value = context.functions().glGetIntegerv(0x0D33)  # GL_MAX_TEXTURE_SIZE
        context.doneCurrent()
        return int(value) if isinstance(value, int) else 0
    except Exception:  # an odd driver: keep the screen limit only
        return 0
    finally:
        surface.destroy()


def _report_frames(app: QGuiApplication, window: QQuickWindow) -> None:
    """``--first-frame-exit``: print ``first-frame`` at the window's first swapped frame and
    ``content-frame`` at the first one after the shell was built (``benchmarks/first_frame.py``
    times both), then quit."""

    def first() -> None:
        print("first-frame", flush=True)
        on_next_frame(window, content)

    def content() -> None:
        if not shell_ready(window):
            on_next_frame(window, content)
            return
        print("content-frame", flush=True)
        app.exit(0)

    on_next_frame(window, first)


def main(argv: Sequence[str] | None = None) -> int:
    """Run Cardavia; returns the process exit status."""
    options = parse_args(argv)
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    with contextlib.ExitStack() as scratch:
        if options.screenshot is not None:  # the player's settings and matches stay untouched
            folder = scratch.enter_context(tempfile.TemporaryDirectory(prefix="cardavia-shot-"))
            paths.use_scratch_folders(Path(folder))
            return _run(options)  # stands alone: its own folders
        if options.first_frame_exit:  # tooling (start-up benchmarks): stands alone
            return _run(options)
        hold = _hold_or_hand_over(options)
        if isinstance(hold, int):
            return hold
        return _run(options, hold)


def _hold_or_hand_over(options: Options) -> FileLock | int:
    """This run's hold on its data folder; or, when another window has it, that window took
    this launch's ``--game``/``--deal``/``--open`` and the exit status is returned."""
    from . import single_instance

    while True:
        hold = single_instance.claim()
        if hold is not None:
            return hold
        status = single_instance.hand_over(options.game, options.deal, options.open_file)
        if status is not None:
            return status


def _take_handed_over(window: QQuickWindow, request: dict[str, Any]) -> None:
    """A second launch's request: its game's table (with its deal or match file, which the
    table checks whole first), and this window raised."""
    from PySide6.QtCore import Q_ARG
    from PySide6.QtGui import QWindow

    game = request["game"]
    if game in table_games():
        if request["deal"] is not None or request["open"] is not None:
            from .controllers import launch

            launch.request(game, request["deal"], request["open"])
        if window.property("currentGame") != game:
            QMetaObject.invokeMethod(window, "openGame", Q_ARG(str, game))
    if window.visibility() == QWindow.Visibility.Minimized:
        window.showNormal()
    window.show()
    window.raise_()
    window.requestActivate()


def _run(options: Options, hold: FileLock | None = None) -> int:
    # The bots search in a child process: their work never holds this process's GIL
    # (search_process reads this when a table's worker first imports it, after frame one).
    os.environ.setdefault(SEARCH_PROCESS_SETTING, "1")
    request_table(options)
    os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"
    qInstallMessageHandler(_explain_platform_failure)
    app = QGuiApplication(sys.argv[:1])
    qInstallMessageHandler(None)
    app.setApplicationName(paths.APP_NAME)  # Qt's caches: ~/.cache/cardavia, as the others
    app.setApplicationDisplayName("Cardavia")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("cardavia")

    engine, window, _settings = create_engine(
        options.game,
        options.lang,
        screenshot_mode=options.screenshot is not None,
        size=fit_size(app, options.size),
        # start-up benchmarks and smoke tests: no sound
        silent=options.first_frame_exit,
    )
    settler = _Settler(app, window, options.screenshot) if options.screenshot else None
    # Everything built by then lives as long as the window: the cyclic collector need not walk
    # it again (full collections held the GIL ~60-100 ms next to a searching AI). Queued after
    # the shell's build, which the first frame's handler queued first.
    on_next_frame(window, lambda: QTimer.singleShot(0, gc.freeze))
    if options.first_frame_exit:
        _report_frames(app, window)
    listening: list[Any] = []
    if hold is not None and hold.held:  # a second launch reaches this window (once it is up)
        from . import single_instance

        def listen() -> None:
            listening.append(
                single_instance.Listener(lambda request: _take_handed_over(window, request))
            )

        on_next_frame(window, lambda: QTimer.singleShot(LISTEN_AFTER_MS, listen))
    status = app.exec()
    for listener in listening:
        listener.close()
    if settler is not None:
        status = settler.status
    close_shell(window)
    from .controllers import worker_lifecycle

    worker_lifecycle.stop_all(limit_ms=0)  # aboutToQuit already waited (QUIT_WAIT_MS)
    if worker_lifecycle.stragglers():  # a bot ignores the abort flag: do not wait for it
        print(
            "cardavia: an AI was still thinking; quitting without waiting for it.", file=sys.stderr
        )
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    del engine
    return status


if __name__ == "__main__":
    sys.exit(main())
