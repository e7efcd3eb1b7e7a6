"""QObjects exposed to QML as module ``Cardavia`` 1.0.

Importing this package imports every controller module, which registers its types
(``@QmlElement``/``@QmlSingleton``) before the QML engine loads any view.
"""

from . import game_controller, settings_controller

__all__ = ["game_controller", "settings_controller"]
