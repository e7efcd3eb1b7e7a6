"""QObjects exposed to QML as module ``Cardavia`` 1.0.

Importing this package imports every controller module, which registers its types
(``@QmlElement``/``@QmlSingleton``) before the QML engine loads any view. The PySide6
work-arounds are applied first: every controller emits signals from Python.
"""

from . import pyside_fixes

pyside_fixes.apply()

from . import announcer, game_controller, minchiate_table, settings_controller  # noqa: E402

__all__ = ["announcer", "game_controller", "minchiate_table", "settings_controller"]
