import Foundation
import MixedListViewModels

/// How a declared column or part writes a record's value: `"format"` in a views file.
enum ValueFormat: Sendable {
    /// The value as it is: a string as itself, a number as written, nested values by size.
    case text
    /// A whole number; a fraction is rounded.
    case integer
    /// A number with this many digits after the point.
    case decimal(digits: Int)
    /// A count of bytes, in binary units: `512 B`, `1.5 KiB`, `12 MiB`.
    case bytes
    /// A count of seconds: `45s`, `3m 20s`, `2h 5m`, `3d 4h`.
    case duration
    /// A date from seconds since 1970 or ISO 8601 text, written `2026-11-28 09:30:00` in a time
    /// zone.
    case date(TimeZone)
    /// A boolean as a mark: `✓` for true, nothing for false.
    case boolean

    /// The names a views file uses.
    static let names = ["text", "integer", "decimal", "bytes", "duration", "date", "boolean"]

    /// The text of a value, or `nil` when there is none (`null`); a value the format does not
    /// take (text where a number was expected) is written as it is.
    func text(of value: RecordValue) -> String? {
        switch (self, value) {
        case (_, .null): return nil
        // A whole number as it is: through a `Double`, one past 2^53 would change.
        case (.integer, .integer(let whole)): return String(whole)
        case (.integer, _):
            guard let number = value.number, let whole = Int(exactly: number.rounded()) else {
                return value.compactText
            }
            return String(whole)
        case (.decimal(let digits), _):
            guard let number = value.number else { return value.compactText }
            return Self.fixed(number, digits: digits)
        case (.bytes, _):
            guard let number = value.number else { return value.compactText }
            return Self.bytes(number)
        case (.duration, _):
            guard let number = value.number else { return value.compactText }
            return Self.duration(number)
        case (.date(let zone), _):
            return Self.date(of: value, in: zone) ?? value.compactText
        case (.boolean, .bool(let flag)):
            return flag ? "✓" : ""
        default:
            return value.compactText
        }
    }

    private static func fixed(_ number: Double, digits: Int) -> String {
        guard number.isFinite else { return String(number) }
        return String(format: "%.\(digits)f", number)
    }

    private static func bytes(_ count: Double) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var value = abs(count)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let sign = count < 0 ? "-" : ""
        if unit == 0 { return "\(sign)\(Int(value)) B" }
        // One decimal while it says something (below 10), none above.
        // Formatted from the Double: past the largest unit, a count may exceed any Int.
        let shown = fixed(value, digits: value < 9.95 ? 1 : 0)
        return "\(sign)\(shown) \(units[unit])"
    }

    private static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return String(seconds) }
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        if magnitude < 1 { return sign + fixed(magnitude, digits: 2) + "s" }
        // Past any Int (beyond 10^18 seconds), the seconds as they are.
        guard let whole = Int(exactly: magnitude.rounded(.down)) else { return String(seconds) + "s" }
        let (days, hours, minutes, rest) = (whole / 86_400, whole / 3_600 % 24, whole / 60 % 60, whole % 60)
        // The two largest units, as ps and docker write an age.
        let parts: [(Int, String)] = [(days, "d"), (hours, "h"), (minutes, "m"), (rest, "s")]
        guard let first = parts.firstIndex(where: { $0.0 > 0 }) else { return sign + "0s" }
        let shown = parts[first..<min(first + 2, parts.count)].filter { $0.0 > 0 || $0.1 == parts[first].1 }
        return sign + shown.map { "\($0.0)\($0.1)" }.joined(separator: " ")
    }

    /// The seconds from 1970 of the farthest date written as a date.
    private static let farthestDate = 100_000_000_000

    private static func date(of value: RecordValue, in zone: TimeZone) -> String? {
        let date: Date
        switch value {
        // Dates within about 3,000 years of 1970: a calendar is not asked about farther ones.
        case .integer(let seconds) where seconds.magnitude <= Self.farthestDate.magnitude:
            date = Date(timeIntervalSince1970: TimeInterval(seconds))
        case .number(let seconds) where abs(seconds) <= Double(Self.farthestDate):
            date = Date(timeIntervalSince1970: seconds)
        case .string(let text):
            guard let parsed = parseISO8601(text) else { return nil }
            date = parsed
        default: return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
            let minute = parts.minute, let second = parts.second
        else { return nil }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
    }

    /// ISO 8601 dates and times: `2026-11-28`, `2026-11-28T09:30:00Z`, with a fraction or an
    /// offset such as `+01:00`.
    private static func parseISO8601(_ text: String) -> Date? {
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        return plain.date(from: text) ?? withFraction.date(from: text) ?? day.date(from: text)
    }
}

extension RecordValue {
    /// The value as a number, when it is one.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
