import MixedListJSON
import MixedListViewModels

extension ItemDecoder {
    /// The item of the line of JSON Lines whose text starts at `start` in `bytes`, read straight
    /// from its bytes when it is one of the common shapes: a whole number, or an account or album
    /// record whose keys are all known, each once, with strings that have no escapes. Returns the
    /// item and the index just after its text, for ``JSONStreamReader/nextRecognized(by:)``, or
    /// `nil` for anything else, which the parser and ``item(from:)`` then read, so that every
    /// other line (and every error) is handled as before: an item returned here is always the one
    /// ``item(from:)`` makes of the parsed line.
    ///
    /// Reading them this way makes no tree of values to take apart again, which is most of the
    /// time a long input takes to read.
    package static func item(in bytes: [UInt8], from start: Int) -> (item: any Sendable, end: Int)? {
        var cursor = RecordCursor(bytes, from: start)
        guard let first = cursor.peek else { return nil }
        if first == UInt8(ascii: "-") || RecordCursor.isDigit(first) {
            guard let number = cursor.integer() else { return nil }
            return (number, cursor.index)
        }
        guard let record = cursor.record() else { return nil }
        return (record, cursor.index)
    }

    /// The search text of the item ``item(in:from:)`` reads from the same text, found without
    /// making the item: the account's name, the number's digits, or the album's title, artist
    /// and year, each as the compiled views' registrations make it. Returns where the text's
    /// parts are in `bytes` and the index just after the element's text, or `nil` exactly when
    /// ``item(in:from:)`` does. A ``SearchTextFinder`` finds the same, faster over many lines;
    /// this is what one finds that has read nothing yet, so reads the keys of every record.
    package static func searchText(in bytes: [UInt8], from start: Int) -> (text: RecognizedText, end: Int)? {
        var finder = SearchTextFinder()
        return finder.searchText(in: bytes, from: start)
    }

    /// The ``RecordValue`` of the line of JSON Lines whose text starts at `start` in `bytes`, for
    /// views declared in a file, read straight from its bytes when it is a whole number or a flat
    /// object whose values are strings with no escapes, whole numbers, booleans or `null`; `nil`
    /// for anything else, which the parser and ``record(_:)`` then read. A record returned here is
    /// always the one ``record(_:)`` makes of the parsed line.
    ///
    /// - Parameters:
    ///   - keys: The keys of the records read before, kept for the next.
    ///   - members: How many members the last object read had, as room to make for the next's;
    ///     set to this one's when it is read (an empty object, a line the parser reads, leave it).
    package static func record(
        in bytes: [UInt8], from start: Int, keys: inout JSONKeyCache, members: inout Int
    ) -> (item: any Sendable, end: Int)? {
        var cursor = RecordCursor(bytes, from: start)
        guard let first = cursor.peek else { return nil }
        if first == UInt8(ascii: "-") || RecordCursor.isDigit(first) {
            guard let number = cursor.integer() else { return nil }
            return (RecordValue.integer(number), cursor.index)
        }
        guard let record = cursor.flatObject(keys: &keys, members: &members) else { return nil }
        return (record, cursor.index)
    }
}

/// Reads the fields of a flat record from JSON text, giving up (`nil`) at the first thing it does
/// not expect. It stops at a line break, which ends a line of JSON Lines, as at any other byte it
/// does not expect.
struct RecordCursor {
    private let bytes: [UInt8]
    private(set) var index: Int

    init(_ bytes: [UInt8], from start: Int) {
        self.bytes = bytes
        index = start
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Skips the blank space JSON allows between tokens, except a line break.
    mutating func skipBlank() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1 }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// An `Account` or an `Album`, from an object whose members are all fields of one of them.
    mutating func record() -> (any Sendable)? {
        guard let record = knownRecord() else { return nil }
        switch record.kind {
        case .account:
            guard let name = Self.string(in: bytes, record.name) else { return nil }
            return Account(name: name)
        case .album:
            guard let title = Self.string(in: bytes, record.title),
                let artist = Self.string(in: bytes, record.artist)
            else { return nil }
            return Album(title: title, artist: artist, year: record.year, trackCount: record.tracks)
        }
    }

