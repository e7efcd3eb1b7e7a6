"""Packaging smoke test: build the bundle and packages, install the .deb, run it, uninstall it.

Once per session (module fixtures): ``packaging/package.py`` builds into a temporary folder; as
root with apt the .deb is installed into this machine (``apt-get install ./cardavia_….deb``; an
older ``cardavia`` package is purged first, and the package is purged at the end), otherwise it is
unpacked into a folder. The installed ``cardavia`` then runs under the X display (``make test``
runs under xvfb-run; without one an Xvfb is started here) with a minimal environment: no Python
variables, private settings folders, and as root in a network namespace of its own (no network).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import PACKAGING, REPO, load_packaging_module, load_script

package = load_packaging_module("package")
trim = load_packaging_module("bundle_trim")

pytestmark = [pytest.mark.slow, pytest.mark.timeout(2400)]

MB = 1024 * 1024
PROBLEM = re.compile(
    r"(?i)^cardavia:|warn|error|not installed|not found|could not|cannot|"
    r"failed|missing|unavailable|\.qml:\d+|\.qsb|plugin|abort"
)
BROKEN_GL = {
    "LIBGL_DRIVERS_PATH": "/nonexistent",
    "__GLX_VENDOR_LIBRARY_NAME": "nonexistent",
    "__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent",
}


@dataclass
class Built:
    """What one run of the build command produced."""

    bundle: Path
    deb: Path | None
    tarball: Path
    seconds: float


@dataclass
class Installed:
    """The package as installed (``apt``) or unpacked (``unpacked``)."""

    mode: str
    prefix: Path
    command: str
    paths: list[str] = field(default_factory=list)
    snapshot: dict[str, tuple[int, int]] = field(default_factory=dict)


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.lstat().st_size, path.lstat().st_mtime_ns)
        for path in folder.rglob("*")
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Run the build command once (shaders, translations, icons, bundle, .deb, .tar.gz)."""
    out = tmp_path_factory.mktemp("package")
    start = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            str(PACKAGING / "package.py"),
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=2000,
    )
    seconds = time.monotonic() - start
    log = (done.stdout + done.stderr)[-4000:]
    assert done.returncode == 0, log
    print(f"\nbuild: {seconds:.0f} s\n{done.stdout[-600:]}")
    debs = sorted((out / "dist").glob("cardavia_*.deb"))
    tarballs = sorted((out / "dist").glob("cardavia-*.tar.gz"))
    assert len(tarballs) == 1, log
    return Built(out / "dist" / "cardavia", debs[0] if debs else None, tarballs[0], seconds)


def _apt_available() -> bool:
    return os.geteuid() == 0 and shutil.which("apt-get") is not None


def _purge() -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["apt-get", "purge", "-y", "-q", "cardavia"],
        capture_output=True,
        text=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )


def _is_installed() -> bool:
    done = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Status}", "cardavia"], capture_output=True, text=True
    )
    return done.returncode == 0 and "installed" in done.stdout.split()


