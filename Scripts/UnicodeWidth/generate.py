#!/usr/bin/env python3
"""Generates TextCells' Unicode width table and the fixture of its differential test.

Inputs (pinned in requirements.txt): the Unicode 17.0.0 tables of the `wcwidth` package, checked
against the Unicode 17.0.0 character database of `unicodedata2`. Outputs:

  Sources/TextCells/Text/UnicodeWidthTable.swift
      Every code point's width properties as sorted ranges (see the flags below).
  Tests/TextCellsTests/Fixtures/display-width-reference.txt
      At least 25,000 strings with the width `wcwidth.width()` gives them, narrow and with East
      Asian Ambiguous characters wide. The Swift test measures each one and compares.
  Tests/TextCellsTests/Fixtures/display-width-divergences.txt
      The allow-list: every string of the fixture where TextCells' rules knowingly differ from
      wcwidth's, with the width TextCells must give it and the reason (see
      Sources/TextCells/TextCells.docc/Text.md). The widths come from a model of those rules
      written here, per grapheme cluster as `wcwidth.iter_graphemes` splits the string, so the
      Swift test checks them too.

The build never runs this script; run it again (./Scripts/UnicodeWidth/run) only to move to a new
Unicode version, and commit both outputs.
"""

import os
import random
import sys

import unicodedata2
import wcwidth
from wcwidth._constants import _ISC_VIRAMA_SET
from wcwidth.table_ambiguous import AMBIGUOUS_EASTASIAN
from wcwidth.table_grapheme import EXTENDED_PICTOGRAPHIC, GRAPHEME_REGIONAL_INDICATOR, ISC_CONSONANT
from wcwidth.table_mc import CATEGORY_MC
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
from wcwidth.table_wide import WIDE_EASTASIAN
from wcwidth.table_zero import ZERO_WIDTH

UNICODE_VERSION = "17.0.0"
WCWIDTH_VERSION = "0.7.0"
SEED = 20261121
MINIMUM_FIXTURE_SIZE = 25_000

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TABLE_PATH = os.path.join(ROOT, "Sources", "TextCells", "Text", "UnicodeWidthTable.swift")
FIXTURES = os.path.join(ROOT, "Tests", "TextCellsTests", "Fixtures")
FIXTURE_PATH = os.path.join(FIXTURES, "display-width-reference.txt")
DIVERGENCES_PATH = os.path.join(FIXTURES, "display-width-divergences.txt")

# The flags of a code point; the names match UnicodeWidthTable's in Swift.
ZERO = 1  # zero width on its own: marks, format and default-ignorable characters, controls
WIDE = 2  # East Asian Wide or Fullwidth (and regional indicators)
AMBIGUOUS = 4  # East Asian Ambiguous: 1 column, or 2 on a CJK terminal
SPACING_MARK = 8  # general category Mc: one more column after a base
VS16_WIDE = 16  # narrow, but 2 columns when followed by U+FE0F
VIRAMA = 32  # an Indic virama: joins the next consonant into a conjunct
CONJUNCT_CONSONANT = 64  # Indic_Conjunct_Break=Consonant
EMOJI_BASE = 128  # Extended_Pictographic or a regional indicator: a skin tone after it adds nothing

FLAG_NAMES = [
    (ZERO, "zero"), (WIDE, "wide"), (AMBIGUOUS, "ambiguous"), (SPACING_MARK, "spacingMark"),
    (VS16_WIDE, "vs16Wide"), (VIRAMA, "virama"), (CONJUNCT_CONSONANT, "conjunctConsonant"),
    (EMOJI_BASE, "emojiBase"),
]


def code_points(ranges):
    return {value for low, high in ranges for value in range(low, high + 1)}


def check_versions():
    if wcwidth.__version__ != WCWIDTH_VERSION:
        sys.exit(f"wcwidth {wcwidth.__version__} found; requirements.txt pins {WCWIDTH_VERSION}")
    if unicodedata2.unidata_version != UNICODE_VERSION:
        sys.exit(f"unicodedata2 has Unicode {unicodedata2.unidata_version}; expected {UNICODE_VERSION}")
    for name, table in [("wide", WIDE_EASTASIAN), ("zero", ZERO_WIDTH), ("ambiguous", AMBIGUOUS_EASTASIAN),
                        ("mc", CATEGORY_MC)]:
        if UNICODE_VERSION not in table:
            sys.exit(f"wcwidth's {name} table has no Unicode {UNICODE_VERSION}")


