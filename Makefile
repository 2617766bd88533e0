# 麻将学堂 / Mahjong Trainer. `make run` and `make test` bootstrap .venv on first use.
# Needs python3 (3.11+) with venv, and g++ plus the Python headers to build pymahjonggb (a test dependency).

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# Extra pytest arguments: make test ARGS='-k waits -x'
ARGS ?=

NO_DISPLAY_MSG := No display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are unset), so the app cannot open; \
without one the command line works: $(VENV)/bin/trainer --help, trainer score and trainer waits (--rules guangdong too), trainer shanten; \
screenshots: $(VENV)/bin/trainer screenshots OUTDIR

.PHONY: venv run test bench lint clean distclean translations qm package

# Qt translations: .ts files are committed (English is the source language); .qm files are built.
TS_FILES := translations/trainer_zh_CN.ts translations/trainer_zh_TW.ts
QM_FILES := $(TS_FILES:.ts=.qm)

venv: $(STAMP)

# Reinstall only when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV) || { \
	  echo "'$(PYTHON) -m venv' failed; on Debian install python3-venv (apt-get install python3-venv)" >&2; \
	  rm -rf $(VENV); exit 1; }
	$(VPY) -m pip install --upgrade pip
	$(VPY) -m pip install -e '.[test]'
	@touch $@

$(DEV_STAMP): $(STAMP)
	$(VPY) -m pip install -e '.[test,dev]'
	@touch $@

# Update the .ts files from the Python sources (new strings arrive unfinished, for translators).
translations: venv
	$(VENV)/bin/pyside6-lupdate $$(git ls-files 'trainer/*.py') -ts $(TS_FILES) -no-obsolete

translations/%.qm: translations/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

qm: $(QM_FILES)

run: venv qm
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY$$QT_QPA_PLATFORM" ]; then \
	  echo "$(NO_DISPLAY_MSG)"; \
	else \
	  $(VENV)/bin/trainer; \
	fi

test: venv qm
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest $(ARGS)

bench: venv
	@found=; \
	for script in bench/bench_*.py; do \
	  [ -f "$$script" ] || continue; \
	  found=1; \
	  echo "== $$script"; \
	  $(VPY) "$$script" || exit $$?; \
	done; \
	[ -n "$$found" ] || echo "No benchmark scripts yet (bench/bench_*.py)."

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check .

# One-folder desktop build with PyInstaller (packaging/trainer.spec): dist/mahjong-trainer/. See packaging/README.md.
package: venv qm
	@$(VPY) -c 'import PyInstaller' 2>/dev/null || $(VPY) -m pip install 'pyinstaller>=6'
	$(VPY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build packaging/trainer.spec
	@echo "Built dist/mahjong-trainer/ ($$(du -sh dist/mahjong-trainer | cut -f1)): run dist/mahjong-trainer/mahjong-trainer"

clean:
	rm -rf build dist .pytest_cache .hypothesis .ruff_cache *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
	find translations -name '*.qm' -delete 2>/dev/null || true

distclean: clean
	rm -rf $(VENV)
