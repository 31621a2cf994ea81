"""The PySide6 window of Chicago."""
