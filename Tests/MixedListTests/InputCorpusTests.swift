import Foundation
import MixedListCommand
import TestSupport
import Testing
import TextCells

/// Input that is legal but extreme: each is rendered, one row per element. (Input that is not
/// legal is in `MixedListCommandTests.badInput`; docs/Reliability.md lists the whole corpus.)
@Suite("mixed-list input corpus")
struct InputCorpusTests {
    @Test("numbers beyond Int are records of a number; Int.min and Int.max are integers")
    func bigNumbers() {
        let run = runCommand([fixturePath("big-numbers.json"), "--width", "40"])
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == 6)
        #expect(lines[0] == "1e+20")
        #expect(lines[1] == "-9.223372036854776e+18")
        // Int.max and Int.min are whole numbers, drawn (and cut to their 20 columns) by the integer cell.
        #expect(lines[2] == "922337203… [vibrate]")
        #expect(lines[3] == "-92233720… [vibrate]")
        #expect(lines[4] == "1.5")
    }

    @Test("null elements are rows of their own, saying null")
    func nulls() {
        let run = runCommand([fixturePath("nulls.json"), "--width", "30"])
        #expect(run.status == .success)
        #expect(
            run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
                "null", "1 [vibrate]", "null",
            ])
    }

    @Test("a 10 MB name renders as one row, cut to the cell")
    func tenMegabyteString() throws {
        let name = String(repeating: "名前x", count: 2_000_000)
        let json = #"[{"type":"account","name":"\#(name)"}, 7]"#
        let url = try temporaryFile("ten-megabytes.json", Data(json.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(json.utf8.count > 10_000_000)
        let run = runCommand([url.path, "--width", "40"])
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        // 29 columns of text (a wide 名 would straddle the 30th), then the ellipsis, then padding.
        #expect(lines[0] == "名前x名前x名前x名前x名前x名前…          ")
    }
}
