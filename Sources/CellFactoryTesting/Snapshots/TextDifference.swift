/// A readable, line-by-line account of how two texts differ, with invisible characters shown.
///
/// Rendered rows are full of spaces, and a stray escape or tab is invisible in a test log, so
/// every line is shown with control characters spelled out (`\e`, `\t`, `\r`, `\u{7}`) and its
/// end marked with `⏎`.
package enum TextDifference {
    /// The lines that differ: `N - old` for the expected text, `N + new` for the actual one.
    ///
    /// Lines are numbered from 1; equal lines are left out, so an empty result means the texts
    /// are equal.
    ///
    /// - Parameters:
    ///   - expected: The golden text.
    ///   - actual: The text produced now.
    /// - Returns: One line per differing line of either text, joined by newlines.
    package static func report(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for index in 0..<max(old.count, new.count) {
            let oldLine = index < old.count ? String(old[index]) : nil
            let newLine = index < new.count ? String(new[index]) : nil
            guard oldLine != newLine else { continue }
            if let oldLine { report.append("\(index + 1) - \(visible(oldLine))") }
            if let newLine { report.append("\(index + 1) + \(visible(newLine))") }
        }
        return report.joined(separator: "\n")
    }

    /// A line with its control characters spelled out and its end marked with `⏎`.
    ///
    /// - Parameter line: One line of text, without its newline.
    /// - Returns: The line, safe to print in a test log.
    package static func visible(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x1B: result += "\\e"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F...0x9F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "⏎"
    }
}
