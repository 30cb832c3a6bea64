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
    @Test("a list that cannot draw is an error of its own, with the render's message and no errno")
    func runErrors() {
        let render = InteractiveRunError.render(.invalidWidth(0))
        #expect(render.description == "cannot draw the list: " + RenderError.invalidWidth(0).description)
        #expect(!render.description.contains("errno"))
        let terminal = InteractiveRunError.terminal(TerminalError("tcgetattr", code: ENOTTY))
        #expect(terminal.description == "tcgetattr failed: errno \(ENOTTY)")
        #expect(render != terminal)
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
