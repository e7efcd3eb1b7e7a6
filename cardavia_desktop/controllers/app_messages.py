"""The banner messages of ``AppSettings`` (settings_controller.py): one message, whether the
table that owns its action still exists, and its words in the player's language (context
"AppSettings", as the catalogues have them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from ..outside_text import shown

MAX_MESSAGES = 20
"""The queue keeps at most this many messages (the oldest are dropped)."""


@dataclass
class Message:
    """One banner message: what happened (``kind``), its one argument, and an optional action."""

    kind: str
    argument: str = ""
    """A name or a reason from outside (a flag, a file name, the system's words): shown
    escaped and cut (``outside_text.shown``), a flag shorter than a path."""
    owner: QObject | None = None
    """The object whose ``action`` runs (a table's controller); the action goes with it."""
    action: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        self.argument = shown(self.argument, 40 if self.kind == "lang" else 300, quoted=False)


def alive(owner: QObject | None) -> bool:
    """Whether ``owner`` (a QObject) still exists on the C++ side."""
    if owner is None:
        return False
    from shiboken6 import Shiboken

    return Shiboken.isValid(owner)


def words(message: Message) -> str:
    """A message in the player's language (each string a literal ``translate`` call, so that
    ``lupdate`` finds it)."""
    kind, argument = message.kind, message.argument
    if kind == "load" and argument:
        return QCoreApplication.translate(
            "AppSettings",
            "Your settings file could not be read, so the default settings are "
            "in use. The old file was kept as %1.",
        ).replace("%1", argument)
    if kind == "load":
        return QCoreApplication.translate(
            "AppSettings",
            "Your settings file could not be read, so the default settings are in use.",
        )
    if kind == "newer_settings":
        return QCoreApplication.translate(
            "AppSettings",
            "Your settings file comes from a newer version of Cardavia, so the "
            "default settings are in use. The file was kept as %1.",
        ).replace("%1", argument)
    if kind == "reset":
        return QCoreApplication.translate(
            "AppSettings",
            "Some of your settings could not be read, so they are back to their defaults.",
        )
    if kind == "lang":
        return QCoreApplication.translate(
            "AppSettings", "The language %1 is not available, so English is shown."
        ).replace("%1", argument)
    if kind == "match" and argument:
        return QCoreApplication.translate(
            "AppSettings",
            "The saved match could not be read, so a new match has started. "
            "The damaged save was kept as %1.",
        ).replace("%1", argument)
    if kind == "match":
        return QCoreApplication.translate(
            "AppSettings", "The saved match could not be read, so a new match has started."
        )
    if kind == "match_newer":
        return QCoreApplication.translate(
            "AppSettings",
            "The saved match comes from a newer version of Cardavia, so a new "
            "match has started. The save was kept as %1.",
        ).replace("%1", argument)
    if kind == "match_save":
        return QCoreApplication.translate(
            "AppSettings", "Your match could not be saved: %1"
        ).replace("%1", argument)
    if kind == "ai_failed":
        text = QCoreApplication.translate(
            "AppSettings",
            "An AI player ran into a problem, so it made a simpler move "
            "instead. The match goes on.",
        )
    elif kind == "engine_failed":
        text = QCoreApplication.translate(
            "AppSettings",
            "Something went wrong at this table. Go on playing if you can, or start a new match.",
        )
    elif kind == "start_failed":
        text = QCoreApplication.translate(
            "AppSettings", "This table could not start its match. Try a new match."
        )
    else:
        return QCoreApplication.translate(
            "AppSettings", "Your settings could not be saved: %1"
        ).replace("%1", argument)
    if argument:
        text += " " + QCoreApplication.translate("AppSettings", "The details are in %1.").replace(
            "%1", argument
        )
    return text
