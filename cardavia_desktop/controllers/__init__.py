"""QObjects exposed to QML as module ``Cardavia`` 1.0.

Importing this package imports every controller module, which registers its types
(``@QmlElement``/``@QmlSingleton``) before the QML engine loads any view. The PySide6
work-arounds are applied first: every controller emits signals from Python.
"""

from . import pyside_fixes

pyside_fixes.apply()

from . import (  # noqa: E402
    announcer,
    game_controller,
    minchiate_table,
    saved_status,
    settings_controller,
    statistics_view,
)

__all__ = ["announcer", "game_controller", "minchiate_table", "saved_status",
           "settings_controller", "statistics_view"]
