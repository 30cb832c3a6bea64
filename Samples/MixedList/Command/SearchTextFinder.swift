import MixedListJSON

/// Finds the search texts of the compiled views' common lines in their bytes, for exactly the
/// lines `ItemDecoder.item(in:from:)` reads, with the texts their registrations give; faster for
/// a record shaped like one it read lately (see `RecordTemplate`), which it reads by comparing
/// bytes where a finder that has read nothing reads every key.
package struct SearchTextFinder {
    /// The shapes of the last records read, the latest first.
    private var templates: [RecordTemplate] = []
    /// How many shapes are kept: an account's and an album's, each in a layout or two.
    private static let templateCount = 4

    /// A finder that has read nothing yet.
    package init() {}

    /// The search text of the item `ItemDecoder.item(in:from:)` reads from the same text, or
    /// `nil` exactly when that reads none; see ``ItemDecoder/searchText(in:from:)``. Returns where
    /// the text's parts are in `bytes` and the index just after the element's text.
    package mutating func searchText(in bytes: [UInt8], from start: Int) -> (text: RecognizedText, end: Int)?
    {
        var cursor = RecordCursor(bytes, from: start)
        guard let first = cursor.peek else { return nil }
        if first == UInt8(ascii: "-") || RecordCursor.isDigit(first) {
            guard let digits = cursor.integerText() else { return nil }
            return (RecognizedText(digits), cursor.index)
        }
        for template in templates {
            guard let record = cursor.knownRecord(fitting: template) else {
                cursor = RecordCursor(bytes, from: start)
                continue
            }
            guard record.isASCII || cursor.isUTF8(record) else { return nil }
            return (record.searchText, cursor.index)
        }
        guard let record = cursor.knownRecord(recordsValues: true) else { return nil }
        if templates.count == Self.templateCount { templates.removeLast() }
        templates.insert(RecordTemplate(record, in: bytes, from: start, to: cursor.index), at: 0)
        guard cursor.isUTF8(record) else { return nil }
        return (record.searchText, cursor.index)
    }

    /// The search text of the reader's next line or element, which it passes, when this finds
    /// one (see ``JSONStreamReader/nextRecognized(by:)``); `nil`, passing nothing, otherwise.
    /// The text's parts are in the reader's `lastElementText`, at the same indices.
    package mutating func nextText(in reader: inout JSONStreamReader) -> RecognizedText? {
        var found: RecognizedText?
        let passed = reader.nextRecognized { bytes, start in
            guard let (text, end) = searchText(in: bytes, from: start) else { return nil }
            found = text
            return (item: (), end: end)
        }
        // A text found is not the element's when the reader refused what follows it.
        return passed == nil ? nil : found
    }
}
