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

    /// The cursor's line on the visible screen, from 0.
    public var cursorLine: Int { row - top }

    /// Everything from the first line to the cursor's line, with the cursor's line when it holds text.
    public var screenText: [String] {
        let all = lines.map { String($0) }
        return all.last == "" ? Array(all.dropLast()) : all
    }

    /// The lines of the visible screen, exactly ``height`` of them: what a full-screen program shows.
    public var visibleLines: [String] {
        (top..<top + height).map { $0 < lines.count ? String(lines[$0]) : "" }
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
                var isPrivate = false
                if characters.first == "?" {
                    isPrivate = true
                    characters.removeFirst()
                }
                var parameters: [Int] = []
                var parameter = ""
                while let next = characters.first, next.isNumber || next == ";" {
                    characters.removeFirst()
                    if next == ";" {
                        parameters.append(Int(parameter) ?? 0)
                        parameter = ""
                    } else {
                        parameter.append(next)
                    }
                }
                if !parameter.isEmpty || !parameters.isEmpty { parameters.append(Int(parameter) ?? 0) }
                guard let command = characters.popFirst() else {
                    problems.append("unfinished escape sequence")
                    return
                }
                if isPrivate {
                    privateMode(command, parameters.first)
                } else if command == "H" {
                    moveTo(line: parameters.first ?? 1, column: parameters.count > 1 ? parameters[1] : 1)
                } else if command == "m" {
                    continue  // Styles do not move the cursor.
                } else {
                    control(command, parameters.count == 1 ? parameters[0] : nil)
                }
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

    /// The private modes set (`CSI ? n h`) and not reset since: 1049 (the alternate screen),
    /// 2026 (a synchronized update in progress); 25 is reset while the cursor is hidden.
    public private(set) var privateModes: Set<Int> = [25]
    /// The answers to cursor position requests (`CSI 6 n`) not yet sent back to the program.
    public var cursorReports: [String] = []
    /// How many synchronized updates (`CSI ? 2026 h` … `l`) were completed.
    public private(set) var synchronizedUpdates = 0

    private mutating func privateMode(_ command: Character, _ mode: Int?) {
        guard let mode, command == "h" || command == "l" else {
            problems.append("unknown private sequence ESC[?\(mode.map(String.init) ?? "")\(command)")
            return
        }
        if command == "h" {
            if mode == 2026 && privateModes.contains(2026) { problems.append("nested synchronized update") }
            privateModes.insert(mode)
        } else {
            if mode == 2026 && privateModes.contains(2026) { synchronizedUpdates += 1 }
            privateModes.remove(mode)
        }
    }

    /// Moves the cursor to a line and column of the visible screen, both from 1.
    private mutating func moveTo(line: Int, column: Int) {
        if line < 1 || line > height { problems.append("cursor moved to line \(line), off the screen") }
        row = top + min(max(line, 1), height) - 1
        while lines.count <= row { lines.append([]) }
        self.column = max(column, 1) - 1
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
        case "C":
            column += parameter ?? 1
        case "n" where parameter == 6:
            // A cursor position report is asked for: a terminal answers on its input.
            cursorReports.append("\u{1B}[\(row - top + 1);\(column + 1)R")
        case "K" where parameter == 2:
            lines[row] = []
        case "J" where parameter == 2:
            for line in top..<lines.count { lines[line] = [] }
        case "J" where parameter == nil:
            lines[row] = Array(lines[row].prefix(column))
            lines.removeSubrange((row + 1)...)
        default:
            problems.append("unknown sequence ESC[\(parameter.map(String.init) ?? "")\(command)")
        }
    }
}