    /// Where an account's or an album's fields are in the text, and its numbers.
    struct KnownRecord {
        enum Kind { case account, album }
        var kind: Kind
        /// The account's name; empty for an album.
        var name: Range<Int> = 0..<0
        /// The album's title, artist and year, as in its search text; empty for an account.
        var title: Range<Int> = 0..<0
        var artist: Range<Int> = 0..<0
        var yearText: Range<Int> = 0..<0
        var year = 0
        var tracks = 0
        /// Each value's field and where it is (a string's without its quotes), in text order.
        var values: [(field: RecordTemplate.Field, range: Range<Int>)] = []
        /// Whether its strings are known to be all ASCII, and so UTF-8; `false` when not known.
        var isASCII = false

        /// Where the item's search text is: the account's name, or the album's title, artist
        /// and year, as the compiled views' registrations make them.
        var searchText: RecognizedText {
            switch kind {
            case .account: RecognizedText(name)
            case .album: RecognizedText(title, artist, yearText)
            }
        }

        /// Sets where a string field's value is.
        mutating func set(_ field: RecordTemplate.Field, to range: Range<Int>) {
            switch field {
            case .name: name = range
            case .title: title = range
            case .artist: artist = range
            case .year, .tracks: break
            }
        }
    }

    /// The fields of an object whose members are all fields of an account or an album, each
    /// once, with strings that have no escapes (which may not be UTF-8: see ``isUTF8(_:)``);
    /// with `recordsValues`, where each value is, for a template.
    mutating func knownRecord(recordsValues: Bool = false) -> KnownRecord? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var type: Range<Int>?
        var name: Range<Int>?
        var title: Range<Int>?
        var artist: Range<Int>?
        var year: (value: Int, text: Range<Int>)?
        var tracks: Int?
        var values: [(field: RecordTemplate.Field, range: Range<Int>)] = []
        repeat {
            skipBlank()
            guard let key = rawString() else { return nil }
            skipBlank()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipBlank()
            // A key given twice is left to the parser, which keeps the last.
            switch word(key) {
            case Self.typeKey:
                guard type == nil, let value = rawString() else { return nil }
                type = value
            case Self.nameKey:
                guard name == nil, let value = rawString() else { return nil }
                name = value
                if recordsValues { values.append((.name, value)) }
            case Self.titleKey:
                guard title == nil, let value = rawString() else { return nil }
                title = value
                if recordsValues { values.append((.title, value)) }
            case Self.artistKey:
                guard artist == nil, let value = rawString() else { return nil }
                artist = value
                if recordsValues { values.append((.artist, value)) }
            case Self.yearKey:
                let start = index
                guard year == nil, let value = integerWithText() else { return nil }
                year = value
                if recordsValues { values.append((.year, start..<index)) }
            case Self.tracksKey:
                let start = index
                guard tracks == nil, let value = integer() else { return nil }
                tracks = value
                if recordsValues { values.append((.tracks, start..<index)) }
            default:
                return nil
            }
            skipBlank()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let type else { return nil }
        let kind = word(type)
        if kind == Self.account {
            guard let name, title == nil, artist == nil, year == nil, tracks == nil else { return nil }
            return KnownRecord(kind: .account, name: name, values: values)
        }
        if kind == Self.album {
            guard name == nil, let title, let artist, let year, let tracks, tracks >= 0 else { return nil }
            return KnownRecord(
                kind: .album, title: title, artist: artist, yearText: year.text, year: year.value,
                tracks: tracks, values: values)
        }
        return nil
    }

