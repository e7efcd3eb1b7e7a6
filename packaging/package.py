"""Build the packaged app: ``make package`` = ``python packaging/package.py``.

Steps: bake shaders and translations (``python -m cardavia_desktop.build``), render the icons
from the SVG, build the one-folder PyInstaller bundle (``packaging/cardavia.spec``), check it,
then on Linux write

- ``cardavia_<version>_<arch>.deb``: the bundle in ``/opt/cardavia``, ``/usr/bin/cardavia``, the
  desktop entry, hicolor icons and AppStream metainfo (``apt install ./cardavia_…deb``);
- ``cardavia-<version>-linux-<machine>.tar.gz``: the bundle with the desktop entry, icons and an
  INSTALL.txt, for other distributions.

Prints the build time and the sizes. PyInstaller is pip-installed into this interpreter when it
is missing (it is in the ``dev`` extra).
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import io
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP = "cardavia"
DESKTOP_FILE = HERE / "cardavia.desktop"
METAINFO_FILE = HERE / "io.github.cardavia.cardavia.metainfo.xml"
SVG_ICON = ROOT / "resources" / "icons" / "cardavia.svg"
INSTALL_PREFIX = "/opt/cardavia"
MAINTAINER = "Cardavia developers <maintainers@cardavia.invalid>"
DEB_DEPENDS = "libc6 (>= 2.34), libgl1, libegl1, libxcb1, fontconfig-config"
DEB_RECOMMENDS = "libgl1-mesa-dri"
BUDGET_BUNDLE_MB = 150
BUDGET_DEB_MB = 55
BUDGET_APPIMAGE_MB = 60
BUDGETS_MB = {"bundle": BUDGET_BUNDLE_MB, "deb": BUDGET_DEB_MB, "appimage": BUDGET_APPIMAGE_MB}
"""Size guards (issues 17, 37): ``package.py`` fails when the unpacked bundle, the .deb or an
AppImage is larger (in MiB)."""


class PackageError(RuntimeError):
    """A packaging step failed."""


def version() -> str:
    """The app's version, from ``cardavia_desktop/__init__.py``."""
    for line in (ROOT / "cardavia_desktop" / "__init__.py").read_text().splitlines():
        if line.startswith("__version__"):
            return line.split('"')[1]
    raise PackageError("no __version__ in cardavia_desktop/__init__.py")


def deb_arch() -> str:
    """Debian's name of this machine's architecture (``amd64``, ``arm64``…)."""
    if shutil.which("dpkg"):
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf"}.get(machine, machine)


def _run(command: list[str], env: dict[str, str] | None = None, log: Path | None = None) -> None:
    print("$ " + " ".join(command), flush=True)
    if log is None:
        done = subprocess.run(command, cwd=ROOT, env=env)
    else:
        with log.open("w") as output:
            done = subprocess.run(
                command, cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT
            )
    if done.returncode != 0:
        where = f"; see {log}" if log else ""
        raise PackageError(f"failed ({done.returncode}): {' '.join(command)}{where}")


def ensure_pyinstaller() -> None:
    """Install PyInstaller into this interpreter if it is not there."""
    if importlib.util.find_spec("PyInstaller") is None:
        _run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller>=6.10"])


