import MixedListViewModels

/// The same text for every record: what a views file's `"text"` shows.
struct FixedText: RecordTextSource {
    /// The text.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The text, whatever the record.
    func text(of record: RecordValue) -> String? { text }
}
