"""Run a probe script in a subprocess and, if it dies by a signal, say where: its Python stack
(``faulthandler``, every thread, written to a file) and its native stack (``gdb`` on the core
dump). Shared by every test that runs a ``*_probe.py``.

    done = run_probe(PROBE, "60", env=..., timeout=60)
    assert done.returncode == 0, done.failure()

The probe runs in a scratch folder of its own (where the kernel writes a core when
``/proc/sys/kernel/core_pattern`` is a relative name such as ``core``), with core dumps allowed;
the core is read by ``gdb -batch`` and deleted. Run as a script, this module is the probe's
launcher: ``python probe_runner.py FAULTS_FILE SCRIPT ARGS...`` enables ``faulthandler`` into
FAULTS_FILE and runs SCRIPT as ``__main__``.
"""

from __future__ import annotations

import contextlib
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

CORE_PATTERN = Path("/proc/sys/kernel/core_pattern")
GDB_TIMEOUT = 180
NATIVE_FRAMES = 60
"""Frames of the crashing thread's native stack; the other threads get ``OTHER_FRAMES``."""
OTHER_FRAMES = 12
ABORT_GRACE = 60
"""Seconds a probe past its time gets to write its stacks and core after SIGABRT."""
ELF_CORE = 4  # e_type of a core file


def _allow_core_dumps() -> None:
    """Core files as large as the hard limit allows (in the probe: no ``preexec_fn``, which
    is unsafe in a test process with threads)."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_CORE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))


def _is_core(path: Path) -> bool:
    """Whether ``path`` is an ELF core file."""
    try:
        with path.open("rb") as file:
            head = file.read(18)
    except OSError:
        return False
    return (
        len(head) == 18
        and head[:4] == b"\x7fELF"
        and int.from_bytes(head[16:18], "little" if head[5] == 1 else "big") == ELF_CORE
    )


def core_pattern() -> str:
    """The kernel's core file pattern ("" if it cannot be read)."""
    try:
        return CORE_PATTERN.read_text().strip()
    except OSError:
        return ""


def find_core(folder: Path, pid: int, since: float) -> tuple[Path | None, str]:
    """The core file the probe ``pid`` (run in ``folder``) left, or ``None`` and why not."""
    pattern = core_pattern()
    if pattern.startswith("|"):
        return None, f"core_pattern hands cores to a program ({pattern!r})"
    if pattern.startswith("/"):
        place = Path(pattern).parent
        if "%" in str(place):
            return None, f"core_pattern's folder depends on the process ({pattern!r})"
    else:
        place = folder
    with contextlib.suppress(OSError):
        candidates = [
            path for path in place.iterdir() if path.is_file() and path.stat().st_mtime >= since - 1
        ]
        if place != folder and "%p" in pattern:  # a shared folder: this probe's core only
            candidates = [path for path in candidates if str(pid) in path.name]
        cores = sorted(
            (path for path in candidates if _is_core(path)),
            key=lambda path: path.stat().st_mtime,
            reverse=True,
        )
        if cores:
            return cores[0], ""
    limit = resource.getrlimit(resource.RLIMIT_CORE)[1]
    return None, (
        f"no core file in {place} (core_pattern {pattern!r}, hard core size limit {limit})"
    )


def native_stack(core: Path) -> str:
    """The crashing thread's backtrace and every other thread's top frames, read by gdb."""
    gdb = shutil.which("gdb")
    if gdb is None:
        return "(gdb is not installed: no native stack; `apt-get install gdb`)"
    command = [
        gdb,
        "-q",
        "-batch",
        "-nx",
        "-iex",
        "set auto-load python-scripts off",
        "-ex",
        "set pagination off",
        "-ex",
        "set print frame-arguments none",
        "-ex",
        "echo --- the thread that got the signal ---\\n",
        "-ex",
        f"bt {NATIVE_FRAMES}",
        "-ex",
        "echo --- every thread ---\\n",
        "-ex",
        f"thread apply all bt {OTHER_FRAMES}",
        str(Path(sys.executable).resolve()),
        str(core),
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=GDB_TIMEOUT, errors="replace"
        )
    except subprocess.TimeoutExpired:
        return f"(gdb took more than {GDB_TIMEOUT} s on {core})"
    noise = (
        "[New LWP",
        "warning: ",
        "[Thread debugging",
        "Using host libthread_db",
        "Download failed",
        "Missing separate debuginfo",
        "Try: ",
    )
    lines = [line for line in done.stdout.splitlines() if not line.startswith(noise)]
    return "\n".join(lines).strip() or f"(gdb printed no stack: {done.stderr.strip()[-500:]})"


