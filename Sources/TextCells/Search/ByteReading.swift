/// What reading a text's bytes found, where matching reads them rather than the text's
/// characters: an answer, no match, or a reason to read the characters after all.
enum ByteReading<Found> {
    /// What was found.
    case found(Found)
    /// The text cannot match.
    case none
    /// Some of the bytes read are not characters of their own (a byte past ASCII, or a CR, which
    /// an LF after it joins): the text must be read a character at a time.
    case needsCharacters
}
