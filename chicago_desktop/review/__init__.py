"""Looking back at a finished or saved match: stepping through a record, reviewing decisions.

Plain Python (never Qt), so the replay viewer, the review window and ``chicago-desktop
review`` share one source of truth: :mod:`.stepping` rebuilds the table after every action
of a record, :mod:`.decisions` compares each decision with Expert's using the hint's exact
chances (:func:`chicago_desktop.ai.hint`).
"""

from .decisions import (
    Decision,
    Reviewer,
    decision_json,
    review_match,
    review_record,
    seats_to_review,
)
from .stepping import RecordSteps, Step, Stepper, step_lines

__all__ = [
    "Decision",
    "RecordSteps",
    "Reviewer",
    "Step",
    "Stepper",
    "decision_json",
    "review_match",
    "review_record",
    "seats_to_review",
    "step_lines",
]
