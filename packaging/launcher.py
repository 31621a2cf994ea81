"""The frozen executable's script: the same entry point as the ``chicago-desktop`` command.

pyproject.toml's gui-script calls ``chicago_desktop.cli:main``; so does this, so the bundle
opens the window without arguments and runs ``replay``, ``hint`` and ``simulate`` with them,
with the same options, output and exit status.
"""

import sys

from chicago_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
