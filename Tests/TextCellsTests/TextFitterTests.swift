import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

@Suite("Fitting text into columns")
struct TextFitterTests {
    @Test("a mark, joiner or skin tone right after a tab gets a dotted circle, not the tab's last space")
    func attachingAfterTab() {
        // Found by fuzzing: a skin tone joined the tab's last space, and the line was a column short.
        for attaching in ["\u{1F3FC}", "\u{301}", "\u{200D}", "\u{FE0F}"] {
            let fitted = TextFitter.fit("a\t" + attaching + "b", columns: 14)
            #expect(fitted.hasPrefix("a       \u{25CC}" + attaching + "b"), "\(fitted.debugDescription)")
            #expect(DisplayWidth.of(fitted) == 14, "\(fitted.debugDescription)")
            // At the start of a line too, measured as the one cluster it makes with the circle.
            let leading = TextFitter.fit(attaching + "b", columns: 6)
            #expect(leading.hasPrefix("\u{25CC}" + attaching + "b"))
            #expect(DisplayWidth.of(leading) == 6, "\(leading.debugDescription)")
        }
    }

    @Test(
        "short text is padded by alignment",
        arguments: [
            (HorizontalAlignment.leading, "ab    "), (.center, "  ab  "), (.trailing, "    ab"),
        ])
    func padding(alignment: HorizontalAlignment, expected: String) {
        #expect(TextFitter.fit("ab", columns: 6, alignment: alignment) == expected)
        #expect(TextFitter.fit("王", columns: 4, alignment: alignment).count == 3)
    }

    @Test("an odd leftover column goes to the right when centred")
    func centreOdd() {
        #expect(TextFitter.fit("ab", columns: 5, alignment: .center) == " ab  ")
        #expect(TextFitter.fit("王", columns: 5, alignment: .center) == " 王  ")
    }

    @Test(
        "long text is cut with a one-column ellipsis, never splitting a cluster; a straddling wide character becomes a space",
        arguments: [
            ("Account number one", 8, "Account…"), ("exact", 5, "exact"), ("exactly", 5, "exac…"),
            ("王小明先生", 6, "王小 …"), ("王小明先生", 7, "王小明…"), ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 3, "👨‍👩‍👧‍👦…"),
            ("🇯🇵🇫🇷", 3, "🇯🇵…"), ("🇯🇵🇫🇷", 4, "🇯🇵🇫🇷"), ("🇯🇵🇫🇷a", 4, "🇯🇵 …"), ("abc", 1, "…"), ("abc", 0, ""),
            ("王", 1, "…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"), ("हिन्दी", 3, "हि…"),
        ])
    func truncation(text: String, columns: Int, expected: String) {
        let fitted = TextFitter.fit(text, columns: columns)
        #expect(fitted == expected)
        #expect(DisplayWidth.of(fitted) == max(columns, 0))
    }

    @Test("East Asian Ambiguous characters take two columns when asked")
    func ambiguous() {
        #expect(TextFitter.fit("①②", columns: 4) == "①②  ")
        #expect(TextFitter.fit("①②", columns: 4, ambiguous: .wide) == "①②")
        #expect(TextFitter.fit("①②③", columns: 4, ambiguous: .wide) == "①…")
        #expect(TextFitter.fit("abc", columns: 1, ambiguous: .wide) == ".")
    }

    @Test(
        "tabs expand to the next multiple of eight columns",
        arguments: [
            ("a\tb", 12, "a       b   "), ("\tx", 10, "        x "), ("王\tx", 10, "王      x "),
            ("abcdefgh\ti", 12, "abcdefgh        i"), ("a\tb", 5, "a   …"),
        ])
    func tabs(text: String, columns: Int, expected: String) {
        let fitted = TextFitter.fit(text, columns: columns)
        if DisplayWidth.of(expected) == columns { #expect(fitted == expected) }
        #expect(DisplayWidth.of(fitted) == columns)
        #expect(!fitted.contains("\t"))
    }

    @Test("a newline on one line is shown escaped, as are the other controls")
    func newlineOnOneLine() {
        #expect(TextFitter.fit("two\nlines", columns: 12) == "two^Jlines  ")
        #expect(TextFitter.fit("crlf\r\n", columns: 8) == "crlf^M^J")
        let fitted = TextFitter.fit("\u{1B}[31mred", columns: 12)
        #expect(fitted == "^[[31mred   ")
        #expect(DisplayWidth.of(fitted) == 12)
    }

    @Test("text that would merge with its neighbours gets a dotted-circle base or a trailing space")
    func seams() {
        #expect(TextFitter.fit("\u{301}x", columns: 4) == "\u{25CC}\u{301}x  ")
        #expect(TextFitter.fit("\u{FE0F}", columns: 2) == "\u{25CC}\u{FE0F} ")
        #expect(TextFitter.fit("👨\u{200D}", columns: 4) == "👨\u{200D}  ")
        #expect(TextFitter.fit("🇫", columns: 3) == "🇫 ")
        #expect(TextFitter.fit("🇫", columns: 2) == " …")
        #expect(TextFitter.fit("\u{1100}", columns: 3) == "\u{1100} ")
    }

    @Test("fitted text is exactly as wide as asked, whatever the text", arguments: [1, 2, 3, 7, 20])
    func exactWidth(columns: Int) {
        var generator = SeededGenerator(seed: UInt64(columns))
        for _ in 0..<500 {
            let text = HostileText.random(using: &generator)
            for ambiguous in [AmbiguousWidth.narrow, .wide] {
                let fitted = TextFitter.fit(text, columns: columns, ambiguous: ambiguous)
                #expect(
                    DisplayWidth.of(fitted, ambiguous: ambiguous) == columns,
                    "seed \(generator.seed): \(text.debugDescription)")
                #expect(!HostileText.containsRawControl(fitted))
            }
        }
    }
}