    /// The record whose text is the template's but for its values, which must be of the same
    /// kinds (strings with no escapes, whole numbers): what ``knownRecord()`` reads of the same
    /// text, found without reading a key; `nil` when the text does not fit the template. Its
    /// `isASCII` says whether its strings are all ASCII, and so need no check that they are UTF-8.
    mutating func knownRecord(fitting template: RecordTemplate) -> KnownRecord? {
        var record = KnownRecord(kind: template.kind)
        // Bit 7 is set once a string holds a byte past ASCII.
        var seen: UInt8 = 0
        for (position, field) in template.fields.enumerated() {
            guard take(template.literals[position]) else { return nil }
            switch field {
            case .name, .title, .artist:
                // The literal after it starts with the closing quote.
                let start = index
                while let byte = peek, byte != UInt8(ascii: "\"") {
                    guard byte != UInt8(ascii: "\\") && byte >= 0x20 else { return nil }
                    seen |= byte
                    index += 1
                }
                record.set(field, to: start..<index)
            case .year:
                guard let year = integerWithText() else { return nil }
                (record.year, record.yearText) = year
            case .tracks:
                guard let tracks = integer(), tracks >= 0 else { return nil }
                record.tracks = tracks
            }
        }
        guard let last = template.literals.last, take(last) else { return nil }
        record.isASCII = seen < 0x80
        return record
    }

    /// Passes `literal` if the text goes on with it.
    private mutating func take(_ literal: [UInt8]) -> Bool {
        guard index + literal.count <= bytes.count else { return false }
        // A loop of its own: `elementsEqual` is not specialised for these two types.
        var next = index
        for byte in literal {
            guard bytes[next] == byte else { return false }
            next += 1
        }
        index = next
        return true
    }

    /// Whether a record's strings are UTF-8, as the item's strings must be.
    func isUTF8(_ record: KnownRecord) -> Bool {
        switch record.kind {
        case .account: isUTF8(record.name)
        case .album: isUTF8(record.title) && isUTF8(record.artist)
        }
    }

    private func isUTF8(_ range: Range<Int>) -> Bool {
        (try? UTF8Span(validating: bytes.span.extracting(range))) != nil
    }

    /// Any object whose members' values are all strings with no escapes, whole numbers that fit
    /// in `Int`, booleans or `null`, members in their order (a key given twice is kept twice, as
    /// the parser keeps it).
    ///
    /// - Parameter members: Room to make for the members, up to 64, once the first is read (so
    ///   that a line refused at its first value costs no allocation): the last object's count,
    ///   since a stream's records are mostly alike, and counting them first would read every line
    ///   twice. Set to this object's count when it is read.
    mutating func flatObject(keys: inout JSONKeyCache, members: inout Int) -> RecordValue? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var fields: [RecordField] = []
        skipBlank()
        if take(UInt8(ascii: "}")) { return .object([]) }
        repeat {
            skipBlank()
            guard let key = key(keys: &keys) else { return nil }
            skipBlank()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipBlank()
            guard let value = scalar() else { return nil }
            if fields.isEmpty { fields.reserveCapacity(min(members, 64)) }
            fields.append(RecordField(key: key, value: value))
            skipBlank()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        members = fields.count
        // A record keeps its room as long as it is kept: one much narrower than the last gets
        // fields of its own size, so that records of varied widths do not each hold the widest's.
        guard fields.capacity > 2 * fields.count + 8 else { return .object(fields) }
        var fitted: [RecordField] = []
        fitted.reserveCapacity(fields.count)
        fitted.append(contentsOf: fields)
        return .object(fitted)
    }

    /// A string with no escapes, a whole number that fits in `Int`, `true`, `false` or `null`.
    private mutating func scalar() -> RecordValue? {
        switch peek {
        case UInt8(ascii: "\""): return string().map(RecordValue.string)
        case UInt8(ascii: "t"): return literal(Self.trueWord) ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal(Self.falseWord) ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal(Self.nullWord) ? .null : nil
        default: return integer().map(RecordValue.integer)
        }
    }

    private static let trueWord = Array("true".utf8)
    private static let falseWord = Array("false".utf8)
    private static let nullWord = Array("null".utf8)

