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

/// `InteractiveTerminal.run` in this process, on a pseudo-terminal opened by path: the ways out
/// that a program cannot easily be driven into from outside.
@MainActor
@Suite("Interactive terminal: end of input and errors restore everything", .serialized)
struct InteractiveTerminalTests {
    private func makeList() throws -> InteractiveList {
        let list = InteractiveList(view: try makeView(), width: 20, height: 10)
        list.append(contentsOf: (1...40).map { Score(points: $0) })
        list.finishInput()
        return list
    }

    @Test("the terminal closing ends the run with endOfInput")
    func endOfInput() async throws {
        let pty = try PseudoTerminal()
        pty.setSize(lines: 10, columns: 20)
        let before = pty.modes
        let list = try makeList()
        let run = Task { try await InteractiveTerminal.run(list, terminal: pty.path) }
        var screen = VirtualTerminal(height: 10)
        func waitForStatus(_ suffix: String) async {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, !(screen.visibleLines.last?.hasSuffix(suffix) ?? false) {
                await Task.yield()
                screen.apply(String(decoding: pty.readAvailable(), as: UTF8.self))
            }
        }
        await waitForStatus("1/40")
        #expect(screen.visibleLines.first == ">    1 pts")
        #expect(!sameModes(pty.modes, before))
        pty.type("j")
        await waitForStatus("2/40")
        pty.closeController()
        #expect(try await run.value == .endOfInput)
        // A closed terminal's modes can no longer be read; they are put back by the same code
        // as on the other ways out, whose modes the end-to-end tests compare.
        #expect(list.model.selection == 1)
    }

    @Test("a descriptor that is not a terminal is a clear error, and the signals are put back")
    func notATerminal() async throws {
        let list = try makeList()
        do {
            _ = try await InteractiveTerminal.run(list, terminal: "/dev/null")
            Issue.record("ran on /dev/null")
        } catch {
            #expect(error == .terminal(TerminalError("tcgetattr", code: ENOTTY)))
            #expect(error.description == "tcgetattr failed: errno \(ENOTTY)")
        }
        // The handlers were uninstalled: a second run can install them again.
        do {
            _ = try await InteractiveTerminal.run(list, terminal: "/no/such/terminal")
            Issue.record("ran on a missing path")
        } catch {
            #expect(error == .terminal(TerminalError("open /no/such/terminal", code: ENOENT)))
        }
        do {
            _ = try await InteractiveTerminal.run(list, terminal: "/dev/null")
        } catch {
            guard case .terminal(let failure) = error else {
                Issue.record("not a terminal error: \(error)")
                return
            }
            #expect(failure.operation == "tcgetattr")
        }
    }
}
