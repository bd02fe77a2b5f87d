"""Message catalogs (gettext ``.po`` sources and the ``.mo`` files compiled from them)."""
