"""What the optional compiled build (mypyc, setup.py) must be told about a class, and nothing else.

``mypyc_attr`` is ``mypy_extensions.mypyc_attr`` where mypy is installed (the compiled build always has
it); the pure-Python install, which depends on nothing, gets a decorator that changes nothing. mypyc
reads the decorator by its name when it compiles; at run time it never matters. Used for a class that
interpreted card entries subclass (``allow_interpreted_subclasses=True``) and for a subclass of a
builtin type (``native_class=False``): see docs/performance.md, "Compiled build". And how a compiled
dataclass pickles (``pickle_by_fields``).
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable
from dataclasses import fields
from typing import Any

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # the pure-Python install: the decorator only speaks to mypyc
    def mypyc_attr(*_args: Any, **_kwargs: Any) -> Callable[[type], type]:  # type: ignore[misc]
        """Leave the class as it is."""
        return lambda cls: cls


def _by_fields(obj: Any) -> tuple:
    return type(obj), tuple(getattr(obj, f.name) for f in fields(obj) if f.init)


def pickle_by_fields(*classes: type) -> None:
    """Pickle these dataclasses as a call of their class with their fields (those ``__init__``
    takes, in order; the others are worked out again). Pickle would otherwise make the object
    without its class's ``__init__`` and then set its fields: a compiled class is called instead,
    without arguments, and a compiled frozen dataclass refuses the fields
    (``FrozenInstanceError``). Registered with ``copyreg``, so each class (not its subclasses)."""
    for cls in classes:
        copyreg.pickle(cls, _by_fields)


__all__ = ["mypyc_attr", "pickle_by_fields"]
