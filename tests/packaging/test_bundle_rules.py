"""Fast checks of the packaging rules: what the bundle keeps of Qt, icons, desktop metadata."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

import pytest

import cardavia_desktop
from tests.packaging.packaging_helpers import PACKAGING, REPO, load_packaging_module

trim = load_packaging_module("bundle_trim")
icons = load_packaging_module("app_icons")
launcher = load_packaging_module("launcher")
package = load_packaging_module("package")

VIEWS = REPO / "cardavia_desktop" / "views"


def _qml_root() -> Path:
    import PySide6

    root = Path(PySide6.__file__).resolve().parent / "Qt" / "qml"
    return root if root.is_dir() else Path(PySide6.__file__).resolve().parent / "qml"


# --- what the bundle keeps of Qt -------------------------------------------------------------


def test_qt_relpath_reads_linux_and_windows_layouts() -> None:
    assert trim.qt_relpath("PySide6/Qt/qml/QtQuick/qmldir") == PurePosixPath("qml/QtQuick/qmldir")
    assert trim.qt_relpath("PySide6\\plugins\\platforms\\qwindows.dll") == PurePosixPath(
        "plugins/platforms/qwindows.dll"
    )
    assert trim.qt_relpath("PySide6/QtCore.abi3.so") is None
    assert trim.qt_relpath("cardavia_desktop/views/Main.qml") is None


def test_one_controls_style_only_from_the_apps_own_imports() -> None:
    needed = trim.needed_qml_modules(sorted(VIEWS.rglob("*.qml")), _qml_root())
    for used in (
        "QtQml",
        "QtQuick",
        "QtQuick/Controls",
        "QtQuick/Controls/Basic",
        "QtQuick/Controls/Basic/impl",
        "QtQuick/Controls/impl",
        "QtQuick/Templates",
        "QtQuick/Layouts",
    ):
        assert used in needed, used
    for unused in (
        "QtQuick/Controls/Material",
        "QtQuick/Controls/Fusion",
        "QtQuick/Controls/Imagine",
        "QtQuick/Controls/Universal",
        "QtQuick/Controls/FluentWinUI3",
        "QtQuick/VirtualKeyboard",
        "QtQuick/Pdf",
        "QtQuick/Particles",
        "QtWayland/Compositor",
        "QtTest",
        "Qt/labs/platform",
    ):
        assert unused not in needed, unused


def test_qml_closure_follows_qmldir_and_module_files_but_not_optional_imports(
    tmp_path: Path,
) -> None:
    root = tmp_path / "qml"
    modules = {
        "A": "module A\ndepends B auto\noptional import C auto\ndefault import E auto\n",
        "B": "module B\n",
        "C": "module C\n",
        "D": "module D\n",
        "E": "module E\n",
        "F": "module F\n",
    }
    for name, qmldir in modules.items():
        (root / name).mkdir(parents=True)
        (root / name / "qmldir").write_text(qmldir)
    (root / "A" / "Thing.qml").write_text("import D\nItem {}\n")
    app = tmp_path / "Main.qml"
    app.write_text('import A\nimport "local"\nimport Cardavia\nItem {}\n')
    assert trim.needed_qml_modules([app], root) == {"A", "B", "D", "E"}


@pytest.mark.parametrize(
    ("rel", "kept"),
    [
        ("translations/qtbase_fr.qm", False),
        ("plugins/platforms/libqxcb.so", True),
        ("plugins/platforms/libqwayland.so", True),
        ("plugins/platforms/libqoffscreen.so", True),
        ("plugins/platforms/libqeglfs.so", False),
        ("plugins/platforms/libqvnc.so", False),
        ("plugins/imageformats/libqsvg.so", True),
        ("plugins/imageformats/libqjpeg.so", False),
        ("plugins/iconengines/libqsvgicon.so", True),
        ("plugins/sqldrivers/libqsqlite.so", False),
        ("plugins/platformthemes/libqgtk3.so", False),
        ("plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
        ("qml/QtQuick/Controls/Basic/Button.qml", True),
        ("qml/QtQuick/Controls/Basic/images/x.png", True),
        ("qml/QtQuick/Controls/Material/Button.qml", False),
        ("qml/builtins.qmltypes", False),
        ("qml/QtQuick/Controls/plugins.qmltypes", False),
        ("qml/QtQuick/Controls/designer/ButtonSpecifics.qml", False),
        ("qml/QtQuick/Controls/Basic/qmldir", True),
        ("lib/libQt6Core.so.6", True),
        ("plugins/multimedia/libffmpegmediaplugin.so", False),  # QSoundEffect needs no backend
        ("plugins/multimedia/ffmpegmediaplugin.dll", False),
    ],
)
def test_keep_qt_file_rules(rel: str, kept: bool) -> None:
    module_dirs = {
        "QtQuick",
        "QtQuick/Controls",
        "QtQuick/Controls/Basic",
        "QtQuick/Controls/Material",
    }
    needed = {"QtQuick", "QtQuick/Controls", "QtQuick/Controls/Basic"}
    assert trim.keep_qt_file(PurePosixPath(rel), needed, module_dirs) is kept


def test_libraries_no_kept_binary_needs_are_pruned() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/src/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/src/libQt6Widgets.so.6", "BINARY"),
        ("libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6", "SYMLINK"),
    ]
    graph = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/src/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/src/libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libQt6Core.so.6"],
        "/src/libQt6Gui.so.6": ["libQt6Core.so.6", "libc.so.6"],
        "/src/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
    }
    kept = trim.prune_unreferenced(binaries, lambda source: graph.get(source, []))
    names = {PurePosixPath(dest).name for dest, _source, _kind in kept}
    assert names == {
        "QtGui.abi3.so",
        "libqxcb.so",
        "libQt6Gui.so.6",
        "libQt6XcbQpa.so.6",
        "libQt6Core.so.6",
    }


def test_sound_keeps_qtmultimedia_but_not_ffmpeg_nor_the_machines_pulseaudio(
    tmp_path: Path,
) -> None:
    binaries = [
        ("PySide6/QtMultimedia.abi3.so", "/src/QtMultimedia.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Multimedia.so.6", "/src/libQt6Multimedia.so.6", "BINARY"),
        ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "/src/ffmpeg", "BINARY"),
        ("PySide6/Qt/lib/libavcodec.so.61", "/src/libavcodec.so.61", "BINARY"),
        ("libpulse.so.0", "/usr/lib/libpulse.so.0", "BINARY"),
        ("libpulsecommon-16.1.so", "/usr/lib/libpulsecommon-16.1.so", "BINARY"),
        ("libsndfile.so.1", "/usr/lib/libsndfile.so.1", "BINARY"),
    ]
    ldd = ["libpulse.so.0", "libpulsecommon-16.1.so", "libsndfile.so.1"]  # ldd: transitive
    graph = {
        "/src/QtMultimedia.abi3.so": ["libQt6Multimedia.so.6", *ldd],
        "/src/libQt6Multimedia.so.6": ldd,
        "/src/ffmpeg": ["libQt6Multimedia.so.6", "libavcodec.so.61", *ldd],
        "/usr/lib/libpulse.so.0": ldd[1:],
        "/usr/lib/libpulsecommon-16.1.so": ["libsndfile.so.1"],
    }
    (tmp_path / "qml").mkdir()
    kept, _datas = trim.trim(
        binaries, [], [], tmp_path / "qml", imports_of=lambda source: graph.get(source, [])
    )
    assert [dest for dest, _s, _k in kept] == [
        "PySide6/QtMultimedia.abi3.so",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
    ]


def test_links_to_dropped_files_are_dropped() -> None:
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/core", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6", "SYMLINK"),
        ("a/chain.so", "../libQt6Core.so.6", "SYMLINK"),
    ]
    kept, datas = trim.drop_dangling_links(binaries, [])
    assert [dest for dest, _s, _k in kept] == [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libQt6Core.so.6",
        "a/chain.so",
    ]
    assert datas == []


def test_trim_applies_every_rule_to_a_toc(tmp_path: Path) -> None:
    root = tmp_path / "qml"
    for name in (
        "QtQuick",
        "QtQuick/Controls",
        "QtQuick/Controls/Basic",
        "QtQuick/Controls/Material",
    ):
        (root / name).mkdir(parents=True)
        (root / name / "qmldir").write_text(f"module {name.replace('/', '.')}\n")
    (root / "QtQuick/Controls/qmldir").write_text(
        "module QtQuick.Controls\ndefault import QtQuick.Controls.Basic auto\n"
        "optional import QtQuick.Controls.Material auto\ndepends QtQuick auto\n"
    )
    app = tmp_path / "Main.qml"
    app.write_text("import QtQuick.Controls\nItem {}\n")
    datas = [
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/Button.qml", "x", "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/Material/Button.qml", "x", "DATA"),
        ("PySide6/Qt/translations/qtbase_fr.qm", "x", "DATA"),
        ("cardavia_desktop/views/Main.qml", "x", "DATA"),
    ]
    binaries = [
        ("PySide6/Qt/plugins/imageformats/libqgif.so", "gif", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", "svg", "BINARY"),
    ]
    kept_binaries, kept_datas = trim.trim(binaries, datas, [app], root)
    assert [d for d, _s, _k in kept_datas] == [
        "PySide6/Qt/qml/QtQuick/Controls/Basic/Button.qml",
        "cardavia_desktop/views/Main.qml",
    ]
    assert [d for d, _s, _k in kept_binaries] == ["PySide6/Qt/plugins/imageformats/libqsvg.so"]


def test_qts_own_catalogues_are_kept_only_in_the_apps_languages() -> None:
    """The words of Qt's dialogs (the file chooser's buttons) in the app's languages stay, Qt's
    other catalogues and other languages go (newcomer #33: an Italian window's chooser said
    "Save" and "Cancel")."""
    languages = ["ar", "de", "fa", "it", "ms"]
    for rel, kept in (
        ("translations/qtbase_it.qm", True),
        ("translations/qtdeclarative_fa.qm", True),
        ("translations/qtbase_fr.qm", False),
        ("translations/qtmultimedia_de.qm", False),
        ("translations/qt_it.qm", False),
    ):
        assert trim.keep_qt_file(PurePosixPath(rel), set(), set(), languages) is kept, rel
    from cardavia_desktop.controllers import languages as installed

    assert trim.QT_CATALOGUES == installed.QT_CATALOGUES  # the bundle keeps what the app loads


# --- icons ------------------------------------------------------------------------------------


def test_icons_render_at_every_hicolor_size_from_the_svg(qapp, tmp_path: Path) -> None:
    written = icons.render_all(tmp_path)
    assert sorted(written) == [16, 22, 24, 32, 48, 64, 128, 256, 512]
    from PySide6.QtGui import QImage

    for size, path in written.items():
        assert path == tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "cardavia.png"
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255, "centre drawn"
        assert image.pixelColor(0, 0).alpha() == 0, "corner transparent (round icon)"


def test_ico_and_icns_hold_the_pngs(qapp, tmp_path: Path) -> None:
    icons.render_all(tmp_path)
    ico = (tmp_path / "cardavia.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for index, size in enumerate(icons.ICO_SIZES):
        side, _h, _c, _r, _p, _bpp, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index]
        )
        assert side == (0 if size == 256 else size)
        assert icons.png_size(ico[offset : offset + length]) == (size, size)
    icns = (tmp_path / "cardavia.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    position, found = 8, {}
    while position < len(icns):
        kind, length = (
            icns[position : position + 4],
            struct.unpack(">I", icns[position + 4 : position + 8])[0],
        )
        found[kind] = icons.png_size(icns[position + 8 : position + length])
        position += length
    assert found == {kind: (size, size) for size, kind in icons.ICNS_TYPES.items()}


# --- desktop entry and AppStream metainfo -----------------------------------------------------


def test_desktop_entry_is_complete_and_names_the_launcher_and_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(PACKAGING / "cardavia.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "Cardavia"
    assert section["Exec"].split()[0] == "cardavia"
    assert section["Icon"] == icons.ICON_NAME
    assert section["Terminal"] == "false"
    assert section["Categories"].endswith(";") and "Game" in section["Categories"].split(";")
    assert section["Comment"]


def test_metainfo_matches_the_desktop_entry_and_the_version() -> None:
    path = PACKAGING / "io.github.cardavia.cardavia.metainfo.xml"
    component = ET.parse(path).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == path.name.removesuffix(".metainfo.xml")
    assert component.findtext("launchable") == "cardavia.desktop"
    assert component.findtext("provides/binary") == "cardavia"
    assert component.findtext("project_license") == "GPL-3.0-or-later"
    releases = component.findall("releases/release")
    assert releases and releases[0].get("version") == cardavia_desktop.__version__
    assert {c.text for c in component.findall("supports/control")} >= {"keyboard", "pointing"}
    validator = shutil.which("appstreamcli")
    assert validator, "appstreamcli is missing: make system-deps (Debian: appstream)"
    # No error, warning, info or pedantic note at all (Flathub validates the same way).
    done = subprocess.run(
        [validator, "validate", "--pedantic", "--no-net", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    notes = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert notes == [], done.stdout


# --- launcher messages and package metadata ---------------------------------------------------


def test_missing_graphics_library_gets_a_readable_message() -> None:
    error = ImportError("libGL.so.1: cannot open shared object file: No such file or directory")
    message = launcher.missing_library_message(error)
    assert message is not None
    assert "libGL.so.1" in message and "libgl1" in message
    assert "QT_QUICK_BACKEND=software" in message
    assert len(message.splitlines()) <= 4
    assert launcher.missing_library_message(ImportError("No module named 'foo'")) is None


def test_graphics_failure_message_points_to_the_software_renderer() -> None:
    message = launcher.graphics_failure_message("Failed to initialize graphics backend for OpenGL.")
    assert "OpenGL" in message and "QT_QUICK_BACKEND=software" in message
    assert "..)" not in message and len(message.splitlines()) <= 4


def test_package_version_and_dependencies() -> None:
    assert package.version() == cardavia_desktop.__version__
    assert package.deb_arch()
    for needed in ("libc6 (>= 2.34)", "libgl1", "libegl1"):
        assert needed in package.DEB_DEPENDS
