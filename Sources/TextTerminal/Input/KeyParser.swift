import TextCells

/// Turns the bytes a terminal sends in raw mode into keys, however the reads split them.
///
/// Terminals send most keys as one byte and the others as escape sequences: `ESC [ A` for ↑,
/// `ESC [ 5 ~` for Page Up, `ESC O H` for Home in application mode, `ESC a` for Alt-A,
/// `ESC [ < 0 ; 12 ; 3 M` for a click in SGR mouse mode, and so on. A sequence, or a
/// UTF-8 character, cut by a read is kept until the next read completes it. A lone `ESC` cannot
/// be told from the start of a sequence until more bytes come or none do, so it is held until
/// ``flush()``: call that when a read would wait. Text pasted in bracketed paste mode
/// (`ESC [ 200 ~` … `ESC [ 201 ~`) is one ``Key/paste(_:)``, its newlines and escapes included.
///
/// ```swift
/// var parser = KeyParser()
/// for key in parser.keys(from: bytesRead) { handle(key) }
/// if inputIsIdle { for key in parser.flush() { handle(key) } }
/// ```
package struct KeyParser: Sendable {
    /// The bytes of an escape sequence, a character or a paste not yet complete.
    private var pending: [UInt8] = []
    /// Whether a paste is open: its start marker has come, its end marker not yet.
    private var isPasting = false
    /// Whether `pending` begins with the open paste's start marker (no part of it sent yet).
    private var holdsPasteStart = false
    /// Where the open paste's text starts in `pending`.
    private var pasteTextStart: Int { holdsPasteStart ? Self.pasteStart.count : 0 }

    private static let escape: UInt8 = 0x1B
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Creates a parser with nothing pending.
    package init() {}

    /// Whether bytes are held for a key not yet complete (a lone `ESC` among them), or a paste is
    /// open.
    package var hasPending: Bool { !pending.isEmpty || isPasting }

    /// The keys completed by more bytes.
    ///
    /// - Parameter bytes: What the terminal sent, in any pieces.
    /// - Returns: Every key the bytes complete, in order.
    package mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        events(from: bytes).map(\.key)
    }

    /// The keys held for want of more bytes, when none are coming: a lone `ESC` is Escape; an
    /// escape sequence cut short is an unknown key, a UTF-8 character cut short a replacement
    /// character. An open paste gives the text pasted so far and stays open: a terminal always
    /// ends a paste, and over a slow connection the rest may come after a pause, still pasted
    /// text (its newlines are not Enter).
    package mutating func flush() -> [Key] {
        flushEvents().map(\.key)
    }

    /// The keys completed by more bytes, each with the number of bytes it was made of: with the
    /// bytes still pending, they account for every byte given.
    package mutating func events(from bytes: some Sequence<UInt8>) -> [(key: Key, length: Int)] {
        var events: [(key: Key, length: Int)] = []
        for byte in bytes { take(byte, into: &events) }
        return events
    }

    /// ``flush()``, each key with the number of bytes it was made of.
    package mutating func flushEvents() -> [(key: Key, length: Int)] {
        if isPasting { return flushPaste() }
        defer { pending.removeAll() }
        guard let first = pending.first else { return [] }
        let key: Key
        if pending == [Self.escape] {
            key = .escape
        } else {
            key = first == Self.escape ? .unknown(pending) : .character("\u{FFFD}")
        }
        return [(key, pending.count)]
    }

    /// The text of the open paste so far, keeping back what may be the start of its end marker.
    private mutating func flushPaste() -> [(key: Key, length: Int)] {
        var kept = min(Self.pasteEnd.count - 1, pending.count - pasteTextStart)
        while kept > 0 && !pending.suffix(kept).elementsEqual(Self.pasteEnd.prefix(kept)) { kept -= 1 }
        let sent = pending.count - kept
        guard sent > pasteTextStart else { return [] }
        let text = String(decoding: pending[pasteTextStart..<sent], as: UTF8.self)
        pending.removeFirst(sent)
        holdsPasteStart = false
        return [(.paste(text), sent)]
    }

    private mutating func take(_ byte: UInt8, into events: inout [(key: Key, length: Int)]) {
        if isPasting {
            pending.append(byte)
            if byte == Self.pasteEnd.last, pending.count >= pasteTextStart + Self.pasteEnd.count,
                pending.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
            {
                let text = pending[pasteTextStart..<(pending.count - Self.pasteEnd.count)]
                events.append((.paste(String(decoding: text, as: UTF8.self)), pending.count))
                pending.removeAll(keepingCapacity: true)
                isPasting = false
                holdsPasteStart = false
            }
            return
        }
        // A byte that cannot continue what is pending ends it first.
        if let first = pending.first {
            if pending == [Self.escape], byte != UInt8(ascii: "["), byte != UInt8(ascii: "O") {
                pending.removeAll(keepingCapacity: true)
                // Escape then a printable character is Alt and that key; anything else follows a
                // lone Escape (Escape pressed twice, or Escape then a control key).
                if (0x20...0x7E).contains(byte) {
                    events.append((.alt(Character(Unicode.Scalar(byte))), 2))
                    return
                }
                events.append((.escape, 1))
            } else if first >= 0x80, byte & 0xC0 != 0x80 {
                events.append((.character("\u{FFFD}"), pending.count))
                pending.removeAll(keepingCapacity: true)
            } else if first == Self.escape, byte == Self.escape {
                // An escape sequence cut short by the next one (Alt-[ then a key, or a paste).
                events.append((.unknown(pending), pending.count))
                pending.removeAll(keepingCapacity: true)
            }
        }
        pending.append(byte)
        if pending == Self.pasteStart {
            isPasting = true
            holdsPasteStart = true
        } else if let key = completeKey() {
            events.append((key, pending.count))
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// The key the pending bytes make, or `nil` while they are the start of a longer one.
    private func completeKey() -> Key? {
        let first = pending[0]
        if first == Self.escape { return escapeSequence() }
        if first < 0x80 { return singleByte(first) }
        return utf8Character()
    }

    private func singleByte(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        // Ctrl and a letter: the letter's code less 0x60.
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    /// A UTF-8 character once all its bytes are in; a byte that cannot start one is a
    /// replacement character at once, so a bad byte never holds up the keys after it.
    private func utf8Character() -> Key? {
        let length: Int
        switch pending[0] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .character("\u{FFFD}")
        }
        guard pending.count == length else { return nil }
        return .character(String(decoding: pending, as: UTF8.self).first ?? "\u{FFFD}")
    }

    /// The key of a complete escape sequence (`ESC [` or `ESC O` and more), `nil` while it may go
    /// on.
    private func escapeSequence() -> Key? {
        guard pending.count > 2 else { return nil }
        if pending[1] == UInt8(ascii: "O") { return finalKey(pending[2]) ?? .unknown(pending) }
        return controlSequence()
    }

    /// `ESC [`, parameters (`0`–`?`), intermediates (space–`/`), then one final byte (`@`–`~`).
    private func controlSequence() -> Key? {
        guard let final = pending.last, pending.count > 2 else { return nil }
        switch final {
        case 0x20...0x3F: return pending.count > 64 ? .unknown(pending) : nil
        case 0x40...0x7E: break
        default: return .unknown(pending)
        }
        let parameters = pending[2..<(pending.count - 1)]
        if parameters.first == UInt8(ascii: "<") { return mouse(parameters.dropFirst(), final: final) }
        if final == UInt8(ascii: "Z") && parameters.isEmpty { return .backTab }
        let first = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        if final == UInt8(ascii: "~") {
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return .unknown(pending)
            }
        }
        // `ESC [ 1 ; 5 A` is ↑ with a modifier: still ↑.
        return finalKey(final) ?? .unknown(pending)
    }

    /// An SGR mouse report, `ESC [ < button ; column ; line M` (`m` when a button comes up), with
    /// the column and line counted from 1.
    private func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Key {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let line = numbers[2],
            final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), column >= 1, line >= 1
        else { return .unknown(pending) }
        let action: MouseEvent.Action
        // The low two bits are the button; 32 adds motion, 64 the wheel; 4, 8 and 16 are Shift,
        // Alt and Ctrl, which change nothing here.
        let button = code & 0b11
        if code & 64 != 0 {
            action = code & 32 != 0 ? .other : button == 0 ? .wheelUp : button == 1 ? .wheelDown : .other
        } else if code & 32 != 0 || code >= 128 {
            action = .other
        } else {
            action = final == UInt8(ascii: "M") ? .press(button: button) : .release(button: button)
        }
        return .mouse(MouseEvent(action, line: line - 1, column: column - 1))
    }

    private func finalKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}
