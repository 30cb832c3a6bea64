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
    private func start(_ arguments: [String] = []) throws -> TerminalSession {
        let program = productsDirectory(containing: "music-library").appendingPathComponent("music-library")
            .path
        return try TerminalSession(
            program, ["--interactive", "--delay", "0"] + arguments, lines: 12, columns: 64)
    }

    @Test("search as you type, select a track and an album, quit with q")
    func searchSelectQuit() throws {
        let session = try start()
        let before = session.modesBeforeStart
        // 3 albums under their heading, and 37 tracks under theirs: headings are not counted, and
        // the first album, not its heading, is highlighted.
        #expect(
            session.waitForScreen {
                $0.first == "  Albums (3)" + String(repeating: " ", count: 52)
                    && $0[1].hasPrefix("> ") && $0.last?.hasSuffix(" 40/40") == true
            })
        #expect(session.screen.cursorLine == 1)
        // Each album's artwork loads once its row is on screen, and the row is drawn again.
        #expect(session.waitForScreen { !$0.joined().contains("······") })

        session.pty.type("/numb")
        #expect(session.waitForScreen { $0[3].hasPrefix("> 13  Numb ") == true })
        // The albums' heading went with their matches; the tracks' shows above the one match,
        // with the table's header under it, and the match's characters in the title column.
        #expect(session.screen.visibleLines.first?.hasPrefix("  Tracks (37)") == true)
        #expect(session.screen.visibleLines[1].hasPrefix("   #  Title ") == true)
        #expect(session.screen.visibleLines[2].hasPrefix("  --  -----") == true)
        #expect(session.screen.visibleLines[3].contains(" Meteora "))
        #expect(session.screen.visibleLines[3].hasSuffix(" 3:07"))
        #expect(session.screen.visibleLines.last?.hasPrefix("/numb_") == true)
        #expect(session.screen.visibleLines.last?.hasSuffix(" 1/40") == true)
        // Enter closes the query line, and Enter plays the track.
        session.pty.type("\r\r")
        #expect(session.waitForScreen { $0.last?.hasPrefix("play: Numb — Meteora") == true })
        // Esc shows everything again from the top; down and Enter open the first album.
        session.pty.type("\u{1B}")
        #expect(
            session.waitForScreen {
                $0.last?.hasSuffix(" 40/40") == true && $0.first?.hasPrefix("  Albums") == true
                    && $0[1].hasPrefix("> ")
            })
        session.pty.type("\r")
        #expect(session.waitForScreen { $0.last?.hasPrefix("openAlbum: Hybrid Theory") == true })
        // Scrolling into the tracks: their heading stays pinned on the first line, and the
        // table's header below it.
        session.pty.type("\u{1B}[F")
        #expect(
            session.waitForScreen {
                $0.first?.hasPrefix("  Tracks (37)") == true && $0[1].hasPrefix("   #  Title ")
                    && $0[10].hasPrefix("> ")
            })
        #expect(session.screen.cursorLine == 10)

        session.pty.type("q")
        #expect(session.exitStatus() == 0)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
        #expect(session.screen.problems.isEmpty)
    }

    @Test("SEARCH on the command line is the first query; the list opens filtered by it")
    func searchArgument() throws {
        let session = try start(["numb"])
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 1/40") == true })
        #expect(session.screen.visibleLines[3].hasPrefix("> 13  Numb ") == true)
        #expect(session.screen.visibleLines.last?.hasPrefix("filter: numb") == true)
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
    }

    @Test("a catalog that fails to load: the status line says why, exit status 1 after q")
    func failedCatalog() throws {
        let session = try start(["--fail", "network"])
        #expect(session.waitForScreen { $0.last?.hasPrefix("cannot load the catalog:") == true })
        #expect(session.screen.visibleLines.last?.hasSuffix(" 0/0") == true)
        session.pty.type("q")
        #expect(session.exitStatus() == 1)
        // The terminal is given back first; then the message goes to standard error.
        #expect(session.writtenAfterLeaving?.hasPrefix("music-library: ") == true)
        #expect(!session.screen.privateModes.contains(1049))
    }

    @Test("SIGTERM ends the run with status 143 and the terminal restored")
    func sigterm() throws {
        let session = try start()
        let before = session.modesBeforeStart
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 40/40") == true })
        kill(session.pid, SIGTERM)
        #expect(session.exitStatus() == 128 + SIGTERM)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
    }
}
