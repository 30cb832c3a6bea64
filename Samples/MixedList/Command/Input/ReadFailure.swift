#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why input could not be read: the system's message, such as `No such file or directory`.
public struct ReadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason.
    public let description: String

    /// A failure with a message of your own.
    ///
    /// - Parameter description: The reason.
    public init(_ description: String) {
        self.description = description
    }

    /// The failure an `errno` value names.
    ///
    /// - Parameter code: The `errno` value.
    public init(errno code: Int32) {
        description = String(cString: strerror(code))
    }
}
