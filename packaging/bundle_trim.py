"""What the PyInstaller bundle keeps of Qt: only the parts Cardavia uses.

Used by ``cardavia.spec`` on the Analysis' ``binaries`` and ``datas`` (lists of
``(dest, source, typecode)``). Rules, all derived from the app rather than hard-coded:

- QML modules: the closure of the ``import`` lines of the app's own QML files, following each Qt
  module's ``qmldir`` (``import``, ``depends``, ``default import``; not ``optional import``) and
  the imports of the module's own QML files. So one Controls style (Basic, the default import,
  which ``app.py`` also selects) and QtQuick.Dialogs (the file chooser) stay, and Material,
  Fusion, WebEngine-like extras go.
- Qt plugins: only the folders and names in ``KEEP_PLUGINS`` (display platforms, SVG images and
  icons, GL integrations, compose input).
- Qt translations: only Qt's own catalogues the app installs (``QT_CATALOGUES``: the words of
  its dialogs' buttons and file chooser) in the app's own languages (``languages``).
- QML tooling files: no ``.qmltypes`` (type descriptions for qmllint, qmlls and qmlcachegen;
  the engine reads ``qmldir``) and no ``designer/`` folders (Qt Design Studio).
- Sound (QtMultimedia's ``QSoundEffect``): no ``multimedia`` plugin (the FFmpeg media backend and
  so its libav*/libsw* libraries: QSoundEffect plays WAVs through the audio device alone), and
  not the machine's PulseAudio client (``SYSTEM_LIBRARIES``: it must match the running sound
  server; without it the app plays silently, ``controllers/sound.py``).
- Libraries: after the cuts, a shared library that no kept extension module, plugin or other kept
  library links to is dropped too (so cutting a plugin also cuts the Qt library only it needed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

Entry = tuple[str, str, str]
"""A PyInstaller TOC entry: (destination in the bundle, source path, typecode)."""

KEEP_PLUGINS: dict[str, frozenset[str] | None] = {
    # None keeps the whole folder.
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    "xcbglintegrations": None,
    "wayland-graphics-integration-client": None,
    "wayland-shell-integration": None,
    "wayland-decoration-client": None,
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin"}),
    "styles": frozenset({"qmodernwindowsstyle"}),  # only matters if QtWidgets were ever bundled
    "multimedia": frozenset(),  # the FFmpeg backend (~56 MB with libav*): QSoundEffect needs none
}
"""Qt plugin folders the app uses, with the plugin names kept in each."""

_IMPORT_LINE = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)", re.MULTILINE)
_QMLDIR_IMPORT = re.compile(
    r"^\s*(?:import|depends|default\s+import)\s+([A-Za-z_][\w.]*)", re.MULTILINE
)
SYSTEM_LIBRARIES = re.compile(r"^lib(pulse|pulse-simple|pulsecommon-[\d.]+)\.so")
"""Libraries taken from the machine, never bundled: the PulseAudio client talks to the machine's
own sound server (PulseAudio or PipeWire's pulse) and must be its version. What only they
linked (libsndfile, its codecs) goes with them."""
_EXTENSION_MODULE = re.compile(r"(\.abi3\.so|\.cpython-[^/]*\.so|\.pyd)$")


def qt_relpath(dest: str) -> PurePosixPath | None:
    """The part of a bundle path below PySide6's Qt folder (``qml/…``, ``plugins/…``), if any.

    >>> str(qt_relpath("PySide6/Qt/qml/QtQuick/qmldir"))
    'qml/QtQuick/qmldir'
    >>> str(qt_relpath("PySide6\\\\plugins\\\\platforms\\\\qwindows.dll"))
    'plugins/platforms/qwindows.dll'
    >>> qt_relpath("cardavia_desktop/views/Main.qml") is None
    True
    """
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if len(parts) < 2 or parts[0] != "PySide6":
        return None
    rest = parts[2:] if parts[1] == "Qt" else parts[1:]
    if not rest or rest[0] not in ("qml", "plugins", "translations", "lib", "bin"):
        return None
    return PurePosixPath(*rest)


def module_dir(name: str) -> str:
    """A QML module's folder below ``qml/``: ``QtQuick.Controls`` → ``QtQuick/Controls``."""
    return name.replace(".", "/")


def qml_imports(text: str) -> set[str]:
    """Module names imported by one QML or JS file (quoted directory imports are skipped)."""
    return set(_IMPORT_LINE.findall(text))


def needed_qml_modules(app_qml: Iterable[Path], qml_root: Path) -> set[str]:
    """Folders (below ``qml_root``) of every Qt QML module the app's files need, transitively."""
    pending: list[str] = []
    for path in app_qml:
        pending.extend(qml_imports(path.read_text(encoding="utf-8")))
    needed: set[str] = set()
    while pending:
        folder = module_dir(pending.pop())
        qmldir = qml_root / folder / "qmldir"
        if folder in needed or not qmldir.is_file():
            continue  # the app's own modules, or a module Qt does not ship
        needed.add(folder)
        pending.extend(_QMLDIR_IMPORT.findall(qmldir.read_text(encoding="utf-8")))
        for source in sorted((qml_root / folder).glob("*")):
            if source.suffix in (".qml", ".js", ".mjs"):
                pending.extend(qml_imports(source.read_text(encoding="utf-8", errors="replace")))
        # Files in a module's folder without their own qmldir belong to the module (images/…).
    return needed


def qml_module_of(rel: PurePosixPath, module_dirs: set[str]) -> str:
    """The module folder a file under ``qml/`` belongs to: its deepest enclosing module folder."""
    parents = [str(parent) for parent in PurePosixPath(*rel.parts[1:]).parents]
    for parent in parents:  # deepest first; '.' (files right under qml/) last
        if parent in module_dirs:
            return parent
    return ""


def plugin_name(filename: str) -> str:
    """A plugin file's name: ``libqxcb.so`` → ``qxcb``, ``qwindows.dll`` → ``qwindows``."""
    stem = filename.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


QT_CATALOGUES = ("qtbase", "qtdeclarative")
"""Qt's own translation catalogues the app installs beside its own (``controllers/languages``)."""


def keep_qt_file(
    rel: PurePosixPath, needed: set[str], module_dirs: set[str], languages: Iterable[str] = ()
) -> bool:
    """Whether one file below PySide6's Qt folder belongs in the bundle."""
    top = rel.parts[0]
    if top == "translations":
        wanted = {f"{name}_{code}.qm" for name in QT_CATALOGUES for code in languages}
        return rel.name in wanted
    if top == "qml":
        if rel.suffix == ".qmltypes" or "designer" in rel.parts:
            return False  # type descriptions for qmllint/qmlls and Design Studio: never mapped
        module = qml_module_of(rel, module_dirs)
        return module == "" or module in needed
    if top == "plugins":
        if len(rel.parts) < 3:
            return False
        names = KEEP_PLUGINS.get(rel.parts[1], frozenset())
        return names is None or plugin_name(rel.name) in names
    return True


def is_root_binary(dest: str) -> bool:
    """Binaries kept for their own sake: Python extensions, Qt and QML plugins, libpython."""
    rel = qt_relpath(dest)
    if rel is not None and rel.parts[0] in ("qml", "plugins"):
        return True
    name = PurePosixPath(dest.replace("\\", "/")).name
    return (
        bool(_EXTENSION_MODULE.search(name))
        or "lib-dynload" in dest
        or name.startswith(("libpython", "python3"))
    )


def prune_unreferenced(
    binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]
) -> list[Entry]:
    """Drop libraries that no root binary needs, directly or through other kept libraries.

    ``imports_of(source)`` gives the file names a binary links to (DT_NEEDED and the like).
    """
    by_name: dict[str, list[Entry]] = {}
    for entry in binaries:
        by_name.setdefault(PurePosixPath(entry[0].replace("\\", "/")).name, []).append(entry)
    reached = {entry for entry in binaries if is_root_binary(entry[0])}
    queue = list(reached)
    while queue:
        entry = queue.pop()
        if entry[2] == "SYMLINK":  # a link has no imports; it is kept with its target below
            continue
        for needed in imports_of(entry[1]):
            for dependency in by_name.get(PurePosixPath(needed).name, []):
                if dependency not in reached:
                    reached.add(dependency)
                    queue.append(dependency)
    return [entry for entry in binaries if entry in reached]