@Suite("Wrapping text")
struct TextWrapTests {
    @Test(
        "lines break between words, and a word longer than a line between clusters",
        arguments: [
            ("the quick brown fox", 10, ["the quick", "brown fox"]),
            ("a verylongwordhere b", 6, ["a very", "longwo", "rdhere", "b"]),
            ("王小明先生你好", 5, ["王小", "明先", "生你", "好"]),
            ("one two", 20, ["one two"]), ("a  b", 10, ["a  b"]),
            ("  indented text", 12, ["  indented", "text"]),
            ("👨‍👩‍👧‍👦 family 🇯🇵", 8, ["👨‍👩‍👧‍👦", "family", "🇯🇵"]), ("", 5, [""]),
        ])
    func words(text: String, columns: Int, expected: [String]) {
        let lines = TextFitter.wrap(text, columns: columns)
        #expect(lines == expected)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
    }

    @Test("newlines (LF and CR LF) break lines; empty lines are kept")
    func newlines() {
        #expect(TextFitter.wrap("one\ntwo\r\nthree", columns: 10) == ["one", "two", "three"])
        #expect(TextFitter.wrap("a\n\nb", columns: 5) == ["a", "", "b"])
        #expect(TextFitter.wrap("lone\rcarriage", columns: 20) == ["lone^Mcarriage"])
    }

    @Test("a cluster wider than the line goes on a line of its own, and nothing hangs")
    func tooNarrow() {
        #expect(TextFitter.wrap("王x", columns: 1) == ["王", "x"])
        #expect(TextFitter.wrap("anything", columns: 0).isEmpty)
        #expect(TextFitter.wrap(String(repeating: "长", count: 1000), columns: 3).count == 1000)
    }

    @Test("tabs expand from the start of their paragraph")
    func tabs() {
        #expect(TextFitter.wrap("a\tb\nc\td", columns: 20) == ["a       b", "c       d"])
    }

    @Test("every wrapped line of random text fits", arguments: [1, 2, 5, 13, 40])
    func randomText(columns: Int) {
        var generator = SeededGenerator(seed: 100 + UInt64(columns))
        for _ in 0..<300 {
            let text = HostileText.random(using: &generator) + " " + HostileText.random(using: &generator)
            for line in TextFitter.wrap(text, columns: columns) {
                // Only a single cluster too wide for the line (with the space that keeps it from
                // joining what follows) may be wider: fitting then cuts it to an ellipsis.
                let isOneCluster = line.count == 1 || (line.count == 2 && line.last == " ")
                #expect(
                    DisplayWidth.of(line) <= columns || isOneCluster,
                    "seed \(generator.seed): \(text.debugDescription)")
                #expect(!HostileText.containsRawControl(line))
            }
        }
    }
}
