# Cardavia — one place for set-up, build, run and test. See README.md.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

# Debian packages Qt needs even offscreen, plus Xvfb/Mesa for real-GL tests, the shader baker and
# Mesa's Vulkan driver (lavapipe: the filters compared under OpenGL and Vulkan), PulseAudio and
# sox (a cue heard on a null sink), gdb (the native stack of a probe that crashes:
# tests/probe_runner.py); the last line checks the release files
# (tests/packaging/test_release_files.py): Flatpak manifest, desktop entry, AppStream metainfo,
# shell steps of the release workflow.
APT_PACKAGES := xvfb xauth libgl1 libegl1 libglx-mesa0 libgl1-mesa-dri libxkbcommon0 \
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
  libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xkb1 libxcb-xfixes0 libxcb-sync1 \
  libxcb-shm0 libx11-xcb1 libfontconfig1 libfreetype6 libdbus-1-3 fonts-dejavu-core \
  qt6-shader-baker libvulkan1 mesa-vulkan-drivers libpulse0 pulseaudio pulseaudio-utils sox gdb \
  flatpak-builder desktop-file-utils appstream shellcheck

.PHONY: run test install system-deps build lint package clean

run: install  ## install everything and launch the app
	$(VENV)/bin/cardavia

test: install  ## install everything and run the whole test suite (under Xvfb)
	LANG=C.UTF-8 QML_DISABLE_DISK_CACHE=1 QSG_RHI_DISABLE_DISK_CACHE=1 MESA_SHADER_CACHE_DISABLE=true \
	  xvfb-run -a -s "-screen 0 1920x1080x24" $(PY) -m pytest -n auto --dist loadfile

install: system-deps $(VENV)/.installed build

system-deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	  else \
	    echo "Missing system packages. Run as root:"; \
	    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $(APT_PACKAGES)"; \
	    exit 1; \
	  fi; \
	fi

# Qt for Python and platformdirs first from packaging/requirements.lock (hash-checked): the tests
# run with the same wheels the packages, the Flatpak and the release workflow are built from.
$(VENV)/.installed: pyproject.toml packaging/requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q --require-hashes --no-deps -r packaging/requirements.lock
	$(PY) -m pip install -q -e '.[test]'
	touch $@

build:  ## bake shaders (.qsb) and translations (.qm) from their sources
	$(PY) -m cardavia_desktop.build

package: install  ## PyInstaller bundle + .deb + .tar.gz in dist/ (see packaging/package.py)
	$(PY) packaging/package.py

lint: $(VENV)/.installed  ## the code checks alone (make test runs them too: tests/test_lint.py, test_architecture.py)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(PY) -c "import sys; from importlinter.cli import lint_imports_command as c; sys.exit(c())" --no-logo

clean:
	rm -rf $(VENV) build dist
