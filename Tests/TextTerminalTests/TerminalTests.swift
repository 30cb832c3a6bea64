import CellFactory
import Foundation
import TestSupport
import Testing

@testable import TextCells
@testable import TextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Terminal")
struct TerminalTests {
    @Test("a run's error names the failed call and its error number")
    func runErrors() {
        let terminal = InteractiveRunError.terminal(TerminalError("tcgetattr", code: ENOTTY))
        #expect(terminal.description == "tcgetattr failed: errno \(ENOTTY)")
    }

    @Test("width: explicit, else COLUMNS, else the terminal's, else 80")
    func width() {
        #expect(Terminal.width(explicit: 33, environment: ["COLUMNS": "100"], terminalColumns: 120) == 33)
        #expect(Terminal.width(environment: ["COLUMNS": "100"], terminalColumns: 120) == 100)
        #expect(Terminal.width(environment: ["COLUMNS": "wide"], terminalColumns: 120) == 120)
        #expect(Terminal.width(environment: ["COLUMNS": "-4"], terminalColumns: nil) == 80)
        #expect(Terminal.width(environment: [:], terminalColumns: nil) == 80)
        #expect(Terminal.windowColumns(-1) == nil)
        #expect(!Terminal.isTerminal(-1))
    }

    @Test(
        "styling: only on a terminal without NO_COLOR, unless the host overrides",
        arguments: [
            (ColorMode.auto, [String: String](), true, true), (.auto, [:], false, false),
            (.auto, ["NO_COLOR": "1"], true, false), (.auto, ["NO_COLOR": ""], true, true),
            (.always, ["NO_COLOR": "1"], false, true), (.never, [:], true, false),
        ])
    func styling(mode: ColorMode, environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(Terminal.stylingEnabled(mode, environment: environment, isTerminal: isTerminal) == expected)
    }
}
