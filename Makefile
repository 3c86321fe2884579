# Two commands: `make run` and `make test`. Both create the virtual
# environment when it is missing and are safe to run again.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test catalogues update-catalogues bench scenarios simulate clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

catalogues: $(STAMP)
	$(PY) -m babel.messages.frontend compile -d locale -D messages

update-catalogues: $(STAMP)
	$(PY) tools/catalogues.py update

run: $(STAMP) catalogues
	$(PY) main.py $(ARGS)

test: $(STAMP) catalogues
	$(PY) -m ruff check game scenes tests tools main.py
	$(PY) -m mypy --strict game scenes main.py tests tools
	$(PY) tools/catalogues.py check
	$(PY) -m game.scenario tests/scenarios
	$(PY) -m pytest -q

scenarios: $(STAMP)
	$(PY) -m game.scenario tests/scenarios

bench: $(STAMP) catalogues
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench_frames.py

simulate: $(STAMP)
	$(PY) -m game.simulate --players 7 --games 500 --seed 1

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
