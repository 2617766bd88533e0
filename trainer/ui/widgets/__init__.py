"""Reusable widgets: tiles, hands, melds."""
