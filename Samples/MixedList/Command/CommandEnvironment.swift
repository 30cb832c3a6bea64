public import Foundation
import TextCells

/// Everything `mixed-list` takes from the outside world, so tests can run it in memory.
public struct CommandEnvironment {
    /// The process environment (`COLUMNS`, `NO_COLOR`).
    public var variables: [String: String]
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// The terminal's width when the output is one, or `nil`.
    public var terminalWidth: Int?
    /// Reads a file's bytes.
    public var readFile: (String) throws -> Data
    /// Reads all of standard input.
    public var readStandardInput: () throws -> Data

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - variables: The process environment.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - terminalWidth: The terminal's width, if any.
    ///   - readFile: Reads a file's bytes; by default with POSIX calls, whose failures carry the
    ///     system's reason.
    ///   - readStandardInput: Reads all of standard input.
    public init(
        variables: [String: String] = [:],
        outputIsTerminal: Bool = false,
        terminalWidth: Int? = nil,
        readFile: ((String) throws -> Data)? = nil,
        readStandardInput: @escaping () throws -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) {
        self.variables = variables
        self.outputIsTerminal = outputIsTerminal
        self.terminalWidth = terminalWidth
        self.readFile = readFile ?? { path in try FileReader.read(path) }
        self.readStandardInput = readStandardInput
    }

    /// The real process: its environment, its standard input and output, and its files.
    public static func process() -> CommandEnvironment {
        let isTerminal = Terminal.isTerminal(1)
        return CommandEnvironment(
            variables: ProcessInfo.processInfo.environment,
            outputIsTerminal: isTerminal,
            terminalWidth: isTerminal ? Terminal.windowColumns(1) : nil
        )
    }
}
