"""The build step (``make build`` = ``python -m cardavia_desktop.build``).

Bakes ``resources/shaders/*.frag|*.vert`` into ``.qsb`` with Qt's shader baker, compiles
``i18n/*.ts`` into ``.qm`` with lrelease and fetches the Vazirmatn font (OFL, Arabic and Persian)
from npm into the git-ignored ``build/fonts/`` (once; later builds reuse it). A missing tool or a
failing step stops the build with a clear message and a non-zero exit code: a silently missing
shader would mean silently missing filters. ``--update-ts`` refreshes the ``.ts`` sources from the
QML and Python code (lupdate).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path

from . import fonts, paths

# Targets for the baked shaders: GLSL for OpenGL (ES 2/3, 2.1, 3.2+ core), HLSL for Direct3D 11,
# MSL for Metal; SPIR-V for Vulkan is always included. Qt 6.4's qsb output loads in Qt 6.12.
QSB_TARGETS = ("--glsl", "100 es,120,150", "--hlsl", "50", "--msl", "12")
DEBIAN_QT_BIN = Path("/usr/lib/qt6/bin")


class BuildError(RuntimeError):
    """A build tool is missing or failed."""


def _pyside_dir() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    return Path(PySide6.__file__).resolve().parent


def find_tool(name: str) -> Path:
    """Locate a Qt tool: PySide6's own binary first, then PATH, then Debian's Qt 6 folder."""
    candidates: list[Path] = []
    pyside = _pyside_dir()
    if pyside is not None:
        # Windows wheels keep every tool as ``PySide6/<name>.exe`` (no Qt/libexec folder).
        program = name + ".exe" if sys.platform == "win32" else name
        candidates += [pyside / program, pyside / "Qt" / "libexec" / program]
    on_path = shutil.which(name)
    if on_path:
        candidates.append(Path(on_path))
    candidates.append(DEBIAN_QT_BIN / name)
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    hints = {
        "qsb": "install the full PySide6 package (pip install 'cardavia[dev]') or Debian's "
        "qt6-shader-baker (apt-get install qt6-shader-baker)",
        "lrelease": "install PySide6-Essentials (it ships lrelease)",
        "lupdate": "install PySide6-Essentials (it ships lupdate)",
    }
    searched = ", ".join(str(path) for path in candidates)
    raise BuildError(f"'{name}' not found (looked in: {searched}); {hints.get(name, '')}")


def _run(command: Sequence[str | Path]) -> None:
    completed = subprocess.run([str(part) for part in command], capture_output=True, text=True)
    if completed.returncode != 0:
        output = (completed.stdout + completed.stderr).strip()
        raise BuildError(
            f"command failed ({completed.returncode}): {' '.join(map(str, command))}\n{output}"
        )


def bake_shaders(shader_dir: Path | None = None) -> list[Path]:
    """Bake every ``.frag``/``.vert`` under ``shader_dir`` to ``<name>.qsb``; return the outputs."""
    folder = shader_dir or paths.shaders_dir()
    sources = sorted([*folder.glob("*.frag"), *folder.glob("*.vert")])
    if not sources:
        raise BuildError(f"no shader sources in {folder}")
    qsb = find_tool("qsb")
    outputs = []
    for source in sources:
        target = source.with_name(source.name + ".qsb")
        _run([qsb, *QSB_TARGETS, "-o", target, source])
        outputs.append(target)
    return outputs


def compile_translations(i18n_dir: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` under ``i18n_dir`` to ``.qm``; return the outputs."""
    folder = i18n_dir or paths.i18n_dir()
    sources = sorted(folder.glob("*.ts"))
    if not sources:
        return []
    lrelease = find_tool("lrelease")
    outputs = []
    for source in sources:
        target = source.with_suffix(".qm")
        # Written aside, then renamed: a running app maps the old .qm and must not see it change.
        partial = target.with_name(target.name + ".partial")
        _run([lrelease, "-silent", source, "-qm", partial])
        os.replace(partial, target)
        outputs.append(target)
    return outputs


def update_translation_sources(i18n_dir: Path | None = None) -> list[Path]:
    """Refresh ``i18n/cardavia_<code>.ts`` of every interface language from the QML views and
    the Python code (lupdate). English is the source: its file holds only the plural forms."""
    from .controllers.languages import NATIVE_NAMES, SOURCE_LANGUAGE

    folder = i18n_dir or paths.i18n_dir()
    package = paths.PACKAGE_DIR
    code = [
        *sorted(paths.views_dir().rglob("*.qml")),
        *sorted(paths.views_dir().rglob("*.js")),
        *sorted((package / "controllers").rglob("*.py")),
        package / "app.py",
    ]
    lupdate = find_tool("lupdate")
    targets = []
    for language in NATIVE_NAMES:
        target = folder / f"cardavia_{language}.ts"
        extra = ["-pluralonly"] if language == SOURCE_LANGUAGE else []
        _run(
            [
                lupdate,
                "-silent",
                "-locations",
                "relative",
                "-no-obsolete",
                *extra,
                *code,
                "-target-language",
                language,
                "-ts",
                target,
            ]
        )
        targets.append(target)
    return targets


QML_CACHE_SUFFIXES = {".qml": ".qmlc", ".js": ".jsc"}
"""Each view and its ahead-of-time compiled byte code (next to it, where Qt looks first)."""


