"""``python -m chicago_desktop`` runs the same command as the ``chicago-desktop`` script."""

from .cli import main

raise SystemExit(main())
