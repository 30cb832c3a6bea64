import CellFactoryTesting
import Foundation
import MixedListCommand
import TestSupport
import Testing
import TextCells

@Suite("mixed-list with international and hostile text")
struct InternationalTextTests {
    static let corpora = ["international", "hostile"]

    @Test("golden output at widths 20, 40 and 80", arguments: corpora, ["list", "flow"])
    func golden(corpus: String, layout: String) {
        for width in [20, 40, 80] {
            let run = runCommand([
                fixturePath("\(corpus).json"), "--layout", layout, "--width", String(width),
            ])
            #expect(run.status == .success)
            expectSnapshot(run.output, named: "\(corpus)-\(layout)-\(width)")
        }
    }

    @Test("with East Asian Ambiguous characters wide, as a CJK terminal draws them")
    func ambiguousWide() {
        let run = runCommand([fixturePath("international.json"), "--ambiguous", "wide", "--width", "40"])
        #expect(run.status == .success)
        expectSnapshot(run.output, named: "international-list-40-ambiguous-wide")
        #expect(runCommand(["--ambiguous", "double"]).status == .usage)
    }

    @Test("list layout: every line has exactly the output width, at every width", arguments: corpora)
    func alignedColumns(corpus: String) {
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
            let option = ambiguous == .wide ? "wide" : "narrow"
            for width in 1...120 {
                let run = runCommand([
                    fixturePath("\(corpus).json"), "--ambiguous", option, "--width", String(width),
                ])
                let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(lines.count >= 18)
                let misaligned = lines.filter { DisplayWidth.of($0, ambiguous: ambiguous) != width }
                #expect(
                    misaligned.isEmpty, "width \(width), \(option): \(misaligned.map(\.debugDescription))")
                #expect(!HostileText.containsRawControl(run.output))
            }
        }
    }

    @Test("flow layout: no line is wider than the output", arguments: corpora)
    func flowFits(corpus: String) {
        for width in 1...120 {
            let run = runCommand([
                fixturePath("\(corpus).json"), "--layout", "flow", "--width", String(width),
            ])
            let lines = run.output.split(separator: "\n")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
            #expect(!HostileText.containsRawControl(run.output))
        }
    }

    @Test("hostile input: no escape sequence reaches the output, and broken UTF-8 is reported")
    func hostileInput() {
        let run = runCommand([fixturePath("hostile.json"), "--width", "60"])
        #expect(run.status == .success)
        #expect(!run.output.utf8.contains(0x1B))
        #expect(!run.output.utf8.contains { $0 < 0x20 && $0 != 0x0A })
        #expect(run.output.contains("\u{FFFD}"))
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("bytes that are not UTF-8 (the first at byte") == true)
        // With colour on, the only escape sequences are the renderer's own SGR styling.
        let styled = runCommand([fixturePath("hostile.json"), "--width", "60", "--color", "always"]).output
        let sequences = styled.split(separator: "\u{1B}").dropFirst()
        #expect(!sequences.isEmpty)
        #expect(
            sequences.allSatisfy {
                $0.hasPrefix("[")
                    && $0.prefix(while: { $0 != "m" }).allSatisfy { "[0123456789;".contains($0) }
            })
    }
}
