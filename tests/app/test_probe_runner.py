"""The suite's crash capture (``tests/probe_runner.py``): a probe that dies by a signal is
reported with its Python stack (faulthandler) and its native stack (gdb on the core dump)."""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import pytest

from tests.probe_runner import Probe, ProbeCrashed, core_pattern, finish_or_rerun, run_probe

PROBE = Path(__file__).with_name("crash_probe.py")


def test_a_probe_killed_by_sigsegv_is_reported_with_both_stacks() -> None:
    if core_pattern().startswith("|"):
        pytest.skip(f"core dumps go to a program here ({core_pattern()}): no core to read")
    assert shutil.which("gdb"), "gdb is missing (make system-deps installs it)"
    done = run_probe(PROBE, "segv", timeout=120)
    assert done.signal == signal.SIGSEGV, done.failure()
    assert done.stdout == "started\n"
    # Python: the function that crashed, and the line that called it.
    assert 'crash_probe.py", line' in done.python_stack and "read_address_zero" in (
        done.python_stack
    ), done.crash_report()
    # Native: gdb's backtrace through the signal into the C call that faulted.
    assert "<signal handler called>" in done.native_stack, done.crash_report()
    assert "ffi_call" in done.native_stack, done.crash_report()
    report = done.failure()
    assert "crash_probe.py segv died by SIGSEGV" in report
    assert done.python_stack in report and done.native_stack in report


def test_a_probe_past_its_time_says_where_it_waited() -> None:
    done = run_probe(PROBE, "hang", timeout=3)
    assert done.signal == signal.SIGABRT, done.failure()
    assert "sleep_for_good" in done.python_stack, done.crash_report()
    assert "probe stopped after 3 s" in done.stderr


def test_a_probe_that_exits_has_no_crash_report() -> None:
    done = run_probe(PROBE, "neither", timeout=60)
    assert done.returncode == 1 and "KeyError" in done.stderr
    assert done.crash_report() == "" and done.python_stack == done.native_stack == ""


def test_a_probe_run_again_after_a_crash_warns_with_its_stacks(tmp_path: Path) -> None:
    """The screen probes' retry: the second run's result, and a warning with the first's
    stacks (printed in pytest's warnings summary)."""
    marker = tmp_path / "crashed"

    def start() -> Probe:
        return Probe(PROBE, "once", str(marker))

    with pytest.warns(ProbeCrashed) as caught:
        done = finish_or_rerun(start(), start, 120, "crash probe")
    assert done.returncode == 0 and done.stdout == "started\nsecond run\n", done.failure()
    message = str(caught[0].message)
    assert "crash probe was run again after it died" in message and "SIGSEGV" in message
    assert "=== Python stack (faulthandler) ===" in message and "crash_once" in message
    assert "=== native stack (gdb on the core dump) ===" in message