def drop_dangling_links(
    binaries: list[Entry],
    datas: list[Entry],
) -> tuple[list[Entry], list[Entry]]:
    """Remove ``SYMLINK`` entries whose target (relative to the link) is no longer collected."""
    files = {_norm(dest) for dest, _source, kind in [*binaries, *datas] if kind != "SYMLINK"}
    links = {
        _norm(dest): _norm(str(PurePosixPath(_norm(dest)).parent / source))
        for dest, source, kind in [*binaries, *datas]
        if kind == "SYMLINK"
    }

    def resolves(dest: str) -> bool:
        seen: set[str] = set()
        while dest in links and dest not in seen:
            seen.add(dest)
            dest = links[dest]
        return dest in files

    def keep(entry: Entry) -> bool:
        return entry[2] != "SYMLINK" or resolves(_norm(entry[0]))

    return [e for e in binaries if keep(e)], [e for e in datas if keep(e)]


def _norm(path: str) -> str:
    """A bundle path with forward slashes and no ``..`` or ``.`` parts."""
    parts: list[str] = []
    for part in path.replace("\\", "/").split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/".join(parts)


def _is_system(entry: Entry) -> bool:
    return bool(SYSTEM_LIBRARIES.match(PurePosixPath(_norm(entry[0])).name))


