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

/// `music-library --choose` on a real pseudo-terminal, standard output to a file: the chosen
/// albums and tracks come out as JSON Lines, in catalog order.
@Suite("music-library --choose on a pseudo-terminal", .serialized)
struct MusicLibraryChooseTests {
    private func run(_ arguments: [String], keys: (TerminalSession) -> Void) throws -> (Int32?, String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("music-\(UUID()).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let program = productsDirectory(containing: "music-library").appendingPathComponent("music-library")
            .path
        let quoted = ([program, "--delay", "0"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let session = try TerminalSession(
            "/bin/sh", ["-c", "exec \(quoted) > '\(output.path)'"], lines: 16, columns: 64)
        keys(session)
        let status = session.exitStatus()
        return (status, (try? String(contentsOf: output, encoding: .utf8)) ?? "<none>")
    }

    @Test("--multi: an album and a track, marked, come out as JSON Lines in catalog order")
    func albumAndTrack() throws {
        let (status, written) = try run(["--choose", "--multi", "meteora"]) { session in
            #expect(
                session.waitForScreen { $0.last?.hasSuffix("/40") == true && $0.last?.contains("⠋") != true })
            // The album is the best match; the first track follows it: mark the track, then the album.
            session.pty.type("\u{1B}[B\t")
            #expect(session.waitForScreen { $0.last?.hasSuffix(" (1)") == true })
            session.pty.type("\u{1B}[H\t\r")
        }
        #expect(status == 0)
        #expect(
            written == #"{"id":"meteora","title":"Meteora","tracks":13,"type":"album","year":2003}"# + "\n"
                + #"{"album":"Meteora","number":1,"seconds":13,"title":"Foreword","type":"track"}"# + "\n")
    }

    @Test("a bracketed paste is the query, its line break a space not Enter; then Enter chooses")
    func pastedQuery() throws {
        let (status, written) = try run(["--choose"]) { session in
            #expect(session.waitForScreen { $0.last?.hasSuffix("/40") == true })
            #expect(session.screen.privateModes.contains(2004))
            session.pty.type("\u{1B}[200~forew\nord\u{1B}[201~")
            #expect(session.waitForScreen { $0.last?.hasSuffix(" 1/40") == true })
            session.pty.type("\r")
        }
        #expect(status == 0)
        #expect(
            written == #"{"album":"Meteora","number":1,"seconds":13,"title":"Foreword","type":"track"}"#
                + "\n")
    }

    @Test("q writes nothing and exits 130")
    func nothingChosen() throws {
        let (status, written) = try run(["--choose"]) { session in
            #expect(session.waitForScreen { $0.last?.hasSuffix("/40") == true })
            session.pty.type("q")
        }
        #expect(status == 130)
        #expect(written == "")
    }
}
