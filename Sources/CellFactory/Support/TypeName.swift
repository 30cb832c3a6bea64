/// Readable names of types, for messages and placeholders only (never for dispatch).
package enum TypeName {
    /// The name of a type, such as `Account` or `Optional<Int>`.
    ///
    /// - Parameter type: The type.
    package static func of(_ type: Any.Type) -> String {
        String(describing: type)
    }

    /// The name of a value's dynamic type.
    ///
    /// - Parameter value: The value.
    package static func ofValue(_ value: Any) -> String {
        String(describing: type(of: value))
    }
}
