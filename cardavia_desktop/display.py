"""What the screen allows, asked before and after the window opens: whether there is a display
at all (and which system packages the platform plugin lacks), whether the graphics are
software-rendered, and the largest window size the screen and the GPU take."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

SOFTWARE_PLATFORMS = ("offscreen", "minimal", "vnc", "linuxfb")


SOFTWARE_MAX_SIZE = (4096, 4096)
"""Largest window where there is no real screen (offscreen and other software platforms)."""


TEXTURE_CHECK_ABOVE = 4096
"""A window wider or taller than this is also held to the GPU's maximum texture size (the
full-window filter pass renders the scene into one texture)."""


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


def software_expected() -> bool:
    """Before the first frame: will the scene graph be the software one?"""
    return (
        QQuickWindow.sceneGraphBackend() == "software"
        or QGuiApplication.platformName() in SOFTWARE_PLATFORMS
    )


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
