# Two commands: `make run` and `make test`. Both create the virtual
# environment when it is missing and are safe to run again.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck scenarios simulate clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	$(PY) -m ruff check game tests
	$(PY) -m mypy --strict game
	$(PY) -m game.scenario tests/scenarios
	$(PY) -m pytest -q

scenarios: $(STAMP)
	$(PY) -m game.scenario tests/scenarios

simulate: $(STAMP)
	$(PY) -m game.simulate --players 7 --games 500 --seed 1

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
