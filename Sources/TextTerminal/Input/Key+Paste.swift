extension Key {
    /// Pasted text as it goes into a one-line query: each line break, tab or other control
    /// character becomes a space, so nothing pasted can end the query or reach the screen raw.
    static func queryText(pasted text: String) -> String {
        String(
            text.map { character in
                character.unicodeScalars.contains { $0.properties.generalCategory == .control }
                    || character.isNewline ? " " : character
            })
    }
}
