"""Value classes: slotted dataclasses whose instances nobody changes, cheap to make.

Events and decisions are values: compared and hashed field by field, shared
freely (a legal list hands out the same decision objects at every decision,
a history is read by every view). They used to be frozen dataclasses, whose
constructor sets each field through ``object.__setattr__`` to get past its own
``__setattr__``; with several events and decisions made per decision that was
the largest single cost of the rules core (about a fifth of its instructions).

``value_class`` makes a plain slotted dataclass at run time, with equality and a
hash by value exactly as the frozen one had. That nothing assigns to a field is
checked where it is cheapest, before the program runs: the decorator is a
``dataclass_transform`` with ``frozen_default``, so mypy --strict (part of
``make test``) reports any assignment to a field as an error.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def value_class(cls: type[T]) -> type[T]:
    """A slotted dataclass with equality and hash by value, read-only to the type checker."""
    return dataclass(slots=True, unsafe_hash=True)(cls)