def build_flags():
    zero = code_points(ZERO_WIDTH[UNICODE_VERSION])
    wide = code_points(WIDE_EASTASIAN[UNICODE_VERSION])
    ambiguous = code_points(AMBIGUOUS_EASTASIAN[UNICODE_VERSION])
    spacing_marks = code_points(CATEGORY_MC[UNICODE_VERSION])
    vs16 = code_points(VS16_NARROW_TO_WIDE["9.0.0"])
    consonants = code_points(ISC_CONSONANT)
    emoji_base = code_points(EXTENDED_PICTOGRAPHIC) | code_points(GRAPHEME_REGIONAL_INDICATOR)
    controls = set(range(0x00, 0x20)) | {0x7F} | set(range(0x80, 0xA0))

    # The tables must agree with the Unicode 17.0.0 database: every East Asian Wide or Fullwidth
    # code point is wide unless it is a combining mark (zero), and nothing else is wide but the
    # regional indicators.
    database_wide = {value for value in range(0x110000)
                     if unicodedata2.east_asian_width(chr(value)) in ("W", "F")}
    regional_indicators = code_points(GRAPHEME_REGIONAL_INDICATOR)
    assert wide - database_wide <= regional_indicators, "wide code points that Unicode 17 calls narrow"
    assert database_wide - wide <= zero, "Unicode 17 wide code points missing from the wide table"
    assert not (wide & zero) and not (ambiguous & zero) and not (ambiguous & wide)
    assert spacing_marks <= zero

    flags = [0] * 0x110000
    for members, flag in [(zero | controls, ZERO), (wide, WIDE), (ambiguous, AMBIGUOUS),
                          (spacing_marks, SPACING_MARK), (vs16, VS16_WIDE), (_ISC_VIRAMA_SET, VIRAMA),
                          (consonants, CONJUNCT_CONSONANT), (emoji_base, EMOJI_BASE)]:
        for value in members:
            flags[value] |= flag
    return flags


def write_table(flags):
    starts, values = [], []
    for value, flag in enumerate(flags):
        if not values or values[-1] != flag:
            starts.append(value)
            values.append(flag)

    def numbers(items, per_line, formatter):
        lines = []
        for index in range(0, len(items), per_line):
            lines.append("        " + ", ".join(formatter(item) for item in items[index:index + per_line]) + ",")
        return "\n".join(lines)

    flag_docs = "\n".join(f"    static let {name}: UInt8 = {bit}" for bit, name in FLAG_NAMES)
    text = f"""// Generated by Scripts/UnicodeWidth/generate.py from wcwidth {WCWIDTH_VERSION} (Unicode {UNICODE_VERSION}).
// Do not edit: run ./Scripts/UnicodeWidth/run instead.

/// The width properties of every Unicode {UNICODE_VERSION} code point, as sorted ranges.
///
/// Range `i` starts at `rangeStarts[i]` and ends where range `i + 1` starts; every code point in
/// it has the flags `rangeFlags[i]`.
enum UnicodeWidthTable {{
    /// The Unicode version of the table, which is that of the Swift standard library's grapheme
    /// breaking.
    static let unicodeVersion = "{UNICODE_VERSION}"

{flag_docs}

    /// The first code point of each range.
    static let rangeStarts: [UInt32] = [
{numbers(starts, 8, lambda item: f"0x{item:05X}")}
    ]

    /// The flags of each range.
    static let rangeFlags: [UInt8] = [
{numbers(values, 16, str)}
    ]
}}
"""
    with open(TABLE_PATH, "w", encoding="utf-8") as output:
        output.write(text)
    return len(starts)


# --- The fixture -----------------------------------------------------------------------------


def assigned(value):
    return unicodedata2.category(chr(value)) not in ("Cn", "Cs", "Co", "Cc")


def pick(generator, ranges, count):
    values = [value for value in code_points(ranges) if assigned(value)]
    return [chr(generator.choice(values)) for _ in range(count)]


SKIN_TONES = [chr(value) for value in range(0x1F3FB, 0x1F400)]
MODIFIER_BASES = [chr(value) for value in [
    0x261D, 0x26F9, 0x270A, 0x270B, 0x270C, 0x270D, 0x1F385, 0x1F3C3, 0x1F3C4, 0x1F3CA, 0x1F442,
    0x1F446, 0x1F44B, 0x1F44D, 0x1F44E, 0x1F44F, 0x1F466, 0x1F467, 0x1F468, 0x1F469, 0x1F46E,
    0x1F471, 0x1F474, 0x1F475, 0x1F476, 0x1F481, 0x1F482, 0x1F486, 0x1F4AA, 0x1F574, 0x1F57A,
    0x1F590, 0x1F596, 0x1F645, 0x1F64B, 0x1F64F, 0x1F6A3, 0x1F6B4, 0x1F6C0, 0x1F90C, 0x1F918,
    0x1F91F, 0x1F926, 0x1F930, 0x1F933, 0x1F977, 0x1F9B5, 0x1F9D1, 0x1F9D2, 0x1F9D3, 0x1F9D9,
    0x1FAC3, 0x1FAF0, 0x1FAF8]]