@dataclass
class ProbeResult:
    """A finished probe: as ``subprocess.CompletedProcess``, and the stacks of a signal death."""

    args: list[str]
    returncode: int
    stdout: str
    stderr: str
    python_stack: str = ""
    native_stack: str = ""

    @property
    def signal(self) -> int:
        """The signal that killed the probe (0 if it exited)."""
        return -self.returncode if self.returncode < 0 else 0

    def crash_report(self) -> str:
        """Both stacks of a probe killed by a signal ("" if it exited)."""
        if not self.signal:
            return ""
        try:
            name = signal.Signals(self.signal).name
        except ValueError:
            name = f"signal {self.signal}"
        return (
            f"probe {' '.join(self.args[3:])} died by {name}\n"
            f"=== Python stack (faulthandler) ===\n"
            f"{self.python_stack or '(faulthandler wrote nothing)'}\n"
            f"=== native stack (gdb on the core dump) ===\n{self.native_stack}\n"
        )

    def failure(self, tail: int = 3000) -> str:
        """What a failed assertion on this probe prints: the exit, the stacks of a signal
        death, and the end of its output."""
        return (
            f"exit status {self.returncode}\n{self.crash_report()}"
            f"--- stdout (end) ---\n{self.stdout[-tail:]}\n"
            f"--- stderr (end) ---\n{self.stderr[-tail:]}"
        )


class Probe:
    """A probe script running in its own scratch folder, with its crashes captured."""

    def __init__(self, script: Path | str, *args: str, env: dict[str, str] | None = None) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="probe-"))
        self.faults = self.folder / "faulthandler.txt"
        self.args = [sys.executable, __file__, str(self.faults), str(script), *args]
        self.started = time.time()
        self.process = subprocess.Popen(
            self.args,
            cwd=self.folder,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            errors="replace",
        )

    def communicate(self, timeout: float | None = None) -> ProbeResult:
        """Wait for the probe (killed after ``timeout`` seconds) and collect its stacks."""
        try:
            out, err = self.process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:  # SIGABRT: faulthandler and a core say where it hung
            self.process.send_signal(signal.SIGABRT)
            try:
                out, err = self.process.communicate(timeout=ABORT_GRACE)
            except subprocess.TimeoutExpired:
                self.process.kill()
                out, err = self.process.communicate()
            err += f"\n(probe stopped after {timeout} s)"
        result = ProbeResult(self.args, self.process.returncode, out, err)
        try:
            if result.signal:
                with contextlib.suppress(OSError):
                    result.python_stack = self.faults.read_text(errors="replace").strip()
                core, why = find_core(self.folder, self.process.pid, self.started)
                result.native_stack = native_stack(core) if core else f"({why})"
                if core is not None and core.parent != self.folder:
                    core.unlink(missing_ok=True)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
        return result


class ProbeCrashed(UserWarning):
    """A probe died by a signal and was run again; the warning carries both stacks."""


def finish_or_rerun(
    probe: Probe, again: Callable[[], Probe], timeout: float | None, what: str
) -> ProbeResult:
    """Wait for ``probe``; if a signal killed it, warn with its stacks (pytest's warnings
    summary prints them) and return a second run, ``again()``."""
    done = probe.communicate(timeout)
    if done.signal:
        warnings.warn(
            ProbeCrashed(
                f"{what} was run again after it died: {done.crash_report()}"
                f"--- its stderr (end) ---\n{done.stderr[-1500:]}"
            ),
            stacklevel=2,
        )
        done = again().communicate(timeout)
    return done


def run_probe(
    script: Path | str, *args: str, env: dict[str, str] | None = None, timeout: float | None = None
) -> ProbeResult:
    """Run ``python script args...`` to its end (see :class:`Probe`)."""
    return Probe(script, *args, env=env).communicate(timeout)


def _launch() -> None:
    """The launcher: faulthandler into the file, then the probe as ``__main__``."""
    import faulthandler
    import runpy

    faults, script, *args = sys.argv[1:]
    _allow_core_dumps()
    global _FAULTS  # open as long as the process runs
    _FAULTS = open(faults, "w")  # noqa: SIM115
    faulthandler.enable(_FAULTS, all_threads=True)
    sys.argv = [script, *args]
    sys.path[0] = str(Path(script).resolve().parent)
    runpy.run_path(script, run_name="__main__")


_FAULTS = None

if __name__ == "__main__":
    _launch()
