"""The Cardavia application: command line, QGuiApplication, QML engine, screenshot mode.

``cardavia`` opens the lobby; ``--game ID`` opens that table; ``--lang CODE`` overrides the
language for this run; ``--screenshot FILE`` saves the settled window to FILE and exits (with
throwaway settings and data folders: the player's files are read, never written).
``CARDAVIA_FILTERS=0`` turns the filter pass off (for a graphics driver that mishandles it).
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Only what the first frame needs is imported here (the ``Qt`` namespace alone costs ~20 ms of
# enum classes; the table's controllers are registered after the first frame: ``_build_shell``).
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMetaObject,
    QTimer,
    QtMsgType,
    QUrl,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from . import process_tuning

# Before our own modules and before Qt starts its threads: glibc's arenas are capped, and
# PySide checks each module imported from here on without keeping its source (~6 ms sooner).
process_tuning.apply()

from . import __version__, controllers, fonts, outside_text, paths  # noqa: E402
from .command_line import DEFAULT_SIZE, Options, parse_args, table_games  # noqa: E402
from .controllers import sound  # noqa: E402
from .controllers.languages import SOURCE_LANGUAGE, LanguageSwitcher  # noqa: E402
from .controllers.settings_controller import AppSettings  # noqa: E402
from .display import (  # noqa: E402
    display_problem,
    fit_size,
    missing_system_packages,
    software_expected,
)
from .screenshot import Settler  # noqa: E402

if TYPE_CHECKING:
    from .file_lock import FileLock

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


def __getattr__(name: str) -> Any:
    """``GAMES`` (the engine's registry) on demand: the start-up path imports no game."""
    if name == "GAMES":
        from .engine import GAMES

        return GAMES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
                f"cardavia: unknown language {outside_text.shown(lang)} (available: "
                f"{', '.join(settings.languageCodes())}); using English.",
                file=sys.stderr,
            )
            settings.override_language(SOURCE_LANGUAGE)
            settings.unknown_language(lang)
    switcher = LanguageSwitcher(engine)

    def apply_language() -> None:
        # PySide6's stubs type a Property read on an instance as the Property itself.
        if not switcher.apply(settings.language):  # type: ignore[arg-type]
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
    # A Property set on an instance: PySide6's stubs see the Property object (as above).
    settings.filtersAvailable = shader_ok and not software_expected()  # type: ignore[assignment]

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
        # A Property set on an instance (PySide6's stubs see the Property object).
        settings.filtersAvailable = shader_ok and not software  # type: ignore[assignment]
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

            launch.hand_over(game, request["deal"], request["open"])
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
    settler = Settler(app, window, options.screenshot) if options.screenshot else None
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
    from .controllers.worker import lifecycle

    lifecycle.stop_all(limit_ms=0)  # aboutToQuit already waited (QUIT_WAIT_MS)
    if lifecycle.stragglers():  # a bot ignores the abort flag: do not wait for it
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