PEOPLE = ["\U0001F468", "\U0001F469", "\U0001F9D1", "\U0001F466", "\U0001F467"]
ZWJ_SEQUENCES = [
    "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466",  # family
    "\U0001F3F3\uFE0F\u200D\U0001F308",  # rainbow flag
    "\U0001F3F4\u200D\u2620\uFE0F",  # pirate flag
    "\U0001F9D1\u200D\U0001F4BB",  # technologist
    "\U0001F469\U0001F3FD\u200D\U0001F680",  # astronaut, skin tone
    "\U0001F441\uFE0F\u200D\U0001F5E8\uFE0F",  # eye in speech bubble
    "\u2764\uFE0F\u200D\U0001F525",  # heart on fire
    "\U0001F415\u200D\U0001F9BA",  # service dog
    "\U0001F9D1\U0001F3FB\u200D\U0001F91D\u200D\U0001F9D1\U0001F3FF",  # people holding hands
    "\U0001F43B\u200D\u2744\uFE0F",  # polar bear
]
TAG_FLAGS = [
    "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",  # England
    "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",  # Scotland
]
COMBINING = [chr(value) for value in range(0x0300, 0x0370)] + ["\u20DD", "\u20E3", "\u0489"]
ZERO_WIDTH_CHARACTERS = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u034F", "\u180E",
                         "\u2061", "\u2062", "\u2063", "\u2064", "\U000E0001", "\U000E0020"]
VIRAMAS = ["\u094D", "\u09CD", "\u0A4D", "\u0ACD", "\u0B4D", "\u0BCD", "\u0C4D", "\u0CCD", "\u0D4D"]
DEVANAGARI_CONSONANTS = [chr(value) for value in range(0x0915, 0x093A)]
DEVANAGARI_SPACING_MARKS = ["\u093E", "\u093F", "\u0940", "\u0949", "\u094A", "\u094B", "\u094C", "\u0903"]


def ranges_of(table):
    return table[UNICODE_VERSION] if isinstance(table, dict) else table


def edge_cases():
    """Each range of each table: its first and last code point and their neighbours."""
    cases = []
    tables = [("zero", ZERO_WIDTH[UNICODE_VERSION]), ("wide", WIDE_EASTASIAN[UNICODE_VERSION]),
              ("ambiguous", AMBIGUOUS_EASTASIAN[UNICODE_VERSION])]
    for name, table in tables:
        for low, high in table:
            for value in {low - 1, low, high, high + 1}:
                if 0 <= value < 0x110000 and assigned(value) and not 0xD800 <= value <= 0xDFFF:
                    # A mark is measured after a base, as it is shown.
                    base = "a" if unicodedata2.category(chr(value)) in ("Mn", "Me", "Mc") else ""
                    cases.append((f"table-{name}", base + chr(value)))
    for low, high in CATEGORY_MC[UNICODE_VERSION]:
        for value in {low, high}:
            cases.append(("spacing-mark", "\u0915" + chr(value)))
    for value in sorted(code_points(VS16_NARROW_TO_WIDE["9.0.0"])):
        cases.append(("vs16", chr(value) + "\uFE0F"))
        cases.append(("vs16", chr(value)))
        cases.append(("vs15", chr(value) + "\uFE0E"))
    return cases


