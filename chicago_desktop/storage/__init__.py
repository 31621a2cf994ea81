"""What the game keeps between runs: settings, statistics and the autosaved match.

Plain Python, no Qt, so the window (and the tests) use it the same way. Every file is
written atomically (:mod:`.atomic`) and read as untrusted input (:mod:`.document`): a bad
file is set aside, defaults are used and the caller gets a notice to show once. Where the
files live is decided in one place (:mod:`.paths`).

Modules: :mod:`.paths`, :mod:`.atomic`, :mod:`.lock`, :mod:`.document`, :mod:`.settings`,
:mod:`.autosave`, :mod:`.statistics`.
"""
