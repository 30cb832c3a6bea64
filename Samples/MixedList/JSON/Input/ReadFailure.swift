#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why input could not be read: the system's message, such as `No such file or directory`.
package struct ReadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason.
    package let description: String

    /// A failure with a message of your own.
    ///
    /// - Parameter description: The reason.
    package init(_ description: String) {
        self.description = description
    }

    /// The failure an `errno` value names.
    ///
    /// - Parameter code: The `errno` value.
    package init(errno code: Int32) {
        description = String(cString: strerror(code))
    }
}
