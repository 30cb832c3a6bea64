import CellFactory

extension TextStyle {
    /// The SGR escape sequence that turns this style on, e.g. `ESC [ 1 ; 3 2 m`.
    var startSequence: [UInt8] {
        var codes: [String] = []
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isUnderlined { codes.append("4") }
        if let foreground { codes.append(String(30 + Int(foreground.rawValue))) }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    /// The SGR escape sequence that resets every style.
    static let resetSequence: [UInt8] = Array("\u{1B}[0m".utf8)
}
