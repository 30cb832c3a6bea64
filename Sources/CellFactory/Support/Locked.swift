internal import Foundation

/// A value guarded by a lock, so that a `Sendable` type can hold mutable state.
///
/// `@unchecked Sendable` is sound here because every access to `value` goes through `withLock`,
/// which holds the `NSLock` for the whole closure. (The toolchain's `Synchronization.Mutex` is not
/// in this project's allowed module list.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
