"""Writing files off the frame path: one background thread, the newest content of each file wins.

A write costs about 10 ms on this machine, nearly all of it the two fsyncs of ``write_atomic`` (the file,
then its folder), which would show as a stutter in a 16 ms frame. The frame thread hands over a producer
of the text (the data is already a snapshot of fresh objects) and returns at once; the writer thread
serializes and writes. A file asked for again before its write began is written once, with the newer
content: under a fast AI a write may cover several decisions, never fewer than the last one asked
before it began. Operations run in the order they were last asked for, so "write the replay, then remove
the autosave" never happens the other way round.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.save import write_atomic

Producer = Callable[[], str]
REMOVE = None
"""The operation that removes a file instead of writing it."""


@dataclass
class WriteFailure:
    path: Path
    error: Exception
    """An OSError, or (a defect) whatever else the producer raised: the thread goes on either way."""


@dataclass
class Timings:
    """What writing cost: seconds per write on the writer thread (serializing, writing, syncing, renaming)."""

    writes: list[float] = field(default_factory=list)

    def add(self, seconds: float) -> None:
        self.writes.append(seconds)
        del self.writes[:-1000]


class BackgroundWriter:
    """Writes and removes files on a daemon thread; ``flush`` waits until everything asked is done."""

    def __init__(self, on_failure: Callable[[WriteFailure], None] | None = None) -> None:
        self._pending: OrderedDict[Path, Producer | None] = OrderedDict()
        self._busy = False
        self._condition = threading.Condition()
        self._on_failure = on_failure
        self.failure: WriteFailure | None = None
        """The last write that failed, until a write to the same file succeeds."""
        self.timings = Timings()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, produce: Producer) -> None:
        """Write ``produce()`` to ``path`` atomically, soon; a newer request for ``path`` replaces this one."""
        self._ask(path, produce)

    def remove(self, path: Path) -> None:
        """Remove ``path`` once the operations asked before are done (a missing file is fine)."""
        self._ask(path, REMOVE)

    def _ask(self, path: Path, operation: Producer | None) -> None:
        with self._condition:
            self._pending.pop(path, None)
            self._pending[path] = operation
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="bang-writer", daemon=True)
                self._thread.start()
            self._condition.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every operation asked so far is done; False if ``timeout`` seconds were not enough."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._pending and not self._busy, timeout)

    def pending(self) -> list[Path]:
        """The files with a write or removal not yet begun."""
        with self._condition:
            return list(self._pending)

    @property
    def idle(self) -> bool:
        with self._condition:
            return not self._pending and not self._busy

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: bool(self._pending))
                path, operation = self._pending.popitem(last=False)
                self._busy = True
            try:
                self._carry_out(path, operation)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _carry_out(self, path: Path, operation: Producer | None) -> None:
        started = time.perf_counter()
        try:
            if operation is REMOVE:
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, operation())
                self.timings.add(time.perf_counter() - started)
        except Exception as error:  # a failed write must never stop the writer thread
            self.failure = WriteFailure(path, error)
            if self._on_failure is not None:
                self._on_failure(self.failure)
            return
        if self.failure is not None and self.failure.path == path:
            self.failure = None