def _past_system(
    system: list[Entry],
    imports_of: Callable[[str], Iterable[str]],
) -> Callable[[str], list[str]]:
    """``imports_of`` without what only the ``system`` libraries bring in.

    On Linux PyInstaller lists a binary's imports with ``ldd``: all of them, its libraries'
    libraries too. So QtMultimedia's list holds libpulse's own (libsndfile and its codecs); a
    binary that reaches a system library loses that library's whole list here (what it needs
    itself besides, libX11 say, other kept binaries reach on their own).
    """
    names = {PurePosixPath(_norm(entry[0])).name for entry in system}
    brought: set[str] = set()
    for entry in system:
        brought |= {PurePosixPath(name).name for name in imports_of(entry[1])}

    def imports(source: str) -> list[str]:
        needed = [PurePosixPath(name).name for name in imports_of(source)]
        if not names & set(needed):
            return needed
        return [name for name in needed if name not in brought and name not in names]

    return imports


def trim(
    binaries: list[Entry],
    datas: list[Entry],
    app_qml: Iterable[Path],
    qml_root: Path,
    imports_of: Callable[[str], Iterable[str]] | None = None,
    languages: Iterable[str] = (),
) -> tuple[list[Entry], list[Entry]]:
    """Apply every rule of this module; returns the kept ``(binaries, datas)``."""
    languages = tuple(languages)
    needed = needed_qml_modules(app_qml, qml_root)
    module_dirs = {str(path.parent.relative_to(qml_root)) for path in qml_root.rglob("qmldir")}

    def keep(entry: Entry) -> bool:
        rel = qt_relpath(entry[0])
        return rel is None or keep_qt_file(rel, needed, module_dirs, languages)

    kept_binaries = [entry for entry in binaries if keep(entry) and not _is_system(entry)]
    if imports_of is not None:
        system = [entry for entry in binaries if _is_system(entry)]
        kept_binaries = prune_unreferenced(kept_binaries, _past_system(system, imports_of))
    return drop_dangling_links(kept_binaries, [entry for entry in datas if keep(entry)])
