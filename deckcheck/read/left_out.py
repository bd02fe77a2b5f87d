"""What a run left out of its folder walks (or of the files it was named, with --force-exclude),
and why: a CI log must show that files were skipped, not only which decks were checked.

A folder left out counts as one entry (a walk does not enter it to count its files).
"""

from __future__ import annotations

from collections import Counter

from deckcheck.i18n import N_, _, ngettext

IGNORED = "ignored"
"""An ignore file (.gitignore, .git/info/exclude, .ignore) ignores it."""
EXCLUDED = "excluded"
"""A pattern of exclude / extend-exclude / --exclude matches it."""
NOT_A_DECKLIST = "not-a-decklist"
"""Its name is one of data/not_decklists.yaml's (a README.txt, a node_modules folder)."""
HIDDEN = "hidden"
"""Its name, or a folder's above it, starts with a dot (a file named with --force-exclude)."""
SUFFIX = "suffix"
"""It is named with --force-exclude but has no decklist's suffix."""
LINKED_FOLDER = "linked-folder"
"""A symbolic link to a folder, which a walk does not follow (as ``os.walk`` does not)."""

REASONS = {
    IGNORED: N_("ignored by .gitignore or .ignore"),
    EXCLUDED: N_("excluded by a pattern"),
    NOT_A_DECKLIST: N_("not decklists by name"),
    HIDDEN: N_("hidden"),
    SUFFIX: N_("not a decklist's suffix"),
    LINKED_FOLDER: N_("links to folders, not followed"),
}
"""Each reason, as the summary line names it (in the order it names them)."""


class LeftOut:
    """The entries a run left out, in the order the walk came to them, each with its reason."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, str]] = []
        """(path, reason); a folder's path ends with ``/``."""
        self.git_unasked = False
        """Whether a .gitignore ignored an entry and git could not say if it is tracked (git
        checks a tracked file whatever .gitignore says)."""

    def add(self, path: str, reason: str) -> None:
        """Note one entry left out (a folder's path ending with ``/``)."""
        self.entries.append((path, reason))

    def __bool__(self) -> bool:
        return bool(self.entries)

    def sentence(self) -> str:
        """One line for the run's summary: how many entries were left out and why."""
        counts = Counter(reason for _path, reason in self.entries)
        reasons = ", ".join(f"{_(REASONS[reason])}: {counts[reason]}"
                            for reason in REASONS if counts[reason])
        # Translators: the line after a run's decks. {reasons}: why each was left out, e.g.
        # "ignored by .gitignore or .ignore: 2, not decklists by name: 1".
        text = ngettext("{count} file or folder left out ({reasons})",
                        "{count} files or folders left out ({reasons})",
                        len(self.entries)).format(count=len(self.entries), reasons=reasons)
        if self.git_unasked:
            text += "; " + _("git could not be asked which of them it tracks (git checks a "
                             "tracked file whatever .gitignore says)")
        return text

    def as_json(self) -> list[dict[str, str]]:
        """The entries for a machine report: each path and its reason (English keys)."""
        return [{"path": path, "reason": reason} for path, reason in self.entries]
