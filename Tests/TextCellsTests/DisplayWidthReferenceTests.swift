import Foundation
import TestSupport
import Testing

@testable import TextCells

/// Compares `DisplayWidth` with an external reference on every string of
/// `Fixtures/display-width-reference.txt`, which Scripts/UnicodeWidth/generate.py wrote with
/// the pinned `wcwidth` package. Differences are allowed only when listed, with their reason, in
/// `Fixtures/display-width-divergences.txt`.
@Suite struct DisplayWidthReferenceTests {
    struct Case {
        let category: String
        let text: String
        let narrow: Int
        let wide: Int
        let hex: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func lines(of name: String) throws -> [Substring] {
        let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    static func string(fromHex hex: some StringProtocol) -> String? {
        var scalars = String.UnicodeScalarView()
        for field in hex.split(separator: " ") {
            guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    static func cases() throws -> [Case] {
        try lines(of: "display-width-reference.txt").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let narrow = Int(fields[1]), let wide = Int(fields[2]),
                let text = string(fromHex: fields[3])
            else { throw FixtureError(line: String(line)) }
            return Case(
                category: String(fields[0]), text: text, narrow: narrow, wide: wide, hex: String(fields[3]))
        }
    }

    /// The allowed divergences: scalars (hex) → our widths, narrow and with ambiguous wide.
    static func allowed() throws -> [String: (narrow: Int, wide: Int)] {
        var allowed: [String: (narrow: Int, wide: Int)] = [:]
        for line in try lines(of: "display-width-divergences.txt") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let narrow = Int(fields[1]), let wide = Int(fields[2]),
                !fields[3].isEmpty
            else { throw FixtureError(line: String(line)) }
            allowed[String(fields[0])] = (narrow, wide)
        }
        return allowed
    }

    struct FixtureError: Error {
        let line: String
    }

    @Test func theFixtureHasEnoughStringsOfEveryCategory() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 25_000)
        let categories = Set(cases.map(\.category))
        for category in [
            "cjk", "hangul", "kana", "fullwidth", "yi", "combining-marks", "zero-width", "spacing-mark",
            "emoji-presentation", "vs16", "zwj-sequence", "skin-tone", "flag", "ambiguous", "mixed",
        ] {
            #expect(categories.contains(category), "no \(category) strings")
        }
    }

    @Test func everyStringMeasuresAsTheReferenceDoesOrAsItsListedDivergenceSays() throws {
        let allowed = try Self.allowed()
        var unexpected: [String] = []
        var listedAndSeen = 0
        for testCase in try Self.cases() {
            let expected = allowed[testCase.hex] ?? (testCase.narrow, testCase.wide)
            if allowed[testCase.hex] != nil { listedAndSeen += 1 }
            let narrow = DisplayWidth.of(testCase.text)
            let wide = DisplayWidth.of(testCase.text, ambiguous: .wide)
            if narrow == expected.narrow && wide == expected.wide { continue }
            unexpected.append(
                "\(testCase.category)\t\(narrow)/\(wide) vs \(expected.narrow)/\(expected.wide)\t\(testCase.hex)"
            )
        }
        let report = unexpected.prefix(40).joined(separator: "\n")
        #expect(unexpected.count == 0, "unexpected widths (category, ours, expected, scalars):\n\(report)")
        #expect(listedAndSeen == allowed.count, "the allow-list names strings that are not in the fixture")
    }
}
