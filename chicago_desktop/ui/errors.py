"""Unexpected errors: shown in a dialog with the report and the record, never a vanished window."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from .. import __version__

log = logging.getLogger(__name__)

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


def format_report(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    """The error report: program version and the traceback."""
    lines = traceback.format_exception(exc_type, exc, tb)
    return f"chicago-desktop {__version__}\n\n" + "".join(lines)


class ErrorHook:
    """A ``sys.excepthook`` that hands the report to ``show`` (the window's error dialog)."""

    def __init__(self, show: Callable[[str], object], *, fatal: bool = False) -> None:
        self.show = show
        self.fatal = fatal  # headless demo: report and exit non-zero instead
        self.reports: list[str] = []
        self._inside = False
        self.previous: Hook = sys.excepthook

    def __call__(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self.previous(exc_type, exc, tb)
            return
        report = format_report(exc_type, exc, tb)
        self.reports.append(report)
        print(report, file=sys.stderr)
        if self._inside or self.fatal:
            return
        self._inside = True
        try:
            self.show(report)
        except Exception:  # the dialog itself failed: the report is on stderr already
            log.exception("the error dialog could not be shown")
        finally:
            self._inside = False

    def install(self) -> ErrorHook:
        """Become ``sys.excepthook``."""
        self.previous = sys.excepthook
        sys.excepthook = self
        return self

    def uninstall(self) -> None:
        """Restore the previous hook."""
        if sys.excepthook is self:
            sys.excepthook = self.previous
