import CellFactoryTesting
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the real `mixed-list` executable, as a user would.
@Suite("mixed-list process")
struct MixedListProcessTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ arguments: [String], input: String? = nil, readOneLine: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("mixed-list")
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        // Standard input is a file: the program draws rows while it reads, so a producer writing
        // to a pipe while nobody reads the output would wait for ever on a full pipe.
        let inputFile = try temporaryFile("process-input-\(UUID().uuidString)", Data((input ?? "").utf8))
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let standardInput = try FileHandle(forReadingFrom: inputFile)
        defer { try? standardInput.close() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        var outputData = Data()
        if readOneLine {
            // Read a little, then close the pipe, as `| head -n 1` does.
            outputData = output.fileHandleForReading.readData(ofLength: 100)
            try output.fileHandleForReading.close()
        } else {
            outputData = output.fileHandleForReading.readDataToEndOfFile()
        }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test("with a terminal on standard input and no FILE, the executable prints the built-in list")
    func defaultList() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("default-\(UUID()).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let program = productsDirectory().appendingPathComponent("mixed-list").path
        // Standard input is the pseudo-terminal, standard output a file.
        let session = try TerminalSession(
            "/bin/sh", ["-c", "exec '\(program)' --width 80 > '\(output.path)'"], lines: 12, columns: 40)
        #expect(session.exitStatus() == 0)
        expectSnapshot(try String(contentsOf: output, encoding: .utf8), named: "default-list-80")
    }

    @Test("printf '7\\n' | mixed-list: without FILE, a pipe on standard input is read")
    func pipeWithoutFile() throws {
        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("mixed-list")
        process.arguments = ["--width", "20"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("7\n".utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == "         7 [vibrate]\n")
    }

    @Test("reads standard input with -")
    func standardInput() throws {
        let outcome = try run(["-", "--width", "20"], input: "[1]")
        #expect(outcome.status == 0)
        #expect(outcome.output == "         1 [vibrate]\n")
    }

    @Test("exit statuses: 1 for bad input, 2 for bad usage, with messages on standard error")
    func statuses() throws {
        let missing = try run(["/nonexistent/list.json"])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(
            missing.errors == "mixed-list: /nonexistent/list.json: cannot read: No such file or directory\n")
        let usage = try run(["--width", "0"])
        #expect(usage.status == 2)
        #expect(usage.errors.hasPrefix("mixed-list: --width must be"))
    }

    @Test("a reader that closes early ends the program quietly with status 0")
    func brokenPipe() throws {
        let items = (0..<200_000).map(String.init).joined(separator: ",")
        let outcome = try run(["-", "--width", "40"], input: "[\(items)]", readOneLine: true)
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
    }

    // In the executable, not in memory: Swift Testing records a backtrace for every error thrown
    // in the test process, and Foundation's decoder throws while it tries each JSON type.
    @Test("1,000,000 elements: 1,000,000 rows; a reader that stops after one line ends it quietly")
    func millionElements() throws {
        let url = try temporaryFile("million.json", millionElementJSON())
        defer { try? FileManager.default.removeItem(at: url) }
        let outcome = try run([url.path, "--width", "20"])
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
        var output = outcome.output
        let lines = output.withUTF8 { bytes in bytes.count(where: { $0 == UInt8(ascii: "\n") }) }
        #expect(lines == 1_000_000)
        #expect(String(outcome.output.suffix(42)) == "    999998 [vibrate]\nn999999             \n")
        let closedEarly = try run([url.path, "--width", "20"], readOneLine: true)
        #expect(closedEarly.status == 0)
        #expect(closedEarly.errors.isEmpty)
    }

    @Test("a full disk (/dev/full): a message on standard error and status 1, no retry loop")
    func fullDisk() throws {
        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("mixed-list")
        let input = try temporaryFile("full-disk-\(UUID().uuidString).jsonl", Data("1\n2\n".utf8))
        defer { try? FileManager.default.removeItem(at: input) }
        process.arguments = ["--width", "80", input.path]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "mixed-list: cannot write output: No space left on device\n")
    }
}
