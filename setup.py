"""The one build step pyproject.toml cannot declare: compiled translation catalogs.

Everything about the package is declared in pyproject.toml. This file only adds a
``build_py`` that, after copying the package, compiles every
``chicago_desktop/i18n/<lang>/LC_MESSAGES/chicago.po`` into a ``chicago.mo`` beside the
copy, so a wheel carries its catalogs ready to load. Each ``.mo`` is stamped with the digest
of its ``.po`` (see chicago_desktop/i18n/compiling.py): the game uses it only while the
``.po`` beside it is the one it was made from. A checkout without a build compiles the
``.po`` in memory instead. Babel is a build requirement for this ([build-system]).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
CATALOGS = Path("chicago_desktop", "i18n")


def _compiling() -> ModuleType:
    """chicago_desktop/i18n/compiling.py, loaded by path (the package is not installed)."""
    spec = importlib.util.spec_from_file_location(
        "_chicago_desktop_compiling", ROOT / CATALOGS / "compiling.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def catalog_sources() -> list[Path]:
    """Every .po of the package, relative to the project folder."""
    return sorted(p.relative_to(ROOT) for p in (ROOT / CATALOGS).glob("*/LC_MESSAGES/*.po"))


def compile_catalogs(build_lib: Path) -> list[Path]:
    """Write the .mo of every .po into ``build_lib``; returns the files written."""
    compiling = _compiling()
    written = []
    for source in catalog_sources():
        target = build_lib / source.with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        language = source.parent.parent.name
        target.write_bytes(compiling.compile_po((ROOT / source).read_bytes(), language))
        written.append(target)
    return written


class BuildPyWithCatalogs(build_py):
    """``build_py`` that also compiles the translation catalogs."""

    def run(self) -> None:
        super().run()
        if not self.dry_run:
            compile_catalogs(Path(self.build_lib))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        compiled = [str(Path(self.build_lib) / s.with_suffix(".mo")) for s in catalog_sources()]
        return [*super().get_outputs(include_bytecode), *compiled]


if __name__ == "__main__":
    setup(cmdclass={"build_py": BuildPyWithCatalogs})
