"""MCR fans: the table of the 81 fans, their detectors, the exclusions and the scorer."""