def compile_qml(views_dir: Path | None = None, jobs: int = 2) -> list[Path]:
    """Compile every ``.qml``/``.js`` under ``views_dir`` to byte code (``X.qml`` → ``X.qmlc``,
    ``X.js`` → ``X.jsc``) with qmlcachegen; up-to-date outputs are kept, outputs whose source
    is gone are removed. Returns the outputs written.

    Qt loads ``X.qmlc`` instead of compiling ``X.qml`` on every first start (the user's disk
    cache is empty after an install or an update), but does not check that it still matches
    its source: ``app.drop_stale_qml_cache`` removes them all in a source tree as soon as any
    view is newer than they are."""
    from concurrent.futures import ThreadPoolExecutor

    folder = views_dir or paths.views_dir()
    for suffix in QML_CACHE_SUFFIXES.values():
        for output in folder.rglob(f"*{suffix}"):
            if not output.with_suffix(output.suffix[:-1]).is_file():
                output.unlink()
    sources = sorted(path for suffix in QML_CACHE_SUFFIXES for path in folder.rglob(f"*{suffix}"))
    # A view's byte code may depend on the views it uses: after any change, compile them all
    # (``app.drop_stale_qml_cache`` drops them all at start by the same rule).
    newest = max(
        (path.stat().st_mtime_ns for path in [*sources, *folder.rglob("qmldir")]), default=0
    )
    outputs = [source.with_suffix(QML_CACHE_SUFFIXES[source.suffix]) for source in sources]
    if all(output.is_file() and output.stat().st_mtime_ns >= newest for output in outputs):
        return []
    stale = sources
    qmlcachegen = find_tool("qmlcachegen")

    def compile_one(source: Path) -> Path:
        target = source.with_suffix(QML_CACHE_SUFFIXES[source.suffix])
        partial = target.with_name(target.name + ".partial")
        try:
            _run([qmlcachegen, "--only-bytecode", source, "-o", partial])
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
            for stats in (
                partial.with_name(partial.name + ".aotstats"),
                target.with_name(target.name + ".aotstats"),
            ):
                stats.unlink(missing_ok=True)
        return target

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(compile_one, stale))


def _is_fresh(output: Path, source: Path) -> bool:
    return output.is_file() and output.stat().st_mtime_ns >= source.stat().st_mtime_ns


def compile_python(package_dir: Path | None = None) -> int:
    """Byte-compile the package's modules into ``__pycache__`` (as an installed package has
    them: with PYTHONDONTWRITEBYTECODE set, every start would compile them again); returns
    how many were (re)compiled."""
    import compileall
    import io

    folder = package_dir or paths.PACKAGE_DIR
    stale = [
        path
        for path in folder.rglob("*.py")
        if not any(
            _is_fresh(cached, path) for cached in path.parent.glob(f"__pycache__/{path.stem}.*.pyc")
        )
    ]
    with contextlib.redirect_stdout(io.StringIO()):
        if not compileall.compile_dir(folder, quiet=1):
            raise BuildError(f"byte-compiling {folder} failed")
    return len(stale)


def fetch_fonts(folder: Path | None = None) -> list[Path]:
    """Put Vazirmatn's TTFs and licence in ``folder`` (``build/fonts/``) with ``npm pack``, once."""
    folder = folder or fonts.fonts_dir()
    wanted = [folder / name for name in (*fonts.VAZIRMATN_FILES, "OFL.txt")]
    if all(path.is_file() and path.stat().st_size > 0 for path in wanted):
        return wanted
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(
            "'npm' not found; it fetches the Vazirmatn font (Arabic and Persian). "
            "Install Node.js/npm (apt-get install npm) and run the build again."
        )
    folder.mkdir(parents=True, exist_ok=True)
    package = f"vazirmatn@{fonts.VAZIRMATN_VERSION}"
    with tempfile.TemporaryDirectory() as scratch:
        _run([npm, "pack", package, "--silent", "--pack-destination", scratch])
        tarballs = list(Path(scratch).glob("vazirmatn-*.tgz"))
        if not tarballs:
            raise BuildError(f"npm pack {package} produced no tarball")
        members = {f"package/fonts/ttf/{name}": name for name in fonts.VAZIRMATN_FILES}
        members["package/OFL.txt"] = "OFL.txt"
        with tarfile.open(tarballs[0]) as archive:
            for member, name in members.items():
                try:
                    source = archive.extractfile(member)
                except KeyError:
                    source = None
                if source is None:
                    raise BuildError(f"{member} is missing from {tarballs[0].name}")
                (folder / name).write_bytes(source.read())
    return wanted


def main(argv: Sequence[str] | None = None) -> int:
    """Run the build; print what was built; exit 1 with the reason if anything fails."""
    parser = argparse.ArgumentParser(prog="python -m cardavia_desktop.build", description=__doc__)
    parser.add_argument(
        "--update-ts",
        action="store_true",
        help="first refresh i18n/*.ts from the sources (lupdate)",
    )
    options = parser.parse_args(argv)
    try:
        if options.update_ts:
            for path in update_translation_sources():
                print(f"updated  {path.relative_to(paths.base_dir())}")
        for path in bake_shaders():
            print(f"baked    {path.relative_to(paths.base_dir())}")
        for path in compile_translations():
            print(f"compiled {path.relative_to(paths.base_dir())}")
        for path in fetch_fonts():
            print(f"font     {path.relative_to(paths.base_dir())}")
        compiled = compile_qml()  # QML byte code ahead of time (issue 17)
        if compiled:
            print(f"qmlc     {len(compiled)} views compiled (X.qml -> X.qmlc)")
        modules = compile_python()
        if modules:
            print(f"pyc      {modules} modules byte-compiled")
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
