"""Entry point of the packaged app (``cardavia`` in the bundle): the app, with readable failures.

Every start-up failure of the graphics stack ends in a short message and exit status 1, never a
traceback or a Qt abort:

- a missing system library (libGL/libEGL, X11/xcb) makes importing Qt fail: say what to install;
- no display at all: ``cardavia_desktop.app`` says so itself;
- a display that cannot be opened: the app explains it, then Qt would abort; we exit instead;
- OpenGL that cannot start (no or broken driver): Qt would abort; we name the software renderer.

The last two wrap ``app._explain_platform_failure`` and ``app.create_engine`` until app.py does
this itself (the wrappers step aside when it does); see ``harden``.
"""

from __future__ import annotations

import os
import re
import sys
from types import ModuleType
from typing import Any

GRAPHICS_HINT = {
    "libGL": "the OpenGL driver (Debian/Ubuntu: libgl1 libgl1-mesa-dri; Fedora: mesa-libGL)",
    "libEGL": "the EGL library (Debian/Ubuntu: libegl1; Fedora: mesa-libEGL)",
    "libOpenGL": "the OpenGL library (Debian/Ubuntu: libopengl0)",
    "libxcb": "the X11 client libraries (Debian/Ubuntu: libxcb1 libx11-xcb1)",
    "libX11": "the X11 client libraries (Debian/Ubuntu: libx11-6)",
    "libfontconfig": "fontconfig (Debian/Ubuntu: libfontconfig1)",
}
SOFTWARE_FALLBACK = (
    "If OpenGL is installed but does not work (no window, black window), the "
    "software renderer needs no driver: QT_QUICK_BACKEND=software cardavia "
    "(the display filters are off then)."
)


def missing_library_message(error: BaseException) -> str | None:
    """A short, readable explanation of a failed import caused by a missing system library."""
    text = str(error)
    found = re.search(r"([\w.+-]+\.(?:so[.\d]*|dll|dylib))", text)
    if not found or not isinstance(error, ImportError | OSError):
        return None
    library = found.group(1)
    need = next(
        (hint for prefix, hint in GRAPHICS_HINT.items() if library.startswith(prefix)),
        "the system library that provides it",
    )
    return (
        f"cardavia: cannot start: the system library {library} is missing or unusable.\n"
        f"  Install {need}, then start Cardavia again.\n  {SOFTWARE_FALLBACK}"
    )


def graphics_failure_message(message: str) -> str:
    """What to tell the user when Qt Quick could not start its graphics backend."""
    detail = " ".join(message.split()).rstrip(".") or "no details"
    return (
        f"cardavia: cannot start: OpenGL is not working on this display ({detail}).\n"
        f"  Check the graphics driver (Debian/Ubuntu: libgl1-mesa-dri).\n  {SOFTWARE_FALLBACK}"
    )


def harden(app: ModuleType) -> None:
    """Make a fatal platform error and a scene-graph error exit with status 1 and a message."""
    from PySide6.QtCore import QMetaMethod, QtMsgType
    from PySide6.QtGui import QGuiApplication

    explain = app._explain_platform_failure
    if not getattr(explain, "exits_on_fatal", False):

        def explain_then_exit(kind: QtMsgType, context: Any, message: str) -> None:
            explain(kind, context, message)
            if kind == QtMsgType.QtFatalMsg:  # Qt would abort() right after this handler
                sys.stderr.flush()
                os._exit(1)

        explain_then_exit.exits_on_fatal = True  # type: ignore[attr-defined]
        app._explain_platform_failure = explain_then_exit

    create_engine = app.create_engine

    def create_engine_reporting_graphics_errors(*args: Any, **kwargs: Any) -> Any:
        engine, window, settings = create_engine(*args, **kwargs)
        if not window.isSignalConnected(QMetaMethod.fromSignal(window.sceneGraphError)):

            def failed(_error: object, message: str) -> None:
                print(graphics_failure_message(message), file=sys.stderr, flush=True)
                QGuiApplication.exit(1)

            window.sceneGraphError.connect(failed)  # connected: Qt reports instead of aborting
        return engine, window, settings

    app.create_engine = create_engine_reporting_graphics_errors


def main() -> int:
    """Start Cardavia; exit 1 with a readable message if the graphics stack cannot load."""
    try:
        from cardavia_desktop import app
    except (ImportError, OSError) as error:
        message = missing_library_message(error)
        if message is None:
            raise
        print(message, file=sys.stderr)
        return 1
    harden(app)
    return app.main()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--search-process"]:  # the bundle is also the AI's search process
        from cardavia_desktop import search_process

        sys.exit(search_process.main())
    sys.exit(main())