def tree_size(folder: Path) -> int:
    """Bytes of the regular files under ``folder`` (links not followed)."""
    return sum(
        path.lstat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def check_bundle(bundle: Path) -> None:
    """Fail on what would break at run time: no executable, dangling links, missing assets."""
    executable = bundle / (APP + (".exe" if sys.platform == "win32" else ""))
    if not executable.is_file():
        raise PackageError(f"no executable {executable}")
    dangling = [
        str(p.relative_to(bundle)) for p in bundle.rglob("*") if p.is_symlink() and not p.exists()
    ]
    if dangling:
        raise PackageError(f"dangling links in the bundle: {', '.join(sorted(dangling)[:10])}")
    internal = bundle / "_internal"
    for needed in (
        "cardavia_desktop/views/Main.qml",
        "cardavia_desktop/views/Main.qmlc",
        "resources/shaders/filters.frag.qsb",
        "resources/icons/cardavia.svg",
    ):
        if not (internal / needed).is_file():
            raise PackageError(f"{needed} is missing from the bundle")
    if not list(internal.glob("build/fonts/*.ttf")):
        raise PackageError("the bundled fonts (build/fonts/*.ttf) are missing from the bundle")


def _copy_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def _share_files(icons: Path) -> dict[str, Path]:
    """``usr/share/…`` path → source file, for the desktop integration files."""
    files = {
        f"usr/share/applications/{APP}.desktop": DESKTOP_FILE,
        f"usr/share/metainfo/{METAINFO_FILE.name}": METAINFO_FILE,
        f"usr/share/icons/hicolor/scalable/apps/{APP}.svg": SVG_ICON,
    }
    for png in sorted((icons / "hicolor").glob(f"*/apps/{APP}.png")):
        files[f"usr/share/icons/hicolor/{png.relative_to(icons / 'hicolor')}"] = png
    return files


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Cardavia

Files: *
Copyright: The Cardavia developers
License: GPL-3.0-or-later
 On Debian systems the full text is in /usr/share/common-licenses/GPL-3.

Files: opt/cardavia/_internal/build/fonts/*
Copyright: The Vazirmatn Project Authors
License: OFL-1.1
 The full text is in opt/cardavia/_internal/build/fonts/OFL.txt.

Files: opt/cardavia/_internal/PySide6/* opt/cardavia/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only
 Qt and Qt for Python (PySide6), used under the LGPL v3.
"""


def build_deb(bundle: Path, icons: Path, out_dir: Path, work: Path) -> Path:
    """Write ``cardavia_<version>_<arch>.deb`` (needs ``dpkg-deb``); return its path."""
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / INSTALL_PREFIX.lstrip("/"), symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / APP).symlink_to(f"{INSTALL_PREFIX}/{APP}")
    for target, source in _share_files(icons).items():
        _copy_file(source, root / target)
    doc = root / "usr" / "share" / "doc" / APP
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT)
    with gzip.open(doc / "changelog.gz", "wt") as changelog:
        changelog.write(
            f"cardavia ({version()}) stable; urgency=medium\n\n"
            "  * Packaged release.\n\n"
            f" -- {MAINTAINER}  {time.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n"
        )
    for path in root.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    installed_kb = (tree_size(root) + 1023) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: {APP}\nVersion: {version()}\nArchitecture: {deb_arch()}\n"
        f"Maintainer: {MAINTAINER}\nInstalled-Size: {installed_kb}\n"
        f"Depends: {DEB_DEPENDS}\nRecommends: {DEB_RECOMMENDS}\n"
        "Section: games\nPriority: optional\n"
        "Description: traditional card games against AI opponents, offline\n"
        " Cardavia is a table of traditional European card games (Schnapsen, Scopa,\n"
        " Tarocchi in Piedicavallo, Minchiate and a lock-and-bet game) for one person\n"
        " playing against computer opponents. Self-contained: Python and Qt are bundled\n"
        " in /opt/cardavia.\n"
    )
    deb = out_dir / f"{APP}_{version()}_{deb_arch()}.deb"
    # xz level 2: 42 MB instead of 38 MB at the default level 6, in a third of the CPU time.
    _run(["dpkg-deb", "--build", "--root-owner-group", "-Zxz", "-z2", str(root), str(deb)])
    return deb


INSTALL_TEXT = """\
Cardavia {version} for Linux ({machine}), a self-contained folder: no Python or Qt needed, only
the system's OpenGL driver (Mesa or a vendor driver), glibc 2.34 or newer and basic fonts.

Run it from here:      ./cardavia
Install for yourself:  mkdir -p ~/.local/opt ~/.local/bin && cp -a . ~/.local/opt/cardavia
                       ln -s ~/.local/opt/cardavia/cardavia ~/.local/bin/cardavia
                       cp -r share ~/.local/
Uninstall:             rm -rf ~/.local/opt/cardavia ~/.local/bin/cardavia \\
                         ~/.local/share/applications/cardavia.desktop \\
                         ~/.local/share/metainfo/{metainfo} \\
                         ~/.local/share/icons/hicolor/*/apps/cardavia.*
Settings and saved games are in ~/.config/cardavia and ~/.local/share/cardavia, Qt's caches
in ~/.cache/cardavia; to forget them too: rm -rf ~/.config/cardavia ~/.local/share/cardavia \\
                         ~/.cache/cardavia
No window? Start it from a terminal to read why; QT_QUICK_BACKEND=software ./cardavia uses the
software renderer when OpenGL does not work (the display filters are off then).
"""


def build_tarball(bundle: Path, icons: Path, out_dir: Path) -> Path:
    """Write ``cardavia-<version>-linux-<machine>.tar.gz``: bundle + share/ + INSTALL.txt."""
    machine = platform.machine().lower()
    top = f"{APP}-{version()}"
    tarball = out_dir / f"{APP}-{version()}-linux-{machine}.tar.gz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(tarball, "w:gz", compresslevel=6) as archive:
        archive.add(bundle, arcname=top, filter=owned_by_root)
        for target, source in _share_files(icons).items():
            archive.add(
                source, arcname=f"{top}/{target.removeprefix('usr/')}", filter=owned_by_root
            )
        text = INSTALL_TEXT.format(
            version=version(), machine=machine, metainfo=METAINFO_FILE.name
        ).encode()
        info = owned_by_root(tarfile.TarInfo(f"{top}/INSTALL.txt"))
        info.size, info.mode, info.mtime = len(text), 0o644, int(time.time())
        archive.addfile(info, io.BytesIO(text))
    return tarball


def build(out_dir: Path, work: Path, skip_assets: bool = False) -> dict[str, Path]:
    """Run every step; return the bundle folder and the package files that were written."""
    start = time.monotonic()
    out_dir.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    ensure_pyinstaller()
    if not skip_assets:
        _run([sys.executable, "-m", "cardavia_desktop.build"])
    icons = work / "icons"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDAVIA_ICON_DIR": str(icons)}
    _run([sys.executable, str(HERE / "app_icons.py"), str(icons)], env=env)
    log = work / "pyinstaller.log"
    _run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(out_dir),
            "--workpath",
            str(work / "pyinstaller"),
            str(HERE / "cardavia.spec"),
        ],
        env=env,
        log=log,
    )
    bundle = out_dir / APP
    check_bundle(bundle)
    built = {"bundle": bundle}
    print(f"bundle ready after {time.monotonic() - start:.0f} s", flush=True)
    if sys.platform.startswith("linux"):
        built["tarball"] = build_tarball(bundle, icons, out_dir)
        if shutil.which("dpkg-deb"):
            built["deb"] = build_deb(bundle, icons, out_dir, work)
        else:
            print("dpkg-deb not found: no .deb (install dpkg to build one)", file=sys.stderr)
    return built


def sizes_mb(built: dict[str, Path]) -> dict[str, float]:
    """MiB of each output: the unpacked bundle folder, every package file."""
    mb = 1024 * 1024
    return {
        kind: (tree_size(path) if path.is_dir() else path.stat().st_size) / mb
        for kind, path in built.items()
    }


def over_budget(sizes: dict[str, float]) -> list[str]:
    """One message per output that is larger than its budget (``BUDGETS_MB``)."""
    return [
        f"the {kind} is {size:.1f} MB (budget {BUDGETS_MB[kind]} MB)"
        for kind, size in sizes.items()
        if kind in BUDGETS_MB and size > BUDGETS_MB[kind]
    ]


def main(argv: list[str] | None = None) -> int:
    """Command line: build everything into ``--dist`` and print time and sizes."""
    parser = argparse.ArgumentParser(
        prog="python packaging/package.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--dist",
        type=Path,
        default=ROOT / "dist",
        help="where the bundle and packages go (default dist/)",
    )
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "package",
        help="scratch folder (default build/package/)",
    )
    parser.add_argument(
        "--skip-assets", action="store_true", help="do not re-run the shader/translation build step"
    )
    options = parser.parse_args(argv)
    start = time.monotonic()
    try:
        built = build(options.dist.resolve(), options.work.resolve(), options.skip_assets)
    except PackageError as error:
        print(f"package failed: {error}", file=sys.stderr)
        return 1
    elapsed = time.monotonic() - start
    sizes = sizes_mb(built)
    print(f"\nbuilt in {elapsed:.0f} s")
    for kind, size in sizes.items():
        budget = f"(budget {BUDGETS_MB[kind]})" if kind in BUDGETS_MB else ""
        label = "bundle (unpacked)" if kind == "bundle" else kind
        print(f"{label:<20} {size:7.1f} MB  {budget:<12}  {built[kind]}")
    over = over_budget(sizes)
    if over:
        print(f"package failed: {'; '.join(over)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
