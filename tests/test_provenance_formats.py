"""A report names the day of the format data its decks were judged by: with a bundle that brings
Standard's data of November while Expanded's is still of July, an Expanded run says July."""

from deckcheck.report.provenance import Provenance

DAYS = (("expanded", "2026-07-24"), ("glc", "2026-07-24"), ("standard", "2026-11-20"))
RUN = Provenance("2026-11-20", "installed", None, DAYS)


def test_an_expanded_run_names_expandeds_read_day() -> None:
    assert RUN.for_formats(["expanded"]).formats_read == "2026-07-24"


def test_a_standard_run_names_standards_read_day() -> None:
    assert RUN.for_formats(["standard"]).formats_read == "2026-11-20"


def test_a_dated_format_counts_as_its_format() -> None:
    assert RUN.for_formats(["expanded@2019-08-16"]).formats_read == "2026-07-24"


def test_a_run_of_several_formats_names_the_oldest_day() -> None:
    assert RUN.for_formats(["standard", "glc"]).formats_read == "2026-07-24"


def test_a_format_with_no_read_day_leaves_the_newest() -> None:
    assert RUN.for_formats(["unlimited"]).formats_read == "2026-11-20"
