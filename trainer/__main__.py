"""``python -m trainer``: the command line, or the desktop app when no command is given."""

import sys

from trainer.cli import main

if __name__ == "__main__":
    sys.exit(main())
