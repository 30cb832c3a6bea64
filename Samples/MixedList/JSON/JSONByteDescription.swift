/// Names bytes of the input the way error messages show them: `'x'` for a character, `control character
/// U+0001` for an unprintable ASCII byte, `character U+202E` for a control, format or invisible
/// character beyond ASCII, and `byte 0xFF` for a byte that does not start a UTF-8 character.
enum JSONByteDescription {
    /// Describes the character starting at `index`, reading no further than `limit`.
    static func describe(_ bytes: [UInt8], at index: Int, limit: Int) -> String {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x80 {
            return "control character \(scalarName(UInt32(byte)))"
        }
        let length = sequenceLength(leadByte: byte)
        if length > 1 && index + length <= limit,
            let character = String(validating: bytes[index..<index + length], as: UTF8.self),
            let scalar = character.unicodeScalars.first
        {
            // Messages go to a terminal: a character it would act on, or that is invisible, is named.
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
                return "character \(scalarName(scalar.value))"
            default:
                return "'\(character)'"
            }
        }
        return "byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    /// How many bytes a UTF-8 sequence starting with `leadByte` claims to have; 1 for bytes that cannot
    /// start a sequence.
    static func sequenceLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// Formats a scalar value as `U+000A`.
    static func scalarName(_ value: UInt32) -> String {
        "U+\(hex(value, digits: 4))"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
