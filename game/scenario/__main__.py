"""``python -m game.scenario PATH [PATH ...]``."""
import sys

from game.scenario.runner import run_command_line

sys.exit(run_command_line())