def category_cases(generator):
    cases = []

    def add(category, count, make):
        for _ in range(count):
            cases.append((category, make()))

    def word(characters, low=1, high=8):
        return lambda: "".join(generator.choice(characters) for _ in range(generator.randint(low, high)))

    printable = [chr(value) for value in range(0x20, 0x7F)]
    add("ascii", 800, word(printable, 1, 24))
    latin = [chr(value) for value in range(0xC0, 0x250) if assigned(value)]
    add("latin", 800, word(latin + printable[33:59], 1, 12))
    add("latin-combining", 1000,
        lambda: "".join(generator.choice(printable[33:59]) + "".join(generator.choice(COMBINING)
                                                                     for _ in range(generator.randint(0, 3)))
                        for _ in range(generator.randint(1, 6))))
    cjk = pick(generator, [(0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x30000, 0x3134F),
                           (0xF900, 0xFAFF)], 4000)
    add("cjk", 1500, word(cjk, 1, 10))
    syllables = [chr(value) for value in range(0xAC00, 0xD7A4)]
    add("hangul", 1000, word(syllables, 1, 8))

    def jamo():
        leading = chr(generator.randint(0x1100, 0x1112))
        vowel = chr(generator.randint(0x1161, 0x1175))
        trailing = chr(generator.randint(0x11A8, 0x11C2)) if generator.random() < 0.5 else ""
        return leading + vowel + trailing
    add("hangul-jamo", 500, lambda: "".join(jamo() for _ in range(generator.randint(1, 4))))
    kana = [chr(value) for value in list(range(0x3041, 0x3097)) + list(range(0x30A1, 0x30FB))
            + list(range(0xFF66, 0xFF9E))]
    add("kana", 1000, word(kana, 1, 10))
    fullwidth = [chr(value) for value in range(0xFF01, 0xFF61)] + [chr(value) for value in range(0xFFE0, 0xFFE7)]
    add("fullwidth", 600, word(fullwidth, 1, 10))
    yi = [chr(value) for value in range(0xA000, 0xA48D)] + [chr(value) for value in range(0xA490, 0xA4C7)]
    add("yi", 400, word(yi, 1, 8))
    add("combining-marks", 600, lambda: generator.choice(["a", "e", "中", "ア"]) + "".join(
        generator.choice(COMBINING) for _ in range(generator.randint(1, 4))))
    add("zero-width", 800, lambda: generator.choice(["a", "b", "中", ""]) + generator.choice(ZERO_WIDTH_CHARACTERS)
        + generator.choice(["", "c", "가"]))
    add("spacing-mark", 600, lambda: generator.choice(DEVANAGARI_CONSONANTS) + generator.choice(DEVANAGARI_SPACING_MARKS))
    add("conjunct", 600, lambda: generator.choice(DEVANAGARI_CONSONANTS) + "\u094D" + generator.choice(DEVANAGARI_CONSONANTS)
        + generator.choice(["", "", generator.choice(DEVANAGARI_SPACING_MARKS)]))
    emoji = [chr(value) for value in code_points(WIDE_EASTASIAN[UNICODE_VERSION])
             if value >= 0x1F000 and unicodedata2.category(chr(value)) == "So"]
    add("emoji-presentation", 1500, word(emoji, 1, 6))
    vs16_bases = [chr(value) for value in sorted(code_points(VS16_NARROW_TO_WIDE["9.0.0"]))]
    add("vs16", 600, lambda: generator.choice(vs16_bases) + "\uFE0F")
    add("keycap", 60, lambda: generator.choice("0123456789#*") + "\uFE0F\u20E3")
    add("skin-tone", 800, lambda: generator.choice(MODIFIER_BASES) + generator.choice(SKIN_TONES))
    add("zwj-sequence", 400, lambda: generator.choice(ZWJ_SEQUENCES))
    add("zwj-sequence", 800, lambda: "\u200D".join(
        generator.choice(PEOPLE) + generator.choice(["", generator.choice(SKIN_TONES)])
        for _ in range(generator.randint(2, 4))))
    regional = [chr(value) for value in range(0x1F1E6, 0x1F200)]
    for first in regional:
        for second in regional:
            cases.append(("flag", first + second))
    add("flag", 100, lambda: generator.choice(TAG_FLAGS))
    ambiguous = pick(generator, AMBIGUOUS_EASTASIAN[UNICODE_VERSION], 3000)
    add("ambiguous", 1500, word(ambiguous, 1, 6))
    return cases


def atoms(cases):
    """Whole clusters that start with a base, so that concatenating them never joins two."""
    joinable = ("table-", "flag", "zero-width", "hangul-jamo")
    return [text for category, text in cases if not category.startswith(joinable)] + [
        text for category, text in cases if category == "flag" and len(text) == 2]


def deliberate_divergences():
    """Strings where TextCells measures differently from wcwidth on purpose."""
    return [("edge", text) for text in [
        "a\u200Db",  # ZWJ between letters: two clusters, both drawn
        "\u4E2D\u200D\uAC00",  # ZWJ between CJK characters
        "\u200Dc",  # a leading ZWJ does not hide the letter after it
        "a\U0001F3FD",  # a skin tone after a letter joins its cluster, which is capped at 2
        "\u1100\u1100",  # two leading jamo form one cluster, capped at 2
        "\u0600\u4E2D",  # a prepended concatenation mark joins the next character's cluster
        "\u00AE\uFE0F",  # an ambiguous character with VS16 is still one wide cell
        "\u0915\uAA7B",  # a spacing mark that UAX #29 keeps apart from its base
        "\uAA7B",  # the same mark alone
    ]]


