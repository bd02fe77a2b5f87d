"""Reading: which decklists a command names, the project's settings, and bytes turned
into numbered card lines. Nothing here knows about cards."""
