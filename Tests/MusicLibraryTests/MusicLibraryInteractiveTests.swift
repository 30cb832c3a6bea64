import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `music-library --interactive` on a real pseudo-terminal: the search is the filter, Enter
/// opens an album or plays a track, and the terminal is restored however the program ends.
@Suite("music-library --interactive on a pseudo-terminal", .serialized)
struct MusicLibraryInteractiveTests {
    private func start() throws -> TerminalSession {
        let program = productsDirectory(containing: "music-library").appendingPathComponent("music-library")
            .path
        return try TerminalSession(program, ["--interactive", "--delay", "0"], lines: 12, columns: 64)
    }

    @Test("search as you type, select a track and an album, quit with q")
    func searchSelectQuit() throws {
        let session = try start()
        let before = session.pty.modes
        #expect(
            session.waitForScreen {
                $0.first?.trimmingCharacters(in: .whitespaces) == "Albums (3)"
                    && $0.last?.hasSuffix("1/40") == true
            })

        session.pty.type("/numb")
        #expect(session.waitForScreen { $0.contains { $0.hasPrefix(#"Tracks matching "numb" (1)"#) } })
        #expect(session.screen.visibleLines.last?.hasPrefix("/numb_") == true)
        // Enter closes the search line; End selects the one track, and Enter plays it.
        session.pty.type("\r\u{1B}[F\r")
        #expect(session.waitForScreen { $0.last?.hasPrefix("play: Numb — Meteora") == true })
        // Esc shows everything again, still on the selected track; Home and Enter open the
        // first album.
        session.pty.type("\u{1B}")
        #expect(session.waitForScreen { $0.last?.hasSuffix("28/40") == true })
        #expect(session.screen.visibleLines.contains { $0.hasPrefix("> 13 Numb  Meteora") })
        session.pty.type("\u{1B}[H\r")
        #expect(session.waitForScreen { $0.last?.hasPrefix("openAlbum: Hybrid Theory") == true })

        session.pty.type("q")
        #expect(session.exitStatus() == 0)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
        #expect(session.screen.problems.isEmpty)
    }

    @Test("SIGTERM ends the run with status 143 and the terminal restored")
    func sigterm() throws {
        let session = try start()
        let before = session.pty.modes
        #expect(session.waitForScreen { $0.last?.hasSuffix("1/40") == true })
        kill(session.pid, SIGTERM)
        #expect(session.exitStatus() == 128 + SIGTERM)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
    }
}
