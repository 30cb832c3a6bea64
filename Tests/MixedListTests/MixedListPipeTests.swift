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

/// Runs the real `mixed-list` at the end of a pipe whose producer waits to see each row before it
/// writes the next record, as `tail -f events.jsonl | mixed-list -` does.
@Suite("mixed-list reading a pipe")
struct MixedListPipeTests {
    /// A running `mixed-list` with its three standard streams in the test's hands.
    final class Running {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let errors = Pipe()
        private(set) var outputText = ""

        init(_ arguments: [String]) throws {
            process.executableURL = productsDirectory().appendingPathComponent("mixed-list")
            process.arguments = arguments
            process.environment = ["PATH": "/usr/bin:/bin"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// Writes to the program's standard input.
        func send(_ text: String) {
            input.fileHandleForWriting.write(Data(text.utf8))
        }

        /// Reads standard output until it contains `text`, for at most `seconds`.
        ///
        /// - Returns: Whether `text` arrived in time.
        func waitForOutput(containing text: String, seconds: Int = 20) -> Bool {
            let descriptor = output.fileHandleForReading.fileDescriptor
            let deadline = ContinuousClock.now + .seconds(seconds)
            while !outputText.contains(text) && ContinuousClock.now < deadline {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&request, 1, 100) > 0 else { continue }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                outputText += String(decoding: chunk, as: UTF8.self)
            }
            return outputText.contains(text)
        }

        /// Ends the input and waits for the program: its status, all its output and its errors.
        func finish() throws -> (status: Int32, output: String, errors: String) {
            try input.fileHandleForWriting.close()
            outputText += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, outputText, errorText)
        }
    }

    @Test(
        "each row is on standard output before the producer writes the next record",
        arguments: [
            (
                [
                    #"{"type":"account","name":"First"}"# + "\n",
                    #"{"type":"account","name":"Second"}"# + "\n",
                ], "list"
            ),
            (
                [
                    #"[{"type":"account","name":"First"},"# + "\n",
                    #"{"type":"account","name":"Second"}]"# + "\n",
                ], "list"
            ),
            (
                [
                    #"{"type":"account","name":"First"}"# + "\n",
                    #"{"type":"account","name":"Second"}"# + "\n",
                ], "flow"
            ),
        ])
    func rowBeforeNextRecord(records: [String], layout: String) throws {
        let running = try Running(["-", "--width", "40", "--layout", layout])
        running.send(records[0])
        let firstShown = running.waitForOutput(containing: "First")
        #expect(firstShown, "the first row did not appear while the producer waited")
        running.send(records[1])
        let secondShown = running.waitForOutput(containing: "Second")
        #expect(secondShown)
        let end = try running.finish()
        #expect(end.status == 0)
        #expect(end.errors.isEmpty)
        #expect(
            end.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
                "First", "Second",
            ])
    }

    @Test("a malformed record ends the run; the rows before it stay written")
    func stopsAtMalformedRecord() throws {
        let running = try Running(["-", "--width", "30"])
        running.send(#"{"type":"account","name":"Kept"}"# + "\n")
        #expect(running.waitForOutput(containing: "Kept"))
        running.send(#"{"type":"account","name":42}"# + "\n" + #"{"type":"account","name":"Never"}"# + "\n")
        let end = try running.finish()
        #expect(end.status == 1)
        #expect(end.output == "Kept                          \n")
        #expect(
            end.errors
                == "mixed-list: <stdin>:2:1: element 1: field \"name\": expected a string, found a number\n")
    }

    @Test("--keep-going shows a malformed record as a row and goes on; the status is still 1")
    func keepGoing() throws {
        let running = try Running(["-", "--width", "60", "--keep-going"])
        running.send(#"{"type":"account","name":"A"}"# + "\n" + "{bad\n")
        #expect(running.waitForOutput(containing: "[element 1 at 2:2: "))
        running.send(#"{"type":"account","name":"B"}"# + "\n")
        let end = try running.finish()
        #expect(end.status == 1)
        let rows = end.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == 3)
        #expect(rows.first == "A")
        #expect(rows.last == "B")
        #expect(end.errors.hasSuffix("mixed-list: <stdin>: 1 malformed element was shown as a row\n"))
    }
}
