internal import Foundation

/// The identity of one row of a ``CellSection``, stable while the row moves and is reloaded.
///
/// Identities are unique in the process, so a view can key what it keeps per row (a cell, a
/// drawn canvas, an observation) by `RowID` across all the sections it shows.
public struct RowID: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Locked(0)

    /// The number behind the identity, for messages.
    public let rawValue: Int

    /// A new identity, never handed out before in this process.
    static func next() -> RowID {
        RowID(
            rawValue: counter.withLock { count in
                count += 1
                return count
            })
    }

    /// The first of `count` new identities in a row, never handed out before in this process:
    /// the first's ``advanced(by:)`` gives the others.
    static func reserve(_ count: Int) -> RowID {
        RowID(
            rawValue: counter.withLock { total in
                let first = total + 1
                total += max(count, 0)
                return first
            })
    }

    /// The identity `offset` places after this one in a block from ``reserve(_:)``.
    func advanced(by offset: Int) -> RowID {
        RowID(rawValue: rawValue + offset)
    }

    private init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// For example `row#12`.
    public var description: String { "row#\(rawValue)" }
}
