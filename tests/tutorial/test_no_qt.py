"""The tutorial package is plain Python: it imports and runs with Qt made unimportable."""

from __future__ import annotations

from tests.qt_blocked import run_without_qt


def test_tutorial_imports_and_runs_without_qt() -> None:
    out = run_without_qt(
        """
        from chicago_desktop.tutorial import LESSONS, LessonRun, load_progress
        from chicago_desktop.tutorial.replay import check_step, walk
        for lesson in LESSONS:
            for part in lesson.parts:
                if not part.is_practice:
                    for moment in walk(part):
                        assert not check_step(part, moment)
        run = LessonRun(LESSONS[0])
        print(run.instruction(None).text()[:7], load_progress().notice)
        """
    )
    assert out == "Welcome None"
