"""The PySide6 window of Chicago."""

from ..controller import signals as _qt_guard  # noqa: F401 - guard PySide6 6.12 first
