/// Reads a command line argument by argument: options with their values, and operands.
///
/// Options take their value as the next argument or after `=` (`--width 40`, `--width=40`);
/// `-` is an operand, and `--` makes every later argument an operand.
public struct ArgumentScanner {
    /// One argument, read.
    public enum Argument: Hashable, Sendable {
        /// An option such as `--width`; its value, if it takes one, comes from ``value(for:)``.
        case option(String)
        /// An operand such as a file name or a search term.
        case operand(String)
    }

    private var remaining: ArraySlice<String>
    private var onlyOperands = false
    private var inlineValue: String?

    /// Creates a scanner.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    public init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, or `nil` at the end.
    public mutating func next() -> Argument? {
        inlineValue = nil
        while let argument = remaining.popFirst() {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                return .option(argument)
            }
            inlineValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return nil
    }

    /// The value of the option just read.
    ///
    /// - Parameter name: The option, for the message.
    /// - Throws: ``UsageError`` when the command line ends first.
    public mutating func value(for name: String) throws(UsageError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
    }
}
