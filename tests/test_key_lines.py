"""Where a settings or format file writes each key: the line an error names."""

from __future__ import annotations

from deckcheck.rulesdata.key_lines import KeyLines, toml_key_lines
from deckcheck.rulesdata.schema import yaml_lines


def test_a_yaml_key_and_a_list_item_are_found_on_their_lines() -> None:
    lines = yaml_lines("format: standard\npaths:\n  - decks/a.txt\n  - 3\n")
    assert (lines.line(("format",)), lines.line(("paths", 1))) == (1, 4)


def test_a_key_the_file_lacks_is_its_mapping_s_line() -> None:
    lines = yaml_lines("id: mine\nrules:\n  copy-limit: {}\n")
    assert lines.line(("rules", "copy-limit", "max-copies")) == 3


def test_an_option_read_with_underscores_is_found_as_written_with_hyphens() -> None:
    lines = yaml_lines("rules:\n  copy-limit:\n    per-type: 2\n")
    assert lines.below("rules", "copy-limit").line(("per_type",)) == 3


def test_toml_keys_are_found_below_their_table() -> None:
    text = ('[project]\nname = "x"\n[tool.deckcheck]\nformat = "standard"\n'
            '[tool.deckcheck.paths]\n"decks/expanded/**" = "expanded"\n')
    lines = KeyLines(lambda: toml_key_lines(text), under=("tool", "deckcheck"))
    assert (lines.line(("format",)), lines.line(("paths", "decks/expanded/**"))) == (4, 6)


def test_an_equals_sign_inside_a_multi_line_array_is_no_key() -> None:
    text = '[tool.deckcheck]\npaths = [\n  "a=b",\n]\nstrict = true\n'
    assert toml_key_lines(text) == {("tool", "deckcheck"): 1, ("tool", "deckcheck", "paths"): 2,
                                    ("tool", "deckcheck", "paths", 0): 3,
                                    ("tool", "deckcheck", "strict"): 5}


def test_an_item_of_a_multi_line_array_is_found_on_its_own_line() -> None:
    # The form of issue 21's review: the second item, 3, is what an error names.
    text = '[tool.deckcheck]\npaths = [\n  "a",\n  3,  # not a path, [x]\n]\nstrict = true\n'
    lines = KeyLines(lambda: toml_key_lines(text), under=("tool", "deckcheck"))
    assert (lines.line(("paths", 0)), lines.line(("paths", 1)), lines.line(("strict",))) \
        == (3, 4, 6)


def test_items_of_an_array_opened_on_its_key_s_line_and_nested_arrays() -> None:
    text = '[tool.deckcheck]\npaths = ["a", "b]",\n  [1,\n   2], "c"\n]\n'
    assert [toml_key_lines(text).get(("tool", "deckcheck", "paths", i)) for i in range(4)] \
        == [2, 2, 3, 4]


def test_nothing_known_is_no_line() -> None:
    assert KeyLines(lambda: {}).line(("format",)) is None