@pytest.fixture(scope="module")
def installed(built: Built, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    """The .deb installed into the machine (root with apt) or unpacked into a folder."""
    if built.deb is None:
        pytest.skip("dpkg-deb is not available: no .deb was built")
    listing = subprocess.run(
        ["dpkg-deb", "--fsys-tarfile", str(built.deb)], capture_output=True, check=True
    ).stdout
    paths = [
        line.removeprefix(".")
        for line in subprocess.run(["tar", "-t"], input=listing, capture_output=True, check=True)
        .stdout.decode()
        .split()
    ]
    if _apt_available():
        if _is_installed():
            _purge()
        done = subprocess.run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", str(built.deb)],
            capture_output=True,
            text=True,
            env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        result = Installed("apt", Path("/opt/cardavia"), "cardavia", paths)
    else:
        root = tmp_path_factory.mktemp("unpacked")
        subprocess.run(["dpkg-deb", "-x", str(built.deb), str(root)], check=True)
        result = Installed(
            "unpacked",
            root / "opt" / "cardavia",
            str(root / "opt" / "cardavia" / "cardavia"),
            paths,
        )
    result.snapshot = _snapshot(result.prefix)
    yield result
    if result.mode == "apt" and _is_installed():
        _purge()


@pytest.fixture(scope="module")
def display(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """An X display with OpenGL: the session's (xvfb-run) or a private Xvfb."""
    if os.environ.get("DISPLAY"):
        yield {name: os.environ[name] for name in ("DISPLAY", "XAUTHORITY") if name in os.environ}
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("no DISPLAY and no Xvfb")
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        yield {"DISPLAY": f":{number}"}
    finally:
        server.terminate()
        server.wait(timeout=10)


def app_env(folder: Path, display: dict[str, str], **extra: str) -> dict[str, str]:
    """A bare environment, as on a machine without Python: display, language, own folders."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(folder),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "xcb",
        **display,
    }
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(folder / name.lower())
    env.update(extra)
    return env


def run(
    installed: Installed, args: list[str], env: dict[str, str], cwd: Path, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run the installed launcher."""
    return subprocess.run(
        [installed.command, *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def table_colours(png: Path) -> dict[str, float]:
    """Facts about a screenshot: size, colour variety, felt and header colours, card pixels."""
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert not image.isNull(), f"{png} is not an image"
    width, height = image.width(), image.height()

    def region(x0: float, y0: float, x1: float, y1: float) -> list[tuple[int, int, int]]:
        return [
            image.pixelColor(x, y).getRgb()[:3]
            for x in range(int(x0 * width), int(x1 * width), 7)
            for y in range(int(y0 * height), int(y1 * height), 7)
        ]

    everything = region(0, 0, 1, 1)
    felt = region(0.3, 0.45, 0.7, 0.6)
    header = region(0.0, 0.0, 1.0, 0.06)
    hand = region(0.2, 0.72, 0.8, 0.95)

    def mean(pixels: list[tuple[int, int, int]], channel: int) -> float:
        return statistics.fmean(pixel[channel] for pixel in pixels)

    return {
        "width": width,
        "height": height,
        "colours": len({(r // 8, g // 8, b // 8) for r, g, b in everything}),
        "felt_red": mean(felt, 0),
        "felt_green": mean(felt, 1),
        "felt_blue": mean(felt, 2),
        "header_light": statistics.fmean(sum(p) / 3 for p in header),
        "hand_white": sum(min(p) > 200 for p in hand) / len(hand),
    }


def assert_shows_the_table(png: Path) -> dict[str, float]:
    """The PNG is the Schnapsen table: light header, green felt, cards in the hand; not blank."""
    facts = table_colours(png)
    assert (facts["width"], facts["height"]) == (1280, 800), facts
    assert facts["colours"] > 60, f"too few colours for the table: {facts}"
    assert facts["felt_green"] > facts["felt_red"] + 15, f"no green felt: {facts}"
    assert facts["felt_green"] > facts["felt_blue"], f"no green felt: {facts}"
    assert facts["header_light"] > 170, f"no light header: {facts}"
    assert facts["hand_white"] > 0.1, f"no cards in the hand: {facts}"
    return facts


def problems(log: str) -> list[str]:
    """Lines of a run's output that report a missing module, shader, plugin or other failure."""
    return [line for line in log.splitlines() if PROBLEM.search(line)]


def soname(filename: str) -> str:
    """``libicuuc.so.72.1`` → ``libicuuc.so.72``: libraries with different majors do not clash."""
    match = re.match(r"(.+?\.so(?:\.\d+)?)", filename)
    return match.group(1) if match else filename


def _prefix_with_network_namespace() -> list[str]:
    unshare = shutil.which("unshare")
    return [unshare, "--net"] if unshare and os.geteuid() == 0 else []


# --- the build --------------------------------------------------------------------------------


def test_build_meets_the_size_budgets(built: Built) -> None:
    bundle_mb = package.tree_size(built.bundle) / MB
    print(f"bundle {bundle_mb:.1f} MB, tar.gz {built.tarball.stat().st_size / MB:.1f} MB")
    assert bundle_mb <= package.BUDGET_BUNDLE_MB
    if built.deb is not None:
        deb_mb = built.deb.stat().st_size / MB
        print(f"deb {deb_mb:.1f} MB, build {built.seconds:.0f} s")
        assert deb_mb <= package.BUDGET_DEB_MB


def test_bundle_keeps_only_the_qt_parts_the_app_uses(built: Built) -> None:
    internal = built.bundle / "_internal"
    qt = internal / "PySide6" / "Qt"
    qml = qt / "qml"
    assert (qml / "QtQuick" / "Controls" / "Basic" / "qmldir").is_file()
    styles = {path.name for path in (qml / "QtQuick" / "Controls").iterdir() if path.is_dir()}
    assert not styles & {"Material", "Fusion", "Imagine", "Universal", "FluentWinUI3", "Native"}
    # Qt's own words (its dialogs' buttons) only in the app's languages, none for English
    # (Qt's own) nor Malay (Qt ships none): no other catalogue, no other language
    kept = {path.name for path in (qt / "translations").iterdir()}
    codes = [path.stem.removeprefix("cardavia_") for path in (REPO / "i18n").glob("*.ts")]
    wanted = {f"{name}_{code}.qm" for name in ("qtbase", "qtdeclarative") for code in codes}
    assert kept and kept <= wanted and not {name for name in kept if name.endswith("_en.qm")}
    assert {"qtbase_it.qm", "qtdeclarative_fa.qm"} <= kept
    libraries = {path.name for path in internal.rglob("*.so*")}
    # Open…/Export… use QtQuick.Dialogs' FileDialog: the module and its Quick implementation stay.
    assert (qml / "QtQuick" / "Dialogs" / "qmldir").is_file()
    assert any(name.startswith("libQt6QuickDialogs2QuickImpl") for name in libraries)
    for unused in (
        "libQt6Widgets",
        "libQt6WebEngine",
        "libQt6Pdf",
        "libQt6WaylandCompositor",
        "libQt6Sql",
        "libQt6Test",
        "QtWidgets.abi3",
    ):
        assert not any(name.startswith(unused) for name in libraries), unused
    for folder in (qt / "plugins").iterdir():
        names = trim.KEEP_PLUGINS.get(folder.name, frozenset())
        for plugin in folder.iterdir():
            assert names is None or trim.plugin_name(plugin.name) in names, plugin
    assert not [p for p in built.bundle.rglob("*") if p.is_symlink() and not p.exists()]
    # Sound: QtMultimedia and the cues, without the FFmpeg backend or the machine's PulseAudio.
    assert any(name.startswith("libQt6Multimedia.so") for name in libraries)
    assert sorted(p.stem for p in (internal / "resources" / "sounds").glob("*.wav"))
    for unused in (
        "libavcodec",
        "libavformat",
        "libswscale",
        "libffmpegmediaplugin",
        "libpulse",
        "libQt6MultimediaWidgets",
        "libQt6MultimediaQuick",
    ):
        assert not any(name.startswith(unused) for name in libraries), unused


def test_the_bundle_is_its_own_search_process_over_stdin_and_stdout(built: Built) -> None:
    """The frozen executable started with ``--search-process`` (as the frozen app starts it:
    ``search_process.child_command``) serves the bots over its stdin/stdout with the same moves
    (a frozen interpreter ignores PYTHONPATH: the bundle's own code answers)."""
    from cardavia_desktop.engine.ai import create_ai
    from cardavia_desktop.search_process import (
        SEARCH_FLAG,
        RemoteBot,
        SearchProcess,
        SearchProcessHolder,
    )
    from tests.app.test_search_process import positions

    holder = SearchProcessHolder()
    holder._process = SearchProcess([str(built.bundle / "cardavia"), SEARCH_FLAG])
    try:
        for game in ("scopa", "minchiate"):
            remote, local = RemoteBot(holder, game, "hard", 17), create_ai(game, "hard", 17)
            for _seat, observation, legal in positions(game, 4):
                assert remote.choose(observation, list(legal)) == local.choose(
                    observation, list(legal)
                )
        assert not holder.failed
    finally:
        holder.close()


def test_deb_metadata_and_layout(built: Built, installed: Installed) -> None:
    assert built.deb is not None
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(built.deb)], capture_output=True, text=True, check=True
    ).stdout
    assert re.search(rf"^Version: {re.escape(package.version())}$", fields, re.MULTILINE)
    assert re.search(r"^Package: cardavia$", fields, re.MULTILINE)
    assert "libgl1" in fields and "Installed-Size:" in fields
    expected = [
        "/opt/cardavia/cardavia",
        "/usr/bin/cardavia",
        "/usr/share/applications/cardavia.desktop",
        "/usr/share/metainfo/io.github.cardavia.cardavia.metainfo.xml",
        "/usr/share/icons/hicolor/scalable/apps/cardavia.svg",
        "/usr/share/doc/cardavia/copyright",
    ]
    expected += [
        f"/usr/share/icons/hicolor/{n}x{n}/apps/cardavia.png"
        for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)
    ]
    for path in expected:
        assert path in installed.paths, path
    contents = subprocess.run(
        ["dpkg-deb", "-c", str(built.deb)], capture_output=True, text=True, check=True
    ).stdout
    assert all(" root/root " in line for line in contents.splitlines())
    assert re.search(r"\./usr/bin/cardavia -> /opt/cardavia/cardavia", contents)


def test_tarball_holds_the_bundle_desktop_entry_and_icons_and_runs_unpacked(
    built: Built, display: dict[str, str], tmp_path: Path
) -> None:
    with tarfile.open(built.tarball) as archive:
        names = set(archive.getnames())
        top = f"cardavia-{package.version()}"
        for name in (
            "cardavia",
            "_internal/cardavia_desktop/views/Main.qml",
            "_internal/resources/shaders/filters.frag.qsb",
            "INSTALL.txt",
            "_internal/build/fonts/Vazirmatn-Regular.ttf",
            "share/applications/cardavia.desktop",
            "share/icons/hicolor/256x256/apps/cardavia.png",
            "share/icons/hicolor/scalable/apps/cardavia.svg",
        ):
            assert f"{top}/{name}" in names, name
        executable = archive.getmember(f"{top}/cardavia")
        assert executable.mode & 0o111 and executable.uid == 0
        archive.extractall(tmp_path / "unpacked", filter="tar")
    done = subprocess.run(
        [
            str(tmp_path / "unpacked" / top / "cardavia"),
            "--game",
            "schnapsen",
            "--first-frame-exit",
        ],
        env=app_env(tmp_path, display),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and "first-frame" in done.stdout, done.stderr
    assert not problems(done.stderr), done.stderr


# --- the installed app ------------------------------------------------------------------------


def test_installed_app_shows_the_table_offline_and_self_contained(
    installed: Installed, display: dict[str, str], tmp_path: Path
) -> None:
    shot = tmp_path / "schnapsen.png"
    env = app_env(tmp_path, display)
    command = [
        *_prefix_with_network_namespace(),
        installed.command,
        "--game",
        "schnapsen",
        "--screenshot",
        str(shot),
    ]
    process = subprocess.Popen(
        command, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    mapped: set[str] = set()
    deadline = time.monotonic() + 120
    while process.poll() is None and time.monotonic() < deadline:
        try:
            maps = Path(f"/proc/{process.pid}/maps").read_text()
        except OSError:
            break
        mapped |= set(re.findall(r"(/\S+\.so[\w.]*)", maps))
        time.sleep(0.2)
    output, _ = process.communicate(timeout=30)
    assert process.returncode == 0, output
    assert not problems(output), output
    facts = assert_shows_the_table(shot)
    print(f"screenshot {shot}: {facts}")
    if os.environ.get("CARDAVIA_SMOKE_SHOT"):  # keep the picture to look at it
        shutil.copy(shot, os.environ["CARDAVIA_SMOKE_SHOT"])
    # Self-contained: Python and Qt come from the bundle, and no system copy of a library the
    # bundle ships is loaded; what comes from the system is glibc and the GL driver stack.
    prefix = str(installed.prefix.resolve())
    bundled = {soname(path.name) for path in installed.prefix.rglob("*.so*")}
    system = {path for path in mapped if not path.startswith(prefix)}
    assert any(path.startswith(prefix) and "libQt6Quick" in path for path in mapped), mapped
    assert not [p for p in system if re.search(r"python|libQt6|pyside|shiboken", p)], system
    # zlib is part of every Linux baseline (manylinux): the GL driver stack links the system's,
    # and may load it before Python imports the bundle's copy.
    baseline = {"libz.so.1"}
    assert not [p for p in system if soname(Path(p).name) in bundled - baseline], system


def test_every_table_shows_in_english_and_arabic(
    installed: Installed, display: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The release workflow's check (packaging/smoke_tables.py) on every system, run here on the
    # installed .deb: each table's --screenshot exits 0 and is not blank.
    smoke = load_packaging_module("smoke_tables")
    for name, value in {**display, "QT_QPA_PLATFORM": "xcb", "PATH": "/usr/bin:/bin"}.items():
        monkeypatch.setenv(name, value)
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        monkeypatch.delenv(name, raising=False)
    assert smoke.smoke([installed.command], tmp_path) == []
    assert len(list(tmp_path.glob("*.png"))) == len(smoke.GAMES) * len(smoke.LANGUAGES)


def test_filters_run_with_settings_from_the_platformdirs_folder(
    installed: Installed, display: dict[str, str], tmp_path: Path
) -> None:
    env = app_env(tmp_path, display)
    settings = Path(env["XDG_CONFIG_HOME"]) / "cardavia" / "settings.json"
    settings.parent.mkdir(parents=True)
    neutral = tmp_path / "neutral.png"
    warm = tmp_path / "warm.png"
    settings.write_text(json.dumps({"format": "cardavia-settings/1", "grain": 0}))
    # The same numbered deal both times: the same cards on the felt, only the filter differs.
    deal = ["--game", "schnapsen", "--deal", "7", "--screenshot"]
    done = run(installed, [*deal, str(neutral)], env, tmp_path)
    assert done.returncode == 0 and not problems(done.stderr), done.stderr
    settings.write_text(
        json.dumps({"format": "cardavia-settings/1", "grain": 0, "temperature": 100})
    )
    done = run(installed, [*deal, str(warm)], env, tmp_path)
    assert done.returncode == 0 and not problems(done.stderr), done.stderr
    before, after = table_colours(neutral), table_colours(warm)
    warmth = (after["felt_red"] - after["felt_blue"]) - (before["felt_red"] - before["felt_blue"])
    assert warmth > 8, f"the baked shader did not warm the picture: {before} -> {after}"
    assert not list(tmp_path.glob("*.json")), "nothing is written next to the working folder"


def test_translations_and_fonts_resolve_in_the_installed_app(
    installed: Installed, display: dict[str, str], tmp_path: Path
) -> None:
    shipped = {path.name for path in (REPO / "i18n").glob("*.qm")}
    assert {path.name for path in (installed.prefix / "_internal" / "i18n").glob("*.qm")} == shipped
    language = "ar" if "cardavia_ar.qm" in shipped else "en"
    shot = tmp_path / "rtl.png"
    done = run(
        installed,
        ["--lang", language, "--game", "schnapsen", "--screenshot", str(shot)],
        app_env(tmp_path, display),
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert not problems(done.stderr), done.stderr
    assert table_colours(shot)["colours"] > 60


def test_no_display_gives_a_short_message(installed: Installed, tmp_path: Path) -> None:
    env = app_env(tmp_path, {})
    env.pop("QT_QPA_PLATFORM")
    done = run(installed, ["--game", "schnapsen"], env, tmp_path, timeout=60)
    assert done.returncode == 1, done.stderr
    assert "display" in done.stderr.lower() and "offscreen" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) <= 6


def test_unreachable_display_exits_cleanly_instead_of_aborting(
    installed: Installed, tmp_path: Path
) -> None:
    env = app_env(tmp_path, {"DISPLAY": ":7391"})
    done = run(installed, ["--game", "schnapsen"], env, tmp_path, timeout=60)
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "software" in done.stderr.lower() and "Traceback" not in done.stderr


def test_missing_gl_library_gives_a_readable_message(
    installed: Installed, display: dict[str, str], tmp_path: Path
) -> None:
    broken = tmp_path / "lib"
    broken.mkdir()
    (broken / "libGL.so.1").write_bytes(b"")  # present but unusable, as on a broken install
    env = app_env(tmp_path, display, LD_LIBRARY_PATH=str(broken))
    done = run(installed, ["--game", "schnapsen"], env, tmp_path, timeout=60)
    assert done.returncode == 1, done.stderr
    assert "libGL.so.1" in done.stderr and "QT_QUICK_BACKEND=software" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) <= 4


def test_broken_gl_driver_names_the_software_renderer_which_then_works(
    installed: Installed, display: dict[str, str], tmp_path: Path
) -> None:
    env = app_env(tmp_path, display, **BROKEN_GL)
    done = run(
        installed,
        ["--game", "schnapsen", "--screenshot", str(tmp_path / "x.png")],
        env,
        tmp_path,
        timeout=90,
    )
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "OpenGL" in done.stderr and "QT_QUICK_BACKEND=software" in done.stderr
    assert "Aborted" not in done.stderr
    shot = tmp_path / "software.png"
    done = run(
        installed,
        ["--game", "schnapsen", "--screenshot", str(shot)],
        {**env, "QT_QUICK_BACKEND": "software"},
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert_shows_the_table(shot)


def test_the_startup_benchmark_measures_the_installed_app(
    installed: Installed, display: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``benchmarks/startup_installed.py`` times both programs' first frames; the ratio (budget
    1.5) is a benchmark figure, not asserted here: the suite's other workers share the cores."""
    for name, value in display.items():
        monkeypatch.setenv(name, value)
    bench = load_script(REPO / "benchmarks" / "startup_installed.py")
    times = bench.compare(
        [
            installed.command
            if installed.mode == "unpacked"
            else shutil.which("cardavia", path="/usr/bin")
        ],
        [sys.executable, "-m", "cardavia_desktop"],
        runs=1,
        game="schnapsen",
    )
    print(
        f"first frame: installed {times['installed'][0]:.3f} s, source {times['source'][0]:.3f} s"
    )
    assert all(len(values) == 1 and values[0] > 0 for values in times.values()), times


def test_runs_leave_the_installed_folder_untouched(installed: Installed) -> None:
    assert _snapshot(installed.prefix) == installed.snapshot


def test_uninstall_removes_everything(installed: Installed) -> None:
    if installed.mode != "apt":
        shutil.rmtree(installed.prefix.parent.parent)
        assert not installed.prefix.exists()
        return
    done = _purge()
    assert done.returncode == 0, done.stderr
    assert not _is_installed()
    ours = [path.rstrip("/") for path in installed.paths if "cardavia" in path]
    assert "/opt/cardavia" in ours and "/usr/bin/cardavia" in ours
    left = [path for path in ours if os.path.lexists(path)]
    assert not left, left
    assert shutil.which("cardavia", path="/usr/bin:/usr/local/bin") is None
