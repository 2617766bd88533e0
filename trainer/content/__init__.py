"""Lessons and the fan encyclopedia as data (TOML and Markdown under lessons/), loaded by id."""
