"""Names: the canonical name the 4-copy rule counts, the folding that never distinguishes two
names, and the judge's `deckcheck name A B` comparison."""
