"""Writing files off the frame path: one background thread, the newest content of each file wins.

A write costs about 10 ms on this machine, nearly all of it the two fsyncs of ``write_atomic`` (the file,
then its folder), which would show as a stutter in a 16 ms frame. The frame thread hands over a producer
of the text (the data is already a snapshot of fresh objects) and returns at once; the writer thread
serializes and writes. A file asked for again before its write began is written once, with the newer
content: under a fast AI a write may cover several decisions, never fewer than the last one asked
before it began. Operations run in the order they were last asked for; a job (``run``) is a sequence of
steps that must happen together and in order, such as keeping a finished game ("write the replay and
the statistics, and only if both are on disk remove the autosave").
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
Job = Callable[[], None]


@dataclass(frozen=True)
class _Write:
    produce: Producer
    tag: int


@dataclass(frozen=True)
class _Remove:
    pass


@dataclass(frozen=True)
class _Run:
    job: Job


_Operation = _Write | _Remove | _Run


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
        self._pending: OrderedDict[Path, _Operation] = OrderedDict()
        self._written: dict[Path, int] = {}
        """The tag of the last write of each file that reached the disk."""
        self._busy = False
        self._condition = threading.Condition()
        self._on_failure = on_failure
        self.failure: WriteFailure | None = None
        """The last write that failed, until a write to the same file succeeds."""
        self.timings = Timings()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, produce: Producer, tag: int = 0) -> None:
        """Write ``produce()`` to ``path`` atomically, soon; a newer request for ``path`` replaces this one.

        ``tag`` (say, the number of decisions the text holds) is what ``written`` reports once it is on disk."""
        self._ask(path, _Write(produce, tag))

    def remove(self, path: Path) -> None:
        """Remove ``path`` once the operations asked before are done (a missing file is fine)."""
        self._ask(path, _Remove())

    def run(self, key: Path, job: Job) -> None:
        """Run ``job`` on the writer thread once the operations asked before are done. ``key`` names it (a newer
        job under the same key replaces one not yet begun); the job reports its own failures."""
        self._ask(key, _Run(job))

    def written(self, path: Path) -> int | None:
        """The tag of the newest write of ``path`` that reached the disk; None before any did."""
        with self._condition:
            return self._written.get(path)

    def wait_written(self, path: Path, tag: int, timeout: float) -> bool:
        """Wait until a write of ``path`` tagged ``tag`` or later is on disk, or nothing more is asked of ``path``
        (the write failed); False if ``timeout`` seconds were not enough."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._written.get(path, -1) >= tag or (path not in self._pending and not self._busy),
                timeout)

    def _ask(self, path: Path, operation: _Operation) -> None:
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

    def _carry_out(self, path: Path, operation: _Operation) -> None:
        started = time.perf_counter()
        try:
            if isinstance(operation, _Run):
                operation.job()
                return
            if isinstance(operation, _Remove):
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, operation.produce())
                self.timings.add(time.perf_counter() - started)
                with self._condition:
                    self._written[path] = operation.tag
        except Exception as error:  # a failed write must never stop the writer thread
            self.failure = WriteFailure(path, error)
            if self._on_failure is not None:
                self._on_failure(self.failure)
            return
        if self.failure is not None and self.failure.path == path:
            self.failure = None
