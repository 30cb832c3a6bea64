/// A small terminal model: applies text and the cursor movements a ``FrameWriter`` uses, so a
/// test can compare what a person would see with the frame that should be on the screen.
///
/// One Unicode scalar is one column (the tests use ASCII and `…`); text is read scalar by scalar,
/// since `"\r\n"` is a single `Character` in Swift. `\n` moves to the start of the next line
/// (a terminal's output processing adds the carriage return), scrolling when it leaves the
/// bottom. The cursor cannot move above the top of the visible screen, as on a real terminal;
/// such a move is recorded in ``problems``, as is any sequence the model does not know.
public struct VirtualTerminal {
    /// The visible height.
    public let height: Int
    /// Every line ever shown, scrollback included.
    public private(set) var lines: [[Character]] = [[]]
    /// The cursor's line, counted from the first line ever shown.
    public private(set) var row = 0
    /// The cursor's column.
    public private(set) var column = 0
    /// What went wrong: unknown sequences, moves past the screen's edges.
    public private(set) var problems: [String] = []

    /// Creates an empty screen.
    ///
    /// - Parameter height: The visible height, in lines.
    public init(height: Int) {
        self.height = height
    }

    /// The first line on the screen.
    private var top: Int { max(lines.count - height, 0) }

    /// Everything from the first line to the cursor's line, with the cursor's line when it holds text.
    public var screenText: [String] {
        let all = lines.map { String($0) }
        return all.last == "" ? Array(all.dropLast()) : all
    }

    /// Applies text and escape sequences as a terminal would.
    public mutating func apply(_ text: String) {
        var characters = text.unicodeScalars.map(Character.init)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\n":
                row += 1
                column = 0
                if row == lines.count { lines.append([]) }
            case "\r":
                column = 0
            case "\u{1B}":
                guard characters.popFirst() == "[" else {
                    problems.append("ESC not followed by [")
                    continue
                }
                var parameter = ""
                while let next = characters.first, next.isNumber {
                    parameter.append(next)
                    characters.removeFirst()
                }
                guard let command = characters.popFirst() else {
                    problems.append("unfinished escape sequence")
                    return
                }
                control(command, Int(parameter))
            default:
                while lines[row].count < column { lines[row].append(" ") }
                if column < lines[row].count {
                    lines[row][column] = character
                } else {
                    lines[row].append(character)
                }
                column += 1
            }
        }
    }

    private mutating func control(_ command: Character, _ parameter: Int?) {
        switch command {
        case "A":
            let target = row - (parameter ?? 1)
            if target < top { problems.append("cursor up past the top of the screen to line \(target)") }
            row = max(target, top)
        case "B":
            let target = row + (parameter ?? 1)
            if target >= top + height { problems.append("cursor down past the bottom of the screen") }
            row = min(target, top + height - 1)
            while lines.count <= row { lines.append([]) }
        case "K" where parameter == 2:
            lines[row] = []
        case "J" where parameter == nil:
            lines[row] = Array(lines[row].prefix(column))
            lines.removeSubrange((row + 1)...)
        default:
            problems.append("unknown sequence ESC[\(parameter.map(String.init) ?? "")\(command)")
        }
    }
}
