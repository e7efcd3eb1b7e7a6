"""``AboutCardavia``: the facts the About box shows that come from the package, not the words
(QML element, module ``Cardavia``): the version and the licence of the installed package.

An element, not a singleton: a singleton registered once the window's module is in use (after
the first frame, as every controller but ``AppSettings`` is) left the shell's views unable to
build ("Type Wordmark unavailable")."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtCore import Property, QObject
from PySide6.QtQml import QmlElement

from .. import __version__

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

DISTRIBUTION = "cardavia"
LICENCE = "GPL-3.0-or-later"
"""The licence's SPDX expression, as ``pyproject.toml`` declares it (the fallback when the
package's metadata is not installed, as in a frozen build)."""


def package_version() -> str:
    """The installed package's version (its metadata), else the source's ``__version__``."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return __version__


def package_licence() -> str:
    """The licence's SPDX expression from the package's metadata, else ``LICENCE``."""
    try:
        info = metadata.metadata(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return LICENCE
    # The protocol the stubs give lacks the email.message.Message ``get`` that it has.
    found = info.get("License-Expression") or info.get("License")  # type: ignore[attr-defined]
    return found or LICENCE


@QmlElement
class AboutCardavia(QObject):
    """The version and licence shown in the About box."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._version = package_version()
        self._licence = package_licence()

    def _get_version(self) -> str:
        return self._version

    version = Property(str, _get_version, constant=True)
    """Cardavia's version, such as ``0.1.0``."""

    def _get_licence(self) -> str:
        return self._licence

    licence = Property(str, _get_licence, constant=True)
    """The licence's SPDX expression (``GPL-3.0-or-later``)."""
