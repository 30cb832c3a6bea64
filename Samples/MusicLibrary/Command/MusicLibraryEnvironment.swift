public import Foundation
import TextCells
import TextTerminal

/// Everything `music-library` takes from the outside world, so tests can run it in memory.
public struct MusicLibraryEnvironment: Sendable {
    /// The process environment (`COLUMNS`, `NO_COLOR`).
    public var variables: [String: String]
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// The terminal's width when the output is one, or `nil`.
    public var terminalWidth: Int?
    /// The terminal's height when the output is one, or `nil`.
    public var terminalHeight: Int?
    /// The catalog file's bytes.
    public var catalogData: @Sendable () throws -> Data

    /// Creates an environment.
    public init(
        variables: [String: String] = [:],
        outputIsTerminal: Bool = false,
        terminalWidth: Int? = nil,
        terminalHeight: Int? = nil,
        catalogData: @escaping @Sendable () throws -> Data = BundledCatalogService.bundledCatalogData
    ) {
        self.variables = variables
        self.outputIsTerminal = outputIsTerminal
        self.terminalWidth = terminalWidth
        self.terminalHeight = terminalHeight
        self.catalogData = catalogData
    }

    /// The real process: its environment, its standard output, the bundled catalog.
    public static func process() -> MusicLibraryEnvironment {
        let isTerminal = Terminal.isTerminal(1)
        return MusicLibraryEnvironment(
            variables: ProcessInfo.processInfo.environment,
            outputIsTerminal: isTerminal,
            terminalWidth: isTerminal ? Terminal.windowColumns(1) : nil,
            terminalHeight: isTerminal ? Terminal.windowLines(1) : nil
        )
    }
}
