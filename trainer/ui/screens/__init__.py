"""One module per area of the app; each screen is a QWidget with ``refresh()`` and ``retranslate()``."""