    /// Whether the text goes on with `word`, which it then passes; a letter or digit right after
    /// it is left to the parser.
    private mutating func literal(_ word: [UInt8]) -> Bool {
        let end = index + word.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word) else { return false }
        if end < bytes.count, Self.isWordByte(bytes[end]) { return false }
        index = end
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte >= 0x80
    }

    // The words the records are made of, each as `word(_:)` reads it: a 1 byte, then the word's
    // ASCII codes. Written out as numbers, they cost nothing to reach; ItemDecoderTextTests reads a
    // record with each.
    private static let typeKey: UInt64 = 0x01_74_79_70_65  // type
    private static let nameKey: UInt64 = 0x01_6E_61_6D_65  // name
    private static let titleKey: UInt64 = 0x01_74_69_74_6C_65  // title
    private static let artistKey: UInt64 = 0x01_61_72_74_69_73_74  // artist
    private static let yearKey: UInt64 = 0x01_79_65_61_72  // year
    private static let tracksKey: UInt64 = 0x01_74_72_61_63_6B_73  // tracks
    private static let account: UInt64 = 0x01_61_63_63_6F_75_6E_74  // account
    private static let album: UInt64 = 0x01_61_6C_62_75_6D  // album

    /// Up to 7 bytes as one number, with a leading 1 so that lengths differ; 0 for more, which no
    /// word above is.
    private func word(_ range: Range<Int>) -> UInt64 {
        guard range.count <= 7 else { return 0 }
        var value: UInt64 = 1
        for index in range { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The content of a string with no escapes and no control characters, as a range of bytes.
    private mutating func rawString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while let byte = peek {
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            guard byte != UInt8(ascii: "\\") && byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// A string with no escapes, in valid UTF-8.
    private mutating func string() -> String? {
        guard let range = rawString() else { return nil }
        return Self.string(in: bytes, range)
    }

    /// A key with no escapes, in valid UTF-8: the one kept in `keys` for the same bytes, else
    /// made and kept there.
    private mutating func key(keys: inout JSONKeyCache) -> String? {
        guard let range = rawString() else { return nil }
        if let key = keys.key(in: bytes, from: range.lowerBound, to: range.upperBound) { return key }
        guard let key = Self.string(in: bytes, range) else { return nil }
        keys.keep(key, from: bytes, range.lowerBound, range.upperBound)
        return key
    }

    /// The string in a range of `bytes` with no escapes, if it is valid UTF-8. Static, with the
    /// bytes as a parameter: called from a `mutating` method, a method of the cursor would read
    /// them through a copy of it, which retains them.
    private static func string(in bytes: [UInt8], _ range: Range<Int>) -> String? {
        guard let text = try? UTF8Span(validating: bytes.span.extracting(range)) else { return nil }
        return String(copying: text)
    }

    /// A whole number as ``integer()`` reads it, with the range of its digits as `String(value)`
    /// writes them: JSON allows no leading zeros, so only `-0` loses a byte, its sign.
    mutating func integerWithText() -> (value: Int, text: Range<Int>)? {
        let start = index
        guard let value = integer() else { return nil }
        return (value, value == 0 ? index - 1..<index : start..<index)
    }

    /// The digits of a whole number as `String(value)` writes them (see ``integerWithText()``).
    mutating func integerText() -> Range<Int>? {
        integerWithText()?.text
    }

    /// A JSON number with no fraction or exponent that fits in `Int`.
    mutating func integer() -> Int? {
        let negative = take(UInt8(ascii: "-"))
        guard let first = peek, Self.isDigit(first) else { return nil }
        // Accumulated negatively, as the parser does, so that `Int.min` fits.
        var value = 0
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = peek, Self.isDigit(byte) {
                let (product, productOverflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, sumOverflow) = product.subtractingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
                guard !productOverflow && !sumOverflow else { return nil }
                value = sum
                index += 1
            }
        }
        if let next = peek,
            Self.isDigit(next) || next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e")
        {
            return nil
        }
        if negative { return value }
        return value == Int.min ? nil : -value
    }
}