def mixed_cases(generator, pool, count):
    return [("mixed", "".join(generator.choice(pool) for _ in range(generator.randint(2, 8))))
            for _ in range(count)]


def grapheme_clusters(text):
    """wcwidth's grapheme clusters, with one repair: after a Control character (such as U+00AD)
    it starts a new cluster at each regional indicator instead of pairing them (UAX #29 GB12)."""
    clusters = []
    for cluster in wcwidth.iter_graphemes(text):
        if (clusters and len(cluster) == 1 and len(clusters[-1]) == 1
                and 0x1F1E6 <= ord(cluster) <= 0x1F1FF and 0x1F1E6 <= ord(clusters[-1]) <= 0x1F1FF
                and (len(clusters) < 2 or not 0x1F1E6 <= ord(clusters[-2][-1]) <= 0x1F1FF)):
            clusters[-1] += cluster
        else:
            clusters.append(cluster)
    return clusters


def modelled_width(text, ambiguous_width):
    """TextCells' rules: each grapheme cluster measured on its own, a spacing mark that stands
    alone takes its column, and no cluster is wider than 2."""
    total = 0
    for cluster in grapheme_clusters(text):
        width = wcwidth.width(cluster, control_codes="ignore", ambiguous_width=ambiguous_width)
        if len(cluster) == 1 and unicodedata2.category(cluster) == "Mc":
            width = 1
        total += min(width, 2)
    return total


def divergence_reason(text):
    reasons = []
    for cluster in grapheme_clusters(text):
        if wcwidth.width(cluster, control_codes="ignore", ambiguous_width=2) > 2:
            reasons.append("a cluster is never wider than 2")
        if len(cluster) == 1 and unicodedata2.category(cluster) == "Mc":
            reasons.append("a spacing mark that UAX #29 keeps apart from its base takes its column")
    if not reasons:
        reasons.append("wcwidth measures across grapheme clusters (it hides whatever follows a ZWJ); "
                       "TextCells measures each cluster Swift's grapheme breaking gives")
    return "; ".join(sorted(set(reasons)))


def write_fixture(cases):
    lines = [
        f"# Display-width reference: wcwidth {WCWIDTH_VERSION}'s width(), Unicode {UNICODE_VERSION}, seed {SEED}.",
        "# Generated by Scripts/UnicodeWidth/generate.py; do not edit.",
        "# category<TAB>width<TAB>width with East Asian Ambiguous wide<TAB>scalars (hex)",
    ]
    divergences = [
        "# Where TextCells' display width knowingly differs from wcwidth's (see Sources/TextCells/TextCells.docc/Text.md).",
        "# Generated by Scripts/UnicodeWidth/generate.py; do not edit.",
        "# scalars (hex)<TAB>TextCells' width<TAB>with East Asian Ambiguous wide<TAB>reason",
    ]
    seen = set()
    for category, text in cases:
        if text in seen or not text:
            continue
        seen.add(text)
        narrow = wcwidth.width(text, control_codes="ignore")
        wide = wcwidth.width(text, control_codes="ignore", ambiguous_width=2)
        scalars = " ".join(f"{ord(character):04X}" for character in text)
        lines.append(f"{category}\t{narrow}\t{wide}\t{scalars}")
        ours = (modelled_width(text, 1), modelled_width(text, 2))
        if ours != (narrow, wide):
            divergences.append(f"{scalars}\t{ours[0]}\t{ours[1]}\t{divergence_reason(text)}")
    with open(FIXTURE_PATH, "w", encoding="ascii") as output:
        output.write("\n".join(lines) + "\n")
    with open(DIVERGENCES_PATH, "w", encoding="ascii") as output:
        output.write("\n".join(divergences) + "\n")
    return len(seen)


def main():
    check_versions()
    range_count = write_table(build_flags())
    generator = random.Random(SEED)
    cases = edge_cases() + category_cases(generator) + deliberate_divergences()
    cases += mixed_cases(generator, atoms(cases), 9000)
    count = write_fixture(cases)
    if count < MINIMUM_FIXTURE_SIZE:
        sys.exit(f"only {count} distinct strings; the test needs {MINIMUM_FIXTURE_SIZE}")
    print(f"{TABLE_PATH}: {range_count} ranges")
    print(f"{FIXTURE_PATH}: {count} strings")


if __name__ == "__main__":
    main()
