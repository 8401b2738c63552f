# Two commands on a fresh machine with only Python 3.11+:
#   make play   — builds .venv, installs Tenka, opens the window
#   make test   — builds .venv with the test tools, runs the whole suite headless
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: play test shots bench build clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.play: $(BIN)/python pyproject.toml
	$(BIN)/pip install -q -e .
	touch $@

$(VENV)/.test: $(BIN)/python pyproject.toml
	$(BIN)/pip install -q -e '.[test]'
	touch $@

$(VENV)/.build: $(BIN)/python pyproject.toml
	$(BIN)/pip install -q -e '.[test,build]'
	touch $@

play: $(VENV)/.play
	$(BIN)/python -m client

test: $(VENV)/.test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(BIN)/python -m pytest -q -n 2

# the README's screenshots (docs/shots/), headless
shots: $(VENV)/.test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/make_readme_shots.py

bench: $(VENV)/.test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m client bench

# dist/tenka (one file) and dist/tenka-folder/ (one folder; macOS also dist/Tenka.app)
build: $(VENV)/.build
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec
	@du -sh dist/tenka* | sed 's/^/built: /'

clean:
	rm -rf $(VENV) build dist
