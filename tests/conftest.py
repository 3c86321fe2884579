"""Hypothesis draws the same examples on every run of the suite, so a green CI is reproducible; a search
for new failures is asked for explicitly: ``HYPOTHESIS_PROFILE=explore .venv/bin/python -m pytest tests/game``
(fresh random examples on each run; a failure it finds goes into the test as an ``@example``)."""
from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("suite", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))
