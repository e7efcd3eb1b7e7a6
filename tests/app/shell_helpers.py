"""Helpers of the shell tests that run the app in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardavia_desktop import paths

REPO = paths.base_dir()


def run_app(
    *args: str,
    env: dict[str, str] | None = None,
    timeout: float = 90,
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m cardavia_desktop`` in a subprocess from the repository."""
    return subprocess.run(
        [sys.executable, "-m", "cardavia_desktop", *args],
        cwd=REPO,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


needs_display = pytest.mark.skipif(
    not os.environ.get("DISPLAY"),
    reason="needs an X display with OpenGL: run under xvfb-run (make test does)",
)
