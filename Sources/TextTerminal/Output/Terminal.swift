import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the host's output is: a terminal or not, how wide, and whether it wants colour.
public enum Terminal {
    /// Whether a file descriptor is a terminal.
    ///
    /// - Parameter fileDescriptor: For example `STDOUT_FILENO`.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The width to render at: the explicit width, else `COLUMNS`, else the terminal's, else 80.
    ///
    /// A `COLUMNS` that is not a positive number is ignored.
    ///
    /// - Parameters:
    ///   - explicit: A width the user asked for, if any (validated by the caller).
    ///   - environment: The process environment.
    ///   - terminalColumns: The terminal's width from ``windowColumns(_:)``, or `nil` when the
    ///     output is not a terminal.
    public static func width(explicit: Int? = nil, environment: [String: String], terminalColumns: Int?)
        -> Int
    {
        if let explicit { return explicit }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        if let terminalColumns, terminalColumns > 0 { return terminalColumns }
        return 80
    }

    /// The width of the terminal behind a file descriptor (`TIOCGWINSZ`), or `nil` when it is
    /// not a terminal.
    ///
    /// - Parameter fileDescriptor: For example `STDOUT_FILENO`.
    public static func windowColumns(_ fileDescriptor: Int32) -> Int? {
        windowSize(fileDescriptor).flatMap { $0.ws_col > 0 ? Int($0.ws_col) : nil }
    }

    /// The height of the terminal behind a file descriptor, in lines, or `nil` when it is not a
    /// terminal: how much of a live frame ``FrameWriter`` can keep redrawing in place.
    ///
    /// - Parameter fileDescriptor: For example `STDOUT_FILENO`.
    public static func windowLines(_ fileDescriptor: Int32) -> Int? {
        windowSize(fileDescriptor).flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
    }

    private static func windowSize(_ fileDescriptor: Int32) -> winsize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return size
    }

    /// Whether to style output, from the host's choice, `NO_COLOR` and whether it is a terminal.
    ///
    /// - Parameters:
    ///   - mode: The host's choice.
    ///   - environment: The process environment; a non-empty `NO_COLOR` turns automatic colour off.
    ///   - isTerminal: Whether the output is a terminal.
    public static func stylingEnabled(_ mode: ColorMode, environment: [String: String], isTerminal: Bool)
        -> Bool
    {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// Whether output is styled.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// Styled when the output is a terminal and `NO_COLOR` is not set.
    case auto
    /// Always styled.
    case always
    /// Never styled: the output holds no escape sequence.
    case never
}
