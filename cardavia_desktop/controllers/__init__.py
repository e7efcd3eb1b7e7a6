"""QObjects exposed to QML as module ``Cardavia`` 1.0.

Importing this package applies the PySide6 work-arounds (every controller emits signals from
Python) and registers what the window's first frame needs (``AppSettings``, with the Theme and
the filter pass reading it). :func:`register_all` registers the rest (``@QmlElement``/
``@QmlSingleton`` at import) before any view that uses them is loaded: ``app.py`` calls it once
the first frame is on screen; tools and tests that load views themselves call it first.
"""

from . import pyside_fixes

pyside_fixes.apply()

from . import settings_controller  # noqa: E402


def register_all() -> None:
    """Import (and so register with QML) every controller module; idempotent."""
    from . import (  # noqa: F401
        about,
        announcer,
        chooser_name,
        game_controller,
        levels,
        saved_status,
        statistics_view,
    )


__all__ = ["pyside_fixes", "register_all", "settings_controller"]
