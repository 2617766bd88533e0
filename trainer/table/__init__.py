"""The practice table, Qt-free: a hand against bots with a coach, its record and review."""
